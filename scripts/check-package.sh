#!/usr/bin/env bash
# The crates as the registry gets them. `cargo package` makes the .crate files
# of cuda-raw-sys and cuda-raw-sys-build (each at most 10 MB, the registry's
# limit); they are unpacked, and a scratch dependent that reaches them through
# [patch.crates-io] alone (no path into this checkout) is built in each mode
# a user has:
#   - generating from CUDA 13.0's headers (target/cuda-provision/env.sh):
#     linked with nvrtc, and with dynamic-loading and cublas;
#   - the generator off, no CUDA and no libclang: the 13.5 and 12.9
#     snapshots, with dynamic-loading and nvrtc;
#   - CUDA 13.0's headers and no libclang: dynamic-loading takes the 13.5
#     snapshot, a linked build stops and names LIBCLANG_PATH;
#   - DOCS_RS=1 with default features (linked), as docs.rs documents a
#     dependent: `cargo doc`.
# Each build's program calls cuDriverGetVersion (and its library's version
# call) and prints the status by name. Last, the unpacked cuda-raw-sys is
# documented as docs.rs does it (its package.metadata.docs.rs features,
# DOCS_RS=1, no CUDA), and every library module must have its page.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/common.sh
fail() { echo "check-package: $*" >&2; exit 1; }
target=$(realpath -m "${CARGO_TARGET_DIR:-target}")
provision=${CUDA_RAW_SYS_PROVISION_DIR:-$PWD/target/cuda-provision}
[ -f "$provision/env.sh" ] || bash scripts/provision.sh --versions 13.0 headers libraries libcuda
# shellcheck source=/dev/null
. "$provision/env.sh"

version=$(cargo metadata --no-deps --format-version 1 | python3 -c '
import json, sys
print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"] == "cuda-raw-sys"))')
rm -f "$target"/package/cuda-raw-sys-*.crate
cargo package --quiet --no-verify --allow-dirty -p cuda-raw-sys -p cuda-raw-sys-build
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
limit=$((10 * 1024 * 1024))
for name in cuda-raw-sys cuda-raw-sys-build; do
    crate=$target/package/$name-$version.crate
    [ -f "$crate" ] || fail "cargo package wrote no $crate"
    size=$(stat -c %s "$crate")
    [ "$size" -le "$limit" ] || fail "$crate is $size bytes, over the registry's $limit"
    tar -xzf "$crate" -C "$scratch"
    echo "check-package: $name-$version.crate, $size bytes"
done

dependent=$scratch/dependent
mkdir -p "$dependent/src"
cat >"$dependent/Cargo.toml" <<EOF
[package]
name = "scratch-dependent"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
cuda-raw-sys = { version = "=$version", default-features = false }

[features]
generate = ["cuda-raw-sys/generate"]
dynamic-loading = ["cuda-raw-sys/dynamic-loading"]
nvrtc = ["cuda-raw-sys/nvrtc"]
cublas = ["cuda-raw-sys/cublas"]

[patch.crates-io]
cuda-raw-sys = { path = "../cuda-raw-sys-$version" }
cuda-raw-sys-build = { path = "../cuda-raw-sys-build-$version" }

[workspace]

EOF
# This repository's dev profile (what docs/building.md tells dependents), so
# that the dependencies compiled for it are reused from the target folder.
python3 -c '
import tomllib
for name, settings in tomllib.load(open("Cargo.toml", "rb"))["profile"]["dev"]["package"].items():
    print(f"[profile.dev.package.\"{name}\"]")
    for key, value in settings.items():
        print(f"{key} = {value}")' >>"$dependent/Cargo.toml"
cat >"$dependent/src/main.rs" <<'EOF'
//! Built from cuda-raw-sys's packages alone: one call, its status by name.
fn main() {
    let mut version = 0;
    // Safety: an out-pointer to a live integer.
    let status = unsafe { cuda_raw_sys::cuDriverGetVersion(&mut version) };
    println!("cuDriverGetVersion: {status:?} ({version})");
    #[cfg(feature = "nvrtc")]
    {
        let (mut major, mut minor) = (0, 0);
        // Safety: as above.
        let status = unsafe { cuda_raw_sys::nvrtc::nvrtcVersion(&mut major, &mut minor) };
        println!("nvrtcVersion: {status:?} ({major}.{minor})");
    }
    #[cfg(feature = "cublas")]
    {
        let mut major = 0;
        // Safety: as above.
        let status = unsafe {
            cuda_raw_sys::cublas::cublasGetProperty(cuda_raw_sys::MAJOR_VERSION, &mut major)
        };
        println!("cublasGetProperty: {status:?} ({major})");
    }
}
EOF
# The lock file this repository tests with, so that the packages build with
# the same dependency versions.
cp Cargo.lock "$dependent/"
in_dependent=(--quiet --manifest-path "$dependent/Cargo.toml")
export CARGO_TARGET_DIR=$target

# run LABEL ENV... -- CARGO-ARGS...: builds and runs the dependent, and checks
# that each call printed a status by name.
run() {
    local label=$1 envs=() output
    shift
    while [ "$1" != -- ]; do envs+=("$1"); shift; done
    shift
    output=$(env "${envs[@]}" cargo run "${in_dependent[@]}" "$@") || fail "$label: the dependent did not build or run"
    grep -Eq '^cuDriverGetVersion: CUDA_[A-Z_]+ ' <<<"$output" || fail "$label: no driver status by name in: $output"
    case " $* " in
        *nvrtc*) grep -Eq '^nvrtcVersion: NVRTC_[A-Z_]+ ' <<<"$output" || fail "$label: no NVRTC status in: $output" ;;
    esac
    case " $* " in
        *cublas*) grep -Eq '^cublasGetProperty: CUBLAS_STATUS_[A-Z_]+ ' <<<"$output" || fail "$label: no cuBLAS status in: $output" ;;
    esac
    echo "check-package: $label: $(tr '\n' ' ' <<<"$output")"
}

# First the builds with libclang, then those without (common.sh's
# no_libclang: bindgen is compiled again each time LIBCLANG_PATH changes).
run "generated from CUDA 13.0, linked, nvrtc" CUDA_PATH="$CUDA_PATH" -- --features generate,nvrtc
run "generated from CUDA 13.0, dynamic-loading, cublas" CUDA_PATH="$CUDA_PATH" -- --features generate,dynamic-loading,cublas
for major in 13 12; do
    run "snapshot $major with nvrtc, no CUDA, no libclang" "${no_libclang[@]:1}" CUDA_RAW_SYS_SNAPSHOT_MAJOR=$major -- --features dynamic-loading,nvrtc
done
# The headers there but no libclang: dynamic-loading takes the snapshot
# (saying why), a linked build stops and names LIBCLANG_PATH.
no_clang=(env LIBCLANG_PATH=/nonexistent CUDA_PATH="$CUDA_PATH")
run "CUDA 13.0's headers, no libclang, dynamic-loading, nvrtc" "${no_clang[@]:1}" -- --features generate,dynamic-loading,nvrtc
out_dir=$("${no_clang[@]}" cargo build "${in_dependent[@]}" --features generate,dynamic-loading,nvrtc --message-format=json | cargo_out_dir cuda-raw-sys)
grep -q "^snapshot_version	" "$out_dir/summary.tsv" || fail "with CUDA 13.0's headers and no libclang, the dynamic-loading build did not take the snapshot ($out_dir/summary.tsv)"
if log=$("${no_clang[@]}" cargo build "${in_dependent[@]}" --features generate,nvrtc 2>&1); then
    fail "a linked build with no libclang succeeded; it cannot"
fi
grep -q "libclang was not found at LIBCLANG_PATH=/nonexistent" <<<"$log" || { echo "$log" >&2; fail "a linked build with no libclang did not say so"; }
echo "check-package: with CUDA 13.0's headers and no libclang, dynamic-loading took the snapshot; a linked build stopped naming LIBCLANG_PATH"
"${no_libclang[@]}" DOCS_RS=1 RUSTDOCFLAGS="-D warnings" cargo doc --no-deps "${in_dependent[@]}" --features generate \
    || fail "DOCS_RS=1 cargo doc of a linked dependent failed"
[ -f "$target/doc/scratch_dependent/index.html" ] || fail "DOCS_RS=1 cargo doc wrote no page for the dependent"
echo "check-package: DOCS_RS=1, default features (linked): the dependent's docs built with no CUDA and no libclang"

# The package documented as docs.rs does it.
crate_dir=$scratch/cuda-raw-sys-$version
docs_features=$(python3 -c '
import sys, tomllib
print(",".join(tomllib.load(open(sys.argv[1], "rb"))["package"]["metadata"]["docs"]["rs"]["features"]))' "$crate_dir/Cargo.toml")
"${no_libclang[@]}" DOCS_RS=1 RUSTDOCFLAGS="-D warnings --cfg docsrs" cargo --quiet doc --no-deps --lib \
    --manifest-path "$crate_dir/Cargo.toml" --features "$docs_features" \
    --config "patch.crates-io.cuda-raw-sys-build.path=\"$scratch/cuda-raw-sys-build-$version\"" \
    || fail "DOCS_RS=1 cargo doc of the package failed"
doc_dir=$target/doc/cuda_raw_sys
pages=(index.html fn.cuMemMap.html fn.cudaMalloc.html loader/index.html)
for module in $(python3 -c '
import re, sys
for line in open(sys.argv[1]):
    found = re.match(r"\s*pub mod (\w+)", line)
    if found:
        print(found.group(1))' "$crate_dir/snapshots/13.5/modules.rs"); do
    pages+=("$module/index.html")
done
for page in "${pages[@]}"; do
    [ -f "$doc_dir/$page" ] || fail "docs.rs's cargo doc of the package wrote no $page"
done
echo "check-package: docs.rs's cargo doc of the package documents its ${#pages[@]} pages checked (every library module)"
