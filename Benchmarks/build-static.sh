#!/usr/bin/env bash
# Release builds of shipplot and ShipPlotBench with the Swift runtime and Foundation linked in statically
# (--static-swift-stdlib), into .build/static, each checked before use.
#
#   Benchmarks/build-static.sh            both products; prints the binaries' paths
#
# Why: a dynamically linked Swift binary spends ~5 ms and ~15 MiB loading libswiftCore, Foundation and ICU
# before main (see docs/performance.md). Static binaries start in ~2 ms; they are ~70 MB on disk.
#
# The check matters: in a static binary, named time zones (TimeZone(identifier: "Europe/Berlin")) work only if
# the linker kept FoundationInternationalization, which nothing references by name: Foundation finds its ICU
# time zones through a dynamic replacement. A small program that uses no other ICU-backed API gets nil for
# every named zone, and force-unwrapping that traps ("Illegal instruction", exit 132). shipplot and the bench
# do pull the module in today; the check below fails the build if that ever stops.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
scratch=.build/static
for product in shipplot ShipPlotBench; do
    swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product "$product" 2>&1 |
        grep -v "use of \`mktemp' is dangerous" >&2
done
bin="$(swift build -c release --static-swift-stdlib --scratch-path "$scratch" --show-bin-path)"
# As Scripts/install does: Pango is dlopened when text needs it (Sources/CPangoLoader), not loaded at start-up.
if command -v patchelf >/dev/null; then
    for product in shipplot ShipPlotBench; do
        patchelf --remove-needed libpangocairo-1.0.so.0 --remove-needed libpangoft2-1.0.so.0 \
            --remove-needed libpango-1.0.so.0 --remove-needed libgobject-2.0.so.0 --remove-needed libglib-2.0.so.0 \
            --remove-needed libharfbuzz.so.0 "$bin/$product"
    done
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "build-static: $*" >&2; exit 1; }
for zone in Europe/Berlin America/New_York Asia/Kolkata; do
    SHIPPLOT_LOG="$tmp/none.json" "$bin/shipplot" week --tz "$zone" -o "$tmp/week.png" 2>/dev/null ||
        fail "static shipplot cannot resolve the time zone $zone: FoundationInternationalization was not linked"
done
if SHIPPLOT_LOG="$tmp/none.json" "$bin/shipplot" week --tz No/Such_Zone -o "$tmp/week.png" 2>/dev/null; then
    fail "static shipplot accepted an unknown time zone"
fi
# Every command and every format once: the static Foundation differs from the dynamic one in more than time
# zones (it could not encode property lists: "Not A Type", exit 1, before ShipLog wrote them itself).
run() { "$bin/shipplot" "$@" >"$tmp/out" 2>"$tmp/err" || fail "static shipplot $* failed: $(head -c 300 "$tmp/err")"; }
log="$tmp/log.json"
for format in json csv plist; do
    run sample -o "$tmp/s.$format" --days 60 --today 2026-11-28 --tz Europe/Berlin
    run import "$tmp/s.$format" --log "$log" --today 2026-11-28 --tz Europe/Berlin
    run export --log "$log" -o "$tmp/e.$format" --tz Europe/Berlin
    run export --log "$log" -o - --format "$format"
    run import "$tmp/e.$format" --log "$tmp/round.json" --today 2026-11-28 --tz Europe/Berlin
done
cmp -s "$tmp/e.plist" <("$bin/shipplot" export --log "$tmp/round.json" -o - --format plist --tz Europe/Berlin) ||
    fail "static shipplot: a property list does not survive export and import"
run add Metadata Screenshots --log "$log" --today 2026-11-28
run add "Press kit" --new-step --on 2026-11-27 --log "$log" --today 2026-11-28
run remove --on 2026-11-27 --log "$log" --today 2026-11-28
run log --log "$log" --today 2026-11-28 --expand
for chart in week day stacked; do
    for ext in png pdf svg; do run "$chart" --log "$log" --today 2026-11-28 -o "$tmp/$chart.$ext"; done
done
run report --log "$log" --today 2026-11-28 -o "$tmp/r.pdf" --markdown "$tmp/notes" --alt-text
run week --log "$log" --today 2026-11-28 -o -
for shell in bash zsh fish; do run --generate-completion-script "$shell"; done
run --help
run add --help
for w in W1 W6; do
    "$bin/ShipPlotBench" "$w" -o "$tmp/$w.$([ $w = W6 ] && echo pdf || echo png)" || fail "static ShipPlotBench $w failed"
done
echo "$bin/shipplot"
echo "$bin/ShipPlotBench"
