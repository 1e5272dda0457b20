#!/usr/bin/env bash
# The newcomer's path of scripts/quickstart.sh, on this machine made to look
# as if it had no CUDA: every variable the build's toolkit search reads
# (build/examples/locate.rs lists them) is unset, and provisioning goes to a
# new folder. Checks that the quickstart's first lines say that no headers were
# found and what it will fetch, and that it provisioned CUDA 13.0 and nothing
# else. The wheel cache is the machine's own, so nothing is downloaded again.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "check-quickstart: $*" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build --quiet -p cuda-raw-sys-build --example locate
unset_args=()
while IFS=$'\t' read -r key name; do
    # PATH stays: the tools need it (and it holds no nvcc here).
    if [ "$key" = variable ] && [ "$name" != PATH ]; then unset_args+=(-u "$name"); fi
done < <(cargo run --quiet -p cuda-raw-sys-build --example locate || true)
[ ${#unset_args[@]} -gt 0 ] || fail "the toolkit search listed no variable it reads"

env "${unset_args[@]}" -u LD_LIBRARY_PATH CUDA_RAW_SYS_PROVISION_DIR="$work/provision" \
    bash scripts/quickstart.sh --provision-only >"$work/output" 2>&1 \
    || { cat "$work/output" >&2; fail "scripts/quickstart.sh --provision-only failed"; }
cat "$work/output"
first=$(head -n 1 "$work/output")
[[ $first == "quickstart: no CUDA headers in any of "*" places the build looks"* ]] \
    || fail "the first line is not the no-headers paragraph: $first"
head -n 5 "$work/output" | grep -q "NVIDIA's CUDA 13.0 wheels" \
    || fail "the first paragraph does not name the CUDA 13.0 wheels"
provisioned=()
for path in "$work/provision"/cuda-* "$work/provision"/venv-*; do
    if [ -d "$path" ]; then provisioned+=("$(basename "$path")"); fi
done
[ "${provisioned[*]}" = cuda-13.0 ] || fail "provisioned ${provisioned[*]:-nothing}, not just cuda-13.0"
[ -f "$work/provision/env.sh" ] || fail "no env.sh written"
echo "check-quickstart: the first lines say what was found and fetched; only CUDA 13.0 was provisioned"
