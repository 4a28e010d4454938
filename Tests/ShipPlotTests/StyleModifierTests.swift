// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Mark modifiers and the "one each" items through the pipeline: offsets, `position(by:span:)`,
/// `NumberBins` as Apple declares it, `.automatic(dataType:modifyInferredDomain:)`, `chartLineStyleScale`, axis
/// mark colours and the plot's corner radius.
@Suite struct StyleModifierTests {
    static func commands<Content>(_ chart: Chart<Content>) throws -> [DrawCommand] {
        try ChartRenderer(chart, width: 400, height: 300).makeScene(measurer: FixedTextMeasurer()).commands
    }

    static let theme = Theme.standard(.light)

    /// The bounds of every plain fill in `color`.
    static func fills(_ commands: [DrawCommand], _ color: Color) -> [Rect] {
        let rgba = theme.resolve(color)
        return commands.compactMap { command in
            if case .fill(let path, let c) = command, c == rgba { return path.bounds }
            return nil
        }
    }

    @Test func offsetsMoveBarEdgesAndPoints() throws {
        let chart = { (dx: CGFloat) in
            Chart(threeDays) {
                BarMark(x: .value("Day", $0.name), y: .value("V", $0.value)).foregroundStyle(.red)
                    .offset(xStart: dx, xEnd: -dx)
                PointMark(x: .value("Day", $0.name), y: .value("V", $0.value)).foregroundStyle(.blue)
                    .offset(x: dx, y: -dx)
            }
        }
        let plain = try Self.commands(chart(0)), moved = try Self.commands(chart(3))
        let (a, b) = (Self.fills(plain, .red), Self.fills(moved, .red))
        #expect(a.count == 3 && b.count == 3)
        for (before, after) in zip(a, b) {
            #expect(after.minX == before.minX + 3 && after.maxX == before.maxX - 3 && after.minY == before.minY)
        }
        let (p, q) = (Self.fills(plain, .blue), Self.fills(moved, .blue))
        for (before, after) in zip(p, q) {
            #expect(abs(after.midX - before.midX - 3) < 1e-9 && abs(after.midY - before.midY + 3) < 1e-9)
        }
    }

    @Test func positionSpanSizesTheGroup() throws {
        let chart = { (span: MarkDimension) in
            Chart(threeDays) { day in
                ForEach(["A", "B"], id: \.self) { kind in
                    BarMark(x: .value("Day", day.name), y: .value("V", day.value)).foregroundStyle(.red)
                        .position(by: .value("Kind", kind), span: span)
                }
            }
        }
        let automatic = Self.fills(try Self.commands(chart(.automatic)), .red)
        let wide = Self.fills(try Self.commands(chart(.ratio(1))), .red)
        let fixed = Self.fills(try Self.commands(chart(.fixed(40))), .red)
        #expect(automatic.count == 6 && wide.count == 6 && fixed.count == 6)
        let group = { (rects: [Rect]) in rects[1].maxX - rects[0].minX }
        #expect(
            group(wide) > group(automatic) + 10, "a ratio of 1 fills the band: \(group(wide)) vs \(group(automatic))")
        #expect(abs(group(fixed) - 40 + 1) < 0.01, "40 pt less the hairline gaps: \(group(fixed))")
    }

    @Test func numberBinsMatchApplesInitialisers() {
        let even = NumberBins(range: 0.0...10.0, count: 4)
        #expect(even.thresholds == [0, 2.5, 5, 7.5, 10])
        let index: Int = even.index(for: 7.5)
        #expect(index == 3)
        let integers = NumberBins(range: 0...100, count: 5)
        #expect(integers.thresholds == [0, 20, 40, 60, 80, 100])
        #expect(integers.index(for: 99) == 4 && integers.index(for: 20) == 1)
        #expect(NumberBins(size: 3, range: 0...10).thresholds == [0, 3, 6, 9, 12])
        let inferred = NumberBins(range: 0.0...100.0, desiredCount: 5)
        #expect(inferred.thresholds.first == 0 && inferred.thresholds.last! >= 100 && inferred.count <= 6)
        #expect(NumberBins(range: 0.0...1.0, count: 0).count == 1)
    }

    @Test func integerBinsNeverOverflowTheirType() {
        #expect(NumberBins<Int8>(size: 50, range: 0...127).thresholds == [0, 50, 100, 127])
        #expect(NumberBins<Int8>(range: -128...127, count: 2).thresholds == [-128, -1, 126, 127])
        #expect(NumberBins<UInt8>(range: 0...100, count: 200).count == 100)
        #expect(NumberBins(size: 2, range: 0...Int.max).count <= 10_000)
        #expect(NumberBins(size: 0, range: 0...10).thresholds == [0, 10])
    }

    @Test func anInferredDomainCanBeModified() throws {
        let chart = Chart(threeDays) { PointMark(x: .value("Day", $0.name), y: .value("V", $0.value)) }
            .chartYScale(domain: .automatic(includesZero: false, dataType: Double.self) { $0.append(15) })
            .chartXScale(domain: .automatic(dataType: String.self) { $0.reverse() })
        let stages = try Stages(chart)
        let upper = stages.scales.y.map { $0.domain }
        guard case .linear(_, let top, _, _)? = upper else {
            Issue.record("no linear y domain: \(String(describing: upper))")
            return
        }
        #expect(top >= 15)
        guard case .band(let names)? = stages.scales.x?.domain else {
            Issue.record("no band x domain")
            return
        }
        #expect(names == ["Wed", "Tue", "Mon"])
    }

    @Test func theLineStyleScaleStrokesEachSeries() throws {
        let commands = try Self.commands(
            Chart(threeDays) { day in
                ForEach(["Plan", "Actual"], id: \.self) { series in
                    LineMark(x: .value("Day", day.name), y: .value("V", day.value + (series == "Plan" ? 1 : 0)))
                        .lineStyle(by: .value("Series", series))
                }
            }.chartLineStyleScale([
                "Actual": StrokeStyle(lineWidth: 3), "Plan": StrokeStyle(lineWidth: 1, dash: [5, 3]),
            ]))
        let strokes = commands.compactMap { command -> Stroke? in
            if case .stroke(let path, let stroke, _) = command, path.elements.count == 3 { return stroke }
            return nil
        }
        #expect(strokes.map(\.width) == [1, 3], "Plan is declared first in the data")
        #expect(strokes.first?.dash == [5, 3] && strokes.last?.dash == [])
        let legendDashes = commands.compactMap { command -> [Double]? in
            if case .stroke(let path, let stroke, _) = command, path.elements.count == 2, stroke.width == 2 {
                return stroke.dash
            }
            return nil
        }
        #expect(legendDashes == [[], [5, 3]], "legend in the scale's order: Actual, Plan")
    }

    @Test func axisMarksTakeTheirForegroundStyle() throws {
        let commands = try Self.commands(
            Chart(threeDays) { BarMark(x: .value("Day", $0.name), y: .value("V", $0.value)) }
                .chartYAxis {
                    AxisMarks { _ in
                        AxisGridLine(stroke: StrokeStyle(lineWidth: 2, dash: [2, 2])).foregroundStyle(.orange)
                        AxisTick().foregroundStyle(Color.green)
                    }
                })
        let orange = Self.theme.resolve(.orange), green = Self.theme.resolve(.green)
        let grid = commands.compactMap { command -> Stroke? in
            if case .stroke(_, let stroke, let color) = command, color == orange { return stroke }
            return nil
        }
        #expect(!grid.isEmpty && grid.allSatisfy { $0.width == 2 && $0.dash == [2, 2] })
        #expect(
            commands.contains {
                if case .stroke(_, _, let color) = $0 { return color == green }
                return false
            })
    }

    @Test func thePlotStyleRoundsBackgroundAndBorder() throws {
        let commands = try Self.commands(
            Chart(threeDays) { BarMark(x: .value("Day", $0.name), y: .value("V", $0.value)) }
                .chartPlotStyle { $0.background(Color.gray.opacity(0.1)).border(Color.blue, width: 1).cornerRadius(8) })
        let gray = Self.theme.resolve(Color.gray.opacity(0.1)), blue = Self.theme.resolve(.blue)
        let curved = { (path: Path) in
            path.elements.contains { if case .curve = $0 { return true } else { return false } }
        }
        #expect(
            commands.contains {
                if case .fill(let p, let c) = $0 { return c == gray && curved(p) } else { return false }
            })
        #expect(
            commands.contains {
                if case .stroke(let p, _, let c) = $0 { return c == blue && curved(p) } else { return false }
            })
    }
}
