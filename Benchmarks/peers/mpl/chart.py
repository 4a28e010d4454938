"""The matplotlib peer (Agg, pyplot and savefig, as a script would use them): every workload of
Benchmarks/ShipPlotBench on the same data, in the C peer's frame (800 x 500 px, plot area x 60..780, y 50..450).

    python3 mpl/chart.py W1|W2|W3|W4|W5 OUT.png      W2 to OUT.pdf is W6
"""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from matplotlib.ticker import FuncFormatter, MaxNLocator  # noqa: E402

BLUE = "#4c78a8"
POINT = 72 / 100  # points per pixel at 100 dpi
WEEK = [3, 5, 0, 2, 7, 4, 6]
WEEK_DAYS = ["Mon 06", "Tue 07", "Wed 08", "Thu 09", "Fri 10", "Sat 11", "Sun 12"]
plt.rcParams.update({"font.family": "DejaVu Sans", "font.size": 11 * POINT, "axes.edgecolor": "#222222",
                     "xtick.color": "#222222", "ytick.color": "#222222"})


def h01(i):
    """The benchmark's data source, frac(sin(12.9898 i) * 43758.5453), on a numpy array."""
    v = np.sin(i * 12.9898) * 43758.5453
    return v - np.floor(v)


def axes(title):
    fig = plt.figure(figsize=(8, 5), dpi=100, facecolor="white")
    ax = fig.add_axes((60 / 800, 50 / 500, 720 / 800, 400 / 500))
    ax.set_title(title, fontsize=16 * POINT, fontweight="bold", pad=14)
    ax.spines[["top", "right"]].set_visible(False)
    ax.yaxis.grid(True, color="#dddddd", linewidth=1)
    ax.set_axisbelow(True)
    ax.yaxis.set_major_locator(MaxNLocator(5, steps=[1, 2, 5, 10]))
    return fig, ax


def week_bars():
    fig, ax = axes("Tasks done, week of Jan 6 2025")
    ax.bar(range(7), WEEK, width=0.7, color=BLUE)
    ax.set_xticks(range(7), WEEK_DAYS)
    ax.set_xlim(-0.5, 6.5)
    return fig


def stacked():
    steps = {"Screenshots": [2, 3, 1, 4, 2, 0, 1, 3, 2, 4, 1, 2, 3, 1],
             "Metadata": [1, 2, 2, 1, 3, 1, 0, 2, 1, 2, 3, 1, 2, 2],
             "Keywords": [3, 1, 2, 2, 1, 2, 1, 1, 3, 1, 2, 2, 1, 3],
             "Final QA": [0, 1, 1, 2, 1, 0, 2, 1, 1, 2, 1, 3, 2, 1]}
    colors = ["#4c78a8", "#f58518", "#e45756", "#72b7b2"]
    fig, ax = axes("Release tasks by stage, Jan 6-19 2025")
    below = np.zeros(14)
    for (step, counts), color in zip(steps.items(), colors):
        ax.bar(range(14), counts, bottom=below, width=0.7, color=color, label=step)
        below += counts
    ax.set_xticks(range(0, 14, 2), [f"Jan {6 + d:02d}" for d in range(0, 14, 2)])
    ax.set_xlim(-0.5, 13.5)
    ax.legend(loc="upper right", frameon=False)
    return fig


def smooth_line():
    """Uniform Catmull-Rom through the week's points (ends repeated), as its exact cubic Béziers, and dots."""
    from matplotlib.patches import PathPatch  # imported by the chart that uses it, as a one-chart script would
    from matplotlib.path import Path

    p = [(x, y) for x, y in enumerate(WEEK)]
    vertices, codes = [p[0]], [Path.MOVETO]
    for i in range(6):
        a, b, c, d = p[max(i - 1, 0)], p[i], p[i + 1], p[min(i + 2, 6)]
        vertices += [(b[0] + (c[0] - a[0]) / 6, b[1] + (c[1] - a[1]) / 6),
                     (c[0] - (d[0] - b[0]) / 6, c[1] - (d[1] - b[1]) / 6), c]
        codes += [Path.CURVE4] * 3
    fig, ax = axes("Tasks done, week of Jan 6 2025 (smoothed)")
    ax.add_patch(PathPatch(Path(vertices, codes), fill=False, edgecolor=BLUE, linewidth=2 * POINT))
    ax.plot(range(7), WEEK, "o", color=BLUE, markersize=9 * POINT)
    ax.set_xticks(range(7), WEEK_DAYS)
    ax.set_xlim(-0.5, 6.5)
    ax.set_ylim(0, 8)
    return fig


def random_walk():
    n = 1_000_000
    i = np.arange(n, dtype=np.float64)
    fig, ax = axes("Random walk, 1,000,000 points")
    ax.plot(i, np.cumsum(h01(i) - 0.5), color=BLUE, linewidth=POINT)
    ax.set_xlim(0, n)
    ax.xaxis.set_major_locator(MaxNLocator(5, steps=[1, 2, 5, 10]))
    ax.xaxis.set_major_formatter(FuncFormatter(lambda x, _: f"{x / 1e6:g}M" if x >= 1e6 else f"{x / 1e3:g}k"
                                               if x else "0"))
    return fig


def three_years():
    import matplotlib.dates as mdates

    i = np.arange(1095, dtype=np.float64)
    counts = np.floor(6 + 4 * np.sin(2 * np.pi * i / 365.25) + 4 * h01(i))
    days = np.datetime64("2022-01-01") + np.arange(1095)
    fig, ax = axes("Daily count, 2022-2024")
    ax.bar(days, counts, width=1.0, align="edge", color=BLUE, linewidth=0)
    ax.set_xlim(days[0], days[-1] + 1)
    ax.xaxis.set_major_locator(mdates.MonthLocator(bymonth=(1, 7)))
    ax.xaxis.set_major_formatter(mdates.DateFormatter("%b %Y"))
    return fig


CHARTS = {"W1": week_bars, "W2": stacked, "W3": smooth_line, "W4": random_walk, "W5": three_years}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in CHARTS:
        sys.exit("usage: chart.py W1|W2|W3|W4|W5 OUT.png|OUT.pdf")
    figure = CHARTS[sys.argv[1]]()
    figure.savefig(sys.argv[2], dpi=100, facecolor="white")
