#!/usr/bin/env bash
# Quick start: builds the bindings and runs the info example against whatever
# CUDA this machine has (the build's own search: README, "Finding the
# toolkit"). Only when that build fails does it provision what CI uses, under
# target/cuda-provision/ (libclang from apt if missing, NVIDIA's CUDA 13.0
# wheels, Debian's libcuda unpacked, never installed), and try again with it.
set -euo pipefail
cd "$(dirname "$0")/.."

if cargo run --quiet --example info; then
    exit 0
fi
echo "quickstart: the build above failed; provisioning CUDA 13.0 the way CI does, then trying again"
bash scripts/provision.sh
[ -f target/cuda-provision/env.sh ] || { echo "quickstart: provisioning wrote no target/cuda-provision/env.sh" >&2; exit 1; }
# shellcheck source=/dev/null
. target/cuda-provision/env.sh
cargo run --quiet --example info
