// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// The scales stage alone: ready position scales from a few resolved marks.
@Suite struct ScalesStageTests {
    @Test func barsGiveABandScaleAndANiceZeroBasedLinearScale() throws {
        let stages = try Stages(Chart(threeDays) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.value)) })
        let x = try #require(stages.scales.x)
        let y = try #require(stages.scales.y)
        #expect(x.domain == .band(["Mon", "Tue", "Wed"]))
        #expect(y.domain == .linear(lower: 0, upper: 7.3, nice: true, transform: .identity))
        // Rounded out to 5 ticks, the domain ends on a tick: 0…8 in steps of 2.
        let plot = Rect(x: 0, y: 0, width: 300, height: 200)
        guard case .linear(let linear) = y.placed(along: .y, of: plot, count: 5) else {
            Issue.record("a number axis places as a linear scale")
            return
        }
        #expect(linear.domain == (0, 8))
        #expect(linear.range == (200, 0))
        #expect(linear.ticks(count: 5) == [0, 2, 4, 6, 8])
        #expect(x.integral && !y.integral, "category indices are whole; 7.3 is not")
    }

    @Test func bandPaddingComesFromTheTheme() throws {
        var theme = Theme.standard(.light)
        theme.barFraction = 0.5
        theme.bandPaddingOuter = 0.5
        let stages = try Stages(
            Chart(threeDays) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.value)) },
            theme: theme)
        let x = try #require(stages.scales.x)
        guard case .band(let band) = x.placed(along: .x, of: Rect(x: 0, y: 0, width: 350, height: 100), count: 0) else {
            Issue.record("categories place as bands")
            return
        }
        #expect(band.paddingInner == 0.5)
        #expect(band.paddingOuter == 0.5)
        // 3 bands, inner 0.5, outer 0.5: 3 - 0.5 + 1 = 3.5 steps across 350 points.
        #expect(band.step == 100)
        #expect(band.bandwidth == 50)
        #expect(band.center(0) == 75)
    }

    @Test func pointsLeaveZeroOutWhenAskedAndWholeNumbersStayWhole() throws {
        let stages = try Stages(
            Chart(threeDays) {
                PointMark(x: .value("Day", $0.name), y: .value("Steps", ($0.value * 10).rounded()))
            }.chartYScale(domain: .automatic(includesZero: false)))
        let y = try #require(stages.scales.y)
        #expect(y.domain == .linear(lower: 30, upper: 73, nice: true, transform: .identity))
        #expect(y.integral)
    }

    @Test func aReversedRangeWithPaddingIsSettledOnce() throws {
        let stages = try Stages(
            Chart(threeDays) { LineMark(x: .value("Day", $0.name), y: .value("Steps", $0.value)) }
                .chartYScale(
                    domain: .automatic(reversed: true), range: .plotDimension(startPadding: 10, endPadding: 20)))
        let y = try #require(stages.scales.y)
        #expect(y.reversed)
        #expect(y.range(0, 100) == (80, 10))
    }

    @Test func plotDimensionPaddingPadsInwardOnBothAxes() throws {
        let stages = try Stages(
            Chart(threeDays) { LineMark(x: .value("Day", $0.name), y: .value("Steps", $0.value)) }
                .chartYScale(domain: 0...8, range: .plotDimension(padding: 20))
                .chartXScale(range: .plotDimension(startPadding: 10, endPadding: 30)))
        let y = try #require(stages.scales.y), x = try #require(stages.scales.x)
        // y runs bottom (100) to top (0): the ends move toward each other, never past the plot.
        #expect(y.range(100, 0) == (80, 20))
        #expect(x.range(0, 100) == (10, 70))
        let layout = stages.layout(stages.guides)
        let plot = layout.plot
        for axis in layout.axes where axis.orientation == .y {
            #expect(
                axis.ticks.allSatisfy { $0.position >= plot.minY + 20 - 1e-9 && $0.position <= plot.maxY - 20 + 1e-9 })
        }
    }

    @Test func barsAtTheEndsOfANumberAxisStayInsideWithTheAxisFromZero() throws {
        let rows = (0..<6).map { Day(name: "\($0)", value: Double($0 * 3 % 7 + 1)) }
        let stages = try Stages(
            Chart(rows) { BarMark(x: .value("X", Double($0.name)!), y: .value("Y", $0.value)) })
        let x = try #require(stages.scales.x)
        guard case .linear(let lower, _, _, _) = x.domain else {
            Issue.record("numbers place linearly")
            return
        }
        #expect(lower == 0, "no half-bar below zero in the domain")
        #expect(x.barSlots == Span(lower: -0.5, upper: 5.5))
        let layout = stages.layout(stages.guides)
        let placed = try #require(layout.x?.scale)
        // Bars are 1 unit apart; the first bar's half slot (0.5) fits between the plot's edge and 0.
        let unit = placed.position(1) - placed.position(0)
        #expect(abs(placed.position(0) - 0.5 * unit - layout.plot.minX) < 1e-9)
        #expect(placed.position(5) + 0.5 * unit <= layout.plot.maxX + 1e-9)
        let ticks = try #require(layout.x?.ticks)
        #expect(ticks.allSatisfy { $0.position >= layout.plot.minX })
    }
}
