#!/usr/bin/env bash
# Provisions what this crate needs on a Linux x86-64 machine with no CUDA, into
# target/cuda-provision/ (ignored by git), and writes target/cuda-provision/env.sh:
#   libclang   libclang-dev from apt, for bindgen (skipped when one is present)
#   headers    CUDA 13.0 headers and libcudart from NVIDIA's pinned wheels
#   libcuda    the real driver library, libcuda.so.1, unpacked from Debian's
#              non-free libcuda1 package; never installed, and no driver is.
#              Skipped where a driver's libcuda.so.1 is already installed, so a
#              GPU machine keeps using its own driver.
# Usage: bash scripts/provision.sh [libclang] [headers] [libcuda]   (default: all)
# Each step is skipped when its result is already there, so reruns are cheap.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cache="$root/target/cuda-provision"
mkdir -p "$cache"

fail() { echo "provision: $*" >&2; exit 1; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

have_libclang() {
    [ -n "${LIBCLANG_PATH:-}" ] && return 0
    ls /usr/lib/llvm-*/lib/libclang*.so* /usr/lib/x86_64-linux-gnu/libclang*.so* >/dev/null 2>&1
}

provision_libclang() {
    if have_libclang; then echo "provision: libclang already present"; return; fi
    command -v apt-get >/dev/null || fail "libclang is missing and this is no apt system: install clang's development package, or set LIBCLANG_PATH"
    echo "provision: installing libclang-dev with apt"
    as_root apt-get update -qq || fail "apt-get update failed"
    # One retry: a dpkg run that loses an archive mid-install was seen here once.
    local attempt
    for attempt in 1 2; do
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libclang-dev >/dev/null && return
        echo "provision: apt-get install libclang-dev failed (attempt $attempt)" >&2
    done
    fail "apt-get install libclang-dev failed; install it by hand, or set LIBCLANG_PATH"
}

provision_headers() {
    local wheels="$cache/wheels" unpacked="$cache/wheels-root" stamp="$cache/wheels-root.pins"
    # The stamp is written last and holds the pins, so a changed pin or a
    # half-finished unpack is redone.
    if cmp -s "$root/scripts/cuda-wheels.txt" "$stamp"; then echo "provision: CUDA headers already unpacked"; return; fi
    python3 -m pip --version >/dev/null 2>&1 || as_root apt-get install -y -qq python3-pip >/dev/null \
        || fail "pip is missing and apt-get install python3-pip failed"
    echo "provision: downloading the pinned CUDA wheels"
    rm -rf "$wheels" "$unpacked" "$stamp" && mkdir -p "$wheels" "$unpacked"
    python3 -m pip download --quiet --no-deps --only-binary=:all: --require-hashes \
        -r "$root/scripts/cuda-wheels.txt" -d "$wheels" || fail "pip download of the CUDA wheels failed"
    for wheel in "$wheels"/*.whl; do
        python3 -m zipfile -e "$wheel" "$unpacked" || fail "could not unpack $wheel"
    done
    [ -f "$unpacked/nvidia/cu13/include/crt/host_defines.h" ] || fail "the wheels lack crt/host_defines.h"
    cp "$root/scripts/cuda-wheels.txt" "$stamp"
}

unpacked_libcuda() { find "$cache/libcuda-root" -name libcuda.so.1 2>/dev/null | head -n 1; }

provision_libcuda() {
    local unpacked="$cache/libcuda-root" apt="$cache/apt"
    if [ -n "$(unpacked_libcuda)" ]; then echo "provision: libcuda already unpacked"; return; fi
    if ldconfig -p 2>/dev/null | grep -q 'libcuda\.so\.1 '; then
        echo "provision: this machine has a driver's libcuda.so.1; not fetching Debian's"
        return
    fi
    command -v apt-get >/dev/null || fail "fetching libcuda1 needs apt-get (Debian)"
    local id codename
    id=$(. /etc/os-release && echo "${ID:-}")
    codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
    [ "$id" = debian ] && [ -n "$codename" ] \
        || fail "libcuda1 is fetched from Debian, and this is $id; install the NVIDIA driver, or set CUDA_RAW_SYS_LIBCUDA_DIR"
    # A private apt state with non-free enabled, for this download only: the
    # machine's own sources and package database stay as they were.
    mkdir -p "$apt/sources" "$apt/lists/partial" "$apt/cache/archives/partial" "$cache/debs"
    cat >"$apt/sources/non-free.sources" <<SOURCES
Types: deb
URIs: http://deb.debian.org/debian
Suites: $codename $codename-updates
Components: non-free
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
    local options=(-o "Dir::Etc::SourceList=/dev/null" -o "Dir::Etc::SourceParts=$apt/sources"
        -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache" -o "APT::Sandbox::User=root")
    echo "provision: downloading Debian's libcuda1 ($codename non-free)"
    apt-get "${options[@]}" update -qq || fail "apt-get update of the non-free list failed"
    rm -f "$cache"/debs/libcuda1_*.deb
    (cd "$cache/debs" && apt-get "${options[@]}" download libcuda1) || fail "apt-get download libcuda1 failed"
    rm -rf "$unpacked" && mkdir -p "$unpacked"
    for deb in "$cache"/debs/libcuda1_*.deb; do dpkg -x "$deb" "$unpacked"; done
    [ -n "$(unpacked_libcuda)" ] || fail "libcuda1 held no libcuda.so.1"
}

write_env() {
    local toolkit="$cache/wheels-root/nvidia/cu13" libcuda library_path
    libcuda=$(unpacked_libcuda)
    library_path="$toolkit/lib"
    {
        echo "export CUDA_PATH='$toolkit'"
        if [ -n "$libcuda" ]; then
            echo "export CUDA_RAW_SYS_LIBCUDA_DIR='$(dirname "$libcuda")'"
            library_path="$library_path:$(dirname "$libcuda")"
        fi
        echo "export LD_LIBRARY_PATH='$library_path'\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}"
    } >"$cache/env.sh"
    echo "provision: environment written to $cache/env.sh"
}

steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=(libclang headers libcuda)
for step in "${steps[@]}"; do
    case "$step" in
        libclang|headers|libcuda) "provision_$step" ;;
        *) fail "unknown step '$step' (libclang, headers, libcuda)" ;;
    esac
done
if [ -f "$cache/wheels-root.pins" ]; then write_env; fi
