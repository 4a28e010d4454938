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

    /// The most groups kept while reading: more are far more marks than any chart draws, and a table of ten
    /// million rows must not be held as ten million groups before that is found out.
    static let groupLimit = 2_000_000

    init(channels: PlanChannels, mark: MarkRequest) {
        self.channels = channels
        self.mark = mark
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
        if firstSkippedLine == nil { firstSkippedLine = rows.line(row) }
    }

    /// Adds a batch of rows: `batch` is the channels with the batch's values.
    mutating func add(_ batch: [PlanChannels.Channel], rows: ChartRows) throws {
        for channel in batch {
            if case .categories(_, let list)? = channel.column { names[channel.name] = list }
        }
        if groups != nil { try group(batch, rows: rows) } else { keep(batch, rows: rows) }
    }

    /// The marks: the groups in key order, or the rows (lines and areas in key order).
    mutating func finish() -> PlotPoints {
        if let groups { emit(groups) } else { emitRows() }
        return points
    }

    // MARK: A mark per row

    private mutating func keep(_ batch: [PlanChannels.Channel], rows: ChartRows) {
        let columns = batch.compactMap { channel in channel.column.map { (channel.name, Double.values($0)) } }
        for row in 0..<rows.count {
            if columns.contains(where: { $0.1[row].isNaN }) {
                skip(row, rows)
                continue
            }
            for (name, values) in columns { rawValues[name, default: []].append(values[row]) }
        }
    }

    private mutating func emitRows() {
        var order = Array(0..<(rawValues.values.first?.count ?? 0))
        // A line or area runs along its key; points and ticks keep the table's order.
        if mark.kind == .line || mark.kind == .area, let key = channels.key, let values = rawValues[key.name] {
            order = Self.stableSorted(order) { values[$0] }
        }
        points.count = order.count
        for channel in channels.all {
            guard let values = rawValues[channel.name] else { continue }
            set(channel, column(channel, order.map { values[$0] }))
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

    private mutating func group(_ batch: [PlanChannels.Channel], rows: ChartRows) throws {
        guard keys.count <= GroupKey.width else {
            throw UsageError(
                "\(keys.map(\.option).joined(separator: ", ")) group the rows in \(keys.count) ways, expected at "
                    + "most \(GroupKey.width) (give one of them an aggregate)")
        }
        let keyColumns = keys.map { key in batch.first { $0.name == key.name }?.column }
        let measureColumns = measures.map { measure in batch.first { $0.name == measure.name }?.column }
        var key = GroupKey()
        var values = [Double](repeating: 0, count: measures.count)
        rows: for row in 0..<rows.count {
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
            groups!.add(key, values)
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
