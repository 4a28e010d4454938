// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Transformations of drawn view commands: clipping, shadows, rotation, opacity, and the final confinement to
/// the image.
package enum ViewGeometry {
    /// Every point of `command` mapped by `f` (clip rectangles by their corners' bounding box).
    package static func mapPoints(_ command: DrawCommand, _ f: (Point) -> Point) -> DrawCommand {
        func path(_ p: Path) -> Path {
            var copy = p
            copy.transform(f)
            return copy
        }
        switch command {
        case .fill(let p, let color): return .fill(path(p), color)
        case .stroke(let p, let stroke, let color): return .stroke(path(p), stroke, color)
        case .text(var run):
            run.origin = f(run.origin)
            return .text(run)
        case .linearGradient(let p, let from, let to, let stops):
            return .linearGradient(path(p), from: f(from), to: f(to), stops: stops)
        case .radialGradient(let p, let center, let r0, let r1, let stops):
            return .radialGradient(path(p), center: f(center), startRadius: r0, endRadius: r1, stops: stops)
        case .gradientStroke(let p, let stroke, let geometry, let stops):
            let moved: GradientGeometry
            switch geometry {
            case .linear(let from, let to): moved = .linear(from: f(from), to: f(to))
            case .radial(let c, let r0, let r1): moved = .radial(center: f(c), startRadius: r0, endRadius: r1)
            }
            return .gradientStroke(path(p), stroke, moved, stops: stops)
        case .shadow(let p, let stroke, let color, let radius):
            return .shadow(path(p), stroke, color, radius: radius)
        case .pushClip(let r):
            let corners = [
                Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY),
                Point(x: r.maxX, y: r.maxY),
            ].map(f)
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let minX = xs.min()!, minY = ys.min()!
            return .pushClip(Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY))
        case .popClip, .pushMaskedLayer, .pushMaskLayer, .popMaskLayers, .pushEffect, .popEffect: return command
        case .image(let placed): return .image(placed.mapped(f))
        case .symbols(var run):
            // The shape moves as a vector: the map is affine (moves, turns, scales), so f(c + p) = f(c) + f(p) − f(0).
            let origin = f(Point(x: 0, y: 0))
            run.shape = path(run.shape)
            run.shape.transform { Point(x: $0.x - origin.x, y: $0.y - origin.y) }
            run.centers = run.centers.map(f)
            return .symbols(run)
        }
    }

    /// Every colour of `command` mapped by `f`.
    package static func mapColors(_ command: DrawCommand, _ f: (RGBA) -> RGBA) -> DrawCommand {
        switch command {
        case .fill(let p, let color): return .fill(p, f(color))
        case .stroke(let p, let stroke, let color): return .stroke(p, stroke, f(color))
        case .text(var run):
            run.color = f(run.color)
            return .text(run)
        case .linearGradient(let p, let from, let to, let stops):
            return .linearGradient(p, from: from, to: to, stops: faded(stops, f))
        case .radialGradient(let p, let center, let r0, let r1, let stops):
            return .radialGradient(p, center: center, startRadius: r0, endRadius: r1, stops: faded(stops, f))
        case .gradientStroke(let p, let stroke, let geometry, let stops):
            return .gradientStroke(p, stroke, geometry, stops: faded(stops, f))
        case .shadow(let p, let stroke, let color, let radius):
            return .shadow(p, stroke, f(color), radius: radius)
        case .pushClip, .popClip, .pushMaskedLayer, .pushMaskLayer, .popMaskLayers, .pushEffect, .popEffect:
            return command
        case .image(var placed):
            // An image keeps its own colours; only the opacity a colour map gives white applies to it.
            placed.opacity = f(RGBA(red: 1, green: 1, blue: 1, alpha: placed.opacity)).alpha
            return .image(placed)
        case .symbols(var run):
            run.color = f(run.color)
            return .symbols(run)
        }
    }

    private static func faded(_ stops: [GradientStop], _ f: (RGBA) -> RGBA) -> [GradientStop] {
        stops.map { GradientStop(offset: $0.offset, color: f($0.color)) }
    }

    package static func faded(_ commands: [DrawCommand], by opacity: Double) -> [DrawCommand] {
        commands.map { mapColors($0) { $0.withAlpha(opacity) } }
    }

    package static func rotated(_ commands: [DrawCommand], by radians: Double, around c: Point) -> [DrawCommand] {
        let cosA = cos(radians), sinA = sin(radians)
        return commands.map { command in
            var turned = mapPoints(command) { p in
                let dx = p.x - c.x, dy = p.y - c.y
                return Point(x: c.x + dx * cosA - dy * sinA, y: c.y + dx * sinA + dy * cosA)
            }
            if case .text(var run) = turned {
                run.angle += radians
                turned = .text(run)
            }
            return turned
        }
    }

    /// Soft shadows of the shapes, and text copies, moved by `dx`, `dy` in the shadow colour.
    package static func shadow(of commands: [DrawCommand], color: RGBA, radius: Double, dx: Double, dy: Double)
        -> [DrawCommand]
    {
        let blur = min(max(radius, 0), 100)
        return commands.flatMap(\.placements).compactMap { command in
            switch mapPoints(command, { Point(x: $0.x + dx, y: $0.y + dy) }) {
            case .fill(let p, let ink): return .shadow(p, nil, color.withAlpha(ink.alpha), radius: blur)
            case .linearGradient(let p, _, _, _), .radialGradient(let p, _, _, _, _):
                return .shadow(p, nil, color, radius: blur)
            case .stroke(let p, let stroke, let ink):
                return .shadow(p, stroke, color.withAlpha(ink.alpha), radius: blur)
            case .gradientStroke(let p, let stroke, _, _): return .shadow(p, stroke, color, radius: blur)
            case .text(var run):
                run.color = color.withAlpha(run.color.alpha)
                return .text(run)
            case .shadow, .pushClip, .popClip, .pushMaskedLayer, .pushMaskLayer, .popMaskLayers, .pushEffect,
                .popEffect, .image, .symbols:
                // Clips are not copied: the shadow commands before the child's own would unbalance them.
                return nil
            }
        }
    }

    /// `commands` inside `shape` (when given) and `frame`: fills that cover the frame take the shape's outline,
    /// images are masked by it; the rest are clipped to the frame.
    package static func clipped(_ commands: [DrawCommand], to shape: Path?, frame: Rect) -> [DrawCommand] {
        var result: [DrawCommand] = [.pushClip(frame)]
        for command in commands {
            switch command {
            case .fill(let p, let color) where shape != nil && covers(p, frame):
                result.append(.fill(shape!, color))
            case .linearGradient(let p, let from, let to, let stops) where shape != nil && covers(p, frame):
                result.append(.linearGradient(shape!, from: from, to: to, stops: stops))
            case .radialGradient(let p, let center, let r0, let r1, let stops) where shape != nil && covers(p, frame):
                result.append(.radialGradient(shape!, center: center, startRadius: r0, endRadius: r1, stops: stops))
            case .image where shape != nil:
                // An image is seen through the shape (a photo's rounded corners).
                result += [.pushMaskedLayer, command, .pushMaskLayer, .fill(shape!, RGBA(red: 0, green: 0, blue: 0))]
                result.append(.popMaskLayers)
            default:
                result.append(command)
            }
        }
        result.append(.popClip)
        return result
    }

    /// Whether `path` is a rectangle containing `frame` (a colour or rectangle filling it).
    private static func covers(_ path: Path, _ frame: Rect) -> Bool {
        guard path.elements.count == 5, path.elements.allSatisfy({ if case .curve = $0 { false } else { true } })
        else { return false }
        let b = path.bounds
        return b.minX <= frame.minX + 0.5 && b.minY <= frame.minY + 0.5 && b.maxX >= frame.maxX - 0.5
            && b.maxY >= frame.maxY - 0.5
    }

    /// `commands` with non-finite ones dropped and every point kept within `bounds` widened by its size on each
    /// side; text starting and symbols centred outside that are dropped.
    package static func confined(_ commands: [DrawCommand], to bounds: Rect) -> [DrawCommand] {
        let margin = max(bounds.width, bounds.height, 1)
        let box = Rect(
            x: bounds.x - margin, y: bounds.y - margin, width: bounds.width + 2 * margin,
            height: bounds.height + 2 * margin)
        func clamp(_ p: Point) -> Point {
            Point(
                x: p.x.isFinite ? min(max(p.x, box.minX), box.maxX) : box.minX,
                y: p.y.isFinite ? min(max(p.y, box.minY), box.maxY) : box.minY)
        }
        return commands.compactMap { command in
            if case .text(let run) = command {
                let o = run.origin
                guard o.x.isFinite, o.y.isFinite, run.angle.isFinite, o.x >= box.minX, o.x <= box.maxX,
                    o.y >= box.minY, o.y <= box.maxY
                else { return nil }
                return command
            }
            if case .symbols(var run) = command {
                // A symbol is kept whole or left out, as text is: its centre decides. Most runs are inside and
                // passed on as they are, not copied.
                let inside = { (p: Point) in p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY }
                let shapeInside = run.shape.elements.allSatisfy { element in
                    switch element {
                    case .move(let p), .line(let p): inside(p)
                    case .curve(let p, let c1, let c2): inside(p) && inside(c1) && inside(c2)
                    case .close: true
                    }
                }
                if shapeInside, run.centers.allSatisfy(inside) { return command }
                run.centers.removeAll { !inside($0) }
                run.shape.transform(clamp)
                return run.centers.isEmpty ? nil : .symbols(run)
            }
            return mapPoints(command, clamp)
        }
    }
}
