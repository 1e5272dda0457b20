#!/usr/bin/env bash
# Cross-builds the crate on this x86-64 Linux machine and checks the result
# where it cannot run natively:
#
#   bash scripts/cross-build.sh aarch64   # aarch64-unknown-linux-gnu (Grace Hopper, sbsa)
#   bash scripts/cross-build.sh windows   # x86_64-pc-windows-gnu
#   bash scripts/cross-build.sh jetson    # aarch64-unknown-linux-gnu against CUDA 11.8
#                                         # laid out as JetPack's toolkit (targets/aarch64-linux)
#
# Each provisions its toolchain and NVIDIA's wheels for that platform
# (scripts/provision.sh cross-aarch64 / cross-windows), builds the library
# (systest's library compiles bindgen's layout assertions for the target;
# for aarch64 also those of the committed snapshots), prints the target,
# the header version, the link lines and the ABI counts, checks that every
# library it links is for the target, and runs the ABI, type and signature
# tests under an emulator (qemu-user, wine): the C probe, compiled by the
# target's gcc, must agree with the Rust side. Windows runs its tests with
# dynamic-loading, as wine has no nvcuda.dll for a linked binary to import;
# the linked test binaries are linked against lib/x64's import libraries.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "cross-build: $*" >&2; exit 1; }
cache=$PWD/target/cuda-provision
. scripts/common.sh
case "${1:-}" in
    aarch64 | jetson)
        bash scripts/provision.sh cross-aarch64
        target=aarch64-unknown-linux-gnu
        CUDA_RAW_SYS_LIBCUDA_DIR=$(cat "$cache/libcuda-arm64.stamp")
        export CUDA_RAW_SYS_LIBCUDA_DIR
        export CC_aarch64_unknown_linux_gnu=aarch64-linux-gnu-gcc
        export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc
        export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER="qemu-aarch64 -L /usr/aarch64-linux-gnu"
        if [ "$1" = aarch64 ]; then
            export CUDA_PATH=$cache/cross-aarch64-13.0/nvidia/cu13
            # For the test binaries under qemu: the aarch64 libcudart and libcuda,
            # and the libraries shipped apart (cuDNN, NCCL, cuTENSOR: the table's).
            export LD_LIBRARY_PATH=$CUDA_PATH/lib$(wheel_folders "$cache/cross-aarch64-13.0" lib apart):$CUDA_RAW_SYS_LIBCUDA_DIR
            # Every further library, linked against the aarch64 wheels' files and
            # Debian's arm64 libnvidia-ml1 (NVTX compiled with the cross gcc).
            build_features=(--features "$(library_features --arch aarch64 scripts/cuda-wheels/cross/aarch64-13.0.txt)")
        else
            # The toolkit's root, whose include/ and lib64/ JetPack leaves to
            # targets/aarch64-linux: the build must find them there.
            export CUDA_PATH=$cache/jetson-11.8/usr/local/cuda-11.8
            export LD_LIBRARY_PATH=$CUDA_PATH/targets/aarch64-linux/lib:$CUDA_RAW_SYS_LIBCUDA_DIR
            # The driver and the runtime (CUDA 11's libraries are not in this layout).
            build_features=(--features pfn-typedefs)
        fi
        test_features=("${build_features[@]}")
        ;;
    windows)
        bash scripts/provision.sh cross-windows
        target=x86_64-pc-windows-gnu
        export CUDA_PATH=$cache/cross-windows-13.0/nvidia/cu13
        unset CUDA_RAW_SYS_LIBCUDA_DIR
        export CC_x86_64_pc_windows_gnu=x86_64-w64-mingw32-gcc
        export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc
        export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER=/usr/lib/wine/wine64
        # wine 8.0 lacks bcryptprimitives.dll, which Rust's std imports: a shim
        # (scripts/wine/bcryptprimitives.c) provides its one function.
        export WINEPREFIX=$cache/wine WINEDEBUG=-all WINEPATH=$cache/wine-shims
        # The win_amd64 wheels ship no import library for NVRTC, cuRAND,
        # cuBLAS, cuBLASLt or cuDNN (nor NVML, which comes with the driver):
        # the further libraries are built for Windows with dynamic-loading
        # only. NCCL has no Windows build, cuFile neither, and CUPTI's DLL
        # name is not bound; NVTX is compiled with mingw-w64's gcc.
        build_features=()
        test_features=(--features "dynamic-loading,$(library_features --windows scripts/cuda-wheels/cross/windows-13.0.txt)")
        ;;
    *) fail "usage: bash scripts/cross-build.sh aarch64|windows|jetson" ;;
esac
log=$cache/cross-$1.log

echo "cross-build: $target against $CUDA_PATH"
if [ "$1" = jetson ]; then
    # Only JetPack's layout holds the headers: none at the toolkit's top.
    [ ! -e "$CUDA_PATH/include" ] && [ -f "$CUDA_PATH/targets/aarch64-linux/include/cuda.h" ] \
        || fail "$CUDA_PATH is not laid out as JetPack's toolkit (scripts/provision.sh cross-aarch64)"
fi
cargo build --lib --target "$target" "${build_features[@]}" --message-format=json >"$log.json" 2>"$log" \
    || { tail -40 "$log"; cargo_findings "$log.json" | awk -F'\t' '$1 == "error"' | tail -5; fail "cargo build --target $target failed"; }
out_dir=$(cargo_out_dir cuda-raw-sys "$log.json")
echo "   $(tr '\t\n' '= ' <"$out_dir/summary.tsv")"
if [ "$1" = jetson ]; then
    found=$(cargo_findings "$log.json" | awk -F'\t' '$1 == "env" && $2 == "cuda-raw-sys" &&
        ($3 == "CUDA_RAW_SYS_INCLUDE_DIRS" || $3 == "CUDA_RAW_SYS_CUDA_VERSION") { printf "%s=%s ", $3, $4 }')
    echo "   $found"
    [[ $found == *"CUDA_RAW_SYS_INCLUDE_DIRS=$CUDA_PATH/targets/aarch64-linux/include"* && $found == *CUDA_RAW_SYS_CUDA_VERSION=11080* ]] \
        || fail "the build did not read CUDA 11.8 from $CUDA_PATH/targets/aarch64-linux/include"
fi
# Every library the build links must be the target's.
for dir in $(cargo_findings "$log.json" | awk -F'\t' '$1 == "linked" && $2 == "cuda-raw-sys" { print $3 }' | sort -u); do
    echo "   linked from $dir"
    for file in "$dir"/libcuda.so* "$dir"/libcudart.so* "$dir"/libnvrtc.so.* "$dir"/libnvJitLink.so.* \
        "$dir"/libnvidia-ml.so.* "$dir"/libcurand.so.* "$dir"/libcublas.so.* "$dir"/libcublasLt.so.* \
        "$dir"/libcudnn.so.* "$dir"/libnccl.so.* "$dir"/cuda.lib "$dir"/cudart.lib; do
        [ -f "$file" ] || continue
        case "$target" in
            aarch64-*) machine=$(readelf -h "$file" | sed -n 's/^ *Machine: *//p'); wanted=AArch64 ;;
            # An import library's members are COFF objects; objdump names their format.
            *windows*) machine=$(objdump -f "$file" 2>/dev/null | sed -n 's/.*file format //p' | sort -u | head -1); wanted=pe-x86-64 ;;
        esac
        echo "   $file: $machine"
        [ "$machine" = "$wanted" ] || fail "$file is $machine, not $wanted"
    done
done
# The ABI test is systest's; the type and signature tests are cuda-raw-sys's.
tests=(-p cuda-raw-sys -p cuda-raw-sys-systest --test abi --test types --test signatures)
if [ "$1" = windows ]; then
    # The linked mode's test binaries, linked against cuda.lib and cudart.lib (not run: wine has no nvcuda.dll).
    cargo test --quiet --no-run --target "$target" "${tests[@]}" 2>&1 | tail -3 \
        || fail "linking the tests for $target against lib/x64 failed"
fi
if [ "$1" = windows ]; then
    # Under wine the test cannot start the host's gcc: compile the probe its
    # build wrote with mingw-w64's gcc (the flags systest/tests/abi.rs uses), run it
    # under wine, and hand the test its output.
    cargo test --no-run --target "$target" "${test_features[@]}" "${tests[@]}" --message-format=json \
        >"$log.probe.json" 2>/dev/null || true
    probe_dir=$(cargo_out_dir cuda-raw-sys-systest <"$log.probe.json")
    [ -f "$probe_dir/abi_probe.c" ] || fail "no abi_probe.c in systest's OUT_DIR ($probe_dir)"
    # Every header folder the build read (cuDNN's beside the toolkit's).
    include_args=()
    while IFS= read -r dir; do include_args+=(-I "$dir"); done < <(cargo_findings "$log.probe.json" |
        awk -F'\t' '$1 == "env" && $2 == "cuda-raw-sys" && $3 == "CUDA_RAW_SYS_INCLUDE_DIRS" { print $4 }' | tr ':' '\n')
    [ ${#include_args[@]} -gt 0 ] || include_args=(-I "$CUDA_PATH/include")
    x86_64-w64-mingw32-gcc "${include_args[@]}" -std=gnu11 -Wall -Werror \
        -D__USE_MINGW_ANSI_STDIO=1 -Wno-format -Wno-error \
        -o "$cache/abi_probe.exe" "$probe_dir/abi_probe.c" 2>"$cache/abi_probe.log" \
        || { cat "$cache/abi_probe.log"; fail "mingw-w64's gcc could not compile the ABI probe"; }
    "$CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER" "$cache/abi_probe.exe" >"$cache/abi-c-facts.txt" \
        || fail "the ABI probe failed under wine"
    export CUDA_RAW_SYS_ABI_C_FACTS=$cache/abi-c-facts.txt
fi
if [ "$1" = windows ]; then
    # The loader under wine: its search order and symbols, with NVIDIA's
    # cudart64_13.dll loaded from the wheel's bin/x86_64 (wine has no
    # nvcuda.dll, so the driver's tests are ignored with that reason).
    tests+=(--test loader)
fi
output=$(cargo test --target "$target" "${test_features[@]}" "${tests[@]}" 2>&1) \
    || { printf '%s\n' "$output" | tail -40; fail "the $target tests failed"; }
grep -E '^test result:' <<<"$output" | sed 's/^/   /'
if [ "$1" = aarch64 ]; then
    # cuDLA's tests of the GPU suite under qemu, linked and loaded by the
    # loader (cuDLA alone: small builds, 20 s each): libcudla answers its
    # version call without a DLA driver, and the device test is ignored with
    # the reason.
    for features in cudla cudla,dynamic-loading; do
        output=$(cargo test --target "$target" -p cuda-raw-sys --features "$features" --test gpu -- cudla 2>&1) \
            || { printf '%s\n' "$output" | tail -40; fail "cuDLA's tests under qemu ($features) failed"; }
        grep -E '^test result:|libcudla' <<<"$output" | sed "s/^/   $features: /"
    done
fi
systest_dir=$(cargo test --no-run --target "$target" "${test_features[@]}" "${tests[@]}" --message-format=json 2>/dev/null |
    cargo_out_dir cuda-raw-sys-systest)
echo "   ABI check: $(tr '\t\n' '= ' <"$systest_dir/summary.tsv")"
if [ "$1" = windows ]; then
    # No library reachable: every function returns its documented code, and
    # nothing panics.
    cargo build --quiet -p cuda-raw-sys-systest "${test_features[@]}" --example every_call --target "$target"
    CUDA_RAW_SYS_LIBCUDA_PATH='Z:\nonexistent\nvcuda.dll' CUDA_RAW_SYS_LIBCUDART_PATH='Z:\nonexistent\cudart64.dll' \
        "$CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER" "${CARGO_TARGET_DIR:-target}/$target/debug/examples/every_call.exe" | tail -1 | sed 's/^/   /' \
        || fail "every_call failed under wine"
fi
if [ "$1" = aarch64 ]; then
    # The committed snapshots for the target, with no CUDA anywhere:
    # systest's library, which compiles a snapshot's layout assertions (those
    # of the features on), checks them for aarch64, and the crate it depends
    # on builds from the snapshot (no headers: the generator falls back to
    # it). The generator off is snapshots.sh's and check-package.sh's, for
    # the host: the crate's source is the same snapshot either way (a check
    # of it alone, per major, cost 20 s of CPU).
    snapshot_features=dynamic-loading,pfn-typedefs,$(library_features --loaded)
    for major in 13 12; do
        "${no_cuda[@]}" CUDA_RAW_SYS_SNAPSHOT_MAJOR=$major cargo check --quiet --target "$target" \
            -p cuda-raw-sys-systest --lib --features "$snapshot_features" 2>/dev/null \
            || fail "the CUDA $major snapshot does not build for $target, or its layout assertions do not hold there"
    done
    echo "   the CUDA 13.5 and 12.9 snapshots build for $target with no CUDA; their layout assertions hold"
fi
echo "cross-build: $target builds, its layout assertions hold, and the C compiler agrees"
