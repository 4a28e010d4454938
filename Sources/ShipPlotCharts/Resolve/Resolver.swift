// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The resolve stage: types every channel, assigns series, colours, symbols and slots, bins dates and
/// computes stacks.
struct Resolver {
    let spec: ChartSpec
    /// Bins dates given with `unit:` (an input of the pipeline, the renderer's `calendar`).
    let dates: ChartCalendar
    var calendar: Calendar { dates.calendar }

    func resolve() throws -> ResolvedChart {
        let marks = spec.marks
        let settings = spec.settings
        let plots = PlotStandIns(marks)
        let xAxis = try axis(
            named: "x", channels: { ($0.x, $0.xStart, $0.xEnd) }, plotEncodings: plots.x, marks: marks,
            setting: settings.axes.x.scale)
        let yAxis = try axis(
            named: "y", channels: { ($0.y, $0.yStart, $0.yEnd) }, plotEncodings: plots.y, marks: marks,
            setting: settings.axes.y.scale)
        let styles = StyleScales(marks: marks, plotColors: plots.colors, settings: settings.styleScales)
        var (resolved, dropped) = resolveMarks(marks, axes: (xAxis, yAxis), styles: styles)
        let overflowed =
            Stacking.stackBars(&resolved, stacking: marks.map(\.stacking), masked: settings.marks.hasMasks)
            + Stacking.stackAreas(&resolved, stacking: marks.map(\.stacking), masked: settings.marks.hasMasks)
        SectorMarkKind.share(&resolved)

        var diagnostics = dropped.sorted { $0.key.rawValue < $1.key.rawValue }.map { kind, count in
            Self.leftOut(count, of: kind.typeName)
        }
        if overflowed > 0 {
            diagnostics.append(
                ChartDiagnostic(
                    message:
                        "\(overflowed) stacked value\(overflowed == 1 ? "" : "s") left out: the stack adds up past "
                        + "the largest number a chart can place"))
        }
        if let symbols = styles.symbols, symbols.keys.count > BasicChartSymbolShape.cycle.count {
            diagnostics.append(
                ChartDiagnostic(
                    message:
                        "\(symbols.keys.count) symbol values share \(BasicChartSymbolShape.cycle.count) shapes; shapes repeat"
                ))
        }
        diagnostics += resolvePlots(&resolved, standIns: plots, axes: (xAxis, yAxis), colors: styles.colors)
        diagnostics += ViewProblems.diagnostics(marks)
        diagnostics += ViewProblems.diagnostics(legend: settings.legend.view)
        if settings.marks.blurs.invalid > 0 {
            diagnostics.append(BlurredChartContent<Never>.diagnostic(settings.marks.blurs.invalid))
        }
        let polar = !marks.isEmpty && marks.allSatisfy { $0.plot == nil && $0.kind.contract.isPolar }
        return ResolvedChart(
            x: xAxis, y: yAxis, marks: resolved, colors: styles.colors, symbols: styles.symbols,
            dashes: styles.dashes, diagnostics: diagnostics, isPolar: polar,
            components: Self.components(
                settings, angleTotal: polar ? Self.angleTotal(resolved) : nil, lines: Self.lineWidths(marks)))
    }

    /// The widest width a line mark sets with `lineStyle`, and whether any line takes the theme's; nil without
    /// line marks.
    static func lineWidths(_ marks: [MarkSpec]) -> LineWidths? {
        var widths: LineWidths?
        for i in marks.indices where marks[i].kind == .line {
            let mark = marks[i]
            var found = widths ?? LineWidths()
            if let width = mark.style.lineStyle.map({ Double($0.lineWidth) }), width.isFinite {
                found.widest = max(found.widest, min(width, 100))
            } else {
                found.themeWidth = true
            }
            widths = found
        }
        return widths
    }

    /// The settings handed on per component: each axis with its scroll window, the plot area told whether marks
    /// are cut to it.
    static func components(_ settings: ChartSettings, angleTotal: Double?, lines: LineWidths? = nil)
        -> ChartComponents
    {
        var axes = settings.axes
        for orientation in AxisOrientation.allCases { axes[orientation].window = settings.scroll.window(orientation) }
        var plotArea = settings.plotArea
        plotArea.clipsMarks = settings.scroll.clipsMarks
        return ChartComponents(
            axes: axes, legend: settings.legend, plotArea: plotArea, frame: settings.frame, layers: settings.layers,
            markLayers: settings.marks, locale: settings.locale, angleTotal: angleTotal, lines: lines)
    }

    /// What a full turn of a pie stands for: the total of the sector values drawn.
    static func angleTotal(_ marks: [ResolvedMark]) -> Double {
        marks.reduce(0.0) { total, mark in
            guard mark.defined, let value = mark.sector?.value, value > 0 else { return total }
            return total + value
        }
    }

    /// The one-line warning for values left out of a mark or plot type.
    static func leftOut(_ count: Int, of typeName: String) -> ChartDiagnostic {
        ChartDiagnostic(
            message: "\(count) non-finite or out-of-scale value\(count == 1 ? "" : "s") left out of \(typeName)")
    }

    /// Every mark with typed channels, series, style indices and slots; a plot gets a stand-in until
    /// `resolvePlots`. Also counts, per kind, the marks left out for a non-finite or impossible value.
    private func resolveMarks(
        _ marks: [MarkSpec], axes: (x: ResolvedAxis?, y: ResolvedAxis?),
        styles: StyleScales
    ) -> ([ResolvedMark], [MarkKind: Int]) {
        let indices = (x: CategoryIndex(axes.x?.kind), y: CategoryIndex(axes.y?.kind))
        let dodgeKeys = Self.distinct(marks.compactMap { $0.style.positionBy.map { LabelFormat.key($0.value) } })
        let dodgeLookup = Self.lookup(dodgeKeys)
        var dropped: [MarkKind: Int] = [:]
        var resolved: [ResolvedMark] = []
        resolved.reserveCapacity(marks.count)
        for mark in marks {
            let keys = StyleKeys(mark.style)
            let seriesKey =
                mark.series.map { LabelFormat.key($0.value) } ?? keys.color ?? keys.dash ?? keys.symbol ?? ""
            var item = ResolvedMark(
                kind: mark.kind, index: mark.index, seriesKey: seriesKey, style: mark.style,
                width: mark.width, height: mark.height)
            guard mark.plot == nil else {
                resolved.append(item)
                continue
            }
            styles.place(mark, keys: keys, into: &item)
            if let key = mark.style.positionBy.map({ LabelFormat.key($0.value) }) {
                item.dodgeIndex = dodgeLookup[key]
                item.dodgeCount = dodgeKeys.count
            }
            if !position(mark, into: &item, axes: axes, indices: indices) {
                item.defined = false
                dropped[mark.kind, default: 0] += 1
            }
            resolved.append(item)
        }
        return (resolved, dropped)
    }

    /// Types the mark's x and y and its kind's own values; false when one of them is not finite or not valid.
    private func position(
        _ mark: MarkSpec, into item: inout ResolvedMark, axes: (x: ResolvedAxis?, y: ResolvedAxis?),
        indices: (x: CategoryIndex, y: CategoryIndex)
    ) -> Bool {
        item.xFixed = mark.xFixed
        item.yFixed = mark.yFixed
        var finite = true
        if let x = extent(
            mark.x, mark.xStart, mark.xEnd, axis: axes.x, index: indices.x, type: spec.settings.axes.x.scale.type)
        {
            (item.x, item.xBin, item.xIsRange) = (x.span, x.bin, x.isRange)
            finite = finite && x.finite
        }
        if let y = extent(
            mark.y, mark.yStart, mark.yEnd, axis: axes.y, index: indices.y, type: spec.settings.axes.y.scale.type)
        {
            (item.y, item.yBin, item.yIsRange) = (y.span, y.bin, y.isRange)
            finite = finite && y.finite
        }
        let kind = mark.kind.contract.resolvePayload(mark, item, axes: (axes.x?.kind, axes.y?.kind))
        item.payload = kind.payload
        return finite && kind.valid
    }

    /// Resolves every plot in place of its stand-in: data plots first, so function plots can span their extent
    /// too. Returns a warning for each data plot that left values out.
    private func resolvePlots(
        _ resolved: inout [ResolvedMark], standIns: PlotStandIns, axes: (x: ResolvedAxis?, y: ResolvedAxis?),
        colors: StyleDomain?
    ) -> [ChartDiagnostic] {
        guard !standIns.order.isEmpty else { return [] }
        let marks = spec.marks
        let explicitDomain: ClosedRange<Double>?
        if case .numbers(let a, let b)? = spec.settings.axes.x.scale.domain, a.isFinite, b.isFinite, a != b {
            explicitDomain = min(a, b)...max(a, b)
        } else {
            explicitDomain = nil
        }
        let numbersDomain =
            spec.settings.axes.x.scale.domain.map { if case .numbers = $0 { true } else { false } } ?? false
        // Function plots without a domain of their own span the x scale: explicit, else the other marks' extent.
        var functionDomain = explicitDomain ?? Self.xExtent(of: resolved) ?? 0.0...1.0
        var diagnostics: [ChartDiagnostic] = []
        let ordered =
            standIns.order.filter { marks[$0].plot?.function == nil }
            + standIns.order.filter { marks[$0].plot?.function != nil }
        for i in ordered {
            guard let source = marks[i].plot else { continue }
            if source.function != nil, !numbersDomain, let extent = Self.xExtent(of: resolved) {
                functionDomain = extent
            }
            let plot = resolvePlot(
                source, contract: marks[i].kind.contract, axes: axes, colors: colors,
                functionDomain: functionDomain, stats: standIns.stats[i])
            resolved[i].x = plot.xExtent
            resolved[i].y = plot.yExtent
            resolved[i].payload = .plot(plot.points)
            if plot.dropped > 0 && source.function == nil {
                diagnostics.append(Self.leftOut(plot.dropped, of: marks[i].kind.plotTypeName))
            }
        }
        return diagnostics
    }

    /// The x extent of every defined mark and resolved plot, when it is not a single value.
    /// Read in place, as `min()` and `max()` would over the extents (no mark is copied).
    private static func xExtent(of marks: [ResolvedMark]) -> ClosedRange<Double>? {
        var lo: Double?, hi: Double?
        for i in marks.indices where marks[i].defined {
            guard let x = marks[i].x else { continue }
            if lo.map({ x.lower < $0 }) ?? true { lo = x.lower }
            if hi.map({ $0 < x.upper }) ?? true { hi = x.upper }
        }
        guard let lo, let hi, lo < hi else { return nil }
        return lo...hi
    }

    /// What an axis has seen of its values: the first of each kind (for errors), categories in order, a bin unit.
    private struct AxisValues {
        var title: String?
        var categories: [String] = []
        var seen: Set<String> = []
        var firstString: (value: String, mark: Int)?
        var firstNumber: Int?
        var firstDate: Int?
        var unit: (TimeUnit, Calendar?)?

        mutating func visit(_ encoding: Encoding?, _ markIndex: Int) {
            guard let encoding else { return }
            if title == nil { title = encoding.label }
            switch encoding.value {
            case .string(let s):
                if firstString == nil { firstString = (s, markIndex) }
                if seen.insert(s).inserted { categories.append(s) }
            case .number: if firstNumber == nil { firstNumber = markIndex }
            case .date:
                if firstDate == nil { firstDate = markIndex }
                if unit == nil, let component = encoding.unit, let timeUnit = TimeUnit(component) {
                    unit = (timeUnit, encoding.calendar)
                }
            }
        }
    }

    /// Decides an axis's kind from every value placed on it and the scale setting; mixing categories with
    /// numbers or dates is an error.
    private func axis(
        named name: String, channels: (MarkSpec) -> (Encoding?, Encoding?, Encoding?),
        plotEncodings: [[Encoding?]], marks: [MarkSpec], setting: ScaleSetting
    ) throws -> ResolvedAxis? {
        var values = AxisValues()
        if case .values(let domain)? = setting.domain {
            for case .string(let s) in domain where values.seen.insert(s).inserted { values.categories.append(s) }
        }
        // Each mark's channels are read in place; building arrays of them per mark cost more than the rest.
        for markIndex in marks.indices {
            let (a, b, c) = channels(marks[markIndex])
            values.visit(a, markIndex)
            values.visit(b, markIndex)
            values.visit(c, markIndex)
        }
        // Plots are seen after every mark, through stand-ins for their values.
        for (k, list) in plotEncodings.enumerated() {
            for encoding in list { values.visit(encoding, marks.count + k) }
        }
        guard let title = values.title else { return nil }
        func describe(_ markIndex: Int) -> String {
            markIndex < marks.count
                ? "\(marks[markIndex].kind.typeName) #\(markIndex + 1)" : "plot #\(markIndex - marks.count + 1)"
        }
        func mixed(_ message: String) -> ChartError {
            ChartError(stage: .resolve, message: "\(name) mixes \(message); use one kind of value per axis")
        }
        if let string = values.firstString {
            if let other = values.firstNumber ?? values.firstDate {
                let kind = values.firstNumber != nil ? "numbers" : "dates"
                throw mixed(
                    "categories (\"\(string.value)\" in \(describe(string.mark))) with \(kind) (in \(describe(other)))")
            }
            return ResolvedAxis(kind: .category(values.categories), title: title)
        }
        if let date = values.firstDate {
            if let number = values.firstNumber {
                throw mixed("dates (in \(describe(date))) with numbers (in \(describe(number)))")
            }
            let unit = values.unit
            let coordinates = TimeCoordinates(unit: unit?.0 ?? .second, calendar: unit?.1 ?? calendar)
            return ResolvedAxis(kind: .date(coordinates, binned: unit != nil), title: title)
        }
        return ResolvedAxis(kind: .number, title: title)
    }

    private struct Extent {
        var span: Span
        var bin: Span?
        var isRange: Bool
        var finite: Bool
    }

    /// The extent of a mark along one axis, from its value or its start and end.
    private func extent(
        _ value: Encoding?, _ start: Encoding?, _ end: Encoding?, axis: ResolvedAxis?,
        index: CategoryIndex, type: ScaleType?
    ) -> Extent? {
        if let value, let rangeEnd = value.rangeEnd {
            // A bin or interval given as one value: it spans like a start and an end.
            var end = value
            end.value = rangeEnd
            end.rangeEnd = nil
            var start = value
            start.rangeEnd = nil
            return extent(nil, start, end, axis: axis, index: index, type: type)
        }
        if let value {
            let p = position(value, axis: axis, index: index, type: type)
            return Extent(span: .point(p.value), bin: p.bin, isRange: false, finite: p.finite)
        }
        guard let start, let end else { return nil }
        let a = position(start, axis: axis, index: index, type: type)
        let b = position(end, axis: axis, index: index, type: type)
        if case .category = axis?.kind {
            // A category range covers whole bands, from the first band's start to the last band's end.
            let (lo, hi) = (min(a.value, b.value), max(a.value, b.value))
            return Extent(
                span: Span(lower: lo - 0.5, upper: hi + 0.5), bin: nil, isRange: true, finite: a.finite && b.finite)
        }
        // Binned dates cover whole bins: from the start of the first to the end of the last.
        let lower = a.bin?.lower ?? a.value
        let upper = b.bin?.upper ?? b.value
        return Extent(
            span: Span(lower: min(lower, upper), upper: max(lower, upper)), bin: nil, isRange: true,
            finite: a.finite && b.finite)
    }

    /// Converts one value to axis coordinates: a point, plus the band or bin it fills.
    private func position(
        _ encoding: Encoding, axis: ResolvedAxis?, index: CategoryIndex,
        type: ScaleType?
    ) -> (value: Double, bin: Span?, finite: Bool) {
        switch encoding.value {
        case .string(let s):
            let i = Double(index.lookup[s] ?? 0)
            return (i, Span(lower: i - 0.5, upper: i + 0.5), true)
        case .number(let v):
            // Values the scale cannot show (0 on a log scale, 0 under a negative power) are left out, as
            // non-finite ones are.
            let onScale = ScaleTransform(type).apply(v).isFinite
            return (v, nil, v.isFinite && onScale)
        case .date(let date):
            guard case .date(let coordinates, let binned)? = axis?.kind, date.timeIntervalSince1970.isFinite else {
                return (.nan, nil, false)
            }
            if binned && encoding.unit != nil {
                let bin = coordinates.bin(date)
                return ((bin.start + bin.end) / 2, Span(lower: bin.start, upper: bin.end), true)
            }
            return (coordinates.coordinate(date), nil, true)
        }
    }

    static func distinct(_ keys: [String]) -> [String] {
        var seen: Set<String> = []
        return keys.filter { seen.insert($0).inserted }
    }

    static func lookup(_ keys: [String]) -> [String: Int] {
        Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    }
}

/// What resolve knows of each plot before the axes exist: stand-in encodings for axis and colour inference
/// (kinds, categories and extremes), and the one-pass measurement of numeric plots, which resolving reuses.
private struct PlotStandIns {
    /// Offsets of the plots among the chart's marks, in declaration order.
    var order: [Int] = []
    var x: [[Encoding?]] = []
    var y: [[Encoding?]] = []
    var colors: [Encoding?] = []
    var stats: [Int: PlotStats] = [:]

    init(_ marks: [MarkSpec]) {
        for (i, mark) in marks.enumerated() {
            guard let plot = mark.plot else { continue }
            order.append(i)
            let stats = plot.function == nil ? plot.numericPairs.map(PlotStats.init) : nil
            stats.map { self.stats[i] = $0 }
            x.append(Self.encodings(plot, plot.x, label: plot.function?.xLabel, stats: stats, range: stats?.x))
            y.append(Self.encodings(plot, plot.y, label: plot.function?.yLabel, stats: stats, range: stats?.y))
            colors += Resolver.sampleEncodings(plot.colorBy, count: plot.count).map { Optional($0) }
        }
    }

    private static func encodings(
        _ plot: PlotSource, _ channel: PlotChannel?, label functionLabel: String?, stats: PlotStats?,
        range: (min: Double, max: Double)?
    ) -> [Encoding?] {
        if let functionLabel { return [Encoding(label: functionLabel, value: .number(0))] }
        if let stats, let label = channel?.label { return stats.encodings(label, range) }
        return Resolver.sampleEncodings(channel, count: plot.count)
    }
}

/// Category name → band index, built once per axis.
private struct CategoryIndex {
    let lookup: [String: Int]
    init(_ kind: AxisKind?) {
        if case .category(let names)? = kind {
            lookup = Resolver.lookup(names)
        } else {
            lookup = [:]
        }
    }
}
