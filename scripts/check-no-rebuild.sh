#!/usr/bin/env bash
# What cargo must not redo, read from its JSON messages, in the target folder
# the README's test command (`cargo test --workspace`) has just filled:
# - `cargo build`, then a second `cargo build` with nothing changed: the
#   second reruns nothing, no build script and no compile. Every
#   rerun-if-changed/-env-changed line the build script prints is a way to
#   get this wrong (an untracked path that changes, a tracked variable that
#   differs between runs);
# - `cargo test --workspace` after them builds nothing, and its units of
#   bindgen and of cuda-raw-sys's build script are the build's: the test
#   dependencies (clap's derive through libtest-mimic, the build crate's own
#   tests, systest) share crates with the build dependencies, and any
#   difference in features or profile gives those crates new hashes, so new
#   file names, which a user's `cargo build` then `cargo test` would compile
#   twice (bindgen and the build script with them). The file names tell it
#   here, in a folder that holds both already, without a build from an empty
#   folder (3 minutes of CI's CPU).
# Arguments go to every cargo command (e.g. --features dynamic-loading), and
# should be the ones the folder's last `cargo test --workspace` had.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/common.sh
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
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
cargo_findings "$folder/test.json" | awk -F'\t' '$1 == "artifact"' >"$folder/test.tsv"
rebuilt=$(awk -F'\t' '$2 == "built" { print $3 " " $4 }' "$folder/test.tsv")
[ -z "$rebuilt" ] || fail "cargo test --workspace after cargo build rebuilt: $rebuilt"
# bindgen and the build script: the test's units are among the build's; the
# build crate's build-dependency unit is among the test's (the test builds
# it also as a unit of its own, for its tests and systest's).
other=$(awk -F'\t' 'FILENAME == ARGV[1] { first[$5] = 1; next }
    (($3 == "cuda-raw-sys" && $4 == "build-script-build") || $4 == "bindgen") && !($5 in first) {
        print $3 " " $4 ": " $5 }' "$folder/first.tsv" "$folder/test.tsv")
[ -z "$other" ] || fail "cargo test --workspace uses units cargo build did not build: $other"
other=$(awk -F'\t' 'FILENAME == ARGV[1] { test[$5] = 1; next }
    $4 == "cuda_raw_sys_build" && !($5 in test) { print $3 " " $4 ": " $5 }' "$folder/test.tsv" "$folder/first.tsv")
[ -z "$other" ] || fail "cargo test --workspace does not use the build's build crate: $other"
echo "check-no-rebuild: cargo test --workspace after cargo build rebuilt nothing, and uses the build's" \
    "bindgen, cuda-raw-sys-build and build script"
