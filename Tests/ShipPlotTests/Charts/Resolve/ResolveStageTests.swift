// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// The resolve stage alone, on small inputs: typed channels, series, date bins, stacks and the count of values
/// left out.
@Suite struct ResolveStageTests {
    private static func resolve<Content>(_ chart: Chart<Content>) throws -> ResolvedChart {
        try Resolver(spec: chart.spec, dates: ChartCalendar(chosen: ChartCalendar.standard)).resolve()
    }

    @Test func categoriesBecomeBandIndicesAndNumbersStayNumbers() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 5))
        }
        let resolved = try Self.resolve(chart)
        #expect(resolved.x == ResolvedAxis(kind: .category(["Mon", "Tue"]), title: "Day"))
        #expect(resolved.y == ResolvedAxis(kind: .number, title: "Steps"))
        #expect(resolved.marks.map(\.x) == [.point(0), .point(1)])
        #expect(resolved.marks.map(\.xBin) == [Span(lower: -0.5, upper: 0.5), Span(lower: 0.5, upper: 1.5)])
        #expect(resolved.marks.map(\.orientation) == [.vertical, .vertical])
    }

    @Test func seriesComeFromTheSeriesValueElseTheColourValue() throws {
        let chart = Chart {
            LineMark(x: .value("x", 1), y: .value("y", 1), series: .value("Run", "a"))
            LineMark(x: .value("x", 2), y: .value("y", 2)).foregroundStyle(by: .value("Kind", "b"))
            LineMark(x: .value("x", 3), y: .value("y", 3))
        }
        let resolved = try Self.resolve(chart)
        #expect(resolved.marks.map(\.seriesKey) == ["a", "b", ""])
        #expect(resolved.marks.map(\.colorIndex) == [nil, 0, nil])
        #expect(resolved.colors?.keys == ["b"])
    }

    @Test func datesWithAUnitFillTheirDay() throws {
        let day = Date(timeIntervalSince1970: 86_400 * 3 + 3_600)
        let resolved = try Self.resolve(Chart { BarMark(x: .value("Day", day, unit: .day), y: .value("Steps", 2)) })
        guard case .date(let coordinates, binned: true)? = resolved.x?.kind else {
            Issue.record("expected a binned date axis, got \(String(describing: resolved.x))")
            return
        }
        let bin = try #require(resolved.marks[0].xBin)
        #expect(bin.upper - bin.lower == coordinates.unitsPerDay)
        #expect(resolved.marks[0].x == .point(bin.mid))
    }

    @Test func barsAtOnePositionStackUpAndDownFromZero() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3))
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", -2))
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4))
        }
        let spans = try Self.resolve(chart).marks.map(\.y)
        #expect(spans == [Span(lower: 0, upper: 3), Span(lower: -2, upper: 0), Span(lower: 3, upper: 7)])
    }

    @Test func barsStackWithTheirPositionsDeclarationsApartAndInDeclarationOrder() throws {
        // Declared series by series, so one position's bars are not next to each other; -0 and 0 are one position,
        // and horizontal bars at the same number stack apart from vertical ones.
        let chart = Chart {
            BarMark(x: .value("x", 2.0), y: .value("y", 1))
            BarMark(x: .value("x", 0.0), y: .value("y", 2))
            BarMark(x: .value("x", 2.0), y: .value("y", 3))
            BarMark(x: .value("x", -0.0), y: .value("y", -4))
            BarMark(x: .value("x", 0.0), y: .value("y", 5))
            BarMark(x: .value("x", 2.0), y: .value("y", -6))
        }
        let spans = try Self.resolve(chart).marks.map(\.y)
        #expect(
            spans == [
                Span(lower: 0, upper: 1), Span(lower: 0, upper: 2), Span(lower: 1, upper: 4),
                Span(lower: -4, upper: 0), Span(lower: 2, upper: 7), Span(lower: -6, upper: 0),
            ])
    }

    @Test func normalizedStacksRunFromZeroToAHundredAsInSwiftCharts() throws {
        // Apple's AreaMark documentation: a normalized stack's y axis is "a number in the range of 0 to 100".
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1), stacking: .normalized)
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3), stacking: .normalized)
            AreaMark(x: .value("Day", "Tue"), y: .value("Steps", 2), stacking: .normalized)
                .foregroundStyle(by: .value("Kind", "a"))
            AreaMark(x: .value("Day", "Tue"), y: .value("Steps", 6), stacking: .normalized)
                .foregroundStyle(by: .value("Kind", "b"))
        }
        let spans = try Self.resolve(chart).marks.map(\.y)
        #expect(spans[0] == Span(lower: 0, upper: 25) && spans[1] == Span(lower: 25, upper: 100))
        #expect(spans[2] == Span(lower: 0, upper: 25) && spans[3] == Span(lower: 25, upper: 100))
    }

    @Test func aNormalizedStackTopsOutAtExactlyAHundred() throws {
        // 11 × (100 / 11) is 100.00000000000001, which rounds the axis out to 120.
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4), stacking: .normalized)
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 7), stacking: .normalized)
        }
        #expect(try Self.resolve(chart).marks.compactMap(\.y?.upper).max() == 100)
    }

    @Test func nonFiniteValuesAreLeftOutAndCountedPerKind() throws {
        let chart = Chart {
            PointMark(x: .value("x", 1), y: .value("y", Double.nan))
            PointMark(x: .value("x", 2), y: .value("y", 2))
            LineMark(x: .value("x", Double.infinity), y: .value("y", 1))
            SectorMark(angle: .value("share", -1))
        }
        let resolved = try Self.resolve(chart)
        #expect(resolved.marks.map(\.defined) == [false, true, false, false])
        #expect(
            resolved.diagnostics.map(\.message) == [
                "1 non-finite or out-of-scale value left out of LineMark",
                "1 non-finite or out-of-scale value left out of PointMark",
                "1 non-finite or out-of-scale value left out of SectorMark",
            ])
    }

    @Test func aPlotIsOneMarkWithItsExtentAndItsLeftOutValuesCounted() throws {
        struct Row { let x: Double; let y: Double }
        let rows = [Row(x: 0, y: 1), Row(x: 1, y: .nan), Row(x: 2, y: 5)]
        let resolved = try Self.resolve(Chart { LinePlot(rows, x: .value("x", \.x), y: .value("y", \.y)) })
        #expect(resolved.marks.count == 1)
        #expect(resolved.marks[0].isPlot)
        #expect(resolved.marks[0].x == Span(lower: 0, upper: 2))
        #expect(resolved.marks[0].y == Span(lower: 1, upper: 5))
        #expect(resolved.diagnostics.map(\.message) == ["1 non-finite or out-of-scale value left out of LinePlot"])
    }
}
