#!/usr/bin/env bash
# Builds the benchmarks twice (cuda-raw-sys linked, and with dynamic-loading)
# here, where Rust is, and gathers them with benchmarks/run.sh into a folder
# (git-ignored .gpu-run/bench by default) for the GPU machine:
#
#   bash benchmarks/bundle.sh [FOLDER]            # here, with CUDA 13.0 headers (CUDA_PATH)
#   OUT=results ROUNDS=4 bash FOLDER/run.sh          # there: criterion estimates under $OUT
#   FOLDER/peer-linked                            # there, on two GPUs: peer-copy bandwidth against C
#   python3 benchmarks/report.py results          # here: the table for BENCHMARKS.md
set -euo pipefail
fail() { echo "bench-bundle: $*" >&2; exit 1; }
bundle=$(realpath -m -- "${1:-$(dirname "$0")/../.gpu-run/bench}")
cd "$(dirname "$0")/.."
if [ -d "$bundle" ] && [ -n "$(ls -A "$bundle")" ] && [ ! -f "$bundle/run.sh" ]; then
    fail "$bundle is not empty and holds no run.sh, so it is no bundle; not emptying it"
fi
target=${CARGO_TARGET_DIR:-$PWD/target}/benchmarks
executable() { # builds benchmark $1 with the features given after it; prints its path
    local name=$1
    shift
    cargo bench --no-run --manifest-path benchmarks/Cargo.toml --target-dir "$target" \
        --bench "$name" --message-format=json "$@" 2>/dev/null |
        python3 -c '
import json, sys
for line in sys.stdin:
    message = json.loads(line) if line.startswith("{") else {}
    if message.get("reason") == "compiler-artifact" and message.get("executable") and "bench" in message["target"]["kind"]:
        print(message["executable"])'
}
linked=$(executable calls) || fail "building the linked benchmark failed"
loading=$(executable calls --features dynamic-loading) || fail "building the dynamic-loading benchmark failed"
# The peer copies' bandwidth, linked (a copy's cost is the link's, not the call's).
peer=$(executable peer) || fail "building the peer-copy benchmark failed"
[ -n "$linked" ] && [ -n "$loading" ] && [ -n "$peer" ] || fail "cargo named no benchmark executable (run cargo bench --no-run --manifest-path benchmarks/Cargo.toml to see why)"
rm -rf "$bundle" && mkdir -p "$bundle/lib"
objcopy --strip-debug "$linked" "$bundle/calls-linked"
objcopy --strip-debug "$loading" "$bundle/calls-dynamic-loading"
objcopy --strip-debug "$peer" "$bundle/peer-linked"
# The linked build needs the libcudart it was linked against.
cudart=$(readelf -d "$bundle/calls-linked" | sed -n 's/.*NEEDED.*\[\(libcudart[^]]*\)\].*/\1/p')
if [ -n "$cudart" ]; then
    found=$(find "$(dirname "$CUDA_PATH")" "$CUDA_PATH" -name "$cudart" -print -quit 2>/dev/null)
    [ -n "$found" ] || fail "no $cudart under CUDA_PATH=$CUDA_PATH to carry"
    cp -L "$found" "$bundle/lib/"
fi
# nvPTXCompiler's static library makes each calls binary 45 MB: they travel
# compressed (10 MB each), and run.sh unpacks them.
xz -T0 -6 "$bundle/calls-linked" "$bundle/calls-dynamic-loading" || fail "compressing the benchmarks failed"
# The libraries the GPU machine lacks (scripts/carried.sh's machine_lacks:
# libcudss, libcutensor): in pieces, which scripts/gpu-parts.sh spreads over
# calls.
. scripts/carried.sh
for entry in "${machine_lacks[@]}"; do
    name=${entry#*:}
    file=$(find "$CUDA_PATH/lib" "$CUDA_PATH/../../cutensor/lib" -maxdepth 1 -name "$name" -print -quit 2>/dev/null)
    [ -n "$file" ] || fail "no $name beside CUDA_PATH=$CUDA_PATH (its lib, or the cutensor wheel's) to carry"
    pack_pieces "$file" "$bundle" || fail "compressing $file failed"
done
cp scripts/carried.sh "$bundle/carried.sh"
cp benchmarks/run.sh "$bundle/run.sh"
git rev-parse --short HEAD >"$bundle/commit" 2>/dev/null || echo unknown >"$bundle/commit"
gcc --version | head -1 >"$bundle/c-compiler"
du -sh "$bundle"
