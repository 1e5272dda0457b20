#!/usr/bin/env bash
# Spreads a GPU bundle over folders that each fit one call of the GPU
# machine's transfer (64 MiB with the working tree): the bundle keeps its
# uncompressed binaries and as many of its compressed files (further-*.tar.xz
# archives, the pieces further-*.tar.xz.NN of a library the machine lacks,
# tests/*.xz binaries) as fit; the others go to <bundle>-part1,
# -part2, ... beside it (a test binary under tests/ there), largest first.
# Sent one call each, in order, while the machine stays warm (a later call
# keeps the folders an earlier one brought), run.sh finds them in both.
#
#   bash scripts/gpu-parts.sh .gpu-run/cuda-12.9 [LIMIT_MB]   # LIMIT_MB: 61 by default
#
# 61 MB leaves room for the working tree (2 MB) only with snapshots/
# moved out of the checkout for the calls (docs/development.md).
set -euo pipefail
fail() { echo "gpu-parts: $*" >&2; exit 1; }
bundle=${1:?usage: bash scripts/gpu-parts.sh BUNDLE [LIMIT_MB]}
bundle=${bundle%/}
limit=$((${2:-61} * 1024 * 1024))
[ -f "$bundle/run.sh" ] || fail "$bundle holds no run.sh: no bundle (scripts/gpu-bundle.sh makes them)"
# Archives left in part folders by an earlier run come back first.
for part in "$bundle"-part*; do
    [ -d "$part" ] || continue
    mv "$part"/further-*.tar.xz "$part"/further-*.tar.xz.[0-9][0-9] "$bundle"/ 2>/dev/null || true
    mv "$part"/tests/*.xz "$bundle"/tests/ 2>/dev/null || true
    rmdir "$part"/tests 2>/dev/null || true
    rmdir "$part"
done
size() { du -sb "$1" | cut -f1; }
packed=0
for archive in "$bundle"/further-*.tar.xz "$bundle"/further-*.tar.xz.[0-9][0-9] "$bundle"/tests/*.xz; do
    if [ -f "$archive" ]; then packed=$((packed + $(size "$archive"))); fi
done
used=$(($(size "$bundle") - packed))
[ "$used" -le "$limit" ] || fail "$bundle is $used bytes without its libraries, over the limit of $limit"
parts=()
while read -r bytes archive; do
    if [ $((used + bytes)) -le "$limit" ]; then
        used=$((used + bytes))
        continue
    fi
    placed=""
    for part in "${parts[@]}"; do
        if [ $(($(size "$part") + bytes)) -le "$limit" ]; then placed=$part && break; fi
    done
    if [ -z "$placed" ]; then
        [ "$bytes" -le "$limit" ] || fail "$archive alone is $bytes bytes, over the limit of $limit"
        placed="$bundle-part$((${#parts[@]} + 1))"
        mkdir -p "$placed"
        parts+=("$placed")
    fi
    case $archive in
    */tests/*) mkdir -p "$placed/tests" && mv "$archive" "$placed/tests/" ;;
    *) mv "$archive" "$placed/" ;;
    esac
done < <(for archive in "$bundle"/further-*.tar.xz "$bundle"/further-*.tar.xz.[0-9][0-9] "$bundle"/tests/*.xz; do
    [ -f "$archive" ] && echo "$(size "$archive") $archive"
done | sort -rn)
echo "gpu-parts: carry, one call each: ${parts[*]} $bundle (the last runs bash $bundle/run.sh)"
