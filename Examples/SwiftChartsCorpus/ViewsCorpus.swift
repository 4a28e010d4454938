// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// The views part of the compatibility corpus: everyday Swift Charts code that puts SwiftUI views in
/// annotations and symbols, written as an app would write it for Apple's framework with only the import changed.
/// Shared by the golden tests.
public enum ViewsCorpus {
    /// One chart of this part.
    public typealias Entry = CorpusEntry

    /// Every chart, in order.
    public static var all: [Entry] { annotations + symbols + guides + localesAndIcons }
}

/// Small deterministic data sets the views corpus shares.
enum ViewsData {
    static let calendar = CorpusEntry.calendar

    static func day(_ offset: Int) -> Date {
        calendar.date(from: DateComponents(year: 2026, month: 5, day: 4 + offset))!
    }

    struct Day: Identifiable {
        var id: Int { index }
        let index: Int
        let date: Date
        let steps: Double
    }

    /// A week of step counts.
    static let week: [Day] = [6_240, 8_910, 5_120, 11_480, 9_310, 12_870, 7_450].enumerated().map {
        Day(index: $0.offset, date: day($0.offset), steps: $0.element)
    }

    /// The same week at noon, so labels formatted in any time zone within ±11 hours show the same day.
    static let noonWeek: [Day] = week.map {
        Day(index: $0.index, date: $0.date.addingTimeInterval(12 * 3600), steps: $0.steps)
    }

    struct Sale: Identifiable {
        var id: String { product }
        let product: String
        let units: Double
        let change: Double
    }

    static let sales: [Sale] = [
        Sale(product: "Mugs", units: 42, change: 0.12), Sale(product: "Shirts", units: 57, change: -0.05),
        Sale(product: "Caps", units: 31, change: 0.31), Sale(product: "Bags", units: 24, change: -0.18),
        Sale(product: "Socks", units: 48, change: 0.02),
    ]

    struct Reading: Identifiable {
        var id: Int { hour }
        let hour: Int
        let value: Double
        let series: String
    }

    /// Two series over a day, every two hours.
    static let readings: [Reading] = stride(from: 0, through: 22, by: 2).flatMap { hour -> [Reading] in
        let h = Double(hour)
        return [
            Reading(hour: hour, value: 18 + 6 * sin((h - 8) / 24 * 2 * .pi), series: "Indoor"),
            Reading(hour: hour, value: 11 + 9 * sin((h - 9) / 24 * 2 * .pi), series: "Outdoor"),
        ]
    }
}
