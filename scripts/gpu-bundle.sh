#!/usr/bin/env bash
# Builds every test binary and the info example here, where Rust is, and
# gathers them with scripts/gpu-run.sh into .gpu-run/ (git-ignored), for a
# GPU machine that has the CUDA driver and libcudart but no Rust toolchain:
#
#   bash scripts/gpu-bundle.sh            # here
#   bash .gpu-run/run.sh                  # there: one line "N passed, M failed, K ignored" at the end
set -euo pipefail
cd "$(dirname "$0")/.."
bundle=.gpu-run
rm -rf "$bundle" && mkdir -p "$bundle/tests"

build_log=$(cargo test --no-run 2>&1) || { echo "$build_log"; exit 1; }
# cargo prints "Executable tests/gpu/main.rs (target/debug/deps/gpu-0123abcd)".
executables=$(sed -n 's/^ *Executable .*(\(target\/[^)]*\))$/\1/p' <<<"$build_log")
[ -n "$executables" ] || { echo "gpu-bundle: cargo listed no test executables" >&2; exit 1; }
for executable in $executables; do
    name=$(basename "$executable" | sed 's/-[0-9a-f]*$//')
    # Debug info is not needed there and would crowd the transfer limit.
    objcopy --strip-debug "$executable" "$bundle/tests/$name"
done
example_log=$(cargo build --example info 2>&1) || { echo "$example_log"; exit 1; }
objcopy --strip-debug target/debug/examples/info "$bundle/info"
cp scripts/gpu-run.sh "$bundle/run.sh"
git rev-parse --short HEAD >"$bundle/commit" 2>/dev/null || true
du -sh "$bundle"; ls "$bundle/tests"
