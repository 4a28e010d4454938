#!/usr/bin/env bash
# Instructions executed (callgrind's Ir) per workload, for one build or two side by side: the measure that a
# busy machine does not disturb.
#
#   Benchmarks/instructions.sh BENCH [BENCH2]            W1–W6 of ShipPlotBench binaries (release builds)
#   Benchmarks/instructions.sh --installed SHIPPLOT [SHIPPLOT2]
#                                                        the installed tool: --version, week --mark bar (PNG),
#                                                        stacked --days 14 (PDF), as Benchmarks/run.sh times them
#   Benchmarks/instructions.sh --c                       the C + cairo peer (Benchmarks/peers/c): its start-up
#                                                        and W1–W6, the counts ShipPlot's are compared with
#   ONLY=W1,W5 Benchmarks/instructions.sh ...            some of the workloads
#   KEEP=DIR Benchmarks/instructions.sh ...              keeps the callgrind profiles in DIR (callgrind_annotate)
#   STEADY=1 ONLY=LIST,LIST-CHART Benchmarks/instructions.sh BENCH
#                                                        one render in a warm process instead of a whole run: the
#                                                        count of ShipPlotBench --stages ID --runs 6 less that of
#                                                        --runs 1, over 5 (start-up, fonts and type metadata left
#                                                        out, as the LIST rows of Benchmarks/run.sh time it)
#
# Each binary is copied without its debug information first (valgrind cannot read the toolchain's DWARF 5), run
# once per workload under valgrind --tool=callgrind, and the outputs of the two binaries are compared byte for
# byte. Prints a Markdown table: millions of instructions, and with two binaries the change. The installed
# tool runs with no log (the built-in sample) and --today fixed, so both builds draw the same chart.
# Exit codes: 0 done, 1 a run failed or two outputs differ, 64 usage.
set -euo pipefail
mode=bench
case "${1:-}" in
    --installed) mode=installed; shift ;;
    --c) mode=c; shift ;;
esac
if [ $mode = c ]; then
    [ $# -eq 0 ] || { sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0" >&2; exit 64; }
else
    [ $# -ge 1 ] && [ $# -le 2 ] || { sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0" >&2; exit 64; }
fi
command -v valgrind >/dev/null || { echo "instructions: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
work="$(mktemp -d "${TMPDIR:-/tmp}/shipplot-instructions.XXXXXX")"
keep="${KEEP:-}"
trap 'rm -rf "$work"' EXIT
binaries=()
for ((i = 1; i <= $#; i++)); do
    strip -g -o "$work/bin$i" "${!i}" || { echo "instructions: cannot copy ${!i}" >&2; exit 1; }
    binaries+=("$work/bin$i")
done
if [ $mode = c ]; then
    cp -r "$(dirname "$0")/peers/c" "$work/c"
    make -s -C "$work/c" >&2 || { echo "instructions: cannot build the C peer (needs gcc and libcairo2-dev)" >&2; exit 1; }
    binaries=("$work/build/c/chart")
fi

if [ $mode = bench ]; then
    workloads=(W1 W2 W3 W4 W5 W6)
elif [ $mode = c ]; then
    workloads=(startup W1 W2 W3 W4 W5 W6)
else
    workloads=(version week stacked)
fi
[ -z "${ONLY:-}" ] || IFS=, read -ra workloads <<<"$ONLY"

# The arguments and output file of one workload.
arguments() {
    local out="$2"
    if [ $mode = c ]; then
        case "$1" in
            startup) echo startup ;;
            W6) echo "W2 $out.pdf" ;;  # the C peer's W6 is its W2 written as PDF
            *) echo "$1 $out.png" ;;
        esac
        return
    fi
    case "$1" in
        version) echo "--version" ;;
        week) echo "week --mark bar --today 2026-11-28 -o $out.png" ;;
        stacked) echo "stacked --days 14 --today 2026-11-28 -o $out.pdf" ;;
        W6) echo "W6 -o $out.pdf" ;;
        *) echo "$1 -o $out.png" ;;
    esac
}

# Millions of instructions of one run (with STEADY, of one render in a warm process).
count() {
    if [ -n "${STEADY:-}" ] && [ $mode = bench ]; then
        local once more
        once="$(collected "$1" "$3-once" --stages "$2" --runs 1)" || return 1
        more="$(collected "$1" "$3-more" --stages "$2" --runs 6)" || return 1
        awk -v a="$once" -v b="$more" 'BEGIN { printf "%.2f", (b - a) / 5 / 1e6 }'
        return
    fi
    whole "$@"
}

# Instructions of `bin` run with the remaining arguments.
collected() {
    local bin="$1" tag="$2"
    shift 2
    TZ=UTC valgrind --tool=callgrind --callgrind-out-file="$work/$tag.callgrind" "$bin" "$@" >/dev/null \
        2>"$work/$tag.log" || { tail -5 "$work/$tag.log" >&2; return 1; }
    sed -n 's/^==[0-9]*== Collected : //p' "$work/$tag.log"
}

# Millions of instructions of one whole run.
whole() {
    local bin="$1" workload="$2" tag="$3" profile
    profile="$work/$tag-$workload.callgrind"
    # shellcheck disable=SC2046
    SHIPPLOT_LOG="$work/no-log.json" TZ=UTC valgrind --tool=callgrind --callgrind-out-file="$profile" \
        "$bin" $(arguments "$workload" "$work/$tag-$workload") >"$work/$tag-$workload.stdout" \
        2>"$work/$tag-$workload.log" || { tail -5 "$work/$tag-$workload.log" >&2; return 1; }
    [ -z "$keep" ] || { mkdir -p "$keep" && cp "$profile" "$keep/"; }
    sed -n 's/^==[0-9]*== Collected : //p' "$work/$tag-$workload.log" | awk '{ printf "%.2f", $1 / 1e6 }'
}

if [ ${#binaries[@]} -eq 1 ]; then
    echo "| workload | M instructions |"
    echo "|---|---|"
else
    echo "| workload | before, M instructions | after | change |"
    echo "|---|---|---|---|"
fi
status=0
for workload in "${workloads[@]}"; do
    first="$(count "${binaries[0]}" "$workload" a)" || { echo "instructions: $workload failed" >&2; exit 1; }
    if [ ${#binaries[@]} -eq 1 ]; then
        echo "| $workload | $first |"
        continue
    fi
    second="$(count "${binaries[1]}" "$workload" b)" || { echo "instructions: $workload failed" >&2; exit 1; }
    same="same output"
    [ -z "${STEADY:-}" ] || [ $mode != bench ] || same="outputs not compared (--stages writes none)"
    for a in "$work"/a-"$workload".{png,pdf,stdout}; do
        [ -e "$a" ] || continue
        cmp -s "$a" "${a/\/a-/\/b-}" || { same="OUTPUT DIFFERS (${a##*.})"; status=1; }
    done
    echo "| $workload | $first | $second | $(awk -v a="$first" -v b="$second" 'BEGIN { printf "%+.1f %%", (b - a) / a * 100 }'), $same |"
done
exit $status
