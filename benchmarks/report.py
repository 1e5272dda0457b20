#!/usr/bin/env python3
"""Reads what benchmarks/run.sh wrote (criterion's estimates per round and
build) and prints BENCHMARKS.md's table: for each operation, C's median time
per call and each way's ratio to C. A ratio is taken within one process run
(the way against the C measured beside it); the table gives the median over
runs and, in brackets, the lowest and highest."""
import pathlib
import statistics
import sys

OPERATIONS = [
    "cuDriverGetVersion",
    "nvFatbinVersion",
    "cusparseLtGetProperty",
    "nvjpegGetProperty",
    "nvvmVersion",
    "nvPTXCompilerGetVersion",
    "cudssGetProperty",
    "cutensorGetVersion",
    "nvshmemx_init_status",
    "nppGetLibVersion",
    "nvcompGetProperties",
    "nvjpeg2kGetProperty",
    "nvtiffGetProperty",
    "custatevecGetProperty",
    "cutensornetGetVersion",
    "cudensitymatGetVersion",
    "cublasMpGetVersion",
    "cusolverMpLoggerSetLevel",
    "mathdxGetVersion",
    "cufftMpAttachComm",
    "nvimgcodecGetProperties",
    "cuCtxGetCurrent",
    "cuPointerGetAttribute",
    "map cycle",
    "external memory cycle",
    "cublasSgemm 1x1",
    "cublasLtMatmul 16x16",
]
C = "C gcc -O2"
# The second C way is C again in the same run: its ratio is the spread.
WAYS = ["C gcc -O2, again", "cuda-raw-sys linked", "cuda-raw-sys dynamic-loading", "cudarc"]


def runs_in(tsv):
    """One {(operation, way): criterion's median ns per call} per binary run."""
    runs = {}
    for line in tsv.read_text().splitlines():
        round_number, build, operation, way, median, _mean = line.split("\t")
        runs.setdefault((round_number, build), {})[(operation, way)] = float(median)
    return list(runs.values())


def spread(values):
    return f"{statistics.median(values):.3f} [{min(values):.3f}–{max(values):.3f}]"


def main():
    results = pathlib.Path(sys.argv[1])
    runs = runs_in(results / "estimates.tsv")
    if not runs:
        sys.exit(f"bench-report: no criterion estimates under {results}")
    print((results / "machine").read_text().strip().replace("\n", "  \n"))
    print(f"\n{len(runs)} runs; ratio to C: median [lowest–highest] over runs\n")
    print("| operation | C gcc -O2, ns per call | " + " | ".join(WAYS) + " |")
    print("|---" * (len(WAYS) + 2) + "|")
    for operation in OPERATIONS:
        c_times = [run[(operation, C)] for run in runs if (operation, C) in run]
        if not c_times:
            continue  # not measured in these runs (run.sh's BENCH_FILTER)
        cells = []
        for way in WAYS:
            ratios = [run[(operation, way)] / run[(operation, C)] for run in runs
                      if (operation, way) in run and (operation, C) in run]
            cells.append(spread(ratios) if ratios else "—")
        print(f"| {operation} | {statistics.median(c_times):.1f} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
