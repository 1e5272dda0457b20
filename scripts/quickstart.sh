#!/usr/bin/env bash
# Quick start: runs examples/info.rs against the CUDA this machine has. It
# first asks the build's own search what it would find (build/examples/
# locate.rs), so that it can say in a few lines what it found and what it will
# do before anything is built. Where no CUDA headers are found it provisions
# one version only, CUDA 13.0, the way CI does: NVIDIA's pinned wheels
# (downloaded once into the wheel cache outside target/, see provision.sh),
# libclang from apt if missing, Debian's libcuda only if no driver is installed.
#
#   bash scripts/quickstart.sh                    # find or fetch, build, run info
#   bash scripts/quickstart.sh --provision-only   # stop before building (scripts/check-quickstart.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
say() { echo "quickstart: $*"; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
provision_only=0
case "${1:-}" in
    "") ;;
    --provision-only) provision_only=1 ;;
    *) say "unknown argument '$1' (the one argument there is: --provision-only)" >&2; exit 2 ;;
esac
version=13.0 # the GPU machine's CUDA, and env.sh's
provision_dir=${CUDA_RAW_SYS_PROVISION_DIR:-target/cuda-provision}
wheel_cache=${CUDA_RAW_SYS_WHEEL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/cuda-raw-sys/wheels}

run_info() {
    [ "$provision_only" = 0 ] || exit 0
    cargo run --quiet --example info
}

if ! cargo build --quiet -p cuda-raw-sys-build --example locate 2>"$log"; then
    say "could not build the toolkit search (build/examples/locate.rs); cargo said:" >&2
    cat "$log" >&2
    exit 1
fi
status=0
answer=$(cargo run --quiet -p cuda-raw-sys-build --example locate 2>"$log") || status=$?
field() { awk -F'\t' -v key="$1" '$1 == key { print $2; exit }' <<<"$answer"; }
if [ "$status" = 0 ]; then
    say "found CUDA $(field version) at $(field root) ($(field found_by)); building and running examples/info.rs"
    run_info
    exit
fi
if [ "$status" != 3 ]; then
    say "the toolkit search (build/examples/locate.rs) failed with exit status $status:" >&2
    cat "$log" >&2
    exit 1
fi

places=$(awk -F'\t' '$1 == "probe"' <<<"$answer" | wc -l)
download=$(sed -n 's/^# download: //p' "scripts/cuda-wheels/$version.txt")
if ls "$wheel_cache/$version"/*.whl >/dev/null 2>&1; then
    fetch="unpacking NVIDIA's CUDA $version wheels, downloaded before, from $wheel_cache"
else
    fetch="fetching NVIDIA's CUDA $version wheels (${download:-size unknown}) into $wheel_cache, once"
fi
cat <<TEXT
quickstart: no CUDA headers in any of the $places places the build looks (CUDA_PATH and the other
quickstart: root variables, the active virtualenv or conda environment, nvcc, /usr/local/cuda,
quickstart: python3's wheels, pkg-config). So it provisions CUDA $version into $provision_dir/:
quickstart: - $fetch;
quickstart: - libclang from apt if it is missing; Debian's libcuda (unpacked, not installed) only
quickstart:   if no driver is installed;
quickstart: then it builds and runs examples/info.rs.
TEXT
started=$SECONDS
# Not the libraries step: cuBLAS, cuDNN and NCCL are not what the example needs.
if ! bash scripts/provision.sh --versions "$version" libclang headers libcuda >"$log" 2>&1; then
    # provision.sh's last line says what failed and the one thing that fixes it.
    say "provisioning failed: $(grep '^provision: ' "$log" | tail -n 1 | sed 's/^provision: //')" >&2
    say "(its whole output: bash scripts/provision.sh --versions $version libclang headers libcuda)" >&2
    exit 1
fi
say "CUDA $version provisioned in $((SECONDS - started)) s ($(du -sh "$provision_dir" | cut -f1) in $provision_dir)"
[ -f "$provision_dir/env.sh" ] || { say "provisioning wrote no $provision_dir/env.sh" >&2; exit 1; }
# shellcheck source=/dev/null
. "$provision_dir/env.sh"
run_info
