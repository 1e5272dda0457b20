#!/usr/bin/env bash
# Finds the libclang that bindgen will load: the search of clang-sys 1.9 with
# its "runtime" feature on Linux x86-64 (build/common.rs and build/dynamic.rs
# in its source), so that provisioning and the build agree on what is present.
#
#   bash scripts/find-libclang.sh          # clang-sys's search
#   bash scripts/find-libclang.sh DIR...   # only these directories (for tests)
#
# Prints the path of the library clang-sys would pick and exits 0, or prints
# what it searched to stderr and exits 1. LIBCLANG_PATH, when set, is the only
# place searched (a directory, or the library file itself), as in clang-sys;
# it also takes precedence over DIR arguments.
#
# libclang-cpp.so.N (Debian's libclang-cpp14) is the C++ library, not the C
# API that bindgen needs: clang-sys skips every name containing "-cpp.", and
# so does this. clang-sys also refuses a file that is not a 64-bit ELF file.
set -euo pipefail
shopt -s nullglob

patterns=(libclang.so 'libclang-*.so' 'libclang.so.*' 'libclang-*.so.*')
default_directories=('/usr/local/llvm*/lib*' '/usr/local/lib*/*/*' '/usr/local/lib*/*' '/usr/local/lib*'
    '/usr/lib*/*/*' '/usr/lib*/*' '/usr/lib*')
candidates=() # every matching file, in clang-sys's order of preference
refused=()    # "path: reason"
searched=()   # what to report when nothing is found

add_directory() { # adds the files in $1 whose names match a pattern
    local directory=$1 pattern path name
    for pattern in "${patterns[@]}"; do
        if [ -n "$directory" ]; then path="$directory/"; else path=""; fi
        for path in "$path"$pattern; do
            [ -e "$path" ] || [ -L "$path" ] || continue # a name without wildcards is not checked by the glob
            name=${path##*/}
            [[ $name == *-cpp.* ]] && continue
            candidates+=("$path")
        done
    done
}

add_path_list() { # adds every directory of a colon-separated list; an empty entry is the working directory
    local list=$1 directory
    local -a directories
    IFS=: read -r -a directories <<<"$list"
    for directory in "${directories[@]}"; do add_directory "$directory"; done
}

elf_class() { # prints 1 (32-bit) or 2 (64-bit), or nothing when $1 is not an ELF file
    local header
    header=$(head -c 5 -- "$1" 2>/dev/null | od -An -tx1 | tr -d ' \n') || return 0
    case "$header" in
        7f454c4601) echo 1 ;;
        7f454c4602) echo 2 ;;
    esac
}

version_of() { # clang-sys's parse_version: the numbers in the file name, '.'-separated, 0 where not a number
    local name=$1 version part out=()
    if [[ $name == libclang.so.* ]]; then
        version=${name#libclang.so.}
    elif [[ $name == libclang-* ]]; then
        version=${name:9:${#name}-12}
    else
        echo ""
        return
    fi
    local -a parts
    IFS=. read -r -a parts <<<"$version."
    for part in "${parts[@]}"; do
        if [[ $part =~ ^[0-9]{1,9}$ ]]; then out+=("$((10#$part))"); else out+=(0); fi
    done
    echo "${out[*]}"
}

version_greater() { # whether version list $1 sorts after $2 (Rust's Vec<u32> ordering)
    local -a a b
    read -r -a a <<<"$1"
    read -r -a b <<<"$2"
    local i
    for ((i = 0; i < ${#a[@]} && i < ${#b[@]}; i++)); do
        if ((a[i] > b[i])); then return 0; fi
        if ((a[i] < b[i])); then return 1; fi
    done
    ((${#a[@]} > ${#b[@]}))
}

if [ -n "${LIBCLANG_PATH:-}" ]; then
    searched=("LIBCLANG_PATH=$LIBCLANG_PATH (only this: clang-sys searches nothing else when it is set)")
    # A path to the library file itself counts when its name matches.
    parent=$(dirname -- "$LIBCLANG_PATH") file=$(basename -- "$LIBCLANG_PATH")
    add_directory "$parent"
    matched=()
    for path in "${candidates[@]}"; do [ "${path##*/}" = "$file" ] && matched+=("$path"); done
    if [ ${#matched[@]} -gt 0 ]; then candidates=("${matched[0]}"); else candidates=() && add_directory "$LIBCLANG_PATH"; fi
elif [ $# -gt 0 ]; then
    searched=("$@")
    for directory in "$@"; do add_directory "$directory"; done
else
    llvm_config=${LLVM_CONFIG_PATH:-llvm-config}
    if prefix=$("$llvm_config" --prefix 2>/dev/null) && [ -n "$prefix" ]; then
        prefix=${prefix%%$'\n'*}
        searched+=("$llvm_config --prefix: $prefix/{bin,lib,lib64}")
        for directory in "$prefix/bin" "$prefix/lib" "$prefix/lib64"; do add_directory "$directory"; done
    else
        searched+=("$llvm_config --prefix: could not run it")
    fi
    if [ -n "${LD_LIBRARY_PATH+set}" ]; then
        searched+=("LD_LIBRARY_PATH=$LD_LIBRARY_PATH")
        add_path_list "$LD_LIBRARY_PATH"
    fi
    if [ -n "${LIBRARY_PATH+set}" ]; then
        searched+=("LIBRARY_PATH=$LIBRARY_PATH")
        add_path_list "$LIBRARY_PATH"
    fi
    searched+=("${default_directories[*]}")
    # clang-sys matches these directory patterns case-insensitively.
    shopt -s nocaseglob
    for pattern in "${default_directories[@]}"; do
        # shellcheck disable=SC2206 # the pattern is expanded on purpose
        directories=($pattern)
        for directory in "${directories[@]}"; do
            if [ -d "$directory" ]; then add_directory "$directory"; fi
        done
    done
    shopt -u nocaseglob
fi

# clang-sys takes the highest version among the loadable files, the first
# found among equal versions.
best="" best_version=""
for path in "${candidates[@]}"; do
    case "$(elf_class "$path")" in
        2) ;;
        1) refused+=("$path: 32-bit ELF file") && continue ;;
        *) refused+=("$path: not an ELF file (or unreadable)") && continue ;;
    esac
    version=$(version_of "${path##*/}")
    if [ -z "$best" ] || version_greater "$version" "$best_version"; then
        best=$path best_version=$version
    fi
done

if [ -n "$best" ]; then
    echo "$best"
    exit 0
fi
{
    echo "find-libclang: no libclang that clang-sys would load (64-bit ELF named ${patterns[*]}, not *-cpp.*)"
    echo "  searched:"
    printf '    %s\n' "${searched[@]}"
    if [ ${#refused[@]} -gt 0 ]; then
        echo "  refused:"
        printf '    %s\n' "${refused[@]}"
    fi
} >&2
exit 1
