#!/usr/bin/env bash
# Measures issue 8's build times in one sitting, for BENCHMARKS.md: a clean
# debug build of this crate against a clean build of bindgen alone (its
# default features, in a scratch crate with this crate's lock file), RUNS
# alternated pairs; and the build script's own run (its "build script took"
# log line), RUNS reruns. Prints medians and ratios; asserts nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bindgen_version=$(sed -n '/^name = "bindgen"$/{n;s/version = "\(.*\)"/\1/p}' Cargo.lock)
mkdir -p "$work/bindgen-alone/src"
cat >"$work/bindgen-alone/Cargo.toml" <<TOML
[package]
name = "bindgen-alone"
version = "0.0.0"
edition = "2021"
[dependencies]
bindgen = "=$bindgen_version"
[workspace]
TOML
touch "$work/bindgen-alone/src/lib.rs"
cp Cargo.lock "$work/bindgen-alone/"
seconds() { # runs a command; prints its wall time in seconds
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || { echo "build-times: '$*' failed" >&2; exit 1; }
    end=$(date +%s.%N)
    python3 -c "print(f'{$end - $start:.2f}')"
}
crate=() alone=()
for run in $(seq 1 "$runs"); do
    alone+=("$(CARGO_TARGET_DIR="$work/target-alone-$run" seconds cargo build --manifest-path "$work/bindgen-alone/Cargo.toml")")
    crate+=("$(CARGO_TARGET_DIR="$work/target-crate-$run" seconds cargo build)")
    rm -rf "$work/target-alone-$run" "$work/target-crate-$run"
    echo "run $run: bindgen alone ${alone[-1]} s, cuda-raw-sys ${crate[-1]} s"
done
script=()
for run in $(seq 1 "$runs"); do
    touch wrapper.h
    script+=("$(cargo build -vv 2>&1 | sed -n 's/.*build script took \([0-9.]*\) s.*/\1/p')")
done
python3 - "${alone[*]}" "${crate[*]}" "${script[*]}" "$bindgen_version" "$(nproc)" <<'PY'
import statistics, sys
alone, crate, script = ([float(x) for x in arg.split()] for arg in sys.argv[1:4])
print(f"clean debug build on {sys.argv[5]} cores: cuda-raw-sys {statistics.median(crate):.1f} s "
      f"(runs {crate}), bindgen {sys.argv[4]} alone {statistics.median(alone):.1f} s (runs {alone}): "
      f"ratio {statistics.median(crate) / statistics.median(alone):.2f}")
print(f"build script run: median {statistics.median(script):.2f} s (runs {script})")
PY
