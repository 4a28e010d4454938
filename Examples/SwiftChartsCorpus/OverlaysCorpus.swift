// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// The overlays part of the compatibility corpus: everyday Swift Charts code with chart overlays and
/// backgrounds read through the chart proxy, geometry readers, gestures, selection and scrolling, written as an
/// app would write it for Apple's framework with only the import changed (and `@State` turned into constants
/// or `.constant` bindings, as the chart draws its resting state). Shared by the golden tests.
public enum OverlaysCorpus {
    /// One chart of this part.
    public typealias Entry = CorpusEntry

    /// Every chart, in order.
    public static var all: [Entry] { proxyOverlays + interaction + scrolling }
}

/// Small deterministic data sets the overlay charts share.
enum OverlaysData {
    static let calendar = CorpusEntry.calendar

    static func day(_ offset: Int) -> Date {
        calendar.date(from: DateComponents(year: 2026, month: 5, day: 1 + offset))!
    }

    struct DailySales: Identifiable {
        var id: Date { day }
        let day: Date
        let sales: Int
    }

    /// Four weeks of daily sales.
    static let sales: [DailySales] = (0..<28).map { i in
        let weekly = [0.8, 0.9, 1.0, 1.05, 1.3, 1.6, 1.4][i % 7]
        return DailySales(day: day(i), sales: Int((120 + Double(i) * 2.5) * weekly + Double(i * 37 % 23)))
    }

    struct Sample: Identifiable {
        var id: Int { index }
        let index: Int
        let value: Double
    }

    /// Sixty readings of a slowly varying signal.
    static let signal: [Sample] = (0..<60).map { i in
        Sample(index: i, value: 50 + 18 * sin(Double(i) / 6) + Double(i * 13 % 7))
    }

    struct Share: Identifiable {
        var id: String { name }
        let name: String
        let count: Int
    }

    static let platforms: [Share] = [
        Share(name: "iOS", count: 48), Share(name: "macOS", count: 21), Share(name: "watchOS", count: 12),
        Share(name: "visionOS", count: 7),
    ]

    struct Monthly: Identifiable {
        var id: String { month }
        let month: String
        let revenue: Double
    }

    static let monthly: [Monthly] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ].enumerated().map { Monthly(month: $0.element, revenue: 30 + Double($0.offset * 17 % 13) * 4) }
}
