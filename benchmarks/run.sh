#!/usr/bin/env bash
# Runs on the GPU machine from the folder benchmarks/bundle.sh filled:
# ROUNDS rounds (default 4), each running the linked and the dynamic-loading
# benchmark binaries, in alternating order, so drift hits both (and each
# round starts with another way). Three files come back (the device tool
# returns few): $OUT/estimates.tsv, one line per round, build and benchmark
# with criterion's median and mean in ns; $OUT/criterion.log, its output; and
# $OUT/machine, what was measured on.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${OUT:-$here/results}
rounds=${ROUNDS:-4}
# BENCH_FILTER, a regular expression criterion matches against
# "operation/way", runs only those (more rounds of a few calls in one go).
filter=(${BENCH_FILTER:+"$BENCH_FILTER"})
# BENCH_WARM_UP_MS and BENCH_MEASURE_MS (500 and 1500 by default), read by
# the benchmark, shorten each measurement, for more rounds in one call.
# Every benchmark process on one CPU (BENCH_CPU, default 2), so that no run
# migrates between cores.
cpu=${BENCH_CPU:-2}
# NCCL, NVSHMEM and cuBLASMp keep away from NVLink multicast (NVLS) in every
# process (as scripts/gpu-run.sh).
export NCCL_NVLS_ENABLE=0 NVSHMEM_DISABLE_NVLS=1 CUBLASMP_DISABLE_MULTICAST=1
# What bundle.sh carries compressed (carried.sh): the binaries, and the
# libraries the machine lacks in pieces, here or in part folders.
. "$here/carried.sh"
# libcublas, libcublasLt, libnvjpeg and libnppc: the machine's toolkit's
# (libcusolver too, which libcutensornet, libcudensitymat and libcusolverMp
# need, libcurand, libcusparse and libnvJitLink, libcudensitymat's, and
# libnvrtc, libmathdx's); libnvvm beside them;
# libcusparseLt and libnvshmem_host: NVIDIA's wheels in python3's
# site-packages (carried.sh's machine_library_folders); libcudss, libcutensor,
# libnvcomp, libnvjpeg2k, libnvtiff, libcustatevec, libcutensornet (which
# needs libcutensor), libcudensitymat (libcutensornet's and libcutensor's),
# libcublasmp, libcusolverMp (libcublasmp's), libmathdx, and libnccl.so.2:
# carried into lib/. lib/ comes first, before the nccl wheel's folder: the
# machine's NCCL (2.28.9) is older than cuBLASMp needs (2.29.2), and the
# carried one serves the whole process (the crate's NCCL too).
toolkit=${CUDA_RUNTIME_LIB_DIR:-/usr/local/cuda/lib64}
export LD_LIBRARY_PATH="$here/lib:$toolkit$(machine_library_folders "$toolkit")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
for packed in "$here"/*.xz; do
    [ -f "$packed" ] && unpack_binary "$packed"
done
unpack_pieces "$here/lib" "$here" "$here"-part*
# cudarc looks for libcutensor.so or libcutensor.so.<CUDA major>, and
# NVIDIA's wheel ships only libcutensor.so.2: a link by the first name, for
# cudarc alone (cuda-raw-sys and C load the file by its soname).
if [ -f "$here/lib/libcutensor.so.2" ]; then ln -sf libcutensor.so.2 "$here/lib/libcutensor.so"; fi
mkdir -p "$out"
: >"$out/estimates.tsv"
: >"$out/criterion.log"
{
    echo "date: $(date -u +%FT%TZ)"
    echo "bundle: $(cat "$here/commit")"
    echo "C compiler: $(cat "$here/c-compiler")"
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | sed 's/^/GPU, driver: /'
    echo "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), each run pinned to CPU $cpu (taskset)"
} >"$out/machine"
cat "$out/machine"
for round in $(seq 1 "$rounds"); do
    order=(linked dynamic-loading)
    if [ $((round % 2)) -eq 0 ]; then order=(dynamic-loading linked); fi
    for build in "${order[@]}"; do
        echo "== round $round: $build" | tee -a "$out/criterion.log"
        estimates=$(mktemp -d)
        BENCH_ROUND=$round CRITERION_HOME="$estimates" taskset -c "$cpu" "$here/calls-$build" --bench --noplot "${filter[@]}" \
            >>"$out/criterion.log" 2>&1 || { tail -40 "$out/criterion.log"; exit 1; }
        # Criterion's tree has too many files to bring back: one line per benchmark.
        python3 - "$estimates" "$round" "$build" <<'PY' | tee -a "$out/estimates.tsv"
import json, pathlib, sys
folder, round_number, build = sys.argv[1:]
for meta_file in sorted(pathlib.Path(folder).rglob("new/benchmark.json")):
    meta = json.loads(meta_file.read_text())
    estimates = json.loads((meta_file.parent / "estimates.json").read_text())
    print(round_number, build, meta["group_id"], meta["function_id"],
          estimates["median"]["point_estimate"], estimates["mean"]["point_estimate"], sep="\t")
PY
        rm -rf "$estimates"
    done
done
