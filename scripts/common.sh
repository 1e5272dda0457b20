# Shared by the scripts that read cargo's JSON messages; source it.

# Reads `cargo build --message-format=json` on stdin and prints the OUT_DIR
# of cuda-raw-sys's build script; fails when cargo reported none.
cuda_raw_sys_out_dir() {
    python3 -c '
import json, sys
out_dirs = [message["out_dir"] for message in map(json.loads, sys.stdin)
            if message.get("reason") == "build-script-executed"
            and "cuda-raw-sys" in message["package_id"]]
if not out_dirs:
    sys.exit("cargo reported no build-script run for cuda-raw-sys")
print(out_dirs[-1])'
}
