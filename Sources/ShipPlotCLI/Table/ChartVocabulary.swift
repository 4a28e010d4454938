// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// `--mark` of `chart` (Vega-Lite's mark types of the same names; `point` draws circles).
enum DataMark: String, CaseIterable, Sendable {
    case bar, line, point, area, rule, tick, rect, arc, boxplot, errorbar

    /// `A bar chart`, for alt text.
    var phrase: String {
        switch self {
        case .bar: "A bar chart"
        case .line: "A line chart"
        case .point: "A scatter plot"
        case .area: "An area chart"
        case .rule: "A chart of rules"
        case .tick: "A strip plot"
        case .rect: "A heat map"
        case .arc: "A pie chart"
        case .boxplot: "A box plot"
        case .errorbar: "A chart of error bars"
        }
    }

    /// Whether the mark draws one mark per row unless an aggregate is asked for: points, rules and ticks show
    /// rows; bars, lines, areas, rectangles and arcs show sums.
    var showsRows: Bool { self == .point || self == .rule || self == .tick }
}

/// `--stacking`: how bars and areas of different colours at one x combine.
enum DataStacking: String, CaseIterable, Sendable {
    /// On top of each other, from zero.
    case standard
    /// On top of each other, scaled so every stack fills the axis (shares of the whole).
    case normalized
    /// On top of each other, centred on zero (a streamgraph).
    case center
    /// Each from zero, drawn over one another.
    case none
}

/// `--unit`: the calendar interval dates are binned to, in UTC (weeks start on Monday).
enum DateUnit: String, CaseIterable, Sendable {
    case hour, day, week, month, year

    var component: Calendar.Component {
        switch self {
        case .hour: .hour
        case .day: .day
        case .week: .weekOfYear
        case .month: .month
        case .year: .year
        }
    }

    /// The start of the interval holding `seconds` (since 1970, UTC): plain arithmetic, since a million
    /// calendar calls would cost seconds.
    func start(of seconds: Double) -> Double {
        switch self {
        case .hour: return (seconds / 3600).rounded(.down) * 3600
        case .day: return (seconds / 86400).rounded(.down) * 86400
        case .week:
            let day = FieldText.day(ofSeconds: seconds)
            // 1970-01-01 was a Thursday, three days after a Monday.
            let sinceMonday = ((day + 3) % 7 + 7) % 7
            return Double(day - sinceMonday) * 86400
        case .month, .year:
            let day = FieldText.day(ofSeconds: seconds)
            let date = FieldText.civil(fromDays: day)
            return Double(FieldText.daysFromCivil(year: date.year, month: self == .year ? 1 : date.month, day: 1))
                * 86400
        }
    }

    /// About how long the unit is, in seconds.
    var nominalLength: Double {
        switch self {
        case .hour: 3600
        case .day: 86400
        case .week: 7 * 86400
        case .month: 30.44 * 86400
        case .year: 365.25 * 86400
        }
    }

    /// The unit for bars over dates from `first` to `last` when none was given: `aligned` (hours when the dates are finer), or the
    /// next coarser one while more than `maximumBins` bars would span them, so bars never shrink to hairlines.
    static func forBars(low first: Double, high last: Double, aligned: DateUnit?, maximumBins: Double) -> DateUnit {
        guard first.isFinite, last.isFinite else { return aligned ?? .day }
        let units = DateUnit.allCases
        var index = units.firstIndex(of: aligned ?? .hour)!
        while index < units.count - 1, (last - first) / units[index].nominalLength + 1 > maximumBins { index += 1 }
        return units[index]
    }

    /// The coarsest unit every date in `dates` starts (year, month, day or hour), nil when they are not all on
    /// the hour: dates given as days chart as days, months as months, without `--unit`.
    static func aligned(_ dates: [Double]) -> DateUnit? {
        for unit in [DateUnit.year, .month, .day, .hour]
        where dates.allSatisfy({ $0.isNaN || unit.start(of: $0) == $0 }) {
            return unit
        }
        return nil
    }
}
