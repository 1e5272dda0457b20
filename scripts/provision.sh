#!/usr/bin/env bash
# Provisions what this crate needs on a Linux x86-64 machine with no CUDA, into
# target/cuda-provision/ (ignored by git; CUDA_RAW_SYS_PROVISION_DIR moves it),
# with the downloaded wheels kept outside the tree, where `cargo clean` leaves
# them: CUDA_RAW_SYS_WHEEL_CACHE, by default $XDG_CACHE_HOME/cuda-raw-sys/wheels
# (~/.cache/cuda-raw-sys/wheels):
#   libclang   libclang-dev from apt, for bindgen, unless scripts/find-libclang.sh
#              finds a libclang that clang-sys would load
#   headers    CUDA headers and libcudart from NVIDIA's pinned wheels, one set per
#              scripts/cuda-wheels/<version>.txt (or only the --versions named),
#              plus two virtualenvs holding them (those of the versions provisioned)
#   libraries  the further libraries of build/library_table.rs (cuBLAS, cuDNN,
#              NCCL, cuSPARSELt, ...) from NVIDIA's pinned wheels
#              (scripts/cuda-wheels/libraries/<version>.txt), unpacked into each
#              provisioned version's folder beside its toolkit (and linked into
#              its virtualenv); 1 to 2.5 GB a version, so the quickstart skips it
#   libcuda    the real driver library, libcuda.so.1, unpacked from Debian's
#              non-free libcuda1 package, fetched from the Debian mirror the
#              machine's own apt sources name; never installed, and no driver is.
#              Skipped where a driver's libcuda.so.1 is installed, so a GPU
#              machine keeps using its own driver.
#   debian     Debian bookworm's own CUDA 11.8 packages (non-free: nvidia-cuda-dev,
#              libcudart11.0, libnvrtc11.2, libnvrtc-builtins11.8, libcurand10),
#              pinned to their versions, fetched as libcuda1 is and unpacked
#              without their static libraries (170 MB) into debian-11.8/usr;
#              never installed
#   cross-aarch64  (only when named) the aarch64 cross build's gcc, C library and
#              qemu-user (apt), Rust's aarch64 target, NVIDIA's aarch64 wheels
#              (CUDA 13.0's, and 11.8's laid out as a Jetson's toolkit in
#              jetson-11.8/) and Debian's arm64 libcuda1, for scripts/cross-build.sh
#              aarch64 and jetson
#   cross-windows  (only when named) mingw-w64's gcc and wine (apt), Rust's
#              x86_64-pc-windows-gnu target and NVIDIA's win_amd64 wheels, for
#              scripts/cross-build.sh windows
# Usage: bash scripts/provision.sh [--versions 13.0[,12.6...]] [libclang] [headers] [libraries]
#        [libcuda] [debian] [cross-aarch64] [cross-windows]   (default steps: the first five; versions: all pinned)
# Each step writes its stamp last and is skipped when the stamp matches, so
# reruns are cheap, and a step cut short is redone.
#
# What it leaves in target/cuda-provision/ (other scripts and CI rely on it):
#   cuda-<version>/         one per scripts/cuda-wheels/<version>.txt (12.0 12.6 12.9 13.0 13.5),
#                           the wheels unpacked as they would be in site-packages:
#                             13.x  nvidia/cu13/include/{cuda.h,cuda_runtime_api.h,crt/host_defines.h}
#                                   nvidia/cu13/lib/libcudart.so.13
#                             12.x  nvidia/cuda_runtime/include/{cuda.h,cuda_runtime_api.h}
#                                   nvidia/cuda_runtime/lib/libcudart.so.12
#                                   nvidia/cuda_nvcc/include/crt/host_defines.h
#   cuda-<version>.pins     stamp: a copy of the pins that folder was unpacked from
#                           (cuda-* and venv-* of versions no longer pinned are removed)
#   venv-12.6/ venv-13.5/   python3 virtualenvs holding that version's wheels as pip installs
#                           them (lib/python3.*/site-packages/nvidia/..., *.dist-info), to
#                           build through an activated virtualenv or a python3 on PATH;
#                           venv-<version>.pins: stamp; each file a hardlink to its copy in
#                           cuda-<version>/, so the pair takes the disk of one
#   (the wheel cache)/<version>/, cross-<name>/  the downloaded wheels (hash-checked, not
#                           downloaded again; outside target/, kept across `cargo clean`)
#   libcuda-root/           libcuda1 unpacked (usr/lib/x86_64-linux-gnu/nvidia/current/libcuda.so.1);
#                           libcuda-root.stamp: stamp, holding the folder of libcuda.so.1
#   apt-<arch>/ debs-<arch>/  the private apt state and the downloaded libcuda1 .deb
#   cross-<name>/           the cross builds' wheels unpacked (nvidia/cu13); libcuda-root-arm64/,
#                           with libcuda-arm64.stamp holding the folder of its libcuda.so.1
#   env.sh                  written whenever cuda-13.0 is provisioned, libcuda or not:
#                             CUDA_PATH=<cache>/cuda-13.0/nvidia/cu13
#                             CUDA_RAW_SYS_LIBCUDA_DIR=<the folder of the unpacked libcuda.so.1>
#                               (only when libcuda was unpacked and no driver is installed)
#                             LD_LIBRARY_PATH=<CUDA_PATH>/lib[:<cuDNN's, NCCL's, cuSPARSELt's, cuTENSOR's lib>][:<libcuda dir>]:$LD_LIBRARY_PATH
set -Eeuo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cache=${CUDA_RAW_SYS_PROVISION_DIR:-$root/target/cuda-provision}
wheel_cache=${CUDA_RAW_SYS_WHEEL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/cuda-raw-sys/wheels}
pins_dir="$root/scripts/cuda-wheels"
libraries_dir="$pins_dir/libraries"
default_version=13.0 # env.sh's toolkit: the GPU machine runs CUDA 13.0
venv_versions=(12.6 13.5) # one cu12 and one cu13 layout inside a virtualenv

fail() { echo "provision: $*" >&2; exit 1; }
on_error() { echo "provision: line $1: '$2' failed (exit $3)" >&2; }
trap 'on_error "$LINENO" "$BASH_COMMAND" "$?"' ERR
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

unpack() { # $1 wheel, $2 folder; a full disk is named as such, with what is free and where
    local err free
    err=$(python3 -m zipfile -e "$1" "$2" 2>&1 >/dev/null) && return
    free=$(df -BG --output=avail "$2" 2>/dev/null | tail -1 | tr -d ' G') || free=
    if [[ $err == *'No space left on device'* ]]; then
        fail "the disk holding $2 is full (${free:-?} GB left) while unpacking $1; a fresh provisioning of every pinned version takes about 29 GB there and 21 GB of wheels in $wheel_cache: free space, or point CUDA_RAW_SYS_PROVISION_DIR and CUDA_RAW_SYS_WHEEL_CACHE at a larger disk"
    fi
    fail "could not unpack $1: ${err##*$'\n'}"
}

unpack_all() { # $1 folder; the wheels named on stdin, unpacked into it two at a time (the
    # machines have two cores; inflating is most of provisioning's time): each
    # into a folder of its own beside it (two zipfile runs creating the same
    # folder at once would race), then hard-linked into place in the order named
    local into=$1 wheel parts running=0 failed=0 count=0 part
    parts=$(mktemp -d "$into.unpacking.XXXXXX") || fail "cannot make a folder beside $into"
    while read -r wheel; do
        if [ "$running" -ge 2 ]; then
            wait -n || failed=1
            running=$((running - 1))
        fi
        count=$((count + 1))
        unpack "$wheel" "$parts/$count" &
        running=$((running + 1))
    done
    while [ "$running" -gt 0 ]; do
        wait -n || failed=1
        running=$((running - 1))
    done
    if [ "$failed" != 0 ]; then
        rm -rf "$parts"
        fail "unpacking into $into failed (the message above says why)"
    fi
    mkdir -p "$into"
    for part in $(seq 1 "$count"); do
        cp -alf "$parts/$part/." "$into/" || { rm -rf "$parts"; fail "moving the wheel unpacked in $parts/$part into $into failed"; }
    done
    rm -rf "$parts"
}

apt_install() { # installs Debian packages; one retry: a dpkg run that lost an archive mid-install was seen here once
    command -v apt-get >/dev/null || return 1
    as_root apt-get update -qq || { echo "provision: apt-get update failed" >&2; return 1; }
    local attempt
    for attempt in 1 2; do
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null && return 0
        echo "provision: apt-get install $* failed (attempt $attempt)" >&2
    done
    return 1
}

# --- libclang ---------------------------------------------------------------

provision_libclang() {
    local found
    if found=$(bash "$root/scripts/find-libclang.sh"); then
        echo "provision: libclang present: $found"
        return
    fi
    # An explicit LIBCLANG_PATH is the only place clang-sys looks: installing
    # a package elsewhere would not help.
    [ -z "${LIBCLANG_PATH:-}" ] || fail "LIBCLANG_PATH=$LIBCLANG_PATH holds no libclang that clang-sys would load; correct it or unset it"
    echo "provision: installing libclang-dev with apt"
    apt_install libclang-dev || fail "apt-get install libclang-dev failed (or this is no apt system); install clang's development package, or set LIBCLANG_PATH"
    found=$(bash "$root/scripts/find-libclang.sh") \
        || fail "libclang-dev is installed, but scripts/find-libclang.sh still finds no libclang that clang-sys would load (see above)"
    echo "provision: libclang present: $found"
}

# --- headers ----------------------------------------------------------------

versions() { # the versions to provision (--versions, else every pins file), oldest first
    local file
    if [ -n "$wanted_versions" ]; then
        tr ',' '\n' <<<"$wanted_versions" | sort -V
        return
    fi
    for file in "$pins_dir"/*.txt; do
        if [ -f "$file" ]; then basename "$file" .txt; fi
    done | sort -V
}

toolkit_subdir() { # where a version's wheels put cuda.h and libcudart
    case "$1" in
        11.* | 12.*) echo nvidia/cuda_runtime ;;
        *) echo "nvidia/cu${1%%.*}" ;;
    esac
}

expected_files() { # what a version's wheels must provide, relative to site-packages
    local major=${1%%.*} toolkit
    toolkit=$(toolkit_subdir "$1")
    # CUDA 11's soname is libcudart.so.11.0 in every 11.x release.
    local soname=$major
    [ "$major" != 11 ] || soname=11.0
    echo "$toolkit/include/cuda.h" "$toolkit/include/cuda_runtime_api.h" "$toolkit/lib/libcudart.so.$soname"
    case "$1" in
        11.* | 12.*) echo nvidia/cuda_nvcc/include/crt/host_defines.h ;;
        *) echo "$toolkit/include/crt/host_defines.h" ;;
    esac
}

check_layout() { # $1 version, $2 the folder the wheels were unpacked or installed into
    local version=$1 dir=$2 file missing=() defined expected
    for file in $(expected_files "$version"); do
        [ -f "$dir/$file" ] || missing+=("$file")
    done
    [ ${#missing[@]} -eq 0 ] \
        || fail "the CUDA $version wheels (scripts/cuda-wheels/$version.txt) lack, in $dir: ${missing[*]}"
    # A pin of the wrong release would pass the hash check: the header says which it is.
    defined=$(sed -n 's/^#define CUDA_VERSION \([0-9]*\).*/\1/p' "$dir/$(toolkit_subdir "$version")/include/cuda.h")
    expected=$((${version%%.*} * 1000 + ${version#*.} * 10))
    [ "$defined" = "$expected" ] \
        || fail "scripts/cuda-wheels/$version.txt installs a cuda.h with CUDA_VERSION ${defined:-missing}, not $expected"
}

pinned() { # prints "name version hash..." for each requirement in pins file $1
    local spec rest hashes
    while read -r spec rest || [ -n "$spec" ]; do
        [[ -z $spec || $spec == \#* ]] && continue
        [[ $spec == *==* ]] || fail "$1: '$spec' is not pinned with =="
        hashes=$(grep -o 'sha256:[0-9a-f]\{64\}' <<<"$rest" | cut -d: -f2 | tr '\n' ' ') || true
        [ -n "$hashes" ] || fail "$1: '$spec' has no --hash=sha256:"
        echo "${spec%%==*} ${spec#*==} $hashes"
    done <"$1"
}

# Each wheel's SHA-256, computed once a run: download_wheels checks the cache
# before the same wheels are unpacked (21 GB hashed twice, 190 s of CPU with
# coreutils' sha256sum). openssl's uses the CPU's SHA instructions: 5 times
# faster than coreutils', which Debian 12 builds without them.
declare -A wheel_digests=()
wheel_digest() { # $1 wheel: sets $digest to its SHA-256
    digest=${wheel_digests[$1]:-}
    [ -z "$digest" ] || return 0
    if command -v openssl >/dev/null; then
        digest=$(openssl dgst -sha256 -r "$1") || fail "openssl could not hash $1"
    else
        digest=$(sha256sum "$1") || fail "sha256sum could not hash $1"
    fi
    digest=${digest%% *}
    wheel_digests[$1]=$digest
}

cached_wheel() { # $1 folder, $2 name, $3 version, $4... hashes: prints the wheel there with a pinned hash
    local dir=$1 name=$2 version=$3 wheel digest
    shift 3
    # Wheel file names spell the project name with underscores (PEP 427).
    for wheel in "$dir/${name//[-.]/_}-$version-"*.whl; do
        [ -f "$wheel" ] || continue
        wheel_digest "$wheel"
        if [[ " $* " == *" $digest "* ]]; then
            echo "$wheel"
            return 0
        fi
    done
    return 1
}

wheels_of() { # $1 pins file, $2 its wheel cache folder: prints the cached wheels, one a line; fails when one is missing
    local pins=$1 dir=$2 name pinned_version hashes
    while read -r name pinned_version hashes; do
        # shellcheck disable=SC2086 # one argument per hash
        cached_wheel "$dir" "$name" "$pinned_version" $hashes || return 1
    done < <(pinned "$pins")
}

download_wheels() { # $1 pins file, $2 wheel cache folder, $3 what they are: downloads the pinned wheels unless cached
    local pins=$1 downloads=$2 what=$3
    if wheels_of "$pins" "$downloads" >/dev/null; then return; fi
    echo "provision: downloading the $what wheels"
    mkdir -p "$downloads"
    # pip's own configuration (index, find-links, proxy) applies.
    python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
        --require-hashes -r "$pins" -d "$downloads" \
        || fail "pip download of the $what wheels (${pins#"$root"/}) failed; without a network, or where pip's index is elsewhere, set pip's index (pip config set global.index-url ...) or put the pinned wheels into $downloads"
    wheel_digests=() # pip may have replaced a cached wheel whose hash was wrong
    wheels_of "$pins" "$downloads" >/dev/null \
        || fail "pip downloaded the $what wheels, but $downloads lacks a wheel with a pinned name, version and hash"
}

provision_version() { # unpacks one version's wheels into cuda-<version>/
    local version=$1 wheel
    local dir="$cache/cuda-$version" stamp="$cache/cuda-$version.pins"
    if cmp -s "$pins_dir/$version.txt" "$stamp" && [ -d "$dir" ]; then
        echo "provision: CUDA $version already unpacked"
        return
    fi
    # The libraries unpacked into the folder go with it.
    rm -f "$stamp" "$cache/cuda-$version-libraries.pins"
    download_wheels "$pins_dir/$version.txt" "$wheel_cache/$version" "CUDA $version"
    rm -rf "$dir" "$dir.partial" && mkdir -p "$dir.partial"
    unpack_all "$dir.partial" < <(wheels_of "$pins_dir/$version.txt" "$wheel_cache/$version")
    check_layout "$version" "$dir.partial"
    mv "$dir.partial" "$dir"
    cp "$pins_dir/$version.txt" "$stamp"
    echo "provision: CUDA $version unpacked into $dir"
}

provision_venv() { # a virtualenv holding one version's wheels, hard-linked from cuda-<version>/
    local version=$1 site
    local venv="$cache/venv-$version" stamp="$cache/venv-$version.pins"
    [ -f "$pins_dir/$version.txt" ] || fail "no scripts/cuda-wheels/$version.txt for the venv-$version virtualenv"
    if cmp -s "$pins_dir/$version.txt" "$stamp" && "$venv/bin/python" -c '' 2>/dev/null; then
        echo "provision: virtualenv venv-$version already made"
        return
    fi
    rm -f "$stamp" "$cache/venv-$version-libraries.pins"
    rm -rf "$venv"
    python3 -m venv "$venv" || fail "python3 -m venv $venv failed"
    site=$(link_into_venv "$version")
    check_layout "$version" "$site"
    cp "$pins_dir/$version.txt" "$stamp"
    echo "provision: virtualenv $venv holds the CUDA $version wheels"
}

link_into_venv() { # $1 version: what cuda-<version>/ holds (wheels unpacked as into
    # site-packages, dist-info folders included), hard-linked into venv-<version>'s
    # site-packages, as pip would install the same wheels, in one copy on disk;
    # prints the site-packages folder. (pip installing them again, then
    # util-linux's hardlink reading both copies to share their files, took
    # about 100 s of one core; this, 10 s.)
    local version=$1 site
    site=$("$cache/venv-$version/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["platlib"])') \
        || fail "could not ask $cache/venv-$version/bin/python for its site-packages"
    cp -al --remove-destination "$cache/cuda-$version/." "$site/" \
        || fail "hard-linking cuda-$version's files into $site failed"
    echo "$site"
}

remove_stale() { # folders of versions no longer pinned, so a loop over cuda-* sees only the matrix
    local path name version
    for path in "$cache"/cuda-* "$cache"/venv-*; do
        [ -e "$path" ] || continue
        name=$(basename "$path")
        version=${name#cuda-} && version=${version#venv-} && version=${version%.pins} && version=${version%.partial}
        version=${version%-libraries}
        case "$name" in
            venv-*) [[ " ${venv_versions[*]} " == *" $version "* ]] && continue ;;
            *) [ -f "$pins_dir/$version.txt" ] && continue ;;
        esac
        echo "provision: removing $path (CUDA $version is no longer pinned)"
        rm -rf "$path"
    done
}

ensure_python_module() { # $1 module, $2 the Debian package that provides it
    python3 -c "import $1" 2>/dev/null && return
    echo "provision: python3 lacks the $1 module; installing $2 with apt"
    { apt_install "$2" && python3 -c "import $1" 2>/dev/null; } \
        || fail "python3 lacks the $1 module, and installing $2 did not provide it; install it for $(command -v python3)"
}

provision_headers() {
    command -v python3 >/dev/null || fail "python3 is missing; it downloads and unpacks the CUDA wheels"
    local version all
    all=$(versions)
    [ -n "$all" ] || fail "no pins files in $pins_dir"
    for version in $all; do
        [ -f "$pins_dir/$version.txt" ] || fail "--versions names CUDA $version, which has no scripts/cuda-wheels/$version.txt"
        pinned "$pins_dir/$version.txt" >/dev/null # fails on a malformed line
    done
    remove_stale
    ensure_python_module pip python3-pip
    for version in $all; do provision_version "$version"; done
    for version in "${venv_versions[@]}"; do
        [[ " $(echo $all) " == *" $version "* ]] || continue
        ensure_python_module ensurepip python3-venv
        provision_venv "$version"
    done
}

# --- libraries --------------------------------------------------------------

provision_libraries() { # each provisioned version's library wheels (scripts/cuda-wheels/libraries/)
    local version
    for version in $(versions); do
        [ -f "$libraries_dir/$version.txt" ] || continue
        pinned "$libraries_dir/$version.txt" >/dev/null
        unpack_libraries "$version"
        if [[ " ${venv_versions[*]} " == *" $version "* ]] && [ -d "$cache/venv-$version" ]; then
            install_libraries "$version"
        fi
    done
}

unpack_libraries() { # unpacks one version's library wheels into cuda-<version>/, beside its toolkit's
    local version=$1 wheel dir="$cache/cuda-$version"
    local pins="$libraries_dir/$version.txt" stamp="$cache/cuda-$version-libraries.pins"
    [ -d "$dir" ] || fail "CUDA $version is not provisioned, so its libraries have no folder to go into (step headers)"
    if cmp -s "$pins" "$stamp"; then
        echo "provision: CUDA $version's libraries already unpacked"
        return
    fi
    rm -f "$stamp"
    download_wheels "$pins" "$wheel_cache/$version-libraries" "CUDA $version libraries'"
    unpack_all "$dir" < <(wheels_of "$pins" "$wheel_cache/$version-libraries")
    cp "$pins" "$stamp"
    echo "provision: CUDA $version's libraries unpacked into $dir"
}

install_libraries() { # links one version's unpacked library wheels into venv-<version>
    local version=$1
    local pins="$libraries_dir/$version.txt" stamp="$cache/venv-$version-libraries.pins"
    if cmp -s "$pins" "$stamp"; then return; fi
    rm -f "$stamp"
    link_into_venv "$version" >/dev/null
    cp "$pins" "$stamp"
    echo "provision: virtualenv venv-$version holds the CUDA $version libraries"
}

# --- libcuda ----------------------------------------------------------------

machine_libcuda() { # prints the loader cache's line for an installed driver's 64-bit libcuda.so.1
    local ldconfig listing
    ldconfig=$(command -v ldconfig || echo /sbin/ldconfig)
    listing=$("$ldconfig" -p 2>/dev/null) || true
    grep -m 1 'libcuda\.so\.1 (libc6,x86-64' <<<"$listing" | sed 's/^[[:space:]]*//' || true
}

unpacked_libcuda_dir() { # prints the folder of the unpacked libcuda.so.1, when its stamp is there
    local dir
    [ -f "$cache/libcuda-root.stamp" ] || return 1
    dir=$(cat "$cache/libcuda-root.stamp")
    [ -f "$dir/libcuda.so.1" ] && [ -f "$dir/libnvidia-ml.so.1" ] || return 1
    echo "$dir"
}

debian_source() { # $1 codename: prints a deb822 stanza for its non-free component, from the machine's apt sources
    local list parts
    # apt-config answers with apt's own settings (and APT_CONFIG's), so a
    # machine that keeps its sources elsewhere is read correctly.
    eval "$(apt-config shell list Dir::Etc::sourcelist/f parts Dir::Etc::sourceparts/d)"
    python3 - "$1" "${list:-}" "${parts:-}" <<'PY'
import glob, os, sys

codename, source_list, parts = sys.argv[1:]
files = [source_list] if source_list and os.path.isfile(source_list) else []
if parts:
    files += sorted(glob.glob(os.path.join(parts, "*.list")) + glob.glob(os.path.join(parts, "*.sources")))

def one_line_entries(text):
    for line in text.splitlines():
        words = line.split("#", 1)[0].split()
        if not words or words[0] != "deb":
            continue
        words, options = words[1:], {}
        if words and words[0].startswith("["):
            option_words = []
            while words:
                word = words.pop(0)
                option_words.append(word.strip("[]"))
                if word.endswith("]"):
                    break
            for option in filter(None, option_words):
                key, _, value = option.partition("=")
                options[key.lower()] = value
        if len(words) >= 3:
            yield words[0], words[1:2], words[2:], options.get("signed-by")

def deb822_entries(text):
    stanzas, fields, key = [], {}, None
    for line in text.splitlines() + [""]:
        if line.startswith("#"):
            continue
        if not line.strip():
            if fields:
                stanzas.append(fields)
            fields, key = {}, None
        elif line[0] in " \t" and key:
            fields[key] += "\n" + line.strip()
        else:
            key, _, value = line.partition(":")
            key = key.strip().lower()
            fields[key] = value.strip()
    for fields in stanzas:
        if fields.get("enabled", "yes").lower() == "no" or "deb" not in fields.get("types", "").split():
            continue
        for uri in fields.get("uris", "").split():
            yield uri, fields.get("suites", "").split(), fields.get("components", "").split(), fields.get("signed-by")

for path in files:
    try:
        text = open(path, encoding="utf-8").read()
    except OSError as error:
        print(f"provision: could not read {path}: {error}", file=sys.stderr)
        continue
    entries = deb822_entries(text) if path.endswith(".sources") else one_line_entries(text)
    for uri, suites, components, signed_by in entries:
        if codename in suites and "main" in components:
            print(f"provision: Debian archive {uri} (from {path})", file=sys.stderr)
            print("Types: deb")
            print(f"URIs: {uri}")
            print(f"Suites: {codename} {codename}-updates")
            print("Components: non-free")
            if signed_by:
                lines = signed_by.split("\n")
                print("Signed-By: " + lines[0])
                for line in lines[1:]:
                    print(" " + (line or "."))
            sys.exit(0)
print(f"provision: no apt source serves Debian {codename} with component main; read: "
      + (", ".join(files) or f"nothing (sourcelist {source_list!r}, sourceparts {parts!r})"), file=sys.stderr)
sys.exit(1)
PY
}

provision_libcuda() {
    local driver dir
    driver=$(machine_libcuda)
    if [ -n "$driver" ]; then
        echo "provision: this machine has a driver's libcuda.so.1 ($driver); not fetching Debian's"
        return
    fi
    if dir=$(unpacked_libcuda_dir); then
        echo "provision: libcuda already unpacked in $dir"
        return
    fi
    rm -f "$cache/libcuda-root.stamp"
    dir=$(fetch_libcuda1 amd64 "$cache/libcuda-root")
    echo "$dir" >"$cache/libcuda-root.stamp"
    echo "provision: libcuda unpacked in $dir"
}

non_free_apt() { # $1 Debian architecture, $2 what it fetches (for messages): sets apt_options to a
    # private apt state with the machine's Debian release's non-free component, updated
    local arch=$1 what=$2 apt="$cache/apt-$1"
    { command -v apt-get >/dev/null && command -v apt-config >/dev/null; } \
        || fail "fetching $what needs apt (Debian); install the NVIDIA driver, or set CUDA_RAW_SYS_LIBCUDA_DIR"
    local id codename stanza
    # shellcheck source=/dev/null
    id=$(. /etc/os-release && echo "${ID:-}")
    # shellcheck source=/dev/null
    codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
    { [ "$id" = debian ] && [ -n "$codename" ]; } \
        || fail "$what is fetched from Debian, and this is ${id:-an unknown system}; install the NVIDIA driver, or set CUDA_RAW_SYS_LIBCUDA_DIR"
    stanza=$(debian_source "$codename") \
        || fail "cannot fetch $what without a Debian mirror; add the Debian archive to apt's sources, install the NVIDIA driver, or set CUDA_RAW_SYS_LIBCUDA_DIR"
    # A private apt state with non-free enabled and only this architecture,
    # for this download only: the machine's own sources, architectures and
    # package database stay as they were.
    rm -rf "$apt/sources" && mkdir -p "$apt/sources" "$apt/lists/partial" "$apt/cache/archives/partial"
    printf '%s\n' "$stanza" >"$apt/sources/non-free.sources"
    apt_options=(-o "Dir::Etc::SourceList=/dev/null" -o "Dir::Etc::SourceParts=$apt/sources"
        -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache" -o "APT::Sandbox::User=root"
        -o "APT::Architectures::=$arch")
    echo "provision: downloading Debian's $what for $arch ($codename non-free)" >&2
    apt-get "${apt_options[@]}" update -qq >&2 || fail "apt-get update of the private non-free list ($apt/sources) failed"
}

fetch_libcuda1() { # $1 Debian architecture, $2 folder: unpacks Debian's libcuda1 there; prints the folder of libcuda.so.1
    local arch=$1 unpacked=$2 debs="$cache/debs-$1"
    local apt_options=()
    non_free_apt "$arch" libcuda1
    mkdir -p "$debs"
    rm -f "$debs"/libcuda1_*.deb
    rm -f "$debs"/libnvidia-ml1_*.deb
    # NVML's library (feature nvml) comes with the driver too: libnvidia-ml1, the same release.
    (cd "$debs" && apt-get "${apt_options[@]}" download "libcuda1:$arch" "libnvidia-ml1:$arch" >&2) \
        || fail "apt-get download libcuda1:$arch libnvidia-ml1:$arch failed"
    rm -rf "$unpacked" && mkdir -p "$unpacked"
    local deb dir
    for deb in "$debs"/libcuda1_*.deb "$debs"/libnvidia-ml1_*.deb; do
        dpkg -x "$deb" "$unpacked" || fail "dpkg -x $deb failed"
    done
    dir=$(find "$unpacked" -name libcuda.so.1 -printf '%h\n' -quit)
    [ -n "$dir" ] || fail "Debian's libcuda1 package for $arch held no libcuda.so.1 (unpacked in $unpacked)"
    echo "$dir"
}

# --- debian -----------------------------------------------------------------

# Debian's own CUDA packages (bookworm non-free: CUDA 11.8), pinned to their
# versions: the headers (nvidia-cuda-dev, without its static libraries),
# libcudart, NVRTC with its builtins and cuRAND, unpacked as they install
# (usr/include, usr/lib/x86_64-linux-gnu), never installed. The matrix
# builds against them through CUDA_PATH=<folder>/usr, the layout the build
# finds a real install in at /usr.
debian_version=11.8
debian_packages=(nvidia-cuda-dev=11.8.89~11.8.0-5~deb12u1 libcudart11.0=11.8.89~11.8.0-5~deb12u1
    libnvrtc11.2=11.8.89~11.8.0-5~deb12u1 libnvrtc-builtins11.8=11.8.89~11.8.0-5~deb12u1
    libcurand10=11.1.1+~10.3.0.86~11.8.0-5~deb12u1)

provision_debian() {
    local dir="$cache/debian-$debian_version" stamp="$cache/debian-$debian_version.stamp"
    local debs="$wheel_cache/debian-$debian_version" package deb wanted=()
    if [ "$(cat "$stamp" 2>/dev/null)" = "${debian_packages[*]}" ] && [ -d "$dir" ]; then
        echo "provision: Debian's CUDA $debian_version packages already unpacked"
        return
    fi
    rm -f "$stamp"
    mkdir -p "$debs"
    # Cached beside the wheels: each package's file, as apt names it.
    for package in "${debian_packages[@]}"; do
        [ -f "$debs/${package%%=*}_${package#*=}_amd64.deb" ] || wanted+=("$package")
    done
    if [ ${#wanted[@]} -gt 0 ]; then
        local apt_options=()
        non_free_apt amd64 "CUDA $debian_version packages"
        (cd "$debs" && apt-get "${apt_options[@]}" download "${wanted[@]}" >&2) \
            || fail "apt-get download ${wanted[*]} failed (Debian's non-free CUDA $debian_version packages, pinned in scripts/provision.sh)"
    fi
    rm -rf "$dir" "$dir.partial" && mkdir -p "$dir.partial"
    for package in "${debian_packages[@]}"; do
        deb="$debs/${package%%=*}_${package#*=}_amd64.deb"
        [ -f "$deb" ] || fail "apt-get download left no $deb"
        dpkg-deb --fsys-tarfile "$deb" | tar -x -C "$dir.partial" --exclude='*.a' \
            || fail "unpacking $deb failed"
    done
    [ -f "$dir.partial/usr/include/cuda.h" ] && [ -e "$dir.partial/usr/lib/x86_64-linux-gnu/libcudart.so.11.0" ] \
        || fail "Debian's packages (${debian_packages[*]}) lack usr/include/cuda.h or libcudart.so.11.0"
    mv "$dir.partial" "$dir"
    echo "${debian_packages[*]}" >"$stamp"
    echo "provision: Debian's CUDA $debian_version packages unpacked into $dir"
}

# --- cross-aarch64 ----------------------------------------------------------

provision_cross-aarch64() {
    if ! command -v aarch64-linux-gnu-gcc >/dev/null || ! command -v qemu-aarch64 >/dev/null \
        || [ ! -f /usr/aarch64-linux-gnu/include/stdio.h ]; then
        echo "provision: installing the aarch64 cross gcc, C library and qemu-user with apt"
        apt_install gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user \
            || fail "apt-get install gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user failed"
    fi
    rustup target add aarch64-unknown-linux-gnu >/dev/null 2>&1 \
        || fail "rustup target add aarch64-unknown-linux-gnu failed"
    # cuRAND's and cuSOLVER's aarch64 wheels are manylinux_2_27, CUPTI's 2_25, cuDSS's
    # manylinux_2_17 (pip matches a tag only as written), the others manylinux2014.
    cross_wheels aarch64-13.0 manylinux2014_aarch64 manylinux_2_17_aarch64 manylinux_2_25_aarch64 manylinux_2_27_aarch64
    cross_wheels aarch64-11.8 manylinux2014_aarch64
    jetson_layout 11.8 "$cache/cross-aarch64-11.8"
    if [ ! -f "$cache/libcuda-arm64.stamp" ] || [ ! -f "$(cat "$cache/libcuda-arm64.stamp")/libnvidia-ml.so.1" ]; then
        fetch_libcuda1 arm64 "$cache/libcuda-root-arm64" >"$cache/libcuda-arm64.stamp"
    fi
    echo "provision: aarch64 libcuda in $(cat "$cache/libcuda-arm64.stamp")"
}

provision_cross-windows() {
    # Debian's wine64 puts its loader in /usr/lib/wine, not on PATH.
    if ! command -v x86_64-w64-mingw32-gcc >/dev/null || [ ! -x /usr/lib/wine/wine64 ]; then
        echo "provision: installing mingw-w64's gcc and wine with apt"
        apt_install --no-install-recommends gcc-mingw-w64-x86-64 wine64 \
            || fail "apt-get install gcc-mingw-w64-x86-64 wine64 failed"
    fi
    rustup target add x86_64-pc-windows-gnu >/dev/null 2>&1 \
        || fail "rustup target add x86_64-pc-windows-gnu failed"
    mkdir -p "$cache/wine-shims"
    x86_64-w64-mingw32-gcc -O2 -shared -o "$cache/wine-shims/bcryptprimitives.dll" \
        "$root/scripts/wine/bcryptprimitives.c" -ladvapi32 \
        || fail "building the wine shim scripts/wine/bcryptprimitives.c failed"
    cross_wheels windows-13.0 win_amd64
}

cross_wheels() { # $1 name, $2... pip platforms: unpacks scripts/cuda-wheels/cross/$1.txt into cross-$1/
    local name=$1 platform platforms=()
    shift
    for platform in "$@"; do platforms+=(--platform "$platform"); done
    local pins="$pins_dir/cross/$name.txt" dir="$cache/cross-$name" downloads="$wheel_cache/cross-$name"
    if cmp -s "$pins" "$dir.pins" && [ -d "$dir" ]; then
        echo "provision: $name wheels already unpacked in $dir"
        return
    fi
    rm -f "$dir.pins"
    local pinned_name pinned_version hashes wheel wheels=()
    mkdir -p "$downloads"
    python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
        "${platforms[@]}" --require-hashes -r "$pins" -d "$downloads" \
        || fail "pip download of the $name CUDA wheels ($pins) failed"
    while read -r pinned_name pinned_version hashes; do
        # shellcheck disable=SC2086 # one argument per hash
        wheel=$(cached_wheel "$downloads" "$pinned_name" "$pinned_version" $hashes) \
            || fail "$downloads lacks $pinned_name $pinned_version with a pinned hash"
        wheels+=("$wheel")
    done < <(pinned "$pins")
    rm -rf "$dir" && mkdir -p "$dir"
    unpack_all "$dir" < <(printf '%s\n' "${wheels[@]}")
    # Where the name's version keeps cuda.h and crt/ (nvidia/cu13; 11.x's in
    # nvidia/cuda_runtime and nvidia/cuda_nvcc), as for this machine's wheels.
    local header crt
    header="$(toolkit_subdir "${name#*-}")/include/cuda.h"
    crt=$(expected_files "${name#*-}" | tail -1)
    [ -f "$dir/$header" ] && [ -f "$dir/$crt" ] \
        || fail "the $name wheels ($pins) lack $header or $crt"
    cp "$pins" "$dir.pins"
    echo "provision: $name CUDA wheels unpacked in $dir"
}

jetson_layout() { # $1 version, $2 its aarch64 wheels unpacked: hard-linked into jetson-$1/ as
    # JetPack's toolkit lays them out (usr/local/cuda-$1/targets/aarch64-linux/{include,lib})
    local version=$1 wheels=$2 dir="$cache/jetson-$1"
    local targets="$dir/usr/local/cuda-$version/targets/aarch64-linux"
    if cmp -s "$wheels.pins" "$dir.pins" && [ -d "$dir" ]; then
        echo "provision: the Jetson layout of CUDA $version is already in $dir"
        return
    fi
    rm -rf "$dir" "$dir.pins" && mkdir -p "$targets/include" "$targets/lib"
    cp -al "$wheels/nvidia/cuda_runtime/include/." "$wheels/nvidia/cuda_nvcc/include/." "$targets/include/" \
        && cp -al "$wheels/nvidia/cuda_runtime/lib/." "$targets/lib/" \
        || fail "laying out $wheels as JetPack's toolkit in $dir failed"
    rm -f "$targets/include/__init__.py" "$targets/lib/__init__.py"
    cp "$wheels.pins" "$dir.pins"
    echo "provision: CUDA $version's aarch64 wheels laid out as a Jetson's toolkit in $dir"
}

# --- env.sh -----------------------------------------------------------------

write_env() {
    local toolkit libcuda="" library_path
    toolkit="$cache/cuda-$default_version/$(toolkit_subdir "$default_version")"
    if ! cmp -s "$pins_dir/$default_version.txt" "$cache/cuda-$default_version.pins"; then
        if [ -f "$cache/env.sh" ]; then
            rm -f "$cache/env.sh"
            echo "provision: removed env.sh: CUDA $default_version is not provisioned (step headers)"
        fi
        return
    fi
    # An installed driver always wins over the unpacked copy.
    if [ -z "$(machine_libcuda)" ]; then libcuda=$(unpacked_libcuda_dir) || libcuda=""; fi
    library_path="$toolkit/lib"
    # The libraries shipped apart from the toolkit (the table's rows with
    # variables of their own: cuDNN, NCCL, cuSPARSELt 0.8, cuTENSOR) keep
    # folders of their own beside the toolkit's, those that exist here. (A
    # dynamic-loading build would also find them where the build did, but
    # the loader trusts no folder below a world-writable one, and a clone
    # under /tmp is.)
    apart=$(cd "$root" && . scripts/common.sh && wheel_folders "$cache/cuda-$default_version" lib apart) \
        || fail "could not read the library table (scripts/library-table.rs)"
    IFS=: read -ra folders <<<"${apart#:}"
    for folder in "${folders[@]}"; do
        if [ -d "$folder" ]; then library_path="$library_path:$folder"; fi
    done
    library_path="$library_path${libcuda:+:$libcuda}"
    {
        echo "# Written by scripts/provision.sh: CUDA $default_version from NVIDIA's wheels${libcuda:+, libcuda from Debian}."
        printf 'export CUDA_PATH=%q\n' "$toolkit"
        if [ -n "$libcuda" ]; then printf 'export CUDA_RAW_SYS_LIBCUDA_DIR=%q\n' "$libcuda"; fi
        # shellcheck disable=SC2016 # expanded when env.sh is sourced
        printf 'export LD_LIBRARY_PATH=%q${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}\n' "$library_path"
    } >"$cache/env.sh.partial"
    mv "$cache/env.sh.partial" "$cache/env.sh"
    echo "provision: environment written to $cache/env.sh"
}

remove_old_layout() { # what earlier versions of this script left in target/
    if [ -e "$cache/wheels-root" ] || [ -e "$cache/wheels-root.pins" ]; then
        echo "provision: removing the old single-version layout (wheels-root/)"
        rm -rf "$cache/wheels-root" "$cache/wheels-root.pins"
        rm -f "$cache"/wheels/*.whl
    fi
    # Wheels downloaded into target/ move to the wheel cache, not downloaded again.
    local old new
    for old in "$cache"/wheels/* "$cache"/wheels-cross/*; do
        [ -d "$old" ] || continue
        new="$wheel_cache/$(basename "$old")"
        case "$old" in */wheels-cross/*) new="$wheel_cache/cross-$(basename "$old")" ;; esac
        mkdir -p "$new" && mv -f "$old"/*.whl "$new"/ 2>/dev/null || true
        echo "provision: moved the wheels in $old to $new"
    done
    rm -rf "$cache/wheels" "$cache/wheels-cross"
}

wanted_versions=""
steps=()
while [ $# -gt 0 ]; do
    case "$1" in
        --versions) [ $# -ge 2 ] || fail "--versions needs a list, e.g. --versions 13.0"; wanted_versions=$2; shift 2 ;;
        --versions=*) wanted_versions=${1#--versions=}; shift ;;
        *) steps+=("$1"); shift ;;
    esac
done
mkdir -p "$cache" "$wheel_cache"
[ ${#steps[@]} -gt 0 ] || steps=(libclang headers libraries libcuda debian)
for step in "${steps[@]}"; do
    case "$step" in
        libclang | headers | libraries | libcuda | debian | cross-aarch64 | cross-windows) ;;
        *) fail "unknown step '$step' (libclang, headers, libraries, libcuda, debian, cross-aarch64, cross-windows)" ;;
    esac
done
remove_old_layout
for step in "${steps[@]}"; do "provision_$step"; done
# Not for the cross builds' steps alone, which need no env.sh: .ci/run runs
# them beside the others, whose last step writes it.
case " ${steps[*]} " in *" libclang "* | *" headers "* | *" libraries "* | *" libcuda "* | *" debian "*) write_env ;; esac
