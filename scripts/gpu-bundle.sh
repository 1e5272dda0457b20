#!/usr/bin/env bash
# Builds every test binary and the info example here, where Rust is, and
# gathers them with scripts/gpu-run.sh into a folder (git-ignored .gpu-run/ by
# default), for a GPU machine that has the CUDA driver but no Rust toolchain:
#
#   bash scripts/gpu-bundle.sh [FOLDER]   # here; FOLDER defaults to .gpu-run
#   bash FOLDER/run.sh                    # there: one line "N passed, M failed, K ignored" at the end
#
# The libcudart.so* the build linked against is carried in FOLDER/lib, so a
# bundle built against CUDA 12.x headers runs on a machine whose toolkit is
# 13.x. Bundles built against different headers can sit side by side:
#
#   (CUDA_PATH=... bash scripts/gpu-bundle.sh .gpu-run/cuda-12.0)
#
# BUNDLE_FEATURES, when set, is passed to cargo as --features, and recorded in
# FOLDER/features; for the per-thread default stream build:
#
#   BUNDLE_FEATURES=per-thread-default-stream bash scripts/gpu-bundle.sh .gpu-run/per-thread
set -euo pipefail
fail() { echo "gpu-bundle: $*" >&2; exit 1; }
on_error() { echo "gpu-bundle: line $1: '$2' failed (exit $3)" >&2; }
trap 'on_error "$LINENO" "$BASH_COMMAND" "$?"' ERR

bundle=$(realpath -m -- "${1:-$(dirname "$0")/../.gpu-run}")
cd "$(dirname "$0")/.."
# The folder is emptied first: refuse one that holds anything but a bundle.
if [ -e "$bundle" ] && [ ! -d "$bundle" ]; then fail "$bundle exists and is no folder"; fi
if [ -d "$bundle" ] && [ -n "$(ls -A "$bundle")" ] && [ ! -f "$bundle/run.sh" ]; then
    fail "$bundle is not empty and holds no run.sh, so it is no bundle; not emptying it"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

. scripts/common.sh
. scripts/carried.sh
run_cargo() { # runs cargo with JSON messages into $work/$1.json; on failure prints the errors and exits
    local name=$1
    shift
    if ! cargo "$@" --message-format=json >"$work/$name.json" 2>"$work/$name.log"; then
        # Compiler errors come only as JSON messages; cargo's own errors on stderr.
        cargo_findings "$work/$name.json" | awk -F'\t' '$1 == "error" { print $2 }' >&2
        cat "$work/$name.log" >&2
        fail "cargo $* failed"
    fi
}

features=${BUNDLE_FEATURES:-}
# The headers' version, from the cuda.h the build will read (CUDA_PATH, as
# scripts/provision.sh's env.sh sets it).
headers_version=$(sed -n 's/^#define CUDA_VERSION \([0-9]*\).*/\1/p' "${CUDA_PATH:-/nonexistent}/include/cuda.h" 2>/dev/null || true)
[ -n "$headers_version" ] || fail "no cuda.h with a CUDA_VERSION in \$CUDA_PATH/include (CUDA_PATH=${CUDA_PATH:-unset}); source target/cuda-provision/env.sh or set CUDA_PATH"
# The GPU machine's own CUDA (docs/gpu-runs.md): its toolkit and NVIDIA's
# wheels there supply every library of that version. Other versions carry
# theirs (below), except cuBLAS, cuDNN and NCCL: hundreds of MB each, past
# the machine's transfer limit, so they are bound only for this version.
machine_version=13000
# pfn-typedefs always: the cuGetProcAddress test calls cuMemMap through PFN_cuMemMap_v10020.
# The four further libraries always: the kernels over every mapping route are
# compiled with NVRTC, and NVML and cuRAND have GPU tests of their own.
all_features=pfn-typedefs,nvrtc,nvjitlink,nvml,curand
examples=(vector_add_mmap simple_drv_runtime)
if [ "$headers_version" = "$machine_version" ]; then
    # Every library of the table (common.sh's library_features).
    all_features=pfn-typedefs,$(library_features)
    examples+=(cublas_gemm cublaslt_sgemm)
fi
# BUNDLE_LIBRARIES, when set (nvshmem, say), replaces every library of the
# table with those named, beside the four above: a run of one library's
# tests, with no library the machine lacks to carry.
if [ -n "${BUNDLE_LIBRARIES:-}" ]; then
    all_features=pfn-typedefs,nvrtc,nvjitlink,nvml,curand,$BUNDLE_LIBRARIES
    examples=(vector_add_mmap simple_drv_runtime)
fi
# CUDA 11: the libraries whose CUDA 11 files fit the transfer limit,
# carried below (NVRTC with its builtins, 15 MB compressed; CUPTI; libNVVM
# with dynamic-loading, whose cu11 wheel has only libnvvm.so; NVML is the
# driver's, NVTX is compiled in, the profiler API is libcuda's and
# libcudart's; cuRAND is the machine's newer libcurand.so.10, as for 12.x).
# cuBLAS, cuFFT, cuSPARSE, cuSOLVER, cuDNN and NCCL for CUDA 11 are 90 MB to
# 300 MB compressed each: CI builds and tests them without a GPU, and
# BUNDLE_LIBRARIES adds those it names, carried in pieces over several calls
# (scripts/gpu-parts.sh; all six for 11.8: about 1 GB). The two samples
# compile a cubin for the GPU with NVRTC, which 11.7's cannot for sm_90
# (Hopper came with 11.8): 11.8's bundles have them.
if [ "$headers_version" -lt 12000 ]; then
    version=$((headers_version / 1000)).$((headers_version % 1000 / 10))
    all_features=pfn-typedefs,$(library_features "scripts/cuda-wheels/$version.txt" "scripts/cuda-wheels/libraries/$version.txt" |
        tr ',' '\n' | grep -xE 'nvrtc|nvml|curand|cupti|nvtx|profiler' | paste -sd, -)${BUNDLE_LIBRARIES:+,$BUNDLE_LIBRARIES}
    case ,${features:-}, in *,dynamic-loading,*) all_features=$all_features,nvvm ;; esac
    examples=()
    if [ "$headers_version" -ge 11080 ]; then examples=(vector_add_mmap simple_drv_runtime); fi
fi
all_features=$all_features${features:+,$features}
feature_args=(--features "$all_features")
echo "gpu-bundle: building the tests and the info example with --features $all_features"
# cuda-raw-sys's tests and systest's (the loader's); not the build crate's.
run_cargo tests test --no-run -p cuda-raw-sys -p cuda-raw-sys-systest "${feature_args[@]}"
run_cargo info build --example info "${examples[@]/#/--example=}" "${feature_args[@]}"
# The dependent crate's test: its C code, compiled against the same headers, fills a mapping.
# Not from a snapshot (CUDA_RAW_SYS_BINDINGS=snapshot, with a snapshot's
# features): its C code needs the headers, which a snapshot build has none of.
from_snapshot=$([ "${CUDA_RAW_SYS_BINDINGS:-}" = snapshot ] && echo 1 || true)
downstream_features=(--features "$(sed 's/\([^, ][^, ]*\)/cuda-raw-sys\/\1/g' <<<"$all_features")")
if [ -z "$from_snapshot" ]; then
    run_cargo downstream test --no-run --manifest-path examples/downstream/Cargo.toml \
        --target-dir "${CARGO_TARGET_DIR:-target}/downstream" "${downstream_features[@]}"
else
    echo "gpu-bundle: leaving out examples/downstream (its C code needs headers; this build is from a snapshot)"
    : >"$work/downstream.json"
fi
cargo_findings "$work/tests.json" >"$work/tests"
cargo_findings "$work/info.json" >"$work/info"
cargo_findings "$work/downstream.json" >"$work/downstream"

# Its part folders too (scripts/gpu-parts.sh): gpu-parts.sh would move their
# stale files back over the new ones (it did once: a rebuilt loading bundle
# ran the old GPU suite and further_libraries binaries).
rm -rf "$bundle" "$bundle"-part* && mkdir -p "$bundle/tests"
tests=0
while IFS=$'\t' read -r kind package name path; do
    [ "$kind" = test ] || continue
    # systest's library has no tests of its own.
    if [ "$package" = cuda-raw-sys-systest ] && [ "$name" = cuda_raw_sys_systest ]; then continue; fi
    # The ABI test compiles the headers this build read, which stay here; CI runs it.
    if [ "$name" = abi ]; then echo "gpu-bundle: leaving out the abi test (it needs this machine's headers)"; continue; fi
    # It reads its own symbols with nm, which the GPU machine need not have; what
    # it checks does not depend on the machine.
    if [ "$name" = default_stream_symbols ]; then echo "gpu-bundle: leaving out the default_stream_symbols test (it runs nm; CI runs it)"; continue; fi
    # It reads this machine's libcuda, which stays here; CI runs it.
    if [ "$name" = old_driver ]; then echo "gpu-bundle: leaving out the old_driver test (it reads this machine's libcuda)"; continue; fi
    # It reads the headers this build read, which stay here; CI runs it.
    if [ "$name" = modules ]; then echo "gpu-bundle: leaving out the modules test (it reads this machine's headers)"; continue; fi
    # It reads the generated docs, which are the same on any machine; CI runs it.
    if [ "$name" = docs ]; then echo "gpu-bundle: leaving out the docs test (it reads the generated docs; CI runs it)"; continue; fi
    # They read this checkout's documents and run its scripts, which stay
    # here (on four H200s they failed there, in a run whose GPU tests all passed); CI runs them.
    case $name in doc_limits | provisioning)
        echo "gpu-bundle: leaving out the $name test (it reads this checkout's files; CI runs it)"; continue ;;
    esac
    # Debug info is not needed there and would crowd the transfer limit.
    objcopy --strip-debug "$path" "$bundle/tests/$name" || fail "objcopy --strip-debug $path failed"
    tests=$((tests + 1))
done <"$work/tests"
[ "$tests" -gt 0 ] || fail "cargo's JSON messages named no test executable"
# A test binary over 1 MB (the GPU suite with nvPTXCompiler's static
# library in it: 40 MB; the header and derive tests: 11 MB each; most are
# 1 to 3 MB) travels compressed, to fit the transfer limit (a CUDA 11
# bundle pair, linked and loading, with NVRTC carried, fits one call);
# run.sh unpacks it (9 MB).
for test in "$bundle"/tests/*; do
    if [ "$(stat -c %s "$test")" -gt $((1024 * 1024)) ]; then
        xz -T0 -6 "$test" || fail "compressing $test failed"
        echo "gpu-bundle: carrying tests/$(basename "$test") compressed ($(du -sh "$test.xz" | cut -f1))"
    fi
done
if [ -z "$from_snapshot" ]; then
    downstream=$(awk -F'\t' '$1 == "test" && $3 == "gpu" { print $4 }' "$work/downstream")
    [ -n "$downstream" ] || fail "cargo's JSON messages named no test executable for examples/downstream"
    objcopy --strip-debug "$downstream" "$bundle/tests/downstream" || fail "objcopy --strip-debug $downstream failed"
fi
info=$(awk -F'\t' '$1 == "example" && $3 == "info" { print $4 }' "$work/info")
[ -n "$info" ] || fail "cargo's JSON messages named no executable for the info example"
objcopy --strip-debug "$info" "$bundle/info" || fail "objcopy --strip-debug $info failed"
# The ports of NVIDIA's samples, run after the tests.
mkdir -p "$bundle/examples"
for example in "${examples[@]}"; do
    path=$(awk -F'\t' -v name="$example" '$1 == "example" && $3 == name { print $4 }' "$work/info")
    [ -n "$path" ] || fail "cargo's JSON messages named no executable for the $example example"
    objcopy --strip-debug "$path" "$bundle/examples/$example" || fail "objcopy --strip-debug $path failed"
done

# The libcudart the binaries load, from the folders the build script linked
# from; with dynamic-loading, from the folder it found libcudart in.
dynamic=$(readelf -d "$bundle/info") || fail "readelf -d $bundle/info failed"
loaded_dir=$(awk -F'\t' '$1 == "env" && $3 == "CUDA_RAW_SYS_CUDART_LINK" { link = $4 }
    $1 == "env" && $3 == "CUDA_RAW_SYS_CUDART_DIR" { dir = $4 }
    END { if (link == "dynamic-loading") print dir }' "$work/tests")
if [ -n "$loaded_dir" ]; then
    mkdir -p "$bundle/lib"
    cp -L "$loaded_dir"/libcudart.so.* "$bundle/lib/" || fail "copying libcudart.so.* from $loaded_dir failed"
elif grep -q 'NEEDED.*libcudart' <<<"$dynamic"; then
    cudart_dir=""
    while IFS=$'\t' read -r kind package folder; do
        [ "$kind" = linked ] && [ "$package" = cuda-raw-sys ] || continue
        if compgen -G "$folder/libcudart.so*" >/dev/null; then cudart_dir=$folder && break; fi
    done <"$work/tests"
    [ -n "$cudart_dir" ] || fail "the binaries need libcudart, and no folder the build linked from holds libcudart.so*: $(awk -F'\t' '$1 == "linked" { printf "%s ", $3 }' "$work/tests")"
    mkdir -p "$bundle/lib"
    cp -L "$cudart_dir"/libcudart.so* "$bundle/lib/" || fail "copying libcudart.so* from $cudart_dir failed"
fi

# Headers other than the machine's: the further libraries of their version
# whose file names differ from the machine's (NVRTC and its builtins,
# nvJitLink: libnvrtc.so.12 is not libnvrtc.so.13), from the folders the
# build linked or found them in, each compressed on its own
# (further-<file>.tar.xz, which run.sh unpacks into lib/), so that
# scripts/gpu-parts.sh can spread them over calls of the transfer limit.
# cuRAND only where the headers' is newer than the machine's (10.4.0, CUDA
# 13.0's): libcurand.so.10 is one soname for every version, and an older
# header is served by a newer library of its major.
machine_curand=10400
# The folders the build read headers from, and those it linked from; under
# dynamic-loading nothing is linked: the folders beside the headers' (lib64:
# libNVVM's in the nvcc wheel's nvvm/). Both kinds of carried library are
# looked for there.
include_dirs=$(awk -F'\t' '$1 == "env" && $3 == "CUDA_RAW_SYS_INCLUDE_DIRS" { print $4 }' "$work/tests" | tr ':' ' ')
library_folders=()
while IFS=$'\t' read -r kind package folder; do
    [ "$kind" = linked ] && [ "$package" = cuda-raw-sys ] && library_folders+=("$folder")
done <"$work/tests"
for folder in $include_dirs; do
    library_folders+=("$folder/../lib" "$folder/../lib64" "$folder/..")
    # A wheel's folder under nvidia/ keeps its library in its own lib/, where
    # ever its headers are (CUDA 11.7's CUPTI: nvidia/cuda_cupti/extras/CUPTI/include).
    case $folder in
    */nvidia/*/*)
        rest=${folder#*/nvidia/}
        library_folders+=("${folder%%/nvidia/*}/nvidia/${rest%%/*}/lib")
        ;;
    esac
done
first_file() { # the first file matching pattern $1 in library_folders, or nothing
    local folder file
    for folder in "${library_folders[@]}"; do
        for file in "$folder"/$1; do
            # A folder too: nvImageCodec's extensions/, carried whole.
            if [ -e "$file" ]; then echo "$file" && return; fi
        done
    done
}
# CUDA 11's: libnvrtc.so.11.2 and CUPTI's libcupti.so.11.x too.
if [ "$headers_version" != "$machine_version" ]; then
    names=(libnvrtc.so.* libnvrtc-builtins.so.* libnvJitLink.so.*)
    case ,$all_features, in *,cupti,*) names+=(libcupti.so.*) ;; esac
    # The first include folder holding curand.h: a loop, not `| head -1`,
    # whose early exit under pipefail fails the script with SIGPIPE (141)
    # when the loop writes a second match after it (it did once, with the
    # 12.0 bundle of issue 32's libNVVM).
    curand_header=
    for dir in $include_dirs; do
        if [ -f "$dir/curand.h" ]; then curand_header=$dir/curand.h && break; fi
    done
    curand_version=$(awk '/#define CURAND_VER_(MAJOR|MINOR|PATCH) / { v[$2] = $3 }
        END { if (v["CURAND_VER_MAJOR"] != "") print v["CURAND_VER_MAJOR"] * 1000 + v["CURAND_VER_MINOR"] * 100 + v["CURAND_VER_PATCH"] }' \
        "${curand_header:-/dev/null}")
    if [ "${curand_version:-0}" -gt "$machine_curand" ]; then names+=(libcurand.so.*); fi
    # libNVVM where its feature is on: CUDA 12's nvcc wheel has only libnvvm.so.
    case ,$all_features, in *,nvvm,*) names+=(libnvvm.so*) ;; esac
    carried=()
    for name in "${names[@]}"; do
        file=$(first_file "$name")
        if [ -n "$file" ]; then carried+=("$file"); fi
    done
    [ ${#carried[@]} -gt 0 ] || fail "headers of CUDA $headers_version, not the GPU machine's, and no libnvrtc or libnvJitLink found to carry"
    for file in "${carried[@]}"; do
        said=$(pack_archive "$file" "$bundle") || fail "compressing $file failed"
        echo "gpu-bundle: $said"
    done
fi

# Libraries the GPU machine lacks (carried.sh's machine_lacks), for any
# version whose build turned their feature on. Each is carried compressed
# and cut into pieces of 20 MB (further-<file>.tar.xz.00, .01, ...), which
# scripts/gpu-parts.sh spreads over calls and run.sh joins. With
# BUNDLE_LACKING_FROM naming another bundle (a sibling folder) that carries
# them, this one carries none and run.sh takes them from that bundle's lib/
# on the machine: one transfer serves both link modes.
lacking_from=${BUNDLE_LACKING_FROM:-}
if [ -n "$lacking_from" ]; then
    [ -f "$lacking_from/run.sh" ] || fail "BUNDLE_LACKING_FROM=$lacking_from holds no run.sh: no bundle"
    [ "$(dirname "$(realpath "$lacking_from")")" = "$(dirname "$bundle")" ] \
        || fail "BUNDLE_LACKING_FROM=$lacking_from is not beside $bundle (run.sh finds it by its name)"
    basename "$lacking_from" >"$bundle/lacking-from"
    echo "gpu-bundle: the libraries the machine lacks come from $(basename "$lacking_from")/lib there"
else
    # With CUDA 11 headers, the CUDA 11 files of every library turned on
    # too: the machine has cuBLAS, cuFFT, cuSPARSE and cuSOLVER only as CUDA
    # 13's, under other sonames, and cuDNN and NCCL as CUDA 13 builds under
    # the same sonames (libcudnn.so.9, libnccl.so.2), which the bundle's
    # lib/ comes before. cuSOLVER needs cuBLAS's two; cuDNN loads its
    # sub-libraries by name when it needs them.
    in_pieces=("${machine_lacks[@]}")
    if [ "$headers_version" -lt 12000 ]; then
        in_pieces+=(cublas:libcublas.so.11 cublas:libcublasLt.so.11 cublaslt:libcublasLt.so.11 cufft:libcufft.so.10
            cusparse:libcusparse.so.11 cusolver:libcusolver.so.11 cusolvermg:libcusolverMg.so.11
            cusolver:libcublas.so.11 cusolver:libcublasLt.so.11 cusolvermg:libcublas.so.11 cusolvermg:libcublasLt.so.11
            nccl:libnccl.so.2)
        for part in "" _graph _ops _cnn _adv _heuristic _engines_precompiled _engines_runtime_compiled; do
            in_pieces+=("cudnn:libcudnn$part.so.9")
        done
    fi
    # With CUDA 12 headers, the CUDA 12 files of the libraries the machine
    # has only as CUDA 13's: under other sonames (cuBLAS, cuFFT, cuSOLVER,
    # nvJPEG, NPP's eleven), or under the same as CUDA 13 builds (cuSPARSE,
    # cuDNN, NCCL, cuSPARSELt, NVSHMEM), which the bundle's lib/ comes
    # before. The cu12 builds of the libraries the machine lacks need
    # libcublas.so.12 and libcublasLt.so.12 (cuDSS, cuTENSOR, cuQuantum's,
    # cuBLASMp, cuSOLVERMp), cuTensorNet, cuDensityMat and cuSOLVERMp
    # libcusolver.so.11, cuDensityMat libcusparse.so.12: a bundle of them
    # names cublas (and cusparse) too, whose folders these are found in.
    # cuSOLVERMp needs cuBLASMp's library. cuDNN 9.28's cu12 wheel has two
    # parts more (tensor_ir, ext), carried where the wheel has them: the
    # machine's cu13 ones under the same names fail to load beside it.
    if [ "$headers_version" -ge 12000 ] && [ "$headers_version" -lt 13000 ]; then
        in_pieces+=(nvjpeg:libnvjpeg.so.12 cublas:libcublas.so.12 cublas:libcublasLt.so.12
            cublaslt:libcublasLt.so.12 cufft:libcufft.so.11 cusparse:libcusparse.so.12
            cusolver:libcusolver.so.11 cusolvermg:libcusolverMg.so.11 cusolver:libcublas.so.12
            cusolver:libcublasLt.so.12 cusolvermg:libcublas.so.12 cusolvermg:libcublasLt.so.12
            nccl:libnccl.so.2 cusparselt:libcusparseLt.so.0 nvshmem:libnvshmem_host.so.3
            nvshmem:nvshmem_bootstrap_uid.so.3 cusolvermp:libcublasmp.so.0 cusolvermp:libnccl.so.2
            cutensornet:libcusolver.so.11 cudensitymat:libcusolver.so.11 cusolvermp:libcusolver.so.11)
        for part in "" _graph _ops _cnn _adv _heuristic _engines_precompiled _engines_runtime_compiled; do
            in_pieces+=("cudnn:libcudnn$part.so.9")
        done
        for part in _engines_tensor_ir _ext; do
            if [ -n "$(first_file "libcudnn$part.so.9")" ]; then in_pieces+=("cudnn:libcudnn$part.so.9"); fi
        done
        for part in c ial icc idei if ig im ist isu itc s; do
            in_pieces+=("npp:libnpp$part.so.12")
        done
    fi
    packed=" "
    for entry in "${in_pieces[@]}"; do
        case ,$all_features, in *,"${entry%%:*}",*) ;; *) continue ;; esac
        case $packed in *" ${entry#*:} "*) continue ;; esac
        packed="$packed${entry#*:} "
        file=$(first_file "${entry#*:}")
        [ -n "$file" ] || fail "feature ${entry%%:*} is on, and no ${entry#*:} was found to carry in: ${library_folders[*]}"
        said=$(pack_pieces "$file" "$bundle") || fail "compressing $file failed"
        echo "gpu-bundle: $said"
    done
fi

cp scripts/gpu-run.sh "$bundle/run.sh"
cp scripts/carried.sh "$bundle/carried.sh"
cp scripts/gpu-stress/fdtrace.c scripts/gpu-stress/analyze.py "$bundle/"
git rev-parse --short HEAD >"$bundle/commit" 2>/dev/null || echo unknown >"$bundle/commit"
echo "$all_features" >"$bundle/features"
# The versions the build script read from the headers, when it publishes them.
awk -F'\t' '$1 == "env" && $2 == "cuda-raw-sys" && $3 == "CUDA_RAW_SYS_CUDA_VERSION" { v = "CUDA_VERSION " $4 }
    $1 == "env" && $2 == "cuda-raw-sys" && $3 == "CUDA_RAW_SYS_CUDART_VERSION" { r = ", CUDART_VERSION " $4 }
    $1 == "env" && $2 == "cuda-raw-sys" && $3 == "CUDA_RAW_SYS_INCLUDE_DIRS" { d = " from " $4 }
    END { if (v != "") print v r d }' "$work/tests" >"$bundle/headers"
[ -s "$bundle/headers" ] || rm -f "$bundle/headers"

du -sh "$bundle"
ls "$bundle/tests" "$bundle/lib" 2>/dev/null || true
if [ -f "$bundle/headers" ]; then echo "gpu-bundle: built against $(cat "$bundle/headers")"; fi
echo "gpu-bundle: built with --features $all_features"
