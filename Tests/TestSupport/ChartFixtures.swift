// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Fixed data for the golden charts: dates in UTC, nothing random.
public enum Fixtures {
    public static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    public static func day(_ y: Int, _ m: Int, _ d: Int) -> Date {
        calendar.date(from: DateComponents(year: y, month: m, day: d))!
    }

    public struct Total: Identifiable, Sendable {
        public let date: Date
        public let value: Int
        public var id: Date { date }

        public init(date: Date, value: Int) {
            self.date = date
            self.value = value
        }
    }

    /// The W1 week: 3, 5, 0, 2, 7, 4, 6 ending on 2026-11-28.
    public static let week: [Total] = [3, 5, 0, 2, 7, 4, 6].enumerated().map { i, v in
        Total(date: day(2026, 11, 22 + i), value: v)
    }

    public struct XY: Identifiable, Sendable {
        public let x: Double
        public let y: Double
        public var id: Double { x }
    }

    public static let wave: [XY] = (0..<12).map { i in XY(x: Double(i), y: 20 + 12 * sin(Double(i) * 0.7) + Double(i)) }

    public struct Step: Identifiable, Sendable {
        public let date: Date
        public let step: String
        public let count: Int
        public var id: String { "\(date.timeIntervalSince1970)-\(step)" }
    }

    public static let steps: [Step] = {
        let names = ["Screenshots", "Metadata", "Keywords", "Final QA"]
        return (0..<10).flatMap { d in
            names.enumerated().compactMap { i, name -> Step? in
                let count = (d * 7 + i * 3) % 5
                return count == 0 ? nil : Step(date: day(2026, 11, 19 + d), step: name, count: count)
            }
        }
    }()
}
