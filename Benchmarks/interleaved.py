#!/usr/bin/env python3
# This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
# SPDX-License-Identifier: Apache-2.0
"""Several commands timed in turn, round after round, so a busy machine's load falls on all of them alike.

    Benchmarks/interleaved.py [--runs N] [--cwd DIR] LABEL=COMMAND [LABEL=COMMAND ...]

    Benchmarks/interleaved.py --runs 25 'C W1=build/c/chart W1 out/c.png' \\
        'before=/tmp/a/shipplot week --mark bar -o out/a.png' 'after=/tmp/b/shipplot week --mark bar -o out/b.png'

Each COMMAND is split as a shell would split it (no shell runs it). One untimed run of each under GNU time gives
its peak resident memory; then each round runs every command once, in the order given, and each run's CPU time
(user + system), page faults and wall time come from its wait4 (as Benchmarks/peers/peers.py times the peers).
Prints a Markdown table of medians: CPU ms, the system share (mean over the runs, since the kernel splits CPU
time between user and system mode by sampling at each tick), minor page faults, wall ms and peak MiB; with a
first command, each CPU time's ratio to it. Exit codes: 0 done, 1 a command failed, 64 usage.
"""
import os
import shlex
import statistics
import subprocess
import sys
import time

TIME = "/usr/bin/time"


def run(argv, cwd):
    """Wall seconds, exit code and rusage of one whole process, spawn to reap."""
    start = time.perf_counter()
    child = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    return time.perf_counter() - start, os.waitstatus_to_exitcode(status), usage


def peak_mib(argv, cwd):
    """Peak RSS under GNU time (a child of this interpreter would inherit its high-water mark), or None."""
    if not os.path.exists(TIME):
        return None
    r = subprocess.run([TIME, "-f", "%M", *argv], cwd=cwd, capture_output=True, text=True)
    try:
        return int(r.stderr.split()[-1]) / 1024
    except (ValueError, IndexError):
        return None


def main(args):
    runs, cwd, commands = 11, os.getcwd(), []
    while args:
        a = args.pop(0)
        if a == "--runs" and args:
            runs = int(args.pop(0))
        elif a == "--cwd" and args:
            cwd = args.pop(0)
        elif "=" in a and not a.startswith("-"):
            label, command = a.split("=", 1)
            commands.append((label, shlex.split(command)))
        else:
            print(__doc__.split("\n\n")[1], file=sys.stderr)
            return 64
    if not commands or runs < 1:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 64
    peaks = {}
    for label, argv in commands:
        _, code, _ = run(argv, cwd)
        if code != 0:
            print(f"interleaved: {label} failed (exit {code}): {shlex.join(argv)}", file=sys.stderr)
            return 1
        peaks[label] = peak_mib(argv, cwd)
    samples = {label: [] for label, _ in commands}
    for _ in range(runs):
        for label, argv in commands:
            wall, code, usage = run(argv, cwd)
            if code != 0:
                print(f"interleaved: {label} failed (exit {code})", file=sys.stderr)
                return 1
            samples[label].append((wall, usage.ru_utime, usage.ru_stime, usage.ru_minflt))
    print(f"{runs} interleaved rounds, load average {os.getloadavg()[0]:.1f}; medians.")
    print()
    print("| command | CPU ms | × first | system share | page faults | wall ms | peak MiB |")
    print("|---|---|---|---|---|---|---|")
    first = None
    for label, _ in commands:
        s = samples[label]
        cpu = statistics.median(u + k for _, u, k, _ in s) * 1e3
        first = first or cpu
        share = sum(k for _, _, k, _ in s) / max(sum(u + k for _, u, k, _ in s), 1e-9)
        faults = statistics.median(f for *_, f in s)
        wall = statistics.median(w for w, *_ in s) * 1e3
        peak = f"{peaks[label]:.1f}" if peaks[label] else "—"
        print(f"| {label} | {cpu:.2f} | {cpu / first:.2f} | {share * 100:.0f} % | {faults:.0f} | {wall:.1f} | {peak} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
