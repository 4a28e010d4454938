"""The peers' commands and the whole-process clock, imported by Benchmarks/sidebyside.py from the folder run.sh
runs in (a copy of Benchmarks/peers, or of $PEER_BENCH, which provides the same three functions).

    command(peer, workload) -> (argv, output file or None), or None when the peer does not draw it
    measure(argv, runs, warmup, timeout) -> {"wall_median": s, "rss_mb_median": MiB, ...} or None
    version(argv) -> the command's output, stripped

Timing: each run is a whole process, from just before the spawn to the reap (os.wait4), start-up included. The
warm-up runs are not timed; they run under GNU time (/usr/bin/time -f %M) for the peak resident memory, because
a child of this interpreter inherits its high-water mark (exec keeps ru_maxrss), about 16 MiB here.
"""
import os
import statistics
import subprocess
import sys
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
    """One whole process: wall seconds from spawn to reap and its exit code, or None past the timeout."""
    start = time.perf_counter()
    child = subprocess.Popen(argv, cwd=HERE, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    while True:
        pid, status, usage = os.wait4(child.pid, os.WNOHANG)
        if pid:
            return {"wall": time.perf_counter() - start, "rc": os.waitstatus_to_exitcode(status),
                    "rss_kb": usage.ru_maxrss}
        if time.perf_counter() - start > timeout:
            child.kill()
            os.wait4(child.pid, 0)
            return None
        time.sleep(0.001)


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
    peaks = [kb for kb in (_peak_kb(argv, timeout) for _ in range(warmup)) if kb]
    timed = [r for r in (_run(argv, timeout) for _ in range(runs)) if r]
    if not timed:
        return None
    walls = [r["wall"] for r in timed]
    memory = peaks or [r["rss_kb"] for r in timed]
    return {"runs": len(timed), "wall_median": statistics.median(walls), "wall_min": min(walls),
            "wall_max": max(walls), "rss_mb_median": statistics.median(memory) / 1024,
            "rc": sorted({r["rc"] for r in timed})}


def version(argv):
    try:
        return subprocess.run(argv, cwd=HERE, capture_output=True, text=True, timeout=60).stdout.strip()
    except (OSError, subprocess.SubprocessError) as error:
        return f"n/a ({type(error).__name__})"
