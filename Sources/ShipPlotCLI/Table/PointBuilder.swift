// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// Turns rows into marks: with an aggregated channel, one mark per group of rows that share every other
/// channel's value; with a summarising mark (box plot, error bar, `--extent`), one per group with its statistics;
/// otherwise one mark per row. A row without a value in a charted field is left out and counted.
struct PointBuilder {
    let channels: PlanChannels
    let mark: MarkRequest
    private(set) var points = PlotPoints()
    private(set) var skipped = 0
    /// The input line of the first row left out.
    private(set) var firstSkippedLine: Int?
    /// With an aggregate or a summarising mark: the groups so far, and which channels key them and which they
    /// measure.
    private var groups: RowGroups?
    private let keys: [PlanChannels.Channel]
    private let measures: [PlanChannels.Channel]
    private let summarised: PlanChannels.Channel?
    /// Without: each channel's values so far (category indices as numbers), by channel name.
    private var rawValues: [String: [Double]] = [:]
    /// Each category channel's names, as the latest batch had them.
    private var names: [String: [String]] = [:]
    /// Lines of a table read in batches: their points thinned as they come (`LineThinning`), the groups of the x
    /// being read held until the next x.
    private var thinning: LineThinning?
    private var pendingX: Double?
    /// The groups at `pendingX` (a series each, so a few): kept in one buffer, as a million distinct x are a
    /// million of these.
    private var pending: [(key: GroupKey, summary: Accumulator)] = []
    /// Lines of a table read whole: the slices they are thinned into, the rows taken in x order.
    private let wholeLineBuckets: Int?
    /// What the axes place: a thinned line's points outside are left out before thinning, and counted.
    private let placement: (x: AxisPlacement, y: AxisPlacement)
    /// A thinned line's points left out because the x axis, then the y axis, cannot place them.
    private(set) var unplaced = (x: 0, y: 0)

    /// The most groups kept while reading: more are far more marks than any chart draws, and a table of ten
    /// million rows must not be held as ten million groups before that is found out.
    static let groupLimit = 2_000_000

    /// A builder of `channels`' marks; `thinning`, for lines whose key is x and whose only other key is the
    /// colour, keeps only the points a line needs, as the rows come. `wholeLineBuckets` does the same for such
    /// lines from a table read whole (one batch), in that many slices: its rows are taken in x order.
    /// `placement` is what the axes place (everything unless a log scale or a domain is given).
    init(
        channels: PlanChannels, mark: MarkRequest, thinning: LineThinning? = nil, wholeLineBuckets: Int? = nil,
        placement: (x: AxisPlacement, y: AxisPlacement) = (AxisPlacement(nil), AxisPlacement(nil))
    ) {
        self.channels = channels
        self.mark = mark
        self.thinning = thinning
        self.wholeLineBuckets = wholeLineBuckets
        self.placement = placement
        let summarised = channels.summarises ? channels.measure : nil
        self.summarised = summarised
        let grouping = channels.all.contains(where: \.aggregated) || channels.summarises
        keys = grouping ? channels.all.filter { !$0.aggregated && $0.name != summarised?.name } : []
        measures = grouping ? channels.all.filter { $0.aggregated || $0.name == summarised?.name } : []
        if grouping {
            groups = RowGroups(
                keepsValues: measures.map { channel in
                    channel.encoding.aggregate == .median
                        || (channel.name == summarised?.name && (mark.kind == .boxplot || mark.extent == .iqr))
                })
        }
    }

    private mutating func skip(_ row: Int, _ rows: ChartRows) {
        skipped += 1
        // Rows taken in x order are not met in line order.
        firstSkippedLine = min(firstSkippedLine ?? .max, rows.line(row))
    }

    /// How many marks (groups, rows or points of a line) are held so far: what reading the rows costs.
    var marksHeld: Int {
        (groups?.count ?? 0) + (rawValues.values.first?.count ?? 0) + (thinning?.held ?? 0)
            + pending.count
    }

    /// Adds a batch of rows: `batch` is the channels with the batch's values.
    mutating func add(_ batch: [PlanChannels.Channel], rows: ChartRows) throws {
        for channel in batch {
            if case .categories(_, let list)? = channel.column { names[channel.name] = list }
        }
        var order: [Int]?
        if thinning == nil, PointBuilder.thins(channels), let buckets = wholeLineBuckets,
            let line = Self.xOrder(batch, rows: rows)
        {
            order = line.order
            // Thinned over the x the axis places, so a domain narrower than the data keeps every slice.
            let span = placement.x.span(low: line.low, high: line.high) ?? (line.low, line.high)
            thinning = LineThinning(
                low: span.low, high: span.high, buckets: buckets, keepsAllUpTo: DataCharts.streamingThreshold)
        }
        if groups != nil {
            try group(batch, rows: rows, order: order)
        } else {
            try keep(batch, rows: rows, order: order)
        }
    }

    /// The rows of a line in x order (nil when they are in it already) and the x range of those with every
    /// charted value; nil when that range is a single x. Rows at one x keep the table's order, so a sum adds its
    /// values in the same order as when grouped unsorted.
    static func xOrder(_ batch: [PlanChannels.Channel], rows: ChartRows) -> (order: [Int]?, low: Double, high: Double)?
    {
        guard let x = batch.first(where: { $0.name == "x" })?.column else { return nil }
        let columns = batch.compactMap(\.column)
        var (low, high, previous, sorted) = (Double.infinity, -Double.infinity, -Double.infinity, true)
        for row in 0..<rows.count where !columns.contains(where: { $0.number(row).isNaN }) {
            let value = x.number(row)
            (low, high) = (min(low, value), max(high, value))
            if value < previous { sorted = false }
            previous = value
        }
        guard high > low else { return nil }
        if sorted { return (nil, low, high) }
        // Rows left out (no x) go first; they are only counted.
        let keys = (0..<rows.count).map { row in x.number(row).isNaN ? -Double.infinity : x.number(row) }
        let order = keys.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
        return (order, low, high)
    }

    /// The marks: the groups in key order, or the rows (lines and areas in key order).
    mutating func finish() throws -> PlotPoints {
        if thinning != nil {
            try flushPending()
            emitThinned()
        } else if let groups {
            emit(groups)
        } else {
            emitRows()
        }
        return points
    }

    // MARK: Lines thinned as they are read

    /// Whether `channels` can be thinned as they are read: a line along x whose other keys are only the colour.
    static func thins(_ channels: PlanChannels) -> Bool {
        guard channels.mark.kind == .line, !channels.horizontal, !channels.summarises,
            let key = channels.key, key.name == "x", key.type != .category
        else { return false }
        return channels.all.allSatisfy { ["x", "y", "color"].contains($0.name) }
            && channels["color"]?.aggregated != true
    }

    /// A row of a line (or, grouped, the row's group at its x) to the thinning.
    private mutating func thin(x: Double, value: Double, series: Double, key: GroupKey?) throws {
        guard let key else {
            try offer(.init(x: x, value: value, series: Int32(series), merged: false))
            return
        }
        if let open = pendingX, open != x {
            guard x > open else { throw LineThinning.Unsorted() }
            try flushPending()
        }
        pendingX = x
        if let group = pending.firstIndex(where: { $0.key == key }) {
            pending[group].summary.add(value)
        } else {
            var summary = Accumulator(keepsValues: measures.first?.encoding.aggregate == .median)
            summary.add(value)
            pending.append((key, summary))
        }
    }

    /// The groups of the x read last, in series order, to the thinning.
    private mutating func flushPending() throws {
        guard let x = pendingX else { return }
        pendingX = nil
        let aggregate = measures.first?.encoding.aggregate ?? .sum
        let seriesIndex = keys.firstIndex { $0.name == "color" }
        if pending.count > 1 { pending.sort { GroupKey.before($0.key, $1.key) } }
        for (key, summary) in pending {
            try offer(
                .init(
                    x: x, value: summary.value(aggregate), series: Int32(seriesIndex.map { key[$0] } ?? 0),
                    merged: summary.count > 1))
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// A point of a line to the thinning, unless an axis cannot place it (the x axis counted first).
    private mutating func offer(_ point: LineThinning.Point) throws {
        guard placement.x.places(point.x) else {
            unplaced.x += 1
            return
        }
        guard placement.y.places(point.value) else {
            unplaced.y += 1
            return
        }
        try thinning!.add(point)
    }

    private mutating func emitThinned() {
        let kept = thinning!.finish()
        points.count = kept.count
        points.merged = thinning!.merged
        if kept.count < thinning!.added { points.thinnedFrom = thinning!.added }
        for channel in channels.all {
            switch channel.name {
            case "x": set(channel, column(channel, kept.map(\.x)))
            case "y": set(channel, .numbers(kept.map(\.value)))
            default: set(channel, column(channel, kept.map { Double($0.series) }))
            }
        }
    }

    // MARK: A mark per row

    private mutating func keep(_ batch: [PlanChannels.Channel], rows: ChartRows, order: [Int]?) throws {
        let columns = batch.compactMap { channel in channel.column.map { (channel.name, Double.values($0)) } }
        let (xs, ys, series) = (
            columns.first { $0.0 == "x" }?.1, columns.first { $0.0 == "y" }?.1, columns.first { $0.0 == "color" }?.1
        )
        if thinning == nil, !columns.contains(where: { $0.1.contains(where: \.isNaN) }) {
            // Every row kept: each column whole (the batch's own, when it is the first).
            for (name, values) in columns {
                if rawValues[name] == nil {
                    rawValues[name] = values
                } else {
                    rawValues[name]!.append(contentsOf: values)
                }
            }
            return
        }
        for position in 0..<rows.count {
            let row = order?[position] ?? position
            if columns.contains(where: { $0.1[row].isNaN }) {
                skip(row, rows)
                continue
            }
            if thinning != nil, let xs, let ys {
                try thin(x: xs[row], value: ys[row], series: series?[row] ?? 0, key: nil)
                continue
            }
            for (name, values) in columns { rawValues[name, default: []].append(values[row]) }
        }
    }

    private mutating func emitRows() {
        // A line or area runs along its key; points and ticks keep the table's order.
        var order: [Int]?
        if mark.kind == .line || mark.kind == .area, let key = channels.key, let values = rawValues[key.name],
            zip(values, values.dropFirst()).contains(where: { $0 > $1 })
        {
            order = values.indices.sorted { values[$0] < values[$1] || (values[$0] == values[$1] && $0 < $1) }
        }
        points.count = rawValues.values.first?.count ?? 0
        for channel in channels.all {
            guard let values = rawValues[channel.name] else { continue }
            set(channel, column(channel, order.map { $0.map { values[$0] } } ?? values))
        }
        addBinEnds()
    }

    /// `values` as the column channel `channel` holds: numbers, dates or category indices with their names.
    private func column(_ channel: PlanChannels.Channel, _ values: [Double]) -> FieldColumn {
        switch channel.type {
        case .category?: .categories(values.map { Int32($0) }, names: names[channel.name] ?? [])
        case .date?: .dates(values)
        default: .numbers(values)
        }
    }

    /// Puts `column` in the points as channel `channel` names.
    private mutating func set(_ channel: PlanChannels.Channel, _ column: FieldColumn) {
        var numbers: [Double] {
            switch column {
            case .numbers(let values), .dates(let values): values
            case .categories(let indices, _): indices.map(Double.init)
            }
        }
        switch channel.name {
        case "x": points.x = column
        case "y": points.y = column
        case "color": points.color = column
        case "size": points.size = numbers
        case "shape": points.shape = column
        case "theta": points.theta = numbers
        default:
            if case .categories(let indices, let names) = column {
                points.facet = indices
                points.facetNames = names
            }
        }
    }

    /// Each binned position's upper edges.
    private mutating func addBinEnds() {
        for name in ["x", "y"] {
            guard let step = channels[name]?.bin?.step, case .numbers(let starts)? = name == "x" ? points.x : points.y
            else { continue }
            let ends = starts.map { $0 + step }
            if name == "x" { points.x2 = ends } else { points.y2 = ends }
        }
    }

    // MARK: A mark per group

    private mutating func group(_ batch: [PlanChannels.Channel], rows: ChartRows, order: [Int]?) throws {
        guard keys.count <= GroupKey.width else {
            throw UsageError(
                "\(keys.map(\.option).joined(separator: ", ")) group the rows in \(keys.count) ways, expected at "
                    + "most \(GroupKey.width) (give one of them an aggregate)")
        }
        let keyColumns = keys.map { key in batch.first { $0.name == key.name }?.column }
        let measureColumns = measures.map { measure in batch.first { $0.name == measure.name }?.column }
        var key = GroupKey()
        var values = [Double](repeating: 0, count: measures.count)
        rows: for position in 0..<rows.count {
            let row = order?[position] ?? position
            for (index, column) in keyColumns.enumerated() {
                let value = column?.number(row) ?? 0
                if value.isNaN {
                    skip(row, rows)
                    continue rows
                }
                key[index] = value
            }
            for (index, column) in measureColumns.enumerated() {
                let value = column?.number(row) ?? 1
                if value.isNaN {
                    skip(row, rows)
                    continue rows
                }
                values[index] = value
            }
            if thinning != nil {
                try thin(x: key[0], value: values[0], series: 0, key: key)
            } else {
                groups!.add(key, values)
            }
        }
        if groups!.count > Self.groupLimit {
            throw UsageError(
                "more than \(StepFolding.grouped(Self.groupLimit)) marks are too many to draw, expected fewer (bin "
                    + "the dates with --unit or the numbers with --bin, or chart fewer rows with --filter)")
        }
    }

    /// The groups as marks, in key order: each key channel's values and each measure's summary.
    private mutating func emit(_ groups: RowGroups) {
        let order = groups.sortedOrder()
        points.count = order.count
        for (index, channel) in keys.enumerated() {
            set(channel, column(channel, order.map { groups.keys[$0][index] }))
        }
        for (index, channel) in measures.enumerated() {
            let summaries = order.map { groups.measures[index][$0] }
            if summaries.contains(where: { $0.count > 1 }) { points.merged = true }
            if channel.name == summarised?.name {
                summarise(channel, summaries)
            } else {
                set(channel, .numbers(summaries.map { $0.value(channel.encoding.aggregate ?? .sum) }))
            }
        }
        addBinEnds()
    }

    /// A box plot's quartiles, whiskers and outliers, or an error bar's centre and span, for each group.
    private mutating func summarise(_ channel: PlanChannels.Channel, _ summaries: [Accumulator]) {
        if mark.kind == .boxplot {
            var box = BoxColumns(lower: [], median: [], upper: [])
            var (low, high): ([Double], [Double]) = ([], [])
            for (group, summary) in summaries.enumerated() {
                let sorted = (summary.values ?? []).sorted()
                let (q1, q3) = (Accumulator.quantile(0.25, sorted: sorted), Accumulator.quantile(0.75, sorted: sorted))
                box.lower.append(q1)
                box.median.append(Accumulator.quantile(0.5, sorted: sorted))
                box.upper.append(q3)
                let reach = mark.extent == .minMax ? Double.infinity : 1.5 * (q3 - q1)
                let inside = sorted.filter { $0 >= q1 - reach && $0 <= q3 + reach }
                low.append(inside.first ?? q1)
                high.append(inside.last ?? q3)
                points.outliers += sorted.filter { $0 < q1 - reach || $0 > q3 + reach }.map { (group, $0) }
            }
            points.box = box
            (points.low, points.high) = (low, high)
            set(channel, .numbers(box.median))
            return
        }
        let extent = mark.extent ?? .stderr
        let spans = summaries.map { $0.span(extent) }
        (points.low, points.high) = (spans.map(\.low), spans.map(\.high))
        set(channel, .numbers(summaries.map { $0.value(channel.encoding.aggregate ?? .mean) }))
    }
}
