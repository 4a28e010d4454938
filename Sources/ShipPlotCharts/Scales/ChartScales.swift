// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The scales stage's output: ready position scales and the style scales (colours, symbols).
struct ChartScales: Sendable {
    var x: PositionScale?
    var y: PositionScale?
    /// Colour of each key of the resolved colour domain, in legend order.
    var colors: [RGBA]
    /// For a continuous colour scale: the gradient's stops, resolved.
    var colorGradient: [GradientStop]
    /// Symbol of each key of the resolved symbol domain.
    var symbols: [BasicChartSymbolShape]
    /// The app's own shape for each key, where `chartSymbolScale` gave one: drawn instead of `symbols`.
    var customSymbols: [SymbolViewSpec?] = []
    /// Problems with scroll windows (a bad visible length, a start outside the data).
    var diagnostics: [ChartDiagnostic] = []
    /// The asset colours no catalog gave among the colour scale's own colours.
    var unknownColors = UnknownAssetColors()

    /// Smallest gap between distinct bar positions on a numeric base axis, for automatic bar widths.
    var xBarGap: Double? { x?.barGap }
    var yBarGap: Double? { y?.barGap }

    /// The colour of a value on the continuous colour scale.
    func continuousColor(_ value: Double, domain: ClosedRange<Double>) -> RGBA {
        guard let first = colorGradient.first, let last = colorGradient.last else { return RGBA(hex: 0x8E8E93) }
        let span = domain.upperBound - domain.lowerBound
        let t = span > 0 ? min(max((value - domain.lowerBound) / span, 0), 1) : 0.5
        if t <= first.offset { return first.color }
        for i in colorGradient.indices.dropFirst() where t <= colorGradient[i].offset {
            let a = colorGradient[i - 1], b = colorGradient[i]
            return RGBA.mix(a.color, b.color, b.offset > a.offset ? (t - a.offset) / (b.offset - a.offset) : 0)
        }
        return last.color
    }
}

/// The scales stage: builds position scales from resolved marks (unions every extent, adds zero to numeric
/// axes as Swift Charts does unless told otherwise, applies explicit domains, pads single values so no scale
/// divides by zero, takes band padding from the theme) and the colour and symbol scales.
struct ScaleBuilder {
    let chart: ResolvedChart
    let theme: Theme
    private var axes: AxisPair<AxisSettings> { chart.components.axes }

    func build() -> ChartScales {
        // One pass over the marks, reading fields in place: copying marks cost more than building the scales.
        var xSpans: [Span] = [], ySpans: [Span] = [], xBars: [Span] = [], yBars: [Span] = []
        var xValues: [Span] = [], yValues: [Span] = []
        var verticalBars = false
        // Zero joins a numeric axis unless every mark on the chart says its kind does without it.
        var includesZero = true, anyMark = false, valuesKnown = true
        xSpans.reserveCapacity(chart.marks.count)
        ySpans.reserveCapacity(chart.marks.count)
        for i in chart.marks.indices where chart.marks[i].defined {
            let extent = chart.marks[i].extent
            includesZero = (anyMark && includesZero) || extent.includesZero
            anyMark = true
            valuesKnown = valuesKnown && extent.valuesKnown
            if let span = extent.x { xSpans.append(span) }
            if let span = extent.y { ySpans.append(span) }
            if let x = extent.xValue { xValues.append(x) }
            if let y = extent.yValue { yValues.append(y) }
            if let x = extent.xBarBase { xBars.append(x) }
            if let y = extent.yBarBase { yBars.append(y) }
            if chart.marks[i].isVerticalBar { verticalBars = true }
        }
        var unknown = UnknownAssetColors()
        let (colors, gradient, symbols) = styleScales(noting: &unknown)
        let xGap = barGap(xBars, axis: chart.x), yGap = barGap(yBars, axis: chart.y)
        var diagnostics: [ChartDiagnostic] = []
        let xDomain = scrolled(
            domain(
                chart.x ?? Self.declared(axes.x.scale), spans: xSpans, setting: axes.x.scale,
                includesZero: includesZero), .x,
            diagnostics: &diagnostics)
        let yDomain = scrolled(
            domain(
                chart.y ?? Self.declared(axes.y.scale), spans: ySpans, setting: axes.y.scale,
                includesZero: includesZero), .y,
            diagnostics: &diagnostics)
        var scales = ChartScales(
            // A plot's values are not all seen, so its axes are never known to hold only whole numbers.
            x: xDomain.map {
                position(
                    $0, setting: axes.x.scale, values: valuesKnown ? xValues : [], barGap: xGap,
                    bars: verticalBars, barPositions: xBars.map(\.lower))
            },
            y: yDomain.map {
                position(
                    $0, setting: axes.y.scale, values: valuesKnown ? yValues : [], barGap: yGap,
                    bars: false, barPositions: yBars.map(\.lower))
            },
            colors: colors, colorGradient: gradient, symbols: symbols,
            customSymbols: chart.symbols?.customSymbols ?? [])
        scales.x?.window = bandWindow(xDomain, .x, diagnostics: &diagnostics)
        scales.y?.window = bandWindow(yDomain, .y, diagnostics: &diagnostics)
        scales.diagnostics = diagnostics
        scales.unknownColors = unknown
        if scales.x == nil && scales.y == nil && !chart.isPolar {
            // No data at all: still draw the frame and axes, over 0…1, so an empty chart reads as empty.
            let empty = PositionDomain.linear(lower: 0, upper: 1, nice: false, transform: .identity)
            scales.x = position(empty, setting: axes.x.scale, values: [], barGap: nil, bars: false)
            scales.y = position(empty, setting: axes.y.scale, values: [], barGap: nil, bars: false)
        }
        return scales
    }

    /// The colour palette, the continuous gradient and the symbol cycle, each honouring explicit scale settings;
    /// the asset colours no catalog gave among the explicit colours (all a style draws with) noted in `unknown`.
    private func styleScales(noting unknown: inout UnknownAssetColors) -> (
        [RGBA], [GradientStop], [BasicChartSymbolShape]
    ) {
        var colors: [RGBA] = []
        if let domain = chart.colors {
            for i in domain.keys.indices {
                guard let explicit = domain.explicitColors[i] else {
                    colors.append(theme.paletteColor(i))
                    continue
                }
                theme.note(explicit, in: &unknown)
                colors.append(theme.resolve(explicit))
            }
        }
        var gradient: [GradientStop] = []
        if let domain = chart.colors, domain.continuous != nil {
            let source = domain.gradient ?? theme.defaultGradient
            gradient = source.stops.map {
                GradientStop(offset: Double($0.location), color: theme.resolve($0.color, noting: &unknown))
            }
        }
        let symbols =
            chart.symbols.map { domain in
                domain.keys.indices.map { i in
                    (domain.explicitSymbols.indices.contains(i) ? domain.explicitSymbols[i] : nil)
                        ?? BasicChartSymbolShape.cycle[i % BasicChartSymbolShape.cycle.count]
                }
            } ?? []
        return (colors, gradient, symbols)
    }

    /// A domain made a scale: direction, integrality, band padding and range padding settled once.
    private func position(
        _ domain: PositionDomain, setting: ScaleSetting, values: [Span], barGap: Double?,
        bars: Bool, barPositions: [Double] = []
    ) -> PositionScale {
        let padding = setting.range ?? .plotDimension()
        // The outermost bars' half slots: the range leaves room for them (see `PositionScale.barSlots`).
        var slots: Span?
        if let gap = barGap, let first = barPositions.min(), let last = barPositions.max() {
            slots = Span(lower: first - gap / 2, upper: last + gap / 2)
        }
        return PositionScale(
            domain: domain, reversed: reversed(setting),
            integral: integral(values), barGap: barGap, carriesBars: bars,
            paddingInner: 1 - theme.barFraction, paddingOuter: theme.bandPaddingOuter,
            startPadding: padding.startPadding, endPadding: padding.endPadding, positions: padding.positions,
            barSlots: slots)
    }

    private func reversed(_ setting: ScaleSetting) -> Bool {
        if case .automatic(_, let reversed?)? = setting.domain { return reversed }
        if case .numbers(let a, let b)? = setting.domain { return a > b }
        return false
    }

    private func integral(_ spans: [Span]) -> Bool {
        !spans.isEmpty && spans.allSatisfy { $0.lower == $0.lower.rounded() && $0.upper == $0.upper.rounded() }
    }

    /// The smallest distance between distinct base positions of bars on a numeric axis.
    private func barGap(_ bars: [Span], axis: ResolvedAxis?) -> Double? {
        guard axis?.kind == .number else { return nil }
        let positions = bars.filter { $0.lower == $0.upper }.map(\.lower)
        guard !positions.isEmpty else { return nil }
        let sorted = Array(Set(positions)).sorted()
        var gap = Double.infinity
        for i in sorted.indices.dropFirst() { gap = min(gap, sorted[i] - sorted[i - 1]) }
        return gap.isFinite ? gap : 1
    }

    /// A number domain after the user's change: the smallest and largest finite number it returns.
    private static func modified(_ bounds: [Double], by modifier: DomainModifier) -> (Double, Double)? {
        let numbers = modifier.apply(bounds.map { .number($0) }).compactMap { value -> Double? in
            if case .number(let v) = value, v.isFinite { return v }
            return nil
        }
        guard let lower = numbers.min(), let upper = numbers.max() else { return nil }
        return (lower, upper)
    }

    /// Category names after the user's change; an empty result keeps the inferred names.
    private static func modified(_ names: [String], by modifier: DomainModifier) -> [String] {
        let changed = modifier.apply(names.map { .string($0) }).compactMap { value -> String? in
            if case .string(let name) = value { return name }
            return nil
        }
        return changed.isEmpty ? names : changed
    }

    /// A number axis's domain: the setting's range, or the data's extent (with zero and the user's change) padded
    /// when it is a single value. The outermost bars get their room from the range (`PositionScale.barSlots`).
    private func numberDomain(
        spans: [Span], setting: ScaleSetting, includesZero marksIncludeZero: Bool
    ) -> PositionDomain {
        let transform = ScaleTransform(setting.type)
        if case .numbers(let a, let b)? = setting.domain, a.isFinite, b.isFinite, a != b,
            transform != .log || min(a, b) > 0
        {
            return .linear(lower: min(a, b), upper: max(a, b), nice: false, transform: transform)
        }
        var includesZero = marksIncludeZero && transform != .log
        if case .automatic(let zero?, _)? = setting.domain { includesZero = zero && transform != .log }
        var lower = includesZero ? 0.0 : Double.infinity
        var upper = includesZero ? 0.0 : -Double.infinity
        for span in spans where span.lower.isFinite && span.upper.isFinite {
            lower = min(lower, span.lower)
            upper = max(upper, span.upper)
        }
        if let modifier = setting.modifyInferredDomain, lower.isFinite, upper.isFinite,
            let changed = Self.modified([lower, upper], by: modifier)
        {
            (lower, upper) = changed
        }
        if !lower.isFinite || !upper.isFinite {
            (lower, upper) = transform == .log ? (1, 10) : (0, 1)
        }
        if lower == upper {
            // A single value: pad around it so nothing divides by zero.
            if transform == .log {
                (lower, upper) = (lower / 10, upper * 10)
            } else {
                let pad = lower == 0 ? 1 : abs(lower) * 0.1
                (lower, upper) = (lower == 0 ? 0 : lower - pad, upper + pad)
            }
        }
        return .linear(lower: lower, upper: upper, nice: true, transform: transform)
    }

    /// A number axis no mark plots on but whose domain the chart sets (`chartYScale(domain: 0...14)` over
    /// rectangles that span the height): Swift Charts still draws its axis.
    private static func declared(_ setting: ScaleSetting) -> ResolvedAxis? {
        guard case .numbers(let a, let b)? = setting.domain, a.isFinite, b.isFinite, a != b else { return nil }
        return ResolvedAxis(kind: .number, title: "")
    }

    private func domain(
        _ axis: ResolvedAxis?, spans: [Span], setting: ScaleSetting, includesZero marksIncludeZero: Bool
    ) -> PositionDomain? {
        guard let axis else { return nil }
        switch axis.kind {
        case .category(let names):
            return .band(setting.modifyInferredDomain.map { Self.modified(names, by: $0) } ?? names)
        case .number:
            return numberDomain(
                spans: spans, setting: setting, includesZero: marksIncludeZero)
        case .date(let coordinates, let binned):
            if case .dates(let a, let b)? = setting.domain, a != b {
                let (ca, cb) = (coordinates.coordinate(a), coordinates.coordinate(b))
                return .time(coordinates, lower: min(ca, cb), upper: max(ca, cb), binned: binned)
            }
            let finite = spans.filter { $0.lower.isFinite && $0.upper.isFinite }
            guard var lower = finite.map(\.lower).min(), var upper = finite.map(\.upper).max() else {
                return .time(coordinates, lower: 0, upper: 1, binned: binned)
            }
            if lower == upper {
                // One instant: show the day around it.
                let day = coordinates.unitsPerDay
                (lower, upper) = (lower - day / 2, upper + day / 2)
            }
            return .time(coordinates, lower: lower, upper: upper, binned: binned)
        }
    }
}
