// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Paths for the eight symbol shapes, each sized so shapes of the same `size` look equally heavy.
enum SymbolShapes {
    /// Shapes drawn as strokes rather than fills.
    static func isStroked(_ shape: BasicChartSymbolShape) -> Bool {
        shape.kind == .asterisk
    }

    /// How a mark draws `shape`: outlined when hollow (`strokeBorder`), stroked for the line-only asterisk,
    /// filled otherwise.
    static func command(_ shape: BasicChartSymbolShape, center: Point, size: Double, color: RGBA) -> DrawCommand {
        let path = path(shape, center: center, size: size)
        guard let stroke = stroke(shape, size: size) else { return .fill(path, color) }
        return .stroke(path, stroke, color)
    }

    /// An empty run of `shape` in `color`: its outline around (0, 0) and the stroke that draws it, as
    /// ``command(_:center:size:color:)`` draws one.
    static func run(_ shape: BasicChartSymbolShape, size: Double, color: RGBA) -> SymbolRun {
        SymbolRun(
            shape: path(shape, center: Point(x: 0, y: 0), size: size), stroke: stroke(shape, size: size), color: color)
    }

    /// The stroke a symbol is drawn with; nil for a filled one.
    private static func stroke(_ shape: BasicChartSymbolShape, size: Double) -> Stroke? {
        if let width = shape.hollowLineWidth { return Stroke(width: width, join: .round) }
        if isStroked(shape) { return Stroke(width: max(1, size / 5), cap: .round) }
        return nil
    }

    /// The path of `shape` centred on `center`; `size` is the side of the square of the same area.
    static func path(_ shape: BasicChartSymbolShape, center c: Point, size s: Double) -> Path {
        switch shape.kind {
        case .circle:
            return .circle(center: c, radius: s / 2)
        case .square:
            let side = s * 0.9
            return .rect(Rect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side))
        case .triangle:
            return regular(
                sides: 3, center: Point(x: c.x, y: c.y + s * 0.1), radius: s * 0.62, rotation: -Double.pi / 2)
        case .diamond:
            return regular(sides: 4, center: c, radius: s * 0.62, rotation: -Double.pi / 2)
        case .pentagon:
            return regular(sides: 5, center: c, radius: s * 0.56, rotation: -Double.pi / 2)
        case .plus:
            return plus(center: c, size: s, rotation: 0)
        case .cross:
            return plus(center: c, size: s, rotation: Double.pi / 4)
        case .asterisk:
            var p = Path()
            for k in 0..<3 {
                let angle = Double(k) * Double.pi / 3 + Double.pi / 2
                let dx = cos(angle) * s / 2, dy = sin(angle) * s / 2
                p.move(to: Point(x: c.x - dx, y: c.y - dy))
                p.line(to: Point(x: c.x + dx, y: c.y + dy))
            }
            return p
        }
    }

    private static func regular(sides: Int, center c: Point, radius r: Double, rotation: Double) -> Path {
        .polygon(
            (0..<sides).map { k in
                let angle = rotation + Double(k) * 2 * Double.pi / Double(sides)
                return Point(x: c.x + cos(angle) * r, y: c.y + sin(angle) * r)
            })
    }

    /// A filled plus sign with arms a third of its size thick.
    private static func plus(center c: Point, size s: Double, rotation: Double) -> Path {
        let a = s * 0.55, t = s * 0.18
        let outline: [(Double, Double)] = [
            (-t, -a), (t, -a), (t, -t), (a, -t), (a, t), (t, t), (t, a), (-t, a), (-t, t),
            (-a, t), (-a, -t), (-t, -t),
        ]
        let cosR = cos(rotation), sinR = sin(rotation)
        return .polygon(outline.map { x, y in Point(x: c.x + x * cosR - y * sinR, y: c.y + x * sinR + y * cosR) })
    }
}
