// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// §6.5 in the DSL, beyond RobustnessTests: every mark kind leaves out what it cannot draw and says so once,
/// nothing non-finite or beyond cairo's fixed-point range reaches the canvas, and odd styles never become a
/// cairo error.
struct BadDataTests {
    private struct Row: Identifiable {
        let id: Int
        let x: Double
        let y: Double
    }

    private static let values: [Double] = [1, .nan, 3, .infinity, 2, -.infinity, 4]
    private static let rows = values.enumerated().map { Row(id: $0.offset, x: Double($0.offset), y: $0.element) }

    /// The commands as cairo receives them, through the cairo canvas's last guard.
    private func commands(_ renderer: ChartRenderer) throws -> [DrawCommand] {
        CairoSafety.safe(try renderer.makeScene(measurer: FixedTextMeasurer()).commands, pixelScale: renderer.scale)
    }

    @Test func areasBreakAtNonFiniteValuesWithOneWarning() throws {
        let renderer = ChartRenderer(Chart(Self.rows) { AreaMark(x: .value("x", $0.x), y: .value("y", $0.y)) })
        #expect(
            try renderer.diagnostics().map(\.message) == ["3 non-finite or out-of-scale values left out of AreaMark"])
        let fill = try #require(
            try commands(renderer).first { if case .fill(_, let c) = $0 { c.hexString == "#007aff" } else { false } })
        guard case .fill(let path, _) = fill else { return }
        // Four runs of finite values: [1], [3], [2], [4]; each is its own closed piece.
        #expect(path.elements.filter { $0 == .close }.count == 4)
        #expect(drawingProblems(in: try commands(renderer), scale: 1).isEmpty)
    }

    @Test(arguments: ["point", "rule", "rectangle", "bar", "sector"])
    func everyMarkLeavesOutNonFiniteValuesWithOneWarning(_ kind: String) throws {
        let chart = Chart(Self.rows) { row in
            switch kind {
            case "point": AnyChartContent(PointMark(x: .value("x", row.x), y: .value("y", row.y)))
            case "rule": AnyChartContent(RuleMark(y: .value("y", row.y)))
            case "rectangle": AnyChartContent(RectangleMark(x: .value("x", row.x), y: .value("y", row.y)))
            case "bar": AnyChartContent(BarMark(x: .value("x", "c\(row.id)"), y: .value("y", row.y)))
            default: AnyChartContent(SectorMark(angle: .value("share", row.y)))
            }
        }
        let renderer = ChartRenderer(chart)
        let name = [
            "point": "PointMark", "rule": "RuleMark", "rectangle": "RectangleMark", "bar": "BarMark",
            "sector": "SectorMark",
        ][kind]!
        #expect(
            try renderer.diagnostics().map(\.message) == ["3 non-finite or out-of-scale values left out of \(name)"])
        #expect(drawingProblems(in: try commands(renderer), scale: 1).isEmpty)
        #expect(try !renderer.pngData().isEmpty)
    }

    /// 13. Values near the largest double, and values far outside an explicit domain, stay inside cairo's range.
    @Test func hugeValuesAndFarOutsideTheDomainStayDrawable() throws {
        let extremes = [
            Row(id: 0, x: 0, y: -.greatestFiniteMagnitude), Row(id: 1, x: 1, y: 1e308),
            Row(id: 2, x: 2, y: .greatestFiniteMagnitude), Row(id: 3, x: 3, y: 0x1p53 + 2),
        ]
        let renderers = [
            ChartRenderer(
                Chart(extremes) {
                    LineMark(x: .value("x", $0.x), y: .value("y", $0.y))
                    PointMark(x: .value("x", $0.x), y: .value("y", $0.y))
                }, width: 480, height: 300, scale: 2),
            ChartRenderer(
                Chart(extremes) { BarMark(x: .value("x", "c\($0.id)"), y: .value("y", $0.y)) }
                    .chartYScale(domain: 0...10), width: 480, height: 300, scale: 2),
            ChartRenderer(
                Chart(extremes) { AreaMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
                    .chartYScale(domain: -1...1), width: 480, height: 300, scale: 2),
        ]
        for renderer in renderers {
            #expect(drawingProblems(in: try commands(renderer), scale: 2).isEmpty)
            #expect(try !renderer.pngData().isEmpty)
        }
    }

    /// A line from inside the plot to a point far outside keeps its direction where it is visible.
    @Test func clippingKeepsTheVisibleSegment() throws {
        let far = [Row(id: 0, x: 0, y: 0), Row(id: 1, x: 1, y: 1e12)]
        let renderer = ChartRenderer(
            Chart(far) { LineMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
                .chartYScale(domain: 0...1).chartXScale(domain: 0...1))
        let line = try #require(
            try commands(renderer).compactMap { command -> Path? in
                if case .stroke(let path, _, let color) = command, color.hexString == "#007aff" { return path }
                return nil
            }.first)
        guard case .move(let a) = line.elements[0], case .line(let b) = line.elements[1] else {
            Issue.record("expected a segment, got \(line.elements)")
            return
        }
        // The unclipped segment would go from (x0, y0) to (x0 + w, y0 - h·1e12): its slope is -h·1e12/w.
        let slope = (b.y - a.y) / (b.x - a.x)
        #expect(slope < -1e6, "still almost vertical upward, slope \(slope)")
        #expect(abs(b.y) <= CairoSafety.deviceLimit)
    }

    @Test func oddStrokeStylesNeverBecomeCairoErrors() throws {
        let styles = [
            StrokeStyle(lineWidth: -3), StrokeStyle(lineWidth: .nan), StrokeStyle(lineWidth: 2, dash: [-1, 4]),
            StrokeStyle(lineWidth: 2, dash: [0, 0]), StrokeStyle(lineWidth: 2, dash: [.infinity]),
            StrokeStyle(lineWidth: 1e12, dash: [3, 2], dashPhase: .nan),
        ]
        for style in styles {
            let chart = Chart(Self.rows) {
                LineMark(x: .value("x", $0.x), y: .value("y", $0.y)).lineStyle(style)
                RuleMark(y: .value("y", 2)).lineStyle(style)
            }
            let renderer = ChartRenderer(chart)
            #expect(drawingProblems(in: try commands(renderer), scale: 1).isEmpty, "\(style)")
            #expect(throws: Never.self, "\(style)") { try renderer.pngData() }
        }
    }

    /// 0 on a log scale, and 0 under a negative power, cannot be shown: left out and counted.
    @Test func valuesAScaleCannotShowAreLeftOutAndCounted() throws {
        let rows = [Row(id: 0, x: 0, y: 0), Row(id: 1, x: 1, y: 10), Row(id: 2, x: 2, y: 100)]
        for type in [ScaleType.log, .power(exponent: -2)] {
            let renderer = ChartRenderer(
                Chart(rows) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
                    .chartYScale(type: type))
            #expect(
                try renderer.diagnostics().map(\.message) == [
                    "1 non-finite or out-of-scale value left out of PointMark"
                ])
            #expect(drawingProblems(in: try commands(renderer), scale: 1).isEmpty)
        }
    }

    /// Charts too small for their axes still draw something finite rather than NaN geometry.
    @Test(arguments: [(1.0, 1.0), (10.0, 300.0), (300.0, 10.0), (0.5, 0.5)])
    func tinyChartsStayFinite(_ width: Double, _ height: Double) throws {
        let renderer = ChartRenderer(
            Chart(Self.rows) { BarMark(x: .value("x", "c\($0.id)"), y: .value("y", $0.y)) }
                .chartXAxisLabel("Days").chartYAxisLabel("Steps"), width: width, height: height)
        #expect(drawingProblems(in: try commands(renderer), scale: 1).isEmpty)
        #expect(try !renderer.pngData().isEmpty)
    }
}

extension BadDataTests {
    /// A NaN, infinite, negative or larger-than-the-chart padding keeps the chart drawable.
    @Test(arguments: [CGFloat.nan, .infinity, 1e308, -50, 400])
    func absurdPaddingStaysDrawable(_ padding: CGFloat) throws {
        let renderer = ChartRenderer(
            Chart(Self.rows) { BarMark(x: .value("x", "c\($0.id)"), y: .value("y", $0.y)) }
                .padding(padding), width: 320, height: 200)
        #expect(drawingProblems(in: try renderer.makeScene(measurer: FixedTextMeasurer()).commands, scale: 1).isEmpty)
        #expect(try !renderer.pngData().isEmpty)
    }

    /// The long property run's seed 1681: a colour-emoji legend at a scale of 1e-9 failed in cairo ("out of
    /// memory"); text that small is invisible and is not drawn.
    @Test func colourEmojiAtAVanishingScaleRenders() throws {
        let chart = Chart {
            BarMark(x: .value("Step", "a"), y: .value("Count", 3)).foregroundStyle(by: .value("Step", "🚀🚢✅"))
        }
        for scale in [1e-9, 1e-4] {
            #expect(try !ChartRenderer(chart, width: 320, height: 100, scale: scale).pngData().isEmpty, "\(scale)")
        }
    }
}
