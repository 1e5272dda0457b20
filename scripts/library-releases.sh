#!/usr/bin/env bash
# build/library_releases.tsv: the release of each further library whose
# headers declare each of its items, over the versions CI pins. Builds the
# library once per run of scripts/test-matrix.sh (common.sh's matrix_runs:
# each provisioned CUDA version with its pinned libraries), gathers what each
# build read (library_items.tsv in its OUT_DIR), and writes the table with
# scripts/library-releases.py; with --check, fails where the table differs.
# CI checks it from the matrix's own builds, not with this script.
#
#   bash scripts/library-releases.sh [--check]
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/common.sh
mode=${1:-write}
case "$mode" in write | --check) ;; *) echo "usage: bash scripts/library-releases.sh [--check]" >&2; exit 2 ;; esac
cache=$PWD/target/cuda-provision
[ -f "$cache/env.sh" ] || bash scripts/provision.sh
# shellcheck source=/dev/null
. "$cache/env.sh"
base_library_path=${CUDA_RAW_SYS_LIBCUDA_DIR:-}
original_path=$PATH
items=$(mktemp -d)
trap 'rm -rf "$items"' EXIT
count=0
while read -r version features; do
    out_dir=$(
        use_version "$version" >/dev/null
        cargo check --quiet --locked --lib --features "$features" --message-format=json | cargo_out_dir cuda-raw-sys
    )
    cp "$out_dir/library_items.tsv" "$items/$(printf %02d "$count")-$version.tsv"
    count=$((count + 1))
    echo "library-releases: read CUDA $version's build ($(grep -c '^library' "$out_dir/library_items.tsv") libraries)"
done < <(matrix_runs)
if [ "$mode" = write ]; then
    python3 scripts/library-releases.py "$items"
else
    python3 scripts/library-releases.py --check "$items"
fi
