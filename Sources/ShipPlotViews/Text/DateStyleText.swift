// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

extension Text {
    /// A predefined way to show a date, as SwiftUI's `Text.DateStyle`. Styles that count from now count from the
    /// renderer's reference date (``ImageRenderer/referenceDate``), so the same render gives the same text.
    public struct DateStyle: Sendable, Hashable {
        private enum Kind: Sendable, Hashable { case date, time, relative, offset, timer }
        private let kind: Kind

        /// The date alone, in the locale's long form: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// The time alone, in the locale's short form: "11:23 PM".
        public static let time = DateStyle(kind: .time)
        /// How far the date is from now, in its two largest units: "2 hours, 23 minutes", "1 year, 1 month".
        public static let relative = DateStyle(kind: .relative)
        /// The date's offset from now in its largest unit, signed: "+2 hours", "-3 months".
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from the date to now: "2:32", "36:59:01".
        public static let timer = DateStyle(kind: .timer)

        /// `date` written in this style in `environment`'s locale and time zone, counting from its reference date.
        package func write(_ date: Date, in environment: TextEnvironment) -> String {
            switch kind {
            case .date: return environment.format(date, Date.FormatStyle(date: .long, time: .omitted))
            case .time: return environment.format(date, Date.FormatStyle(date: .omitted, time: .shortened))
            case .relative: return Span(from: environment.now, to: date, environment).words(units: 2)
            case .offset:
                let span = Span(from: environment.now, to: date, environment)
                let sign = date > environment.now ? "+" : date < environment.now ? "-" : ""
                return sign + span.words(units: 1)
            case .timer: return Self.timer(abs(date.timeIntervalSince(environment.now)))
            }
        }

        /// `seconds` as a timer shows them: minutes and seconds, with hours in front once there are any.
        private static func timer(_ seconds: Double) -> String {
            let whole = Int(min(seconds, 1e12).rounded(.down))
            let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
            func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
        }
    }

    /// Text showing `date` in `style`, as SwiftUI's `Text(_:style:)`: `.date` and `.time` in the render's locale
    /// and time zone, `.relative`, `.offset` and `.timer` counted from the renderer's reference date.
    public init(_ date: Date, style: DateStyle) {
        self.init(text: .pieces([.formatted { style.write(date, in: $0) }]))
    }
}

/// The calendar span between two moments, in the units `Text.DateStyle` writes: years, months, days, hours,
/// minutes and seconds.
private struct Span {
    private static let units: [Calendar.Component] = [.year, .month, .day, .hour, .minute, .second]
    private let counts: [Int]
    private let locale: Locale

    init(from start: Date, to end: Date, _ environment: TextEnvironment) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = environment.locale
        if let zone = environment.timeZone { calendar.timeZone = zone }
        let parts = calendar.dateComponents(Set(Self.units), from: min(start, end), to: max(start, end))
        counts = Self.units.map { abs(parts.value(for: $0) ?? 0) }
        locale = environment.locale
    }

    /// The largest unit that is not zero and, up to `units`, the units right after it that are not zero, written
    /// out ("2 hours, 23 minutes"); "0 seconds" when the moments are the same.
    func words(units: Int) -> String {
        guard let first = counts.firstIndex(where: { $0 > 0 }) else { return duration([.seconds], seconds: 0) }
        let chosen = (first..<min(first + units, counts.count)).prefix { $0 == first || counts[$0] > 0 }
        if chosen.allSatisfy({ $0 >= 2 }) {
            let factors: [Double] = [0, 0, 86_400, 3_600, 60, 1]
            let allowed: [Duration.UnitsFormatStyle.Unit] = [.days, .days, .days, .hours, .minutes, .seconds]
            let seconds = chosen.reduce(0.0) { $0 + Double(counts[$1]) * factors[$1] }
            return duration(Set(chosen.map { allowed[$0] }), seconds: seconds)
        }
        return longSpan(Array(chosen))
    }

    /// `seconds` in `allowed` units, in the locale's words.
    private func duration(_ allowed: Set<Duration.UnitsFormatStyle.Unit>, seconds: Double) -> String {
        var style = Duration.UnitsFormatStyle(allowedUnits: allowed, width: .wide, maximumUnitCount: 2)
        style.locale = locale
        return Duration.seconds(seconds).formatted(style)
    }

    /// A span of a month or more. Foundation on Linux writes durations in weeks at most, so years and months are
    /// written in English, and in other languages the span is written in weeks and days.
    private func longSpan(_ chosen: [Int]) -> String {
        guard locale.language.languageCode?.identifier == "en" else {
            let days = Double(counts[0]) * 365.2425 + Double(counts[1]) * 30.436875 + Double(counts[2])
            return duration([.weeks, .days], seconds: days.rounded(.down) * 86_400)
        }
        let names = ["year", "month", "day"]
        return chosen.map { "\(counts[$0]) \(names[$0])\(counts[$0] == 1 ? "" : "s")" }.joined(separator: ", ")
    }
}
