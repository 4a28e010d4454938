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
    private(set) var firstSkipped: Int?

    init(channels: PlanChannels, mark: MarkRequest) {
        self.channels = channels
        self.mark = mark
    }

    mutating func build(_ rowCount: Int) throws {
        if channels.all.contains(where: \.aggregated) || channels.summarises {
            try grouped(rowCount)
        } else {
            raw(rowCount)
        }
    }

    private mutating func skip(_ row: Int) {
        skipped += 1
        if firstSkipped == nil { firstSkipped = row }
    }

    // MARK: A mark per row

    private mutating func raw(_ rowCount: Int) {
        var kept: [Int] = []
        kept.reserveCapacity(rowCount)
        let columns = channels.all.compactMap(\.column)
        for row in 0..<rowCount {
            if columns.contains(where: { $0.number(row).isNaN }) { skip(row) } else { kept.append(row) }
        }
        // A line or area runs along its key; points and ticks keep the table's order.
        if mark.kind == .line || mark.kind == .area, let key = channels.key?.column {
            kept = Self.stableSorted(kept) { key.number($0) }
        }
        points.count = kept.count
        for channel in channels.all {
            guard let column = channel.column?.picking(kept) else { continue }
            set(channel, column)
        }
        addBinEnds()
    }

    private static func stableSorted(_ rows: [Int], by key: (Int) -> Double) -> [Int] {
        let keys = rows.map(key)
        if zip(keys, keys.dropFirst()).allSatisfy({ $0 <= $1 }) { return rows }
        return rows.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }.map { rows[$0] }
    }

    /// Puts `column` in the points as channel `channel` names.
    private mutating func set(_ channel: PlanChannels.Channel, _ column: FieldColumn) {
        let numbers: [Double]
        switch column {
        case .numbers(let values), .dates(let values): numbers = values
        case .categories(let indices, _): numbers = indices.map(Double.init)
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

    private mutating func grouped(_ rowCount: Int) throws {
        let summarised = channels.summarises ? channels.measure : nil
        let keys = channels.all.filter { !$0.aggregated && $0.name != summarised?.name }
        let measures = channels.all.filter { $0.aggregated || $0.name == summarised?.name }
        guard keys.count <= GroupKey.width else {
            throw UsageError(
                "\(keys.map(\.option).joined(separator: ", ")) group the rows in \(keys.count) ways, expected at "
                    + "most \(GroupKey.width) (give one of them an aggregate)")
        }
        let keepsValues = measures.map { channel in
            channel.encoding.aggregate == .median
                || (channel.name == summarised?.name && (mark.kind == .boxplot || mark.extent == .iqr))
        }
        var groups = RowGroups(keepsValues: keepsValues)
        var key = GroupKey()
        var values = [Double](repeating: 0, count: measures.count)
        rows: for row in 0..<rowCount {
            for (index, channel) in keys.enumerated() {
                let value = channel.column?.number(row) ?? 0
                if value.isNaN {
                    skip(row)
                    continue rows
                }
                key[index] = value
            }
            for (index, channel) in measures.enumerated() {
                let value = channel.column?.number(row) ?? 1
                if value.isNaN {
                    skip(row)
                    continue rows
                }
                values[index] = value
            }
            groups.add(key, values)
        }
        emit(groups, keys: keys, measures: measures, summarised: summarised)
    }

    /// The groups as marks, in key order: each key channel's values and each measure's summary.
    private mutating func emit(
        _ groups: RowGroups, keys: [PlanChannels.Channel], measures: [PlanChannels.Channel],
        summarised: PlanChannels.Channel?
    ) {
        let order = groups.sortedOrder()
        points.count = order.count
        for (index, channel) in keys.enumerated() {
            let values = order.map { groups.keys[$0][index] }
            switch channel.column {
            case .categories(_, let names)?: set(channel, .categories(values.map { Int32($0) }, names: names))
            case .dates?: set(channel, .dates(values))
            default: set(channel, .numbers(values))
            }
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
