// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// A string-backed enum gets `Plottable` with no code, as in Swift Charts.
private enum Step: String, Plottable {
    case screenshots = "Screenshots"
    case metadata = "Metadata"
}

struct PlottableTests {
    @Test func stringEnumsPlotAsCategories() throws {
        let chart = Chart {
            BarMark(x: .value("Step", Step.screenshots), y: .value("Count", 3))
            BarMark(x: .value("Step", Step.metadata), y: .value("Count", 1))
        }
        let resolved = try ChartRenderer(chart).resolve()
        #expect(resolved.x?.kind == .category(["Screenshots", "Metadata"]))
        #expect(Step(primitivePlottable: "Metadata") == .metadata)
    }

    @Test func everyNumericTypePlotsAsANumber() throws {
        let chart = Chart {
            PointMark(x: .value("a", Int8(1)), y: .value("b", UInt64(2)))
            PointMark(x: .value("a", Int16(3)), y: .value("b", Float(4.5)))
            PointMark(x: .value("a", UInt8(5)), y: .value("b", Decimal(string: "6.25")!))
            PointMark(x: .value("a", Int64(7)), y: .value("b", UInt32(8)))
            PointMark(x: .value("a", UInt(9)), y: .value("b", Int32(10)))
            PointMark(x: .value("a", 11), y: .value("b", UInt16(12)))
        }
        let resolved = try ChartRenderer(chart).resolve()
        #expect(resolved.x?.kind == .number && resolved.y?.kind == .number)
        #expect(resolved.marks.map { $0.y!.upper } == [2, 4.5, 6.25, 8, 10, 12])
    }

    @Test func axisValuesConvertBack() {
        let value = AxisValue(primitive: .number(40), index: 0, count: 1)
        #expect(value.as(Int.self) == 40)
        #expect(value.as(Double.self) == 40)
        #expect(value.as(String.self) == nil)
        // Swift Charts truncates a fraction asked for as an integer (minor grid closures test `as(Int.self)`).
        #expect(AxisValue(primitive: .number(2.5), index: 0, count: 1).as(Int.self) == 2)
        #expect(AxisValue(primitive: .number(0.2), index: 0, count: 1).as(Int.self) == 0)
        #expect(AxisValue(primitive: .number(-1.5), index: 0, count: 1).as(Int.self) == -1)
        #expect(AxisValue(primitive: .number(.nan), index: 0, count: 1).as(Int.self) == nil)
    }

    @Test func mixingCategoriesAndNumbersOnAnAxisIsAnError() {
        let chart = Chart {
            BarMark(x: .value("x", "A"), y: .value("y", 1))
            BarMark(x: .value("x", 2), y: .value("y", 1))
        }
        #expect(
            throws: ChartError(
                stage: .resolve,
                message:
                    "x mixes categories (\"A\" in BarMark #1) with numbers (in BarMark #2); use one kind of value per axis"
            )
        ) {
            try ChartRenderer(chart).pngData()
        }
    }
}
