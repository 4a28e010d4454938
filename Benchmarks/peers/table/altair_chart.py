#!/usr/bin/env python3
"""The chart.sh table charts drawn by Altair and rendered by vl-convert, as a data person would write them:
pandas reads the CSV, Altair describes the chart, vl-convert renders it to PNG at 800 x 500.

    altair_chart.py histogram CSV OUT.png   a histogram of the value column (Vega-Lite's bin, 10 bins at most)
    altair_chart.py scatter CSV OUT.png     a point per row, y by x
    altair_chart.py facet CSV OUT.png       the sum of yield per variety, a chart per site (3 columns)
    ... --vegafusion                        aggregate in VegaFusion (Rust) before Vega sees the rows, as Altair's
                                            documentation advises past 5,000 rows

Without VegaFusion the rows are inlined into the spec as JSON (Altair's default), its row limit lifted.
"""
import sys

import altair as alt
import pandas as pd

kind, path, out = sys.argv[1:4]
if "--vegafusion" in sys.argv:
    alt.data_transformers.enable("vegafusion")
else:
    alt.data_transformers.disable_max_rows()
if kind == "histogram":
    frame = pd.read_csv(path, usecols=["value"])
    chart = alt.Chart(frame).mark_bar().encode(alt.X("value:Q", bin=alt.Bin(maxbins=10)), alt.Y("count()"))
    chart = chart.properties(width=800, height=500)
elif kind == "scatter":
    frame = pd.read_csv(path)
    chart = alt.Chart(frame).mark_point().encode(alt.X("x:Q"), alt.Y("y:Q")).properties(width=800, height=500)
else:
    frame = pd.read_csv(path)
    chart = (
        alt.Chart(frame).mark_bar().encode(alt.X("variety:N"), alt.Y("sum(yield):Q"), alt.Color("year:N"))
        .properties(width=240, height=180).facet(facet="site:N", columns=3)
    )
chart.save(out, scale_factor=1)
