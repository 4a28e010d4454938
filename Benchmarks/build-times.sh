#!/usr/bin/env bash
# Debug build cost of the library and of a client package, in CPU seconds (user + system, all compiler
# processes), so two checkouts can be compared on a busy machine where wall time says little.
#
#   Benchmarks/build-times.sh CHECKOUT      e.g. a worktree of an older commit, or . for this one
#
# Rows: the ShipPlot library from clean; again after touching one mark file (a leaf of the chart engine), one
# geometry file (the ground floor) and one view modifier file; a client package (one file: a chart in a view,
# rendered to PNG) from clean, which builds the library too; and the client again after touching its own file.
# Each build uses its own scratch folder under $TMPDIR, removed at the end. Exit codes: 0 measured, 1 a build
# failed, 64 usage.
set -euo pipefail
[ $# -eq 1 ] && [ -f "$1/Package.swift" ] || { sed -n '2,/^set /s/^# \{0,1\}//p' "$0" | sed '$d' >&2; exit 64; }
checkout="$(cd "$1" && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/shipplot-build-times.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# CPU seconds of `swift build` with the given arguments, from GNU time's user and system totals (children included).
cpu() {
    /usr/bin/time -f '%U %S' -o "$work/time" swift build "$@" >"$work/log" 2>&1 ||
        { tail -20 "$work/log" >&2; echo "build-times: swift build $* failed" >&2; exit 1; }
    awk '{ printf "%.1f", $1 + $2 }' "$work/time"
}
# The first file under the checkout's sources named `name` (the layout moved between versions).
source_file() { find "$checkout/Sources" -name "$1" -print -quit; }

library=(--package-path "$checkout" --scratch-path "$work/lib" --target ShipPlot)
echo "| build | CPU seconds |"
echo "|---|---|"
echo "| library, clean | $(cpu "${library[@]}") |"
for name in RuleMark.swift Geometry.swift Padding.swift; do
    file="$(source_file "$name")"
    [ -n "$file" ] || { [ "$name" = Padding.swift ] && file="$(source_file ViewModifiers.swift)"; }
    [ -n "$file" ] || { echo "build-times: no $name in $checkout" >&2; exit 1; }
    # A change a compiler must see (a comment would do for the driver, but not for every incremental mode).
    cp "$file" "$work/saved"
    printf '\nprivate let buildTimesProbe = 0\n' >>"$file"
    echo "| library, after touching ${file#"$checkout"/} | $(cpu "${library[@]}") |"
    cp "$work/saved" "$file"
done
cpu "${library[@]}" >/dev/null

mkdir -p "$work/client/Sources/Client"
cat >"$work/client/Package.swift" <<SWIFT
// swift-tools-version:5.9
import PackageDescription
let package = Package(
    name: "Client",
    dependencies: [.package(path: "$checkout")],
    targets: [.executableTarget(name: "Client", dependencies: [.product(name: "ShipPlot", package: "$(basename "$checkout")")])]
)
SWIFT
cat >"$work/client/Sources/Client/main.swift" <<'SWIFT'
import ShipPlot

struct Sales: View {
    let values = [("Mon", 3), ("Tue", 5), ("Wed", 2)]
    var body: some View {
        VStack(alignment: .leading) {
            Text("Sales").font(.headline)
            Chart(values, id: \.0) { BarMark(x: .value("Day", $0.0), y: .value("Count", $0.1)) }
        }
        .padding()
    }
}
_ = try ImageRenderer(content: Sales()).pngData()
SWIFT
client=(--package-path "$work/client" --scratch-path "$work/client-build")
echo "| client, clean (builds the library too) | $(cpu "${client[@]}") |"
printf '\n// touched\nlet probe = 1\n' >>"$work/client/Sources/Client/main.swift"
echo "| client, after touching its own file | $(cpu "${client[@]}") |"
