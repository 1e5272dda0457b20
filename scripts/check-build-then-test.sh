#!/usr/bin/env bash
# `cargo build` followed by `cargo test` must not rebuild bindgen, its
# dependencies, the cuda-raw-sys-build crate or the build script: the test
# dependencies (clap's derive through libtest-mimic, clang-sys for
# tests/discovery.rs) share crates with the build dependencies, and any
# difference in features or profile between the two builds gives those crates
# new hashes. Starts from an empty target folder, so the first build is the
# one a user's would be. Reads cargo's JSON messages: bindgen,
# cuda-raw-sys-build and the build script must come back fresh.
set -euo pipefail
cd "$(dirname "$0")/.."
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
export CARGO_TARGET_DIR=$folder
artifacts() { python3 -c '
import json, sys
for line in sys.stdin:
    message = json.loads(line) if line.startswith("{") else {}
    if message.get("reason") == "compiler-artifact":
        # The first file names the unit: its hash covers features and profile.
        print(("fresh" if message["fresh"] else "built"), message["package_id"].split("/")[-1],
              message["target"]["name"], message["filenames"][0], sep="\t")'
}
cargo build --message-format=json "$@" 2>/dev/null | artifacts >"$folder/build.tsv"
cargo test --no-run --message-format=json "$@" 2>/dev/null | artifacts >"$folder/test.tsv"
python3 - "$folder/build.tsv" "$folder/test.tsv" <<'PY'
import sys
def read(path):
    return [line.rstrip("\n").split("\t") for line in open(path) if line.strip()]
first = read(sys.argv[1])
if not first:
    sys.exit("check-build-then-test: the first build reported no artifacts")
# A unit rebuilt with other features or another profile gets a new hash, so a
# new file name: look for the build script, its crate and bindgen by name instead.
def watched(package, name):
    own_script = name == "build-script-build" and "cuda-raw-sys@" in package
    return own_script or name in ("bindgen", "cuda_raw_sys_build")
rebuilt = [f"{package} {name}: {file}" for state, package, name, file in read(sys.argv[2])
           if state == "built" and watched(package, name)]
if rebuilt:
    sys.exit("check-build-then-test: cargo test after cargo build rebuilt:\n  " + "\n  ".join(rebuilt))
print(f"check-build-then-test: cargo test after cargo build rebuilt neither bindgen, cuda-raw-sys-build "
      f"nor the build script "
      f"(the build made {len(first)} artifacts)")
PY
