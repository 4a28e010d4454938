#!/usr/bin/env bash
# Instructions executed per workload, counted by callgrind: the measure of the code's own work that a busy
# machine does not disturb (wall time does). Builds ShipPlotBench in release mode from this checkout (or uses
# BENCH=path), renders each workload once under `valgrind --tool=callgrind` (a stripped copy), and prints a markdown table of
# instructions and each output's SHA-256, so two checkouts can be compared for cost and for identical bytes.
#
#   Benchmarks/instructions.sh                 W1–W6 and DASH
#   Benchmarks/instructions.sh W1,W5           the workloads named
#   BENCH=/path/ShipPlotBench Benchmarks/instructions.sh
#
# Exit codes: 0 measured, 1 a build or a render failed, 64 usage.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
ids="${1:-W1,W2,W3,W4,W5,W6,DASH}"
case "$ids" in -h | --help) sed -n '2,/^set /s/^# \{0,1\}//p' "$0" | sed '$d'; exit 0 ;; -*) echo "instructions.sh: unknown option $ids" >&2; exit 64 ;; esac
command -v valgrind >/dev/null || { echo "instructions.sh: valgrind is missing (apt-get install valgrind)" >&2; exit 1; }
if [ -z "${BENCH:-}" ]; then
    (cd "$root" && swift build -c release --product ShipPlotBench >&2)
    BENCH="$(cd "$root" && swift build -c release --show-bin-path)/ShipPlotBench"
fi
work="$(mktemp -d /tmp/shipplot-instructions.XXXXXX)"
trap 'rm -rf "$work"' EXIT
# valgrind 3.19 cannot read the DWARF 5 the toolchain writes: count a stripped copy (the same code).
cp "$BENCH" "$work/ShipPlotBench"
strip "$work/ShipPlotBench"
BENCH="$work/ShipPlotBench"
echo "| workload | instructions | output SHA-256 (first 16) |"
echo "|---|---|---|"
IFS=, read -r -a list <<<"$ids"
for id in "${list[@]}"; do
    ext=png
    [ "$id" = W6 ] && ext=pdf
    out="$work/$id.$ext"
    valgrind --tool=callgrind --callgrind-out-file="$work/$id.cg" "$BENCH" "$id" -o "$out" >/dev/null 2>"$work/$id.log" ||
        { echo "instructions.sh: $id failed; see below" >&2; cat "$work/$id.log" >&2; exit 1; }
    total="$(grep -m1 '^summary:' "$work/$id.cg" | awk '{print $2}')"
    sum="$(sha256sum "$out" | cut -c1-16)"
    printf '| %s | %s | %s |\n' "$id" "$(printf "%'d" "$total" 2>/dev/null || echo "$total")" "$sum"
done
