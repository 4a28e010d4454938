// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts

/// A plot's stored numbers and dates are read straight from an `Array`'s memory, a block at a time; any other
/// collection is read element by element through the key path. Both must draw the same chart, for every
/// number type, across block boundaries, on the paths a plot takes (pairs, log scale, series, points).
struct PlotStoredReadTests {
    private struct Row<X> {
        var flag: Bool
        var x: X
        var y: Float
        var name: String
    }

    /// 10,000 rows: more than two blocks of the reader, with a gap (NaN) inside the third.
    private static func rows<X>(_ x: (Int) -> X) -> [Row<X>] {
        (0..<10_000).map { i in
            Row(flag: i % 3 == 0, x: x(i), y: i == 8_500 ? .nan : Float(1 + (i * 37) % 101), name: "s\(i % 3)")
        }
    }

    /// The recorded commands of `content` over `rows` as an `Array` and as a lazy (non-contiguous) collection.
    private func both<X: Plottable, C: ChartContent, D: ChartContent>(
        _ rows: [Row<X>], _ array: ([Row<X>]) -> C, _ lazy: (LazyMapCollection<[Row<X>], Row<X>>) -> D
    ) throws -> (String, String) {
        var a = ChartRenderer(Chart { array(rows) }, width: 320, height: 200)
        var b = ChartRenderer(Chart { lazy(rows.lazy.map { $0 }) }, width: 320, height: 200)
        (a.title, b.title) = (nil, nil)
        return (try a.recordedCommands(), try b.recordedCommands())
    }

    private func lines<X: Plottable>(_ rows: [Row<X>]) throws {
        let (a, b) = try both(
            rows, { LinePlot($0, x: .value("x", \.x), y: .value("y", \.y)) },
            { LinePlot($0, x: .value("x", \.x), y: .value("y", \.y)) })
        #expect(a == b)
        #expect(a.contains("stroke"))
    }

    @Test func everyNumberTypeReadFromMemoryDrawsTheSameLine() throws {
        try lines(Self.rows { Double($0) * 0.5 })
        try lines(Self.rows { Float($0) })
        try lines(Self.rows { $0 })
        try lines(Self.rows { Int32($0) })
        try lines(Self.rows { Int64($0) - 5_000 })
        try lines(Self.rows { UInt32($0) })
        try lines(Self.rows { Date(timeIntervalSinceReferenceDate: Double($0) * 3_600) })
    }

    @Test func aLogScaleSeriesAndPointsReadTheSameValues() throws {
        let rows = Self.rows { Double($0) + 1 }
        var a = ChartRenderer(
            Chart { LinePlot(rows, x: .value("x", \.x), y: .value("y", \.y)) }.chartXScale(type: .log), width: 320,
            height: 200)
        var b = ChartRenderer(
            Chart { LinePlot(rows.lazy.map { $0 }, x: .value("x", \.x), y: .value("y", \.y)) }.chartXScale(type: .log),
            width: 320, height: 200)
        (a.title, b.title) = (nil, nil)
        #expect(try a.recordedCommands() == b.recordedCommands())
        let (seriesA, seriesB) = try both(
            rows, { LinePlot($0, x: .value("x", \.x), y: .value("y", \.y), series: .value("name", \.name)) },
            { LinePlot($0, x: .value("x", \.x), y: .value("y", \.y), series: .value("name", \.name)) })
        #expect(seriesA == seriesB)
        let (pointsA, pointsB) = try both(
            Array(rows.prefix(600)), { PointPlot($0, x: .value("x", \.x), y: .value("y", \.y)) },
            { PointPlot($0, x: .value("x", \.x), y: .value("y", \.y)) })
        #expect(pointsA == pointsB)
        #expect(pointsA.contains("fill"))
    }
}
