// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// The request's channels, each with its field's values per row after bins and time units, and the chart's
/// orientation: which position axis measures.
struct PlanChannels {
    struct Channel {
        var name: String
        var encoding: FieldEncoding
        /// The field's values per row; nil for a count of rows.
        var column: FieldColumn?
        /// The bins the values were put in (each value is its bin's start).
        var bin: BinEdges?
        /// The calendar interval dates were cut to.
        var unit: DateUnit?
        /// The category that stands for the values a legend does not name ("5 more"), drawn grey.
        var rest: String?
        /// Years a bar, when yearly bars would be too narrow and each takes several years (the dates are then the
        /// bar's first year, as numbers).
        var yearsPerBar: Int?

        var aggregated: Bool { encoding.aggregate != nil }
        /// The option that set it, for messages: `--x`, `--color`.
        var option: String { name == "theta" ? "--y" : "--\(name)" }
    }

    var all: [Channel]
    /// Whether x measures and y holds the keys (horizontal bars, box plots on their side).
    var horizontal: Bool
    var mark: MarkRequest

    subscript(name: String) -> Channel? { all.first { $0.name == name } }

    /// The measured position channel: the one aggregated, else y unless the chart lies on its side.
    var measure: Channel? { self[horizontal ? "x" : "y"] }
    /// The key position channel, across the measure.
    var key: Channel? { self[horizontal ? "y" : "x"] }

    /// Whether the mark summarises each group's values (box plots, error bars, and marks with `--extent`).
    var summarises: Bool { mark.kind == .boxplot || mark.kind == .errorbar || mark.extent != nil }

    /// The channels of `request` over `rows`, for a chart `width` points wide whose legend names at most
    /// `seriesLimit` categories (one per palette colour) before folding the rest into one.
    init(_ request: ChartRequest, rows: ChartRows, width: Double, seriesLimit: Int = StepFolding.limit) throws {
        mark = request.mark
        all = try request.encoding.channels.map { name, encoding in
            var channel = Channel(name: name, encoding: encoding)
            if let field = encoding.field {
                guard let column = rows.columns[field] else {
                    throw UsageError("--\(name): \(VisibleText.quoted(field, limit: 40)) is not a field of the table")
                }
                channel.column = column
            }
            try Self.check(channel)
            return channel
        }
        horizontal = Self.isHorizontal(
            all, summarises: mark.kind == .boxplot || mark.kind == .errorbar || mark.extent != nil)
        for index in all.indices {
            try bin(&all[index])
            cutDates(&all[index], request: request, width: width)
            if all[index].name == "color" || all[index].name == "shape" { Self.fold(&all[index], limit: seriesLimit) }
        }
    }

    /// The categories a legend names: all up to `limit + 1`, else the first `limit` as they come, then one
    /// "N more" for the rest.
    private static func fold(_ channel: inout Channel, limit: Int) {
        guard case .categories(let indices, let names)? = channel.column, names.count > limit + 1 else { return }
        var label = "\(StepFolding.grouped(names.count - limit)) more"
        while names.prefix(limit).contains(label) { label = "…" + label }
        channel.rest = label
        channel.column = .categories(indices.map { min($0, Int32(limit)) }, names: Array(names.prefix(limit)) + [label])
    }

    /// An aggregate other than count needs numbers; a bin, numbers; a time unit, dates.
    private static func check(_ channel: Channel) throws {
        let name = VisibleText.quoted(channel.encoding.field ?? "", limit: 40)
        let type = channel.column?.type
        if let aggregate = channel.encoding.aggregate, aggregate != .count, let type, type != .number {
            throw UsageError(
                "--aggregate \(aggregate.rawValue) needs numbers, and \(channel.option) \(name) holds "
                    + "\(type.plural), expected a number field to measure (or --aggregate count)")
        }
        if channel.encoding.bin != nil, let type, type != .number {
            throw UsageError(
                "--bin groups numbers, and \(channel.option) \(name) holds \(type.plural), expected a number field "
                    + (type == .date ? "(dates group with --unit)" : ""))
        }
        if let unit = channel.encoding.timeUnit, let type, type != .date {
            throw UsageError(
                "--unit \(unit.rawValue) bins dates, and \(channel.option) \(name) holds \(type.plural), expected a "
                    + "date field there (or \(channel.option)-type date)")
        }
    }

    /// x measures when it is aggregated and y is not, or, with neither aggregated, when x holds numbers and y
    /// does not (a bar per category, lying on its side).
    private static func isHorizontal(_ channels: [Channel], summarises: Bool) -> Bool {
        let x = channels.first { $0.name == "x" }
        let y = channels.first { $0.name == "y" }
        guard let x else { return false }
        guard let y else { return false }
        if x.aggregated != y.aggregated { return x.aggregated }
        return x.column?.type == .number && y.column?.type != .number && y.encoding.bin == nil
    }

    /// Puts each value in its bin: the bin's start stands for it.
    private func bin(_ channel: inout Channel) throws {
        guard let request = channel.encoding.bin, case .numbers(let values)? = channel.column else { return }
        var (low, high) = (Double.infinity, -Double.infinity)
        for value in values where !value.isNaN { (low, high) = (min(low, value), max(high, value)) }
        guard let edges = BinEdges(low: low, high: high, request: request) else { return }
        guard edges.count <= BinEdges.maximumCount else {
            throw UsageError(
                "--bin-step \(TableAltText.number(edges.step)) makes \(StepFolding.grouped(edges.count)) bins over "
                    + "\(TableAltText.number(low)) to \(TableAltText.number(high)), expected at most "
                    + "\(StepFolding.grouped(BinEdges.maximumCount)) (a larger step)")
        }
        channel.bin = edges
        channel.column = .numbers(values.map { $0.isNaN ? $0 : edges.binStart($0) })
    }

    /// Dates cut to `--unit`; without one, key dates of aggregated marks to the unit they all fall on (for bars
    /// a coarser one when there would be more bars than the width holds).
    private func cutDates(_ channel: inout Channel, request: ChartRequest, width: Double) {
        guard case .dates(let dates)? = channel.column else { return }
        var unit = channel.encoding.timeUnit
        if unit == nil, channel.name == key?.name {
            let aligned = DateUnit.aligned(dates)
            unit =
                request.mark.kind == .bar && measure?.aggregated == true
                ? DateUnit.forBars(dates, aligned: aligned, maximumBins: max(width / 3, 10)) : aligned
        }
        guard let unit else { return }
        if unit == .year, request.mark.kind == .bar, channel.name == key?.name,
            let years = YearBins.yearsPerBar(dates, width: width)
        {
            // More years than bars fit: bars of several years each, from their first year to the next bar's.
            channel.yearsPerBar = years
            channel.bin = BinEdges(start: 0, stop: 0, step: Double(years))
            channel.column = .numbers(dates.map { $0.isNaN ? .nan : Double(YearBins.firstYear(of: $0, per: years)) })
            return
        }
        channel.unit = unit
        if channel.encoding.timeUnit != nil || unit != DateUnit.aligned(dates) {
            channel.column = .dates(dates.map { $0.isNaN ? $0 : unit.start(of: $0) })
        }
    }
}

/// Bars of several years each, for dates over more years than yearly bars fit across a chart.
enum YearBins {
    /// Years a bar when yearly bars over `dates` would be narrower than a bar needs (about 3 points, as for the
    /// other units): 2, 5, 10, 20, 50, 100 … years, the fewest that fit; nil when yearly bars fit.
    static func yearsPerBar(_ dates: [Double], width: Double) -> Int? {
        var (low, high) = (Double.infinity, -Double.infinity)
        for date in dates where !date.isNaN { (low, high) = (min(low, date), max(high, date)) }
        guard low <= high else { return nil }
        let (first, last) = (year(low), year(high))
        let maximumBins = max(width / 3, 10)
        guard Double(last - first + 1) > maximumBins else { return nil }
        var size = 1
        for step in [2, 5] + (1...9).flatMap({ power in [1, 2, 5].map { $0 * Int(pow(10.0, Double(power))) } }) {
            size = step
            if Double(floorDivide(last, step) - floorDivide(first, step) + 1) <= maximumBins { break }
        }
        return size
    }

    /// The first year of the `size`-year bar the instant `seconds` falls in.
    static func firstYear(of seconds: Double, per size: Int) -> Int { floorDivide(year(seconds), size) * size }

    /// The year (UTC) `seconds` since 1970 fall in.
    private static func year(_ seconds: Double) -> Int {
        FieldText.civil(fromDays: FieldText.day(ofSeconds: seconds)).year
    }

    /// `a` divided by `b`, rounded down (years before 1 included).
    private static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
}
