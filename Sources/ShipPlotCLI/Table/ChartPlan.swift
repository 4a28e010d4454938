// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// What a data chart draws, worked out from a request and its rows: the marks (`PlotPoints`) and how they are
/// drawn (`DataChartStyle`). Channels with an aggregate are summed up over the rows that share every other
/// channel's value (Vega-Lite's rule); without one, each row is a mark. Bins and time units group values first;
/// sort, top and facets come last.
struct ChartPlan {
    var points: PlotPoints
    var style: DataChartStyle
    /// Rows left out because a charted field was empty there, and the input line of the first.
    var skipped = 0
    var firstSkippedLine: Int?
    /// What was left out on purpose, said on stderr (`--top 10 charts 10 of 57 values of "state"`).
    var notes: [String] = []
    /// The marks held once the rows were read (groups, rows, or the points a thinned line keeps): what reading
    /// them cost, a few thousand for a line however many rows it has.
    var marksHeld = 0

    /// The most categories put along an axis: more are narrower than a readable label on the widest chart.
    static let categoryLimit = 1_000
    /// The most small multiples: more are smaller than a readable chart on the largest page.
    static let facetLimit = 100

    /// The plan for `request` over the rows of `batches` (fields read as `readings` says), for a chart `width`
    /// points wide whose legend names at most `seriesLimit` colours (one per palette colour) before folding the
    /// rest into one. A table read whole is typed once; one read in batches is read twice more: once for what its
    /// values span (bins, date units, legends), once for the marks, so only the groups are ever held.
    init(
        _ request: ChartRequest, batches: TableBatches, readings: [String: FieldReading], width: Double,
        lineBuckets: Int = 1_600, seriesLimit: Int = StepFolding.limit
    ) throws {
        var categories: [String: CategoryNames] = [:]
        for (field, reading) in readings where reading == .category { categories[field] = CategoryNames() }
        func rows(_ table: Table) throws -> ChartRows {
            try ChartRows(
                table, fields: batches.requested, types: readings, transforms: request.transforms,
                categories: categories)
        }
        let fields = request.encoding.channels.compactMap(\.encoding.field)
        var stats: [String: ValueStats] = [:]
        var whole: ChartRows?
        try batches.forEach { table in
            let batch = try rows(table)
            for field in fields {
                if let column = batch.columns[field] { stats[field, default: ValueStats()].add(column) }
            }
            if !batches.isStreamed { whole = batch }
        }
        let channels = try PlanChannels(
            request, types: Self.types(request, readings: readings), stats: stats, categories: categories,
            width: width, seriesLimit: seriesLimit)
        // A line leaves out what its axes cannot place before it is thinned.
        let placement = (x: AxisPlacement(request.encoding.x), y: AxisPlacement(request.encoding.y))
        var thinning: LineThinning?
        if whole == nil, PointBuilder.thins(channels), let key = channels.key, let field = key.encoding.field,
            let extent = stats[field]
        {
            // Lines of a table read in batches keep only the points they need, as they are read.
            let cut = { (value: Double) in key.cuts ? key.unit!.start(of: value) : value }
            let data = (low: cut(extent.low), high: cut(extent.high))
            let span = placement.x.span(low: data.low, high: data.high) ?? data
            thinning = LineThinning(low: span.low, high: span.high, buckets: lineBuckets)
        }
        // A line from a table read whole is thinned as the chart writer would thin it, unless its colours are
        // still to be ranked (sorted or cut to the top N by their sums, which need every point).
        let wholeLineBuckets = whole != nil && !Self.ranksColors(request.encoding) ? lineBuckets : nil
        func build(_ thinning: LineThinning?) throws -> PointBuilder {
            var builder = PointBuilder(
                channels: channels, mark: request.mark, thinning: thinning, wholeLineBuckets: wholeLineBuckets,
                placement: placement)
            if let whole {
                try builder.add(channels.columns(whole), rows: whole)
            } else {
                try batches.forEach { table in
                    let batch = try rows(table)
                    try builder.add(channels.columns(batch), rows: batch)
                }
            }
            return builder
        }
        do {
            try self.init(request, channels: channels, builder: try build(thinning))
        } catch is LineThinning.Unsorted {
            // Rows out of x order: the lines are built whole after all.
            try self.init(request, channels: channels, builder: try build(nil))
        }
    }

    /// The plan for `request` over `rows` already typed and transformed (a Vega-Lite spec's, compiled), for a
    /// chart `width` points wide whose legend names at most `seriesLimit` colours.
    init(_ request: ChartRequest, rows: ChartRows, width: Double, seriesLimit: Int = StepFolding.limit) throws {
        var categories: [String: CategoryNames] = [:]
        var stats: [String: ValueStats] = [:]
        for (field, column) in rows.columns {
            if case .categories(_, let names) = column {
                categories[field] = CategoryNames(names)
            } else {
                stats[field, default: ValueStats()].add(column)
            }
        }
        let channels = try PlanChannels(
            request, types: rows.columns.mapValues(\.type), stats: stats, categories: categories, width: width,
            seriesLimit: seriesLimit)
        var builder = PointBuilder(channels: channels, mark: request.mark)
        try builder.add(channels.columns(rows), rows: rows)
        try self.init(request, channels: channels, builder: builder)
    }

    /// The plan of the marks `builder` made of `channels`: styled, ordered, cut to domains and checked.
    private init(_ request: ChartRequest, channels: PlanChannels, builder: PointBuilder) throws {
        var builder = builder
        marksHeld = builder.marksHeld
        points = try builder.finish()
        (skipped, firstSkippedLine) = (builder.skipped, builder.firstSkippedLine)
        style = DataChartStyle(request: request, channels: channels, merged: points.merged)
        for (name, dropped) in [("x", builder.unplaced.x), ("y", builder.unplaced.y)] where dropped > 0 {
            let axis = AxisPlacement(name == "x" ? request.encoding.x : request.encoding.y)
            notes.append(axis.note(dropped: dropped, of: style.mark, axis: name))
        }
        try order(request, channels: channels)
        dropOutside(request.encoding)
        try checkSize(request, source: request.data.name)
    }

    /// Whether the colours are ranked: a sort or top on the colour, which sums its marks.
    private static func ranksColors(_ encoding: ChartEncoding) -> Bool {
        encoding.color?.sort != nil || encoding.color?.limit != nil
    }

    /// The type of each field a channel may read: as read, and a fold's made fields.
    private static func types(_ request: ChartRequest, readings: [String: FieldReading]) -> [String: FieldType] {
        var types = readings.mapValues(\.type)
        for case .fold(_, let key, let value) in request.transforms {
            (types[key], types[value]) = (.category, .number)
        }
        return types
    }

    /// Each category channel in its sort order, cut to its `limit`, and only with the categories that have a
    /// mark (filters leave names behind).
    private mutating func order(_ request: ChartRequest, channels: PlanChannels) throws {
        for name in ["x", "y", "color", "shape", "facet"] {
            guard let channel = channels[name], let column = points.column(name), column.type == .category else {
                continue
            }
            let measure = points.measure(horizontal: style.horizontal)
            let (sorted, note) = CategoryOrder.apply(channel.encoding, to: column, measure: measure)
            if let note { notes.append(note) }
            if sorted.keptRows.count != points.count { points = points.picking(sorted.keptRows) }
            points.setColumn(name, sorted.column)
        }
        style.xCategories = points.x?.names ?? []
        style.yCategories = points.y?.names ?? []
        if let color = points.color, color.type == .category { style.seriesNames = color.names }
    }

    /// Leaves out, with a note, the marks a log scale cannot place (at or below zero) and those outside a domain
    /// given for their axis.
    private mutating func dropOutside(_ encoding: ChartEncoding) {
        for (name, channel) in [("x", encoding.x), ("y", encoding.y)] {
            guard let channel, let column = name == "x" ? points.x : points.y, column.type != .category else {
                continue
            }
            let values = Double.values(column)
            let ends = name == "x" ? points.x2 : points.y2
            let axis = AxisPlacement(channel)
            let kept = values.indices.filter { index in
                if axis.log && (points.low?[index] ?? 1) <= 0 { return false }
                return axis.places(values[index]) && (ends.map { axis.places($0[index]) } ?? true)
            }
            guard kept.count < points.count else { continue }
            notes.append(axis.note(dropped: points.count - kept.count, of: style.mark, axis: name))
            points = points.picking(kept)
        }
    }

    /// Refuses what cannot be drawn: a sum past the largest number, more bars than pixels, too many categories or
    /// facets.
    private func checkSize(_ request: ChartRequest, source: String) throws {
        for case .numbers(let values)? in [points.x, points.y] where values.contains(where: \.isInfinite) {
            throw ShipLogError(
                .badData, source: source,
                message: "the sum at one x of \(VisibleText.quoted(style.valueTitle, limit: 40)) is past the largest "
                    + "number, expected values that add up to less (or --aggregate mean, min or max)")
        }
        if let index = points.overflowingStack(style: style) {
            let keys = style.horizontal ? points.y : points.x
            let at = keys.map { TableAltText.key(Double.values($0)[index], $0, style) } ?? ""
            throw ShipLogError(
                .badData, source: source,
                message: "the stack of \(VisibleText.quoted(style.valueTitle, limit: 40)) at \(at) adds up past the "
                    + "largest number, expected values that add up to less (or --stacking normalized or none)")
        }
        let axes = [("--x", request.encoding.x, style.xCategories), ("--y", request.encoding.y, style.yCategories)]
        for (option, encoding, names) in axes where names.count > Self.categoryLimit {
            throw ShipLogError(
                .badData, source: source,
                message: "\(option) \(encoding?.quotedName ?? "") has \(StepFolding.grouped(names.count)) different "
                    + "values, expected at most "
                    + "\(StepFolding.grouped(Self.categoryLimit)) along an axis (put the field on --color, which "
                    + "names the first \(StepFolding.limit), keep the largest with --top N, or give \(option)-type "
                    + "number or date if it holds those)")
        }
        if points.facetNames.count > Self.facetLimit {
            throw ShipLogError(
                .badData, source: source,
                message: "--facet \(request.encoding.facet?.field.quotedName ?? "") has "
                    + "\(StepFolding.grouped(points.facetNames.count)) different values, expected at most "
                    + "\(Self.facetLimit) charts (filter the rows with --filter, or facet by a coarser field)")
        }
        let kind = style.mark
        let streams = kind == .line || kind == .point
        if !streams && points.count > DataCharts.markLimit {
            let what = kind == .bar ? "bars" : kind == .area ? "area points" : "\(kind.rawValue) marks"
            let hint =
                style.keyIsDate
                ? "bin the dates with --unit day, week, month or year, or draw --mark line"
                : "bin the values with --bin, or draw --mark line or point"
            throw ShipLogError(
                .badData, source: source,
                message: "\(StepFolding.grouped(points.count)) \(what) are too many to draw, expected at most "
                    + "\(StepFolding.grouped(DataCharts.markLimit)) (\(hint))")
        }
    }
}

extension PlotPoints {
    /// A mark of the first stack whose positive or negative values add up past the largest double, for bars and
    /// areas stacked by colour on top of each other or around a centre; nil when every stack fits or nothing
    /// stacks (side by side, unstacked and normalized stacks draw each value within the plot).
    func overflowingStack(style: DataChartStyle) -> Int? {
        guard style.mark == .bar || style.mark == .area, style.colorTitle != nil, !style.continuousColor,
            !style.grouped, style.stacking == .standard || style.stacking == .center
        else { return nil }
        let values = measure(horizontal: style.horizontal)
        var totals: [GroupKey: (up: Double, down: Double)] = [:]
        for (index, key) in stackKeys.enumerated() {
            var total = totals[key] ?? (0, 0)
            if values[index] >= 0 { total.up += values[index] } else { total.down += values[index] }
            if !total.up.isFinite || !total.down.isFinite { return index }
            totals[key] = total
        }
        return nil
    }

    /// The measured value of each mark: the numbers along the measure axis (or the arc's angle, the heat map's
    /// colour), for sorting categories by value.
    func measure(horizontal: Bool) -> [Double] {
        if let theta { return theta }
        let column = horizontal ? x : y
        if case .numbers(let values)? = column { return values }
        if case .numbers(let values)? = color { return values }
        return [Double](repeating: 1, count: count)
    }
}
