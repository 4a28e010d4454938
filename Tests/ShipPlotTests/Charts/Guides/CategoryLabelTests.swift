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
        // Thinned, they stand upright, each over its own category.
        #expect(x.labels.allSatisfy { abs($0.angle + Double.pi / 2) < 1e-9 })
    }

    @Test func turnedLabelsAreSpacedByTheirOwnFont() throws {
        // 28-point labels (50.4 points wide) turn; turned, neighbours need 28 × 1.45 + 2 ≈ 42.6 points of step, so
        // every second band is labelled (spaced for the theme's 11 points every band would be, overlapping).
        let x = try Self.x(
            Self.chart().chartXAxis {
                AxisMarks { value in AxisValueLabel { Text(value.as(String.self) ?? "").font(.title) } }
            })
        #expect(x.labels.map(\.text) == stride(from: 0, to: 14, by: 2).map { Self.names[$0] })
        // Thinned, they stand upright: turned 45°, each would lie under the unlabelled bar beside its own.
        #expect(x.labels.allSatisfy { abs($0.angle + Double.pi / 2) < 1e-9 })
    }

    /// `collisionResolution: .disabled` keeps every category's label, as Swift Charts always displays such a
    /// label, where the same labels resolved greedily thin to every second band (above).
    @Test func labelsWithCollisionResolutionDisabledAreAllDrawn() throws {
        func labels(_ resolution: AxisValueLabelCollisionResolution) throws -> [String] {
            try Self.x(
                Self.chart().chartXAxis {
                    AxisMarks { value in
                        AxisValueLabel(collisionResolution: resolution) {
                            Text(value.as(String.self) ?? "").font(.title)
                        }
                    }
                }
            ).labels.map(\.text)
        }
        #expect(try labels(.disabled) == Self.names)
        #expect(try labels(.greedy) == stride(from: 0, to: 14, by: 2).map { Self.names[$0] })
        #expect(try labels(.greedy(priority: 1, minimumSpacing: 4)) == labels(.automatic))
        // Styled labels, drawn upright as views, too: every one drawn.
        let x = try Self.x(
            Self.chart().chartXAxis {
                AxisMarks { _ in AxisValueLabel(collisionResolution: .disabled).font(.title) }
            })
        #expect(x.labelViews.count == Self.names.count)
    }

    /// The horizontal span of a turned label's glyphs (ascent over descent along its baseline), and where the
    /// middle of its last glyph meets the axis's side: the point a reader follows up to the bar.
    static func span(_ run: TextRun, width: Double) -> (lower: Double, upper: Double, end: Double) {
        let (c, s) = (cos(run.angle), sin(run.angle))
        let (ascent, descent) = (run.font.size * 0.8, run.font.size * 0.2)
        // Baseline start and end, and the glyph box's corners off each (up is (s, -c) for a turned run).
        let startX = run.origin.x
        let endX = run.origin.x + width * c
        let xs: [Double] = [startX + ascent * s, startX - descent * s, endX + ascent * s, endX - descent * s]
        let middle = endX + (ascent - descent) / 2 * s
        return (xs.min()!, xs.max()!, middle)
    }

    @Test(arguments: [57, 30, 14, 120])
    func everyLabelSitsUnderItsOwnBar(_ count: Int) throws {
        // Two-letter names, as states are: 57 bars on an 800-point chart need their labels thinned or turned.
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let names: [String] = (0..<count).map { i in String([letters[i / 26 % 26], letters[i % 26]]) }
        let stages = try Stages(Self.chart(names), width: 800, height: 500)
        let x = try #require(stages.layout(stages.guides).x)
        guard case .band(let band) = x.scale else {
            Issue.record("a category axis has a band scale")
            return
        }
        let thinned = x.labels.count < names.count
        for run in x.labels {
            let index = try #require(names.firstIndex(of: run.text))
            let center = band.center(Double(index))
            let width: Double = 0.6 * run.font.size * Double(run.text.count)
            if run.angle == 0 {
                #expect(abs(run.origin.x + width / 2 - center) < 0.5, "\(run.text) centred on its bar")
                continue
            }
            let span = Self.span(run, width: width)
            #expect(abs(span.end - center) < 0.5, "\(run.text): its end at \(span.end), its bar at \(center)")
            if thinned {
                // No part of a thinned label reaches under an unlabelled neighbour's bar (the middle of its band).
                let (low, high) = (center - band.step + 0.5, center + band.step - 0.5)
                #expect(span.lower >= low && span.upper <= high, "\(run.text) spans \(span.lower)...\(span.upper)")
            }
        }
        #expect(x.labels.count >= min(names.count, 20), "\(x.labels.count) of \(names.count) labelled")
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
