// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A bar: vertical when x is a category or date and y a number, horizontal the other way round.
/// Bars that share a position stack by default; bars given a start and an end (ranges, Gantt bars) do not.
nonisolated public struct BarMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A bar from zero (or the stack below it) to `y` at position `x`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>,
        width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        spec = MarkSpec(kind: .bar, x: x.encoding, y: y.encoding, width: width, height: height, stacking: stacking)
    }

    /// A full-height band at `x`, or from `yStart` to `yEnd` points above the plot's top edge when given.
    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
        width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        spec = MarkSpec(
            kind: .bar, x: x.encoding, yFixed: FixedExtent(points: yStart, yEnd), width: width, stacking: stacking)
    }

    /// A full-width band at `y`, or from `xStart` to `xEnd` points from the plot's leading edge when given.
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        spec = MarkSpec(
            kind: .bar, y: y.encoding, xFixed: FixedExtent(points: xStart, xEnd), height: height, stacking: stacking)
    }

    /// A vertical bar at `x` spanning `yStart`…`yEnd` (a range; not stacked).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
        width: MarkDimension = .automatic
    ) {
        spec = MarkSpec(kind: .bar, x: x.encoding, yStart: yStart.encoding, yEnd: yEnd.encoding, width: width)
    }

    /// A horizontal bar at `y` spanning `xStart`…`xEnd`: a Gantt bar.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
        height: MarkDimension = .automatic
    ) {
        spec = MarkSpec(kind: .bar, y: y.encoding, xStart: xStart.encoding, xEnd: xEnd.encoding, height: height)
    }

    /// A band spanning `xStart`…`xEnd` over the full height, or `yStart`…`yEnd` points when given.
    public init<X: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil,
        yEnd: CGFloat? = nil
    ) {
        spec = MarkSpec(
            kind: .bar, xStart: xStart.encoding, xEnd: xEnd.encoding, yFixed: FixedExtent(points: yStart, yEnd))
    }

    /// A band spanning `yStart`…`yEnd` over the full width, or `xStart`…`xEnd` points when given.
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>,
        yEnd: PlottableValue<Y>
    ) {
        spec = MarkSpec(
            kind: .bar, yStart: yStart.encoding, yEnd: yEnd.encoding, xFixed: FixedExtent(points: xStart, xEnd))
    }
}

/// The bar's contract: it grows along its value axis from its base, stacks with bars at the same position, and
/// its annotation sits past its end.
enum BarMarkKind: MarkContract {
    static var stacking: StackingRule { .bars }

    static func resolvePayload(_ spec: MarkSpec, _ mark: ResolvedMark, axes: (x: AxisKind?, y: AxisKind?))
        -> (payload: MarkPayload, valid: Bool)
    {
        (.bar(orientation(mark, x: axes.x, y: axes.y)), true)
    }

    /// Bars grow along the numeric axis from the categorical or binned one; a bar given as a range grows
    /// along the range.
    static func orientation(_ mark: ResolvedMark, x: AxisKind?, y: AxisKind?) -> BarOrientation {
        // A range along x with a number on y is a histogram bar (vertical); with a category it is a Gantt bar.
        if mark.xIsRange && !mark.yIsRange { return y == .number && mark.y != nil ? .vertical : .horizontal }
        if mark.yIsRange && !mark.xIsRange { return x == .number && mark.x != nil ? .horizontal : .vertical }
        if mark.x == nil { return .horizontal }
        // `BarMark(x: .value("Amount", n))` alone is one bar across the plot, split by its series as a stack.
        if mark.y == nil {
            return x == .number && mark.yFixed?.start == nil && mark.yFixed?.end == nil ? .horizontal : .vertical
        }
        switch (x, y) {
        case (.number?, .category?), (.number?, .date?): return .horizontal
        case (.date(_, binned: false)?, .date(_, binned: true)?): return .horizontal
        default: return .vertical
        }
    }

    static func extent(_ mark: ResolvedMark) -> MarkExtent {
        var extent = MarkExtent(x: mark.xBin ?? mark.x, y: mark.yBin ?? mark.y, xValue: mark.x, yValue: mark.y)
        if mark.orientation == .vertical { extent.xBarBase = mark.x } else { extent.yBarBase = mark.y }
        return extent
    }

    static func draw(_ marks: [ResolvedMark], on scene: MarkScene, into drawing: inout MarkDrawing) {
        for mark in marks {
            let rect = bounds(mark, on: scene)
            scene.filledRect(separated(rect, mark, on: scene), mark: mark, into: &drawing.commands)
            drawing.anchor(mark, at: rect)
        }
    }

    /// A stacked segment gives up one point (whole device pixels) on the side where it meets the segment below,
    /// so the background shows between segments and two similar colours never merge into one bar. A gap rather
    /// than a background-coloured stroke, so it stays right over a transparent or styled plot background.
    static func separated(_ rect: Rect, _ mark: ResolvedMark, on scene: MarkScene) -> Rect {
        let vertical = mark.orientation == .vertical
        guard !(vertical ? mark.yIsRange : mark.xIsRange), let span = vertical ? mark.y : mark.x,
            let scale = vertical ? scene.yScale : scene.xScale
        else { return rect }
        // Positive segments sit on the one below at their lower value, negative ones hang from their upper value.
        let joint = span.lower > 0 ? span.lower : span.upper < 0 ? span.upper : nil
        guard let joint else { return rect }
        let gap = max(1, scene.pixelScale.rounded()) / scene.pixelScale
        let length = vertical ? rect.height : rect.width
        guard length > 2 * gap else { return rect }
        let at = scale.position(joint)
        var out = rect
        if vertical {
            out.height -= gap
            if abs(at - rect.minY) < abs(at - rect.maxY) { out.y += gap }
        } else {
            out.width -= gap
            if abs(at - rect.minX) < abs(at - rect.maxX) { out.x += gap }
        }
        return out
    }

    /// The bar's rectangle: across its band (or slot) on the base axis, from its stack's lower to upper value.
    static func bounds(_ mark: ResolvedMark, on scene: MarkScene) -> Rect {
        let plot = scene.plot
        let vertical = mark.orientation == .vertical
        let base =
            vertical
            ? across(
                mark.x, bin: mark.xBin, isRange: mark.xIsRange, fixed: mark.xFixed, scale: scene.xScale,
                edges: (plot.minX, plot.maxX), gap: scene.scales.xBarGap, dimension: mark.width, mark: mark, scene)
            : across(
                mark.y, bin: mark.yBin, isRange: mark.yIsRange, fixed: mark.yFixed, scale: scene.yScale,
                edges: (plot.minY, plot.maxY), gap: scene.scales.yBarGap, dimension: mark.height, mark: mark, scene)
        let value =
            vertical
            ? along(mark.y, fixed: mark.yFixed, scale: scene.yScale, edges: (plot.minY, plot.maxY), scene)
            : along(mark.x, fixed: mark.xFixed, scale: scene.xScale, edges: (plot.minX, plot.maxX), scene)
        // Stacked segments meet on whole device pixels, so no antialiased seam shows between them.
        func edge(_ v: Double) -> Double { (v * scene.pixelScale).rounded() / scene.pixelScale }
        let (x0, x1) = vertical ? base : (edge(value.0), edge(value.1))
        let (y0, y1) = vertical ? (edge(value.0), edge(value.1)) : base
        return Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }

    private static func across(
        _ span: Span?, bin: Span?, isRange: Bool, fixed: FixedExtent?, scale: PlacedScale?,
        edges: (Double, Double), gap: Double?, dimension: MarkDimension, mark: ResolvedMark,
        _ scene: MarkScene
    ) -> (Double, Double) {
        guard let span, let scale else { return scene.fixedExtent(fixed, start: edges.0, end: edges.1) }
        if isRange { return (scale.position(span.lower), scale.position(span.upper)) }
        let sizing = MarkScene.Thickness(
            dimension: dimension, fraction: scene.theme.barFraction, fallback: 10, gap: gap)
        return scene.thickness(span, bin: bin, scale: scale, sizing: sizing, mark: mark)
    }

    private static func along(
        _ span: Span?, fixed: FixedExtent?, scale: PlacedScale?, edges: (Double, Double),
        _ scene: MarkScene
    ) -> (Double, Double) {
        guard let span, let scale else { return scene.fixedExtent(fixed, start: edges.0, end: edges.1) }
        return (scale.position(span.lower), scale.position(span.upper))
    }

    static func automaticAnnotationPosition(_ mark: ResolvedMark) -> AnnotationPosition {
        let vertical = mark.orientation == .vertical
        let negative = (vertical ? mark.y : mark.x).map { $0.upper <= 0 && $0.lower < 0 } ?? false
        return vertical ? (negative ? .bottom : .top) : (negative ? .leading : .trailing)
    }
}
