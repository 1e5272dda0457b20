#!/usr/bin/env bash
# What a safe crate's users pay to build their dependency on raw CUDA
# bindings, in one sitting: RUNS alternated rounds (default 3) of clean debug
# builds of an empty library crate that depends on
#   snapshot  cuda-raw-sys with dynamic-loading and default-features =
#             false (no generate feature: the committed CUDA 13.5 bindings,
#             copied; neither bindgen nor the build crate compiles);
#   fallback  the same with default features, built with no CUDA and no
#             libclang (the same snapshot, after compiling bindgen and the
#             build crate and failing to find headers);
#   cudarc    cudarc 0.19 with the same libraries and runtime loading, for
#             CUDA 13.0 (pregenerated bindings);
#   generated (with GENERATED=1) cuda-raw-sys with dynamic-loading, generated
#             from the provisioned CUDA 13.0 headers (libclang needed).
# The libraries: the driver, the runtime, NVRTC, cuRAND, cuBLAS, cuBLASLt
# (FEATURES overrides cuda-raw-sys's; CUDARC_FEATURES cudarc's). Prints each
# way's median and its ratio to cudarc's; asserts nothing. The registry
# crates are fetched before the first round, so no round downloads.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/common.sh
root=$PWD
runs=${RUNS:-3}
features=${FEATURES:-dynamic-loading,nvrtc,curand,cublas,cublaslt}
cudarc_features=${CUDARC_FEATURES:-std,driver,runtime,nvrtc,curand,cublas,cublaslt,cuda-13000,dynamic-loading}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
scratch() { # NAME DEPENDENCY LOCKFILE: an empty library crate
    mkdir -p "$work/$1/src"
    printf '[package]\nname = "%s"\nversion = "0.0.0"\nedition = "2021"\n[dependencies]\n%s\n[workspace]\n' \
        "$1" "$2" >"$work/$1/Cargo.toml"
    touch "$work/$1/src/lib.rs"
    cp "$3" "$work/$1/Cargo.lock"
    cargo fetch --quiet --manifest-path "$work/$1/Cargo.toml"
}
as_list() { sed 's/[^,][^,]*/"&"/g' <<<"$1"; }
scratch on-raw "cuda-raw-sys = { path = \"$root\", default-features = false, features = [$(as_list "$features")] }" Cargo.lock
scratch on-raw-fallback "cuda-raw-sys = { path = \"$root\", features = [$(as_list "$features")] }" Cargo.lock
scratch on-cudarc "cudarc = { version = \"0.19\", default-features = false, features = [$(as_list "$cudarc_features")] }" \
    benchmarks/Cargo.lock
seconds() { # MANIFEST [ENV...]: a clean debug build; prints its wall seconds
    local manifest=$1 start end
    shift
    rm -rf "$work/target"
    start=$(date +%s.%N)
    "$@" CARGO_TARGET_DIR="$work/target" cargo build --quiet --offline --manifest-path "$manifest" >/dev/null 2>&1 \
        || { echo "dependent-builds: building $manifest failed" >&2; exit 1; }
    end=$(date +%s.%N)
    python3 -c "print(f'{$end - $start:.2f}')"
}
snapshot=() fallback=() cudarc=() generated=()
for run in $(seq 1 "$runs"); do
    # The order turns each round, so no way always runs first.
    for way in $(python3 -c "w = ['snapshot', 'fallback', 'cudarc'] + (['generated'] if '${GENERATED:-0}' == '1' else []); r = $run % len(w); print(' '.join(w[r:] + w[:r]))"); do
        case $way in
        snapshot) snapshot+=("$(seconds "$work/on-raw/Cargo.toml" "${no_cuda[@]}")") ;;
        fallback) fallback+=("$(seconds "$work/on-raw-fallback/Cargo.toml" "${no_cuda[@]}")") ;;
        cudarc) cudarc+=("$(seconds "$work/on-cudarc/Cargo.toml" "${no_cuda[@]}")") ;;
        generated)
            # shellcheck source=/dev/null
            generated+=("$(. target/cuda-provision/env.sh && seconds "$work/on-raw-fallback/Cargo.toml" env)") ;;
        esac
    done
    echo "round $run: snapshot ${snapshot[-1]} s, fallback ${fallback[-1]} s, cudarc ${cudarc[-1]} s${generated:+, generated ${generated[-1]} s}"
done
python3 - "${snapshot[*]}" "${fallback[*]}" "${cudarc[*]}" "${generated[*]:-}" "$(nproc)" "$features" "$cudarc_features" <<'PY'
import statistics, sys
snapshot, fallback, cudarc, generated = ([float(x) for x in arg.split()] for arg in sys.argv[1:5])
cores, features, cudarc_features = sys.argv[5:8]
base = statistics.median(cudarc)
print(f"clean debug builds of a dependent, {cores} cores, median of {len(cudarc)} (each way's runs in brackets):")
print(f"  cudarc 0.19 [{cudarc_features}]: {base:.1f} s {cudarc}")
print(f"  cuda-raw-sys, generate off, from the snapshot [{features}]: {statistics.median(snapshot):.1f} s {snapshot}, "
      f"{statistics.median(snapshot) / base:.2f}x cudarc")
print(f"  cuda-raw-sys, default features, from the snapshot [{features}]: {statistics.median(fallback):.1f} s {fallback}, "
      f"{statistics.median(fallback) / base:.2f}x cudarc")
if generated:
    print(f"  cuda-raw-sys generated from CUDA 13.0 [{features}]: {statistics.median(generated):.1f} s {generated}, "
          f"{statistics.median(generated) / base:.2f}x cudarc")
PY
