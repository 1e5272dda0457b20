#!/usr/bin/env bash
# The bindings must not depend on the run or on the toolchain's extras: two
# runs of the build script, and a run on the declared rust-version installed
# with rustup's minimal profile (no rustfmt), must write byte-identical
# bindings.rs and aliases.rs. Also proves the library builds on that version.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/common.sh
msrv=$(sed -n 's/^rust-version = "\(.*\)"/\1/p' Cargo.toml)

digest() { # builds with toolchain $1, prints the generated files' sha256
    local out_dir
    out_dir=$(cargo "+$1" build --lib --message-format=json | cargo_out_dir cuda-raw-sys)
    (cd "$out_dir" && sha256sum bindings.rs aliases.rs)
}

first=$(digest stable)
touch build.rs # makes cargo run the build script again
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
on_msrv=$(digest "$msrv")
if [ "$first" != "$on_msrv" ]; then
    printf 'check-reproducible: bindings differ on Rust %s without rustfmt:\n%s\n%s\n' "$msrv" "$first" "$on_msrv" >&2
    exit 1
fi
echo "reproducible: two runs, and Rust $msrv without rustfmt, wrote identical bindings"
printf '%s\n' "$first"
