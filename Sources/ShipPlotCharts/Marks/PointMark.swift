// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A symbol at a position: a circle 8 pt across unless `.symbol` or `.symbolSize` say otherwise.
nonisolated public struct PointMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A point at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .point, x: x.encoding, y: y.encoding)
    }

    /// A point at `y`, `x` points from the plot's leading edge (its middle when nil): a 1-D strip plot.
    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .point, y: y.encoding, xFixed: FixedExtent(points: x, x))
    }

    /// A point at `x`, `y` points from the plot's top edge (its middle when nil).
    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        spec = MarkSpec(kind: .point, x: x.encoding, yFixed: FixedExtent(points: y, y))
    }
}

/// The point's contract: a symbol at a position, sized by its area; annotations sit above it.
enum PointMarkKind: MarkContract {
    static func draw(_ marks: [ResolvedMark], on scene: MarkScene, into drawing: inout MarkDrawing) {
        if let first = marks.first, let points = first.plotPoints {
            return drawPlot(points, mark: first, on: scene, into: &drawing)
        }
        for mark in marks {
            if let view = scene.symbolViewSpec(mark) {
                guard let center = scene.point(mark) else { continue }
                let (commands, bounds) = scene.symbolView(view, mark: mark, center: center, tally: &drawing.nested)
                drawing.commands += commands
                drawing.anchor(mark, at: bounds)
                continue
            }
            guard let (command, bounds) = symbol(for: mark, on: scene) else { continue }
            // A gradient or shadow fills the symbol over its own square.
            if case .fill(let path, _) = command, let paint = scene.paint(mark) {
                drawing.commands += StylePainter(theme: scene.theme).fill(path, bounds: bounds, paint: paint)
            } else {
                drawing.commands.append(command)
            }
            drawing.anchor(mark, at: bounds)
        }
    }

    /// The point count above which a point plot draws one symbol per pixel and colour.
    static let thinningThreshold = 2_000
    /// The most symbols a thinned plot draws: past it, cells of 2, 4, … pixels square stand for one.
    static let symbolBudget = 50_000

    /// A plot's symbols, streamed from its points with the mark's symbol and size. Past
    /// ``thinningThreshold`` points (unless the mark asks for `.drawsEveryPoint()`), one symbol is kept per
    /// device pixel (per point in PDF and SVG) and colour: the last to land there, drawn in the points' order, so
    /// the colour on top stays on top and a point alone in its pixel (an outlier) is always drawn. While more than
    /// ``symbolBudget`` would be drawn, cells of 2, 4, … pixels square are merged the same way, so the work and
    /// the file are bounded however many points there are.
    private static func drawPlot(
        _ points: PlotPoints, mark: ResolvedMark, on scene: MarkScene, into drawing: inout MarkDrawing
    ) {
        guard let xs = scene.xScale, let ys = scene.yScale else { return }
        let size = scene.symbolSide(mark)
        let shape = scene.symbolShape(mark)
        func position(_ i: Int) -> Point? {
            let x = points.x(i), y = points.y(i)
            guard x.isFinite, y.isFinite else { return nil }
            return Point(x: xs.position(x), y: ys.position(y))
        }
        // Symbols of one colour drawn one after another are one run: a PDF or SVG writes the shape once.
        var run: SymbolRun?
        func flush() {
            if let run, !run.centers.isEmpty { drawing.commands.append(.symbols(run)) }
            run = nil
        }
        func draw(_ i: Int) {
            guard let p = position(i) else { return }
            let color = scene.color(
                style: mark.style, colorIndex: points.elementColor?(i), colorValue: points.elementColorValue?(i))
            if run?.color != color {
                flush()
                run = SymbolShapes.run(shape, size: size, color: color)
            }
            run!.centers.append(p)
        }
        defer { flush() }
        guard points.count > thinningThreshold, mark.style.drawsEveryPoint != true else {
            for i in 0..<points.count { draw(i) }
            return
        }
        let scale = scene.pixelScale
        let kept = PixelThinning.kept(count: points.count, budget: symbolBudget) { i in
            position(i).map { p in
                PixelThinning.Key(
                    x: Int32(clamping: Int(saturating: (p.x * scale).rounded(.down))),
                    y: Int32(clamping: Int(saturating: (p.y * scale).rounded(.down))),
                    color: Int32(clamping: points.elementColor?(i) ?? -1))
            }
        }
        for i in kept { draw(i) }
    }

    /// The mark's symbol at its point, and the square it covers; nil when the mark has no point.
    static func symbol(for mark: ResolvedMark, on scene: MarkScene) -> (DrawCommand, Rect)? {
        guard let center = scene.point(mark) else { return nil }
        let size = scene.symbolSide(mark)
        let command = SymbolShapes.command(
            scene.symbolShape(mark), center: center, size: size, color: scene.color(mark))
        return (command, Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size))
    }
}
