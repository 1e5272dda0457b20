#!/usr/bin/env bash
# Two runs of the build script over the same headers must write byte-identical
# bindings: runs it, forces a second run, and compares the generated files.
set -euo pipefail
cd "$(dirname "$0")/.."
out_dir() {
    cargo build --message-format=json 2>/dev/null | python3 -c '
import json, sys
for line in sys.stdin:
    message = json.loads(line)
    if message.get("reason") == "build-script-executed" and "cuda-raw-sys" in message["package_id"]:
        print(message["out_dir"])'
}
digest() { (cd "$1" && sha256sum bindings.rs aliases.rs); }
first=$(out_dir)
before=$(digest "$first")
touch build.rs # makes cargo run the build script again
second=$(out_dir)
after=$(digest "$second")
if [ "$before" != "$after" ]; then
    printf 'bindings differ between two builds:\n%s\n%s\n' "$before" "$after" >&2
    exit 1
fi
echo "reproducible: two build-script runs wrote identical bindings"
printf '%s\n' "$after"
