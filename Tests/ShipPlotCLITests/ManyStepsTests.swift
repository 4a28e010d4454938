// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import Testing

@testable import ShipPlot
@testable import ShipPlotCLI
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// A log with many distinct step names. A 4.3 MB log of 400,000 names took 8 s and 555 MB for
/// `stacked` and 13 s and 907 MB for `report`: every name became a legend entry, a colour-scale entry and a
/// zero bar. Now the charts name 12 steps and fold the rest into "N more steps", so the chart's size does not
/// grow with the log's step list (the timing is `Benchmarks/many-steps.sh`; tests assert no clock).
@Suite struct ManyStepsTests {
    /// 3,000 distinct names over the 7 days before 2026-11-28, each logged once.
    static let log: ShipLog = {
        let days = (0..<7).map { offset in
            ShipDay(
                date: LogDate("2026-11-28")!.adding(days: -offset),
                steps: stride(from: offset, to: 3_000, by: 7).map { "step \($0)" })
        }
        return try! ShipLog(days: days)
    }()

    /// Runs `shipplot` in-process and keeps every renderer a chart command builds.
    private func run(_ arguments: [String], in box: Sandbox) -> (
        code: Int32, stdout: String, renderers: [ChartRenderer]
    ) {
        final class Sink: @unchecked Sendable {
            let lock = NSLock()
            var out = Data()
            var renderers: [ChartRenderer] = []
        }
        let sink = Sink()
        var io = CommandIO(
            environment: ["HOME": box.root.path, "TZ": "UTC"], currentDirectory: box.root,
            writeOutput: { data in sink.lock.withLock { sink.out.append(data) } },
            writeError: { _ in })
        io.willRender = { renderer in sink.lock.withLock { sink.renderers.append(renderer) } }
        let code = ShipPlotCommandLine.main(arguments: arguments + ["--today", "2026-11-28"], io: io)
        return sink.lock.withLock { (code, String(decoding: sink.out, as: UTF8.self), sink.renderers) }
    }

    @Test func theStackedChartNamesTwelveStepsAndFoldsTheRest() throws {
        let box = try Sandbox()
        try box.write(Self.log, to: "log.json")
        let (code, stdout, renderers) = run(["stacked", "--log", "log.json", "-o", "s.png", "--alt-text"], in: box)
        #expect(code == 0)
        #expect(box.exists("s.png"))
        // 4 standard steps + 3,000 new ones: the first 12 by name, then the other 2,992 together.
        #expect(
            stdout.contains(
                "3000 steps in total (Screenshots 0, Metadata 0, Keywords 0, Final QA 0, step 0 1, "
                    + "step 7 1, step 14 1, step 21 1, step 28 1, step 35 1, step 42 1, step 49 1, 2,992 more steps 2992)"
            ),
            "\(stdout.prefix(600))")
        #expect(stdout.utf8.count < 1_000, "alt text stays a paragraph, not 3,000 names")
        let commands = try #require(renderers.first).makeScene(measurer: FixedTextMeasurer()).commands
        #expect(commands.count < 600, "the legend and bars do not grow with the step list: \(commands.count) commands")
    }

    @Test func theReportAndTheDayChartFoldToo() throws {
        let box = try Sandbox()
        try box.write(Self.log, to: "log.json")
        let report = run(["report", "--log", "log.json", "--markdown", "md"], in: box)
        #expect(report.code == 0)
        let markdown = String(decoding: try #require(box.bytes("md/report.md")), as: UTF8.self)
        #expect(markdown.utf8.count < 4_000, "\(markdown.utf8.count) bytes")
        #expect(markdown.contains("step 49 1, 2,992 more steps 2992)"))
        #expect(markdown.contains("step 49 1, 2,992 more steps 421; "), "the latest day: 429 steps, 8 of them named")
        for renderer in report.renderers {
            #expect(try renderer.makeScene(measurer: FixedTextMeasurer()).commands.count < 600)
        }
        let day = run(["day", "--log", "log.json", "-o", "d.png", "--alt-text"], in: box)
        #expect(day.code == 0)
        #expect(day.stdout.contains("429 steps in total: Screenshots 0, "))
        #expect(day.stdout.contains(", 2,992 more steps 421;"))
    }

    @Test func afewStepsAreNeverFolded() {
        let twelve = (1...12).map { "s\($0)" }
        // A thirteenth step takes the palette's thirteenth colour (a deeper blue) rather than folding alone.
        let thirteen = twelve + ["s13"]
        #expect(StepFolding.shown(thirteen).steps == thirteen)
        #expect(StepFolding.shown(thirteen).more == nil)
        let fourteen = thirteen + ["s14"]
        #expect(StepFolding.shown(fourteen).steps == twelve + ["2 more steps"])
        // A step that happens to carry the label's name does not merge with the fold.
        let clash = ["2 more steps"] + (2...14).map { "s\($0)" }
        #expect(StepFolding.shown(clash).more == "…2 more steps")
        #expect(StepFolding.grouped(1_234_567) == "1,234,567")
        #expect(StepFolding.grouped(999) == "999")
    }
}
