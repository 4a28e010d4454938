#!/usr/bin/env bash
# `shipplot chart` on a million rows: CSV and NDJSON tables of a minute-by-minute series on
# three hosts, and a CSV with 100,000 colours, charted by the release `shipplot`, timed with /usr/bin/time -v.
#
#   Benchmarks/chart.sh                      1,000,000 rows
#   ROWS=3000000 Benchmarks/chart.sh         more
#   SHIPPLOT=path/to/shipplot Benchmarks/chart.sh   another build (skips building)
#
# Prints one Markdown table: wall time, CPU time, peak memory and output size per command, and whether it met the
# budget (under 2 s and 200 MiB for a million rows). Each command must exit 0; the script fails when one is over
# budget. Every mark (bars, lines, points, areas and rules binned to fit) and every format is run.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
ROWS=${ROWS:-1000000}
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
run "chart rows.csv --x time --y value --mark rule --unit day" \
    "$work/rows.csv" --x time --y value --mark rule --unit day -o "$work/rule.png"
run "chart rows.csv --x value --y value --mark point (a scatter of 1,000 distinct values)" \
    "$work/rows.csv" --x value --y time --mark point -o "$work/scatter.png"
exit $over
