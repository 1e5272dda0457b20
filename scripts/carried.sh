# Files carried to the GPU machine compressed, to fit its transfer limit:
# sourced here by scripts/gpu-bundle.sh and benchmarks/bundle.sh, which
# pack, and copied into their bundles as carried.sh, which each bundle's
# run.sh sources there to unpack. Where the machine has no xz, python3's
# lzma and tarfile do the work.

# The libraries the GPU machine lacks (docs/gpu-runs.md: no wheel there has
# cuDSS, cuTENSOR, nvCOMP, nvJPEG2000, nvTIFF, cuQuantum's, cuBLASMp's,
# cuSOLVERMp's, cuFFTMp's, nvImageCodec's or MathDx's), <feature>:<file pattern>: the GPU suite's and
# the benchmarks' bundles carry them in pieces. cuDensityMat needs cuTENSOR's
# and cuTensorNet's (a bundle of it alone names features cutensor and
# cutensornet too); cuBLASMp needs NCCL 2.29.2 or newer, and the machine has
# 2.28.9: the build's NCCL is carried too, and the bundle's lib/ comes first.
# cuFFTMp carries NVSHMEM's device code built against NVSHMEM 3.3.24: the
# build's host library and its unique-id bootstrap go with it. nvImageCodec's
# codecs are the libraries in extensions/ beside it: the folder goes whole.
machine_lacks=(cudss:libcudss.so.* cutensor:libcutensor.so.* nvcomp:libnvcomp.so.*
    nvjpeg2k:libnvjpeg2k.so.* nvtiff:libnvtiff.so.* custatevec:libcustatevec.so.*
    cutensornet:libcutensornet.so.* cudensitymat:libcudensitymat.so.*
    cublasmp:libcublasmp.so.* cublasmp:libnccl.so.2 cusolvermp:libcusolverMp.so.*
    mathdx:libmathdx.so.* cufftmp:libcufftMp.so.* cufftmp:libnvshmem_host.so.3
    cufftmp:nvshmem_bootstrap_uid.so.3 nvimgcodec:libnvimgcodec.so.* nvimgcodec:extensions)

# machine_library_folders LIB64: the GPU machine's library folders beyond its
# toolkit's LIB64 (docs/gpu-runs.md), each after a colon: the toolkit's
# nvvm/lib64 beside it (libNVVM: the table's toolkit_folder for feature nvvm),
# and the lib folders of NVIDIA's wheels in python3's site-packages
# (NVIDIA_WHEELS_SITE names another; empty: none): nvidia/cu13 (cuBLAS and the
# toolkit's libraries), cudnn, nccl, cusparselt, nvshmem. Both run.sh files
# put them on LD_LIBRARY_PATH.
machine_library_folders() {
    local nvvm site folder
    nvvm=$(dirname "$1")/nvvm/lib64
    if [ -d "$nvvm" ]; then printf ':%s' "$nvvm"; fi
    site=${NVIDIA_WHEELS_SITE-$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])' 2>/dev/null || true)}
    for folder in cu13 cudnn nccl cusparselt nvshmem; do
        if [ -n "$site" ] && [ -d "$site/nvidia/$folder/lib" ]; then printf ':%s' "$site/nvidia/$folder/lib"; fi
    done
}

# pack_archive FILE BUNDLE: FILE in a tar compressed with xz,
# BUNDLE/further-<name>.tar.xz (scripts/gpu-parts.sh moves whole archives
# between calls); says how big.
pack_archive() {
    local file=$1 bundle=$2 name
    name=$(basename "$file")
    tar -C "$(dirname "$file")" -chf - "$name" | xz -T0 -9 >"$bundle/further-$name.tar.xz" || return 1
    echo "carrying $name ($(du -sh "$bundle/further-$name.tar.xz" | cut -f1) compressed)"
}

# pack_pieces FILE BUNDLE: FILE in a tar, compressed with xz and cut into
# pieces of 20 MB (CARRIED_PIECE_KB, in KiB, sets another size; three fill a
# part of scripts/gpu-parts.sh's 61 MB),
# BUNDLE/further-<name>.tar.xz.00, .01, ... (scripts/gpu-parts.sh spreads
# them over calls); says how big.
pack_pieces() {
    local file=$1 bundle=$2 name
    name=$(basename "$file")
    tar -C "$(dirname "$file")" -chf - "$name" | xz -T0 -6 \
        | split -b "${CARRIED_PIECE_KB:-20480}K" -d -a 2 - "$bundle/further-$name.tar.xz." || return 1
    echo "carrying $name ($(cat "$bundle/further-$name.tar.xz".* | wc -c) bytes compressed, in $(ls "$bundle/further-$name.tar.xz".* | wc -l) pieces)"
}

# unpack_archive ARCHIVE DIR: a further-<file>.tar.xz archive into DIR.
unpack_archive() {
    if command -v xz >/dev/null; then
        tar -C "$2" -xJf "$1"
    else
        python3 -c 'import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])' "$1" "$2"
    fi
}

# unpack_pieces DIR FOLDER...: the pieces (further-<file>.tar.xz.NN) in the
# folders, joined in order per file, into DIR.
unpack_pieces() {
    local dir=$1 piece sorted name
    shift
    local pieces=()
    for folder in "$@"; do
        for piece in "$folder"/further-*.tar.xz.[0-9][0-9]; do
            [ -f "$piece" ] && pieces+=("$(basename "$piece")"$'\t'"$piece")
        done
    done
    [ ${#pieces[@]} -gt 0 ] || return 0
    mkdir -p "$dir"
    sorted=$(printf '%s\n' "${pieces[@]}" | sort)
    for name in $(cut -f1 <<<"$sorted" | sed 's/\.[0-9][0-9]$//' | sort -u); do
        awk -F'\t' -v name="$name" 'index($1, name ".") == 1 { print $2 }' <<<"$sorted" | xargs cat \
            | python3 -c 'import sys, tarfile; tarfile.open(fileobj=sys.stdin.buffer, mode="r|xz").extractall(sys.argv[1])' "$dir" \
            || return 1
    done
}

# unpack_binary PACKED: an executable compressed as PACKED (NAME.xz),
# decompressed beside it.
unpack_binary() {
    if command -v xz >/dev/null; then
        xz -d -f "$1"
    else
        python3 -c 'import lzma, shutil, sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[1][:-3], "wb"))' "$1" \
            && rm "$1"
    fi
    chmod +x "${1%.xz}"
}
