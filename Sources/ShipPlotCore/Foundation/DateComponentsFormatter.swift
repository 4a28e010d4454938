// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Foundation's formatter of quantities of time ("1h 10m", "1:10:00", "1 hour, 10 minutes"), as Apple declares it.
///
/// swift-corelibs-foundation declares its `DateComponentsFormatter` unavailable. Swift prefers a module's own
/// declaration to one of a module it imports, so in a file that imports both Foundation and ShipPlot this one is
/// found. Text is English as Apple writes it for en_US, whatever the locale. With no `calendar` set it computes in
/// the Gregorian calendar at GMT (Apple uses the user's current calendar), so the same input gives the same text on
/// every machine; `string(from:)` of a `TimeInterval` counts from `referenceDate`, or from 1 January 2001 at GMT.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    // Unchecked: as Foundation's formatters are; as Apple documents, its settings must not change while another
    // thread formats with it.
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:10:00": hours, minutes and seconds by position; larger units abbreviated before them ("1d 1:10:00").
        case positional = 0
        /// "1h 10m".
        case abbreviated = 1
        /// "1 hr, 10 min".
        case short = 2
        /// "1 hour, 10 minutes".
        case full = 3
        /// "one hour, ten minutes".
        case spellOut = 4
        /// "1hr 10min".
        case brief = 5
    }

    /// Which units of value 0 are written.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        /// Its bits, as Apple's.
        public let rawValue: UInt
        /// The options of bits `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Every unit, zero or not.
        public static let none = ZeroFormattingBehavior([])
        /// Positional: drops leading zero units, keeps middle and trailing ones ("1:00:10"); other styles: drops
        /// every zero unit ("1h 10s").
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        /// Drops zero units before the first non-zero one.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Drops zero units between non-zero ones.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Drops zero units after the last non-zero one.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Drops every zero unit.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Pads the first positional unit to two digits and keeps leading zero units ("01:00:10", "0d 1h 0m 0s").
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// The units that may be written: years, months, weeks (`.weekOfMonth`), days, hours, minutes and seconds
    /// (others are ignored). All seven by default.
    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    /// How units are written; `.positional` by default.
    open var unitsStyle: UnitsStyle = .positional
    /// Which zero units are written; `.default` by default.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// The most units written, counted from the largest one written; 0 (the default) for no limit. Units past the
    /// limit are dropped, not rounded into the last one.
    open var maximumUnitCount = 0
    /// Writes a largest unit of value 1 in the next unit down ("1m 5s" becomes "65s"); false by default.
    open var collapsesLargestUnit = false
    /// Starts the text with "About "; false by default.
    open var includesApproximationPhrase = false
    /// Ends the text with " remaining"; false by default.
    open var includesTimeRemainingPhrase = false
    /// The calendar months and years are counted in; nil (the default) for the Gregorian calendar at GMT.
    open var calendar: Calendar?
    /// The date a `TimeInterval` is counted from when it spans months or years; nil (the default) for 1 January
    /// 2001 at GMT.
    open var referenceDate: Date?

    /// A formatter with the defaults above.
    public override init() { super.init() }

    /// Archiving is not supported on Linux; always nil.
    public required init?(coder: NSCoder) { nil }

    /// The text for `ti` seconds, counted from `referenceDate`; nil when `ti` is not finite. The smallest allowed
    /// unit is rounded to the nearest whole value.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let start = referenceDate ?? Date(timeIntervalSinceReferenceDate: 0)
        return string(from: start, to: start.addingTimeInterval(ti))
    }

    /// The text for the allowed units of `components`; components not set count as 0, others are ignored.
    open func string(from components: DateComponents) -> String? {
        let values = DurationUnit.allCases.filter { allowedUnits.contains($0.calendarUnit) }.map {
            (unit: $0, value: components.value(for: $0.component) ?? 0)
        }
        guard !values.isEmpty else { return nil }
        let negative = values.contains { $0.value < 0 } && !values.contains { $0.value > 0 }
        return text(values.map { (unit: $0.unit, value: abs($0.value)) }, negative: negative)
    }

    /// The text for the time from `startDate` to `endDate`, in `calendar`.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        let units = DurationUnit.allCases.filter { allowedUnits.contains($0.calendarUnit) }
        guard let smallest = units.last else { return nil }
        let negative = endDate < startDate
        let (from, to) = negative ? (endDate, startDate) : (startDate, endDate)
        var seconds = to.timeIntervalSince(from)
        guard seconds.isFinite else { return nil }
        if let size = smallest.seconds { seconds = (seconds / size).rounded() * size }
        let counting = calendar ?? DateComponentsFormatter.gregorianGMT
        var values: [(unit: DurationUnit, value: Int)] = []
        var anchor = from
        let calendarUnits = units.filter { $0.seconds == nil }
        if !calendarUnits.isEmpty {
            let end = from.addingTimeInterval(seconds)
            let parts = counting.dateComponents(Set(calendarUnits.map(\.component)), from: from, to: end)
            values = calendarUnits.map { (unit: $0, value: parts.value(for: $0.component) ?? 0) }
            anchor = counting.date(byAdding: parts, to: from) ?? from
            seconds -= anchor.timeIntervalSince(from)
        }
        for unit in units where unit.seconds != nil {
            let size = unit.seconds ?? 1
            let count = (seconds / size).rounded(.down)
            guard count < Double(Int.max) else { return nil }
            values.append((unit: unit, value: Int(count)))
            seconds -= count * size
        }
        return text(values, negative: negative)
    }

    /// The text for a `DateComponents`, or for a number of seconds; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let components as DateComponents: string(from: components)
        case let seconds as TimeInterval: string(from: seconds)
        case let seconds as Int: string(from: TimeInterval(seconds))
        default: nil
        }
    }

    /// `components` in `unitsStyle`, with every other setting at its default.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    private static let gregorianGMT: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT") ?? calendar.timeZone
        return calendar
    }()

    /// The units kept (largest first), by the zero behaviour, the collapse and the unit count, written in the style.
    private func text(_ all: [(unit: DurationUnit, value: Int)], negative: Bool) -> String? {
        var values = DurationText.kept(all, zeros: zeroFormattingBehavior, positional: unitsStyle == .positional)
        if collapsesLargestUnit, values.count > 1, values[0].value == 1,
            let size = values[0].unit.ratio(to: values[1].unit)
        {
            values[1].value += size
            values.removeFirst()
        }
        if maximumUnitCount > 0, values.count > maximumUnitCount { values = Array(values.prefix(maximumUnitCount)) }
        guard !values.isEmpty else { return nil }
        var text = DurationText.written(values, style: unitsStyle, pads: zeroFormattingBehavior.contains(.pad))
        if negative && values.contains(where: { $0.value != 0 }) { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }
}
