// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Numbers on an automatic axis are written as Swift Charts' default number format writes them: thousands
/// separated from 1,000 (so an `Int` year reads "1,990"); `grouping(.never)` and ShipPlot's own charts do not.
struct AxisNumberGroupingTests {
    struct Year { var year: Int; var sales: Int }
    static let years = (0...6).map { Year(year: 1990 + 5 * $0, sales: 400 * $0) }

    private func labels(_ chart: Chart<some ChartContent>, _ axis: KeyPath<ChartLayout, PlacedAxis?>) throws
        -> [String]
    {
        let stages = try Stages(chart)
        return try #require(stages.layout(stages.guides)[keyPath: axis]).labels.map(\.text)
    }

    private var chart: Chart<some ChartContent> {
        Chart(Self.years, id: \.year) { LineMark(x: .value("Year", $0.year), y: .value("Sales", $0.sales)) }
            .chartXScale(domain: 1990...2020)
    }

    @Test func yearsAndThousandsAreGroupedAsInSwiftCharts() throws {
        let x = try labels(chart, \.x)
        #expect(x.contains("1,990") && x.contains("2,020"), "\(x)")
        let y = try labels(chart, \.y)
        #expect(y.contains("1,000") && y.contains("2,000"), "\(y)")
        #expect(y.contains("0") && y.allSatisfy { !$0.hasPrefix(",") }, "\(y)")
    }

    @Test func doublesAreGroupedToo() throws {
        let points = [(0.0, 0.0), (1.0, 1500.5), (2.0, 2400.0)]
        let chart = Chart(points.indices, id: \.self) {
            PointMark(x: .value("X", points[$0].0), y: .value("Y", points[$0].1))
        }
        let y = try labels(chart, \.y)
        #expect(y.contains("1,000") || y.contains("1,500"), "\(y)")
    }

    @Test func groupingNeverWritesPlainYears() throws {
        let plain = try labels(
            chart.chartXAxis { AxisMarks { AxisValueLabel(format: IntegerFormatStyle<Int>().grouping(.never)) } }, \.x)
        #expect(plain.contains("1990") && plain.contains("2020") && !plain.contains { $0.contains(",") }, "\(plain)")
        let number = try labels(
            chart.chartXAxis { AxisMarks { AxisValueLabel(format: IntegerFormatStyle<Int>.number.grouping(.never)) } },
            \.x)
        #expect(number == plain)
        let implicit = try labels(
            chart.chartXAxis { AxisMarks { AxisValueLabel(format: .number.grouping(.never)) } }, \.x)
        #expect(implicit == plain)
    }

    @Test func shipPlotsOwnChartsGroupFromTenThousand() throws {
        let x = try labels(chart.chartShipPlotAxisLabels(), \.x)
        #expect(x.contains("1990") && x.contains("2020"), "\(x)")
        let big = [(0, 0), (1, 25_000)]
        let wide = Chart(big.indices, id: \.self) {
            BarMark(x: .value("Day", "\(big[$0].0)"), y: .value("N", big[$0].1))
        }
        #expect(try labels(wide.chartShipPlotAxisLabels(), \.y).contains("10,000"))
    }
}
