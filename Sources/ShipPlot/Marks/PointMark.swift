// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A symbol at a position: a circle 8 pt across unless `.symbol` or `.symbolSize` say otherwise.
public struct PointMark: ChartContent, PrimitiveMark {
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
            if let view = mark.style.symbolView {
                guard let center = scene.point(mark) else { continue }
                let (commands, bounds) = scene.symbolView(view, mark: mark, center: center)
                drawing.commands += commands
                drawing.anchors.append((mark, bounds))
                continue
            }
            guard let (command, bounds) = symbol(for: mark, on: scene) else { continue }
            // A gradient or shadow fills the symbol over its own square.
            if case .fill(let path, _) = command, let paint = scene.paint(mark) {
                drawing.commands += StylePainter(theme: scene.theme).fill(path, bounds: bounds, paint: paint)
            } else {
                drawing.commands.append(command)
            }
            drawing.anchors.append((mark, bounds))
        }
    }

    /// A plot's symbols, streamed from its points with the mark's symbol and size. Above 2,000 points, symbols
    /// landing on the same quarter device pixel with the same colour draw identically, so only one is kept.
    private static func drawPlot(
        _ points: PlotPoints, mark: ResolvedMark, on scene: MarkScene, into drawing: inout MarkDrawing
    ) {
        guard let xs = scene.xScale, let ys = scene.yScale else { return }
        let size = scene.symbolSide(mark)
        let shape = scene.symbolShape(mark)
        var seen: Set<Int64> = []
        let cell = 4 * scene.pixelScale
        for i in 0..<points.count {
            let x = points.x(i), y = points.y(i)
            guard x.isFinite, y.isFinite else { continue }
            let p = Point(x: xs.position(x), y: ys.position(y))
            let colorIndex = points.elementColor?(i)
            let color = scene.color(style: mark.style, colorIndex: colorIndex, colorValue: points.elementColorValue?(i))
            if points.count > 2000 {
                let key =
                    Int64((p.x * cell).rounded()) &* 1_000_003 &+ Int64((p.y * cell).rounded()) &* 31
                    &+ Int64(colorIndex ?? -1)
                if !seen.insert(key).inserted { continue }
            }
            drawing.commands.append(SymbolShapes.command(shape, center: p, size: size, color: color))
        }
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
