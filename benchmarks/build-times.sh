#!/usr/bin/env bash
# Measures the build times BENCHMARKS.md reports, in one sitting: clean debug
# builds, RUNS alternated rounds, of bindgen alone (its default features, in a
# scratch crate with this crate's lock file), of this crate (`cargo build`
# here), and of a scratch crate that depends on this one (what a user's build
# compiles: this crate as a dependency, like bindgen alone); then RUNS reruns
# of the build script, its whole run and what it does after bindgen's
# generate() and the parse of its output (summary.tsv's seconds_total and
# seconds_after_bindgen). Prints medians and ratios; asserts nothing.
# FEATURES=cublas,cudnn (say) passes features to the reruns of the build
# script; SCRIPT_ONLY=1 skips the clean builds.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/common.sh
runs=${RUNS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bindgen_version=$(sed -n '/^name = "bindgen"$/{n;s/version = "\(.*\)"/\1/p}' Cargo.lock)
scratch_crate() { # NAME DEPENDENCY: an empty library crate with this crate's lock file
    mkdir -p "$work/$1/src"
    printf '[package]\nname = "%s"\nversion = "0.0.0"\nedition = "2021"\n[dependencies]\n%s\n[workspace]\n' \
        "$1" "$2" >"$work/$1/Cargo.toml"
    touch "$work/$1/src/lib.rs"
    cp Cargo.lock "$work/$1/"
}
scratch_crate bindgen-alone "bindgen = \"=$bindgen_version\""
scratch_crate as-dependency "cuda-raw-sys = { path = \"$PWD\" }"
seconds() { # runs a command; prints its wall time in seconds
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || { echo "build-times: '$*' failed" >&2; exit 1; }
    end=$(date +%s.%N)
    python3 -c "print(f'{$end - $start:.2f}')"
}
crate=() alone=() dependency=()
for run in $(seq 1 "$runs"); do
    [ "${SCRIPT_ONLY:-0}" = 1 ] && break
    alone+=("$(CARGO_TARGET_DIR="$work/target" seconds cargo build --manifest-path "$work/bindgen-alone/Cargo.toml")")
    rm -rf "$work/target"
    crate+=("$(CARGO_TARGET_DIR="$work/target" seconds cargo build)")
    rm -rf "$work/target"
    dependency+=("$(CARGO_TARGET_DIR="$work/target" seconds cargo build --manifest-path "$work/as-dependency/Cargo.toml")")
    rm -rf "$work/target"
    echo "run $run: bindgen alone ${alone[-1]} s, cuda-raw-sys ${crate[-1]} s, as a dependency ${dependency[-1]} s"
done
script=() after=()
for run in $(seq 1 "$runs"); do
    touch wrapper.h
    out_dir=$(cargo build ${FEATURES:+--features "$FEATURES"} --message-format=json 2>/dev/null | cargo_out_dir cuda-raw-sys)
    script+=("$(summary_value "$out_dir/summary.tsv" seconds_total)")
    after+=("$(summary_value "$out_dir/summary.tsv" seconds_after_bindgen)")
done
python3 - "${alone[*]}" "${crate[*]}" "${dependency[*]}" "${script[*]}" "${after[*]}" "$bindgen_version" "$(nproc)" "${FEATURES:-default}" <<'PY'
import statistics, sys
alone, crate, dependency, script, after = ([float(x) for x in arg.split()] for arg in sys.argv[1:6])
version, cores, features = sys.argv[6:9]
if alone:
    print(f"clean debug builds on {cores} cores: bindgen {version} alone {statistics.median(alone):.1f} s (runs {alone})")
    for what, runs in (("cuda-raw-sys, cargo build here", crate), ("cuda-raw-sys as a dependency", dependency)):
        print(f"  {what}: {statistics.median(runs):.1f} s (runs {runs}): "
              f"ratio {statistics.median(runs) / statistics.median(alone):.2f}")
print(f"build script run, features {features}: median {statistics.median(script):.2f} s (runs {script})")
print(f"  of it after bindgen's generate() and the parse: median {statistics.median(after):.2f} s "
      f"({statistics.median(after) / statistics.median(script):.0%}; runs {after})")
PY
