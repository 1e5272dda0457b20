#!/usr/bin/env bash
# Runs on the GPU machine from the folder scripts/bench-bundle.sh filled:
# ROUNDS rounds (default 4), each running the linked and the dynamic-loading
# benchmark binaries, in alternating order, so drift hits both. Criterion's
# estimates go to $OUT/round-N/BUILD; the machine's description to $OUT/machine.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${OUT:-$here/results}
rounds=${ROUNDS:-4}
export LD_LIBRARY_PATH="$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
mkdir -p "$out"
{
    echo "date: $(date -u +%FT%TZ)"
    echo "bundle: $(cat "$here/commit")"
    echo "C compiler: $(cat "$here/c-compiler")"
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | sed 's/^/GPU, driver: /'
    echo "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
} >"$out/machine"
cat "$out/machine"
for round in $(seq 1 "$rounds"); do
    order=(linked dynamic-loading)
    if [ $((round % 2)) -eq 0 ]; then order=(dynamic-loading linked); fi
    for build in "${order[@]}"; do
        mkdir -p "$out/round-$round"
        echo "== round $round: $build"
        CRITERION_HOME="$out/round-$round/$build" "$here/calls-$build" --bench --noplot \
            >"$out/round-$round/$build.log" 2>&1 || { cat "$out/round-$round/$build.log"; exit 1; }
        grep -E '^[^ ].*time:|^\S+/' "$out/round-$round/$build.log" | head -40 || true
    done
done
