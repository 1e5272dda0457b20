#!/usr/bin/env bash
# Runs the README's test command, `cargo test --workspace` (every test that
# needs no GPU, the examples and the doctests; not the build crate's, which
# read no headers), against each CUDA version that
# scripts/provision.sh unpacked, each found through a different discovery
# source, and prints each version's counts. Every run binds cudaTypedefs.h too
# (feature pfn-typedefs; .ci/run tests the default features against CUDA 13.0),
# CUDA 13.0's run also turns on per-thread-default-stream (the default stream's
# legacy names are .ci/run's default-feature test), and 12.0 runs a second
# time with dynamic-loading (libcudart.so.12 loaded at run time), as does
# 11.7, the oldest CUDA 11 (libcudart.so.11.0). The further libraries'
# features are on in every run (cuDNN and NCCL where pinned; on CUDA 11 the
# libraries its cu11 wheels hold), and Debian's own CUDA 11.8 packages
# (provision.sh's step debian) with the two libraries provisioned from them,
# NVRTC and cuRAND. Last line:
# "matrix: N passed, M failed, K skipped" over all runs (skipped: the
# GPU tests, ignored with their reason on a machine without a GPU).
# MATRIX_WAIT=COMMAND: the versions but env.sh's (13.0, the first run) are
# still being provisioned; COMMAND (.ci/run's wait_provisioned) runs before
# the first of their runs, and its failure ends the matrix.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/common.sh
cache=$PWD/target/cuda-provision
[ -f "$cache/env.sh" ] || { echo "test-matrix: run scripts/provision.sh first" >&2; exit 1; }
# shellcheck source=/dev/null
. "$cache/env.sh" # Debian's libcuda for linking and running
base_library_path=${CUDA_RAW_SYS_LIBCUDA_DIR:-}
# The runs, one a line: a CUDA version, then the cargo features (common.sh's matrix_runs).
mapfile -t runs < <(matrix_runs)
[ "${#runs[@]}" -gt 0 ] || { echo "test-matrix: matrix_runs listed no run" >&2; exit 1; }
passed=0 failed=0 ignored=0 failures=() runs_done=()
items=$(mktemp -d)

count() { # adds the counts of libtest's "test result:" lines on stdin
    local line
    while read -r line; do
        passed=$((passed + $(sed -n 's/.* \([0-9]*\) passed.*/\1/p' <<<"$line")))
        failed=$((failed + $(sed -n 's/.* \([0-9]*\) failed.*/\1/p' <<<"$line")))
        ignored=$((ignored + $(sed -n 's/.* \([0-9]*\) ignored.*/\1/p' <<<"$line")))
    done < <(grep '^test result:')
}

original_path=$PATH
# Lints and docs are skipped where another run covers them. Clippy reads the
# same sources in every run: what differs is the features, each linted alone
# and all together by .ci/run (against 13.0), and the cfgs the build scripts
# emit from the headers (cublas_has_64_bit_api, cuda_has_multicast, ...),
# each of which gates code alone (never two in one predicate, beside a
# library's feature at most): a run is linted where it holds a cfg, or lacks
# one, that no run before linted (13.0's is .ci/run's), so the code under
# each cfg and under its `not` is linted once. (Before, each run whose set
# of cfgs was new.) The bindings generated from each version's headers allow
# clippy's lints (src/lib.rs); rustc's own warnings in them are errors in
# every run (RUSTFLAGS). The docs are converted from the headers: a
# version's second run (12.0's and 11.7's with dynamic-loading) is not
# documented again, nor are 13.0's (.ci/run's), 13.5's (snapshots.sh
# --check's, from the same headers with the same libraries) and Debian's
# (CUDA 11.8's, documented in 11.8's run).
export RUSTFLAGS="-D warnings"
linted=" " documented=" 13.0 13.5 debian-11.8 "
every_feature=",$(crate_features | paste -sd,),"
for run in "${runs[@]}"; do
    read -r version features <<<"$run"
    features_args=()
    if [ -n "$features" ]; then features_args=(--features "$features"); fi
    label="CUDA $version${features:+ with --features $features}"
    if [ -n "${MATRIX_WAIT:-}" ] && [ "$version" != 13.0 ]; then
        "$MATRIX_WAIT" || { echo "test-matrix: $MATRIX_WAIT failed" >&2; exit 1; }
        MATRIX_WAIT=
    fi
    use_version "$version"
    echo "== $label: found through $how"
    start=$SECONDS
    log=$(mktemp)
    status=ok
    # The build crate's tests read no headers (fixture trees, the Doxygen
    # converter, the committed snapshots): .ci/run runs them once.
    cargo test --locked --workspace --exclude cuda-raw-sys-build "${features_args[@]}" 2>&1 | tee "$log" || status=failed
    count <"$log"
    rm -f "$log"
    # The cfgs and the counts the two build scripts wrote (their output, and
    # summary.tsv in each OUT_DIR). Skipped for a failed run; the failure is
    # counted above.
    if [ "$status" = ok ]; then
        messages=$(cargo test --workspace --exclude cuda-raw-sys-build --no-run "${features_args[@]}" --message-format=json 2>/dev/null)
        states=
        for package in cuda-raw-sys cuda-raw-sys-systest; do
            out_dir=$(cargo_out_dir "$package" <<<"$messages")
            echo "   $package: $(tr '\t\n' '= ' <"$out_dir/summary.tsv")"
            # What it read of each further library, for build/library_releases.tsv.
            if [ "$package" = cuda-raw-sys ]; then
                cp "$out_dir/library_items.tsv" "$items/$(printf %02d "${#runs_done[@]}")-$version.tsv"
                runs_done+=("$version")
            fi
            # Each cfg the build script declares, + where it holds, - where
            # not; one named after a library (cublas_has_64_bit_api,
            # cudss_csr_has_offset_type) only where that library's feature is
            # on: its code is that library's, compiled only then.
            output=$(dirname "$out_dir")/output
            holding=" $(sed -n 's/^cargo:rustc-cfg=//p' "$output" | tr '\n' ' ')"
            for cfg in $(sed -n 's/^cargo:rustc-check-cfg=cfg(\(.*\))$/\1/p' "$output" | sort -u); do
                case $every_feature in *",${cfg%%_*},"*)
                    case ,$features, in *",${cfg%%_*},"*) ;; *) continue ;; esac ;;
                esac
                case $holding in *" $cfg "*) states="$states +$cfg" ;; *) states="$states -$cfg" ;; esac
            done
        done
        new=
        for state in $states; do
            case "$linted$new " in *" $state "*) ;; *) new="$new $state" ;; esac
        done
        if [ -z "$new" ]; then
            echo "   clippy: not run, runs before linted each of its cfgs held and lacked"
        else
            linted="$linted${new# } "
            if [ "$version" = 13.0 ]; then
                echo "   clippy: .ci/run's, with every feature"
            else
                echo "   clippy: for${new}"
                cargo clippy --quiet --workspace --all-targets "${features_args[@]}" -- -D warnings || status=failed
            fi
        fi
        case $documented in
        *" $version "*) ;;
        *)
            documented="$documented$version "
            RUSTDOCFLAGS="-D warnings" cargo doc --quiet --no-deps --lib "${features_args[@]}" || status=failed
            ;;
        esac
    fi
    [ "$status" = ok ] || failures+=("$label")
    echo "== $label: cargo test $status (ci: took $((SECONDS - start)) s)"
done
# build/library_releases.tsv: what each further library's headers declared
# in the runs' builds, release by release (scripts/library-releases.sh makes
# the same builds). Only when every run built.
if [ ${#runs_done[@]} = ${#runs[@]} ]; then
    python3 scripts/library-releases.py --check "$items" || failures+=("build/library_releases.tsv")
fi
rm -rf "$items"
if [ ${#failures[@]} -gt 0 ]; then
    printf 'test-matrix: failed: %s\n' "${failures[@]}" >&2
fi
echo "matrix: $passed passed, $failed failed, $ignored skipped"
[ ${#failures[@]} -eq 0 ]
