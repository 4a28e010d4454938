// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CLITestSupport
import Foundation
import ShipLog
import Testing

@testable import ShipPlot
@testable import ShipPlotCLI
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

#if canImport(Glibc)
    import Glibc
#endif

/// The rules every chart keeps, whether asked for with options or with a Vega-Lite spec: a big scatter is drawn
/// one symbol per pixel unless `--all-points` asks for every one, nothing is written over what is drawn, a grid
/// of small multiples is written as any output is, and colours follow the palette's rule.
@Suite struct ChartRulesTests {
    /// 5,200 rows on a grid of 10 × 10 positions: more than the 5,000 a scatter streams from.
    private static let grid = "x,y\n" + (0..<5_200).map { "\($0 % 10),\($0 / 10 % 10)\n" }.joined()

    /// The symbols an SVG draws, besides the axes' few paths: a `<use` each of the one glyph drawn most often
    /// (a scatter's symbol is written once and placed).
    private func paths(_ data: Data?) -> Int {
        guard let data, let text = String(data: data, encoding: .utf8) else { return -1 }
        var uses: [Substring: Int] = [:]
        for use in text.split(separator: "<use xlink:href=\"#").dropFirst() {
            uses[use.prefix(while: { $0 != "\"" }), default: 0] += 1
        }
        return text.components(separatedBy: "<path").count - 1 + (uses.values.max() ?? 0)
    }

    @Test func aBigScatterIsThinnedUnlessEveryPointIsAsked() throws {
        let box = try Sandbox()
        try box.write(Self.grid, to: "g.csv")
        let thinned = box.run([
            "chart", "g.csv", "--x", "x", "--y", "y", "--mark", "point", "-o", "t.svg", "--alt-text",
        ])
        #expect(thinned.code == 0, "\(thinned.output.stderr)")
        #expect(thinned.output.stdoutText.contains("Drawn one symbol per pixel and colour where points overlap"))
        #expect(paths(box.bytes("t.svg")) < 300, "one symbol for each of the 100 places, and the axes")
        let every = box.run([
            "chart", "g.csv", "--x", "x", "--y", "y", "--mark", "point", "--all-points", "-o", "e.svg", "--alt-text",
        ])
        #expect(every.code == 0, "\(every.output.stderr)")
        #expect(!every.output.stdoutText.contains("one symbol per pixel"))
        #expect(paths(box.bytes("e.svg")) >= 5_200)
    }

    @Test func everyPointOfASpecsScatter() throws {
        let box = try Sandbox()
        try box.write(Self.grid, to: "g.csv")
        let encoding =
            #""encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}"#
        try box.write(#"{"data": {"url": "g.csv"}, "mark": "point", \#(encoding)}"#, to: "p.vl.json")
        try box.write(#"{"data": {"url": "g.csv"}, "mark": "bar", \#(encoding)}"#, to: "b.vl.json")
        let points = box.run(["chart", "--spec", "p.vl.json", "--all-points", "-o", "p.svg", "-q"])
        #expect(points.code == 0, "\(points.output.stderr)")
        #expect(paths(box.bytes("p.svg")) >= 5_200)
        let bars = box.run(["chart", "--spec", "b.vl.json", "--all-points", "-o", "b.svg"])
        #expect(bars.code == 64)
        #expect(
            bars.output.stderr
                == "shipplot chart: --all-points draws every point of a scatter, expected a spec whose mark is a "
                + "point (see shipplot chart --help)\n")
        let line = box.run(["chart", "g.csv", "--x", "x", "--y", "y", "--mark", "line", "--all-points", "-o", "l.svg"])
        #expect(line.code == 64)
        #expect(line.output.stderr.contains("--all-points draws every point of a scatter, expected --mark point"))
        #expect(!box.exists("b.svg") && !box.exists("l.svg"))
    }

    /// `chart --spec s.vl.json -o - >> data.csv` would append the image to the table the spec charts.
    @Test func aSpecsChartIsNeverWrittenIntoWhatItDraws() throws {
        let box = try Sandbox()
        try box.create([("specs/data/t.csv", .text("a,b\nA,1\nB,2\n"))])
        let spec =
            #"{"data": {"url": "data/t.csv"}, "mark": "bar", "encoding": {"x": {"field": "a"}, "y": {"field": "b", "type": "quantitative"}}}"#
        try box.write(spec, to: "specs/s.vl.json")
        let cases: [(arguments: [String], stdout: String, stdin: String?, problem: String)] = [
            (
                ["--spec", "specs/s.vl.json"], "specs/data/t.csv", nil,
                "standard output is the table the spec charts (specs/data/t.csv)"
            ),
            (["--spec", "specs/s.vl.json"], "specs/s.vl.json", nil, "standard output is the spec being drawn"),
            (
                ["--spec", "-"], "specs/s.vl.json", "specs/s.vl.json",
                "standard output is the spec being drawn (standard input)"
            ),
        ]
        for (arguments, stdout, stdin, problem) in cases {
            let before = box.snapshot()
            let run = box.run(["chart"] + arguments + ["-o", "-"], stdoutFile: stdout, stdinFile: stdin)
            #expect(run.code == 64, "\(arguments): \(run.output.stderr)")
            #expect(run.output.stderr.contains(problem), "\(arguments): \(run.output.stderr)")
            #expect(run.output.stdout.isEmpty && box.snapshot() == before)
        }
    }

    /// A grid of small multiples goes through the same rule as one chart: a FIFO is refused before anything is
    /// drawn, a link is written through and kept.
    @Test func aGridOfSmallMultiplesIsWrittenAsAnyOutput() throws {
        let box = try Sandbox()
        try box.write("k,v,f\nA,1,p\nB,2,p\nA,3,q\n", to: "t.csv")
        let grid = ["chart", "t.csv", "--x", "k", "--y", "v", "--facet", "f"]
        try box.create([("pipe.png", .fifo)])
        let before = box.snapshot()
        let fifo = box.run(grid + ["-o", "pipe.png"])
        #expect(fifo.code == 73)
        #expect(
            fifo.output.stderr
                == "shipplot: cannot write pipe.png: is a FIFO (named pipe), expected a regular file (or - for "
                + "standard output)\n")
        #expect(box.snapshot() == before)
        try box.create([("elsewhere/g.png", .text("old"))])
        #expect(symlink(box.path("elsewhere/g.png"), box.path("g.png")) == 0)
        let linked = box.run(grid + ["--theme", "both", "-o", "g.png"])
        #expect(linked.code == 0, "\(linked.output.stderr)")
        var info = stat()
        #expect(lstat(box.path("g.png"), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(box.bytes("elsewhere/g.png").flatMap(pngSize) != nil && box.exists("g-dark.png"))
    }

    /// A spec's colours fold at the palette's own limit, into one grey series, as the options' do.
    @Test(arguments: StepPalette.allCases)
    func aSpecsColoursFoldAtThePalettesLimit(_ palette: StepPalette) throws {
        let box = try Sandbox()
        let values = (1...20).map { #"{"x": "a", "n": \#($0), "s": "s\#($0)"}"# }.joined(separator: ",")
        try box.write(
            #"{"data": {"values": [\#(values)]}, "mark": "bar", "encoding": {"x": {"field": "x"}, "#
                + #""y": {"field": "n", "type": "quantitative", "aggregate": "sum"}, "color": {"field": "s"}}}"#,
            to: "s.vl.json")
        final class Sink: @unchecked Sendable {
            let lock = NSLock()
            var renderers: [ChartRenderer] = []
        }
        let sink = Sink()
        var io = CommandIO(
            environment: ["HOME": box.root.path, "TZ": "UTC"], currentDirectory: box.root, writeOutput: { _ in },
            writeError: { _ in })
        io.willRender = { renderer in sink.lock.withLock { sink.renderers.append(renderer) } }
        let code = ShipPlotCommandLine.main(
            arguments: ["chart", "--spec", "s.vl.json", "-o", "c.png", "--palette", palette.rawValue], io: io)
        #expect(code == 0)
        let renderer = try #require(sink.lock.withLock { sink.renderers.first })
        let colours = try renderer.laidOut().scales.colors.map(\.hexString)
        #expect(colours.count == palette.limit + 1, "\(colours)")
        #expect(Set(colours).count == colours.count, "\(colours)")
        let grey = Theme.standard(.light, contrast: .increased).resolve(ChartPalette.remainder).hexString
        #expect(colours.last == grey)
    }
}
