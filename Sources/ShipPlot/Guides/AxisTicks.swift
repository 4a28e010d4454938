import Foundation

/// One tick of an axis: where it sits (axis coordinates) and its label, one string per line.
struct AxisTick: Equatable, Sendable {
    var value: Double
    var lines: [String]
}

/// Tick and label generation for each kind of axis.
enum AxisTicks {
    /// d3's ticks for a numeric domain, labelled with just enough decimals for the step.
    /// With `integral`, fractional ticks are left out, so counts never get labels like 0.2.
    static func numeric(_ scale: LinearScale, count: Double, integral: Bool = false) -> [AxisTick] {
        var values = scale.ticks(count: count)
        if integral {
            let whole = values.filter { $0 == $0.rounded() }
            if whole.count >= 2 { values = whole }
        }
        let step = values.count > 1 ? abs(values[1] - values[0]) : abs(values.first ?? 1)
        let decimals = LabelFormat.decimals(forStep: step == 0 ? 1 : step)
        return values.map { AxisTick(value: $0 == 0 ? 0 : $0, lines: [LabelFormat.number($0, decimals: decimals)]) }
    }

    /// Every `stride`-th category, labelled with its name.
    static func categories(_ names: [String], stride: Int) -> [AxisTick] {
        Swift.stride(from: 0, to: names.count, by: max(1, stride)).map { AxisTick(value: Double($0), lines: [names[$0]]) }
    }
}

/// A spacing of date ticks: every n days, months or years.
enum DateStride: Equatable, Sendable {
    case days(Int)
    case months(Int)
    case years(Int)

    /// Candidates from finest to coarsest.
    static let candidates: [DateStride] = [
        .days(1), .days(2), .days(3), .days(7), .days(14),
        .months(1), .months(2), .months(3), .months(6),
        .years(1), .years(2), .years(5), .years(10), .years(20), .years(50), .years(100),
    ]

    /// Rough length in days, to skip strides that cannot fit before generating them.
    var approximateDays: Double {
        switch self {
        case .days(let n): Double(n)
        case .months(let n): Double(n) * 30.44
        case .years(let n): Double(n) * 365.25
        }
    }
}

/// Date ticks on calendar boundaries, labelled `Nov 28` (days), `Nov` (months) or `2026` (years). When the
/// ticks cross a year, day and month labels carry the year on a second line where it changes.
struct DateTicks {
    let coordinates: TimeCoordinates
    /// Day ticks sit mid-day when marks are binned by day, so labels centre under their bars.
    let centerDays: Bool

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
            let months = Double((civil.year - 1970) * 12 + civil.month - 1) + Double(civil.day - 1) / Double(civil.daysInMonth)
            return coordinates.unit == .month ? months : months / 12
        }
    }

    /// The first and last calendar days whose starts fall within `lower...upper` (axis coordinates).
    func dayRange(_ lower: Double, _ upper: Double) -> ClosedRange<Int>? {
        // Start from a generous guess and walk; the loops are bounded by the span in days.
        let approxFirst = approximateDayNumber(lower)
        let approxLast = approximateDayNumber(upper)
        guard approxFirst.isFinite, approxLast.isFinite, approxLast - approxFirst < 400_000 else { return nil }
        var first = Int(approxFirst.rounded(.down)) - 2
        while coordinate(CivilDate(dayNumber: first)) < lower - 1e-9 { first += 1 }
        var last = Int(approxLast.rounded(.up)) + 2
        while last >= first && coordinate(CivilDate(dayNumber: last)) > upper + 1e-9 { last -= 1 }
        return first <= last ? first...last : nil
    }

    private func approximateDayNumber(_ value: Double) -> Double {
        switch coordinates.unit {
        case .second: value / 86_400
        case .minute: value / 1440
        case .hour: value / 24
        case .day: value
        case .week: value * 7
        case .month: value * 30.436875
        case .year: value * 365.2425
        }
    }

    /// Ticks at `stride` within the domain. Day strides count back from the last day, so the newest day is
    /// always labelled; months and years sit on their first day.
    func ticks(_ stride: DateStride, lower: Double, upper: Double) -> [AxisTick] {
        // For centred day ticks, a day belongs to the axis if its middle is inside it.
        let shift = centerDays ? 0.5 * dayWidth : 0
        guard let days = dayRange(lower - shift, upper - shift) else { return [] }
        var picked: [CivilDate] = []
        switch stride {
        case .days(let n):
            var day = days.upperBound
            while day >= days.lowerBound {
                picked.append(CivilDate(dayNumber: day))
                day -= n
            }
            picked.reverse()
        case .months(let n):
            var civil = CivilDate(dayNumber: days.lowerBound)
            if civil.day != 1 { civil = nextMonth(civil) }
            while civil.dayNumber <= days.upperBound {
                if (civil.month - 1) % n == 0 { picked.append(civil) }
                civil = nextMonth(civil)
            }
        case .years(let n):
            var year = CivilDate(dayNumber: days.lowerBound).year
            if CivilDate(dayNumber: days.lowerBound) != CivilDate(year: year, month: 1, day: 1) { year += 1 }
            while CivilDate(year: year, month: 1, day: 1).dayNumber <= days.upperBound {
                if year % n == 0 { picked.append(CivilDate(year: year, month: 1, day: 1)) }
                year += 1
            }
        }
        let crossesYear = Set(picked.map(\.year)).count > 1
        var previousYear: Int?
        return picked.map { civil in
            var lines: [String]
            switch stride {
            case .days: lines = [LabelFormat.monthDay(civil)]
            case .months: lines = [LabelFormat.month(civil)]
            case .years: lines = [String(civil.year)]
            }
            if crossesYear, !isYears(stride), previousYear != civil.year {
                lines.append(String(civil.year))
            }
            previousYear = civil.year
            let position = coordinate(civil) + (isDays(stride) ? shift : 0)
            return AxisTick(value: position, lines: lines)
        }
    }

    private func isYears(_ stride: DateStride) -> Bool {
        if case .years = stride { return true }
        return false
    }

    private func isDays(_ stride: DateStride) -> Bool {
        if case .days = stride { return true }
        return false
    }

    /// One day's width in axis coordinates.
    private var dayWidth: Double {
        coordinate(CivilDate(dayNumber: 1)) - coordinate(CivilDate(dayNumber: 0))
    }

    private func nextMonth(_ civil: CivilDate) -> CivilDate {
        civil.month == 12 ? CivilDate(year: civil.year + 1, month: 1, day: 1)
            : CivilDate(year: civil.year, month: civil.month + 1, day: 1)
    }
}
