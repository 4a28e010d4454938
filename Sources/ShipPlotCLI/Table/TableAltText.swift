// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// The default title of a data chart: what is charted against what and, for dates, the range they span, since
/// a day or month axis names no year unless it crosses one.
enum TableTitle {
    static func title(_ points: PlotPoints, style: DataChartStyle) -> String {
        let unit = style.unitAsked ? style.unit : nil
        var base = "\(style.valueTitle) \(unit.map { "per \($0.rawValue)" } ?? "by \(style.keyTitle)")"
        if style.mark == .arc { base = "\(style.valueTitle) by \(style.colorTitle ?? "")" }
        if style.mark == .rect {
            base = "\(style.colorTitle ?? "Count") by \(style.xTitle ?? "") and \(style.yTitle ?? "")"
        }
        guard case .dates(let keys)? = style.horizontal ? points.y : points.x, style.mark != .rect,
            let first = keys.min(), let last = keys.max()
        else { return base }
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

/// The one-paragraph description of a data chart for `--alt-text` (and an SVG's `<desc>`, a PDF's alternate
/// text): what is drawn against what and how, how many marks over which range, and where the highest and lowest
/// are — shares of each stack for normalized charts, each sector's share for pies, medians for box plots.
enum TableAltText {
    static func describe(_ points: PlotPoints, style: DataChartStyle) -> String {
        var text = "\(style.mark.phrase) of \(subject(style))"
        text += channels(points, style: style)
        guard points.count > 0 else { return text + ", with no \(noun(style.mark, 2))." }
        text += ": " + extent(points, style: style)
        if let extremes = extremes(points, style: style) { text += "; " + extremes }
        if style.thinsPoints(points.count) {
            text += ". Drawn one symbol per pixel and colour where points overlap (every point that stands alone kept)"
        }
        return text + "."
    }

    private static func subject(_ style: DataChartStyle) -> String {
        switch style.mark {
        case .arc: "\(style.valueTitle) by \(style.colorTitle ?? "")"
        case .rect: "\(style.colorTitle ?? "Count") by \(style.xTitle ?? "") and \(style.yTitle ?? "")"
        default: "\(style.valueTitle) by \(style.keyTitle)"
        }
    }

    /// `, coloured by platform (iOS and macOS)`, `, sized by weight`, `, in 3 small multiples by site`.
    private static func channels(_ points: PlotPoints, style: DataChartStyle) -> String {
        var text = ""
        if let color = style.colorTitle, style.mark != .arc, style.mark != .rect {
            if style.continuousColor, let values = points.color.map(Double.values), let low = values.min(),
                let high = values.max()
            {
                text += ", coloured by \(color) from \(number(low)) to \(number(high))"
            } else {
                text += ", coloured by \(color) (\(StepSelection.list(style.seriesNames)))"
            }
        }
        if let extent = style.extent, style.mark != .boxplot { text += ", with error bars of \(extent.phrase)" }
        if let size = style.sizeTitle { text += ", sized by \(size)" }
        if let shape = style.shapeTitle, let names = points.shape?.names {
            text += ", shaped by \(shape) (\(StepSelection.list(names)))"
        }
        if let facet = style.facetTitle, !points.facetNames.isEmpty {
            text += ", in \(points.facetNames.count) small multiples by \(facet)"
        }
        return text
    }

    /// `57 bars over 57 categories`, `392 points, one per row, Horsepower from 46 to 230`.
    private static func extent(_ points: PlotPoints, style: DataChartStyle) -> String {
        // A thinned line is described by all of its points.
        let count = points.thinnedFrom ?? points.count
        var text = "\(StepFolding.grouped(count)) \(noun(style.mark, count))"
        if style.mark.showsRows && !points.merged && points.low == nil { text += " (one per row)" }
        guard style.mark != .arc, let keys = style.horizontal ? points.y : points.x else { return text }
        switch keys {
        case .categories(_, let names):
            text += " over \(names.count == 1 ? "1 category" : "\(names.count) categories")"
        case .numbers(let values), .dates(let values):
            guard let low = values.min(), let high = values.max() else { break }
            let end = (style.horizontal ? points.y2 : points.x2)?.max() ?? high
            text += ", \(style.keyTitle) from \(key(low, keys, style)) to \(key(end, keys, style))"
        }
        return text
    }

    static func noun(_ mark: DataMark, _ count: Int) -> String {
        let one = count == 1
        switch mark {
        case .bar: return one ? "bar" : "bars"
        case .rule: return one ? "rule" : "rules"
        case .tick: return one ? "tick" : "ticks"
        case .rect: return one ? "cell" : "cells"
        case .arc: return one ? "sector" : "sectors"
        case .boxplot: return one ? "box" : "boxes"
        case .errorbar: return one ? "error bar" : "error bars"
        default: return one ? "point" : "points"
        }
    }

    /// Where the highest and lowest marks are: values, shares of the stack or the pie, or box plots' medians.
    private static func extremes(_ points: PlotPoints, style: DataChartStyle) -> String? {
        var values =
            style.mark == .rect ? points.color.map(Double.values) : points.measure(horizontal: style.horizontal)
        guard var shown = values, !shown.isEmpty else { return nil }
        var what = ("the highest is", "the lowest")
        var percent = false
        if style.showsShares || style.mark == .arc {
            shown = shares(points, values: shown, pie: style.mark == .arc)
            percent = true
            what =
                style.mark == .arc ? ("the largest share is", "the smallest") : ("the highest share is", "the lowest")
        } else if style.mark == .boxplot {
            what = ("the highest median is", "the lowest")
        }
        values = shown
        guard let high = shown.indices.max(by: { shown[$0] < shown[$1] }),
            let low = shown.indices.min(by: { shown[$0] < shown[$1] })
        else { return nil }
        func at(_ index: Int) -> String {
            let value = percent ? "\(number((shown[index] * 1000).rounded() / 10)) %" : number(shown[index])
            return "\(value) \(place(index, points, style))"
        }
        return high == low ? "the value is \(at(high))" : "\(what.0) \(at(high)), \(what.1) \(at(low))"
    }

    /// Each value's share of its stack (the marks at its key) or, for a pie, of the whole.
    private static func shares(_ points: PlotPoints, values: [Double], pie: Bool) -> [Double] {
        let keys = pie ? [GroupKey](repeating: GroupKey(), count: points.count) : points.stackKeys
        var totals: [GroupKey: Double] = [:]
        for (key, value) in zip(keys, values) { totals[key, default: 0] += abs(value) }
        return zip(keys, values).map { key, value in totals[key]! > 0 ? abs(value) / totals[key]! : 0 }
    }

    /// `at AK`, `at 2026-11-03 (iOS)`, `at (Mon, 9) `, `(iOS)` for a sector.
    private static func place(_ index: Int, _ points: PlotPoints, _ style: DataChartStyle) -> String {
        let series = style.colorTitle != nil && !style.continuousColor ? points.color.map(String.values)?[index] : nil
        if style.mark == .arc { return "(\(series ?? ""))" }
        if style.mark == .rect, let x = points.x, let y = points.y {
            return "at \(key(Double.values(x)[index], x, style)), \(key(Double.values(y)[index], y, style))"
        }
        guard let keys = style.horizontal ? points.y : points.x else { return "" }
        let keyValue = Double.values(keys)[index]
        var text = "at \(key(keyValue, keys, style))"
        if let ends = style.horizontal ? points.y2 : points.x2 { text += "–\(key(ends[index], keys, style))" }
        if let series, !series.isEmpty { text += " (\(series))" }
        return text
    }

    /// A key as the chart's reader knows it: a category's name, a number, or a date to its unit.
    static func key(_ key: Double, _ column: FieldColumn, _ style: DataChartStyle) -> String {
        switch column {
        case .categories(_, let names): return key >= 0 && key < Double(names.count) ? names[Int(key)] : ""
        case .numbers: return number(key)
        case .dates:
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

extension PlotPoints {
    /// The stack of each mark: its key position, and its facet.
    var stackKeys: [GroupKey] {
        let keys = (x?.type == .number && y?.type != .number ? y : x).map(Double.values) ?? []
        return (0..<count).map { index in
            GroupKey(a: keys.isEmpty ? 0 : keys[index], b: facet.map { Double($0[index]) } ?? 0)
        }
    }
}
