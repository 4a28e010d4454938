// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Chart code force-unwraps the axis value as the kind its axis shows (`value.as(Date.self)!`), so the axis
/// content is only ever asked with values of that kind, including when guides look for a forced label angle.
@Suite struct AxisContentValueKindTests {
    struct Day: Identifiable {
        let id: Int
        var date: Date { Date(timeIntervalSince1970: Double(id) * 86_400) }
        var name: String { "Day \(id)" }
    }

    static let days = (0..<5).map(Day.init)

    @Test func dateAxisContentSeesDates() throws {
        let chart = Chart(Self.days) { day in
            BarMark(x: .value("Day", day.date, unit: .day), y: .value("Count", day.id + 1))
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { value in
                let date = value.as(Date.self)!
                AxisValueLabel(date.formatted(.dateTime.day()))
            }
        }
        let labels = try TextLocaleTests.drawn(TextLocaleTests.renderer(chart))
        #expect(labels.contains("3"), "\(labels)")
    }

    @Test func categoryAxisContentSeesStrings() throws {
        let chart = Chart(Self.days) { day in
            BarMark(x: .value("Day", day.name), y: .value("Count", day.id + 1))
        }
        .chartXAxis {
            AxisMarks { value in
                AxisValueLabel(value.as(String.self)!.uppercased())
            }
        }
        let labels = try TextLocaleTests.drawn(TextLocaleTests.renderer(chart))
        #expect(labels.contains("DAY 2"), "\(labels)")
    }
}
