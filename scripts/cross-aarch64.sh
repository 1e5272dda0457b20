#!/usr/bin/env bash
# Cross-builds the crate for aarch64-unknown-linux-gnu (Grace Hopper, sbsa) on
# an x86-64 machine, with NVIDIA's aarch64 wheels and Debian's arm64 libcuda1
# (scripts/provision.sh cross-aarch64), then runs the layout and ABI tests
# under qemu-user: bindgen's layout assertions compile for aarch64, and the C
# probe compiled by aarch64-linux-gnu-gcc agrees with the Rust side.
# Prints the target, the header version, what was linked and the ABI counts.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "cross-aarch64: $*" >&2; exit 1; }
bash scripts/provision.sh cross-aarch64
cache=$PWD/target/cuda-provision
target=aarch64-unknown-linux-gnu
export CUDA_PATH=$cache/cross-aarch64-13.0/nvidia/cu13
CUDA_RAW_SYS_LIBCUDA_DIR=$(cat "$cache/libcuda-arm64.stamp")
export CUDA_RAW_SYS_LIBCUDA_DIR
export CC_aarch64_unknown_linux_gnu=aarch64-linux-gnu-gcc
export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc
export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER="qemu-aarch64 -L /usr/aarch64-linux-gnu"
# For the test binaries under qemu: the aarch64 libcudart and libcuda.
export LD_LIBRARY_PATH=$CUDA_PATH/lib:$CUDA_RAW_SYS_LIBCUDA_DIR

echo "cross-aarch64: building for $target against $CUDA_PATH"
# The build script's lines are in cargo's -vv output: rerun it for them.
touch wrapper.h
cargo build --lib --target "$target" -vv >"$cache/cross-aarch64.log" 2>&1 \
    || { tail -40 "$cache/cross-aarch64.log"; fail "cargo build --target $target failed"; }
grep -E 'cuda-raw-sys: (using CUDA|.*functions bound|ABI check)' "$cache/cross-aarch64.log" | sed 's/^.*cuda-raw-sys: /   /' | sort -u
grep -oE 'rustc-link-(search|lib)=[^ ]*' "$cache/cross-aarch64.log" | sort -u | sed 's/^/   /'
# Every library the build linked must be an aarch64 ELF file.
for dir in $(grep -oE 'rustc-link-search=native=[^ ]*' "$cache/cross-aarch64.log" | sort -u | cut -d= -f3); do
    for file in "$dir"/libcuda.so* "$dir"/libcudart.so*; do
        [ -f "$file" ] || continue
        machine=$(readelf -h "$file" | sed -n 's/^ *Machine: *//p')
        echo "   $file: $machine"
        [ "$machine" = AArch64 ] || fail "$file is for $machine, not AArch64"
    done
done
cargo test --target "$target" --test abi --test types --test signatures -- --nocapture 2>&1 \
    | grep -E '^(probe for|CUDA [0-9]+: checked|mismatches|test result|test .*(FAILED|ok)$)' \
    || fail "the aarch64 tests failed (run this script's cargo test by hand for the output)"
cargo test --quiet --target "$target" --test abi --test types --test signatures >/dev/null 2>&1 \
    || fail "the aarch64 tests failed"
echo "cross-aarch64: $target builds, its layout assertions hold, and the C compiler agrees"
