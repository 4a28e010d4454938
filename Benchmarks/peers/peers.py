"""The peers' commands and the whole-process clock, imported by Benchmarks/sidebyside.py from the folder run.sh
runs in (a copy of Benchmarks/peers, or of $PEER_BENCH, which provides the same three functions).

    command(peer, workload) -> (argv, output file or None), or None when the peer does not draw it
    measure(argv, runs, warmup, timeout) -> {"wall_median": s, "rss_mb_median": MiB, ...} or None
    version(argv) -> the command's output, stripped

Timing: each run is a whole process, from just before the spawn to the reap (a blocking os.wait4), start-up
included, with its CPU time (user and system) and page faults from the same wait4. The warm-up runs are not timed; they run under GNU time (/usr/bin/time -f %M) for the peak resident memory, because
a child of this interpreter inherits its high-water mark (exec keeps ru_maxrss), about 16 MiB here.
"""
import os
import statistics
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
# The interpreter running this file, not a `python3` found on PATH: a version manager's shim would add its own
# start-up to every matplotlib run.
PYTHON = sys.executable or "python3"
TIME = "/usr/bin/time"
PREFIX = {"c": "c", "gnuplot": "gp", "mpl": "mpl"}


def command(peer, workload):
    if peer not in PREFIX:
        return None
    if workload == "startup":
        return {"c": ["build/c/chart", "startup"], "gnuplot": ["gnuplot", "-e", "exit"],
                "mpl": [PYTHON, "-c", "import matplotlib; matplotlib.use('Agg'); import matplotlib.pyplot"]}[peer], None
    if workload == "W4-m4":
        return (["build/c/chart", "W4", "--m4", "out/c_w4_m4.png"], "out/c_w4_m4.png") if peer == "c" else None
    if workload not in ("W1", "W2", "W3", "W4", "W5", "W6"):
        return None
    chart = "W2" if workload == "W6" else workload
    out = f"out/{PREFIX[peer]}_{workload.lower()}.{'pdf' if workload == 'W6' else 'png'}"
    if peer == "c":
        return ["build/c/chart", chart, out], out
    if peer == "gnuplot":
        return ["gnuplot", "-e", f"out='{out}'", f"gnuplot/{chart.lower()}.gp"], out
    return [PYTHON, "mpl/chart.py", chart, out], out


def _run(argv, timeout):
    """One whole process: wall seconds from spawn to reap, its exit code and its resource use (CPU seconds in user
    and kernel mode, page faults, peak RSS), or None past the timeout.

    The reap is a blocking wait4, which returns as the child ends (a poll with a sleep between tries rounded every
    time up to the sleep's step, ~2 ms here); a timer kills a child that runs past the timeout."""
    start = time.perf_counter()
    child = subprocess.Popen(argv, cwd=HERE, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    timer = threading.Timer(timeout, child.kill)
    timer.start()
    try:
        _, status, usage = os.wait4(child.pid, 0)
    finally:
        timer.cancel()
    wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if wall > timeout:
        return None
    return {"wall": wall, "rc": child.returncode, "rss_kb": usage.ru_maxrss, "user": usage.ru_utime,
            "sys": usage.ru_stime, "minflt": usage.ru_minflt, "majflt": usage.ru_majflt}


def _peak_kb(argv, timeout):
    if not os.path.exists(TIME):
        return None
    report = os.path.join(HERE, "tmp", "peak-rss")
    os.makedirs(os.path.dirname(report), exist_ok=True)
    if _run([TIME, "-f", "%M", "-o", report, *argv], timeout) is None:
        return None
    try:
        with open(report) as f:
            return int(f.read().split()[-1])
    except (OSError, ValueError, IndexError):
        return None


def measure(argv, runs, warmup, timeout):
    """Medians of `runs` timed runs after `warmup` untimed ones. CPU time is the kernel's per-process account
    (wait4's rusage): its total is exact, but its split between user and system mode comes from sampling at
    each timer tick (4 ms here, CONFIG_TICK_CPU_ACCOUNTING), so for a process of a few ticks the system share
    is reported as the mean over the runs (an unbiased estimate), not a median of a few coarse samples."""
    peaks = [kb for kb in (_peak_kb(argv, timeout) for _ in range(warmup)) if kb]
    timed = [r for r in (_run(argv, timeout) for _ in range(runs)) if r]
    if not timed:
        return None
    walls = [r["wall"] for r in timed]
    memory = peaks or [r["rss_kb"] for r in timed]
    cpu = [r["user"] + r["sys"] for r in timed]
    system_share = sum(r["sys"] for r in timed) / max(sum(cpu), 1e-9)
    return {"runs": len(timed), "wall_median": statistics.median(walls), "wall_min": min(walls),
            "wall_max": max(walls), "rss_mb_median": statistics.median(memory) / 1024,
            "cpu_median": statistics.median(cpu), "sys_share": system_share,
            "minflt_median": statistics.median(r["minflt"] for r in timed),
            "majflt_median": statistics.median(r["majflt"] for r in timed),
            "rc": sorted({r["rc"] for r in timed})}


def version(argv):
    try:
        return subprocess.run(argv, cwd=HERE, capture_output=True, text=True, timeout=60).stdout.strip()
    except (OSError, subprocess.SubprocessError) as error:
        return f"n/a ({type(error).__name__})"
