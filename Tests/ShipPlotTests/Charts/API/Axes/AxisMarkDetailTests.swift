// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Axis mark details as Swift Charts draws them: a label `Text`'s own colour, ticks reaching past the labels,
/// parts centred between numeric values, and offsets on ticks and grid lines (fixed text metrics).
@Suite struct AxisMarkDetailTests {
    struct Sale {
        let month: String
        let units: Double
    }

    static let sales = [Sale(month: "Jan", units: 15), Sale(month: "Feb", units: 5), Sale(month: "Mar", units: 125)]

    static func bars() -> Chart<some ChartContent> {
        Chart(sales, id: \.month) { BarMark(x: .value("Month", $0.month), y: .value("Units", $0.units)) }
    }

    static func commands<Content>(_ chart: Chart<Content>) throws -> [DrawCommand] {
        try ChartRenderer(chart, width: 400, height: 300).makeScene(measurer: FixedTextMeasurer()).commands
    }

    static func y(_ chart: Chart<some ChartContent>) throws -> PlacedAxis {
        let stages = try Stages(chart)
        return try #require(stages.layout(stages.guides).axes.first { $0.orientation == .y })
    }

    @Test func aTextsOwnColourInsideAnAxisValueLabelIsKept() throws {
        let chart = Self.bars().chartXAxis {
            AxisMarks { value in AxisValueLabel { Text(value.as(String.self) ?? "").foregroundColor(.red) } }
        }
        let red = Theme.standard(.light).resolve(.red)
        let months = try Self.commands(chart).compactMap { command -> TextRun? in
            if case .text(let run) = command, ["Jan", "Feb", "Mar"].contains(run.text) { return run }
            return nil
        }
        #expect(months.count == 3)
        #expect(months.allSatisfy { $0.color == red }, "\(months.map(\.color))")
    }

    /// Every parameter Swift Charts declares on the view and string forms, as a held-out chart writes them
    /// (`AxisValueLabel(collisionResolution: .greedy()) { Text(date, format: …) }`): the label is still drawn.
    @Test func labelViewsAndStringsTakeEveryParameterSwiftChartsDeclares() throws {
        let chart = Self.bars().chartXAxis {
            AxisMarks { value in
                AxisValueLabel(
                    centered: true, anchor: .top, multiLabelAlignment: .center, collisionResolution: .greedy(),
                    offsetsMarks: false, orientation: .horizontal, horizontalSpacing: 2, verticalSpacing: 4
                ) { Text((value.as(String.self) ?? "") + "!") }
            }
        }.chartYAxis {
            AxisMarks(values: [50]) { _ in
                AxisValueLabel(
                    "half", centered: false, anchor: .leading, multiLabelAlignment: .leading,
                    collisionResolution: .truncate(), offsetsMarks: true, orientation: .horizontal,
                    horizontalSpacing: 2, verticalSpacing: 4)
            }
        }
        let texts = try Self.commands(chart).compactMap { command -> String? in
            if case .text(let run) = command { return run.text }
            return nil
        }
        #expect(["Jan!", "Feb!", "Mar!", "half"].allSatisfy(texts.contains), "\(texts)")
    }

    @Test func aLongestLabelTickReachesPastTheLongestLabel() throws {
        let y = try Self.y(
            Self.bars().chartYAxis {
                AxisMarks { _ in
                    AxisValueLabel()
                    AxisTick(length: .longestLabel(extendPastBy: 8))
                }
            })
        let plotEdge = try #require(y.ticks.first?.tick).length  // every tick alike
        let farthest = try #require(y.labels.map { $0.origin.x + 6.6 * Double($0.text.count) }.max())
        let edge = try #require(y.labels.map(\.origin.x).min()) - Theme.standard(.light).axisLabelGap
        #expect(abs(plotEdge - (farthest - edge + 8)) < 0.01)
        #expect(Set(y.ticks.compactMap(\.tick?.length)).count == 1)
    }

    @Test func aLabelTickReachesPastItsOwnLabel() throws {
        let y = try Self.y(
            Self.bars().chartYAxis {
                AxisMarks(values: [0, 100]) { _ in
                    AxisValueLabel()
                    AxisTick(length: .label)
                }
            })
        let lengths = y.ticks.compactMap(\.tick?.length)
        // "0" and "100": the second tick is two characters longer.
        #expect(lengths.count == 2)
        #expect(abs(lengths[1] - lengths[0] - 2 * 6.6) < 0.01, "\(lengths)")
    }

    @Test func centredPartsSitBetweenNumericValues() throws {
        let y = try Self.y(
            Self.bars().chartYAxis {
                AxisMarks { _ in
                    AxisGridLine()
                    AxisValueLabel(centered: true)
                    AxisTick(centered: true)
                }
            })
        let grid = y.ticks.filter { $0.grid != nil }.map(\.position)
        let mids = zip(grid, grid.dropFirst()).map { ($0 + $1) / 2 }
        #expect(grid.count >= 3)
        // The last value has no next one to sit before: no label, no tick.
        #expect(y.labels.count == grid.count - 1)
        let ticks = y.ticks.compactMap(\.tickPosition)
        #expect(zip(ticks, mids).allSatisfy { abs($0 - $1) < 0.01 }, "\(ticks) vs \(mids)")
        let metrics = FixedTextMeasurer().metrics(y.labels[0].font)
        let labelCentres = y.labels.map { $0.origin.y - metrics.ascent + metrics.height / 2 }
        #expect(zip(labelCentres, mids).allSatisfy { abs($0 - $1) < 1 }, "\(labelCentres) vs \(mids)")
    }

    @Test func anOffsetMovesTicksAndGridLines() throws {
        func strokes(_ offset: CGFloat) throws -> [Path] {
            let chart = Self.bars().chartXAxis {
                AxisMarks { _ in
                    AxisTick(stroke: .init(lineWidth: 1)).foregroundStyle(.red).offset(y: offset)
                }
            }
            let red = Theme.standard(.light).resolve(.red)
            return try Self.commands(chart).compactMap { command -> Path? in
                if case .stroke(let path, _, let color) = command, color == red { return path }
                return nil
            }
        }
        let still = try strokes(0), moved = try strokes(-16)
        #expect(still.count == 3 && moved.count == 3)
        let ys = { (paths: [Path]) in
            paths.flatMap(\.elements).compactMap { e -> Double? in
                if case .move(let p) = e { return p.y } else { return nil }
            }
        }
        #expect(zip(ys(still), ys(moved)).allSatisfy { abs($0 - $1 - 16) < 0.01 }, "\(ys(still)) \(ys(moved))")
    }

    @Test func tickLengthsAreSpelledAsSwiftChartsSpellsThem() {
        let lengths: [AxisTick.Length] = [
            .automatic, .label, .longestLabel, .label(extendPastBy: 2), .longestLabel(extendPastBy: 8),
        ]
        #expect(lengths.map { $0.reach?.extendPastBy } == [nil, 0, 0, 2, 8])
        #expect(lengths.map { $0.reach?.longest } == [nil, false, true, false, true])
    }
}

extension AxisMarkDetailTests {
    @Test func hugeOrNonFiniteReachesAndOffsetsStayBounded() throws {
        let chart = Self.bars().chartYAxis {
            AxisMarks { _ in
                AxisValueLabel()
                AxisTick(length: .longestLabel(extendPastBy: .infinity)).offset(x: 1e12, y: .nan)
                AxisGridLine().offset(y: -1e15)
            }
        }
        let problems = drawingProblems(in: try Self.commands(chart), scale: 1)
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        let y = try Self.y(chart)
        #expect(y.ticks.compactMap(\.tick).allSatisfy { $0.detail.offset.width == 10_000 && $0.length.isFinite })
    }
}
