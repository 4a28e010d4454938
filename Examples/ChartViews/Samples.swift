// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// The data the corpus views show: fixed values on fixed dates, so the goldens never change with the clock.
public enum Samples {
    /// A daily step count.
    public struct Day: Identifiable, Sendable {
        public let id: Int
        public let date: Date
        public let steps: Double
    }

    /// Sales of one product in one region.
    public struct Sale: Identifiable, Sendable {
        public let id: Int
        public let region: String
        public let product: String
        public let amount: Double
    }

    /// A measurement at a point.
    public struct Point: Identifiable, Sendable {
        public let id: Int
        public let x: Double
        public let y: Double
        public let group: String
    }

    /// The calendar the corpus bins dates in: Gregorian, UTC.
    public static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    static func date(_ day: Int) -> Date {
        calendar.date(from: DateComponents(year: 2026, month: 11, day: day))!
    }

    /// Two weeks of steps from November 2, 2026.
    public static let days: [Day] = [
        6_200, 8_400, 7_100, 9_800, 12_300, 4_200, 5_600, 7_900, 8_800, 6_500, 10_200, 11_400, 3_900, 6_100,
    ].enumerated().map { Day(id: $0.offset, date: date(2 + $0.offset), steps: $0.element) }

    /// The moment the corpus is drawn at, for text that counts from now: 2 pm UTC on the last of ``days``.
    public static let drawnAt = date(15).addingTimeInterval(14 * 3_600)

    /// The last seven of ``days``.
    public static var week: [Day] { Array(days.suffix(7)) }

    /// Sales in four regions of two products.
    public static let sales: [Sale] = [
        ("North", "Pro", 42.0), ("North", "Lite", 18.0), ("South", "Pro", 31.0), ("South", "Lite", 27.0),
        ("East", "Pro", 25.0), ("East", "Lite", 12.0), ("West", "Pro", 37.0), ("West", "Lite", 22.0),
    ].enumerated().map { Sale(id: $0.offset, region: $0.element.0, product: $0.element.1, amount: $0.element.2) }

    /// Thirty points in two groups.
    public static let points: [Point] = (0..<30).map { i in
        let x = Double(i % 15) + 1
        let wobble = Double((i * 7) % 5) - 2
        return Point(id: i, x: x, y: i < 15 ? x * 1.8 + wobble : 30 - x * 1.2 + wobble, group: i < 15 ? "A" : "B")
    }

    /// A sparkline's values.
    public static let trend: [Double] = [4, 6, 5, 8, 7, 9, 12, 10, 13, 15, 14, 17]
}
