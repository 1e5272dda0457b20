#!/usr/bin/env bash
# A second `cargo build` with nothing changed must rerun nothing: no build
# script, no compile. Every rerun-if-changed/-env-changed line the build script
# prints is a way to get this wrong (an untracked path that changes, a tracked
# variable that differs between runs). Reads cargo's JSON messages: every
# artifact must come back fresh.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet "$@"
cargo build --message-format=json "$@" | python3 -c '
import json, sys
artifacts = [m for m in map(json.loads, sys.stdin) if m.get("reason") == "compiler-artifact"]
rebuilt = [m["package_id"] + " " + m["target"]["name"] for m in artifacts if not m["fresh"]]
if not artifacts:
    sys.exit("check-noop-build: cargo reported no artifacts")
if rebuilt:
    sys.exit("check-noop-build: a second build with nothing changed rebuilt:\n  " + "\n  ".join(rebuilt))
print(f"check-noop-build: second build reran nothing ({len(artifacts)} artifacts fresh)")'
