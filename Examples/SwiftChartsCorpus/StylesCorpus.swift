// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// The styles part of the compatibility corpus: everyday Swift Charts code with gradients, hue
/// colours, shadows, clipped and offset marks, line style scales and bins, written as an app would write it for
/// Apple's framework with only the import changed. Shared by the golden tests.
public enum StylesCorpus {
    /// One chart of this part.
    public typealias Entry = CorpusEntry

    /// Every chart, in order.
    public static var all: [Entry] {
        gradients + colorsAndShadows + modifiers + scales + markEffects + viewLayers + blendAndBlur
    }
}

/// Small deterministic data sets the corpus charts share.
enum StylesData {
    static let calendar = CorpusEntry.calendar

    static func day(_ offset: Int) -> Date {
        calendar.date(from: DateComponents(year: 2026, month: 3, day: 1 + offset))!
    }

    struct Reading: Identifiable {
        let id: Int
        let date: Date
        let value: Double
    }

    /// Two weeks of daily step counts (thousands).
    static let steps: [Reading] = [6.2, 7.8, 5.1, 9.4, 8.8, 11.2, 10.1, 7.3, 6.9, 9.9, 12.4, 11.8, 8.2, 9.1]
        .enumerated().map { Reading(id: $0.offset, date: day($0.offset), value: $0.element) }

    struct Sale: Identifiable {
        var id: String { "\(month)-\(plan)" }
        let month: String
        let plan: String
        let amount: Double
    }

    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]

    static let sales: [Sale] = months.enumerated().flatMap { i, month in
        [
            Sale(month: month, plan: "Free", amount: 40 + Double(i * 7 % 11) * 3),
            Sale(month: month, plan: "Pro", amount: 22 + Double(i * 5 % 7) * 4),
        ]
    }

    struct Temperature: Identifiable {
        var id: Int { hour }
        let hour: Int
        let celsius: Double
    }

    /// A day's temperature, cold at night and warm in the afternoon.
    static let temperatures: [Temperature] = (0..<24).map { hour in
        Temperature(hour: hour, celsius: 12 + 9 * sin((Double(hour) - 9) / 24 * 2 * Double.pi))
    }
}
