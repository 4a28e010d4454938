#!/usr/bin/env bash
# `shipplot chart` on a million rows: CSV and NDJSON tables of a minute-by-minute series on
# three hosts, and a CSV with 100,000 colours, charted by the release `shipplot`, timed with /usr/bin/time -v.
#
#   Benchmarks/chart.sh                      1,000,000 rows
#   ROWS=3000000 Benchmarks/chart.sh         more
#   SHIPPLOT=path/to/shipplot Benchmarks/chart.sh   another build (skips building)
#
# Prints one Markdown table: wall time and peak memory per command, and whether it met the budget (under 2 s
# and 200 MiB for a million rows). Each command must exit 0; the script fails when one is over budget.
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

echo "| command ($ROWS rows: CSV $csv MiB, NDJSON $nd MiB) | wall | peak RSS | budget |"
echo "|---|---|---|---|"
over=0
run() {
    local name=$1; shift
    /usr/bin/time -v "$SHIPPLOT" chart "$@" >"$work/out.txt" 2>"$work/time.txt" || {
        echo "chart.sh: $name failed:" >&2; tail -5 "$work/time.txt" >&2; exit 1; }
    local wall rss seconds verdict
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/time.txt")
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt")
    seconds=$(awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }' <<<"$wall")
    verdict=ok
    if awk -v s="$seconds" -v r="$rss" 'BEGIN { exit !(s >= 2 || r >= 200 * 1024) }'; then
        verdict="OVER"
        over=1
    fi
    echo "| \`$name\` | $wall | $((rss / 1024)) MiB | $verdict |"
}
run "chart rows.csv --x time --y value --color host --unit day" \
    "$work/rows.csv" --x time --y value --color host --unit day -o "$work/day.png"
run "chart rows.csv --x time --y value --mark line" "$work/rows.csv" --x time --y value --mark line -o "$work/line.png"
run "chart rows.ndjson --x time --y value --aggregate mean --unit week --mark line" \
    "$work/rows.ndjson" --x time --y value --aggregate mean --unit week --mark line -o "$work/week.png"
run "chart users.csv --x day --y n --color user (100,000 colours)" \
    "$work/users.csv" --x day --y n --color user -o "$work/users.png"
exit $over
