// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// `--mark` of `chart`.
enum DataMark: String, CaseIterable, Sendable {
    case bar, line, point, area, rule

    /// `a bar chart`, for alt text.
    var phrase: String {
        switch self {
        case .bar: "A bar chart"
        case .line: "A line chart"
        case .point: "A scatter plot"
        case .area: "An area chart"
        case .rule: "A chart of rules"
        }
    }
}

/// `--aggregate`: what one point shows of the rows that share its x (and colour).
enum DataAggregate: String, CaseIterable, Sendable {
    case sum, count, mean, min, max
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

    /// The unit for bars over `dates` when none was given: `aligned` (hours when the dates are finer), or the
    /// next coarser one while more than `maximumBins` bars would span them, so bars never shrink to hairlines.
    static func forBars(_ dates: [Double], aligned: DateUnit?, maximumBins: Double) -> DateUnit {
        let present = dates.filter { !$0.isNaN }
        guard let first = present.min(), let last = present.max() else { return aligned ?? .day }
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

/// The points a data chart draws: one for each key (the x value, or y for horizontal bars) and series, each
/// the aggregate of the rows that share them, in key order (numbers and dates ascending, categories in the
/// order first seen) and series order within a key.
struct TablePoints {
    /// The key's type, and for dates the unit they were binned to.
    var keyType: FieldType
    var unit: DateUnit?
    /// Numbers, seconds since 1970, or indices into `categories`.
    var keys: [Double] = []
    var values: [Double] = []
    /// Indices into `seriesNames` (0 when there is no colour field).
    var series: [Int32] = []
    var categories: [String] = []
    var seriesNames: [String] = []
    /// Whether some point stands for more than one row.
    var merged = false
    /// Rows left out because one of the fields charted was empty there, and the first of them.
    var skipped = 0
    var firstSkipped: Int?

    /// The series that stands for the ones not named ("5 more"), drawn grey; nil when every series is named.
    var rest: String?

    /// One row to aggregate: its key (binned), series index and value.
    private struct Row {
        var key: Double
        var series: Int32
        var value: Double
    }

    /// Aggregates the rows of `key`, `value` (numbers; nil counts rows) and `series` (categories); past
    /// `seriesLimit` series (one per palette colour) the rest are drawn as one "N more" series.
    init(
        key: FieldColumn, value: FieldColumn?, series: FieldColumn?, aggregate: DataAggregate, unit: DateUnit?,
        seriesLimit: Int = StepFolding.limit
    ) {
        keyType = key.type
        self.unit = unit
        let keyNumbers: [Double]
        switch key {
        case .numbers(let values), .dates(let values): keyNumbers = values
        case .categories(let indices, let names):
            keyNumbers = indices.map { $0 < 0 ? .nan : Double($0) }
            categories = names
        }
        var seriesIndices: [Int32]?
        if case .categories(let indices, let names)? = series {
            seriesIndices = indices
            (seriesNames, rest) = Self.named(names, limit: seriesLimit)
        } else {
            seriesNames = [""]
        }
        let valueNumbers: [Double]?
        switch value {
        case .numbers(let values)?: valueNumbers = values
        case .dates(let values)?: valueNumbers = values
        case .categories(let indices, _)?: valueNumbers = indices.map { $0 < 0 ? .nan : 1 }
        case nil: valueNumbers = nil
        }
        var rows: [Row] = []
        rows.reserveCapacity(keyNumbers.count)
        let lastSeries = Int32(seriesLimit)
        for row in keyNumbers.indices {
            var k = keyNumbers[row]
            let v = valueNumbers.map { $0[row] } ?? 1
            let s = seriesIndices.map { $0[row] } ?? 0
            guard !k.isNaN, !v.isNaN, s >= 0 else {
                skipped += 1
                if firstSkipped == nil { firstSkipped = row }
                continue
            }
            if let unit { k = unit.start(of: k) }
            rows.append(Row(key: k, series: min(s, lastSeries), value: aggregate == .count ? 1 : v))
        }
        combine(&rows, aggregate: aggregate)
    }

    /// The series named in the legend: all of them up to `limit + 1`, else the first `limit`, then one "N more"
    /// for the rest, and that label.
    private static func named(_ names: [String], limit: Int) -> (names: [String], rest: String?) {
        guard names.count > limit + 1 else { return (names, nil) }
        var label = "\(StepFolding.grouped(names.count - limit)) more"
        while names.prefix(limit).contains(label) { label = "…" + label }
        return (Array(names.prefix(limit)) + [label], label)
    }

    /// One point per key and series: the rows' aggregate, in key then series order.
    private mutating func combine(_ rows: inout [Row], aggregate: DataAggregate) {
        func before(_ a: Row, _ b: Row) -> Bool { a.key < b.key || (a.key == b.key && a.series < b.series) }
        // Most tables come in order: checking costs one pass, sorting a million rows several.
        if zip(rows, rows.dropFirst()).contains(where: { before($1, $0) }) { rows.sort(by: before) }
        var index = 0
        while index < rows.count {
            let first = rows[index], start = index
            var (total, low, high, count) = (0.0, first.value, first.value, 0)
            while index < rows.count, rows[index].key == first.key, rows[index].series == first.series {
                let v = rows[index].value
                total += v
                low = Swift.min(low, v)
                high = Swift.max(high, v)
                count += 1
                index += 1
            }
            // A running sum can pass the largest double and come back ([1e308, 1e308, -1e308]): added again
            // scaled down by 2^64 (exact for every normal double), it is past it only when the sum itself is, in
            // any order, and a mean, never larger than the largest value, is found from that.
            var scaled: Double?
            if !total.isFinite {
                let sum = rows[start..<index].reduce(0.0) { $0 + $1.value * 0x1p-64 }
                (total, scaled) = (sum * 0x1p64, sum)
            }
            if count > 1 { merged = true }
            keys.append(first.key)
            series.append(first.series)
            switch aggregate {
            case .sum, .count: values.append(total)
            case .mean: values.append(scaled.map { $0 / Double(count) * 0x1p64 } ?? total / Double(count))
            case .min: values.append(low)
            case .max: values.append(high)
            }
        }
    }

    var count: Int { keys.count }
}

extension TablePoints {
    /// The points a line needs to look the same: per series, in each of `buckets` equal slices of the key range,
    /// the first, lowest, highest and last point (M4; Jugel et al., 2014). A slice narrower than a pixel column
    /// draws the same picture, and a million points become a few thousand before they reach the chart.
    func thinnedForLines(buckets: Int) -> TablePoints {
        guard let low = keys.first, let high = keys.last, high > low, buckets > 0 else { return self }
        let slices = Double(buckets)
        // The share of the range is divided out before it is scaled, so a subnormal span never makes an infinite
        // scale, and taken on halves when the span is past the largest double (-1e308 to 1e308).
        let span = high - low, halfSpan = high / 2 - low / 2
        func share(_ key: Double) -> Double { span.isFinite ? (key - low) / span : (key / 2 - low / 2) / halfSpan }
        var kept = [Bool](repeating: false, count: count)
        // Per series: the bucket being filled and the indices of its first, lowest, highest and last point.
        var open: [Int32: (bucket: Int, first: Int, low: Int, high: Int, last: Int)] = [:]
        func close(_ run: (bucket: Int, first: Int, low: Int, high: Int, last: Int)) {
            for index in [run.first, run.low, run.high, run.last] { kept[index] = true }
        }
        for index in 0..<count {
            let bucket = min(Int(saturating: (share(keys[index]) * slices).rounded(.down)), buckets - 1)
            let s = series[index]
            if var run = open[s], run.bucket == bucket {
                if values[index] < values[run.low] { run.low = index }
                if values[index] > values[run.high] { run.high = index }
                run.last = index
                open[s] = run
            } else {
                if let run = open[s] { close(run) }
                open[s] = (bucket, index, index, index, index)
            }
        }
        for run in open.values { close(run) }
        var thinned = self
        thinned.keys = []
        thinned.values = []
        thinned.series = []
        for index in 0..<count where kept[index] {
            thinned.keys.append(keys[index])
            thinned.values.append(values[index])
            thinned.series.append(series[index])
        }
        return thinned
    }
}
