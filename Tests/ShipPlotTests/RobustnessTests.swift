// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

struct RobustnessTests {
    private struct Point: Identifiable {
        let x: Double
        let y: Double
        var id: Double { x }
    }

    @Test func emptyDataDrawsTheFrameAndAxes() throws {
        let empty: [Point] = []
        let dump = try ChartRenderer(Chart(empty) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) })
            .recordedCommands()
        #expect(dump.contains("\"0\"") && dump.contains("\"1\""), "axes are labelled 0 and 1")
        #expect(try ChartRenderer(Chart { EmptyChartContent() }).pngData().count > 0)
    }

    @Test func nonFiniteValuesBreakTheLineWithOneWarning() throws {
        let points = [
            Point(x: 0, y: 1), Point(x: 1, y: .nan), Point(x: 2, y: 3), Point(x: 3, y: .infinity), Point(x: 4, y: 2),
            Point(x: 5, y: 4),
        ]
        let renderer = ChartRenderer(Chart(points) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) })
        #expect(
            try renderer.diagnostics().map(\.message) == ["2 non-finite or out-of-scale values left out of LineMark"])
        let line = try #require(
            try renderer.recordedCommands().split(separator: "\n").first { $0.hasPrefix("stroke #007aff") })
        // Three runs: [0], [2], [4, 5] — each starts a new sub-path.
        #expect(line.split(separator: " ").filter { $0.hasPrefix("M") }.count == 3)
    }

    @Test func nonFiniteBarsAreLeftOut() throws {
        let renderer = ChartRenderer(
            Chart {
                BarMark(x: .value("k", "a"), y: .value("v", Double.nan))
                BarMark(x: .value("k", "b"), y: .value("v", 2))
            })
        #expect(try renderer.diagnostics().count == 1)
        #expect(
            try renderer.recordedCommands().split(separator: "\n").filter { $0.hasPrefix("fill #007aff") }.count == 1)
    }

    @Test(arguments: [0.0, 5.0, -3.0, 1e-300])
    func constantDataGetsAPaddedDomain(_ value: Double) throws {
        let chart = Chart { PointMark(x: .value("x", value), y: .value("y", value)) }
            .chartXScale(domain: .automatic(includesZero: false)).chartYScale(domain: .automatic(includesZero: false))
        let dump = try ChartRenderer(chart).recordedCommands()
        #expect(!dump.contains("nan") && !dump.contains("inf"))
        #expect(try ChartRenderer(chart).pngData().count > 0)
    }

    @Test func hugeValuesStayFinite() throws {
        let chart = Chart {
            BarMark(x: .value("k", "a"), y: .value("v", 1e308))
            BarMark(x: .value("k", "b"), y: .value("v", -1e308))
        }
        let dump = try ChartRenderer(chart).recordedCommands()
        #expect(!dump.contains("nan") && !dump.lowercased().contains("inf"))
    }

    @Test func absurdLabelsAreCutToFit() throws {
        let long = String(repeating: "Release prep ", count: 800)
        let chart = Chart {
            BarMark(x: .value("Step", long), y: .value("Count", 3))
                .annotation { Text(long) }
            BarMark(x: .value("Step", "tab\there\u{0}nul"), y: .value("Count", 1))
        }.chartXAxisLabel(long).chartYAxisLabel(long)
        var renderer = ChartRenderer(chart, width: 320, height: 200)
        renderer.title = long
        let measurer = FixedTextMeasurer()
        for command in try renderer.makeScene(measurer: measurer).commands {
            if case .text(let run) = command {
                #expect(measurer.width(of: run.text, font: run.font) <= 320, "\(run.text.prefix(40))…")
                #expect(run.origin.y >= 0 && run.origin.y <= 200, "\(run.text.prefix(40))… at y \(run.origin.y)")
            }
        }
        #expect(try renderer.pngData().count > 0)
    }

    @Test(
        arguments: [
            (0.0, 500.0, 1.0, "size 0 × 500 points is not drawable, expected positive sizes"),
            (-5.0, 500.0, 1.0, "size \u{2212}5 × 500 points is not drawable, expected positive sizes"),
            (Double.nan, 500.0, 1.0, "size NaN × 500 points is not drawable, expected positive sizes"),
            (800.0, 500.0, 0.0, "scale 0 is out of range, expected more than 0 and at most 8"),
            (800.0, 500.0, 9.0, "scale 9 is out of range, expected more than 0 and at most 8"),
            (40000.0, 10.0, 1.0, "40000 × 10 pixels is too large, expected at most 32767 a side"),
            (20000.0, 20000.0, 1.0, "20000 × 20000 pixels is over 100 megapixels"),
        ] as [(Double, Double, Double, String)])
    func absurdSizesAreRejectedBeforeDrawing(_ width: Double, _ height: Double, _ scale: Double, _ message: String) {
        let renderer = ChartRenderer(
            Chart { BarMark(x: .value("k", "a"), y: .value("v", 1)) }, width: width, height: height,
            scale: scale)
        #expect(throws: ChartError(stage: .size, message: message)) { try renderer.pngData() }
    }

    @Test func vectorOutputIsLimitedInPointsNotPixels() throws {
        let chart = Chart { BarMark(x: .value("k", "a"), y: .value("v", 1)) }
        // 2000 × 1000 points at scale 8 is 128 megapixels as a PNG, but a PDF or SVG has no pixels.
        let big = ChartRenderer(chart, width: 2000, height: 1000, scale: 8)
        #expect(throws: ChartError(stage: .size, message: "16000 × 8000 pixels is over 100 megapixels")) {
            try big.pngData()
        }
        #expect(try big.pdfData().count > 0)
        #expect(try big.svgData().count > 0)
        let huge = ChartRenderer(chart, width: 20_000, height: 500)
        #expect(
            throws: ChartError(
                stage: .size,
                message:
                    "size 20,000 × 500 points is too large for a PDF page, expected at most 14400 a side")
        ) { try huge.pdfData() }
        #expect(
            throws: ChartError(
                stage: .size,
                message:
                    "size 20,000 × 500 points is too large for an SVG document, expected at most 14400 a side")
        ) { try huge.svgData() }
        let nan = ChartRenderer(chart, width: .nan, height: 500)
        #expect(
            throws: ChartError(
                stage: .size,
                message:
                    "size NaN × 500 points is not drawable, expected positive sizes")
        ) { try nan.pdfData() }
    }

    @Test func writingLeavesNoTemporaryFileBehind() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shipplot-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = ChartRenderer(Chart { BarMark(x: .value("k", "a"), y: .value("v", 1)) }, width: 200, height: 100)
        try renderer.write(to: folder.appendingPathComponent("chart.png"))
        try renderer.write(to: folder.appendingPathComponent("chart.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["chart.png"])
        #expect(
            throws: ChartError(
                stage: .output,
                message:
                    "cannot write \(folder.path)/missing/chart.png: No such file or directory")
        ) {
            try renderer.write(to: folder.appendingPathComponent("missing/chart.png"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["chart.png"])
    }

    /// Past the palette's seven colours the eighth series is a deeper blue, never blue again.
    @Test func moreSeriesThanColoursNeverRepeat() throws {
        let chart = Chart {
            ForEach(0..<9) { i in
                BarMark(x: .value("k", "c\(i)"), y: .value("v", 1)).foregroundStyle(by: .value("s", "s\(i)"))
            }
        }
        let fills = try ChartRenderer(chart).recordedCommands().split(separator: "\n")
            .filter { $0.hasPrefix("fill #") && $0.contains("L") && !$0.hasPrefix("fill #ffffff") }
            .map { $0.split(separator: " ")[1] }
        #expect(fills.count >= 9)
        #expect(Set(fills.prefix(9)).count == 9, "nine series, nine colours: \(fills.prefix(9))")
    }
}
