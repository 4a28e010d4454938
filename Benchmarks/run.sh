#!/usr/bin/env bash
# ShipPlot beside the peers (C + cairo, gnuplot, matplotlib) in one run, timed the peers' way.
#
#   Benchmarks/run.sh                       every workload, 5 timed runs after 1 warm-up
#   RUNS=11 Benchmarks/run.sh               more runs
#   Benchmarks/run.sh --only W1,W4 --peers c,shipplot
#   RUNS=5 Benchmarks/run.sh --only cli-week,cli-stacked --peers c,installed
#   SHIPPLOT_INSTALLED=~/.local/bin/shipplot Benchmarks/run.sh ...     time an existing install instead
#   RUNS=25 Benchmarks/run.sh --readme docs/performance.md
#                                           also replaces docs/performance.md's tables with this run's (between
#                                           its <!-- benchmark-table --> markers; then Scripts/sync-docs copies
#                                           them into the README): run it on a quiet machine
#
# Each cell is the median wall time (peak MiB) and the ratio to C; a second table gives the same runs' CPU time
# (user + system, and the system share) and minor page faults, from each run's wait4.
# Copies the peers (Benchmarks/peers: a C + cairo program, gnuplot scripts and a matplotlib script drawing the
# same W1–W6 on the same data; or $PEER_BENCH, another folder with a peers.py of the same three functions) to a
# temporary directory, installs gnuplot-nox and
# matplotlib when missing (as the peers' run_peers.sh does), builds the C reference and ShipPlotBench in
# release mode, dynamically and statically linked (build-static.sh), installs shipplot into $WORK/prefix with
# Scripts/install for the CLI rows, and prints a markdown table with ratios to C. Rendered files stay in
# $WORK/out for a look. Under the table: DASH, the 2 × 2 dashboard of four W1 charts, beside four W1 charts
# one by one, in-process in the release build (ShipPlotBench --dashboard); and LIST, a List screen with the W1
# chart and 50 rows beside the chart alone, in-process CPU time (ShipPlotBench --list-screen).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
src="${PEER_BENCH:-$root/Benchmarks/peers}"
[ -d "$src/c" ] && [ -f "$src/peers.py" ] || { echo "run.sh: no peers at $src (expected c/ and peers.py)" >&2; exit 1; }
WORK="${WORK:-$(mktemp -d /tmp/shipplot-bench.XXXXXX)}"
cp -r "$src/." "$WORK/"
chmod -R u+w "$WORK"
export MPLCONFIGDIR="$WORK/tmp/mplconfig" PYTHONDONTWRITEBYTECODE=1
mkdir -p "$WORK/tmp" "$WORK/out"

apt_need=()
command -v gcc >/dev/null || apt_need+=(gcc)
command -v make >/dev/null || apt_need+=(make)
[ -x /usr/bin/time ] || apt_need+=(time)
command -v pkg-config >/dev/null || apt_need+=(pkg-config)
pkg-config --exists cairo 2>/dev/null || apt_need+=(libcairo2-dev)
command -v gnuplot >/dev/null || apt_need+=(gnuplot-nox)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || apt_need+=(fonts-dejavu-core)
[ -e /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || apt_need+=(fonts-wqy-microhei)  # W2-cjk
ldconfig -p | grep 'libpangocairo-1.0.so.0 ' >/dev/null || apt_need+=(libpangocairo-1.0-0)  # W2-cjk
if [ ${#apt_need[@]} -gt 0 ]; then
    echo "apt-get install ${apt_need[*]}" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${apt_need[@]}" >&2
fi
python3 -c 'import matplotlib, numpy' 2>/dev/null || python3 -m pip install -q matplotlib >&2

# Build only what the chosen peers need (--peers c,installed skips the bench builds).
peer_list="c,shipplot,static,installed,gnuplot,mpl"
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
    case "${args[$i]}" in
        --peers) peer_list="${args[$((i + 1))]:-}" ;;
        --peers=*) peer_list="${args[$i]#--peers=}" ;;
    esac
done
wants() { case ",$peer_list," in *",$1,"*) return 0 ;; *) return 1 ;; esac; }

make -s -C "$WORK/c" >&2
bin="$root/Benchmarks/missing-ShipPlotBench"
if wants shipplot; then
    (cd "$root" && swift build -c release --product ShipPlotBench >&2)
    bin="$(cd "$root" && swift build -c release --show-bin-path)/ShipPlotBench"
fi
extra=()
# The same bench with the Swift runtime and Foundation linked statically (checked by the script).
if wants static; then
    extra+=(--static "$("$root/Benchmarks/build-static.sh" | tail -1)")
fi
# The CLI rows time shipplot as Scripts/install installs it (static, stripped), or $SHIPPLOT_INSTALLED.
if wants installed; then
    installed="${SHIPPLOT_INSTALLED:-}"
    if [ -z "$installed" ]; then
        "$root/Scripts/install" --prefix "$WORK/prefix" >&2
        installed="$WORK/prefix/bin/shipplot"
    fi
    extra+=(--installed "$installed")
fi

echo "rendered files: $WORK/out" >&2
python3 "$root/Benchmarks/sidebyside.py" "$WORK" "$bin" "${extra[@]}" "$@"
