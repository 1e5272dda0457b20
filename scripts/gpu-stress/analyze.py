#!/usr/bin/env python3
"""Reads one stress process's records (tests/gpu/trace.rs's trace.<pid> and
fdtrace.c's fdtrace.<pid>, both stamped with CLOCK_MONOTONIC) and checks what
the cold-start fault could have come from (docs/gpu-runs.md, issue 21):

  launches  every kernel launch's range lies inside memory mapped and still
            mapped at launch, and no other thread unmaps or frees any part of
            it before the kernel is done;
  fds       no close() fails with EBADF (a second close of a number), and
            every fd number the tests hand to an import (dups numbered from
            512) is closed once, by the import or after a failed one, never
            again before the tests make that number anew.

Usage: analyze.py DIR...   Prints one line per folder; exits 1 on a finding."""
import re
import sys
from pathlib import Path

TRACE = re.compile(r"^(\d+\.\d+) tid (\d+) (.*) (0x[0-9a-f]+) \+(0x[0-9a-f]+)$")
CLOSE = re.compile(r"^(\d+\.\d+) tid (\d+) close (-?\d+) -> (-?\d+)( EBADF)? by (.*)$")
UNMAPS = ("cuMemUnmap", "cuMemAddressFree")


def read(folder):
    events = []
    for path in folder.glob("trace.*"):
        for line in path.read_text(errors="replace").splitlines():
            m = TRACE.match(line)
            if m:
                t, tid, what, start, length = m.groups()
                events.append((float(t), int(tid), what, int(start, 16), int(length, 16)))
    closes = []
    for path in folder.glob("fdtrace.*"):
        for line in path.read_text(errors="replace").splitlines():
            m = CLOSE.match(line)
            if m:
                t, tid, fd, result, ebadf, caller = m.groups()
                closes.append((float(t), int(tid), int(fd), int(result), bool(ebadf), caller))
    events.sort()
    closes.sort()
    return events, closes


def overlaps(a, alen, b, blen):
    return a < b + blen and b < a + alen


def check_launches(events):
    findings = []
    live = {}  # start -> (length, kind): mapped buffers and cuMemMap ranges
    buffers = {}  # mapped buffer start -> length, for its free
    open_launches = {}  # tid -> (time, start, length)
    launches = 0
    for t, tid, what, start, length in events:
        if what in ("mapped buffer", "cuMemMap"):
            live[start] = (length, what)
            if what == "mapped buffer":
                buffers[start] = length
        elif what == "cuMemUnmap" or what == "free of mapped buffer":
            if what == "free of mapped buffer":
                length = buffers.pop(start, 0)
            live.pop(start, None)
        if what.endswith("LaunchKernel over"):
            launches += 1
            covered = sum(
                max(0, min(start + length, s + l) - max(start, s)) for s, (l, _) in live.items()
            )
            if covered < length:
                findings.append(f"{t:.6f} tid {tid}: launch over {start:#x}+{length:#x} with only {covered:#x} bytes mapped")
            open_launches[tid] = (t, start, length)
        elif what == "kernel done over":
            open_launches.pop(tid, None)
        if what in UNMAPS or what == "free of mapped buffer":
            for other, (lt, ls, ll) in open_launches.items():
                if other != tid and overlaps(start, length or 1, ls, ll):
                    findings.append(f"{t:.6f} tid {tid}: {what} {start:#x}+{length:#x} while tid {other}'s kernel over {ls:#x}+{ll:#x} runs")
    for tid, (t, start, length) in open_launches.items():
        findings.append(f"{t:.6f} tid {tid}: the kernel over {start:#x}+{length:#x} never finished")
    return launches, findings


def check_fds(events, closes):
    findings = [f"{t:.6f} tid {tid}: close({fd}) by {caller}: EBADF" for t, tid, fd, _, ebadf, caller in closes if ebadf]
    # Merge the tests' imports with every close of a number from 512 up.
    merged = [(t, "import", tid, start, "") for t, tid, what, start, _ in events if what.startswith("import of")]
    merged += [(t, "close", tid, fd, caller) for t, tid, fd, result, _, caller in closes if fd >= 512 and fd < 4000]
    merged.sort()
    state = {}  # fd -> "imported" | "closed"
    imports = 0
    for t, kind, tid, fd, caller in merged:
        if kind == "import":
            imports += 1
            state[fd] = "imported"
        elif state.get(fd) == "imported":
            state[fd] = "closed"
        elif state.get(fd) == "closed":
            findings.append(f"{t:.6f} tid {tid}: fd {fd} closed again by {caller} after its import's close")
    return imports, findings


def main():
    failed = False
    for folder in map(Path, sys.argv[1:]):
        events, closes = read(folder)
        launches, launch_findings = check_launches(events)
        imports, fd_findings = check_fds(events, closes)
        findings = launch_findings + fd_findings
        print(f"{folder.name}: {len(events)} events, {launches} launches, {imports} imports, "
              f"{len(closes)} close() calls; {len(findings)} findings")
        for finding in findings[:20]:
            print("   ", finding)
        failed |= bool(findings)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
