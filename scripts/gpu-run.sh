#!/usr/bin/env bash
# Runs on the GPU machine from the folder scripts/gpu-bundle.sh filled: every
# test binary with CUDA_RAW_SYS_REQUIRE_GPU=1, then the GPU binary again under
# compute-sanitizer memcheck with leak checking. A binary with sanitizer
# errors counts as one more failure. Last line: "N passed, M failed, K ignored".
# Exits 1 when anything failed: a test, the info example, or a binary that
# ended badly without a test failing.
#
# The sanitizer does not report API errors: the error-path tests provoke them
# on purpose and assert the codes themselves. Memory errors and leaks count.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export CUDA_RAW_SYS_REQUIRE_GPU=1
# The full multicast path never runs on shared machines: a multicast object can
# take the host's GPUs out of service.
unset CUDA_RAW_SYS_TEST_MULTICAST
export NCCL_NVLS_ENABLE=0
library_path=${CUDA_RUNTIME_LIB_DIR:-/usr/local/cuda/lib64}
# The libcudart the bundle was built against (CUDA 12.x headers need
# libcudart.so.12, which the machine's CUDA 13 toolkit lacks) comes first.
if [ -d "$here/lib" ]; then library_path="$here/lib:$library_path"; fi
export LD_LIBRARY_PATH="$library_path${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
sanitizer=${COMPUTE_SANITIZER:-/usr/local/cuda/bin/compute-sanitizer}
passed=0 failed=0 ignored=0

number_before() { # the number before " $1" in libtest's summary line $2, or 0
    local number
    number=$(sed -n "s/.* \([0-9][0-9]*\) $1.*/\1/p" <<<"$2")
    echo "${number:-0}"
}

count() { # adds the counts of libtest's "test result:" lines in $1
    local line
    while read -r line; do
        passed=$((passed + $(number_before passed "$line")))
        failed=$((failed + $(number_before failed "$line")))
        ignored=$((ignored + $(number_before ignored "$line")))
    done < <(grep '^test result:' <<<"$1")
}

run() { # runs one binary (behind an optional wrapper), prints and counts its output; never fails itself
    local output status=0
    output=$("$@" 2>&1) || status=$?
    printf '%s\n' "$output"
    count "$output"
    if [ "$status" -ne 0 ] && ! grep -q '^test result: FAILED' <<<"$output"; then
        echo "run.sh: '$*' exited $status without a test failure: counted as one"
        failed=$((failed + 1))
    fi
}

echo "== $(date -u +%FT%TZ) on $(hostname), bundle $(cat "$here/commit" 2>/dev/null)"
if [ -f "$here/headers" ]; then echo "== built against $(cat "$here/headers")"; fi
if [ -f "$here/features" ]; then echo "== built with --features $(cat "$here/features")"; fi
if [ -d "$here/lib" ]; then echo "== carried libcudart: $(cd "$here/lib" && echo libcudart.so*)"; fi
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>&1 | sed 's/^/== GPU: /' \
    || echo "== nvidia-smi failed"
"$here/info" || { echo "run.sh: info example failed"; failed=$((failed + 1)); }

echo "== tests"
binaries=("$here"/tests/*)
if [ ! -e "${binaries[0]}" ]; then
    echo "run.sh: no test binaries in $here/tests: counted as one failure"
    failed=$((failed + 1))
    binaries=()
fi
for binary in "${binaries[@]}"; do run "$binary"; done

echo "== examples (ports of NVIDIA's samples)"
for example in "$here"/examples/*; do
    [ -e "$example" ] || continue
    echo "-- $(basename "$example")"
    "$example" || { echo "run.sh: example $(basename "$example") failed"; failed=$((failed + 1)); }
done

if [ "${SKIP_SANITIZER:-0}" != 1 ]; then
    echo "== GPU tests under compute-sanitizer --tool memcheck --leak-check full"
    # The other binaries make no CUDA call, which the sanitizer refuses.
    run "$sanitizer" --tool memcheck --leak-check full --report-api-errors no \
        --error-exitcode 86 "$here/tests/gpu"
fi
echo "$passed passed, $failed failed, $ignored ignored"
[ "$failed" -eq 0 ]
