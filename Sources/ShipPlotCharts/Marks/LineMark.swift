// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A line through points; marks with the same series (or the same `foregroundStyle(by:)` value) form one line,
/// connected in data order.
nonisolated public struct LineMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A point of a line at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .line, x: x.encoding, y: y.encoding)
    }

    /// A point of the line named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>,
        series: PlottableValue<S>
    ) {
        spec = MarkSpec(kind: .line, x: x.encoding, y: y.encoding, series: series.encoding)
    }
}

/// The line's contract: the marks of one series form one stroked path in data order, breaking at undefined
/// values; symbols, when set, sit above every line drawn next to it (a later mark of another kind draws over
/// them, as declared). Plots stream their points through the same path builder
/// and stroke, so a `LinePlot` draws exactly like the equivalent `LineMark`s.
enum LineMarkKind: MarkContract {
    static var drawsAsSeries: Bool { true }
    static var drawsPlotFromPairs: Bool { true }
    static var holdsSymbols: Bool { true }
    static var isFilled: Bool { false }

    static func draw(_ marks: [ResolvedMark], on scene: MarkScene, into drawing: inout MarkDrawing) {
        guard let first = marks.first else { return }
        if let points = first.plotPoints { return drawPlot(points, mark: first, on: scene, into: &drawing) }
        var line = LinePathBuilder(style: first.style, dashed: first.dashIndex != nil, scene: scene)
        for mark in marks {
            if mark.defined, mark.x != nil || mark.xFixed != nil, mark.y != nil || mark.yFixed != nil {
                if let p = scene.point(mark) { line.add(p) }
            } else {
                line.breakRun()
            }
        }
        line.breakRun()
        drawing.commands += stroke(
            line.path, style: first.style, dashIndex: first.dashIndex, color: scene.color(first),
            scene: scene, paint: scene.paint(first))
        for mark in marks where mark.defined {
            if let view = scene.symbolViewSpec(mark) {
                if let center = scene.point(mark) {
                    drawing.overlay +=
                        scene.symbolView(view, mark: mark, center: center, tally: &drawing.nested).commands
                }
            } else if mark.style.symbol != nil || mark.symbolIndex != nil,
                let (symbol, _) = PointMarkKind.symbol(for: mark, on: scene)
            {
                drawing.overlay.append(symbol)
            }
        }
        for mark in marks where mark.defined {
            if let p = scene.point(mark) {
                drawing.anchor(mark, at: Rect(x: p.x - 4, y: p.y - 4, width: 8, height: 8))
            }
        }
    }

    /// A plot's lines: each series streams its points, straight from the caller's memory when it can, through
    /// the same path builder and stroke as a series of marks, so no point becomes a value of its own.
    private static func drawPlot(
        _ points: PlotPoints, mark: ResolvedMark, on scene: MarkScene, into drawing: inout MarkDrawing
    ) {
        guard let xs = scene.xScale, let ys = scene.yScale else { return }
        if let pairs = points.pairs {
            var line = LinePathBuilder(style: mark.style, dashed: false, scene: scene)
            pairs { _, x, y in
                guard x.isFinite, y.isFinite else { return line.breakRun() }
                line.add(Point(x: xs.position(x), y: ys.position(y)))
            }
            line.breakRun()
            drawing.commands += stroke(
                line.path, style: mark.style, dashIndex: nil, color: scene.color(mark), scene: scene,
                paint: scene.paint(mark))
            return
        }
        points.forEachSeries { colorIndex, offsets in
            var line = LinePathBuilder(style: mark.style, dashed: false, scene: scene)
            for i in offsets {
                let x = points.x(i), y = points.y(i)
                guard x.isFinite, y.isFinite else {
                    line.breakRun()
                    continue
                }
                line.add(Point(x: xs.position(x), y: ys.position(y)))
            }
            line.breakRun()
            let color = scene.color(style: mark.style, colorIndex: colorIndex, colorValue: nil)
            drawing.commands += stroke(
                line.path, style: mark.style, dashIndex: nil, color: color, scene: scene,
                paint: scene.paint(style: mark.style, colorIndex: colorIndex, color: color))
        }
    }

    /// The stroke commands of one line: round caps and joins unless styled, the series' dash when dashed by
    /// value. A long opaque solid round line is stroked in pieces: the same pixels, and cairo's stroker then
    /// needs memory for one piece at a time rather than the whole line. A gradient or shadow (`paint`) strokes
    /// the whole line at once, so the gradient spans the line's bounds.
    static func stroke(
        _ path: Path, style: MarkStyle, dashIndex: Int?, color: RGBA, scene: MarkScene, paint: _ShapePaint? = nil
    ) -> [DrawCommand] {
        guard !path.elements.isEmpty else { return [] }
        let theme = scene.theme
        let dashByValue = dashIndex.map { theme.dashCycle[$0 % theme.dashCycle.count] } ?? []
        let strokes = scene.chart.dashes?.explicitStrokes ?? []
        let scaled = dashIndex.flatMap { strokes.indices.contains($0) ? strokes[$0] : nil }
        let stroke = Stroke(
            style.lineStyle ?? scaled, width: theme.lineWidth, cap: dashByValue.isEmpty ? .round : .butt,
            join: .round, dash: dashByValue)
        if let paint {
            return StylePainter(theme: theme).stroke(
                path, stroke, paint: paint, bounds: style.alignsToPlot ? scene.plot : nil)
        }
        let pieces =
            color.alpha == 1 && stroke.join == .round && stroke.cap == .round && stroke.dash.isEmpty
            ? path.pieces(ofAtMost: 1024) : [path]
        return pieces.filter { !$0.elements.isEmpty }.map { .stroke($0, stroke, color) }
    }
}

/// Builds one line's path from streamed points: runs break at missing points, and each run is thinned per
/// pixel column (M4, see Thinning.swift) when the line is solid and straight-segmented, or kept exactly.
struct LinePathBuilder {
    let method: InterpolationMethod.Kind
    let thin: Bool
    let plotWidth: Double
    let pixelScale: Double
    private(set) var path = Path()
    private var run: Thinning.Accumulator
    private var exact: [Point] = []

    init(style: MarkStyle, dashed: Bool, scene: MarkScene) {
        method = style.interpolation?.kind ?? .linear
        // Thinning keeps the picture of solid lines with round or bevel joins; dashes and miter tips would move.
        thin =
            scene.thinsDenseLines && method == .linear && !dashed
            && style.lineStyle.map { $0.dash.isEmpty && $0.lineJoin != .miter } != false
        (plotWidth, pixelScale) = (scene.plot.width, scene.pixelScale)
        run = Thinning.Accumulator(plotWidth: plotWidth, pixelScale: pixelScale)
    }

    mutating func add(_ p: Point) {
        if thin { run.add(p) } else { exact.append(p) }
    }

    /// Ends the current run (at a missing point, or at the end of the data).
    mutating func breakRun() {
        let points = thin ? run.finish() : exact
        if !points.isEmpty { Curves.append(points, method: method, to: &path) }
        run = Thinning.Accumulator(plotWidth: plotWidth, pixelScale: pixelScale)
        exact = []
    }
}
