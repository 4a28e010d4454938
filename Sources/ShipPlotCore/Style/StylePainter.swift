// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Turns a shape style that is more than one colour into draw commands: a gradient laid over a shape's bounds,
/// and a soft drop shadow drawn first, under the shape.
package struct StylePainter {
    package let theme: Theme

    /// `path` filled with `paint`, its gradient's unit points placed in `bounds`.
    package func fill(_ path: Path, bounds: Rect, paint: _ShapePaint) -> [DrawCommand] {
        var commands = shadow(path, stroke: nil, paint: paint)
        switch paint.fill {
        case .color(let color):
            commands.append(.fill(path, theme.resolve(color).withAlpha(paint.opacity)))
        case .linear(let gradient, let start, let end):
            let (from, to) = Self.ends(start, end, in: bounds)
            commands.append(.linearGradient(path, from: from, to: to, stops: stops(gradient, paint.opacity)))
        case .radial(let gradient, let center, let startRadius, let endRadius):
            commands.append(
                .radialGradient(
                    path, center: Self.place(center, in: bounds), startRadius: startRadius, endRadius: endRadius,
                    stops: stops(gradient, paint.opacity)))
        }
        return blended(commands, paint)
    }

    /// `path` stroked with `paint`; a gradient spans `bounds` (nil: the stroke's own bounds).
    package func stroke(_ path: Path, _ stroke: Stroke, paint: _ShapePaint, bounds: Rect? = nil) -> [DrawCommand] {
        var commands = shadow(path, stroke: stroke, paint: paint)
        let bounds = bounds ?? path.bounds.insetBy(-stroke.width / 2)
        switch paint.fill {
        case .color(let color):
            commands.append(.stroke(path, stroke, theme.resolve(color).withAlpha(paint.opacity)))
        case .linear(let gradient, let start, let end):
            let (from, to) = Self.ends(start, end, in: bounds)
            commands.append(
                .gradientStroke(path, stroke, .linear(from: from, to: to), stops: stops(gradient, paint.opacity)))
        case .radial(let gradient, let center, let startRadius, let endRadius):
            let geometry = GradientGeometry.radial(
                center: Self.place(center, in: bounds), startRadius: startRadius, endRadius: endRadius)
            commands.append(.gradientStroke(path, stroke, geometry, stops: stops(gradient, paint.opacity)))
        }
        return blended(commands, paint)
    }

    /// `commands` in a layer composited with the style's blend mode, when it has one.
    private func blended(_ commands: [DrawCommand], _ paint: _ShapePaint) -> [DrawCommand] {
        guard let mode = paint.blend else { return commands }
        return [.pushEffect(.blend(mode))] + commands + [.popEffect]
    }

    /// The shadow under `path` (filled when `stroke` is nil), moved by the shadow's offset.
    private func shadow(_ path: Path, stroke: Stroke?, paint: _ShapePaint) -> [DrawCommand] {
        guard let shadow = paint.shadow, shadow.radius.isFinite, shadow.x.isFinite, shadow.y.isFinite else {
            return []
        }
        let color = theme.resolve(shadow.color).withAlpha(paint.opacity)
        guard color.alpha > 0 else { return [] }
        let moved = path.offsetBy(x: shadow.x, y: shadow.y)
        return [.shadow(moved, stroke, color, radius: min(max(shadow.radius, 0), 100))]
    }

    private func stops(_ gradient: Gradient, _ opacity: Double) -> [GradientStop] {
        gradient.stops.map {
            let location = Double($0.location)
            return GradientStop(
                offset: location.isFinite ? min(max(location, 0), 1) : 0,
                color: theme.resolve($0.color).withAlpha(opacity))
        }
    }

    package static func place(_ unit: UnitPoint, in rect: Rect) -> Point {
        Point(x: rect.minX + Double(unit.x) * rect.width, y: rect.minY + Double(unit.y) * rect.height)
    }

    /// The gradient's ends in `rect`; a gradient across a flat rectangle (a level line) gets a 1 pt run, so it
    /// still has a direction.
    package static func ends(_ start: UnitPoint, _ end: UnitPoint, in rect: Rect) -> (Point, Point) {
        var from = place(start, in: rect), to = place(end, in: rect)
        if from == to {
            to = Point(x: from.x + Double(end.x - start.x).sign(), y: from.y + Double(end.y - start.y).sign())
            if from == to { from.y -= 0.5; to.y += 0.5 }
        }
        return (from, to)
    }

    package init(theme: Theme) {
        self.theme = theme
    }
}

extension Path {
    /// The ellipse inscribed in `rect`, as four cubic quarter arcs.
    package static func ellipse(in rect: Rect) -> Path {
        let k = 0.5522847498
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        var path = Path()
        path.move(to: Point(x: cx + rx, y: cy))
        path.curve(
            to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
            control2: Point(x: cx + k * rx, y: cy + ry))
        path.curve(
            to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
            control2: Point(x: cx - rx, y: cy + k * ry))
        path.curve(
            to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
            control2: Point(x: cx - k * rx, y: cy - ry))
        path.curve(
            to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
            control2: Point(x: cx + rx, y: cy - k * ry))
        path.close()
        return path
    }
}

extension Double {
    fileprivate func sign() -> Double { self > 0 ? 0.5 : self < 0 ? -0.5 : 0 }
}

extension Path {
    /// The smallest rectangle holding every point of the path, control points included (empty at the origin).
    package var bounds: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            guard p.x.isFinite, p.y.isFinite else { return }
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path moved by `x`, `y` points.
    package func offsetBy(x: Double, y: Double) -> Path {
        guard x != 0 || y != 0 else { return self }
        func move(_ p: Point) -> Point { Point(x: p.x + x, y: p.y + y) }
        var moved = Path()
        moved.elements = elements.map { element in
            switch element {
            case .move(let p): .move(move(p))
            case .line(let p): .line(move(p))
            case .curve(let p, let c1, let c2): .curve(move(p), control1: move(c1), control2: move(c2))
            case .close: .close
            }
        }
        return moved
    }
}
