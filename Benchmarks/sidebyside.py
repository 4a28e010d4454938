#!/usr/bin/env python3
"""ShipPlot beside the peers, in one run, timed exactly as the peers' own peers.py times them.

Called by run.sh from a copy of the peer folder (it imports that folder's peers.py):
    python3 sidebyside.py BENCH_DIR SHIPPLOT_BENCH_BINARY [--static STATIC_BINARY] [--installed SHIPPLOT]
                          [--runs N] [--only W1,W4] [--peers c,shipplot,static,installed,gnuplot,mpl]
                          [--readme docs/performance.md]

Each (workload, peer) is rendered once and checked, then measured with peers.measure(): peak RSS from a warm-up
run under GNU time, then the median of N whole-process runs (spawn to reap). Prints a markdown table with
medians, peak RSS and ratios to the C + cairo reference, and under it a second table of the same runs' CPU time
(user + system, with the system share) and minor page faults; writes both to BENCH_DIR/results/sidebyside.md
too. With --readme FILE, the run's tables replace the ones between FILE's "<!-- benchmark-table -->" and
"<!-- /benchmark-table -->" lines (docs/performance.md's tables are regenerated that way, never by hand, and
Scripts/sync-docs copies them into the README).

The start-up row is each program doing nothing: C loads cairo and exits, the bench binaries print their list
of workloads, and the installed tool prints `--version`.

The CLI rows time the installed `shipplot` (Scripts/install: static, stripped) on its own commands, as a new user
runs them (no log yet, so the built-in sample): `cli-week` is `week --mark bar` to PNG beside C's W1, and
`cli-stacked` is `stacked --days 14` to PDF beside C's W6 (W2, 14 stacked days, as PDF).

The DASH row is in-process, not a whole process: `SHIPPLOT_BENCH_BINARY --dashboard` renders the 2 × 2 dashboard
of four W1 charts and, alternately, four W1 charts one by one, and reports both medians and their ratio.
"""
import argparse
import os
import platform
import subprocess
import sys
import time

bench_dir, binary = sys.argv[1], os.path.abspath(sys.argv[2])
sys.path.insert(0, bench_dir)
import peers  # noqa: E402  (the peer folder's own timing code)

NAMES = {"c": "C + cairo", "shipplot": "ShipPlot", "static": "ShipPlot static", "installed": "shipplot installed",
         "gnuplot": "gnuplot", "mpl": "matplotlib"}
static_binary = None
installed_binary = None
ROWS = ["startup", "W1", "W2", "W3", "W4", "W5", "W6", "W4-m4", "W2-cjk", "cli-week", "cli-stacked", "DASH"]
# ShipPlot-only rows, compared with the C peer's run of another workload.
C_BASELINE = {"W2-cjk": "W2"}
# The C workload each CLI row is compared with.
CLI_PEER_WORKLOAD = {"cli-week": "W1", "cli-stacked": "W6"}
LABELS = {"startup": "start-up only (installed: `--version`)",
          "cli-week": "`shipplot week --mark bar` PNG (C: W1)",
          "cli-stacked": "`shipplot stacked --days 14` PDF (C: W6)",
          "W2-cjk": "W2 with CJK step names and title (C: W2 in Latin)"}


def cli_command(peer, wl):
    if peer == "c":
        return peers.command("c", CLI_PEER_WORKLOAD[wl])
    if peer != "installed" or not installed_binary:
        return None
    if wl == "cli-week":
        return [installed_binary, "week", "--mark", "bar", "-o", "out/installed_week.png"], "out/installed_week.png"
    return [installed_binary, "stacked", "--days", "14", "-o", "out/installed_stacked.pdf"], "out/installed_stacked.pdf"


def command(peer, wl):
    if wl == "DASH":  # in-process, measured by dashboard()
        return None
    if wl in CLI_PEER_WORKLOAD:
        return cli_command(peer, wl)
    if peer == "installed":
        return ([installed_binary, "--version"], None) if wl == "startup" and installed_binary else None
    if peer not in ("shipplot", "static"):
        return None if wl in C_BASELINE else peers.command(peer, wl)
    exe = binary if peer == "shipplot" else static_binary
    if not exe:
        return None
    if wl == "startup":
        return [exe, "--list"], None
    if wl not in ("W1", "W2", "W3", "W4", "W5", "W6", "W2-cjk"):
        return None
    out = f"out/{peer}_{wl.lower()}.{'pdf' if wl == 'W6' else 'png'}"
    return [exe, wl, "-o", out], out


def dashboard(runs):
    """(DASH ms, 4 × W1 ms, ratio) from the release bench's in-process comparison, or None if it failed."""
    r = subprocess.run([binary, "--dashboard", "--runs", str(max(runs, 11))], capture_output=True, text=True,
                       timeout=600)
    row = r.stdout.strip().splitlines()[-1] if r.returncode == 0 and r.stdout.strip() else ""
    cells = [c.strip() for c in row.strip("|").split("|")]
    if len(cells) < 3:
        print(f"DASH: FAILED exit {r.returncode}: {r.stderr.strip()[-400:]}", file=sys.stderr)
        return None
    print(f"DASH     in-process {cells[0]} ms, 4 x W1 {cells[1]} ms, {cells[2]}", file=sys.stderr, flush=True)
    return cells[0], cells[1], cells[2]


def swift_version():
    """`Swift 6.3.1`, from the toolchain on PATH."""
    words = peers.version(["swift", "--version"]).split()
    return next((f"Swift {w}" for i, w in enumerate(words) if i and words[i - 1] == "version"), "Swift ?")


def machine():
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(line.split(":", 1)[1].strip() for line in f if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return f"{os.cpu_count()} CPUs ({cpu}), {platform.platform()}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bench_dir")
    ap.add_argument("binary")
    ap.add_argument("--runs", type=int, default=int(os.environ.get("RUNS", 5)))
    ap.add_argument("--only", help="comma-separated workloads")
    ap.add_argument("--static", help="a statically linked ShipPlotBench (Benchmarks/build-static.sh)")
    ap.add_argument("--installed", help="an installed shipplot (Scripts/install), for the cli-* rows")
    ap.add_argument("--peers", default="c,shipplot,static,installed,gnuplot,mpl")
    ap.add_argument("--readme", help="a Markdown file whose benchmark-table block this run's tables replace")
    a = ap.parse_args()
    global static_binary, installed_binary
    static_binary = os.path.abspath(a.static) if a.static else None
    installed_binary = os.path.abspath(a.installed) if a.installed else None
    # A new user's shipplot: no log at the default place, so the charts use the built-in sample.
    os.environ["SHIPPLOT_LOG"] = os.path.join(os.path.abspath(bench_dir), "tmp", "no-such-log.json")
    wanted = a.peers.split(",")
    rows = a.only.split(",") if a.only else ROWS
    os.makedirs(os.path.join(bench_dir, "out"), exist_ok=True)
    os.makedirs(os.path.join(bench_dir, "tmp"), exist_ok=True)

    results = {}
    dash = dashboard(a.runs) if "DASH" in rows and "shipplot" in wanted else None
    for wl in rows:
        for peer in wanted:
            cmd = command(peer, wl)
            if not cmd:
                continue
            argv, out = cmd
            r = subprocess.run(argv, cwd=bench_dir, capture_output=True, text=True, timeout=600)
            if r.returncode != 0:
                print(f"{wl}/{peer}: FAILED exit {r.returncode}: {r.stderr.strip()[-400:]}", file=sys.stderr)
                results[(peer, wl)] = None
                continue
            m = peers.measure(argv, a.runs, 1, 600)
            if m and out:
                m["size"] = os.path.getsize(os.path.join(bench_dir, out))
            results[(peer, wl)] = m
            if m:
                print(f"{wl:8s} {peer:9s} median {m['wall_median'] * 1e3:8.1f} ms  peak {m['rss_mb_median']:5.1f} MiB",
                      file=sys.stderr, flush=True)

    cols = [p for p in wanted if p in NAMES and (p != "static" or static_binary)
            and (p != "installed" or installed_binary)]
    lines = [
        f"Side-by-side run of {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} on {machine()}; "
        f"median of {a.runs} whole-process runs after 1 warm-up, peak RSS of the warm-up under GNU time; "
        "cairo " + peers.version(["pkg-config", "--modversion", "cairo"]) + ", " + swift_version() + ".",
        "",
        "| workload | " + " | ".join(f"{NAMES[p]} ms (MiB)" + ("" if p == "c" else " ×C") for p in cols) + " |",
        "|---|" + "---|" * len(cols),
    ]
    for wl in (w for w in rows if w != "DASH"):
        c = results.get(("c", C_BASELINE.get(wl, wl)))
        cells = []
        for p in cols:
            m = results.get((p, wl))
            if not m:
                cells.append("—" if (p, wl) not in results else "failed")
                continue
            mib = f"{m['rss_mb_median']:.1f}" if wl in CLI_PEER_WORKLOAD else f"{m['rss_mb_median']:.0f}"
            cell = f"{m['wall_median'] * 1e3:.1f} ({mib})"
            if p != "c" and c:
                cell += f" **{m['wall_median'] / c['wall_median']:.2f}×**"
            cells.append(cell)
        lines.append(f"| {LABELS.get(wl, wl)} | " + " | ".join(cells) + " |")
    if dash:
        lines.append(f"| DASH: 2 × 2 dashboard of four W1 charts, in-process (ShipPlot: four W1 one by one) | "
                     + " | ".join(f"{dash[0]} ms, 4 × W1 {dash[1]} ms **{dash[2]}**" if p == "shipplot" else ""
                                  for p in cols) + " |")
    lines += ["", "CPU time and page faults of the same runs (median CPU ms, user + system; the system share, "
              "mean over the runs, as the kernel samples it at each 4 ms tick; median minor page faults):", "",
              "| workload | " + " | ".join(NAMES[p] for p in cols) + " |", "|---|" + "---|" * len(cols)]
    for wl in (w for w in rows if w != "DASH"):
        cells = []
        for p in cols:
            m = results.get((p, wl))
            cells.append(f"{m['cpu_median'] * 1e3:.1f} ms, {m['sys_share'] * 100:.0f} % sys, "
                         f"{m['minflt_median']:.0f} faults" if m and "cpu_median" in m else "—")
        lines.append(f"| {LABELS.get(wl, wl)} | " + " | ".join(cells) + " |")
    sizes = [wl for wl in rows if any(results.get((p, wl)) and results[(p, wl)].get("size") for p in cols)]
    if sizes:
        lines += ["", "Output sizes (bytes): " + "; ".join(
            f"{wl} " + ", ".join(f"{NAMES[p]} {results[(p, wl)]['size']:,}" for p in cols
                                 if results.get((p, wl)) and results[(p, wl)].get("size"))
            for wl in sizes) + "."]
    text = "\n".join(lines) + "\n"
    os.makedirs(os.path.join(bench_dir, "results"), exist_ok=True)
    with open(os.path.join(bench_dir, "results", "sidebyside.md"), "w") as f:
        f.write(text)
    print(text)
    if a.readme:
        replace_block(a.readme, text)
    return 0 if all(v is not None for v in results.values()) else 1


def replace_block(path, text):
    """Puts `text` between the file's benchmark-table markers, keeping everything else."""
    start, end = "<!-- benchmark-table -->", "<!-- /benchmark-table -->"
    with open(path) as f:
        page = f.read()
    if page.count(start) != 1 or page.count(end) != 1 or page.index(start) > page.index(end):
        raise SystemExit(f"sidebyside: {path} needs one {start} line before one {end} line")
    head, rest = page.split(start, 1)
    tail = rest.split(end, 1)[1]
    with open(path, "w") as f:
        f.write(f"{head}{start}\n{text}{end}{tail}")
    print(f"sidebyside: replaced the table in {path}", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
