// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The cairo canvas's last guard, after the point where a `RecordingCanvas` records. cairo draws a NaN
/// coordinate as a stray line without an error, and keeps coordinates in 24.8 fixed point, so beyond about
/// ±8.4 million device units they wrap around. Here non-finite geometry is dropped (resolve already left out
/// non-finite values, so none should arrive) and far-out geometry is clipped to a box around the canvas so
/// large that the clipping changes nothing visible. Ordinary scenes pass through untouched.
package enum CairoSafety {
    /// Half the side of the safe box in device units: half of cairo's fixed-point range, for margin.
    package static let deviceLimit = Double(1 << 22)

    package static func safe(_ commands: [DrawCommand], pixelScale: Double) -> [DrawCommand] {
        let limit = deviceLimit / max(pixelScale, 1)
        return commands.compactMap { safe($0, limit: limit) }
    }

    package static func safe(_ command: DrawCommand, limit: Double) -> DrawCommand? {
        switch command {
        case .fill(let path, let color):
            return clippedArea(path, limit: limit).map { .fill($0, color) }
        case .stroke(let path, let stroke, let color):
            return clippedLine(path, limit: limit).map { .stroke($0, stroke.sanitized, color) }
        case .text(var run):
            guard inside(run.origin, limit), run.font.size.isFinite, run.font.size > 0 else { return nil }
            if !run.angle.isFinite { run.angle = 0 }
            return .text(run)
        case .linearGradient(let path, let from, let to, let stops):
            guard from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite,
                let clipped = clippedArea(path, limit: limit)
            else { return nil }
            return .linearGradient(clipped, from: clamped(from, limit), to: clamped(to, limit), stops: stops)
        case .radialGradient(let path, let center, let startRadius, let endRadius, let stops):
            guard center.x.isFinite, center.y.isFinite, startRadius.isFinite, endRadius.isFinite,
                let clipped = clippedArea(path, limit: limit)
            else { return nil }
            return .radialGradient(
                clipped, center: clamped(center, limit), startRadius: min(max(startRadius, 0), limit),
                endRadius: min(max(endRadius, 0), limit), stops: stops)
        case .gradientStroke(let path, let stroke, let geometry, let stops):
            guard let geometry = safe(geometry, limit: limit), let clipped = clippedLine(path, limit: limit) else {
                return nil
            }
            return .gradientStroke(clipped, stroke.sanitized, geometry, stops: stops)
        case .shadow(let path, let stroke, let color, let radius):
            guard radius.isFinite else { return nil }
            let clipped = stroke == nil ? clippedArea(path, limit: limit) : clippedLine(path, limit: limit)
            return clipped.map { .shadow($0, stroke?.sanitized, color, radius: min(max(radius, 0), 100)) }
        case .pushClip(let rect):
            // Clips come in pairs with `popClip`, so a bad one is widened to the safe box rather than dropped.
            let x0 = clamp(rect.minX, limit), y0 = clamp(rect.minY, limit)
            let x1 = clamp(rect.maxX, limit), y1 = clamp(rect.maxY, limit)
            guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 >= x0, y1 >= y0 else {
                return .pushClip(Rect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit))
            }
            return .pushClip(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        case .popClip, .pushMaskedLayer, .pushMaskLayer, .popMaskLayers, .popEffect:
            return command
        case .pushEffect(.blur(let radius)):
            // Effects come in pairs with `popEffect`, so a bad radius becomes no blur rather than no layer.
            return .pushEffect(.blur(radius: radius.isFinite ? min(max(radius, 0), LayerEffect.maximumBlur) : 0))
        case .pushEffect(.blend):
            return command
        case .image(var placed):
            let corners = [placed.topLeft, placed.topRight, placed.bottomLeft, placed.bottomRight]
            guard corners.allSatisfy({ inside($0, limit) }), placed.opacity.isFinite else { return nil }
            placed.opacity = min(max(placed.opacity, 0), 1)
            return .image(placed)
        case .symbols(var run):
            // A symbol centred outside the safe box is far outside the picture: it is left out. A run that is
            // safe is passed on as it is, not copied (a scatter has tens of thousands).
            guard
                let shape = run.stroke == nil
                    ? clippedArea(run.shape, limit: limit) : clippedLine(run.shape, limit: limit)
            else { return nil }
            let stroke = run.stroke?.sanitized
            guard shape != run.shape || stroke != run.stroke || !run.centers.allSatisfy({ inside($0, limit) }) else {
                return command
            }
            (run.shape, run.stroke) = (shape, stroke)
            run.centers.removeAll { !inside($0, limit) }
            return run.centers.isEmpty ? nil : .symbols(run)
        }
    }

    private static func safe(_ geometry: GradientGeometry, limit: Double) -> GradientGeometry? {
        switch geometry {
        case .linear(let from, let to):
            guard from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite else { return nil }
            return .linear(from: clamped(from, limit), to: clamped(to, limit))
        case .radial(let center, let startRadius, let endRadius):
            guard center.x.isFinite, center.y.isFinite, startRadius.isFinite, endRadius.isFinite else { return nil }
            return .radial(
                center: clamped(center, limit), startRadius: min(max(startRadius, 0), limit),
                endRadius: min(max(endRadius, 0), limit))
        }
    }

    private static func inside(_ p: Point, _ limit: Double) -> Bool {
        abs(p.x) <= limit && abs(p.y) <= limit  // false for NaN too
    }

    private static func clamp(_ v: Double, _ limit: Double) -> Double { min(max(v, -limit), limit) }

    private static func clamped(_ p: Point, _ limit: Double) -> Point {
        Point(x: clamp(p.x, limit), y: clamp(p.y, limit))
    }

    private static func isSafe(_ path: Path, _ limit: Double) -> Bool {
        path.elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): inside(p, limit)
            case .curve(let p, let c1, let c2): inside(p, limit) && inside(c1, limit) && inside(c2, limit)
            case .close: true
            }
        }
    }

    /// The path's subpaths as point lists (a curve outside the box is replaced by its chord), with whether each
    /// was closed.
    private static func polygons(_ path: Path) -> [(points: [Point], closed: Bool)] {
        var result: [(points: [Point], closed: Bool)] = []
        for element in path.elements {
            switch element {
            case .move(let p): result.append(([p], false))
            case .line(let p), .curve(let p, _, _):
                if result.isEmpty { result.append(([], false)) }
                result[result.count - 1].points.append(p)
            case .close:
                if !result.isEmpty { result[result.count - 1].closed = true }
            }
        }
        return result
    }

    /// A filled path clipped to the box (Sutherland–Hodgman on each subpath); subpaths with a non-finite point are
    /// dropped; `nil` when nothing is left.
    package static func clippedArea(_ path: Path, limit: Double) -> Path? {
        if isSafe(path, limit) { return path.elements.isEmpty ? nil : path }
        var out = Path()
        for polygon in polygons(path) where polygon.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
            var points = polygon.points
            // Each edge of the box in turn: keep what lies inside, add crossings.
            let edges: [(inside: (Point) -> Bool, cross: (Point, Point) -> Point)] = [
                ({ $0.x >= -limit }, { a, b in crossX(a, b, -limit) }),
                ({ $0.x <= limit }, { a, b in crossX(a, b, limit) }),
                ({ $0.y >= -limit }, { a, b in crossY(a, b, -limit) }),
                ({ $0.y <= limit }, { a, b in crossY(a, b, limit) }),
            ]
            for edge in edges where !points.isEmpty {
                var kept: [Point] = []
                for (index, current) in points.enumerated() {
                    let previous = points[(index + points.count - 1) % points.count]
                    switch (edge.inside(previous), edge.inside(current)) {
                    case (true, true): kept.append(current)
                    case (true, false): kept.append(edge.cross(previous, current))
                    case (false, true): kept += [edge.cross(previous, current), current]
                    case (false, false): break
                    }
                }
                points = kept
            }
            guard points.count >= 3 else { continue }
            out.elements.append(.move(points[0]))
            out.elements += points.dropFirst().map { .line($0) }
            out.elements.append(.close)
        }
        return out.elements.isEmpty ? nil : out
    }

    /// A stroked path clipped to the box segment by segment (Liang–Barsky); a non-finite point breaks the line
    /// there, as a NaN value does; `nil` when nothing is left.
    package static func clippedLine(_ path: Path, limit: Double) -> Path? {
        if isSafe(path, limit) { return path.elements.isEmpty ? nil : path }
        var out = Path()
        var last: Point?
        for polygon in polygons(path) {
            var points = polygon.points
            if polygon.closed, let first = points.first { points.append(first) }
            for (a, b) in zip(points, points.dropFirst()) {
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite,
                    let (start, end) = clip(a, b, limit: limit)
                else { continue }
                if last != start { out.elements.append(.move(start)) }
                out.elements.append(.line(end))
                last = end
            }
        }
        return out.elements.isEmpty ? nil : out
    }

    /// Where a→b crosses the vertical line at `x`; worked in units of 2^-1000 so no difference overflows.
    private static func crossX(_ a: Point, _ b: Point, _ x: Double) -> Point {
        let s = 0x1p-1000
        let t = (x * s - a.x * s) / (b.x * s - a.x * s)
        return Point(x: x, y: (a.y * s + (b.y * s - a.y * s) * t) / s)
    }

    /// Where a→b crosses the horizontal line at `y`.
    private static func crossY(_ a: Point, _ b: Point, _ y: Double) -> Point {
        let s = 0x1p-1000
        let t = (y * s - a.y * s) / (b.y * s - a.y * s)
        return Point(x: (a.x * s + (b.x * s - a.x * s) * t) / s, y: y)
    }

    /// The part of segment a→b inside the box, or `nil`.
    private static func clip(_ a: Point, _ b: Point, limit: Double) -> (Point, Point)? {
        // Scaled down first, so b - a cannot overflow for coordinates near the largest finite double.
        let s = 1 / limit
        let (ax, ay, dx, dy) = (a.x * s, a.y * s, b.x * s - a.x * s, b.y * s - a.y * s)
        var t0 = 0.0, t1 = 1.0
        for (p, q) in [(-dx, ax + 1), (dx, 1 - ax), (-dy, ay + 1), (dy, 1 - ay)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let r = q / p
            if p < 0 {
                if r > t1 { return nil }
                t0 = max(t0, r)
            } else {
                if r < t0 { return nil }
                t1 = min(t1, r)
            }
        }
        let start = Point(x: (ax + t0 * dx) / s, y: (ay + t0 * dy) / s)
        let end = Point(x: (ax + t1 * dx) / s, y: (ay + t1 * dy) / s)
        return (clamped(start, limit), clamped(end, limit))
    }
}

extension Stroke {
    /// This stroke with a width cairo accepts (finite, not negative) and a dash it accepts (finite, not
    /// negative, not all zero), else the plain line.
    package var sanitized: Stroke {
        var copy = self
        if !width.isFinite || width < 0 { copy.width = 1 }
        copy.width = min(copy.width, 1000)
        if dash.contains(where: { !$0.isFinite || $0 < 0 }) || (!dash.isEmpty && !dash.contains { $0 > 0 }) {
            copy.dash = []
        }
        if !dashPhase.isFinite { copy.dashPhase = 0 }
        return copy
    }
}
