#!/usr/bin/env bash
# Runs on the GPU machine from the folder benchmarks/bundle.sh filled: NCCL's
# all-reduce bus bandwidth over every visible GPU, one process a GPU, through
# cuda-raw-sys (allreduce-linked, benches/allreduce.rs) and through
# torch.distributed (allreduce_torch.py), ROUNDS rounds (default 5), each
# starting with the other way. Both load the same libnccl.so.2 (NVIDIA's
# wheel in python3's site-packages), and each says which. Three files come
# back in $OUT: allreduce.tsv (round, way, ranks, bytes, iterations, seconds
# an all-reduce, bus GB/s), allreduce.log (everything printed) and
# allreduce.md (the table: each way's median over rounds, and its spread,
# (highest - lowest) / median, against itself).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${OUT:-$here/results}
rounds=${ROUNDS:-5}
# Never NVLink multicast: in every process of both ways.
export NCCL_NVLS_ENABLE=0 NVSHMEM_DISABLE_NVLS=1 TORCH_SYMM_MEM_DISABLE_MULTICAST=1
export ALLREDUCE_WARMUP=${ALLREDUCE_WARMUP:-5} ALLREDUCE_ITERATIONS=${ALLREDUCE_ITERATIONS:-20} \
    ALLREDUCE_BATCHES=${ALLREDUCE_BATCHES:-5}
# The crate's binary finds libcudart in lib/ (carried) and libnccl in
# NVIDIA's wheel (carried.sh's machine_library_folders); PyTorch keeps its
# own search path, untouched.
. "$here/carried.sh"
toolkit=${CUDA_RUNTIME_LIB_DIR:-/usr/local/cuda/lib64}
crate_path="$here/lib:$toolkit$(machine_library_folders "$toolkit")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
mkdir -p "$out"
: >"$out/allreduce.tsv"
: >"$out/allreduce.log"
{
    echo "date: $(date -u +%FT%TZ)"
    echo "bundle: $(cat "$here/commit")"
    nvidia-smi --query-gpu=index,name,driver_version --format=csv,noheader | sed 's/^/GPU: /'
    nvidia-smi topo -m
    echo "python3: $(command -v python3), torch $(python3 -c 'import torch; print(torch.__version__)')"
    echo "warm-up $ALLREDUCE_WARMUP, $ALLREDUCE_BATCHES batches of $ALLREDUCE_ITERATIONS all-reduces a size, $rounds rounds"
} 2>&1 | tee -a "$out/allreduce.log"
for round in $(seq 1 "$rounds"); do
    order=(crate torch)
    if [ $((round % 2)) -eq 0 ]; then order=(torch crate); fi
    for way in "${order[@]}"; do
        echo "== round $round: $way" | tee -a "$out/allreduce.log"
        case $way in
        crate) command=(env LD_LIBRARY_PATH="$crate_path" "$here/allreduce-linked") ;;
        torch) command=(python3 "$here/allreduce_torch.py") ;;
        esac
        # A rank that hangs ends here (a run takes 5 to 30 s): timeout
        # signals its whole process group.
        lines=$(timeout 180 "${command[@]}" 2>>"$out/allreduce.log") || {
            echo "allreduce: round $round, $way failed (exit $?):" >&2
            tail -30 "$out/allreduce.log" >&2
            exit 1
        }
        printf '%s\n' "$lines" | tee -a "$out/allreduce.log"
        grep -v '^#' <<<"$lines" | sed "s/^/$round\t/" >>"$out/allreduce.tsv" || true
    done
done
python3 - "$out/allreduce.tsv" <<'PY' | tee "$out/allreduce.md"
import collections, statistics, sys
rates = collections.defaultdict(list)
ranks = set()
for line in open(sys.argv[1]):
    round_number, way, count, size, _iterations, _seconds, bus = line.rstrip("\n").split("\t")
    rates[(way, int(size))].append(float(bus))
    ranks.add(count)
if not rates:
    sys.exit("allreduce: nothing measured (fewer than two GPUs?)")
def spread(values):
    return f"{(max(values) - min(values)) / statistics.median(values) * 100:.1f} %"
sizes = sorted({size for _, size in rates})
rounds = len(rates[("crate", sizes[0])])
print(f"NCCL all-reduce, fp32 sum in place, {'/'.join(sorted(ranks))} GPUs, one process each: "
      f"bus GB/s, median of {rounds} rounds; spread = (highest - lowest) / median over the rounds\n")
print("| size | crate GB/s | torch GB/s | ratio | crate spread | torch spread |")
print("| --- | --- | --- | --- | --- | --- |")
for size in sizes:
    ours, theirs = rates[("crate", size)], rates[("torch", size)]
    name = f"{size >> 30} GiB" if size >= 1 << 30 else f"{size >> 20} MiB"
    print(f"| {name} | {statistics.median(ours):.1f} | {statistics.median(theirs):.1f} | "
          f"{statistics.median(ours) / statistics.median(theirs):.3f} | {spread(ours)} | {spread(theirs)} |")
PY
