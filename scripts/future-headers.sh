#!/usr/bin/env bash
# A toolkit newer than any tested: makes a future release's headers from the
# newest pinned ones (the CUDA 13.5 wheels), adding what no release has had
# yet, and builds against them twice (found through CUDA_INCLUDE_DIR and
# CUDA_LIB_DIR, libcudart from 13.5):
#   - a function documented with Doxygen commands the converter has never seen;
#   - a function-like macro alias, and a chain of object-like ones;
#   - a new anonymous union in a struct a cfg reads (cudaExternalMemoryBufferDesc);
#   - an enum with a 64-bit value; a cast macro of a new pointer typedef;
#   - an inline function, and a function with a deprecated attribute;
#   - a struct with a flexible array member.
# Each build must succeed, the ABI check and the header coverage test must
# pass and the docs must build with -D warnings; it prints what the build
# left out, with the reasons (left_out.tsv), and the two builds' counts must
# be the same.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/common.sh
fail() { echo "future-headers: $*" >&2; exit 1; }
cache=$PWD/target/cuda-provision
[ -f "$cache/env.sh" ] || fail "run scripts/provision.sh first"
# shellcheck source=/dev/null
. "$cache/env.sh"
newest=$cache/cuda-13.5/nvidia/cu13
# Absolute: the build scripts read the headers from their own folders.
fixture=$(realpath -m "${CARGO_TARGET_DIR:-$PWD/target}")/future-headers
rm -rf "$fixture" && mkdir -p "$fixture"
cp -r "$newest/include" "$fixture/include"

# An anonymous union in a struct the cuda_runtime_buffer_desc_has_reserved cfg reads.
python3 - "$fixture/include/driver_types.h" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
start = text.index("struct __device_builtin__ cudaExternalMemoryBufferDesc {")
end = text.index("};", start)
old = "    unsigned int reserved[16];\n"
body = text[start:end]
if old not in body:
    sys.exit("future-headers: cudaExternalMemoryBufferDesc has no reserved[16] to put in a union")
body = body.replace(old, "    union {\n        unsigned int reserved[16];\n        unsigned long long reserved64[8];\n    };\n")
open(path, "w").write(text[:start] + body + text[end:])
PY

cat >"$fixture/include/cuda_future.h" <<'EOF'
/* What no CUDA release has had yet, for cuda-raw-sys's future-headers check. */
#ifndef CUDA_RAW_SYS_FUTURE_H
#define CUDA_RAW_SYS_FUTURE_H
#ifdef __cplusplus
extern "C" {
#endif

/**
 * \brief A call no release has had.
 *
 * \frobnicate twice, \since 14.0 and \experimental: commands the converter
 * has never seen. \newterm{count} is one too.
 *
 * \param count - How many
 *
 * \return ::CUDA_SUCCESS, ::CUDA_ERROR_INVALID_VALUE
 * \sa ::cuMemMap
 */
CUresult CUDAAPI cuFutureCall_v2(unsigned int count);
#define cuFutureCall(count) cuFutureCall_v2(count)

/** \brief The end of a chain of aliases. */
CUresult CUDAAPI cuFutureChain_v3(int value);
#define cuFutureChainB cuFutureChain_v3
#define cuFutureChainA cuFutureChainB

/** A handle of a new kind. */
typedef struct CUfutureHandle_st *CUfutureHandle;
/** No handle. */
#define CU_FUTURE_HANDLE_NONE ((CUfutureHandle)0x3)

/** An enum with a value beyond 32 bits. */
typedef enum CUfutureWide_enum {
    CU_FUTURE_WIDE_SMALL = 1,
    CU_FUTURE_WIDE_BIG = 0x100000000ULL
} CUfutureWide;

/** Inline, so no library exports it. */
static inline CUresult cuFutureInline(void) { return CUDA_SUCCESS; }

/** \deprecated Use ::cuFutureCall. */
__attribute__((deprecated)) CUresult CUDAAPI cuFutureOld(int value);

/** A list of devices. */
typedef struct CUfutureList_st {
    unsigned int count;   /**< How many */
    CUdevice devices[];   /**< The devices */
} CUfutureList;

#ifdef __cplusplus
}
#endif
#endif
EOF
echo '#include "cuda_future.h"' >>"$fixture/include/cuda.h"

unset CUDA_PATH VIRTUAL_ENV
export CUDA_INCLUDE_DIR=$fixture/include CUDA_LIB_DIR=$newest/lib
export LD_LIBRARY_PATH=$newest/lib${CUDA_RAW_SYS_LIBCUDA_DIR:+:$CUDA_RAW_SYS_LIBCUDA_DIR}
counts() { # the two summaries, without the timings
    local messages package out_dir
    messages=$(cargo test --locked -p cuda-raw-sys -p cuda-raw-sys-systest --no-run \
        --message-format=json 2>/dev/null)
    for package in cuda-raw-sys cuda-raw-sys-systest; do
        out_dir=$(cargo_out_dir "$package" <<<"$messages")
        grep -v '^seconds_' "$out_dir/summary.tsv" | sed "s/^/$package /"
    done
}
for run in 1 2; do
    echo "== future headers, run $run"
    # The build script runs again, from scratch: removing the package's
    # outputs from this lane's target folder, not touching wrapper.h, whose
    # new time would make every other lane's build run its build script again.
    cargo clean --quiet --locked -p cuda-raw-sys
    cargo build --locked --quiet || fail "the build over future headers failed (run $run)"
    cargo test --locked -p cuda-raw-sys-systest --test abi --test header_coverage \
        || fail "the ABI check or the header coverage failed over future headers (run $run)"
    RUSTDOCFLAGS="-D warnings" cargo doc --locked --quiet --no-deps --lib \
        || fail "the docs over future headers do not build with -D warnings (run $run)"
    counts >"$fixture/counts-$run.tsv"
done
out_dir=$(cargo build --locked --message-format=json 2>/dev/null | cargo_out_dir cuda-raw-sys)
echo "== left out, with the reasons (left_out.tsv):"
sed 's/^/   /' "$out_dir/left_out.tsv"
echo "== counts:"
tr '\t' ' ' <"$fixture/counts-1.tsv" | sed 's/^/   /'
cmp -s "$fixture/counts-1.tsv" "$fixture/counts-2.tsv" ||
    fail "two runs gave different counts: $(diff "$fixture/counts-1.tsv" "$fixture/counts-2.tsv" | tr '\n' ' ')"
echo "future-headers: two builds over headers newer than any release succeeded with the same counts"
