// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Category labels along x: flat while each fits its band, thinned to about the count a declaration asks for,
/// and, when they turn, spaced by the font they are drawn in. Fixed font metrics (0.6 em a character); the y axis
/// hidden, so 14 bands share the 368-point plot (a step of 368 / 14 ≈ 26.3 points).
@Suite struct CategoryLabelTests {
    static let names = [
        "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun", "Mo2", "Tu2", "We2", "Th2", "Fr2", "Sa2", "Su2",
    ]

    static func chart(_ names: [String] = names) -> Chart<ForEach<[Day], String, BarMark>> {
        Chart(names.enumerated().map { Day(name: $1, value: Double($0 % 5 + 1)) }) {
            BarMark(x: .value("Name", $0.name), y: .value("V", $0.value))
        }
        .chartYAxis(.hidden)
    }

    static func x(_ chart: Chart<some ChartContent>) throws -> PlacedAxis {
        let stages = try Stages(chart)
        return try #require(stages.layout(stages.guides).x)
    }

    @Test func labelsThatFitTheirBandsStayFlatAndWhole() throws {
        // Three letters are 19.8 points: each fits its 26.3-point band, with room to spare between neighbours.
        let x = try Self.x(Self.chart())
        #expect(x.labels.allSatisfy { $0.angle == 0 }, "\(x.labels.map(\.angle))")
        #expect(x.labels.map(\.text) == Self.names)
    }

    @Test func aDesiredCountLabelsAboutThatManyCategories() throws {
        let x = try Self.x(Self.chart().chartXAxis { AxisMarks(values: .automatic(desiredCount: 5)) })
        // Every third of 14: five labels, flat, each with three bands of room.
        #expect(x.labels.map(\.text) == ["Mon", "Thu", "Sun", "We2", "Sa2"])
        #expect(x.labels.allSatisfy { $0.angle == 0 })
    }

    @Test func aDesiredCountThinsTurnedLabelsToo() throws {
        let long = Self.names.map { "\($0) category" }
        let x = try Self.x(Self.chart(long).chartXAxis { AxisMarks(values: .automatic(desiredCount: 5)) })
        #expect(x.labels.count == 5)
        #expect(x.labels.allSatisfy { abs($0.angle + Double.pi / 4) < 1e-9 })
    }

    @Test func turnedLabelsAreSpacedByTheirOwnFont() throws {
        // 28-point labels (50.4 points wide) turn; turned, neighbours need 28 × 1.45 + 2 ≈ 42.6 points of step, so
        // every second band is labelled (spaced for the theme's 11 points every band would be, overlapping).
        let x = try Self.x(
            Self.chart().chartXAxis {
                AxisMarks { value in AxisValueLabel { Text(value.as(String.self) ?? "").font(.title) } }
            })
        #expect(x.labels.map(\.text) == stride(from: 0, to: 14, by: 2).map { Self.names[$0] })
        #expect(x.labels.allSatisfy { abs($0.angle + Double.pi / 4) < 1e-9 })
    }

    @Test func styledLabelsThinRatherThanOverlap() throws {
        // A styled label is a view, drawn upright: at 28 points "Mon" is 50.4 points wide, so every third of the
        // 26.3-point bands is labelled, and no two labels overlap.
        let x = try Self.x(Self.chart().chartXAxis { AxisMarks { _ in AxisValueLabel().font(.title) } })
        #expect(x.labelViews.count == 5, "\(x.labelViews.map(\.rect))")
        let rects = x.labelViews.map(\.rect).sorted { $0.minX < $1.minX }
        #expect(zip(rects, rects.dropFirst()).allSatisfy { $0.maxX <= $1.minX }, "\(rects)")
    }
}
