// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import TestSupport
import Testing

@testable import ShipPlot
@testable import ShipPlotCLI
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Two series never share a colour in one chart: the folded "N more" series is grey, a palette folds before it
/// runs out (okabe-ito after 7), and the tool and the library colour the same series alike.
struct SeriesColourTests {
    /// The number of random series counts; `Scripts/reliability.sh` runs many more.
    static let cases = Int(ProcessInfo.processInfo.environment["SHIPPLOT_PROPERTY_CASES"] ?? "") ?? 300

    /// Runs `shipplot` in-process and keeps every renderer a chart command builds.
    private func renderers(_ arguments: [String], in box: Sandbox) -> (code: Int32, renderers: [ChartRenderer]) {
        final class Sink: @unchecked Sendable {
            let lock = NSLock()
            var renderers: [ChartRenderer] = []
        }
        let sink = Sink()
        var io = CommandIO(
            environment: ["HOME": box.root.path, "TZ": "UTC"], currentDirectory: box.root, writeOutput: { _ in },
            writeError: { _ in })
        io.willRender = { renderer in sink.lock.withLock { sink.renderers.append(renderer) } }
        let dated = arguments[0] == "chart" ? arguments : arguments + ["--today", "2026-11-28"]
        let code = ShipPlotCommandLine.main(arguments: dated, io: io)
        return sink.lock.withLock { (code, sink.renderers) }
    }

    /// The legend's swatches, in order: one colour per series.
    private func legendColours(_ renderer: ChartRenderer) throws -> [String] {
        let scene = try renderer.laidOut()
        return scene.scales.colors.map(\.hexString)
    }

    /// `stacked` with 17 steps showed "5 more steps" in the first step's blue; `chart --color` gave the 13th
    /// series series 1's colour; okabe-ito repeated its colours from series 8.
    @Test(arguments: StepPalette.allCases)
    func theFoldedSeriesHasAColourOfItsOwn(_ palette: StepPalette) throws {
        let box = try Sandbox()
        let steps = (1...17).map { "Step \($0)" }
        try box.write(try ShipLog(days: [ShipDay(date: LogDate("2026-11-27")!, steps: steps)]), to: "log.json")
        var rows = "x,n,s\n"
        for series in 1...20 { rows += "1,\(series),s\(series)\n" }
        try box.write(rows, to: "t.csv")
        for arguments in [
            ["stacked", "--log", "log.json", "-o", "s.png"], ["day", "--log", "log.json", "-o", "d.png"],
            ["chart", "t.csv", "--x", "x", "--y", "n", "--color", "s", "-o", "c.png"],
            ["chart", "t.csv", "--x", "x", "--y", "n", "--color", "s", "--mark", "line", "-o", "l.svg"],
        ] {
            let (code, renderers) = renderers(arguments + ["--palette", palette.rawValue], in: box)
            #expect(code == 0, "\(arguments)")
            let colours = try legendColours(try #require(renderers.first))
            #expect(colours.count == palette.limit + 1, "\(arguments): \(colours)")
            #expect(Set(colours).count == colours.count, "\(palette) \(arguments): \(colours)")
            let grey = Theme.standard(.light, contrast: .increased).resolve(ChartPalette.remainder).hexString
            #expect(colours.last == grey, "the folded series is grey")
        }
    }

    /// Random series counts against every palette: the series a chart names and the fold, all different colours,
    /// in both themes and both contrasts.
    @Test func randomSeriesCountsAgainstEveryPalette() {
        var random = SplitMix64(seed: 35_301)
        for _ in 0..<Self.cases {
            let count = random.int(1..<85)
            let names = (0..<count).map { "s\($0)" }
            let theme = Theme.standard(
                random.pick(ColorScheme.allCases), contrast: random.pick([.standard, .increased]))
            for palette in StepPalette.allCases {
                let (shown, rest) = StepFolding.shown(names, limit: palette.limit)
                let colours = palette.colors(for: shown, rest: rest).map { theme.resolve($0).hexString }
                #expect(Set(colours).count == colours.count, "\(palette), \(count) series: \(colours)")
            }
            // Past a dozen rounds of a palette colours are hard to tell apart (the rule's own limit), but never equal.
            for palette in [ChartPalette.swiftCharts, .shipplot, .okabeIto, ChartPalette([.red, .blue])] {
                let colours = palette.colors(min(count, palette.colors.count * 12)).map { theme.resolve($0).hexString }
                #expect(Set(colours).count == colours.count, "\(palette.colors.count) colours, \(count) series")
                #expect(!colours.contains(theme.resolve(ChartPalette.remainder).hexString))
            }
        }
    }

    /// The library's default past its seven colours: no series repeats the first ones.
    @Test func theLibrarysDefaultNeverRepeats() throws {
        let values = (0..<20).map { "series \($0)" }
        let chart = Chart(values, id: \.self) { name in
            BarMark(x: .value("x", name), y: .value("y", 1)).foregroundStyle(by: .value("s", name))
        }
        let colours = try ChartRenderer(chart).laidOut().scales.colors.map(\.hexString)
        #expect(colours.count == 20 && Set(colours).count == 20, "\(colours)")
    }

    /// The tool's colours are the library's palette and rule: a library chart given the tool's palette colours
    /// the same series the same way.
    @Test func theToolAndTheLibraryColourAlike() throws {
        let box = try Sandbox()
        try box.write("x,n,s\n1,1,a\n1,2,b\n1,3,c\n", to: "t.csv")
        let (code, renderers) = renderers(
            ["chart", "t.csv", "--x", "x", "--y", "n", "--color", "s", "-o", "c.png"], in: box)
        #expect(code == 0)
        let tool = try legendColours(try #require(renderers.first))
        let names = ["a", "b", "c"]
        let chart = Chart(names, id: \.self) { name in
            BarMark(x: .value("x", 1), y: .value("n", 1)).foregroundStyle(by: .value("s", name))
        }
        .chartForegroundStyleScale(domain: names, range: ChartPalette.shipplot.colors(names.count))
        var renderer = ChartRenderer(chart)
        renderer.colorSchemeContrast = .increased
        #expect(try renderer.laidOut().scales.colors.map(\.hexString) == tool)
    }
}
