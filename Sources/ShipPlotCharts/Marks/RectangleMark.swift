// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A rectangle: a heat-map cell at a position, or an area between start and end values. Without a size it
/// fills 70 % of the band or bin it sits in (20 pt on a continuous axis).
nonisolated public struct RectangleMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A cell centred on (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>,
        width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) {
        spec = MarkSpec(kind: .rectangle, x: x.encoding, y: y.encoding, width: width, height: height)
    }

    /// The rectangle between `xStart`…`xEnd` and `yStart`…`yEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
        yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        spec = MarkSpec(
            kind: .rectangle, xStart: xStart.encoding, xEnd: xEnd.encoding, yStart: yStart.encoding,
            yEnd: yEnd.encoding)
    }

    /// A rectangle centred on `x` spanning `yStart`…`yEnd`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
        width: MarkDimension = .automatic
    ) {
        spec = MarkSpec(kind: .rectangle, x: x.encoding, yStart: yStart.encoding, yEnd: yEnd.encoding, width: width)
    }

    /// A rectangle centred on `y` spanning `xStart`…`xEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
        height: MarkDimension = .automatic
    ) {
        spec = MarkSpec(kind: .rectangle, y: y.encoding, xStart: xStart.encoding, xEnd: xEnd.encoding, height: height)
    }

    /// A rectangle spanning `xStart`…`xEnd` (data) and `yStart`…`yEnd` points (the full height when nil).
    public init<X: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil,
        yEnd: CGFloat? = nil
    ) {
        spec = MarkSpec(
            kind: .rectangle, xStart: xStart.encoding, xEnd: xEnd.encoding, yFixed: FixedExtent(points: yStart, yEnd))
    }

    /// A rectangle spanning `yStart`…`yEnd` (data) and `xStart`…`xEnd` points (the full width when nil).
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>,
        yEnd: PlottableValue<Y>
    ) {
        spec = MarkSpec(
            kind: .rectangle, yStart: yStart.encoding, yEnd: yEnd.encoding, xFixed: FixedExtent(points: xStart, xEnd))
    }

    /// A rectangle given entirely in points from the plot's top-leading corner (edges when nil).
    public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        spec = MarkSpec(
            kind: .rectangle, xFixed: FixedExtent(points: xStart, xEnd), yFixed: FixedExtent(points: yStart, yEnd))
    }
}

/// The rectangle's contract: a cell across its band or bin on both axes (a heat map), or a range; annotations
/// sit over it.
enum RectangleMarkKind: MarkContract {
    static func draw(_ marks: [ResolvedMark], on scene: MarkScene, into drawing: inout MarkDrawing) {
        for mark in marks {
            let plot = scene.plot
            let xr = extent(
                mark.x, bin: mark.xBin, isRange: mark.xIsRange, fixed: mark.xFixed, scale: scene.xScale,
                edges: (plot.minX, plot.maxX), dimension: mark.width, mark: mark, scene)
            let yr = extent(
                mark.y, bin: mark.yBin, isRange: mark.yIsRange, fixed: mark.yFixed, scale: scene.yScale,
                edges: (plot.minY, plot.maxY), dimension: mark.height, mark: mark, scene)
            let rect = Rect(x: min(xr.0, xr.1), y: min(yr.0, yr.1), width: abs(xr.1 - xr.0), height: abs(yr.1 - yr.0))
            scene.filledRect(rect, mark: mark, into: &drawing.commands)
            drawing.anchor(mark, at: rect)
        }
    }

    private static func extent(
        _ span: Span?, bin: Span?, isRange: Bool, fixed: FixedExtent?, scale: PlacedScale?,
        edges: (Double, Double), dimension: MarkDimension, mark: ResolvedMark,
        _ scene: MarkScene
    ) -> (Double, Double) {
        guard let span, let scale else { return scene.fixedExtent(fixed, start: edges.0, end: edges.1) }
        if isRange { return (scale.position(span.lower), scale.position(span.upper)) }
        // Heat-map cells fill 70 % of their band or bin, or 20 pt on a continuous axis.
        let sizing = MarkScene.Thickness(dimension: dimension, fraction: 0.7, fallback: 20, gap: nil)
        return scene.thickness(span, bin: bin, scale: scale, sizing: sizing, mark: mark)
    }

    static func automaticAnnotationPosition(_ mark: ResolvedMark) -> AnnotationPosition { .overlay }
}
