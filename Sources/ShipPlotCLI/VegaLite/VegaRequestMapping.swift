// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// A compiled spec as the chart request `shipplot chart` draws, with the rows it reads: the view's rows are one
/// per mark already (aggregated, binned and cut as Vega-Lite does), so an aggregated channel asks for a sum of
/// one row (which keeps the chart's orientation as Vega-Lite decides it); each channel's field is typed as the spec
/// types it, categories come in the order Vega-Lite sorts them, and rows in the order Vega-Lite stacks them.
struct VegaRequestMapping {
    var request: ChartRequest
    var rows: ChartRows
    /// What was read and left out, as paths, for the note on stderr.
    var dropped: [String]
    /// The plot's size the spec asks for, in points; nil for the command's default.
    var width: Double?
    var height: Double?
    /// The points a category takes along x or y, when the spec gives `{"step": N}`.
    var widthStep: Double?
    var heightStep: Double?

    /// The spec as messages name it.
    let source: String
    let view: VegaView
    let clock: VegaClock

    /// The most colours a legend names before the plan folds the rest into one (the palette's).
    let seriesLimit: Int

    init(
        _ view: VegaView, spec: VegaLiteSpec, source: String, clock: VegaClock = VegaClock(),
        seriesLimit: Int = StepFolding.limit
    ) throws {
        self.view = view
        self.seriesLimit = seriesLimit
        self.clock = clock
        self.source = source
        dropped = spec.dropped
        var columns: [String: FieldColumn] = [:]
        request = ChartRequest(
            data: DataSource(path: source), mark: MarkRequest(kind: .bar), encoding: ChartEncoding(),
            title: spec.title ?? "")
        rows = ChartRows(count: view.table.rows.count, columns: [:])
        request.mark = try mark(spec.mark)
        try checkChannels()
        var encodings: [(VegaChannel, FieldEncoding)] = []
        for name: VegaChannel in [.x, .y, .color, .fill, .stroke, .size, .shape, .theta] {
            guard let channel = view[name], channel.field != nil else { continue }
            encodings.append((name, try field(channel, name, columns: &columns)))
        }
        // A sum of the one row each group has keeps the plan's orientation rule (the aggregated one measures),
        // unless the plan's groups would be coarser than the view's: fields that are not drawn split the view's,
        // and a legend's folded colours merge the plan's (which sums them rightly only where marks stack).
        let stacks =
            [.bar, .area].contains(view.mark.type) && view[.x]?.def.stack != VegaStack.none
            && view[.y]?.def.stack != VegaStack.none
        let sums = view.groupsOnly == 0 && (stacks || !foldsColours(columns))
        for (name, var encoding) in encodings {
            if sums, view[name]?.def.aggregate != nil, encoding.type == .number { encoding.aggregate = .sum }
            switch name {
            case .x: request.encoding.x = encoding
            case .y: request.encoding.y = encoding
            case .color, .fill, .stroke: request.encoding.color = request.encoding.color ?? encoding
            case .size: request.encoding.size = encoding
            case .shape: request.encoding.shape = encoding
            default: request.encoding.theta = encoding
            }
        }
        try facet(&columns)
        try constants()
        try orient(spec.mark, columns: &columns)
        request.mark.stacking = try stacking()
        request.mark.stacksInLegendOrder = true
        rows.columns = stackOrder(imputed(columns))
        rows.count = rows.columns.values.first?.count ?? rows.count
        (width, height) = (Self.points(spec.width), Self.points(spec.height))
        if case .step(let step)? = spec.width { widthStep = step }
        if case .step(let step)? = spec.height { heightStep = step }
    }

    private static func points(_ size: VegaSize?) -> Double? {
        if case .points(let points)? = size { return points }
        return nil
    }

    func fail(_ path: String, _ message: String) -> ShipLogError {
        ShipLogError(.badData, source: source, path: path, message: message)
    }

    // MARK: The mark

    private mutating func mark(_ mark: VegaMark) throws -> MarkRequest {
        let kinds: [VegaMarkType: DataMark] = [
            .bar: .bar, .line: .line, .area: .area, .point: .point, .circle: .point, .square: .point, .tick: .tick,
            .rule: .rule, .rect: .rect, .arc: .arc, .boxplot: .boxplot, .errorbar: .errorbar,
        ]
        guard let kind = kinds[mark.type] else {
            throw fail("mark", "\(VisibleText.quoted(mark.type.rawValue)) is not drawn by shipplot yet")
        }
        var request = MarkRequest(kind: kind)
        switch mark.interpolate {
        case nil, "linear": break
        case "monotone": request.smoothing = .monotone
        case "cardinal", "catmull-rom": request.smoothing = .catmullRom
        case let other?:
            throw fail(
                "mark.interpolate",
                "\(VisibleText.quoted(other)) is not drawn by shipplot, expected linear, monotone, cardinal or catmull-rom"
            )
        }
        if let inner = mark.innerRadius {
            // Vega-Lite's radii are points of a 200-point view: the hole's share of its 100-point radius.
            request.innerRadius = min(max(inner / (mark.outerRadius ?? 100), 0), 0.95)
        }
        request.extent = try extent(mark)
        // Bars are seen through as the spec asks (overlaid bars hide each other otherwise); other marks only style.
        if mark.type == .bar {
            request.opacity = mark.opacity ?? view[.opacity]?.def.value?.measure.map { min(max($0, 0), 1) }
        }
        // A fixed shape on a line is drawn by Vega as a symbol on each of its points.
        let shaped = mark.type == .line && view[.shape]?.def.value != nil
        request.pointsOnLine = (mark.point || shaped) && [.line, .area].contains(mark.type)
        for (set, path) in [
            (mark.color != nil, "mark.color"), (mark.opacity != nil && mark.type != .bar, "mark.opacity"),
            (mark.filled != nil, "mark.filled"),
            (mark.strokeWidth != nil, "mark.strokeWidth"), (mark.strokeDash != nil, "mark.strokeDash"),
            (mark.size != nil, "mark.size"), (mark.shape != nil, "mark.shape"),
            (mark.point && ![.line, .area].contains(mark.type), "mark.point"),
            (mark.line, "mark.line"), (mark.orient != nil, "mark.orient"),
            (mark.cornerRadius != nil, "mark.cornerRadius"),
            (mark.thickness != nil, "mark.thickness"), (mark.binSpacing != nil, "mark.binSpacing"),
        ] where set {
            dropped.append(path)
        }
        return request
    }

    private func extent(_ mark: VegaMark) throws -> ErrorExtent? {
        switch (mark.type, mark.extent) {
        case (.boxplot, nil), (.boxplot, .interquartile(1.5)?): return nil
        case (.boxplot, .minMax?): return .minMax
        case (.boxplot, let other?):
            throw fail(
                "mark.extent",
                "whiskers at \(other.json.text()) interquartile ranges are not drawn by shipplot, expected 1.5 or \"min-max\""
            )
        case (.errorbar, nil), (.errorbar, .standardError?): return .stderr
        case (.errorbar, .standardDeviation?): return .stdev
        case (.errorbar, .interquartile?): return .iqr
        case (.errorbar, .confidenceInterval?): return .ci
        case (.errorbar, .minMax?): return .minMax
        default: return nil
        }
    }

    // MARK: Channels

    /// Refuses channels the request has no place for, and channels it cannot combine.
    private func checkChannels() throws {
        let refused: [(VegaChannel, String)] = [
            (.x2, "x2 (a range between two fields)"), (.y2, "y2 (a range between two fields)"),
            (.radius, "radius"), (.detail, "detail"), (.yOffset, "yOffset"), (.order, "order"),
            (.strokeDash, "strokeDash"),
        ]
        for (channel, what) in refused where view[channel]?.field != nil {
            throw fail("encoding.\(channel.rawValue)", "\(what) is not drawn by shipplot yet")
        }
        if view[.size]?.field != nil {
            throw fail(
                "encoding.size", "size by a field is not drawn by shipplot yet: it draws no legend to read sizes by")
        }
        try checkGaps()
        if view[.shape]?.field != nil, ![.point, .circle, .square].contains(view.mark.type) {
            throw fail("encoding.shape", "shape by a field is drawn only for points by shipplot yet")
        }
        if view[.opacity]?.field != nil {
            throw fail("encoding.opacity", "opacity by a field is not drawn by shipplot yet")
        }
        if !view.details.isEmpty { throw fail("encoding.detail", "detail is not drawn by shipplot yet") }
        let colors = [VegaChannel.color, .fill, .stroke].compactMap { view[$0]?.field }
        if Set(colors).count > 1 {
            throw fail("encoding.stroke", "colour by two fields (fill and stroke) is not drawn by shipplot")
        }
        if let offset = view[.xOffset]?.field, offset != view[.color]?.field || view.mark.type != .bar {
            throw fail(
                "encoding.xOffset",
                "bars side by side are drawn by their colour field, expected xOffset on the same field as color")
        }
    }

    /// Refuses a line or area through rows without a number or date on a continuous position: Vega-Lite breaks
    /// the path there, and shipplot would join it across the gap. (A null category is a category of its own.)
    private func checkGaps() throws {
        guard [.line, .area].contains(view.mark.type) else { return }
        for name: VegaChannel in [.x, .y] {
            guard let channel = view[name], let field = channel.field, channel.def.aggregate == nil,
                channel.type == .quantitative || channel.type == .temporal, channel.bins == nil
            else { continue }
            let gaps = view.table.values(field).filter { $0 == .null }.count
            guard gaps > 0 else { continue }
            let rows = gaps == 1 ? "1 row has" : "\(StepFolding.grouped(gaps)) rows have"
            throw fail(
                "mark.invalid",
                "\(rows) no \(VisibleText.quoted(field, limit: 40)), where Vega-Lite breaks the \(view.mark.type.rawValue) "
                    + "and shipplot would join it, expected a filter transform that leaves them out")
        }
    }

    /// One channel's field typed as the spec types it, added to `columns` under its name.
    private mutating func field(
        _ channel: VegaViewChannel, _ name: VegaChannel, columns: inout [String: FieldColumn]
    ) throws -> FieldEncoding {
        guard let field = channel.field else { return FieldEncoding() }
        var encoding = FieldEncoding(field: field)
        encoding.title = channel.title ?? ""
        let values = view.table.values(field)
        let position = name == .x || name == .y
        switch channel.type {
        case .quantitative where channel.bins != nil && !position:
            // Binned sizes and colours are ranges, named as Vega-Lite's legends name them.
            try categorise(field, values, channel: channel, name: name, into: &encoding, columns: &columns)
        case .quantitative:
            encoding.type = .number
            columns[field] = .numbers(values.map { $0.measure ?? .nan })
            if let bins = channel.bins {
                try bin(bins, path: "encoding.\(name.rawValue).bin", into: &encoding, columns: &columns)
            }
        case .temporal where !position && name != .theta:
            try temporalLegend(field, values, channel: channel, name: name, into: &encoding, columns: &columns)
        case .temporal where !Self.isCyclic(channel.timeUnit):
            encoding.type = .date
            columns[field] = .dates(values.map { clock.instant($0) ?? .nan })
            encoding.timeUnit = Self.dateUnit(channel.timeUnit)
        default:
            try categorise(field, values, channel: channel, name: name, into: &encoding, columns: &columns)
        }
        try scale(channel, name, into: &encoding)
        if channel.def.guideHidden {
            dropped.append("encoding.\(name.rawValue).\(name == .x || name == .y ? "axis" : "legend")")
        }
        if channel.def.format != nil { dropped.append("encoding.\(name.rawValue).axis.format") }
        return encoding
    }

    /// Whether the colour channel has more categories than a legend names, so the plan folds the rest into one
    /// (which must not merge their marks).
    private func foldsColours(_ columns: [String: FieldColumn]) -> Bool {
        for name: VegaChannel in [.color, .fill, .stroke] {
            guard let field = view[name]?.field, let column = columns[field] else { continue }
            if case .categories(_, let names) = column, names.count > seriesLimit + 1 { return true }
        }
        return false
    }

    /// The channel as ordered categories; an axis holds at most the plan's limit.
    private func categorise(
        _ field: String, _ values: [VegaValue], channel: VegaViewChannel, name: VegaChannel,
        into encoding: inout FieldEncoding, columns: inout [String: FieldColumn]
    ) throws {
        encoding.type = .category
        let (column, order) = categories(values, channel: channel, name: name)
        if name == .x || name == .y, order.count > ChartPlan.categoryLimit {
            throw fail(
                "encoding.\(name.rawValue)",
                "\(VisibleText.quoted(field, limit: 40)) has \(StepFolding.grouped(order.count)) values, expected at "
                    + "most \(StepFolding.grouped(ChartPlan.categoryLimit)) along an axis (a quantitative type, or a "
                    + "coarser field)")
        }
        columns[field] = column
        encoding.sort = .given(order)
    }

    /// A binned position: each bin's middle, with the bin width, so the plan puts it back in its bin whole (a
    /// bin's start would be clamped into the one before the last edge). Points, lines and ticks sit at the middle,
    /// as Vega-Lite draws them; bars and cells span the bin.
    private mutating func bin(
        _ bins: BinEdges, path: String, into encoding: inout FieldEncoding,
        columns: inout [String: FieldColumn]
    ) throws {
        guard let field = encoding.field, case .numbers(let starts)? = columns[field] else { return }
        columns[field] = .numbers(starts.map { $0 + bins.step / 2 })
        guard [.bar, .rect].contains(request.mark.kind) else { return }
        let offset = (bins.start / bins.step).rounded() * bins.step - bins.start
        guard abs(offset) <= bins.step * 1e-9 else {
            throw fail(
                path, "bins whose edges are not multiples of their width (an anchor) are not drawn by shipplot yet")
        }
        encoding.bin = BinRequest(maxBins: VegaBinning.maximumBins, step: bins.step, nice: true)
    }

    /// Dates on a colour, size or shape: years as numbers on a continuous scale (as Vega-Lite's year legend),
    /// anything else as ordered categories.
    private func temporalLegend(
        _ field: String, _ values: [VegaValue], channel: VegaViewChannel, name: VegaChannel,
        into encoding: inout FieldEncoding, columns: inout [String: FieldColumn]
    ) throws {
        if Self.isCyclic(channel.timeUnit) {
            // Quarters, months, weekdays: a few values that repeat, named as Vega labels them.
            try categorise(field, values, channel: channel, name: name, into: &encoding, columns: &columns)
            return
        }
        guard channel.timeUnit?.parts == [.year] else {
            throw fail(
                "encoding.\(name.rawValue)",
                "a \(name.rawValue) by dates is drawn only by their year or a part of the year (such as month) by "
                    + "shipplot yet")
        }
        encoding.type = .number
        columns[field] = .numbers(values.map { clock.instant($0).map { Double(VegaDates.Fields($0).year) } ?? .nan })
    }

    /// Time units without the year (`month`, `hours`) repeat every year: they chart as ordered categories.
    private static func isCyclic(_ unit: VegaTimeUnit?) -> Bool {
        guard let unit else { return false }
        return !unit.parts.contains(.year)
    }

    /// The date unit that draws a time unit with the year (bars a unit wide), nil for the finer or mixed ones.
    private static func dateUnit(_ unit: VegaTimeUnit?) -> DateUnit? {
        guard let unit, unit.step == 1 else { return nil }
        switch unit.parts {
        case [.year]: return .year
        case [.year, .month]: return .month
        case [.year, .month, .date]: return .day
        case [.year, .month, .date, .hours]: return .hour
        default: return nil
        }
    }
}

extension VegaRequestMapping {
    /// Refuses what the request cannot orient as Vega-Lite does: a line or area that runs up the y axis, a mark
    /// whose `orient` the channels' types contradict. A missing position channel gets a single category, as
    /// Vega-Lite draws one bar, one strip or one point in the middle.
    mutating func orient(_ mark: VegaMark, columns: inout [String: FieldColumn]) throws {
        let (x, y) = (request.encoding.x, request.encoding.y)
        if mark.type == .rule, (x == nil) != (y == nil) {
            throw fail(
                "encoding.\(x == nil ? "y" : "x")",
                "a rule across the whole plot (one position channel) is not drawn by shipplot yet")
        }
        if [.bar, .area, .line].contains(mark.type), let only = x ?? y, (x == nil) != (y == nil), only.aggregate == nil
        {
            // Vega-Lite places such bars at each value, without a length: a mark the request has no words for.
            throw fail(
                "encoding.\(x == nil ? "y" : "x")",
                "a \(mark.type.rawValue) at each value with no other position (nor an aggregate to measure) is not "
                    + "drawn by shipplot yet")
        }
        if mark.type != .arc, x == nil || y == nil {
            for (missing, key) in [(x == nil, "\u{1}x"), (y == nil, "\u{1}y")] where missing {
                columns[key] = .categories(Array(repeating: 0, count: rows.count), names: [""])
                let encoding = FieldEncoding(field: key, type: .category, title: "", sort: .given([""]))
                if key.hasSuffix("x") { request.encoding.x = encoding } else { request.encoding.y = encoding }
            }
            return
        }
        guard let x, let y else { return }
        // The plan's rule: the aggregated one measures; else x measures when only it holds numbers. Vega-Lite's is
        // the same on the spec's own aggregates.
        let horizontal =
            x.aggregate != y.aggregate ? x.aggregate != nil : x.type == .number && y.type != .number && y.bin == nil
        let (xAggregated, yAggregated) = (view[.x]?.def.aggregate != nil, view[.y]?.def.aggregate != nil)
        let vegaHorizontal =
            xAggregated != yAggregated ? xAggregated : x.type == .number && y.type != .number && y.bin == nil
        if horizontal != vegaHorizontal {
            throw fail(
                "encoding",
                "this orientation of the marks (with tooltip fields splitting the groups) is not drawn by shipplot yet")
        }
        if horizontal && (mark.type == .line || mark.type == .area) {
            throw fail(
                "encoding.y",
                "\(mark.type == .area ? "an" : "a") \(mark.type.rawValue) that runs up the y axis is not drawn by shipplot yet"
            )
        }
        if let orient = mark.orient, (orient == .horizontal) != horizontal {
            throw fail(
                "mark.orient", "\(orient.rawValue) marks with these channels' types are not drawn by shipplot yet")
        }
        // Bars, areas and lines measure from zero; their key axis spans its data, as Vega-Lite scales them.
        if [.bar, .area, .line].contains(mark.type), view[horizontal ? .y : .x]?.def.scale.zero == nil {
            if horizontal { request.encoding.y?.scale.zero = nil } else { request.encoding.x?.scale.zero = nil }
        }
    }

    /// Stacked areas with a row missing for some colour at some key: a zero there, as Vega-Lite imputes one,
    /// so every layer runs the whole width and the stack has no holes.
    func imputed(_ columns: [String: FieldColumn]) -> [String: FieldColumn] {
        guard request.mark.kind == .area, request.mark.stacking != DataStacking.none, request.encoding.facet == nil,
            let colorField = request.encoding.color?.field, let keyField = request.encoding.x?.field,
            let measureField = request.encoding.y?.field,
            case .categories(let colors, let colorNames)? = columns[colorField], let keys = columns[keyField],
            case .numbers(var measures)? = columns[measureField]
        else { return columns }
        var present = Set<[Double]>()
        var keyValues: [Double] = []
        for row in 0..<colors.count {
            let key = keys.number(row)
            if !keyValues.contains(key) { keyValues.append(key) }
            present.insert([key, Double(colors[row])])
        }
        var added: [(key: Double, color: Int32)] = []
        for key in keyValues {
            for color in colorNames.indices where !present.contains([key, Double(color)]) {
                added.append((key, Int32(color)))
            }
        }
        guard !added.isEmpty, added.count <= 1_000_000 else { return columns }
        var out = columns
        out[colorField] = .categories(colors + added.map(\.color), names: colorNames)
        measures += added.map { _ in 0 }
        out[measureField] = .numbers(measures)
        switch keys {
        case .numbers(let values): out[keyField] = .numbers(values + added.map(\.key))
        case .dates(let values): out[keyField] = .dates(values + added.map(\.key))
        case .categories(let indices, let names):
            out[keyField] = .categories(indices + added.map { Int32($0.key) }, names: names)
        }
        // Fields no channel reads keep their length: nothing to add there.
        for (field, column) in out where column.count != colors.count + added.count {
            out[field] = column.picking(Array(0..<column.count) + Array(repeating: 0, count: added.count))
        }
        return out
    }

    /// The measure channel's `stack` as the request's stacking; nil for Vega-Lite's default (on top of each other).
    func stacking() throws -> DataStacking? {
        for channel: VegaChannel in [.x, .y, .theta] {
            guard let stack = view[channel]?.def.stack else { continue }
            switch stack {
            case .zero: return .standard
            case .normalize: return .normalized
            case .center: return .center
            case .none: return DataStacking.none
            }
        }
        return nil
    }

    /// Rows in the order Vega-Lite stacks and groups them: bars and areas stack the colour domain's last value at
    /// the bottom and put side-by-side bars in domain order; other marks keep the rows' order.
    func stackOrder(_ columns: [String: FieldColumn]) -> [String: FieldColumn] {
        guard [.bar, .area].contains(request.mark.kind), let field = request.encoding.color?.field,
            case .categories(let indices, _)? = columns[field]
        else { return columns }
        let descending = !request.mark.grouped
        let order = indices.indices.sorted { a, b in
            let (l, r) = (indices[a], indices[b])
            return l != r ? (descending ? l > r : l < r) : a < b
        }
        return columns.mapValues { $0.picking(order) }
    }
}
