// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A straight line: `RuleMark(y:)` is a horizontal threshold across the plot, `RuleMark(x:)` a vertical marker;
/// the start/end forms draw segments. Rules are 1 pt wide by default.
nonisolated public struct RuleMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A vertical rule at `x` over the full height, or from `yStart` to `yEnd` points below the plot's top.
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        spec = MarkSpec(kind: .rule, x: x.encoding, yFixed: FixedExtent(points: yStart, yEnd))
    }

    /// A horizontal rule at `y` over the full width, or from `xStart` to `xEnd` points from the leading edge.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rule, y: y.encoding, xFixed: FixedExtent(points: xStart, xEnd))
    }

    /// A vertical segment at `x` from `yStart` to `yEnd` (data values).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rule, x: x.encoding, yStart: yStart.encoding, yEnd: yEnd.encoding)
    }

    /// A vertical segment `x` points from the leading edge (the middle when nil), from `yStart` to `yEnd`.
    public init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rule, yStart: yStart.encoding, yEnd: yEnd.encoding, xFixed: FixedExtent(points: x, x))
    }

    /// A horizontal segment at `y` from `xStart` to `xEnd` (data values).
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rule, y: y.encoding, xStart: xStart.encoding, xEnd: xEnd.encoding)
    }

    /// A horizontal segment `y` points below the top (the middle when nil), from `xStart` to `xEnd`.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        spec = MarkSpec(kind: .rule, xStart: xStart.encoding, xEnd: xEnd.encoding, yFixed: FixedExtent(points: y, y))
    }
}

/// The rule's contract: a segment across the plot at a value, or between two values; 1 pt wide unless styled.
enum RuleMarkKind: MarkContract {
    static var isFilled: Bool { false }

    static func draw(_ marks: [ResolvedMark], on scene: MarkScene, into drawing: inout MarkDrawing) {
        for mark in marks {
            guard var (a, b) = ends(mark, on: scene), a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else {
                continue
            }
            if let offset = mark.style.offset {
                a = Point(x: a.x + offset.xStart, y: a.y + offset.yStart)
                b = Point(x: b.x + offset.xEnd, y: b.y + offset.yEnd)
            }
            let stroke = Stroke(mark.style.lineStyle, width: scene.theme.ruleWidth)
            // A style that is more than a colour (a gradient, a blend mode) strokes the rule through the painter.
            if let paint = scene.paint(mark), !paint.isPlainColor {
                drawing.commands += StylePainter(theme: scene.theme).stroke(.segment(a, b), stroke, paint: paint)
            } else {
                drawing.commands.append(.stroke(.segment(a, b), stroke, scene.color(mark)))
            }
            drawing.anchor(
                mark, at: Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y)))
        }
    }

    /// The rule's two ends: along a range when it has one, else across the plot (or its fixed extent).
    private static func ends(_ mark: ResolvedMark, on scene: MarkScene) -> (Point, Point)? {
        let plot = scene.plot
        let xs = scene.xScale, ys = scene.yScale
        if let x = mark.x, let xs, mark.xIsRange {
            // A horizontal segment between two x values.
            let y = scene.position(mark.y, fixed: mark.yFixed, scale: ys, start: plot.minY, end: plot.maxY) ?? plot.midY
            return (Point(x: xs.position(x.lower), y: y), Point(x: xs.position(x.upper), y: y))
        }
        if let y = mark.y, let ys, mark.yIsRange {
            let x = scene.position(mark.x, fixed: mark.xFixed, scale: xs, start: plot.minX, end: plot.maxX) ?? plot.midX
            return (Point(x: x, y: ys.position(y.lower)), Point(x: x, y: ys.position(y.upper)))
        }
        if let y = mark.y, let ys {
            let py = ys.position(y.mid)
            let (x0, x1) = scene.fixedExtent(mark.xFixed, start: plot.minX, end: plot.maxX)
            return (Point(x: x0, y: py), Point(x: x1, y: py))
        }
        if let x = mark.x, let xs {
            let px = xs.position(x.mid)
            let (y0, y1) = scene.fixedExtent(mark.yFixed, start: plot.minY, end: plot.maxY)
            return (Point(x: px, y: y0), Point(x: px, y: y1))
        }
        return nil
    }
}
