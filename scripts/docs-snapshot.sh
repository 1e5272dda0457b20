#!/usr/bin/env bash
# build/docs-snapshot/ holds the bindings docs.rs documents (it has no CUDA).
# This regenerates them with the normal build code from the pinned CUDA 13.5
# wheels; with --check it instead fails when the checked-in files differ from
# what the build writes now, then proves `DOCS_RS=1 cargo doc` needs neither
# CUDA nor libclang, and that a normal build without CUDA fails rather than
# falling back to the snapshot.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/common.sh
version=13.5
headers=$PWD/target/cuda-provision/cuda-$version/nvidia/cu13
snapshot=build/docs-snapshot
mode=${1:-write}

[ -f "$headers/include/cuda.h" ] || bash scripts/provision.sh headers libcuda
# shellcheck source=/dev/null
. target/cuda-provision/env.sh
# With the features docs.rs builds with (Cargo.toml's package.metadata.docs.rs).
features=pfn-typedefs,nvrtc,nvjitlink,nvml,curand,cublas,cublaslt,cudnn,nccl,cufft,cusparse,cusolver,cusolvermg,cupti,cufile,nvtx
out_dir=$(CUDA_PATH=$headers cargo build --lib --features "$features" --message-format=json \
    | cargo_out_dir cuda-raw-sys)

case "$mode" in
write)
    mkdir -p "$snapshot"
    cp "$out_dir/bindings.rs" "$out_dir/aliases.rs" "$out_dir/modules.rs" "$snapshot/"
    echo "docs-snapshot: wrote $snapshot from CUDA $version ($headers)"
    ;;
--check)
    for file in bindings.rs aliases.rs modules.rs; do
        cmp -s "$out_dir/$file" "$snapshot/$file" || {
            echo "docs-snapshot: $snapshot/$file is stale; run: bash scripts/docs-snapshot.sh" >&2
            exit 1
        }
    done
    echo "docs-snapshot: $snapshot matches what the build writes from CUDA $version"
    # As on docs.rs: no toolkit variables, no libclang, no libcuda.
    no_cuda=(env -u CUDA_PATH -u CUDA_HOME -u CUDA_ROOT -u CUDA_TOOLKIT_ROOT_DIR -u VIRTUAL_ENV
        -u CONDA_PREFIX -u CUDA_INCLUDE_DIR -u CUDA_LIB_DIR -u CUDA_RAW_SYS_LIBCUDA_DIR
        LIBCLANG_PATH=/nonexistent PATH=/usr/bin:/bin:$HOME/.cargo/bin)
    "${no_cuda[@]}" RUSTDOCFLAGS="-D warnings" DOCS_RS=1 cargo doc --no-deps --lib --features "$features"
    doc_dir=${CARGO_TARGET_DIR:-target}/doc/cuda_raw_sys
    for page in fn.cuMemMap.html nvrtc/index.html fn.nvrtcCompileProgram.html fn.nvmlInit_v2.html fn.curandGenerate.html \
        fn.cublasSgemm_v2.html fn.cublasLtMatmul.html cudnn/index.html fn.cudnnBackendExecute.html fn.ncclAllReduce.html; do
        [ -f "$doc_dir/$page" ] || { echo "docs-snapshot: cargo doc wrote no $page" >&2; exit 1; }
    done
    echo "docs-snapshot: DOCS_RS=1 cargo doc built without CUDA or libclang"
    if log=$("${no_cuda[@]}" cargo check --lib 2>&1); then
        echo "docs-snapshot: a build without DOCS_RS and without CUDA succeeded; it must not use the snapshot" >&2
        exit 1
    fi
    grep -q 'could not find the CUDA headers' <<<"$log" || { echo "$log" >&2; exit 1; }
    echo "docs-snapshot: without DOCS_RS and without CUDA the build stops with the locate error"
    ;;
*) echo "usage: bash scripts/docs-snapshot.sh [--check]" >&2; exit 2 ;;
esac
