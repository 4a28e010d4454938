// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// What a field's values span, gathered a batch of rows at a time: the extent of its numbers or dates, and
/// the calendar units every date falls on the start of.
struct ValueStats {
    var low = Double.infinity
    var high = -Double.infinity
    /// Year, month, day, hour: whether every date so far starts one.
    var aligned: [Bool] = [true, true, true, true]

    mutating func add(_ column: FieldColumn) {
        switch column {
        case .numbers(let values):
            for value in values where !value.isNaN { (low, high) = (min(low, value), max(high, value)) }
        case .dates(let values):
            for value in values where !value.isNaN {
                (low, high) = (min(low, value), max(high, value))
                for (index, unit) in [DateUnit.year, .month, .day, .hour].enumerated()
                where aligned[index] && unit.start(of: value) != value {
                    aligned[index] = false
                }
            }
        case .categories: break
        }
    }

    /// The coarsest unit every date starts (year, month, day or hour), as `DateUnit.aligned` says of all of them.
    var alignedUnit: DateUnit? {
        zip([DateUnit.year, .month, .day, .hour], aligned).first { $0.1 }?.0
    }
}

/// The request's channels and what is done to their values before marks are made of them (bins, time units,
/// legends' folded categories), decided once from what the values span, then applied to each batch of rows;
/// and the chart's orientation: which position axis measures.
struct PlanChannels {
    struct Channel {
        var name: String
        var encoding: FieldEncoding
        /// The field's values per row (of the batch at hand); nil for a count of rows.
        var column: FieldColumn?
        /// The field's type; nil for a count of rows.
        var type: FieldType?
        /// The bins the values are put in (each value is its bin's start).
        var bin: BinEdges?
        /// The calendar interval dates are cut to, and whether they need cutting (they may already be on it).
        var unit: DateUnit?
        var cuts = false
        /// The categories a legend names, the rest folded into the last: nil when they are few.
        var folded: [String]?
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

    /// The channels of `request` over fields of `types` whose values span `stats`, with `categories` named, for a
    /// chart `width` points wide whose legend names at most `seriesLimit` categories (one per palette colour)
    /// before folding the rest into one.
    init(
        _ request: ChartRequest, types: [String: FieldType], stats: [String: ValueStats],
        categories: [String: CategoryNames], width: Double, seriesLimit: Int = StepFolding.limit
    ) throws {
        mark = request.mark
        all = try request.encoding.channels.map { name, encoding in
            var channel = Channel(name: name, encoding: encoding)
            if let field = encoding.field {
                guard let type = types[field] else {
                    throw UsageError("--\(name): \(VisibleText.quoted(field, limit: 40)) is not a field of the table")
                }
                channel.type = type
            }
            try Self.check(channel)
            return channel
        }
        horizontal = Self.isHorizontal(all)
        for index in all.indices {
            let field = all[index].encoding.field ?? ""
            let stats = stats[field] ?? ValueStats()
            try bin(&all[index], stats: stats)
            cutDates(&all[index], request: request, stats: stats, width: width)
            if ["color", "shape"].contains(all[index].name) {
                Self.fold(&all[index], names: categories[field]?.names, limit: seriesLimit)
            }
        }
    }

    /// The channels with the values of `rows`, binned, cut and folded.
    func columns(_ rows: ChartRows) -> [Channel] {
        all.map { channel in
            var channel = channel
            guard let field = channel.encoding.field, let column = rows.columns[field] else { return channel }
            switch column {
            case .numbers(let values) where channel.bin != nil:
                let edges = channel.bin!
                channel.column = .numbers(values.map { $0.isNaN ? $0 : edges.binStart($0) })
            case .dates(let dates) where channel.yearsPerBar != nil:
                let years = channel.yearsPerBar!
                channel.column = .numbers(
                    dates.map { $0.isNaN ? .nan : Double(YearBins.firstYear(of: $0, per: years)) })
            case .dates(let dates) where channel.cuts:
                let unit = channel.unit!
                channel.column = .dates(dates.map { $0.isNaN ? $0 : unit.start(of: $0) })
            case .categories(let indices, _) where channel.folded != nil:
                let rest = Int32(channel.folded!.count - 1)
                channel.column = .categories(indices.map { min($0, rest) }, names: channel.folded!)
            default:
                channel.column = column
            }
            return channel
        }
    }

    /// The categories a legend names: all up to `limit + 1`, else the first `limit` as they come, then one
    /// "N more" for the rest.
    private static func fold(_ channel: inout Channel, names: [String]?, limit: Int) {
        guard let names, names.count > limit + 1 else { return }
        var label = "\(StepFolding.grouped(names.count - limit)) more"
        while names.prefix(limit).contains(label) { label = "…" + label }
        channel.rest = label
        channel.folded = Array(names.prefix(limit)) + [label]
    }

    /// An aggregate other than count needs numbers; a bin, numbers; a time unit, dates.
    private static func check(_ channel: Channel) throws {
        let name = VisibleText.quoted(channel.encoding.field ?? "", limit: 40)
        let type = channel.type
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
    private static func isHorizontal(_ channels: [Channel]) -> Bool {
        guard let x = channels.first(where: { $0.name == "x" }), let y = channels.first(where: { $0.name == "y" })
        else { return false }
        if x.aggregated != y.aggregated { return x.aggregated }
        return x.type == .number && y.type != .number && y.encoding.bin == nil
    }

    /// The bins of a binned number field, from its extent.
    private func bin(_ channel: inout Channel, stats: ValueStats) throws {
        guard let request = channel.encoding.bin, channel.type == .number,
            let edges = BinEdges(low: stats.low, high: stats.high, request: request)
        else { return }
        guard (stats.high - stats.low).isFinite, edges.isMeasurable else {
            let name = VisibleText.quoted(channel.encoding.field ?? "", limit: 40)
            throw UsageError(
                "--bin cannot measure bins over \(channel.option) \(name): its values run from "
                    + "\(TableAltText.number(stats.low)) to \(TableAltText.number(stats.high)), a span past the "
                    + "largest number, expected values less far apart (leave the extremes out with --filter)")
        }
        guard edges.count <= BinEdges.maximumCount else {
            throw UsageError(
                "--bin-step \(TableAltText.number(edges.step)) makes \(StepFolding.grouped(edges.count)) bins over "
                    + "\(TableAltText.number(stats.low)) to \(TableAltText.number(stats.high)), expected at most "
                    + "\(StepFolding.grouped(BinEdges.maximumCount)) (a larger step)")
        }
        channel.bin = edges
    }

    /// Dates cut to `--unit`; without one, key dates to the unit they all fall on (for aggregated bars a coarser
    /// one when there would be more bars than the width holds).
    private func cutDates(_ channel: inout Channel, request: ChartRequest, stats: ValueStats, width: Double) {
        guard channel.type == .date else { return }
        var unit = channel.encoding.timeUnit
        let aligned = stats.alignedUnit
        if unit == nil, channel.name == key?.name {
            unit =
                request.mark.kind == .bar && measure?.aggregated == true
                ? DateUnit.forBars(low: stats.low, high: stats.high, aligned: aligned, maximumBins: max(width / 3, 10))
                : aligned
        }
        guard let unit else { return }
        if unit == .year, request.mark.kind == .bar, channel.name == key?.name,
            let years = YearBins.yearsPerBar(low: stats.low, high: stats.high, width: width)
        {
            // More years than bars fit: bars of several years each, from their first year to the next bar's.
            channel.yearsPerBar = years
            channel.type = .number
            channel.bin = BinEdges(start: 0, stop: 0, step: Double(years))
            return
        }
        channel.unit = unit
        channel.cuts = channel.encoding.timeUnit != nil || unit != aligned
    }
}

/// Bars of several years each, for dates over more years than yearly bars fit across a chart.
enum YearBins {
    /// Years a bar when yearly bars over dates from `low` to `high` would be narrower than a bar needs (about 3
    /// points, as for the other units): 2, 5, 10, 20, 50, 100 … years, the fewest that fit; nil when yearly bars
    /// fit.
    static func yearsPerBar(low: Double, high: Double, width: Double) -> Int? {
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
