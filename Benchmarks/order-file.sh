#!/usr/bin/env bash
# Writes Scripts/shipplot.order: the functions the installed shipplot runs, in the order Scripts/install has the
# linker lay them out (lld --symbol-ordering-file), so the code a command touches is contiguous.
#
#   Benchmarks/order-file.sh            rebuild the list (a few minutes: a release build and 12 callgrind runs)
#
# Why: the static binary holds ~16 MB of code, and Linux maps at least 64 KB around every page a process
# touches. Laid out as the compiler left it, the few thousand functions `week` runs are spread over the whole
# text and ~10 MiB of it becomes resident; packed first, ~5 MiB (see docs/performance.md).
# A stale list costs nothing but memory: functions missing from it are placed after the listed ones.
#
# The list is the functions callgrind sees run, the commands the benchmark times first, each run's functions by
# cost; functions that share one big section with others (object files built without function sections, such
# as the Swift standard library's) go last, so they do not split up the densely packed rest.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
command -v valgrind >/dev/null || { echo "order-file: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
tmp="$(mktemp -d /tmp/shipplot-order.XXXXXX)"
trap 'rm -rf "$tmp"' EXIT

# The install build without an order, with a link map to tell which functions share a section.
flags="$(Scripts/install --print-build-flags)"
# shellcheck disable=SC2086 # the flags are words
swift build -c release --static-swift-stdlib --scratch-path .build/install --product shipplot \
    $flags -Xlinker -Map="$tmp/link.map" -Xlinker --no-demangle >&2
bin="$(swift build -c release --static-swift-stdlib --scratch-path .build/install --show-bin-path)/shipplot"
# Symbols kept (callgrind names functions), debug info dropped (valgrind cannot read the toolchain's).
strip --strip-debug -o "$tmp/shipplot" "$bin"

export HOME="$tmp/home"  # and TZ as the benchmark leaves it (unset: the host zone)
mkdir -p "$HOME" "$tmp/out"
n=0
profile() {
    n=$((n + 1))
    (cd "$tmp/out" && valgrind --tool=callgrind --demangle=no --callgrind-out-file="$tmp/cg.$(printf %02d $n)" "$tmp/shipplot" "$@" \
        >/dev/null 2>&1) || { echo "order-file: shipplot $* failed under valgrind" >&2; exit 1; }
    callgrind_annotate --threshold=100 --inclusive=yes "$tmp/cg.$(printf %02d $n)" 2>/dev/null |
        sed -nE "s|^ *([0-9,]+) .*\?\?\?:([^ ]+) \[$tmp/shipplot\]\$|\1 \2|p" | tr -d , |
        sed -E "s/'[0-9]+\$//" > "$tmp/fns.$(printf %02d $n)"
}
# The benchmark's commands first (no log yet, so the built-in sample), then the rest of what users run.
profile week --mark bar -o week.png
profile stacked --days 14 -o stacked.pdf
# As Benchmarks/instructions.sh counts them: the same charts on a fixed day.
profile week --mark bar --today 2026-11-28 -o week-today.png
profile stacked --days 14 --today 2026-11-28 -o stacked-today.pdf
profile --version
profile day -o day.png
profile week -o week.pdf
profile week -o week.svg
profile stacked -o stacked.png
profile report -o report.pdf
profile log --days 7
profile help week

# The data the benchmark's two charts read: valgrind's lackey traces every load and store, and the addresses in the
# binary's data sections (.data.rel.ro to .rodata) are kept. Their input sections go first in their output
# sections, as the functions do in the code (read faults map data in the same 64 KB blocks).
command -v gawk >/dev/null || { echo "order-file: needs gawk (apt-get install gawk)" >&2; exit 2; }
range="$(readelf -SW "$tmp/shipplot" | sed -E 's/^ *\[ *[0-9]+\]//' | gawk '$1 == ".data.rel.ro" { lo = $3 }
    $1 == ".rodata" { hi = strtonum("0x" $3) + strtonum("0x" $5) } END { printf "%d %d", strtonum("0x" lo), hi }')"
trace_data() {
    (cd "$tmp/out" && valgrind --tool=lackey --trace-mem=yes --log-file="$tmp/lackey" "$tmp/shipplot" "$@" \
        >/dev/null 2>&1) || { echo "order-file: shipplot $* failed under valgrind" >&2; exit 1; }
    gawk -v lo="${range% *}" -v hi="${range#* }" '$1 == "L" || $1 == "S" || $1 == "M" {
        split($2, a, ","); x = strtonum("0x" a[1]); if (x >= lo && x < hi) print a[1] }' "$tmp/lackey" | sort -u >>"$tmp/data"
    rm -f "$tmp/lackey"
}
: >"$tmp/data"
trace_data week --mark bar -o week.png
trace_data stacked --days 14 -o stacked.pdf

python3 - "$tmp" > Scripts/shipplot.order <<'EOF'
import glob, re, sys
tmp = sys.argv[1]
order, seen = [], set()
for path in sorted(glob.glob(f"{tmp}/fns.*")):
    rows = [line.split(" ", 1) for line in open(path) if " " in line]
    for cost, name in sorted(rows, key=lambda row: (-int(row[0]), row[1])):
        name = name.strip()
        if name.startswith("(") or name in seen:
            continue
        seen.add(name)
        order.append(name)
# One pass over the link map: for .text, the size of the input section each symbol sits in; for .data.rel.ro,
# .data and .rodata, each input section's address, size and first symbol (the traced charts' data is placed by it).
row = re.compile(r"^\s*([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+( +)(.*)$")
size_of, section_size, out = {}, 0, None
data_sections, current = [], None
for line in open(f"{tmp}/link.map"):
    m = row.match(line)
    if not m:
        continue
    depth, name = len(m.group(3)), m.group(4)
    if depth == 1:
        out, current = name.strip(), None
    elif out == ".text" and depth == 9:
        section_size = int(m.group(2), 16)
    elif out == ".text":
        size_of.setdefault(name.strip(), section_size)
    elif out in (".data.rel.ro", ".data", ".rodata") and depth == 9:
        current = [int(m.group(1), 16), int(m.group(2), 16), None]
        data_sections.append(current)
    elif current is not None and current[2] is None and depth > 9:
        current[2] = name.strip()
shared = 16384  # sections this big hold many functions
print("\n".join([n for n in order if size_of.get(n, 0) < shared] + [n for n in order if size_of.get(n, 0) >= shared]))
data_sections.sort()
starts = [s[0] for s in data_sections]
import bisect
chosen = []
for address in sorted({int(line, 16) for line in open(f"{tmp}/data") if line.strip()}):
    i = bisect.bisect_right(starts, address) - 1
    if i >= 0 and address < data_sections[i][0] + data_sections[i][1] and data_sections[i][2]:
        symbol = data_sections[i][2]
        if symbol not in seen:
            seen.add(symbol)
            chosen.append(symbol)
if chosen:
    print("\n".join(chosen))
EOF
echo "order-file: $(wc -l < Scripts/shipplot.order) functions in Scripts/shipplot.order" >&2
