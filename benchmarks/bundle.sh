#!/usr/bin/env bash
# Builds the benchmarks twice (cuda-raw-sys linked, and with dynamic-loading)
# here, where Rust is, and gathers them with benchmarks/run.sh into a folder
# (git-ignored .gpu-run/bench by default) for the GPU machine:
#
#   bash benchmarks/bundle.sh [FOLDER]            # here, with CUDA 13.0 headers (CUDA_PATH)
#   OUT=results ROUNDS=4 bash FOLDER/run.sh          # there: criterion estimates under $OUT
#   FOLDER/peer-linked                            # there, on two GPUs: peer-copy bandwidth against C
#   OUT=results bash FOLDER/allreduce.sh          # there, on two GPUs or more: NCCL's all-reduce against PyTorch
#   python3 benchmarks/report.py results          # here: the table for BENCHMARKS.md
#
# BENCH_CORE=1 builds the calls benchmark without its further-libraries
# feature: the core table's operations alone, whose libraries the GPU machine
# has, in a bundle that carries none (one call of the transfer limit).
#
# BENCHMARKS names those to build, of calls, peer and allreduce (all three
# unless set): BENCHMARKS=allreduce makes a bundle of 2 MB, where the calls
# benchmarks and the libraries they carry need several calls of the transfer
# limit (scripts/gpu-parts.sh).
set -euo pipefail
fail() { echo "bench-bundle: $*" >&2; exit 1; }
bundle=$(realpath -m -- "${1:-$(dirname "$0")/../.gpu-run/bench}")
cd "$(dirname "$0")/.."
if [ -d "$bundle" ] && [ -n "$(ls -A "$bundle")" ] && [ ! -f "$bundle/commit" ]; then
    fail "$bundle is not empty and holds no commit file, so it is no bundle; not emptying it"
fi
benchmarks=${BENCHMARKS:-calls,peer,allreduce}
wanted() { case ,$benchmarks, in *,"$1",*) return 0 ;; *) return 1 ;; esac; }
for name in ${benchmarks//,/ }; do
    case $name in calls | peer | allreduce) ;; *) fail "BENCHMARKS=$benchmarks: no benchmark $name (calls, peer, allreduce)" ;; esac
done
target=${CARGO_TARGET_DIR:-$PWD/target}/benchmarks
executable() { # builds benchmark $1 with the features given after it; prints its path
    local name=$1
    shift
    cargo bench --no-run --manifest-path benchmarks/Cargo.toml --target-dir "$target" \
        --bench "$name" --message-format=json "$@" 2>/dev/null |
        python3 -c '
import json, sys
for line in sys.stdin:
    message = json.loads(line) if line.startswith("{") else {}
    if message.get("reason") == "compiler-artifact" and message.get("executable") and "bench" in message["target"]["kind"]:
        print(message["executable"])'
}
built=()
core=()
if [ "${BENCH_CORE:-0}" = 1 ]; then core=(--no-default-features); fi
if wanted calls; then
    linked=$(executable calls "${core[@]}") || fail "building the linked benchmark failed"
    loading=$(executable calls "${core[@]}" --features dynamic-loading) || fail "building the dynamic-loading benchmark failed"
    [ -n "$linked" ] && [ -n "$loading" ] || fail "cargo named no calls benchmark executable (run cargo bench --no-run --manifest-path benchmarks/Cargo.toml to see why)"
    built+=("$linked:calls-linked" "$loading:calls-dynamic-loading")
fi
# The peer copies' bandwidth, and NCCL's all-reduce, linked (a copy's or a
# collective's cost is the link's, not the call's).
for name in peer allreduce; do
    if wanted "$name"; then
        path=$(executable "$name") || fail "building the $name benchmark failed"
        [ -n "$path" ] || fail "cargo named no $name benchmark executable (run cargo bench --no-run --manifest-path benchmarks/Cargo.toml to see why)"
        built+=("$path:$name-linked")
    fi
done
[ ${#built[@]} -gt 0 ] || fail "BENCHMARKS=$benchmarks names no benchmark"
rm -rf "$bundle" && mkdir -p "$bundle/lib"
for entry in "${built[@]}"; do
    objcopy --strip-debug "${entry%%:*}" "$bundle/${entry#*:}"
done
# The linked builds need the libcudart they were linked against.
first=${built[0]#*:}
cudart=$(readelf -d "$bundle/$first" | sed -n 's/.*NEEDED.*\[\(libcudart[^]]*\)\].*/\1/p')
if [ -n "$cudart" ]; then
    found=$(find "$(dirname "$CUDA_PATH")" "$CUDA_PATH" -name "$cudart" -print -quit 2>/dev/null)
    [ -n "$found" ] || fail "no $cudart under CUDA_PATH=$CUDA_PATH to carry"
    cp -L "$found" "$bundle/lib/"
fi
. scripts/carried.sh
if wanted calls; then
    # nvPTXCompiler's static library makes each calls binary 45 MB: they travel
    # compressed (10 MB each), and run.sh unpacks them.
    xz -T0 -6 "$bundle/calls-linked" "$bundle/calls-dynamic-loading" || fail "compressing the benchmarks failed"
    # The libraries the GPU machine lacks (scripts/carried.sh's machine_lacks:
    # libcudss, libcutensor, libnvcomp, libnvjpeg2k, libnvtiff, libcustatevec,
    # libcutensornet, libcudensitymat, libcublasmp with the build's
    # libnccl.so.2 (2.29.2: cuBLASMp needs 2.29.2 or newer, the machine has
    # 2.28.9), libcusolverMp, libmathdx, libcufftMp with the build's NVSHMEM
    # host library and bootstrap, libnvimgcodec and its extensions/): in
    # pieces, which
    # scripts/gpu-parts.sh spreads over calls; run.sh unpacks them into lib/.
    # Looked for where scripts/provision.sh's wheels put them beside
    # CUDA_PATH (nvidia/cu13): its lib (libcudss, libcusolverMp, libmathdx),
    # nvidia/libnvcomp/lib64, nvidia/nvjpeg2k/lib, nvidia/nvtiff/lib,
    # nvidia/cublasmp/cu13/lib, nvidia/nccl/lib, and the cutensor and
    # cuquantum wheels' lib (cuStateVec, cuTensorNet, cuDensityMat),
    # nvidia/cufftmp/cu13/lib, nvidia/nvshmem/lib and nvidia/nvimgcodec.
    folders=()
    for folder in "$CUDA_PATH/lib" "$CUDA_PATH/../libnvcomp/lib64" "$CUDA_PATH/../nvjpeg2k/lib" \
        "$CUDA_PATH/../nvtiff/lib" "$CUDA_PATH/../cublasmp/cu13/lib" "$CUDA_PATH/../nccl/lib" \
        "$CUDA_PATH/../../cutensor/lib" "$CUDA_PATH/../../cuquantum/lib" "$CUDA_PATH/../cufftmp/cu13/lib" \
        "$CUDA_PATH/../nvshmem/lib" "$CUDA_PATH/../nvimgcodec"; do
        if [ -d "$folder" ]; then folders+=("$folder"); fi
    done
    lacking=("${machine_lacks[@]}")
    if [ ${#core[@]} -gt 0 ]; then lacking=(); fi
    for entry in "${lacking[@]}"; do
        name=${entry#*:}
        file=$(find "${folders[@]}" -maxdepth 1 -name "$name" -print -quit 2>/dev/null || true)
        [ -n "$file" ] || fail "no $name beside CUDA_PATH=$CUDA_PATH (its lib, or the libnvcomp, nvjpeg2k, nvtiff, cublasmp, nccl, cutensor, cuquantum, cufftmp, nvshmem or nvimgcodec wheel's) to carry"
        pack_pieces "$file" "$bundle" || fail "compressing $file failed"
    done
    cp benchmarks/run.sh "$bundle/run.sh"
fi
if wanted allreduce; then
    cp benchmarks/allreduce.sh benchmarks/allreduce_torch.py "$bundle/"
fi
cp scripts/carried.sh "$bundle/carried.sh"
git rev-parse --short HEAD >"$bundle/commit" 2>/dev/null || echo unknown >"$bundle/commit"
gcc --version | head -1 >"$bundle/c-compiler"
du -sh "$bundle"
