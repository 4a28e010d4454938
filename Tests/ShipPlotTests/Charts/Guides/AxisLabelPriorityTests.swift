// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Where labels on an inset axis collide, the ones the axis content placed by their own anchor win over
/// automatic ones: a UV-index axis names its bands in words between plain values, as the chart asks.
struct AxisLabelPriorityTests {
    @Test func wordsPlacedByAnchorWinOverPlainValues() throws {
        let hours = (0..<24).map { Double($0) }
        let words = [1: "Low", 3: "Moderate", 6: "High", 8: "Very high", 11: "Extreme"]
        let chart = Chart(hours, id: \.self) { h in
            LineMark(x: .value("Hour", h), y: .value("UV", max(0, 9 - abs(h - 12))))
        }
        .chartYScale(domain: 0...14)
        .chartYAxis {
            AxisMarks(preset: .inset, position: .leading, values: .automatic(desiredCount: 14)) { value in
                if let word = words[value.index] {
                    AxisValueLabel(word, anchor: .topLeading)
                } else {
                    AxisValueLabel()
                }
            }
        }
        let stages = try Stages(chart, width: 400, height: 220)
        let texts = try #require(stages.layout(stages.guides).y).labels.map(\.text)
        for word in words.values { #expect(texts.contains(word), "\(texts)") }
        // The rows are too tight for every label: the plain values beside the words are the ones left out.
        #expect(!texts.contains("0") && !texts.contains("2"), "\(texts)")
        #expect(texts.contains("12"), "\(texts)")
    }

    /// A day label starting at the last tick has no room before the chart's edge; kept inside, it would print over
    /// the label before it, so it is left out as Swift Charts leaves out colliding labels.
    @Test func aLastDateLabelPulledInsideNeverPrintsOverItsNeighbour() throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let days = (0..<7).map { utc.date(from: DateComponents(year: 2026, month: 11, day: 23 + $0, hour: 8))! }
        let chart = Chart(days, id: \.self) { day in
            LineMark(
                x: .value("Day", day), y: .value("Value", day.timeIntervalSince1970.truncatingRemainder(dividingBy: 7)))
        }
        .chartYAxis { AxisMarks(position: .leading) }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.month().day())
            }
        }
        let stages = try Stages(chart, width: 400, height: 260, calendar: utc)
        let labels = try #require(stages.layout(stages.guides).x).labels
        #expect(labels.count >= 4, "\(labels.map(\.text))")
        let measurer = FixedTextMeasurer()
        let spans = labels.map { ($0.origin.x, $0.origin.x + measurer.width(of: $0.text, font: $0.font)) }
        for (a, b) in zip(spans, spans.dropFirst()) { #expect(a.1 <= b.0 + 0.5, "\(labels.map(\.text)) \(spans)") }
    }
    /// The same for labels that are views (a styled, padded `Text`, as apps write inside `AxisValueLabel { }`): a
    /// day's label view never covers the one before it, with the greedy resolution asked for or by default.
    @Test(arguments: [true, false]) func dateLabelViewsNeverPrintOverTheirNeighbours(greedy: Bool) throws {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let days = (0..<8).map { utc.date(from: DateComponents(year: 2026, month: 10, day: 25 + $0, hour: 8))! }
        let chart = Chart(days, id: \.self) { day in
            LineMark(
                x: .value("Day", day), y: .value("Value", day.timeIntervalSince1970.truncatingRemainder(dividingBy: 7)))
        }
        .chartXScale(domain: days[0]...days[7])
        .chartXAxis {
            AxisMarks(preset: .aligned, values: .stride(by: .day)) { value in
                if let date = value.as(Date.self) {
                    AxisValueLabel(collisionResolution: greedy ? .greedy() : .automatic) {
                        Text(date, format: .dateTime.month(.abbreviated).day())
                            .font(.caption2).foregroundStyle(.gray).padding(.top, 4)
                    }
                }
            }
        }
        let stages = try Stages(chart, width: 300, height: 200, calendar: utc)
        let views = try #require(stages.layout(stages.guides).x).labelViews.map(\.rect).sorted { $0.minX < $1.minX }
        #expect(views.count >= 3, "\(views)")
        for (a, b) in zip(views, views.dropFirst()) { #expect(a.maxX <= b.minX + 0.5, "\(views)") }
    }
}
