#!/usr/bin/env python3
"""Reads one stress process's records (tests/gpu/trace.rs's trace.<pid> and
fdtrace.c's fdtrace.<pid>, both stamped with CLOCK_MONOTONIC) and checks what
the cold-start fault could have come from (docs/gpu-runs.md, issue 21):

  launches  every kernel launch's range lies inside memory mapped and still
            mapped at launch, and no other thread unmaps or frees any part of
            it before the kernel is done;
  reuse     no range is handed out (cuExternalMemoryGetMappedBuffer,
            cuMemAddressReserve) while another thread's call releasing an
            overlapping range (cuMemFree/cudaFree, cuMemAddressFree) has not
            returned;
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
    """A range handed out while another thread's call giving back an
    overlapping range had not yet returned: a race inside the driver (or
    whatever intercepts it). Counts, too, how often a range was handed out
    again within a millisecond of its release by another thread."""
    made, freed = spans(events)
    findings, quick = [], 0
    for mb, me, mtid, mkind, mstart, mlen in made:
        for fb, fe, ftid, fkind, fstart, flen in freed:
            if ftid == mtid or not overlaps(mstart, mlen, fstart, flen):
                continue
            if fb < me and mb < fe:
                findings.append(f"{mb:.6f}-{me:.6f} tid {mtid}: {mkind} {mstart:#x}+{mlen:#x} handed out while "
                                f"tid {ftid}'s {fkind} {fstart:#x} ({fb:.6f}-{fe:.6f}) had not returned")
            elif fe <= mb < fe + 0.001:
                quick += 1
    return len(made), quick, findings


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
        findings.append(f"{t:.6f} tid {tid}: the kernel over {start:#x}+{length:#x} never finished; what touched that range before it:")
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
        handed_out, quick, reuse_findings = check_reuse(events)
        findings = launch_findings + reuse_findings + check_fds(closes)
        print(f"{folder.name}: {len(events)} events, {launches} launches, {handed_out} ranges handed out "
              f"({quick} within 1 ms of another thread's release of them), {len(closes)} close() calls; "
              f"{len(findings)} findings")
        for finding in findings[:40]:
            print("   ", finding)
        failed |= bool(findings)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
