#!/usr/bin/env bash
# Many distinct step names: a 4.3 MB log with 400,000 names over 7 days, charted by the
# release `shipplot` with `stacked`, `report` and `log --expand`, timed with /usr/bin/time -v.
#
#   Benchmarks/many-steps.sh                 400,000 names
#   NAMES=2000000 Benchmarks/many-steps.sh   more
#   SHIPPLOT=path/to/shipplot Benchmarks/many-steps.sh   another build (skips building)
#
# Prints one Markdown table: wall time and peak memory per command. Each command must exit 0.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
NAMES=${NAMES:-400000}
work=$(mktemp -d /tmp/shipplot-many-steps.XXXXXX)
trap 'rm -rf "$work"' EXIT
[ -x /usr/bin/time ] || { echo "many-steps: needs /usr/bin/time (apt-get install time)" >&2; exit 2; }

if [ -z "${SHIPPLOT:-}" ]; then
    (cd "$root" && swift build -c release --product shipplot >&2)
    SHIPPLOT="$(cd "$root" && swift build -c release --show-bin-path)/shipplot"
fi

# Names only in the days (the reader appends them to the step list), spread over the 7 days ending 2026-11-28.
python3 - "$NAMES" "$work/many.json" <<'EOF'
import datetime, sys
n, path = int(sys.argv[1]), sys.argv[2]
end = datetime.date(2026, 11, 28)
per = [[] for _ in range(7)]
for i in range(n):
    per[i % 7].append('"s%07d"' % i)
days = ['    {"date": "%s", "steps": [%s]}' % ((end - datetime.timedelta(days=d)).isoformat(), ', '.join(per[d]))
        for d in range(7)]
with open(path, 'w') as f:
    f.write('{\n  "version": 1,\n  "days": [\n' + ',\n'.join(days) + '\n  ]\n}\n')
EOF
size=$(du -k "$work/many.json" | cut -f1)

echo "| command ($NAMES names, $((size / 1024)) MiB log) | wall | peak RSS |"
echo "|---|---|---|"
run() {
    local name=$1; shift
    /usr/bin/time -v "$SHIPPLOT" "$@" --log "$work/many.json" --today 2026-11-28 >"$work/out.txt" 2>"$work/time.txt" || {
        echo "many-steps: $name failed:" >&2; tail -5 "$work/time.txt" >&2; exit 1; }
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/time.txt")
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt")
    echo "| \`$name\` | $wall | $((rss / 1024)) MiB |"
}
run "stacked" stacked -o "$work/stacked.png"
run "report" report -o "$work/report.pdf"
run "report --markdown" report --markdown "$work/md"
run "day" day -o "$work/day.png"
run "log --expand" log --expand
