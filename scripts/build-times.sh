#!/usr/bin/env bash
# Measures issue 8's build times in one sitting, for BENCHMARKS.md: clean
# debug builds, RUNS alternated rounds, of bindgen alone (its default
# features, in a scratch crate with this crate's lock file), of this crate
# (`cargo build` here), and of a scratch crate that depends on this one (what
# a user's build compiles: this crate as a dependency, like bindgen alone);
# then the build script's own run (its "build script took" log line), RUNS
# reruns. Prints medians and ratios; asserts nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
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
    alone+=("$(CARGO_TARGET_DIR="$work/target" seconds cargo build --manifest-path "$work/bindgen-alone/Cargo.toml")")
    rm -rf "$work/target"
    crate+=("$(CARGO_TARGET_DIR="$work/target" seconds cargo build)")
    rm -rf "$work/target"
    dependency+=("$(CARGO_TARGET_DIR="$work/target" seconds cargo build --manifest-path "$work/as-dependency/Cargo.toml")")
    rm -rf "$work/target"
    echo "run $run: bindgen alone ${alone[-1]} s, cuda-raw-sys ${crate[-1]} s, as a dependency ${dependency[-1]} s"
done
script=()
for run in $(seq 1 "$runs"); do
    touch wrapper.h
    script+=("$(cargo build -vv 2>&1 | sed -n 's/.*build script took \([0-9.]*\) s.*/\1/p')")
done
python3 - "${alone[*]}" "${crate[*]}" "${dependency[*]}" "${script[*]}" "$bindgen_version" "$(nproc)" <<'PY'
import statistics, sys
alone, crate, dependency, script = ([float(x) for x in arg.split()] for arg in sys.argv[1:5])
version, cores = sys.argv[5:7]
print(f"clean debug builds on {cores} cores: bindgen {version} alone {statistics.median(alone):.1f} s (runs {alone})")
for what, runs in (("cuda-raw-sys, cargo build here", crate), ("cuda-raw-sys as a dependency", dependency)):
    print(f"  {what}: {statistics.median(runs):.1f} s (runs {runs}): "
          f"ratio {statistics.median(runs) / statistics.median(alone):.2f}")
print(f"build script run: median {statistics.median(script):.2f} s (runs {script})")
PY
