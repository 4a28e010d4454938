// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The calendar units a date axis can bin and tick by.
enum TimeUnit: Int, Sendable, Comparable, CaseIterable {
    case second, minute, hour, day, week, month, year

    init?(_ component: Calendar.Component) {
        switch component {
        case .second, .nanosecond: self = .second
        case .minute: self = .minute
        case .hour: self = .hour
        case .day, .weekday, .weekdayOrdinal, .dayOfYear: self = .day
        case .weekOfYear, .weekOfMonth, .yearForWeekOfYear: self = .week
        case .month, .quarter: self = .month
        case .year, .era: self = .year
        default: return nil
        }
    }

    static func < (a: TimeUnit, b: TimeUnit) -> Bool { a.rawValue < b.rawValue }
}

/// Maps dates to a continuous coordinate counted in calendar units (days, months, …) in one time zone,
/// so every calendar day (or month) gets the same width on the axis, whatever its length in seconds.
///
/// Day arithmetic uses the zone's offset at each instant and a civil-calendar conversion, which is exact for
/// Gregorian dates and far cheaper than `Calendar` calls per point.
struct TimeCoordinates: Sendable, Equatable {
    let unit: TimeUnit
    let timeZone: TimeZone
    /// 1 = Sunday … 7 = Saturday; the first day of a week bin.
    let firstWeekday: Int

    /// The zone's offset when it never changes (UTC and zones without daylight saving): asking Foundation for
    /// the offset of every date costs far more than the rest of binning.
    private let fixedOffset: Int?

    init(unit: TimeUnit, calendar: Calendar) {
        self.unit = unit
        self.timeZone = calendar.timeZone
        self.firstWeekday = calendar.firstWeekday
        let epoch = Date(timeIntervalSince1970: 0)
        fixedOffset =
            timeZone.nextDaylightSavingTimeTransition(after: epoch) == nil
                && timeZone.secondsFromGMT(for: epoch) == timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 4e9))
            ? timeZone.secondsFromGMT(for: epoch) : nil
    }

    /// Local wall-clock seconds since 1970-01-01T00:00 for `date`.
    private func localSeconds(_ date: Date) -> Double {
        date.timeIntervalSince1970 + Double(fixedOffset ?? timeZone.secondsFromGMT(for: date))
    }

    /// The continuous coordinate of `date`: whole numbers are bin starts.
    func coordinate(_ date: Date) -> Double {
        let local = localSeconds(date)
        switch unit {
        case .second: return local
        case .minute: return local / 60
        case .hour: return local / 3600
        case .day: return local / 86_400
        case .week:
            // 1970-01-01 was a Thursday (weekday 5); shift so bins start on `firstWeekday`.
            let offset = Double((5 - firstWeekday + 7) % 7)
            return (local / 86_400 + offset) / 7
        case .month, .year:
            let dayNumber = CivilDate.clamped((local / 86_400).rounded(.down))
            let civil = CivilDate(dayNumber: Int(dayNumber))
            let fraction = (local / 86_400 - dayNumber + Double(civil.day - 1)) / Double(civil.daysInMonth)
            let months = Double((civil.year - 1970) * 12 + civil.month - 1) + fraction
            return unit == .month ? months : months / 12
        }
    }

    /// How many coordinate units one day spans (approximately, for months and years).
    var unitsPerDay: Double {
        switch unit {
        case .second: 86_400
        case .minute: 1440
        case .hour: 24
        case .day: 1
        case .week: 1.0 / 7
        case .month: 1 / 30.436875
        case .year: 1 / 365.2425
        }
    }

    /// The instant at `coordinate` (the inverse of ``coordinate(_:)``), in this zone.
    func date(at coordinate: Double) -> Date {
        let local: Double
        switch unit {
        case .second: local = coordinate
        case .minute: local = coordinate * 60
        case .hour: local = coordinate * 3600
        case .day: local = coordinate * 86_400
        case .week: local = (coordinate * 7 - Double((5 - firstWeekday + 7) % 7)) * 86_400
        case .month, .year:
            let months = unit == .month ? coordinate : coordinate * 12
            let whole = CivilDate.clamped(months.rounded(.down))
            let year = 1970 + Int((whole / 12).rounded(.down))
            let month = Int(whole) - (year - 1970) * 12 + 1
            let start = CivilDate(year: year, month: month, day: 1)
            local = (Double(start.dayNumber) + (months - whole) * Double(start.daysInMonth)) * 86_400
        }
        // The zone's offset at the guessed instant; exact except within a transition's hour.
        let guess = Date(timeIntervalSince1970: local)
        return Date(timeIntervalSince1970: local - Double(fixedOffset ?? timeZone.secondsFromGMT(for: guess)))
    }

    /// The start and end coordinates of the bin containing `date`.
    func bin(_ date: Date) -> (start: Double, end: Double) {
        let start = coordinate(date).rounded(.down)
        return (start, start + 1)
    }

    /// The civil date (in this zone) at the start of bin coordinate `coordinate` (whole units).
    func civilDate(atBin coordinate: Double) -> CivilDate {
        let whole = Int(CivilDate.clamped(coordinate.rounded(.down)))
        switch unit {
        case .second: return CivilDate(dayNumber: Int((Double(whole) / 86_400).rounded(.down)))
        case .minute: return CivilDate(dayNumber: Int((Double(whole) / 1440).rounded(.down)))
        case .hour: return CivilDate(dayNumber: Int((Double(whole) / 24).rounded(.down)))
        case .day: return CivilDate(dayNumber: whole)
        case .week:
            let offset = (5 - firstWeekday + 7) % 7
            return CivilDate(dayNumber: whole * 7 - offset)
        case .month:
            let year = 1970 + Int((Double(whole) / 12).rounded(.down))
            let month = whole - (year - 1970) * 12 + 1
            return CivilDate(year: year, month: month, day: 1)
        case .year: return CivilDate(year: 1970 + whole, month: 1, day: 1)
        }
    }
}

/// A proleptic Gregorian calendar date, converted to and from a day count since 1970-01-01.
struct CivilDate: Equatable, Sendable {
    var year: Int
    var month: Int
    var day: Int

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The most days (or months, or seconds' worth of coarser units) from 1970 the calendar arithmetic takes:
    /// about 27 billion years, where none of it overflows. Dates further out (a `Date` can hold ±1.8e308 s) are
    /// held at this limit rather than trapping.
    static let limit = 1e13

    /// `value` held within ±``limit``; NaN as 0.
    static func clamped(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, -limit), limit) }

    /// The date of the day holding `seconds` since 1970, held within the limit.
    init(seconds: Double) { self.init(dayNumber: Int(Self.clamped((seconds / 86_400).rounded(.down)))) }

    /// The date `dayNumber` days after 1970-01-01 (Howard Hinnant's civil_from_days).
    init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01 (days_from_civil).
    var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    var daysInMonth: Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// 1 = Sunday … 7 = Saturday.
    var weekday: Int { ((dayNumber % 7 + 7) % 7 + 4) % 7 + 1 }
}
