// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A point in points (user space), y down.
package struct Point: Equatable, Sendable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// An axis-aligned rectangle in points.
package struct Rect: Equatable, Sendable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package var minX: Double { x }
    package var minY: Double { y }
    package var maxX: Double { x + width }
    package var maxY: Double { y + height }
    package var midX: Double { x + width / 2 }
    package var midY: Double { y + height / 2 }
    /// Whether every edge is a real coordinate.
    package var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// This rectangle shrunk by `amount` on every side (never below zero size).
    package func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// One element of a path.
package enum PathElement: Equatable, Sendable {
    case move(Point)
    case line(Point)
    case curve(Point, control1: Point, control2: Point)
    case close
}

/// A vector path in points, built by the scene and replayed by a canvas; also SwiftUI's `Path` (its public API
/// is in Views/PathShape.swift).
public struct Path: Equatable, Sendable {
    package var elements: [PathElement] = []

    /// An empty path.
    public init() {}
    package init(elements: [PathElement]) { self.elements = elements }

    package mutating func move(to p: Point) { elements.append(.move(p)) }
    package mutating func line(to p: Point) { elements.append(.line(p)) }
    package mutating func curve(to p: Point, control1: Point, control2: Point) {
        elements.append(.curve(p, control1: control1, control2: control2))
    }
    package mutating func close() { elements.append(.close) }

    /// A rectangle's outline, made with its five elements at once: a chart of a thousand bars makes a thousand,
    /// and appending them one by one grew each path's storage three times.
    package static func rect(_ r: Rect) -> Path {
        Path(elements: [
            .move(Point(x: r.minX, y: r.minY)), .line(Point(x: r.maxX, y: r.minY)),
            .line(Point(x: r.maxX, y: r.maxY)), .line(Point(x: r.minX, y: r.maxY)), .close,
        ])
    }

    /// A rectangle with corners rounded by `radius` (clamped to half the shorter side).
    package static func roundedRect(_ r: Rect, radius: Double) -> Path {
        roundedRect(r, radius: radius, roundsTop: true, roundsBottom: true)
    }

    /// A rectangle with its top corners, its bottom corners, or both rounded by `radius` (clamped to half the
    /// shorter side); the others square, as a list group's first and last rows are drawn.
    package static func roundedRect(_ r: Rect, radius: Double, roundsTop: Bool, roundsBottom: Bool) -> Path {
        let rr = min(max(0, radius), r.width / 2, r.height / 2)
        guard rr > 0, roundsTop || roundsBottom else { return rect(r) }
        let (top, bottom) = (roundsTop ? rr : 0, roundsBottom ? rr : 0)
        // Quarter circles as cubic curves (kappa), so the path stays in move/line/curve terms.
        let (kt, kb) = (0.5522847498 * top, 0.5522847498 * bottom)
        var p = Path()
        p.move(to: Point(x: r.minX + top, y: r.minY))
        p.line(to: Point(x: r.maxX - top, y: r.minY))
        p.curve(
            to: Point(x: r.maxX, y: r.minY + top), control1: Point(x: r.maxX - top + kt, y: r.minY),
            control2: Point(x: r.maxX, y: r.minY + top - kt))
        p.line(to: Point(x: r.maxX, y: r.maxY - bottom))
        p.curve(
            to: Point(x: r.maxX - bottom, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - bottom + kb),
            control2: Point(x: r.maxX - bottom + kb, y: r.maxY))
        p.line(to: Point(x: r.minX + bottom, y: r.maxY))
        p.curve(
            to: Point(x: r.minX, y: r.maxY - bottom), control1: Point(x: r.minX + bottom - kb, y: r.maxY),
            control2: Point(x: r.minX, y: r.maxY - bottom + kb))
        p.line(to: Point(x: r.minX, y: r.minY + top))
        p.curve(
            to: Point(x: r.minX + top, y: r.minY), control1: Point(x: r.minX, y: r.minY + top - kt),
            control2: Point(x: r.minX + top - kt, y: r.minY))
        p.close()
        return p
    }

    /// A circle as four cubic arcs.
    package static func circle(center c: Point, radius r: Double) -> Path {
        let k = 0.5522847498 * r
        var p = Path()
        p.move(to: Point(x: c.x + r, y: c.y))
        p.curve(
            to: Point(x: c.x, y: c.y + r), control1: Point(x: c.x + r, y: c.y + k),
            control2: Point(x: c.x + k, y: c.y + r))
        p.curve(
            to: Point(x: c.x - r, y: c.y), control1: Point(x: c.x - k, y: c.y + r),
            control2: Point(x: c.x - r, y: c.y + k))
        p.curve(
            to: Point(x: c.x, y: c.y - r), control1: Point(x: c.x - r, y: c.y - k),
            control2: Point(x: c.x - k, y: c.y - r))
        p.curve(
            to: Point(x: c.x + r, y: c.y), control1: Point(x: c.x + k, y: c.y - r),
            control2: Point(x: c.x + r, y: c.y - k))
        p.close()
        return p
    }

    /// Appends a circular arc around `center` from angle `start` to `end` (radians, clockwise on screen when
    /// `end > start`) as cubic Béziers of at most 90° each; joins the current point with a line.
    package mutating func arc(
        center c: Point, radius r: Double, from start: Double, to end: Double, moveToStart: Bool = false
    ) {
        var sweep = end - start
        // Past two turns an arc only draws over itself: its last turn and where it ends are kept, so a huge sweep
        // stays a few pieces. A NaN or infinite one is one piece, whose points the canvas's last guard drops.
        if abs(sweep) > 4 * .pi { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) + (sweep > 0 ? 2 : -2) * .pi }
        let pieces = max(1, Int(saturating: (abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let delta = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(delta / 4)
        var a0 = start
        let first = Point(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
        if moveToStart { move(to: first) } else { line(to: first) }
        for _ in 0..<pieces {
            let a1 = a0 + delta
            let p0 = Point(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
            let p1 = Point(x: c.x + r * cos(a1), y: c.y + r * sin(a1))
            curve(
                to: p1, control1: Point(x: p0.x - k * r * sin(a0), y: p0.y + k * r * cos(a0)),
                control2: Point(x: p1.x + k * r * sin(a1), y: p1.y - k * r * cos(a1)))
            a0 = a1
        }
    }

    /// This path cut into pieces of at most `count` elements; each piece after the first starts where the one
    /// before ended, so stroking the pieces in turn traces the same line.
    package func pieces(ofAtMost count: Int) -> [Path] {
        guard elements.count > count, count > 1 else { return [self] }
        var result: [Path] = []
        var current = Path()
        var last: Point?
        for element in elements {
            if current.elements.count >= count, let point = last {
                result.append(current)
                current = Path()
                current.move(to: point)
            }
            current.elements.append(element)
            switch element {
            case .move(let p), .line(let p), .curve(let p, _, _): last = p
            case .close: break
            }
        }
        if !current.elements.isEmpty { result.append(current) }
        return result
    }

    /// A straight segment.
    package static func segment(_ a: Point, _ b: Point) -> Path {
        var p = Path()
        p.move(to: a)
        p.line(to: b)
        return p
    }

    /// A closed polygon through `points`.
    package static func polygon(_ points: [Point]) -> Path {
        var p = Path()
        guard let first = points.first else { return p }
        p.move(to: first)
        for point in points.dropFirst() { p.line(to: point) }
        p.close()
        return p
    }
}

extension CGRect {
    package init(_ rect: Rect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
}
