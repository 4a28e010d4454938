// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Annotations near the plot's edge: by default one above the tallest bar makes room (the plot's top moves
/// down) instead of being pushed down over its bar; `overflowResolution:` chooses otherwise.
@Suite struct AnnotationOverflowTests {
    static let indigo = Theme.standard(.light).resolve(.indigo)
    static let values = [("Jan", 20.0), ("Feb", 10), ("Mar", 30), ("Apr", 40)]

    /// Bars with a three-line annotation above each, resolved by `resolution` (nil: the default).
    static func chart(_ resolution: AnnotationOverflowResolution? = nil) -> Chart<some ChartContent> {
        Chart {
            ForEach(values, id: \.0) { month, value in
                let bar = BarMark(x: .value("Month", month), y: .value("Value", value))
                let label = VStack {
                    Text("▲")
                    Text("\(Int(value))")
                    Text("units")
                }
                .foregroundStyle(.indigo)
                if let resolution {
                    bar.annotation(position: .top, overflowResolution: resolution) { label }
                } else {
                    bar.annotation(position: .top) { label }
                }
            }
        }
    }

    /// The bars' top and bottom (the tallest reaches the plot's top: 40 is the domain's end) and the top and
    /// bottom of the last bar's annotation text, if any.
    static func measure<C>(_ chart: Chart<C>) throws -> (barTop: Double, barBottom: Double, text: (Double, Double)?) {
        var renderer = ChartRenderer(chart, width: 400, height: 260)
        renderer.calendar = ChartCalendar.standard
        let scene = try renderer.makeScene(measurer: FixedTextMeasurer())
        let bars = scene.commands.compactMap { command -> Rect? in
            if case .fill(let path, let color) = command, color == Theme.standard(.light).paletteColor(0) {
                return path.bounds
            }
            return nil
        }
        let texts = scene.commands.compactMap { command -> TextRun? in
            if case .text(let run) = command, run.color == Self.indigo { return run }
            return nil
        }
        let (top, bottom) = (bars.map(\.minY).min() ?? .nan, bars.map(\.maxY).max() ?? .nan)
        guard let font = texts.last?.font else { return (top, bottom, nil) }
        let metrics = FixedTextMeasurer().metrics(font)
        let last = texts.suffix(3)
        return (
            top, bottom,
            (last.map { $0.origin.y - metrics.ascent }.min()!, last.map { $0.origin.y + metrics.descent }.max()!)
        )
    }

    @Test func aTopAnnotationOnTheTallestBarStaysAboveItsBar() throws {
        let (barTop, _, text) = try Self.measure(Self.chart())
        let (top, bottom) = try #require(text)
        #expect(bottom <= barTop + 0.01)
        #expect(top >= 0)
    }

    @Test func theDefaultMovesThePlotsTopDownOnlyWhenAnAnnotationNeedsIt() throws {
        let plain = try Self.measure(
            Chart { ForEach(Self.values, id: \.0) { BarMark(x: .value("Month", $0.0), y: .value("Value", $0.1)) } })
        let annotated = try Self.measure(Self.chart())
        #expect(annotated.barTop > plain.barTop + 10)
        #expect(annotated.barBottom == plain.barBottom)
        // Room for annotations that fit anyway changes nothing.
        let low = Chart {
            ForEach(Self.values, id: \.0) { month, value in
                BarMark(x: .value("Month", month), y: .value("Value", value))
                    .annotation(position: .top) { Text("\(Int(value))").foregroundStyle(.indigo) }
            }
        }
        #expect(try Self.measure(low).barTop == plain.barTop)
    }

    @Test func fittingToThePlotKeepsTheAnnotationInsideIt() throws {
        let (barTop, _, text) = try Self.measure(Self.chart(.init(y: .fit(to: .plot))))
        let (top, bottom) = try #require(text)
        #expect(top >= barTop - 1)
        // Kept inside the plot, it covers the tallest bar, as Swift Charts draws it with this strategy.
        #expect(bottom > barTop)
    }
}
