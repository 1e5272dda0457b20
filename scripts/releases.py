#!/usr/bin/env python3
"""The CUDA release that declares each driver and runtime API item, as data.

Reads cuda.h and cuda_runtime_api.h of every CUDA release pinned in
scripts/cuda-wheels/releases/headers.txt (NVIDIA's wheels; the newest patch of each
minor release PyPI holds) and writes build/releases.tsv: one row per item per
run of consecutive releases declaring it.

  python3 scripts/releases.py           write build/releases.tsv from the pins
  python3 scripts/releases.py --pin     refresh the pins from what PyPI holds now
  python3 scripts/releases.py --check   compare build/releases.tsv with the headers
                                        provisioned in target/cuda-provision/cuda-*/
                                        (scripts/provision.sh); downloads nothing but
                                        the pinned libclang wheel, for CI

Items: those the two headers, and the headers they include from the toolkit's
own include folders, declare when compiled as C for x86-64 Linux with no extra
defines, whose name starts with cu or CU (cuda, CUDA), and the fields of such
structs and unions:
  function    a declared function, by its name after preprocessing (cuCtxCreate_v4)
  type        a typedef name or a struct, union or enum tag (CUctx_st)
  enumerator  an enum constant
  field       a named field of a named struct or union, as tag.field
  constant    an object-like macro expanding to a number
  macro       an object-like macro expanding to one identifier that names a
              function, type or enumerator; the TSV's last column is that name
Rows: kind, name, first, last (empty while the newest release read still declares
it), target (macros only). A `first` equal to the oldest release read means that
release or an earlier one.

Environment: CUDA_RAW_SYS_WHEEL_CACHE (downloaded wheels, as scripts/provision.sh:
default $XDG_CACHE_HOME/cuda-raw-sys/wheels, the pinned ones under releases/ and
releases-tools/), CUDA_RAW_SYS_PROVISION_DIR (the provisioned headers --check
reads, default target/cuda-provision), CARGO_TARGET_DIR (target/, where the
libclang wheel is installed, in releases-tools/). Needs gcc and pip.
"""

import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PINS_DIR = ROOT / "scripts" / "cuda-wheels"
PINS = PINS_DIR / "releases" / "headers.txt"
TOOL_PINS = PINS_DIR / "releases" / "tools.txt"
TSV = ROOT / "build" / "releases.tsv"
REGENERATE = "python3 scripts/releases.py"
# (runtime wheel, the wheel of the same release holding crt/host_defines.h):
# the cu11/cu12 runtime wheels lack it, NVCC's has it; CUDA 13 split it out.
PACKAGES = [
    ("nvidia-cuda-runtime-cu11", "nvidia-cuda-nvcc-cu11"),
    ("nvidia-cuda-runtime-cu12", "nvidia-cuda-nvcc-cu12"),
    ("nvidia-cuda-runtime", "nvidia-cuda-crt"),
]
# The manylinux2014 tag also admits the 2010 and 1 wheels (pip's legacy aliases).
PLATFORM = "manylinux2014_x86_64"
KINDS = ("function", "type", "enumerator", "field", "constant", "macro")
API_NAME = re.compile(r"(cu|CU)")
IDENTIFIER = re.compile(r"[A-Za-z_]\w*\Z")
PIN_LINE = re.compile(r"([A-Za-z0-9][A-Za-z0-9._-]*)==(\S+)\s+--hash=sha256:([0-9a-f]{64})\s*\Z")
PROBE_MARK = "__cuda_raw_sys_releases_probe__"
PROBE = "#include <cuda.h>\n#include <cuda_runtime_api.h>\n"


class Failure(Exception):
    """An expected failure: main prints it as one line and exits 1."""


def run(command, **kwargs):
    try:
        return subprocess.run(command, check=True, text=True, capture_output=True, **kwargs)
    except FileNotFoundError:
        raise Failure(f"{command[0]} is not installed; this script needs it")
    except subprocess.CalledProcessError as error:
        # gcc's stdout is the preprocessed headers: its errors are on stderr.
        sys.stderr.write(error.stderr or error.stdout[-2000:])
        raise Failure(f"{' '.join(map(str, command))} failed (exit {error.returncode}; its output is above)")


def pip(*arguments):
    return run([sys.executable, "-m", "pip", "--disable-pip-version-check", *map(str, arguments)])


def wheel_cache():
    if os.environ.get("CUDA_RAW_SYS_WHEEL_CACHE"):
        return Path(os.environ["CUDA_RAW_SYS_WHEEL_CACHE"])
    xdg = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(xdg) / "cuda-raw-sys" / "wheels"


def minor(version):
    return ".".join(version.split(".")[:2])


def version_key(version):
    return tuple(int(part) if part.isdigit() else -1 for part in version.split("."))


# --- pins and wheels ---------------------------------------------------------


def read_pins(path):
    """[(name, version, sha256)] of a pins file, in its order."""
    pins = []
    for number, line in enumerate(path.read_text().splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        found = PIN_LINE.match(line)
        if not found:
            raise Failure(f"{path}:{number}: not `name==version --hash=sha256:...`: {line}")
        pins.append(found.groups())
    return pins


def releases_of(pins):
    """{release: [(name, version, sha256), ...]} in release order, from the pins in releases/headers.txt."""
    runtimes = {pair[0] for pair in PACKAGES}
    releases = {}
    for name, version, digest in pins:
        if name in runtimes:
            release = minor(version)
            if release in releases:
                raise Failure(f"{PINS.relative_to(ROOT)} pins two runtime wheels of CUDA {release}")
            releases[release] = [(name, version, digest)]
    for name, version, digest in pins:
        if name not in runtimes:
            if minor(version) not in releases:
                raise Failure(f"{PINS.relative_to(ROOT)} pins {name}=={version}, of no release whose runtime it pins")
            releases[minor(version)].append((name, version, digest))
    return dict(sorted(releases.items(), key=lambda item: version_key(item[0])))


def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def cached_wheel(folder, name, version, digest):
    # Wheel file names spell the project name with underscores (PEP 427).
    for wheel in sorted(folder.glob(f"{re.sub(r'[-.]', '_', name)}-{version}-*.whl")):
        if sha256(wheel) == digest:
            return wheel
    return None


def download(pins, folder, platform=True):
    """The wheels of pins, from folder, downloaded there by pip when missing."""
    missing = [pin for pin in pins if not cached_wheel(folder, *pin)]
    if missing:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", suffix=".txt") as requirements:
            requirements.write("".join(f"{n}=={v} --hash=sha256:{d}\n" for n, v, d in missing))
            requirements.flush()
            # pip's own configuration (index, find-links, proxy) applies.
            pip("download", "--quiet", "--no-deps", "--only-binary=:all:",
                *(["--platform", PLATFORM] if platform else []),
                "--require-hashes", "-r", requirements.name, "-d", folder)
    wheels = [cached_wheel(folder, *pin) for pin in pins]
    for pin, wheel in zip(pins, wheels):
        if not wheel:
            raise Failure(f"pip downloaded {pin[0]}=={pin[1]}, but {folder} holds no wheel of it with the pinned hash")
    return wheels


def unpack_includes(wheels, into):
    # Only the include/ folders: the rest (libraries, nvcc's binaries) is most of a wheel.
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as archive:
            for member in archive.namelist():
                if "include" in member.split("/")[:-1]:
                    archive.extract(member, into)


def tools():
    """Imports clang.cindex from the pinned libclang wheel, installed under target/."""
    target = Path(os.environ.get("CARGO_TARGET_DIR") or ROOT / "target")
    folder = target / "releases-tools"
    stamp = folder / "pins.txt"  # a copy of the pins it was installed from, written last
    if not (stamp.is_file() and stamp.read_bytes() == TOOL_PINS.read_bytes()):
        shutil.rmtree(folder, ignore_errors=True)
        # The tool runs on this machine: no --platform.
        wheels = download(read_pins(TOOL_PINS), wheel_cache() / "releases-tools", platform=False)
        pip("install", "--quiet", "--no-deps", "--no-index", "--target", folder, *wheels)
        shutil.copyfile(TOOL_PINS, stamp)
    sys.path.insert(0, str(folder))
    from clang import cindex

    return cindex


# --- extraction --------------------------------------------------------------


def gcc_system_includes():
    """gcc's own search list, which libclang is given in place of its own headers
    (the libclang wheel ships none): both compilers then read the same files."""
    lines = run(["gcc", "-xc", "-E", "-v", "/dev/null"]).stderr.splitlines()
    try:
        start, end = lines.index("#include <...> search starts here:") + 1, lines.index("End of search list.")
    except ValueError:
        raise Failure("`gcc -xc -E -v /dev/null` printed no `#include <...>` search list")
    return [line.strip() for line in lines[start:end]]


def within(path, roots):
    path = os.path.realpath(path)
    return any(path.startswith(root + os.sep) for root in roots)


def declarations(cindex, includes, system):
    """{(kind, name)} of functions, types, enumerators and fields, parsed by libclang."""
    arguments = ["-xc", "-target", "x86_64-unknown-linux-gnu", "-nostdinc"]
    arguments += [f"-I{folder}" for folder in includes]
    for folder in system:
        arguments += ["-isystem", folder]
    unit = cindex.Index.create().parse(
        "probe.c", args=arguments, unsaved_files=[("probe.c", PROBE)],
        options=cindex.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES)
    errors = [str(d) for d in unit.diagnostics if d.severity >= cindex.Diagnostic.Error]
    if errors:
        raise Failure(f"libclang could not parse the headers in {includes[0]}: " + "; ".join(errors[:3]))
    roots = [os.path.realpath(folder) for folder in includes]
    kinds = cindex.CursorKind
    records = (kinds.STRUCT_DECL, kinds.UNION_DECL)
    items = set()

    def api(kind, name):
        if API_NAME.match(name):
            items.add((kind, name))

    def visit(cursor):
        # libclang spells an untagged record by the typedef naming it, as bindgen
        # does, and an anonymous one "struct (unnamed at ...)".
        named = bool(IDENTIFIER.match(cursor.spelling))
        if cursor.kind in records or cursor.kind == kinds.ENUM_DECL:
            if named:
                api("type", cursor.spelling)
        for child in cursor.get_children():
            if child.kind == kinds.ENUM_CONSTANT_DECL:
                api("enumerator", child.spelling)
            elif child.kind == kinds.FIELD_DECL and named and child.spelling and API_NAME.match(cursor.spelling):
                items.add(("field", f"{cursor.spelling}.{child.spelling}"))
            elif child.kind in records or child.kind == kinds.ENUM_DECL:
                visit(child)

    for cursor in unit.cursor.get_children():
        if not cursor.location.file or not within(cursor.location.file.name, roots):
            continue
        if cursor.kind == kinds.FUNCTION_DECL:
            api("function", cursor.spelling)
        elif cursor.kind == kinds.TYPEDEF_DECL:
            api("type", cursor.spelling)
        elif cursor.kind in records or cursor.kind == kinds.ENUM_DECL:
            visit(cursor)
    return items


def object_macros(includes):
    """The object-like macros the toolkit's headers leave defined, by gcc -dD."""
    roots = [os.path.realpath(folder) for folder in includes]
    output = run(["gcc", "-xc", "-E", "-dD", *(f"-I{folder}" for folder in includes), "-"], input=PROBE).stdout
    defined = {}  # name: whether the definition in force is an object-like one of the toolkit's
    here = False
    for line in output.splitlines():
        if line.startswith("# ") and '"' in line:  # a line marker: # 12 "file" flags
            here = within(line.split('"')[1], roots)
        elif line.startswith("#define "):
            found = re.match(r"#define ([A-Za-z_]\w*)(\(?)", line)
            defined[found[1]] = here and not found[2]
        elif line.startswith("#undef "):
            defined.pop(line.split()[1], None)
    return sorted(name for name, ours in defined.items() if ours and API_NAME.match(name))


TOKEN = re.compile(r"\s*(?:(?P<number>\.?\d(?:[eEpP][+-]|[\w.])*)|(?P<word>[A-Za-z_]\w*)|(?P<other>\S))")


def tokens(text):
    found, position = [], 0
    while position < len(text.rstrip()):
        match = TOKEN.match(text, position)
        found.append(match[0].strip())
        position = match.end()
    return found


def is_number(parts):
    """A numeric literal under unary +, - or ~ and parentheses, as (~0u): what
    `constant` means. A cast, as ((CUstream)0x1), makes it no number."""
    while parts:
        if len(parts) >= 2 and parts[0] == "(" and parts[-1] == ")":
            parts = parts[1:-1]
        elif parts[0] in ("+", "-", "~"):
            parts = parts[1:]
        else:
            break
    return len(parts) == 1 and TOKEN.match(parts[0])["number"] is not None


def expansions(includes, names):
    """{name: its expansion's tokens}, each expanded by gcc as a C compiler sees it
    after the two headers: one marker line per macro."""
    probe = PROBE + "".join(f"{PROBE_MARK} {index} {name}\n" for index, name in enumerate(names))
    output = run(["gcc", "-xc", "-E", "-P", *(f"-I{folder}" for folder in includes), "-"], input=probe).stdout
    found = {}
    for line in output.splitlines():
        if line.startswith(PROBE_MARK + " "):
            _, index, expansion = (line + " ").split(" ", 2)
            found[names[int(index)]] = tokens(expansion)
    if len(found) != len(names):
        raise Failure(f"gcc -E lost {len(names) - len(found)} of the macro probe's marker lines for {includes[0]}")
    return found


def items_of(cindex, includes, system):
    """{(kind, name, target)} the headers in includes (cuda.h's folder first) declare."""
    declared = declarations(cindex, includes, system)
    targets = {name for kind, name in declared if kind in ("function", "type", "enumerator")}
    items = {(kind, name, "") for kind, name in declared}
    for name, parts in expansions(includes, object_macros(includes)).items():
        if is_number(parts):
            items.add(("constant", name, ""))
        elif len(parts) == 1 and parts[0] in targets:
            items.add(("macro", name, parts[0]))
    return items


def cuda_version(includes):
    parts = expansions(includes, ["CUDA_VERSION"])["CUDA_VERSION"]
    return parts[0] if len(parts) == 1 else None


def include_folders(site):
    """cuda.h's folder first, then the one holding crt/host_defines.h (scripts/provision.sh's layouts)."""
    for folders in (["nvidia/cu13/include"], ["nvidia/cuda_runtime/include", "nvidia/cuda_nvcc/include"]):
        paths = [site / folder for folder in folders]
        if (paths[0] / "cuda.h").is_file():
            if not (paths[-1] / "crt" / "host_defines.h").is_file():
                raise Failure(f"{paths[-1] / 'crt' / 'host_defines.h'} is missing (cuda_runtime_api.h includes it)")
            return [str(path) for path in paths]
    raise Failure(f"{site} holds no nvidia/cu13/include/cuda.h nor nvidia/cuda_runtime/include/cuda.h")


# --- the TSV -------------------------------------------------------------------


def runs(presence, releases):
    """[(first, last)] of the maximal runs of consecutive releases in presence;
    last is empty for a run reaching the newest release."""
    found, start = [], None
    for index, release in enumerate(releases + [None]):
        if release in presence and start is None:
            start = index
        elif release not in presence and start is not None:
            found.append((releases[start], releases[index - 1] if release is not None else ""))
            start = None
    return found


def write_tsv(declared, runtimes):
    """declared: {release: {(kind, name, target)}}; runtimes: {release: runtime wheel version}."""
    releases = list(declared)
    presence = {}
    for release, items in declared.items():
        for item in items:
            presence.setdefault(item, set()).add(release)
    rows = []
    for (kind, name, target), present in presence.items():
        for first, last in runs(present, releases):
            rows.append((kind, name, first, last, target))
    rows.sort(key=lambda row: (KINDS.index(row[0]), row[1], releases.index(row[2])))
    lines = [
        "# Generated by scripts/releases.py from the wheels pinned in scripts/cuda-wheels/releases/headers.txt; do not edit.",
        "# Each item cuda.h and cuda_runtime_api.h declare (C, x86-64 Linux), per run of consecutive releases read:",
        "# kind, name, first (the oldest read: it or earlier), last (empty: to the newest read), target (macros).",
        "# Runtime wheels read: " + " ".join(runtimes[release] for release in releases),
        "releases\t" + " ".join(releases),
    ]
    lines += ["\t".join(row) for row in rows]
    TSV.parent.mkdir(parents=True, exist_ok=True)
    partial = TSV.with_suffix(".tsv.partial")
    partial.write_text("\n".join(lines) + "\n")
    partial.replace(TSV)
    return len(rows)


def read_tsv(pinned):
    """{release: {(kind, name, target)}} that build/releases.tsv says, once its
    releases are those pinned."""
    if not TSV.is_file():
        raise Failure(f"{TSV.relative_to(ROOT)} is missing; generate it with `{REGENERATE}`")
    releases, rows = None, []
    for number, line in enumerate(TSV.read_text().splitlines(), 1):
        if line.startswith("#"):
            continue
        fields = line.split("\t")
        if fields[0] == "releases" and len(fields) == 2:
            releases = fields[1].split()
        elif len(fields) == 5 and fields[0] in KINDS:
            rows.append((number, fields))
        else:
            raise Failure(f"{TSV.relative_to(ROOT)}:{number}: not a row of kind, name, first, last, target: {line!r}")
    if releases != pinned:
        raise Failure(f"scripts/cuda-wheels/releases/headers.txt pins releases {' '.join(pinned)} but {TSV.relative_to(ROOT)} "
                      f"lists {' '.join(releases or ['none'])}; regenerate it with `{REGENERATE}`")
    declared = {release: set() for release in releases}
    for number, (kind, name, first, last, target) in rows:
        if first not in releases or (last and last not in releases):
            raise Failure(f"{TSV.relative_to(ROOT)}:{number}: {first!r} or {last!r} is no release of its `releases` line")
        for release in releases[releases.index(first): releases.index(last) + 1 if last else None]:
            declared[release].add((kind, name, target))
    return declared


def counts(items):
    return " ".join(f"{kind} {sum(1 for item in items if item[0] == kind)}" for kind in KINDS)


# --- the modes -------------------------------------------------------------------


def newest_per_minor(package):
    output = pip("index", "versions", package).stdout
    found = re.search(r"^Available versions: (.*)$", output, re.M)
    if not found:
        raise Failure(f"`pip index versions {package}` listed no versions")
    newest = {}
    for version in found[1].split(", "):
        if version_key(version) > version_key(newest.get(minor(version), "0")):
            newest[minor(version)] = version
    return newest


def pin():
    """Rewrites releases/headers.txt: per minor release PyPI holds a runtime wheel of, its
    newest patch, with the newest wheel of that minor holding crt/host_defines.h.
    A toolkit update reships unchanged components at their versions, so the newest
    of each wheel of a minor belong to its last update."""
    lines = []
    downloads = wheel_cache() / "releases"
    for runtime, headers in PACKAGES:
        runtimes, companions = newest_per_minor(runtime), newest_per_minor(headers)
        for release, version in sorted(runtimes.items(), key=lambda item: version_key(item[0])):
            if release not in companions:
                raise Failure(f"PyPI holds {runtime} {version} but no {headers} of CUDA {release}, for crt/host_defines.h")
            lines.append(f"# CUDA {release}")
            for name, pinned in ((runtime, version), (headers, companions[release])):
                downloads.mkdir(parents=True, exist_ok=True)
                # An empty folder of its own: some versions have two wheels for the
                # platform (12.6.77), and the one pip picks is the one to pin.
                with tempfile.TemporaryDirectory(dir=downloads) as fresh:
                    pip("download", "--quiet", "--no-deps", "--only-binary=:all:", "--platform", PLATFORM,
                        f"{name}=={pinned}", "-d", fresh)
                    wheels = list(Path(fresh).glob("*.whl"))
                    if len(wheels) != 1:
                        raise Failure(f"pip downloaded {len(wheels)} wheels for {name}=={pinned}, not one")
                    lines.append(f"{name}=={pinned} --hash=sha256:{sha256(wheels[0])}")
                    wheels[0].replace(downloads / wheels[0].name)
            print(f"releases: CUDA {release}: {lines[-2].split()[0]}, {lines[-1].split()[0]}")
    header = [
        "# The CUDA releases scripts/releases.py reads into build/releases.tsv: per minor",
        "# release PyPI holds a runtime wheel of, its newest patch, and the newest wheel of",
        "# that minor holding crt/host_defines.h (NVCC's for 11.x and 12.x, crt for 13.x),",
        "# which cuda_runtime_api.h includes. Written by `python3 scripts/releases.py --pin`.",
    ]
    PINS.write_text("\n".join(header + lines) + "\n")
    print(f"releases: pinned {sum(1 for line in lines if line.startswith('# '))} releases in {PINS.relative_to(ROOT)}")


def generate():
    releases = releases_of(read_pins(PINS))
    cindex = tools()
    system = gcc_system_includes()
    downloads = wheel_cache() / "releases"
    declared, runtimes = {}, {}
    with tempfile.TemporaryDirectory(prefix="cuda-raw-sys-releases.") as scratch:
        for release, pins in releases.items():
            site = Path(scratch) / release
            unpack_includes(download(pins, downloads), site)
            includes = include_folders(site)
            # A pin of the wrong release would pass the hash check: the header says which it is.
            expected = str(int(release.split(".")[0]) * 1000 + int(release.split(".")[1]) * 10)
            if cuda_version(includes) != expected:
                raise Failure(f"the cuda.h pinned as CUDA {release} defines CUDA_VERSION {cuda_version(includes)}, not {expected}")
            declared[release] = items_of(cindex, includes, system)
            runtimes[release] = pins[0][1]
            print(f"releases: CUDA {release} ({pins[0][0]} {pins[0][1]}): {counts(declared[release])}")
    rows = write_tsv(declared, runtimes)
    print(f"releases: wrote {TSV.relative_to(ROOT)}: {rows} rows, {TSV.stat().st_size} bytes")


def check():
    pinned = releases_of(read_pins(PINS))
    declared = read_tsv(list(pinned))
    provision = Path(os.environ.get("CUDA_RAW_SYS_PROVISION_DIR") or ROOT / "target" / "cuda-provision")
    # scripts/provision.sh writes a version's stamp last: a folder without one is half unpacked.
    versions = sorted((path.name[len("cuda-"):] for path in provision.glob("cuda-*")
                       if path.is_dir() and path.with_name(path.name + ".pins").is_file()), key=version_key)
    if not versions:
        raise Failure(f"{provision} holds no provisioned CUDA headers (cuda-<version>/ with its .pins stamp); run scripts/provision.sh headers")
    cindex = tools()
    system = gcc_system_includes()
    failed = []
    for version in versions:
        includes = include_folders(provision / f"cuda-{version}")
        found = items_of(cindex, includes, system)
        print(f"releases: CUDA {version}: {counts(found)}")
        if version not in declared:
            print(f"releases: CUDA {version} is provisioned but {TSV.relative_to(ROOT)} does not read it", file=sys.stderr)
            failed.append(version)
            continue
        differences = sorted((item, "only in the headers") for item in found - declared[version])
        differences += sorted((item, f"only in {TSV.name}") for item in declared[version] - found)
        if differences:
            shown = " (the first 20)" if len(differences) > 20 else ""
            print(f"releases: CUDA {version}: {len(differences)} difference(s){shown} between "
                  f"{provision / f'cuda-{version}'} and {TSV.relative_to(ROOT)}:", file=sys.stderr)
            for (kind, name, target), where in sorted(differences)[:20]:
                print(f"  {kind} {name}{' -> ' + target if target else ''}: {where}", file=sys.stderr)
            read = pinned[version][0]
            stamp = (provision / f"cuda-{version}.pins").read_text()
            provisioned = re.search(rf"^{re.escape(read[0])}==(\S+)", stamp, re.M)
            if provisioned and provisioned[1] != read[1]:
                print(f"  (provisioned from {read[0]} {provisioned[1]}; the TSV read {read[1]})", file=sys.stderr)
            failed.append(version)
    if failed:
        raise Failure(f"{TSV.relative_to(ROOT)} disagrees with the headers of CUDA {', '.join(failed)} (above); "
                      f"regenerate it with `{REGENERATE}` (from the pins in scripts/cuda-wheels/releases/headers.txt, "
                      f"refreshed by `{REGENERATE} --pin`)")
    print(f"releases: {TSV.relative_to(ROOT)} agrees with the headers of CUDA {' '.join(versions)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--pin", action="store_true", help="refresh scripts/cuda-wheels/releases/headers.txt from PyPI")
    mode.add_argument("--check", action="store_true", help="compare build/releases.tsv with the provisioned headers")
    options = parser.parse_args()
    started = time.monotonic()
    try:
        if options.pin:
            pin()
        elif options.check:
            check()
        else:
            generate()
    except Failure as failure:
        print(f"releases: {failure}", file=sys.stderr)
        sys.exit(1)
    print(f"releases: done in {time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()
