// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipLog

/// One channel of a compiled view: the column of the view's rows it reads (nil for a fixed value), and what
/// draws it: the type, the title (nil for none), the time unit and bins it was cut to.
struct VegaViewChannel {
    var field: String?
    /// The column in the view's `source` rows (before aggregation) the channel reads.
    var sourceField: String?
    /// For a binned channel, the column holding each bin's end.
    var end: String?
    var type: VegaType
    var title: String?
    /// The definition as the spec gave it: sort, scale, format, stack, value, guide.
    var def: VegaChannelDef
    var timeUnit: VegaTimeUnit?
    var bins: BinEdges?
}

/// A spec compiled onto its rows as Vega-Lite compiles one: dates cut to their time units, numbers binned, rows
/// aggregated by every channel that is not aggregated. Each channel then reads one column; a row is a mark.
struct VegaView {
    var table: VegaTable
    /// The rows before aggregation, with the time unit and bin columns: what sorts by another field read.
    var source: VegaTable
    var mark: VegaMark
    var channels: [VegaChannel: VegaViewChannel] = [:]
    var details: [VegaViewChannel] = []
    /// How many tooltip fields split the rows without drawing anything: with any, two marks can share every
    /// drawn channel's value.
    var groupsOnly = 0
    var width: VegaSize?
    var height: VegaSize?
    var title: String?

    subscript(channel: VegaChannel) -> VegaViewChannel? { channels[channel] }
}

/// Compiles a spec's encoding onto rows the transforms made.
struct VegaCompiler {
    /// The spec as messages name it.
    let source: String
    /// How dates are read for time units.
    var clock = VegaClock()

    /// Marks that summarise raw rows themselves (quartiles, spreads): their rows are not aggregated first.
    static let summarising: Set<VegaMarkType> = [.boxplot, .errorbar, .errorband]

    func compile(_ spec: VegaLiteSpec, rows: VegaTable) throws -> VegaView {
        var table = rows
        var view = VegaView(
            table: table, source: table, mark: spec.mark, width: spec.width, height: spec.height, title: spec.title)
        var resolved: [(VegaChannel?, VegaViewChannel)] = []
        let entries =
            spec.encoding.channels.sorted { $0.key.rawValue < $1.key.rawValue }.map {
                ($0.key as VegaChannel?, $0.value)
            }
            + spec.encoding.details.map { (VegaChannel?.none, $0) }
            + spec.encoding.tooltips.filter { $0.aggregate == nil }.map { (VegaChannel.tooltip as VegaChannel?, $0) }
        for (channel, def) in entries {
            resolved.append((channel, try cut(def, channel: channel ?? .detail, table: &table)))
        }
        for index in resolved.indices { resolved[index].1.sourceField = resolved[index].1.field }
        view.source = table
        if resolved.contains(where: { $0.1.def.aggregate != nil }) && !Self.summarising.contains(spec.mark.type) {
            table = try aggregate(table, &resolved)
        }
        view.table = table
        for (channel, compiled) in resolved {
            switch channel {
            case .tooltip?: view.groupsOnly += 1
            case let channel?: view.channels[channel] = compiled
            case nil: view.details.append(compiled)
            }
        }
        return view
    }

    /// The channel with its time unit and bins made into columns of `table`.
    private func cut(_ def: VegaChannelDef, channel: VegaChannel, table: inout VegaTable) throws -> VegaViewChannel {
        var compiled = VegaViewChannel(
            field: def.field, type: def.type ?? .nominal, title: Self.title(def), def: def, timeUnit: def.timeUnit)
        guard let field = def.field else { return compiled }
        let runner = VegaTransformRunner(source: source, clock: clock)
        if let unit = def.timeUnit, !unit.binned {
            let name = "\(unit.name)_\(field)"
            if table.column(name) == nil {
                table = try runner.apply(
                    .timeUnit(unit, field: field, as: name), to: table, path: "encoding.\(channel.rawValue).timeUnit")
            }
            compiled.field = name
        }
        if let bin = def.bin {
            let maxBins = bin.maxBins ?? VegaBinning.defaultMaxBins(channel)
            let name = "bin_maxbins_\(maxBins)_\(field)"
            table = try runner.bin(
                table, bin, field: field, names: (name, name + "_end"), maxBins: maxBins,
                path: "encoding.\(channel.rawValue).bin")
            compiled.field = name
            compiled.end = name + "_end"
            let values = table.values(field).compactMap(\.measure).filter(\.isFinite)
            if let low = values.min(), let high = values.max() {
                compiled.bins = VegaBinning.bins(bin, extent: (low, high), defaultMaxBins: maxBins)
            }
        }
        return compiled
    }

    /// Rows grouped by every channel without an aggregate (bins by start and end), one row per group with each
    /// aggregate under its own column (`sum_people`, `__count`).
    private func aggregate(_ table: VegaTable, _ channels: inout [(VegaChannel?, VegaViewChannel)]) throws -> VegaTable
    {
        var groups: [String] = []
        for (_, channel) in channels where channel.def.aggregate == nil {
            for name in [channel.field, channel.end].compactMap({ $0 }) where !groups.contains(name) {
                groups.append(name)
            }
        }
        var fields: [VegaAggregateField] = []
        var picks: [(source: String, by: String, minimum: Bool, output: String)] = []
        for index in channels.indices {
            guard let op = channels[index].1.def.aggregate else { continue }
            let field = channels[index].1.def.field
            let output: String
            if op == .argmin || op == .argmax, let by = channels[index].1.def.aggregateOf, let field {
                output = "\(op.rawValue)_\(by)_\(field)"
                picks.append((field, by, op == .argmin, output))
            } else {
                output = op == .count ? "__count" : "\(op.rawValue)_\(field ?? "")"
                if !fields.contains(where: { $0.output == output }) {
                    fields.append(VegaAggregateField(op: op, field: op == .count ? nil : field, output: output))
                }
            }
            channels[index].1.field = output
            channels[index].1.end = nil
        }
        var out = VegaTransformRunner.aggregate(table, fields: fields, groupBy: groups)
        for pick in picks {
            out = Self.pick(pick, from: table, into: out, groupBy: groups)
        }
        return out
    }

    /// `{"argmax": by}` on `source`: per group, the value of `source` in the row where `by` is largest.
    private static func pick(
        _ pick: (source: String, by: String, minimum: Bool, output: String), from table: VegaTable,
        into out: VegaTable, groupBy: [String]
    ) -> VegaTable {
        var out = out
        let keys = groupBy.map { table.column($0) }
        var best: [[VegaValue]: (measure: Double, value: VegaValue)] = [:]
        let (source, by) = (table.column(pick.source), table.column(pick.by))
        for row in table.rows {
            guard let by, let measure = row[by].measure else { continue }
            let key = keys.map { $0.map { row[$0] } ?? .null }
            if let current = best[key], pick.minimum ? current.measure <= measure : current.measure >= measure {
                continue
            }
            best[key] = (measure, source.map { row[$0] } ?? .null)
        }
        let column = out.column(adding: pick.output)
        for index in out.rows.indices {
            out.rows[index][column] = best[Array(out.rows[index].prefix(groupBy.count))]?.value ?? .null
        }
        return out
    }

    /// Vega-Lite's default title: `Sum of people`, `Count of Records`, `date (month)`, `IMDB Rating (binned)`;
    /// the spec's own title wins, and `null` hides it.
    static func title(_ def: VegaChannelDef) -> String? {
        if let title = def.title { return title }
        guard let field = def.field else { return def.aggregate == .count ? "Count of Records" : nil }
        if let op = def.aggregate {
            switch op {
            case .count: return "Count of Records"
            case .argmin, .argmax: return "\(field) for \(op.rawValue) \(def.aggregateOf ?? "")"
            default: return "\(op.rawValue.prefix(1).uppercased() + op.rawValue.dropFirst()) of \(field)"
            }
        }
        if def.bin != nil { return "\(field) (binned)" }
        if let unit = def.timeUnit, !unit.binned {
            return "\(field) (\(unit.parts.map(\.rawValue).joined(separator: "-")))"
        }
        return field
    }
}
