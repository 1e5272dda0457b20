#!/usr/bin/env bash
# What cargo must not redo, read from its JSON messages, from an empty target
# folder (so that the first build is the one a user's would be):
# - a second `cargo build` with nothing changed reruns nothing, no build
#   script and no compile. Every rerun-if-changed/-env-changed line the build
#   script prints is a way to get this wrong (an untracked path that changes,
#   a tracked variable that differs between runs);
# - `cargo test --workspace` after it rebuilds neither bindgen, the
#   cuda-raw-sys-build crate nor cuda-raw-sys's build script: the test
#   dependencies (clap's derive through libtest-mimic, the build crate's own
#   tests, systest) share crates with the build dependencies, and any
#   difference in features or profile gives those crates new hashes.
# Arguments go to every cargo command (e.g. --features dynamic-loading).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/common.sh
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
export CARGO_TARGET_DIR=$folder
fail() { echo "check-no-rebuild: $*" >&2; exit 1; }
cargo build --message-format=json "$@" >"$folder/first.json" || fail "cargo build $* failed"
cargo build --message-format=json "$@" >"$folder/second.json" || fail "the second cargo build $* failed"
cargo test --workspace --no-run --message-format=json "$@" >"$folder/test.json" ||
    fail "cargo test --workspace --no-run $* failed"
cargo_findings "$folder/first.json" | awk -F'\t' '$1 == "artifact"' >"$folder/first.tsv"
[ -s "$folder/first.tsv" ] || fail "the first build reported no artifacts"
rebuilt=$(cargo_findings "$folder/second.json" | awk -F'\t' '$1 == "artifact" && $2 == "built" { print $3 " " $4 }')
[ -z "$rebuilt" ] || fail "a second build with nothing changed rebuilt: $rebuilt"
echo "check-no-rebuild: a second build reran nothing ($(wc -l <"$folder/first.tsv") artifacts fresh)"
# A unit rebuilt with other features or another profile gets a new hash, so a
# new file name: look for the build script and bindgen by name. The build
# crate is also built anew for its own tests and systest's (a unit of its
# own); its build-dependency unit must not be built again.
rebuilt=$(cargo_findings "$folder/test.json" | awk -F'\t' '
    FILENAME == "-" && $1 == "artifact" && $2 == "built" &&
    (($3 == "cuda-raw-sys" && $4 == "build-script-build") || $4 == "bindgen" ||
     ($4 == "cuda_raw_sys_build" && ($5 in first))) { print $3 " " $4 ": " $5 }
    FILENAME != "-" { first[$5] = 1 }' "$folder/first.tsv" -)
[ -z "$rebuilt" ] || fail "cargo test --workspace after cargo build rebuilt: $rebuilt"
echo "check-no-rebuild: cargo test --workspace after cargo build rebuilt neither bindgen," \
    "cuda-raw-sys-build nor the build script"
