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

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Hostile step names in other scripts through the CLI: a name of combining marks only, a 100-character Thai word
/// with no spaces, a bidi override (which only `import` can bring in) and a name too long to add.
@Suite struct ScriptsBadInputTests {
    static let marksOnly = "\u{301}\u{308}\u{323}"
    static let thai = String(repeating: "ภาษาไทย", count: 14) + "กข"
    static let override = "Final\u{202E}AQ"

    @Test func addKeepsMarksAndLongWordsAndRefusesTheRestInOneLine() throws {
        let box = try Sandbox()
        #expect(Self.thai.count == 100)
        #expect(box.run(["add", Self.marksOnly, Self.thai, "--new-step", "--log", "log.json"]).code == 0)
        #expect(try box.log("log.json").day(on: LogDate("2026-11-28")!)?.steps == [Self.marksOnly, Self.thai])
        let before = box.bytes("log.json")
        for name in [String(repeating: "x", count: 1000), Self.override] {
            let (code, output) = box.run(["add", name, "--new-step", "--log", "log.json"])
            #expect(code == 64)
            #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
            #expect(output.stderr.utf8.count < 300, "the error quotes the name cut short: \(output.stderr)")
            #expect(box.bytes("log.json") == before)
        }
    }

    /// A log holding all three names, the override imported as an existing name would be.
    private func hostileBox() throws -> Sandbox {
        let box = try Sandbox()
        let days = [
            ShipDay(date: LogDate("2026-11-27")!, steps: [Self.override, "Build"]),
            ShipDay(date: LogDate("2026-11-28")!, steps: [Self.marksOnly, Self.thai, Self.thai]),
        ]
        try box.write(try ShipLog(days: days), to: "in.json")
        #expect(box.run(["import", "in.json", "--log", "log.json"]).code == 0)
        return box
    }

    @Test func stackedAndReportDrawEveryFormat() throws {
        let box = try hostileBox()
        for (command, file) in [("stacked", "s.png"), ("report", "r.png"), ("report", "r.pdf"), ("report", "r.svg")] {
            let run = box.run([command, "--log", "log.json", "-o", file])
            #expect(
                run.code == 0 && run.output.stderr == "shipplot: wrote \(file)\n",
                "\(command) \(file): \(run.output.stderr)")
        }
        #expect(pngSize(try #require(box.bytes("s.png"))).map { [$0.width, $0.height] } == [800, 500])
        #expect(pdfPageCount(try #require(box.bytes("r.pdf"))) == 4)
        let svg = String(decoding: try #require(box.bytes("r.svg")), as: UTF8.self)
        #expect(svg.contains(Self.thai) && svg.contains(Self.marksOnly))
        #expect(XMLParser(data: Data(svg.utf8)).parse(), "the SVG is well-formed XML")
    }

    /// The override reorders its own name only: in the alt text (SVG `<desc>`, PDF `/Alt`, `--alt-text`) the
    /// name sits in a first-strong isolate, so the sentence after it keeps its order; `log` escapes it.
    @Test func theOverrideStaysInsideItsName() throws {
        let box = try hostileBox()
        let run = box.run(["stacked", "--log", "log.json", "-o", "s.svg", "--alt-text"])
        #expect(run.code == 0)
        let isolated = "\u{2068}\(Self.override)\u{2069}"
        // Printed, invisible characters are escaped as everywhere on a terminal.
        #expect(run.output.stdoutText.contains(#"\u2068Final\u202EAQ\u2069 1, Build 1"#), "\(run.output.stdoutText)")
        let svg = String(decoding: try #require(box.bytes("s.svg")), as: UTF8.self)
        #expect(svg.contains(isolated + " 1, Build 1"))
        #expect(!svg.contains("\u{2068}\u{2068}"), "wrapped once")
        let listed = box.run(["log", "--expand", "--log", "log.json"]).output.stdoutText
        #expect(listed.contains("    Final\\u202EAQ ×1\n") && !listed.contains("\u{202E}"))
    }

    /// The stacked chart as the CLI builds it, laid out with the real fonts: every label inside the image, and
    /// no legend entry over the plot.
    @Test func textStaysInsideTheImageAndTheLegendOffThePlot() throws {
        let days = [
            ShipDay(date: LogDate("2026-11-27")!, steps: [Self.override, "Build"]),
            ShipDay(date: LogDate("2026-11-28")!, steps: [Self.marksOnly, Self.thai, Self.thai]),
        ]
        let steps = ShipLog.standardSteps + [Self.override, "Build", Self.marksOnly, Self.thai]
        for (width, height) in [(800.0, 500.0), (320.0, 240.0)] {
            var renderer = ChartRenderer(ShipLogCharts.stacked(days, steps: steps), width: width, height: height)
            renderer.title = "Release prep by step"
            let measurer = try CairoTextMeasurer()
            let plot = try renderer.laidOut(measurer: measurer).layout.plot
            var legendEntries = 0
            for case .text(let run) in try renderer.makeScene(measurer: measurer).commands {
                let metrics = measurer.metrics(run.font)
                let box = Rect(
                    x: run.origin.x, y: run.origin.y - metrics.ascent,
                    width: measurer.width(of: run.text, font: run.font), height: metrics.height)
                #expect(run.angle != 0 || box.minX >= 0 && box.maxX <= width + 0.5, "\(run.text) at \(box)")
                #expect(box.minY >= 0 && box.maxY <= height + 0.5, "\(run.text) at \(box)")
                let isStep = steps.contains {
                    $0 == run.text || run.text.hasSuffix("…") && $0.hasPrefix(run.text.dropLast())
                }
                guard isStep, run.origin.y > plot.maxY else { continue }
                legendEntries += 1
                #expect(box.minY >= plot.maxY, "legend entry \(run.text) overlaps the plot \(plot)")
            }
            #expect(legendEntries >= 4, "the legend names the steps")
        }
    }
}
