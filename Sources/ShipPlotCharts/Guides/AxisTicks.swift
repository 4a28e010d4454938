// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// One tick of an axis: where it sits (axis coordinates) and its label, one string per line.
struct TickMark: Equatable, Sendable {
    var value: Double
    var lines: [String]
    /// How far `value` sits past the start of the bin it names (half a bin on a binned date axis), so grid
    /// lines can go back to the boundary and `AxisValue` sees the bin's start.
    var binShift = 0.0
}

/// Tick and label generation for numeric and category axes.
enum AxisTicks {
    /// d3's ticks for a numeric domain, labelled with just enough decimals for the step.
    /// With `integral`, fractional ticks are left out, so counts never get labels like 0.2.
    static func numeric(
        _ scale: LinearScale, count: Double, integral: Bool = false, grouping: Int = 5
    ) -> [TickMark] {
        var values = scale.ticks(count: count)
        if integral {
            let whole = values.filter { $0 == $0.rounded() }
            if whole.count >= 2 { values = whole }
        }
        return label(values, logarithmic: scale.transform == .log, grouping: grouping)
    }

    /// Every multiple of `step` inside the domain.
    static func numericStride(_ scale: LinearScale, step: Double, grouping: Int = 5) -> [TickMark] {
        let (lo, hi) = (min(scale.domain.lower, scale.domain.upper), max(scale.domain.lower, scale.domain.upper))
        guard step > 0, step.isFinite, lo.isFinite, hi.isFinite, (hi - lo) / step < 10_000 else { return [] }
        let first = (lo / step).rounded(.up), last = (hi / step).rounded(.down)
        guard first <= last else { return [] }
        return label(
            stride(from: first, through: last, by: 1).map { $0 * step }, logarithmic: false, grouping: grouping)
    }

    /// Labels for numeric tick values, with decimals chosen from their spacing, thousands separated from
    /// `grouping` digits (`LabelFormat.number`).
    static func label(_ values: [Double], logarithmic: Bool, grouping: Int = 5) -> [TickMark] {
        // d3's tick arithmetic overflows for domains near ±1.8e308; such ticks have no place on the axis.
        let values = values.filter(\.isFinite)
        if logarithmic {
            return values.map {
                TickMark(
                    value: $0,
                    lines: [
                        LabelFormat.number($0, decimals: LabelFormat.decimals(forValue: $0), groupingFrom: grouping)
                    ])
            }
        }
        let step = values.count > 1 ? abs(values[1] - values[0]) : abs(values.first ?? 1)
        let decimals = LabelFormat.decimals(forStep: step == 0 ? 1 : step)
        return values.map {
            TickMark(
                value: $0 == 0 ? 0 : $0, lines: [LabelFormat.number($0, decimals: decimals, groupingFrom: grouping)])
        }
    }

    /// Ticks at exactly `values` (`AxisMarks(values: [...])`): categories by name, numbers, dates; values of
    /// another kind than the axis, or unknown categories, are left out.
    static func at(_ values: [PlottablePrimitive], domain: PositionDomain, grouping: Int = 5) -> [TickMark] {
        switch domain {
        case .band(let names):
            let index = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
            return values.compactMap { value in
                guard case .string(let s) = value, let i = index[s] else { return nil }
                return TickMark(value: Double(i), lines: [s])
            }
        case .linear:
            return values.compactMap { value in
                guard case .number(let v) = value, v.isFinite else { return nil }
                let decimals = LabelFormat.decimals(forValue: v)
                return TickMark(value: v, lines: [LabelFormat.number(v, decimals: decimals, groupingFrom: grouping)])
            }
        case .time(let coordinates, _, _, _):
            return values.compactMap { value in
                guard case .date(let d) = value else { return nil }
                let civil = CivilDate(
                    dayNumber: Int(
                        CivilDate.clamped((coordinates.coordinate(d) / coordinates.unitsPerDay).rounded(.down))))
                return TickMark(value: coordinates.coordinate(d), lines: [LabelFormat.monthDay(civil)])
            }
        }
    }

    /// Every `stride`-th category, labelled with its name.
    static func categories(_ names: [String], stride: Int) -> [TickMark] {
        Swift.stride(from: 0, to: names.count, by: max(1, stride)).map {
            TickMark(value: Double($0), lines: [names[$0]])
        }
    }
}

/// A spacing of date ticks: every n seconds, minutes, hours, days, weeks, months or years.
enum DateStride: Equatable, Sendable {
    case seconds(Int)
    case minutes(Int)
    case hours(Int)
    case days(Int)
    case weeks(Int)
    case months(Int)
    case years(Int)

    /// Candidates from finest to coarsest. Below an hour they are d3's time intervals (1, 5, 15, 30 seconds and
    /// minutes) with 10 seconds and 2 and 10 minutes added, so a 10-minute or one-minute domain gets ticks.
    static let candidates: [DateStride] = [
        .seconds(1), .seconds(5), .seconds(10), .seconds(15), .seconds(30),
        .minutes(1), .minutes(2), .minutes(5), .minutes(10), .minutes(15), .minutes(30),
        .hours(1), .hours(3), .hours(6), .hours(12),
        .days(1), .days(2), .days(3), .weeks(1), .weeks(2),
        .months(1), .months(2), .months(3), .months(6),
        .years(1), .years(2), .years(5), .years(10), .years(20), .years(50), .years(100), .years(200), .years(500),
        .years(1000), .years(2000), .years(5000), .years(10_000), .years(100_000), .years(1_000_000),
    ]

    /// How close date ticks may sit when a declaration asks for a count: its content, not collisions, decides
    /// which get labels.
    static let minDesiredSpacing = 2.0

    /// The stride for `AxisMarkValues.stride(by:count:)`, or nil for units finer than a second.
    init?(component: Calendar.Component, count: Int) {
        guard component != .nanosecond else { return nil }
        switch TimeUnit(component) {
        case .second?: self = .seconds(count)
        case .minute?: self = .minutes(count)
        case .hour?: self = .hours(count)
        case .day?: self = .days(count)
        case .week?: self = .weeks(count)
        case .month?: self = .months(count)
        case .year?: self = .years(count)
        default: return nil
        }
    }

    /// Rough length in days, to skip strides that cannot fit before generating them.
    var approximateDays: Double {
        switch self {
        case .seconds(let n): Double(n) / 86_400
        case .minutes(let n): Double(n) / 1440
        case .hours(let n): Double(n) / 24
        case .days(let n): Double(n)
        case .weeks(let n): Double(n) * 7
        case .months(let n): Double(n) * 30.44
        case .years(let n): Double(n) * 365.25
        }
    }

    /// Seconds between ticks of a stride finer than a day; nil for days and longer.
    var clockSeconds: Int? {
        switch self {
        case .seconds(let n): n
        case .minutes(let n): n * 60
        case .hours(let n): n * 3600
        default: nil
        }
    }

    var unit: TimeUnit {
        switch self {
        case .seconds: .second
        case .minutes: .minute
        case .hours: .hour
        case .days: .day
        case .weeks: .week
        case .months: .month
        case .years: .year
        }
    }
}

/// Date ticks on calendar boundaries, labelled `9:05:30 PM` (seconds), `9:05 PM` (minutes), `3 PM` (hours;
/// midnight shows the date; under the first time the date shows too), `Nov 28` (days and
/// weeks), `Nov` (months) or `2026` (years). When the ticks cross a year, day and month labels carry the year
/// on a second line where it changes.
struct DateTicks {
    let coordinates: TimeCoordinates
    /// Marks binned by this unit sit mid-bin; ticks of the same unit sit there too, so labels centre under bars.
    let binnedUnit: TimeUnit?

    /// The axis coordinate of the start of `civil`'s day.
    func coordinate(_ civil: CivilDate) -> Double {
        let day = Double(civil.dayNumber)
        switch coordinates.unit {
        case .second: return day * 86_400
        case .minute: return day * 1440
        case .hour: return day * 24
        case .day: return day
        case .week: return (day + Double((5 - coordinates.firstWeekday + 7) % 7)) / 7
        case .month, .year:
            let months =
                Double((civil.year - 1970) * 12 + civil.month - 1) + Double(civil.day - 1) / Double(civil.daysInMonth)
            return coordinates.unit == .month ? months : months / 12
        }
    }

    /// The most days (about 1,100 years) day, week and clock ticks are looked for among, one by one.
    static let dayLimit = 400_000

    /// The first and last calendar days whose starts fall within `lower...upper` (axis coordinates); nil past
    /// the calendar's limit (``CivilDate/limit``).
    func dayRange(_ lower: Double, _ upper: Double) -> ClosedRange<Int>? {
        let approxFirst = lower / coordinates.unitsPerDay
        let approxLast = upper / coordinates.unitsPerDay
        guard abs(approxFirst) < CivilDate.limit, abs(approxLast) < CivilDate.limit else { return nil }
        var first = Int(approxFirst.rounded(.down)) - 2
        while coordinate(CivilDate(dayNumber: first)) < lower - 1e-9 { first += 1 }
        var last = Int(approxLast.rounded(.up)) + 2
        while last >= first && coordinate(CivilDate(dayNumber: last)) > upper + 1e-9 { last -= 1 }
        return first <= last ? first...last : nil
    }

    /// Half a bin, in axis coordinates, when ticks of `unit` name one bin: the same unit as the marks' bins, or
    /// weeks over daily bins (a week tick names its first day).
    private func centering(_ unit: TimeUnit) -> Double {
        if binnedUnit == .day && unit == .week { return coordinates.unitsPerDay / 2 }
        guard unit == binnedUnit else { return 0 }
        switch unit {
        case .second: return coordinates.unitsPerDay / 172_800
        case .minute: return coordinates.unitsPerDay / 2880
        case .hour: return coordinates.unitsPerDay / 48
        case .day: return coordinates.unitsPerDay / 2
        case .week: return coordinates.unitsPerDay * 3.5
        case .month: return coordinates.unitsPerDay * 15.2
        case .year: return coordinates.unitsPerDay * 182.6
        }
    }

    /// Ticks at `stride` within the domain. With `fromEnd`, hour and day strides count back from the last one,
    /// so the newest day is always labelled; otherwise they count from the first. Weeks start on the calendar's
    /// first weekday, months and years on their first day.
    func ticks(_ stride: DateStride, lower: Double, upper: Double, fromEnd: Bool = true) -> [TickMark] {
        let shift = centering(stride.unit)
        guard let days = dayRange(lower - shift - coordinates.unitsPerDay, upper - shift) else { return [] }
        var picked: [(civil: CivilDate, second: Int)] = []
        // Days, weeks and times are found day by day, months month by month; years step by their stride.
        switch stride {
        case .seconds, .minutes, .hours, .days, .weeks:
            guard days.count <= Self.dayLimit else { return [] }
        case .months:
            guard days.count <= Self.dayLimit * 10 else { return [] }
        case .years: break
        }
        switch stride {
        case .seconds, .minutes, .hours:
            picked = clockTimes(
                every: stride.clockSeconds ?? 3600, days: days, shift: shift, lower: lower, upper: upper)
        case .days(let n):
            let all = days.map { (CivilDate(dayNumber: $0), 0) }.filter { inside($0.0, shift, lower, upper) }
            picked = select(all, every: n, fromEnd: fromEnd)
        case .weeks(let n):
            let all = days.map { (CivilDate(dayNumber: $0), 0) }
                .filter { $0.0.weekday == coordinates.firstWeekday && inside($0.0, shift, lower, upper) }
            picked = select(all, every: n, fromEnd: fromEnd)
        case .months(let n):
            var civil = CivilDate(dayNumber: days.lowerBound)
            if civil.day != 1 { civil = nextMonth(civil) }
            while civil.dayNumber <= days.upperBound {
                if (civil.month - 1) % n == 0, inside(civil, shift, lower, upper) { picked.append((civil, 0)) }
                civil = nextMonth(civil)
            }
        case .years(let n):
            let first = CivilDate(dayNumber: days.lowerBound).year, last = CivilDate(dayNumber: days.upperBound).year
            guard (last - first) / n <= 10_000 else { return [] }
            // The first multiple of n at or after the first year (years before 1 included).
            var year = first + ((n - first % n) % n)
            while year <= last {
                let civil = CivilDate(year: year, month: 1, day: 1)
                if inside(civil, shift, lower, upper) { picked.append((civil, 0)) }
                year += n
            }
        }
        return labelled(picked, stride: stride, shift: shift)
    }

    /// Times on the clock every `step` seconds within the domain (every 6 hours is 12 AM, 6 AM, noon, 6 PM;
    /// every 15 minutes is :00, :15, :30, :45), whatever the domain's start. At most 5000.
    private func clockTimes(every step: Int, days: ClosedRange<Int>, shift: Double, lower: Double, upper: Double)
        -> [(civil: CivilDate, second: Int)]
    {
        let perSecond = coordinates.unitsPerDay / 86_400
        guard step > 0, perSecond > 0, (upper - lower) / perSecond / Double(step) < 5000 else { return [] }
        var picked: [(civil: CivilDate, second: Int)] = []
        for day in days {
            let civil = CivilDate(dayNumber: day)
            let start = coordinate(civil) + shift
            let first = max(0, ((lower - 1e-9 - start) / perSecond / Double(step)).rounded(.up))
            let last = min(
                Double((86_400 - 1) / step), ((upper + 1e-9 - start) / perSecond / Double(step)).rounded(.down))
            guard first <= last else { continue }
            for k in Int(first)...Int(last) { picked.append((civil, k * step)) }
        }
        return picked
    }

    /// Picked days (and times of day, in seconds) as ticks at their coordinates, labelled for `stride`.
    private func labelled(_ picked: [(civil: CivilDate, second: Int)], stride: DateStride, shift: Double)
        -> [TickMark]
    {
        let crossesYear = Set(picked.map(\.civil.year)).count > 1
        var previousYear: Int?
        var previousDay: Int?
        return picked.map { civil, second in
            var lines: [String]
            switch stride {
            case .hours:
                // Midnight shows the date; the first tick shows it too, under its hour.
                if second == 0 {
                    lines = [LabelFormat.monthDay(civil)]
                } else if previousDay == nil {
                    lines = [LabelFormat.hour(second / 3600), LabelFormat.monthDay(civil)]
                } else {
                    lines = [LabelFormat.hour(second / 3600)]
                }
            case .minutes, .seconds:
                // The date shows under the first time and under the first time of each new day.
                let time = LabelFormat.time(second, withSeconds: stride.unit == .second)
                lines = previousDay == civil.dayNumber ? [time] : [time, LabelFormat.monthDay(civil)]
            case .days, .weeks: lines = [LabelFormat.monthDay(civil)]
            case .months: lines = [LabelFormat.month(civil)]
            case .years: lines = [String(civil.year)]
            }
            if crossesYear, stride.unit > .hour, stride.unit != .year, previousYear != civil.year {
                lines.append(String(civil.year))
            }
            previousYear = civil.year
            previousDay = civil.dayNumber
            let position = coordinate(civil) + Double(second) * coordinates.unitsPerDay / 86_400 + shift
            return TickMark(value: position, lines: lines, binShift: shift)
        }
    }

    private func inside(_ civil: CivilDate, _ shift: Double, _ lower: Double, _ upper: Double) -> Bool {
        let c = coordinate(civil) + shift
        return c >= lower - 1e-9 && c <= upper + 1e-9
    }

    private func select(_ all: [(CivilDate, Int)], every n: Int, fromEnd: Bool) -> [(civil: CivilDate, second: Int)] {
        guard !all.isEmpty else { return [] }
        let indices =
            fromEnd
            ? Array(Swift.stride(from: all.count - 1, through: 0, by: -n).reversed())
            : Array(Swift.stride(from: 0, to: all.count, by: n))
        return indices.map { (all[$0].0, all[$0].1) }
    }

    private func nextMonth(_ civil: CivilDate) -> CivilDate {
        civil.month == 12
            ? CivilDate(year: civil.year + 1, month: 1, day: 1)
            : CivilDate(year: civil.year, month: civil.month + 1, day: 1)
    }
}
