#!/usr/bin/env bash
# `shipplot chart` on a million rows: CSV and NDJSON tables of a minute-by-minute series on
# three hosts, and a CSV with 100,000 colours, charted by the release `shipplot`, timed with /usr/bin/time -v;
# then ten million rows (a CSV too large to read whole, streamed in batches) as bars, a line and a histogram,
# a scatter of a million points and small multiples of a million rows, beside Altair + vl-convert and matplotlib
# drawing the same charts from
# the same files (pip install altair vl-convert-python vegafusion pyarrow matplotlib pandas; a peer that is not
# installed is left out, one still running after PEER_TIMEOUT seconds is stopped and said so).
#
#   Benchmarks/chart.sh                      1,000,000 rows, then 10,000,000
#   ROWS=3000000 Benchmarks/chart.sh         more in the first table
#   BIG_ROWS=0 Benchmarks/chart.sh           the first table only
#   KEEP=DIR Benchmarks/chart.sh             keep the charts drawn (to look at them)
#   SHIPPLOT=path/to/shipplot Benchmarks/chart.sh   another build (skips building)
#
# Prints Markdown tables: wall time, CPU time, peak memory (and, for the first, output size) per command, and
# whether shipplot met the budget: under 2 s and 200 MiB for a million rows; under 200 MiB for ten million
# (streamed: memory must not grow with the rows). Every mark (bars, lines, points, areas and rules binned to fit)
# and every format is run on the million. Each shipplot command must exit 0; the script fails when one is over
# budget.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
ROWS=${ROWS:-1000000}
BIG_ROWS=${BIG_ROWS:-10000000}
PEER_TIMEOUT=${PEER_TIMEOUT:-600}
work=$(mktemp -d /tmp/shipplot-chart-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
[ -x /usr/bin/time ] || { echo "chart.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 2; }

if [ -z "${SHIPPLOT:-}" ]; then
    (cd "$root" && swift build -c release --product shipplot >&2)
    SHIPPLOT="$(cd "$root" && swift build -c release --show-bin-path)/shipplot"
fi

python3 - "$ROWS" "$work" <<'EOF'
import datetime, sys
n, work = int(sys.argv[1]), sys.argv[2]
start = datetime.datetime(2025, 1, 1)
with open(work + "/rows.csv", "w") as csv, open(work + "/rows.ndjson", "w") as nd:
    csv.write("time,value,host\n")
    for i in range(n):
        t = (start + datetime.timedelta(minutes=i)).isoformat() + "Z"
        v, h = (i * 7919) % 1000 / 10, "abc"[i % 3]
        csv.write(f"{t},{v},{h}\n")
        nd.write(f'{{"time": "{t}", "value": {v}, "host": "{h}"}}\n')
with open(work + "/users.csv", "w") as f:
    f.write("day,user,n\n")
    for i in range(100000):
        f.write(f"2026-11-{i % 28 + 1:02d},u{i},{i % 5 + 1}\n")
EOF
csv=$(( $(stat -c %s "$work/rows.csv") / 1048576 ))
nd=$(( $(stat -c %s "$work/rows.ndjson") / 1048576 ))

echo "| command ($ROWS rows: CSV $csv MiB, NDJSON $nd MiB) | wall | CPU (user + sys) | peak RSS | file | budget |"
echo "|---|---|---|---|---|---|"
over=0
# The budget is judged on CPU time, which a busy machine does not inflate as it does wall time.
run() {
    local name=$1; shift
    /usr/bin/time -v "$SHIPPLOT" chart "$@" >"$work/out.txt" 2>"$work/time.txt" || {
        echo "chart.sh: $name failed:" >&2; tail -5 "$work/time.txt" >&2; exit 1; }
    local wall rss cpu verdict output size
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/time.txt")
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt")
    cpu=$(awk -F': ' '/User time \(seconds\)|System time \(seconds\)/ { s += $2 } END { printf "%.2f", s }' "$work/time.txt")
    output=${*: -1}
    size=$(( $(stat -c %s "$output") / 1024 ))
    verdict=ok
    if awk -v s="$cpu" -v r="$rss" 'BEGIN { exit !(s >= 2 || r >= 200 * 1024) }'; then
        verdict="OVER"
        over=1
    fi
    echo "| \`$name\` | $wall | ${cpu} s | $((rss / 1024)) MiB | ${size} KiB | $verdict |"
}
run "chart rows.csv --x time --y value --color host --unit day" \
    "$work/rows.csv" --x time --y value --color host --unit day -o "$work/day.png"
run "chart rows.csv --x time --y value --mark line" "$work/rows.csv" --x time --y value --mark line -o "$work/line.png"
run "chart rows.ndjson --x time --y value --aggregate mean --unit week --mark line" \
    "$work/rows.ndjson" --x time --y value --aggregate mean --unit week --mark line -o "$work/week.png"
run "chart users.csv --x day --y n --color user (100,000 colours)" \
    "$work/users.csv" --x day --y n --color user -o "$work/users.png"
# Every mark in every format: points are thinned to one symbol per pixel (PNG) or point (SVG, PDF) and colour.
for format in png svg pdf; do
    run "chart rows.csv --x time --y value --color host --mark point -o $format" \
        "$work/rows.csv" --x time --y value --color host --mark point -o "$work/point.$format"
    [ "$format" = png ] && continue
    run "chart rows.csv --x time --y value --mark line -o $format" \
        "$work/rows.csv" --x time --y value --mark line -o "$work/line.$format"
    run "chart rows.csv --x time --y value --color host --unit day -o $format" \
        "$work/rows.csv" --x time --y value --color host --unit day -o "$work/day.$format"
done
run "chart rows.csv --x time --y value --mark area --unit hour" \
    "$work/rows.csv" --x time --y value --mark area --unit hour -o "$work/area.png"
# Rules, like points, draw a mark per row unless asked to aggregate.
run "chart rows.csv --x time --y value --mark rule --unit day --aggregate sum" \
    "$work/rows.csv" --x time --y value --mark rule --unit day --aggregate sum -o "$work/rule.png"
# Lines whose axes leave marks out (a log scale, a domain) or whose colours are ranked (--top, --sort).
run "chart rows.csv --x time --y value --mark line --y-scale log" \
    "$work/rows.csv" --x time --y value --mark line --y-scale log -o "$work/line-log.png"
run "chart rows.csv --x time --y value --mark line --y-domain 10,90" \
    "$work/rows.csv" --x time --y value --mark line --y-domain 10,90 -o "$work/line-domain.png"
run "chart rows.csv --x time --y value --color host --mark line --top 2" \
    "$work/rows.csv" --x time --y value --color host --mark line --top 2 -o "$work/line-top.png"
run "chart rows.csv --x time --y value --color host --mark line --sort ascending" \
    "$work/rows.csv" --x time --y value --color host --mark line --sort ascending -o "$work/line-sort.png"
run "chart rows.csv --x value --y time --mark point (1,000 distinct values by minute)" \
    "$work/rows.csv" --x value --y time --mark point -o "$work/scatter.png"
[ "$BIG_ROWS" -gt 0 ] || exit $over

python3 - "$BIG_ROWS" "$work" <<'EOF'
import datetime, sys
n, work = int(sys.argv[1]), sys.argv[2]
start = datetime.datetime(2025, 1, 1)
with open(work + "/big.csv", "w") as csv:
    csv.write("time,value,host\n")
    for i in range(n):
        t = (start + datetime.timedelta(minutes=i)).isoformat() + "Z"
        csv.write(f"{t},{(i * 7919) % 1000 / 10},{'abc'[i % 3]}\n")
sites = ["University Farm", "Waseca", "Morris", "Crookston", "Grand Rapids", "Duluth"]
with open(work + "/facets.csv", "w") as csv:
    csv.write("site,variety,year,yield\n")
    for i in range(1000000):
        csv.write(f"{sites[i % 6]},V{i * 7 % 10},{1931 + i % 2},{20 + (i * 7919) % 400 / 10}\n")
# A million distinct points along a rising band, with ten outliers far above it that thinning must keep.
with open(work + "/scatter.csv", "w") as csv:
    csv.write("x,y\n")
    for i in range(1000000):
        x = i % 1000 + (i * 7919) % 1000 / 1000
        y = 500 if i % 100000 == 99999 else x / 10 + (i * 104729) % 2000 / 100
        csv.write(f"{x},{y}\n")
EOF
big=$(( $(stat -c %s "$work/big.csv") / 1048576 ))
peers="$root/Benchmarks/peers/table"
echo
echo "| chart ($BIG_ROWS rows: CSV $big MiB; scatter and small multiples: 1,000,000 rows) | tool | wall | CPU (user + sys) | peak RSS | budget |"
echo "|---|---|---|---|---|---|"
# measure TOOL NAME BUDGET_MIB COMMAND...: one row; a budget of 0 is none (a peer, which may also fail or be stopped).
measure() {
    local tool=$1 name=$2 budget=$3
    shift 3
    local status=0 wall rss cpu verdict=""
    timeout "$PEER_TIMEOUT" /usr/bin/time -v "$@" >"$work/out.txt" 2>"$work/time.txt" || status=$?
    if [ "$status" -eq 124 ]; then
        echo "| $name | $tool | stopped after ${PEER_TIMEOUT} s | | | |"
        return
    fi
    if [ "$status" -ne 0 ]; then
        [ "$budget" -eq 0 ] || { echo "chart.sh: $name failed:" >&2; tail -5 "$work/time.txt" >&2; exit 1; }
        echo "| $name | $tool | failed (exit $status) | | | |"
        return
    fi
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/time.txt")
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt")
    cpu=$(awk -F': ' '/User time|System time/ { s += $2 } END { printf "%.1f s", s }' "$work/time.txt")
    if [ "$budget" -gt 0 ]; then
        verdict=ok
        if [ $((rss / 1024)) -ge "$budget" ]; then verdict=OVER; over=1; fi
    fi
    echo "| $name | $tool | $wall | $cpu | $((rss / 1024)) MiB | $verdict |"
}
have() { python3 -c "import $1" 2>/dev/null; }
# peer KIND NAME: Altair (with VegaFusion, then inlined rows) and matplotlib, each when installed.
peer() {
    local kind=$1 name=$2 file=$3
    if have altair && have vl_convert; then
        # VegaFusion aggregates before Vega draws; a scatter has nothing to aggregate, so it is not run for one.
        if have vegafusion && [ "$kind" != scatter ]; then
            measure "Altair + VegaFusion + vl-convert" "$name" 0 \
                python3 "$peers/altair_chart.py" "$kind" "$file" "$work/altair-fusion-$kind.png" --vegafusion
        fi
        measure "Altair + vl-convert" "$name" 0 python3 "$peers/altair_chart.py" "$kind" "$file" "$work/altair-$kind.png"
    fi
    if have matplotlib && have pandas; then
        measure matplotlib "$name" 0 python3 "$peers/mpl_chart.py" "$kind" "$file" "$work/mpl-$kind.png"
    fi
}
# Weeks: ten million minutes are 6,944 days, three hosts' bars a day past the 20,000 bars a chart draws.
measure shipplot "bars per week, a colour per host" 200 \
    "$SHIPPLOT" chart "$work/big.csv" --x time --y value --color host --unit week -o "$work/big-week.png"
measure shipplot "a line through every minute" 200 \
    "$SHIPPLOT" chart "$work/big.csv" --x time --y value --mark line -o "$work/big-line.png"
measure shipplot "histogram of value" 200 "$SHIPPLOT" chart "$work/big.csv" --x value --bin -o "$work/big-hist.png"
peer histogram "histogram of value" "$work/big.csv"
measure shipplot "a scatter of a million points" 200 \
    "$SHIPPLOT" chart "$work/scatter.csv" --x x --y y --mark point -o "$work/big-scatter.png"
peer scatter "a scatter of a million points" "$work/scatter.csv"
measure shipplot "small multiples: yield by variety, a chart per site" 200 \
    "$SHIPPLOT" chart "$work/facets.csv" --x variety --y yield --color year --color-type category --facet site \
    -o "$work/facets.png"
peer facet "small multiples: yield by variety, a chart per site" "$work/facets.csv"
[ -z "${KEEP:-}" ] || { mkdir -p "$KEEP" && cp "$work"/*.png "$KEEP"/; }
exit $over
