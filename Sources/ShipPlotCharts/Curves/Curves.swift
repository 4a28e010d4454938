// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Turns runs of pixel-space points into path segments for each interpolation method (d3-shape's curves).
enum Curves {
    /// Appends a curve through `points` to `path`. With `continuing`, the first point is joined with a line
    /// instead of starting a new sub-path (used for the return edge of areas).
    static func append(
        _ points: [Point], method: InterpolationMethod.Kind, to path: inout Path, continuing: Bool = false
    ) {
        guard let first = points.first else { return }
        if continuing { path.line(to: first) } else { path.move(to: first) }
        guard points.count > 1 else { return }
        switch method {
        case .linear:
            for p in points.dropFirst() { path.line(to: p) }
        case .catmullRom(let alpha):
            if points.count == 2 {
                path.line(to: points[1])
            } else {
                catmullRom(points, alpha: alpha, into: &path)
            }
        case .cardinal(let tension):
            if points.count == 2 { path.line(to: points[1]) } else { cardinal(points, tension: tension, into: &path) }
        case .monotone:
            if points.count == 2 { path.line(to: points[1]) } else { monotoneX(points, into: &path) }
        case .stepStart, .stepCenter, .stepEnd:
            step(points, method: method, into: &path)
        }
    }

    /// d3's centripetal Catmull-Rom (`catmullRom.js`): endpoints are duplicated, and each segment uses its
    /// neighbours' distances raised to `alpha`; then held to the data (`floored`).
    static func catmullRom(_ p: [Point], alpha: Double, into path: inout Path) {
        var controls = alpha == 0 ? cardinalControls(p, tension: 0) : catmullRomControls(p, alpha: alpha)
        floored(&controls, through: p)
        for (i, c) in controls.enumerated() { path.curve(to: p[i + 1], control1: c.0, control2: c.1) }
    }

    /// The Bézier control points of d3's centripetal Catmull-Rom, one pair per segment.
    static func catmullRomControls(_ p: [Point], alpha: Double) -> [(Point, Point)] {
        let n = p.count
        func point(_ i: Int) -> Point { p[min(max(i, 0), n - 1)] }
        func distance(_ a: Point, _ b: Point) -> Double {
            ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
        }
        let epsilon = 1e-12
        return (0..<(n - 1)).map { i in
            let p0 = point(i - 1), p1 = point(i), p2 = point(i + 1), p3 = point(i + 2)
            let d01 = i == 0 ? 0 : distance(p0, p1)
            let d12 = distance(p1, p2)
            let d23 = i + 2 >= n ? 0 : distance(p2, p3)
            let a01 = pow(d01, alpha), a12 = pow(d12, alpha), a23 = pow(d23, alpha)
            let b01 = pow(d01, 2 * alpha), b12 = pow(d12, 2 * alpha), b23 = pow(d23, 2 * alpha)
            var c1 = p1
            if a01 > epsilon {
                let a = 2 * b01 + 3 * a01 * a12 + b12
                let m = 3 * a01 * (a01 + a12)
                c1 = Point(x: (p1.x * a - p0.x * b12 + p2.x * b01) / m, y: (p1.y * a - p0.y * b12 + p2.y * b01) / m)
            }
            var c2 = p2
            if a23 > epsilon {
                let b = 2 * b23 + 3 * a23 * a12 + b12
                let m = 3 * a23 * (a23 + a12)
                c2 = Point(x: (p2.x * b + p1.x * b23 - p3.x * b12) / m, y: (p2.y * b + p1.y * b23 - p3.y * b12) / m)
            }
            return (c1, c2)
        }
    }

    /// Holds a smooth curve to its data: it never passes below the run's lowest point (so counts never draw
    /// under their zero baseline), and a stretch between two equal values is drawn level (no dip, no bump).
    ///
    /// A cubic Bézier lies inside the hull of its four control points, so a segment stays at or above a floor
    /// when both its control points do, and is level when they are. A segment's floor is the run's lowest
    /// point. At each data point the two handles (incoming and outgoing) are collinear, so the curve is smooth
    /// there; scaling the vertical part of both by one factor keeps them collinear. The factor is the largest in
    /// 0...1 that lifts every handle at the point onto its floor — 1 (no change) when none is below — and 0 (a
    /// level tangent) next to a level segment. A smaller drop never pushes the other segment at the point under
    /// its floor, which is never above the point, so one pass suffices.
    static func floored(_ controls: inout [(Point, Point)], through p: [Point]) {
        // Pixel space: y grows downwards, so "below" is a larger y and the lowest point has the largest y.
        guard let lowest = p.map(\.y).max(), lowest.isFinite else { return }
        func factor(_ handle: Double, _ at: Double, segment: Int) -> Double {
            if p[segment].y == p[segment + 1].y { return handle == at ? 1 : 0 }
            return handle > lowest && handle > at ? max(0, (lowest - at) / (handle - at)) : 1
        }
        for i in p.indices {
            var k = 1.0
            if i < controls.count { k = min(k, factor(controls[i].0.y, p[i].y, segment: i)) }
            if i > 0 { k = min(k, factor(controls[i - 1].1.y, p[i].y, segment: i - 1)) }
            guard k < 1 else { continue }
            if i < controls.count { controls[i].0.y = p[i].y + k * (controls[i].0.y - p[i].y) }
            if i > 0 { controls[i - 1].1.y = p[i].y + k * (controls[i - 1].1.y - p[i].y) }
        }
    }

    /// d3's cardinal spline (`cardinal.js`) with tension in 0...1.
    static func cardinal(_ p: [Point], tension: Double, into path: inout Path) {
        for (i, c) in cardinalControls(p, tension: tension).enumerated() {
            path.curve(to: p[i + 1], control1: c.0, control2: c.1)
        }
    }

    /// The Bézier control points of d3's cardinal spline, one pair per segment.
    static func cardinalControls(_ p: [Point], tension: Double) -> [(Point, Point)] {
        let n = p.count
        let k = (1 - tension) / 6
        func point(_ i: Int) -> Point { p[min(max(i, 0), n - 1)] }
        return (0..<(n - 1)).map { i in
            let p0 = point(i - 1), p1 = point(i), p2 = point(i + 1), p3 = point(i + 2)
            return (
                Point(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y)),
                Point(x: p2.x - k * (p3.x - p1.x), y: p2.y - k * (p3.y - p1.y))
            )
        }
    }

    /// d3's `monotoneX` (Steffen's method): never overshoots between points.
    static func monotoneX(_ p: [Point], into path: inout Path) {
        let n = p.count
        func sign(_ v: Double) -> Double { v < 0 ? -1 : 1 }
        var slopes = [Double](repeating: 0, count: n)
        func secant(_ i: Int) -> Double {
            let h = p[i + 1].x - p[i].x
            return h != 0 ? (p[i + 1].y - p[i].y) / h : 0
        }
        for i in 1..<(n - 1) {
            let h0 = p[i].x - p[i - 1].x, h1 = p[i + 1].x - p[i].x
            let s0 = h0 != 0 ? (p[i].y - p[i - 1].y) / h0 : (h1 < 0 ? -0.0 : 0)
            let s1 = h1 != 0 ? (p[i + 1].y - p[i].y) / h1 : (h0 < 0 ? -0.0 : 0)
            let q = (s0 * h1 + s1 * h0) / (h0 + h1)
            let value = (sign(s0) + sign(s1)) * min(abs(s0), abs(s1), 0.5 * abs(q))
            slopes[i] = value.isFinite ? value : 0
        }
        func endSlope(_ i: Int, _ inner: Double) -> Double {
            let h = p[i == 0 ? 1 : i].x - p[i == 0 ? 0 : i - 1].x
            return h != 0 ? (3 * secant(i == 0 ? 0 : i - 1) - inner) / 2 : inner
        }
        slopes[0] = n > 2 ? endSlope(0, slopes[1]) : secant(0)
        slopes[n - 1] = n > 2 ? endSlope(n - 1, slopes[n - 2]) : secant(0)
        for i in 0..<(n - 1) {
            let dx = (p[i + 1].x - p[i].x) / 3
            path.curve(
                to: p[i + 1], control1: Point(x: p[i].x + dx, y: p[i].y + dx * slopes[i]),
                control2: Point(x: p[i + 1].x - dx, y: p[i + 1].y - dx * slopes[i + 1]))
        }
    }

    /// Horizontal-then-vertical steps (`step.js`): the value changes at the start, middle or end of each interval.
    static func step(_ p: [Point], method: InterpolationMethod.Kind, into path: inout Path) {
        for i in 1..<p.count {
            let a = p[i - 1], b = p[i]
            switch method {
            case .stepStart:
                path.line(to: Point(x: a.x, y: b.y))
            case .stepEnd:
                path.line(to: Point(x: b.x, y: a.y))
            default:
                let mid = (a.x + b.x) / 2
                path.line(to: Point(x: mid, y: a.y))
                path.line(to: Point(x: mid, y: b.y))
            }
            path.line(to: b)
        }
    }
}
