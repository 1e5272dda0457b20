#!/usr/bin/env bash
# The bindings must not depend on the run or on the toolchain's extras: two
# runs of the build script, and a run on the declared rust-version installed
# with rustup's minimal profile (no rustfmt), must write byte-identical
# bindings.rs and aliases.rs. Also proves the library builds on that version.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/common.sh
msrv=$(sed -n 's/^rust-version = "\(.*\)"/\1/p' Cargo.toml)

digest() { # builds with toolchain $1 (and cargo's further arguments), prints the generated files' sha256
    local out_dir toolchain=$1
    shift
    out_dir=$(cargo "+$toolchain" build --lib --message-format=json "$@" | cargo_out_dir cuda-raw-sys)
    (cd "$out_dir" && sha256sum bindings.rs aliases.rs)
}

first=$(digest stable)
# The build script runs again: its outputs removed from this target folder
# (touching build.rs would make the other lanes' builds run theirs again).
cargo clean --quiet -p cuda-raw-sys
second=$(digest stable)
if [ "$first" != "$second" ]; then
    printf 'check-reproducible: bindings differ between two builds:\n%s\n%s\n' "$first" "$second" >&2
    exit 1
fi

rustup toolchain install "$msrv" --profile minimal >/dev/null 2>&1 \
    || { echo "check-reproducible: rustup could not install Rust $msrv" >&2; exit 1; }
if rustup run "$msrv" rustfmt --version >/dev/null 2>&1; then
    echo "check-reproducible: Rust $msrv has rustfmt, so it cannot show the output is the same without it" >&2
    exit 1
fi
# Built once, and only for this: the dependencies Cargo.toml optimizes for
# the build script with every feature (bindgen, syn, the regexes) are built
# unoptimized here, where the build script binds the driver and the runtime
# alone (35 s of CPU, 103 optimized). Optimization changes no output.
unoptimized=()
while read -r package; do
    unoptimized+=(--config "profile.dev.package.$package.opt-level=0")
done < <(python3 -c '
import tomllib
packages = tomllib.load(open("Cargo.toml", "rb"))["profile"]["dev"]["package"]
print("\n".join(name for name, settings in packages.items() if "opt-level" in settings))')
on_msrv=$(digest "$msrv" "${unoptimized[@]}")
if [ "$first" != "$on_msrv" ]; then
    printf 'check-reproducible: bindings differ on Rust %s without rustfmt:\n%s\n%s\n' "$msrv" "$first" "$on_msrv" >&2
    exit 1
fi
echo "reproducible: two runs, and Rust $msrv without rustfmt, wrote identical bindings"
printf '%s\n' "$first"
