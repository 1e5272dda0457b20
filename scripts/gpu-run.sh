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
# NCCL, NVSHMEM and cuBLASMp keep away from NVLink multicast (NVLS) in every
# process.
export NCCL_NVLS_ENABLE=0 NVSHMEM_DISABLE_NVLS=1 CUBLASMP_DISABLE_MULTICAST=1
# What the bundle carries compressed (carried.sh, from scripts/): the
# further libraries of another CUDA version, one archive each; the
# libraries the machine lacks, in pieces; test binaries over 4 MB. Each is
# here or in the part folders scripts/gpu-parts.sh made beside it
# (<bundle>-part<N>, sent in calls of their own).
. "$here/carried.sh"
# The toolkit's libraries, libNVVM beside them, and NVIDIA's wheels' (cuBLAS,
# cuDNN, NCCL, cuSPARSELt, NVSHMEM).
library_path=${CUDA_RUNTIME_LIB_DIR:-/usr/local/cuda/lib64}
library_path=$library_path$(machine_library_folders "$library_path")
# Once: a later run in the same folder (a sanitizer pass split over calls,
# or several beside each other) leaves lib/ as the first unpacked it, the
# libraries its processes have mapped.
if [ ! -f "$here/.unpacked" ]; then
    for archive in "$here"/further-*.tar.xz "$here"-part*/further-*.tar.xz; do
        [ -f "$archive" ] || continue
        mkdir -p "$here/lib"
        unpack_archive "$archive" "$here/lib"
    done
    unpack_pieces "$here/lib" "$here" "$here"-part*
    : >"$here/.unpacked"
fi
# Or, where another bundle carries the libraries the machine lacks
# (lacking-from), that bundle's lib/.
if [ -f "$here/lacking-from" ]; then
    lacking=$(dirname "$here")/$(cat "$here/lacking-from")/lib
    [ -d "$lacking" ] || { echo "run.sh: this bundle takes the libraries the machine lacks from $lacking, which is not there: run that bundle first" >&2; exit 1; }
    library_path="$lacking:$library_path"
fi
for packed in "$here"-part*/tests/*.xz; do
    [ -f "$packed" ] && mv "$packed" "$here/tests/"
done
for packed in "$here"/tests/*.xz; do
    [ -f "$packed" ] && unpack_binary "$packed"
done
# The libcudart the bundle was built against (CUDA 12.x headers need
# libcudart.so.12, which the machine's CUDA 13 toolkit lacks), and the
# further libraries carried with it, come first.
if [ -d "$here/lib" ]; then library_path="$here/lib:$library_path"; fi
export LD_LIBRARY_PATH="$library_path${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
# CUDA 11.7's libraries predate Hopper (11.8 brought sm_90): cuBLAS,
# cuBLASLt and cuFFT carry sm_80 PTX for it, cuSPARSE and cuSOLVER sm_86
# PTX, which the driver compiles as a module loads, one module at a time in
# a process. Loaded lazily (CUDA_MODULE_LOADING=LAZY, from 11.7, the default
# from 12.2), only the modules a test launches from are compiled; even so,
# in one process the suite ran past 480 s (2026-11-27, an H200). So each of
# those libraries' GPU tests first run in a process of their own, all at
# once, and the driver keeps what it compiled in its compute cache
# (CUDA_CACHE_MAXSIZE, 4 GiB, its largest); the suite and its sanitizer
# pass then find it there. Those first runs are not counted: the suite runs
# every test again.
headers_version=$(sed -n 's/^CUDA_VERSION \([0-9]*\).*/\1/p' "$here/headers" 2>/dev/null || true)
if [ "${headers_version:-0}" -gt 0 ] && [ "$headers_version" -lt 11080 ]; then
    export CUDA_MODULE_LOADING=${CUDA_MODULE_LOADING:-LAZY} CUDA_CACHE_MAXSIZE=${CUDA_CACHE_MAXSIZE:-4294967296}
    echo "== headers of CUDA $headers_version, whose libraries predate Hopper: CUDA_MODULE_LOADING=$CUDA_MODULE_LOADING, CUDA_CACHE_MAXSIZE=$CUDA_CACHE_MAXSIZE"
    ahead=$(mktemp -d) started=$(date +%s) built_with=,$(cat "$here/features" 2>/dev/null || true),
    for library in ml_libraries::cublas_ ml_libraries::cublaslt_ ml_libraries::cudnn_ scientific_libraries::cufft_ \
        scientific_libraries::cusparse_ scientific_libraries::cusolver_; do
        feature=${library#*::} && feature=${feature%_}
        case $built_with in *,"$feature",*) ;; *) continue ;; esac
        (status=0 && "$here/tests/gpu" --test-threads 1 "$library" >"$ahead/${library#*::}" 2>&1 || status=$?
            echo "exit $status after $(($(date +%s) - started)) s" >>"$ahead/${library#*::}") &
    done
    wait
    for log in "$ahead"/*; do
        [ -f "$log" ] || continue
        echo "== compiled ahead, $(basename "$log")*: $(grep -h '^test result' "$log") ($(tail -1 "$log"))"
    done
    rm -rf "$ahead"
fi
sanitizer=${COMPUTE_SANITIZER:-/usr/local/cuda/bin/compute-sanitizer}
sanitizer_options=(--tool memcheck --leak-check full --report-api-errors no --error-exitcode 86)
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

run() { # runs one binary (behind an optional wrapper), prints its output as it comes, counts it; never fails itself
    local output status log
    # Streamed, so that a call cut off by its time limit still shows where
    # the binary was (CUDA 11.7's with every library once ran past 600 s and
    # printed nothing).
    log=$(mktemp)
    { status=0 && "$@" 2>&1 || status=$?; echo "$status" >"$log.status"; } | tee "$log"
    output=$(cat "$log") status=$(cat "$log.status")
    rm -f "$log" "$log.status"
    count "$output"
    if [ "$status" -ne 0 ] && ! grep -q '^test result: FAILED' <<<"$output"; then
        echo "run.sh: '$*' exited $status without a test failure: counted as one"
        failed=$((failed + 1))
    fi
}

# STRESS=N: instead of the suite, the stress mode (docs/gpu-runs.md, issue 21):
# the GPU binary in N fresh processes one after another (lazy and eager module
# loading in turn; with STRESS_DROP_CACHES=1 the page cache dropped before
# each, so that its first NVRTC compile reads from disk as on a cold machine),
# then STRESS_PARALLEL_ROUNDS (N) rounds of STRESS_PARALLEL (3) processes at
# once, in each of which every GPU test that is not exclusive runs again and
# again for STRESS_SECONDS (15) beside the others; then STRESS_SANITIZER (2)
# processes under compute-sanitizer, one test at a time (see below). Each process records its mappings,
# imports and launches (tests/gpu/trace.rs) and every close() with its caller
# (fdtrace.c, built here with gcc) into STRESS_LOGS, and analyze.py checks
# the records; those of processes that passed both are deleted.
if [ -n "${STRESS:-}" ]; then
    logs=${STRESS_LOGS:-$here/stress-logs}
    rm -rf "$logs" && mkdir -p "$logs"
    preload=""
    if gcc -shared -fPIC -O2 "$here/fdtrace.c" -o "$logs/fdtrace.so" -ldl; then
        preload="$logs/fdtrace.so"
    else
        echo "run.sh: gcc could not build fdtrace.so: no close() records"
    fi
    export CUDA_RAW_SYS_STRESS_SECONDS=${STRESS_SECONDS:-15}
    faulted=()
    stress_process() { # $1: the record's name; the rest: a wrapper, or none; STRESS_THREADS: --test-threads
        local name=$1 dir status=0
        shift
        dir="$logs/$name"
        mkdir -p "$dir"
        CUDA_RAW_SYS_TRACE_DIR=$dir FDTRACE_DIR=$dir LD_PRELOAD=${STRESS_PRELOAD-$preload} \
            "$@" "$here/tests/gpu" ${STRESS_THREADS:+--test-threads=$STRESS_THREADS} >"$dir/output" 2>&1 ||
            status=$?
        local summary
        summary=$(grep '^test result:' "$dir/output" || echo "no test result (exit $status)")
        echo "-- $name: $summary"
        count "$(cat "$dir/output")"
        if ! python3 "$here/analyze.py" "$dir" >"$dir/analysis"; then status=1; fi
        sed 's/^/   /' "$dir/analysis"
        if [ "$status" -eq 0 ]; then
            rm -f "$dir"/trace.* "$dir"/fdtrace.*
        else
            grep -E '^test .* FAILED|stress round|^=========' "$dir/output" | head -20 || true
            touch "$dir/failed"
            faulted+=("$name")
            if ! grep -q '^test result: FAILED' "$dir/output"; then failed=$((failed + 1)); fi
        fi
    }
    echo "== stress: $STRESS fresh processes, ${CUDA_RAW_SYS_STRESS_SECONDS} s each, on $(hostname)"
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>&1 | sed 's/^/== GPU: /' || true
    for round in $(seq 1 "$STRESS"); do
        loading=LAZY
        if [ $((round % 2)) -eq 0 ]; then loading=EAGER; fi
        if [ "${STRESS_DROP_CACHES:-0}" = 1 ]; then
            sync && echo 3 >/proc/sys/vm/drop_caches || echo "run.sh: could not drop the page cache"
        fi
        CUDA_MODULE_LOADING=$loading stress_process "sequential-$round-$loading"
    done
    for round in $(seq 1 "${STRESS_PARALLEL_ROUNDS:-$STRESS}"); do
        for process in $(seq 1 "${STRESS_PARALLEL:-3}"); do
            stress_process "parallel-$round-$process" &
        done
        wait
    done
    # Background jobs counted in subshells: recount from their records.
    passed=0 failed=0 ignored=0 faulted=()
    for output in "$logs"/*/output; do
        count "$(cat "$output")"
        dir=$(dirname "$output")
        if [ -e "$dir/failed" ]; then
            faulted+=("$(basename "$dir")")
            grep -q '^test result: FAILED' "$output" || failed=$((failed + 1))
        fi
    done
    # Under the sanitizer the tests run once each, one at a time, as in the
    # suite's own sanitizer pass (below).
    for round in $(seq 1 "${STRESS_SANITIZER:-2}"); do
        STRESS_PRELOAD="" CUDA_RAW_SYS_STRESS_SECONDS=0 STRESS_THREADS=1 \
            stress_process "sanitizer-$round" "$sanitizer" "${sanitizer_options[@]}"
    done
    echo "== stress: processes that failed: ${faulted[*]:-none}"
    echo "$passed passed, $failed failed, $ignored ignored"
    [ "$failed" -eq 0 ]
    exit
fi

echo "== $(date -u +%FT%TZ) on $(hostname), bundle $(cat "$here/commit" 2>/dev/null)"
if [ -f "$here/headers" ]; then echo "== built against $(cat "$here/headers")"; fi
if [ -f "$here/features" ]; then echo "== built with --features $(cat "$here/features")"; fi
if [ -d "$here/lib" ]; then echo "== carried: $(cd "$here/lib" && echo lib*.so*)"; fi
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>&1 | sed 's/^/== GPU: /' \
    || echo "== nvidia-smi failed"
# Where there are several GPUs, how they are joined (NVLink, PCIe).
if [ "$(nvidia-smi --list-gpus 2>/dev/null | wc -l)" -gt 1 ]; then
    echo "== topology (nvidia-smi topo -m):"
    nvidia-smi topo -m 2>&1 || echo "== nvidia-smi topo -m failed"
fi
"$here/info" || { echo "run.sh: info example failed"; failed=$((failed + 1)); }

# SANITIZER_ONLY=1: the sanitizer pass alone, over the tests run.sh's
# arguments name (libtest's filters and --skip): a pass split over calls.
sanitizer_only=${SANITIZER_ONLY:-0}
echo "== tests"
binaries=("$here"/tests/*)
if [ "$sanitizer_only" = 1 ]; then
    binaries=()
elif [ ! -e "${binaries[0]}" ]; then
    echo "run.sh: no test binaries in $here/tests: counted as one failure"
    failed=$((failed + 1))
    binaries=()
fi
for binary in "${binaries[@]}"; do run "$binary"; done

if [ "$sanitizer_only" != 1 ]; then
    echo "== examples (ports of NVIDIA's samples)"
    for example in "$here"/examples/*; do
        [ -e "$example" ] || continue
        echo "-- $(basename "$example")"
        "$example" || { echo "run.sh: example $(basename "$example") failed"; failed=$((failed + 1)); }
    done
fi

if [ "${SKIP_SANITIZER:-0}" != 1 ]; then
    echo "== GPU tests under compute-sanitizer --tool memcheck --leak-check full, one test at a time"
    # The other binaries make no CUDA call, which the sanitizer refuses. One
    # thread: memcheck loses a buffer mapped by cuExternalMemoryGetMappedBuffer
    # at an address another thread's buffer was just freed from, and aborts
    # the next kernel over it (gpu-stress/mapped_buffer_race.cu reproduces it
    # in C; docs/gpu-runs.md). The plain pass above runs the tests in parallel.
    # Two tests run only in the plain pass: CUPTI's trace (the sanitizer is
    # CUPTI's subscriber already: cuptiActivityRegisterCallbacks answers
    # CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED under it), and cuFile's
    # (cuFileDriverOpen keeps 64 KiB of device memory past cuFileDriverClose,
    # which the leak check counts against the test).
    # Every process of a multi-GPU test runs under memcheck, whose start-up
    # with cuFFTMp's modules took 304 s (12.9, two H200s): each side waits
    # for the other CUDA_RAW_SYS_TEST_PATIENCE seconds here, 120 elsewhere.
    CUDA_RAW_SYS_TEST_PATIENCE=${CUDA_RAW_SYS_TEST_PATIENCE:-600} \
        run "$sanitizer" "${sanitizer_options[@]}" "$here/tests/gpu" --test-threads=1 \
            --skip scientific_libraries::cupti_records_a_driver_kernel_and_an_nvtx_range \
            --skip scientific_libraries::cufile_writes_and_reads_a_file_from_mapped_memory "$@"
fi
echo "$passed passed, $failed failed, $ignored ignored"
[ "$failed" -eq 0 ]
