# Shared by the scripts; source it. The one reader of cargo's JSON messages
# (`--message-format=json`): no script reads cargo's human output or the
# build log's prose.

# cargo_findings [FILE...]: reads cargo's JSON messages from the files (or
# stdin) and prints one tab-separated line per finding, first the kind:
#   artifact  fresh|built  PACKAGE  TARGET  FILE   (FILE: the unit's first file;
#                                                  its hash covers features and profile)
#   test      PACKAGE  NAME  EXECUTABLE            (test executables)
#   example   PACKAGE  NAME  EXECUTABLE
#   bench     PACKAGE  NAME  EXECUTABLE
#   out_dir   PACKAGE  DIR                         (a build script's OUT_DIR)
#   linked    PACKAGE  DIR                         (its native link search folders)
#   env       PACKAGE  KEY  VALUE                  (its rustc-env variables)
#   error     MESSAGE                              (compiler errors, rendered, one line)
cargo_findings() {
    python3 -c '
import json, sys

def package(package_id):
    # "path+file:///a/b#name@1.0", "path+file:///a/name#1.0" or "name 1.0 (...)"
    if "#" not in package_id:
        return package_id.split()[0]
    url, _, fragment = package_id.partition("#")
    return fragment.split("@")[0] if "@" in fragment else url.rstrip("/").split("/")[-1]

seen = set()
files = sys.argv[1:] or ["-"]
for path in files:
    for line in (sys.stdin if path == "-" else open(path)):
        if not line.startswith("{"):
            continue
        message = json.loads(line)
        reason = message.get("reason")
        found = []
        if reason == "compiler-artifact":
            name, owner = message["target"]["name"], package(message["package_id"])
            state = "fresh" if message["fresh"] else "built"
            found.append(("artifact", state, owner, name, message["filenames"][0]))
            if message.get("executable"):
                kinds = message["target"]["kind"]
                kind = "test" if message["profile"]["test"] and "bench" not in kinds else \
                    "bench" if "bench" in kinds else "example" if "example" in kinds else None
                if kind:
                    found.append((kind, owner, name, message["executable"]))
        elif reason == "build-script-executed":
            owner = package(message["package_id"])
            found.append(("out_dir", owner, message["out_dir"]))
            for linked in message.get("linked_paths", []):
                kind, equals, folder = linked.partition("=")
                if not equals or kind not in ("dependency", "crate", "native", "framework", "all"):
                    kind, folder = "all", linked
                if kind in ("native", "all"):
                    found.append(("linked", owner, folder))
            for key, value in message.get("env", []):
                found.append(("env", owner, key, value))
        elif reason == "compiler-message" and message["message"].get("level") == "error":
            rendered = message["message"].get("rendered") or message["message"]["message"]
            found.append(("error", rendered.replace("\t", " ").replace("\n", " | ")))
        for finding in found:
            if finding not in seen:
                seen.add(finding)
                print("\t".join(finding))
' "$@"
}

# cargo_out_dir PACKAGE [FILE...]: the last OUT_DIR cargo reported for
# PACKAGE's build script; fails when there is none.
cargo_out_dir() {
    local package=$1
    shift
    cargo_findings "$@" | awk -F'\t' -v package="$package" '
        $1 == "out_dir" && $2 == package { dir = $3 }
        END { if (dir == "") exit 1; print dir }' ||
        { echo "no build-script run of $package in cargo's messages" >&2; return 1; }
}

# summary_value FILE KEY: a count from a summary.tsv (`name<TAB>value` lines)
# the build scripts write into their OUT_DIR.
summary_value() {
    awk -F'\t' -v key="$2" '$1 == key { print $2; found = 1 } END { exit !found }' "$1" ||
        { echo "no $2 in $1" >&2; return 1; }
}

# library_table: the library table's rows (build/library_table.rs, printed by
# scripts/library-table.rs, compiled with rustc alone on first use), one a line:
# feature, 11.x and 12.x wheel folder, cu11, cu12 and cu13 packages (`-`:
# none), then 1 or 0: file in its wheel, bound for Windows, ships apart from
# the toolkit, in the binary (compiled from its headers, or a static library),
# linkable from its 11.x and 12.x wheels (0: they lack the file's soname,
# libNVVM's), its one architecture (`-`: every one), the feature whose
# library it replaces (`-`: none). The scripts take every list of libraries
# from it.
library_table() {
    local bin=${CARGO_TARGET_DIR:-target}/library-table
    if [ ! -x "$bin" ] || [ build/library_table.rs -nt "$bin" ] || [ scripts/library-table.rs -nt "$bin" ]; then
        mkdir -p "$(dirname "$bin")"
        rustc --edition 2021 -O scripts/library-table.rs -o "$bin" >&2 || return 1
    fi
    "$bin"
}

# library_features [--windows] [--loaded] [--linked-12] [--arch ARCH] [PINS...]:
# the library features a build for ARCH (this machine's by default) can take
# (not cuDLA's, aarch64's alone, elsewhere), comma-separated, in the table's
# order: with --windows
# those bound for Windows, with --loaded those the loader loads (not NVTX,
# compiled from its headers, nor nvPTXCompiler, a static library),
# with --linked-12 those a linked build can take from their 11.x and 12.x
# wheels, and
# with pin files those whose wheel (either major's package) they pin.
library_features() {
    local windows_only=0 loaded_only=0 linked_12=0 feature folder p11 p12 p13 file windows apart in_binary
    local linkable arch for_arch out=()
    for_arch=$(uname -m)
    while [ $# -gt 0 ]; do
        case $1 in
        --windows) windows_only=1 ;;
        --loaded) loaded_only=1 ;;
        --linked-12) linked_12=1 ;;
        --arch) for_arch=$2 && shift ;;
        *) break ;;
        esac
        shift
    done
    while IFS=$'\t' read -r feature folder p11 p12 p13 file windows apart in_binary linkable arch _; do
        [ "$arch" = - ] || [ "$arch" = "$for_arch" ] || continue
        [ "$windows_only" = 0 ] || [ "$windows" = 1 ] || continue
        [ "$loaded_only" = 0 ] || [ "$in_binary" = 0 ] || continue
        [ "$linked_12" = 0 ] || [ "$linkable" = 1 ] || continue
        [ $# -eq 0 ] || grep -qhE "^($p11|$p12|$p13)==" "$@" || continue
        out+=("$feature")
    done < <(library_table)
    (IFS=,; echo "${out[*]}")
}

# replaced_features FEATURES: the features whose library one of the
# comma-separated FEATURES replaces (cufft, where cufftmp is), comma-separated.
replaced_features() {
    library_table | awk -F'\t' -v on=",$1," '$12 != "-" && index(on, "," $1 ",") { print $12 }' \
        | paste -sd,
}

# matrix_runs: scripts/test-matrix.sh's runs, one a line: a CUDA version (a
# folder scripts/provision.sh unpacked, found through use_version), then the
# cargo features it is built with (scripts/library-releases.sh builds the
# same). Every run binds every library of the table whose wheel
# scripts/cuda-wheels/ pins for that version (pinned_features: cuDNN and NCCL
# for the oldest and newest cu11, cu12 and cu13 releases, cuFile from 12.6
# on); libNVVM, whose 11.x and 12.x wheels hold it only as libnvvm.so, only
# in their dynamic-loading runs. 13.0 first: .ci/run lints it, so the cfgs
# it holds count as linted before the older versions' runs.
matrix_runs() {
    local linked
    echo "13.0 pfn-typedefs,per-thread-default-stream,$(pinned_features 13.0)"
    echo "11.7 pfn-typedefs,$(pinned_features 11.7 linked)"
    echo "11.7 pfn-typedefs,dynamic-loading,$(pinned_features 11.7)"
    echo "11.8 pfn-typedefs,$(pinned_features 11.8 linked)"
    echo "debian-11.8 pfn-typedefs,nvrtc,curand"
    for linked in 12.0 12.6 12.9; do echo "$linked pfn-typedefs,$(pinned_features "$linked" linked)"; done
    echo "13.5 pfn-typedefs,$(pinned_features 13.5)"
    echo "12.0 pfn-typedefs,dynamic-loading,$(pinned_features 12.0)"
}

# pinned_features VERSION [linked]: the library features scripts/cuda-wheels
# pins for a CUDA version; with `linked`, for an 11.x or 12.x version, not
# those whose wheel of that major a linked build cannot take (libNVVM's).
pinned_features() {
    local only=()
    case ${2:-}/$1 in linked/11.* | linked/12.*) only=(--linked-12) ;; esac
    library_features "${only[@]}" "scripts/cuda-wheels/$1.txt" "scripts/cuda-wheels/libraries/$1.txt"
}

# crate_features: cuda-raw-sys's cargo features, one a line, from `cargo metadata`
# (not default, nor generate, which default turns on), but those of libraries
# that exist for another architecture only (cuDLA's, aarch64's).
crate_features() {
    local elsewhere
    elsewhere=$(library_table | awk -F'\t' -v arch="$(uname -m)" '$11 != "-" && $11 != arch { print $1 }' | paste -sd,)
    cargo metadata --no-deps --format-version 1 | python3 -c '
import json, sys
elsewhere = set(filter(None, sys.argv[1].split(",")))
for package in json.load(sys.stdin)["packages"]:
    if package["name"] == "cuda-raw-sys":
        # generate is on by default: the default build covers it.
        print("\n".join(sorted(f for f in package["features"]
                               if f not in ("default", "generate") and f not in elsewhere)))
' "$elsewhere"
}

# use_version VERSION: sets the environment through which that provisioned
# CUDA version is found, and `how` to say how. The caller sets `cache` (the
# provision folder), `original_path` (PATH before any version) and
# `base_library_path` (what LD_LIBRARY_PATH keeps).
# wheel_folders ROOT include|lib [apart]: ":ROOT/nvidia/<folder>/include"
# (or lib, and lib64 where the wheel has one: libNVVM's in the nvcc wheel;
# the folder itself where it has neither: nvImageCodec's)
# for each library of the table (its 12.x wheel's folder; for lib, those
# whose file is in it) shipped with the toolkit; with `apart`, for those
# shipped apart instead (cuDNN, NCCL, cuSPARSELt: variables of their own).
wheel_folders() {
    local feature folder p11 p12 p13 file windows apart in_binary linkable seen=" " shipped_apart=0
    [ "${3:-}" != apart ] || shipped_apart=1
    local major=${1##*-}
    major=${major%%.*}
    while IFS=$'\t' read -r feature folder p11 p12 p13 file windows apart in_binary linkable _; do
        [ "$apart" = "$shipped_apart" ] || continue
        [ "$2" = include ] || [ "$file" = 1 ] || continue
        # {cuda}: CUDA's major number, from ROOT's name (cuda-12.9: 12).
        folder=${folder//\{cuda\}/$major}
        case $seen in *" $folder "*) continue ;; esac
        seen="$seen$folder "
        # ../cutensor: cuTENSOR's wheels install beside nvidia/.
        local at=$1/nvidia/$folder
        case $folder in ../*) at=$1/${folder#../} ;; esac
        printf ':%s/%s' "$at" "$2"
        if [ "$2" = lib ] && [ -d "$at/lib64" ]; then printf ':%s/lib64' "$at"; fi
        # A wheel with its library in its folder's root (nvImageCodec's).
        if [ "$2" = lib ] && [ -d "$at" ] && [ ! -d "$at/lib" ] && [ ! -d "$at/lib64" ]; then
            printf ':%s' "$at"
        fi
    done < <(library_table)
}

use_version() {
    local version=$1 root=$cache/cuda-$1 runtime
    unset CUDA_PATH CUDA_INCLUDE_DIR CUDA_LIB_DIR VIRTUAL_ENV CUDNN_INCLUDE_DIR CUDNN_LIB_DIR NCCL_ROOT \
        CUSPARSELT_ROOT CUDSS_ROOT NVSHMEM_ROOT
    PATH=$original_path
    case $version in
    11.7) export CUDA_INCLUDE_DIR=$root/nvidia/cuda_runtime/include:$root/nvidia/cuda_nvcc/include
          export CUDA_LIB_DIR=$root/nvidia/cuda_runtime/lib
          how="CUDA_INCLUDE_DIR and CUDA_LIB_DIR at the cu11 wheels' folders" ;;
    11.8) export CUDA_PATH=$root/nvidia/cuda_runtime
          how="CUDA_PATH at the cu11 wheel's cuda_runtime (crt/ from the cuda_nvcc wheel beside it)" ;;
    12.0) export CUDA_PATH=$root/nvidia/cuda_runtime
          how="CUDA_PATH at the cu12 wheel's cuda_runtime (crt/ from the cuda_nvcc wheel beside it)" ;;
    12.6) export VIRTUAL_ENV=$cache/venv-12.6
          how="VIRTUAL_ENV, a virtualenv with the cu12 wheels installed" ;;
    12.9) export CUDA_INCLUDE_DIR=$root/nvidia/cuda_runtime/include:$root/nvidia/cuda_nvcc/include:$root/nvidia/cuda_cccl/include$(wheel_folders "$root" include)
          export CUDA_LIB_DIR=$root/nvidia/cuda_runtime/lib$(wheel_folders "$root" lib)
          export CUDNN_INCLUDE_DIR=$root/nvidia/cudnn/include CUDNN_LIB_DIR=$root/nvidia/cudnn/lib
          export NCCL_ROOT=$root/nvidia/nccl CUSPARSELT_ROOT=$root/nvidia/cusparselt CUDSS_ROOT=$root/nvidia/cu12
          export NVSHMEM_ROOT=$root/nvidia/nvshmem
          how="CUDA_INCLUDE_DIR and CUDA_LIB_DIR, path lists of every component's folders; CUDNN_INCLUDE_DIR and CUDNN_LIB_DIR; NCCL_ROOT; CUSPARSELT_ROOT; CUDSS_ROOT; NVSHMEM_ROOT" ;;
    13.0) export CUDA_PATH=$root/nvidia/cu13
          how="CUDA_PATH at the cu13 wheel folder" ;;
    13.5) PATH=$cache/venv-13.5/bin:$PATH
          how="the python3 on PATH, a virtualenv's, not activated" ;;
    debian-11.8) export CUDA_PATH=$cache/debian-11.8/usr
          how="CUDA_PATH at Debian bookworm's own CUDA 11.8 packages, unpacked (their usr/, laid out as an install in /usr)" ;;
    esac
    # For the test binaries: libcudart and the further libraries (one
    # folder per component in the cu11 and cu12 wheels).
    case $version in
    debian-*) runtime=$cache/$version/usr/lib/x86_64-linux-gnu ;;
    11.* | 12.*) runtime=$root/nvidia/cuda_runtime/lib$(wheel_folders "$root" lib) ;;
    *) runtime=$root/nvidia/cu13/lib ;;
    esac
    runtime=$runtime$(wheel_folders "$root" lib apart)
    export LD_LIBRARY_PATH=$runtime${base_library_path:+:$base_library_path}
}

# no_cuda: the command prefix that runs a command as on a machine with no
# CUDA (a CI runner's): no toolkit variables, no libcuda and nothing on the
# loader's path ("${no_cuda[@]}" cargo build ...).
no_cuda=(env -u CUDA_PATH -u CUDA_HOME -u CUDA_ROOT -u CUDA_TOOLKIT_ROOT_DIR -u VIRTUAL_ENV
    -u CONDA_PREFIX -u CUDA_INCLUDE_DIR -u CUDA_LIB_DIR -u CUDA_RAW_SYS_LIBCUDA_DIR
    -u CUDNN_INCLUDE_DIR -u CUDNN_LIB_DIR -u NCCL_ROOT -u CUSPARSELT_ROOT -u CUDSS_ROOT -u LD_LIBRARY_PATH
    PATH=/usr/bin:/bin:$HOME/.cargo/bin)
# no_libclang: the same with no libclang either (docs.rs's). bindgen's build
# script reruns whenever LIBCLANG_PATH changes, and bindgen is compiled again
# (40 s of CPU): in a target folder, the builds through it come after every
# build with libclang (check-package.sh's, last in CI's cross lane; spread
# out, they changed it seven times a run).
no_libclang=("${no_cuda[@]}" LIBCLANG_PATH=/nonexistent)
