#!/usr/bin/env bash
# snapshots/<version>/ hold the committed bindings: what a normal build
# writes with every feature on (Cargo.toml's package.metadata.docs.rs) from
# the newest pinned headers of each CUDA major, 13.5 and 12.9, and with the
# toolkit's own libraries from each major's oldest, 13.0 and 12.0. docs.rs
# documents 13.5's; a dynamic-loading build that finds no headers (or no
# libclang) builds from one of them. This regenerates them with the normal
# build code; with --check it instead fails when the committed files differ
# from what the build writes now, then proves, with no CUDA anywhere (no
# libclang either: check-package.sh's builds from the package), that a
# dynamic-loading build from each snapshot says it used the
# snapshot and passes the tests that need no library file (loader and
# every_call among them), and that a linked build stops with the locate
# error. (docs.rs's build, from the package: scripts/check-package.sh.)
# snapshots/nvtx/ holds NVTX's headers (the newest pinned release's, with
# their licence), which a build from a snapshot compiles NVTX's functions
# from: written and checked alike.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/common.sh
cache=$PWD/target/cuda-provision
mode=${1:-write}
case "$mode" in write | --check) ;; *) echo "usage: bash scripts/snapshots.sh [--check]" >&2; exit 2 ;; esac

[ -f "$cache/cuda-13.5/nvidia/cu13/include/cuda.h" ] && [ -f "$cache/cuda-12.9.pins" ] \
    || bash scripts/provision.sh --versions 13.5,12.9 headers libraries libcuda
[ -f "$cache/cuda-13.0.pins" ] && [ -f "$cache/cuda-12.0.pins" ] \
    || bash scripts/provision.sh --versions 13.0,12.0 headers
# shellcheck source=/dev/null
. "$cache/env.sh"
base_library_path=${CUDA_RAW_SYS_LIBCUDA_DIR:-}
original_path=$PATH
for version in 13.5 12.9 13.0 12.0; do
    snapshot=snapshots/$version
    (
        use_version "$version"
        written=$(mktemp -d)
        trap 'rm -rf "$written"' EXIT
        # Each major's newest: each library pinned for the version: every one
        # for 13.5; for 12.9 not nvPTXCompiler, which no CUDA 12 wheel ships
        # (a build from a snapshot refuses its feature anyway: it is a static
        # library). Its oldest (13.0, 12.0): the toolkit's own libraries, those
        # of the version's base pins, within the package's 10 MB.
        case $version in
        13.5 | 12.9) features=$(pinned_features "$version") ;;
        *) features=$(library_features "scripts/cuda-wheels/$version.txt") ;;
        esac
        # A library another replaces (cuFFT, which cuFFTMp's headers declare
        # again): first a snapshot of it alone, from its own headers, which the
        # build with every feature merges for builds without the replacing one.
        replaced=$(replaced_features "$features")
        merged=()
        if [ -n "$replaced" ]; then
            own=$written/replaced
            CUDA_RAW_SYS_WRITE_SNAPSHOT=$own cargo check --quiet --lib --features "dynamic-loading,pfn-typedefs,$replaced"
            merged=(CUDA_RAW_SYS_SNAPSHOT_REPLACED="$own")
        fi
        # The build script writes the snapshot: `check`, as it runs the same
        # script and only type-checks the crate (code generation for the
        # loading functions of every library took half a minute a build).
        env "${merged[@]}" CUDA_RAW_SYS_WRITE_SNAPSHOT="$written" cargo check --quiet --lib \
            --features "dynamic-loading,pfn-typedefs,$features"
        rm -rf "$written/replaced"
        if [ "$mode" = write ]; then
            rm -rf "$snapshot"
            mkdir -p "$snapshot"
            cp "$written"/* "$snapshot/"
        elif ! diff -rq "$written" "$snapshot" >&2; then
            echo "snapshots: $snapshot is stale; run: bash scripts/snapshots.sh" >&2
            exit 1
        fi
        if [ "$mode" = write ]; then verb="holds"; else verb="matches"; fi
        echo "snapshots: $snapshot $verb what the build writes from CUDA $version ($how)"
    )
done
# NVTX's headers as 13.5's wheel ships them (snapshots/nvtx/README.md).
nvtx_headers=$cache/cuda-13.5/nvidia/cu13/include/nvtx3
nvtx_licence=$(echo "$cache"/cuda-13.5/nvidia_nvtx-*.dist-info/licenses/License.txt)
if [ "$mode" = write ]; then
    rm -rf snapshots/nvtx/include/nvtx3
    cp -r "$nvtx_headers" snapshots/nvtx/include/nvtx3
    cp "$nvtx_licence" snapshots/nvtx/LICENSE.txt
    echo "snapshots: snapshots/nvtx holds the NVTX headers of CUDA 13.5's wheel"
    exit 0
fi
if ! diff -rq "$nvtx_headers" snapshots/nvtx/include/nvtx3 >&2 || ! cmp -s "$nvtx_licence" snapshots/nvtx/LICENSE.txt; then
    echo "snapshots: snapshots/nvtx is stale; run: bash scripts/snapshots.sh" >&2
    exit 1
fi
echo "snapshots: snapshots/nvtx matches the NVTX headers of CUDA 13.5's wheel"

# dynamic-loading from each snapshot, the libraries' features on (NVTX's
# functions compiled from snapshots/nvtx's headers; not nvPTXCompiler, a
# static library): the crate's type, signature and convention tests;
# systest's loader, library, module, derive and doc tests (no ABI or
# header-coverage check: they read headers) with the driver and that
# version's libraries on the loader's path, found by name, as on a machine
# with the driver and the runtime but no headers; and every call with no
# library reachable.
loading=dynamic-loading,pfn-typedefs,$(library_features --loaded),nvtx
crate_tests=(--test conventions --test types --test signatures --test cudart_link_mode)
systest_tests=(--test loader --test further_libraries --test modules --test derives --test docs)
for pair in 13:13.5 12:12.9; do
    major=${pair%%:*} version=${pair#*:}
    library_path=$(use_version "$version" >/dev/null && echo "$LD_LIBRARY_PATH")
    # The crate's tests and systest's, with the generator compiled (systest's
    # build reads the bindings with it), which finds no headers: both take
    # the snapshot, and share one build of the crate (without the generator,
    # the crate's tests built it once more: 25 s of CPU. check-package.sh's
    # dependents build and run without it, from both snapshots).
    run=("${no_cuda[@]}" CUDA_RAW_SYS_SNAPSHOT_MAJOR=$major cargo test --features "$loading")
    out_dir=$("${run[@]}" --no-run --message-format=json "${crate_tests[@]}" | cargo_out_dir cuda-raw-sys)
    grep -qx "snapshot_version	$major\..*" "$out_dir/summary.tsv" \
        || { echo "snapshots: the CUDA $major build did not use its snapshot ($out_dir/summary.tsv)" >&2; exit 1; }
    "${run[@]}" "${crate_tests[@]}"
    "${no_cuda[@]}" LD_LIBRARY_PATH="$library_path" CUDA_RAW_SYS_SNAPSHOT_MAJOR=$major \
        cargo test --features "$loading" -p cuda-raw-sys-systest "${systest_tests[@]}"
    # Every call with nothing reachable, once (from the newest snapshot).
    if [ "$major" = 13 ]; then
        "${no_cuda[@]}" CUDA_RAW_SYS_SNAPSHOT_MAJOR=$major cargo build --quiet \
            -p cuda-raw-sys-systest --features "$loading" --example every_call
        "${no_cuda[@]}" "${CARGO_TARGET_DIR:-target}/debug/examples/every_call"
    fi
    echo "snapshots: with no CUDA, dynamic-loading built from the CUDA $major snapshot; its tests and every call passed"
done
# Each major's oldest release: systest's loader test (with the report of a
# missing call) from it, with that release's libcudart; and a library it does
# not bind stops the build, naming the snapshot that binds it.
for version in 13.0 12.0; do
    library_path=$(use_version "$version" >/dev/null && echo "$LD_LIBRARY_PATH")
    oldest=dynamic-loading,pfn-typedefs,$(library_features "scripts/cuda-wheels/$version.txt")
    run=("${no_cuda[@]}" LD_LIBRARY_PATH="$library_path" CUDA_RAW_SYS_SNAPSHOT_RELEASE=$version)
    out_dir=$("${run[@]}" cargo test --features "$oldest" -p cuda-raw-sys-systest --test loader --no-run \
        --message-format=json | cargo_out_dir cuda-raw-sys)
    grep -qx "snapshot_version	$version" "$out_dir/summary.tsv" \
        || { echo "snapshots: the CUDA $version build did not use its snapshot ($out_dir/summary.tsv)" >&2; exit 1; }
    "${run[@]}" cargo test --features "$oldest" -p cuda-raw-sys-systest --test loader
    if log=$("${run[@]}" cargo check --lib --no-default-features --features dynamic-loading,cublas 2>&1); then
        echo "snapshots: cublas from the CUDA $version snapshot, which does not bind it, built" >&2
        exit 1
    fi
    grep -q "snapshot does not bind cuBLAS" <<<"$log" || { echo "$log" >&2; exit 1; }
    echo "snapshots: the CUDA $version snapshot's loader tests passed; cublas from it stops and says why"
done
if log=$("${no_cuda[@]}" CUDA_RAW_SYS_BINDINGS=generate cargo check --lib --features dynamic-loading 2>&1); then
    echo "snapshots: CUDA_RAW_SYS_BINDINGS=generate without CUDA succeeded; it must not use the snapshot" >&2
    exit 1
fi
grep -q 'could not find the CUDA headers' <<<"$log" || { echo "$log" >&2; exit 1; }
if log=$("${no_cuda[@]}" cargo check --lib 2>&1); then
    echo "snapshots: a linked build without CUDA succeeded; it must not use the snapshot" >&2
    exit 1
fi
grep -q 'could not find the CUDA headers' <<<"$log" || { echo "$log" >&2; exit 1; }
echo "snapshots: without CUDA, a linked build and CUDA_RAW_SYS_BINDINGS=generate stop with the locate error"
if log=$("${no_cuda[@]}" cargo check --lib --no-default-features 2>&1); then
    echo "snapshots: a linked build with the generate feature off succeeded; it cannot" >&2
    exit 1
fi
grep -q 'the generate feature is off, and a linked build needs the headers' <<<"$log" || { echo "$log" >&2; exit 1; }
echo "snapshots: with the generate feature off, a linked build stops and says why"
