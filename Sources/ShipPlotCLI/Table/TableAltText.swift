// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// The default title of a data chart: what is charted against what and, for dates, the range they span, since
/// a day or month axis names no year unless it crosses one.
enum TableTitle {
    static func title(_ points: TablePoints, style: DataChartStyle) -> String {
        let base = "\(style.valueLabel) by \(style.keyLabel)"
        guard points.keyType == .date, let first = points.keys.min(), let last = points.keys.max() else { return base }
        return base + " · " + range(first, last, unit: style.unit)
    }

    /// `Nov 2 – Nov 15, 2026`, `Jan – Dec 2026`, `2019 – 2026`, with no-break spaces inside each date.
    static func range(_ first: Double, _ last: Double, unit: DateUnit?) -> String {
        // Years before 1 as people write them: year 0 is 1 BC.
        func year(_ year: Int) -> String { year >= 1 ? "\(year)" : "\(1 - year)\u{A0}BC" }
        let (a, b) = (civil(first), civil(last))
        func month(_ d: (year: Int, month: Int, day: Int)) -> String { DateText.shortMonths[d.month - 1] }
        switch unit {
        case .year?:
            return a.year == b.year ? "\(year(a.year))" : "\(year(a.year)) – \(year(b.year))"
        case .month?:
            if a.year == b.year {
                return a.month == b.month
                    ? "\(month(a))\u{A0}\(year(a.year))" : "\(month(a)) – \(month(b))\u{A0}\(year(b.year))"
            }
            return "\(month(a))\u{A0}\(year(a.year)) – \(month(b))\u{A0}\(year(b.year))"
        default:
            func day(_ d: (year: Int, month: Int, day: Int)) -> String { "\(month(d))\u{A0}\(d.day)" }
            if a == b { return "\(day(a)),\u{A0}\(year(a.year))" }
            if a.year == b.year { return "\(day(a)) – \(day(b)),\u{A0}\(year(b.year))" }
            return "\(day(a)),\u{A0}\(year(a.year)) – \(day(b)),\u{A0}\(year(b.year))"
        }
    }

    private static func civil(_ seconds: Double) -> (year: Int, month: Int, day: Int) {
        FieldText.civil(fromDays: FieldText.day(ofSeconds: seconds))
    }
}

/// The one-paragraph description of a data chart for `--alt-text` (and an SVG's `<desc>`): what is charted
/// against what, how many points over which range, and where the highest and lowest are.
enum TableAltText {
    static func describe(_ points: TablePoints, style: DataChartStyle) -> String {
        var text = "\(style.mark.phrase) of \(style.valueLabel) by \(style.keyLabel)"
        if let series = style.seriesLabel {
            text += ", coloured by \(series) (\(StepSelection.list(style.seriesNames)))"
        }
        guard let first = points.keys.first, let last = points.keys.last else { return text + ", with no points." }
        let count = points.count == 1 ? "1 point" : "\(StepFolding.grouped(points.count)) points"
        switch points.keyType {
        case .category:
            let categories = points.categories.count == 1 ? "1 category" : "\(points.categories.count) categories"
            text += ": \(count) over \(categories)"
        case .number, .date:
            text += ": \(count), \(style.keyLabel) from \(key(first, points, style)) to \(key(last, points, style))"
        }
        func at(_ index: Int) -> String {
            let series = style.seriesLabel == nil ? "" : " (\(points.seriesNames[Int(points.series[index])]))"
            return "\(number(points.values[index])) at \(key(points.keys[index], points, style))\(series)"
        }
        if let high = points.values.indices.max(by: { points.values[$0] < points.values[$1] }),
            let low = points.values.indices.min(by: { points.values[$0] < points.values[$1] })
        {
            text += high == low ? "; the value is \(at(high))" : "; the highest is \(at(high)), the lowest \(at(low))"
        }
        if style.thinsPoints(points.count) {
            text += ". Drawn one symbol per pixel and colour where points overlap (every point that stands alone kept)"
        }
        return text + "."
    }

    /// A key as the chart's reader knows it: a category's name, a number, or a date to its unit.
    static func key(_ key: Double, _ points: TablePoints, _ style: DataChartStyle) -> String {
        switch points.keyType {
        case .category: return points.categories[Int(key)]
        case .number: return number(key)
        case .date:
            let days = FieldText.day(ofSeconds: key)
            let date = FieldText.civil(fromDays: days)
            func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            let year = FieldText.isoYear(date.year)
            let day = "\(year)-\(two(date.month))-\(two(date.day))"
            switch style.unit {
            case .year?: return year
            case .month?: return "\(year)-\(two(date.month))"
            case .day?, .week?: return day
            case .hour?, nil:
                let seconds = Int(saturating: min(max(key - Double(days) * 86400, 0), 86399))
                return "\(day) \(two(seconds / 3600)):\(two(seconds / 60 % 60))"
                    + (seconds % 60 == 0 ? "" : ":\(two(seconds % 60))") + " UTC"
            }
        }
    }

    /// `12,345`, `2024`, `-12`, `0.125`: whole numbers with thousands grouped from 10,000 (as the axes write
    /// them, so a year stays a year), others to four significant digits.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            let whole = abs(Int(value))
            return (value < 0 ? "-" : "") + (whole >= 10_000 ? StepFolding.grouped(whole) : String(whole))
        }
        return String(format: "%.4g", value)
    }
}
