#!/usr/bin/env bash
# Quick start: builds the bindings and runs the info example. Uses the CUDA
# toolkit already on this machine when there is one (CUDA_PATH and friends,
# nvcc on PATH, /usr/local/cuda, /opt/cuda); otherwise provisions headers,
# libcudart and libcuda under target/cuda-provision/ the way CI does, and
# builds against CUDA 13.0 there (the env.sh that scripts/provision.sh writes).
set -euo pipefail
cd "$(dirname "$0")/.."

local_toolkit() {
    local variable
    for variable in CUDA_PATH CUDA_HOME CUDA_ROOT CUDA_TOOLKIT_ROOT_DIR; do
        [ -n "${!variable:-}" ] && return 0
    done
    command -v nvcc >/dev/null || [ -f /usr/local/cuda/include/cuda.h ] || [ -f /opt/cuda/include/cuda.h ]
}

if local_toolkit; then
    echo "quickstart: using the local CUDA toolkit"
    bash scripts/provision.sh libclang
else
    echo "quickstart: no local CUDA toolkit; provisioning NVIDIA's CUDA wheels under target/cuda-provision/"
    bash scripts/provision.sh
    [ -f target/cuda-provision/env.sh ] || { echo "quickstart: provisioning wrote no target/cuda-provision/env.sh" >&2; exit 1; }
    # shellcheck source=/dev/null
    . target/cuda-provision/env.sh
fi
cargo run --example info
