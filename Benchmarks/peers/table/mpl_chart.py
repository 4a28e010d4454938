#!/usr/bin/env python3
"""The chart.sh table charts drawn by matplotlib (Agg), as a data person would write them: pandas reads the CSV,
pandas and numpy summarise it, pyplot draws it to an 800 x 500 PNG.

    mpl_chart.py histogram CSV OUT.png   a histogram of the value column, bins of 10 from 0 to 100 (Vega's)
    mpl_chart.py scatter CSV OUT.png     a point per row, y by x
    mpl_chart.py facet CSV OUT.png       the sum of yield per variety, a chart per site (3 columns), shared axes
"""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402

kind, path, out = sys.argv[1:4]
if kind == "histogram":
    values = pd.read_csv(path, usecols=["value"])["value"].to_numpy()
    fig, ax = plt.subplots(figsize=(8, 5), dpi=100)
    ax.hist(values, bins=np.arange(0, 101, 10))
    ax.set_xlabel("value (binned)")
    ax.set_ylabel("Count")
elif kind == "scatter":
    frame = pd.read_csv(path)
    fig, ax = plt.subplots(figsize=(8, 5), dpi=100)
    ax.scatter(frame["x"], frame["y"], s=9, facecolors="none", edgecolors="C0")
    ax.set_xlabel("x")
    ax.set_ylabel("y")
else:
    frame = pd.read_csv(path)
    sums = frame.groupby(["site", "variety", "year"])["yield"].sum().unstack("year")
    sites = list(dict.fromkeys(frame["site"]))
    fig, axes = plt.subplots(2, 3, figsize=(8, 5), dpi=100, sharex=True, sharey=True)
    for ax, site in zip(axes.flat, sites):
        sums.loc[site].plot.bar(stacked=True, ax=ax, legend=False, width=0.8)
        ax.set_title(site)
    axes.flat[-1].legend(title="year")
fig.tight_layout()
fig.savefig(out)
