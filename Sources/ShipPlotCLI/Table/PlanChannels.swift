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
    /// chart `width` points wide.
    init(
        _ request: ChartRequest, types: [String: FieldType], stats: [String: ValueStats],
        categories: [String: CategoryNames], width: Double
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
            if ["color", "shape"].contains(all[index].name) { Self.fold(&all[index], names: categories[field]?.names) }
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
            case .dates(let dates) where channel.cuts:
                let unit = channel.unit!
                channel.column = .dates(dates.map { $0.isNaN ? $0 : unit.start(of: $0) })
            case .categories(let indices, _) where channel.folded != nil:
                let limit = Int32(StepFolding.limit)
                channel.column = .categories(indices.map { min($0, limit) }, names: channel.folded!)
            default:
                channel.column = column
            }
            return channel
        }
    }

    /// The categories a legend names: the first `StepFolding.limit` as they come, then one "N more" for the rest.
    private static func fold(_ channel: inout Channel, names: [String]?) {
        guard let names, names.count > StepFolding.limit + 1 else { return }
        let limit = StepFolding.limit
        var label = "\(StepFolding.grouped(names.count - limit)) more"
        while names.prefix(limit).contains(label) { label = "…" + label }
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
        channel.unit = unit
        channel.cuts = channel.encoding.timeUnit != nil || unit != aligned
    }
}
