#!/usr/bin/env python3
"""Reads one stress process's records (tests/gpu/trace.rs's trace.<pid> and
fdtrace.c's fdtrace.<pid>, both stamped with CLOCK_MONOTONIC) and checks what
the cold-start fault could have come from (docs/gpu-runs.md, issue 21):

  launches  every kernel launch's range lies inside memory mapped and still
            mapped at launch, and no other thread unmaps or frees any part of
            it before the kernel is done;
  reuse     (counted) how often a range is handed out (cuExternalMemory-
            GetMappedBuffer, cuMemAddressReserve) at the address another
            thread's release (cuMemFree/cudaFree, cuMemAddressFree) gives back;
  fds       no close() fails with EBADF (a second close of a number).

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


CREATES = {"mapped buffer": "mapped buffer begins", "cuMemAddressReserve": "cuMemAddressReserve begins"}
DESTROYS = {"free of mapped buffer": "free of mapped buffer done", "cuMemAddressFree": "cuMemAddressFree done"}


def spans(events):
    """The calls that hand out a virtual range and those that give one back,
    each as (begins, ends, tid, kind, start, length)."""
    begun = {}  # (tid, what) -> time
    buffers = {}  # mapped buffer start -> length (its free names no length)
    made, freed = [], []
    for t, tid, what, start, length in events:
        if what in CREATES.values() or what in DESTROYS:
            begun[(tid, what)] = (t, start, length)
        elif what in CREATES:
            began = begun.pop((tid, CREATES[what]), (t, 0, 0))[0]
            if what == "mapped buffer":
                buffers[start] = length
            made.append((began, t, tid, what, start, length))
        elif what in DESTROYS.values():
            kind = next(k for k, v in DESTROYS.items() if v == what)
            began, start, length = begun.pop((tid, kind), (t, start, length))
            if kind == "free of mapped buffer":
                length = buffers.pop(start, 1)
            freed.append((began, t, tid, kind, start, length))
    return made, freed


def check_reuse(events):
    """How often a range was handed out again at the address another thread
    was releasing: while that release was still returning, and within a
    millisecond after it. Counts, not findings: the plain runs show both
    thousands of times without harm."""
    made, freed = spans(events)
    by_start = {}
    for span in freed:
        by_start.setdefault(span[4], []).append(span)
    counts = {}  # kind -> [handed out, overlapping, quick]
    for mb, me, mtid, kind, mstart, _ in made:
        count = counts.setdefault(kind, [0, 0, 0])
        count[0] += 1
        for fb, fe, ftid, _, _, _ in by_start.get(mstart, ()):
            if ftid == mtid:
                continue
            if fb < me and mb < fe:
                count[1] += 1
            elif fe <= mb < fe + 0.001:
                count[2] += 1
    return "; ".join(
        f"{kind}: {n} ({overlapping} while another thread's release at that address was returning, "
        f"{quick} within 1 ms after one)"
        for kind, (n, overlapping, quick) in sorted(counts.items()))


def check_launches(events):
    findings = []
    live = {}  # start -> length: mapped buffers and cuMemMap ranges
    buffers = {}
    open_launches = {}  # tid -> (time, start, length)
    launches = 0
    for t, tid, what, start, length in events:
        if what in ("mapped buffer", "cuMemMap"):
            live[start] = length
            if what == "mapped buffer":
                buffers[start] = length
        elif what in ("cuMemUnmap", "free of mapped buffer"):
            if what == "free of mapped buffer":
                length = buffers.pop(start, 1)
            live.pop(start, None)
        if what.endswith("LaunchKernel over"):
            launches += 1
            covered = sum(max(0, min(start + length, s + l) - max(start, s)) for s, l in live.items())
            if covered < length:
                findings.append(f"{t:.6f} tid {tid}: launch over {start:#x}+{length:#x} with only {covered:#x} bytes mapped")
            open_launches[tid] = (t, start, length)
        elif what == "kernel done over":
            open_launches.pop(tid, None)
        if what in ("cuMemUnmap", "cuMemAddressFree", "free of mapped buffer"):
            for other, (lt, ls, ll) in open_launches.items():
                if other != tid and overlaps(start, length, ls, ll):
                    findings.append(f"{t:.6f} tid {tid}: {what} {start:#x}+{length:#x} while tid {other}'s kernel over {ls:#x}+{ll:#x} runs")
    for tid, (t, start, length) in open_launches.items():
        findings.append(f"{t:.6f} tid {tid}: the kernel over {start:#x}+{length:#x} failed or never finished; what touched that range before it:")
        history = [e for e in events if e[0] <= t and e[3] and overlaps(e[3], max(e[4], 1), start, length)]
        findings += [f"    {e[0]:.6f} tid {e[1]} {e[2]} {e[3]:#x}+{e[4]:#x}" for e in history[-12:]]
    return launches, findings


def check_fds(closes):
    """close() of a number that was not open, other than -1 (which the
    driver closes as a matter of course)."""
    return [f"{t:.6f} tid {tid}: close({fd}) by {caller}: EBADF" for t, tid, fd, _, ebadf, caller in closes if ebadf and fd != -1]


def main():
    failed = False
    for folder in map(Path, sys.argv[1:]):
        events, closes = read(folder)
        launches, launch_findings = check_launches(events)
        findings = launch_findings + check_fds(closes)
        print(f"{folder.name}: {len(events)} events, {launches} launches, {len(closes)} close() calls; "
              f"{len(findings)} findings; ranges handed out: {check_reuse(events) or 'none'}")
        for finding in findings[:40]:
            print("   ", finding)
        failed |= bool(findings)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
