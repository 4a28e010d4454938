// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// `ChartProxy` reads the finished layout: the positions it gives are where the marks were drawn.
@Suite struct ProxyTests {
    static func laidOut<C>(_ chart: Chart<C>) throws -> (ChartProxy, ChartLayout) {
        var renderer = ChartRenderer(chart, width: 400, height: 300)
        renderer.calendar = ChartCalendar.standard
        let stages = try renderer.laidOut(measurer: FixedTextMeasurer())
        return (stages.layout.proxy, stages.layout)
    }

    @Test func categoryAndNumberPositionsAreRelativeToThePlot() throws {
        let (proxy, layout) = try Self.laidOut(
            Chart(threeDays) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.value)) })
        let x = try #require(layout.x?.scale), y = try #require(layout.y?.scale)
        #expect(proxy.plotSize == CGSize(width: layout.plot.width, height: layout.plot.height))
        #expect(proxy.position(forX: "Tue") == CGFloat(x.position(1) - layout.plot.minX))
        #expect(proxy.position(forY: 4.0) == CGFloat(y.position(4) - layout.plot.minY))
        // The top of the nice domain (0…8) is the plot's top edge, zero its bottom edge.
        #expect(proxy.position(forY: 8) == 0)
        #expect(proxy.position(forY: 0) == CGFloat(layout.plot.height))
        #expect(proxy.position(forX: "Sun") == nil, "a category the chart does not show")
        #expect(proxy.position(forX: 3.0) == nil, "a number on a category axis")
        let point = try #require(proxy.position(for: (x: "Wed", y: 5.0)))
        #expect(point.x == proxy.position(forX: "Wed") && point.y == proxy.position(forY: 5.0))
    }

    @Test func valuesRoundTripThroughPositions() throws {
        let (proxy, _) = try Self.laidOut(
            Chart(threeDays) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.value)) })
        let tue = try #require(proxy.position(forX: "Tue"))
        #expect(proxy.value(atX: tue, as: String.self) == "Tue")
        // Anywhere in a band's step names that band; past the outer bands nothing.
        #expect(proxy.value(atX: tue + 20, as: String.self) == "Tue")
        #expect(proxy.value(atX: -50, as: String.self) == nil)
        let y6 = try #require(proxy.position(forY: 6.0))
        let back = try #require(proxy.value(atY: y6, as: Double.self))
        #expect(abs(back - 6) < 1e-9)
        #expect(proxy.value(atY: y6 + 1, as: Int.self) == 5, "truncated like AxisValue")
        let both = try #require(proxy.value(at: CGPoint(x: tue, y: y6), as: (String, Double).self))
        #expect(both.0 == "Tue" && abs(both.1 - 6) < 1e-9)
        #expect(proxy.value(atX: .nan, as: String.self) == nil)
    }

    @Test func datesUseTheRenderersCalendarCoordinates() throws {
        let calendar = ChartCalendar.standard
        let days = (0..<4).map { calendar.date(from: DateComponents(year: 2026, month: 11, day: 23 + $0))! }
        let (proxy, layout) = try Self.laidOut(
            Chart(days, id: \.self) { LineMark(x: .value("Day", $0), y: .value("V", 1)) })
        #expect(proxy.position(forX: days[0]) == 0)
        #expect(proxy.position(forX: days[3]).map { abs($0 - CGFloat(layout.plot.width)) < 1e-9 } == true)
        let middle = try #require(proxy.position(forX: days[0].addingTimeInterval(36 * 3600)))
        let date = try #require(proxy.value(atX: middle, as: Date.self))
        #expect(abs(date.timeIntervalSince(days[1].addingTimeInterval(12 * 3600))) < 1)
    }

    @Test func plotFrameAnchorsResolveInAGeometrysCoordinates() throws {
        let (proxy, layout) = try Self.laidOut(
            Chart(threeDays) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.value)) })
        let chart = GeometryProxy(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let plot = chart[try #require(proxy.plotFrame)]
        #expect(
            plot
                == CGRect(
                    x: layout.plot.minX, y: layout.plot.minY, width: layout.plot.width, height: layout.plot.height))
        let inset = GeometryProxy(frame: Rect(x: 10, y: 20, width: 100, height: 100))
        #expect(inset[proxy.plotAreaFrame].origin == CGPoint(x: layout.plot.minX - 10, y: layout.plot.minY - 20))
        #expect(inset.size == CGSize(width: 100, height: 100))
        #expect(inset.frame(in: .global) == CGRect(x: 10, y: 20, width: 100, height: 100))
        #expect(inset.frame(in: .local) == CGRect(x: 0, y: 0, width: 100, height: 100))
    }
}
