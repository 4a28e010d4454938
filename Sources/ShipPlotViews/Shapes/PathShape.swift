// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// An angle, as SwiftUI names it.
public struct Angle: Sendable, Hashable, Comparable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double { radians * 180 / .pi }
    /// A zero angle.
    public init() { radians = 0 }
    /// An angle of `radians`.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees`.
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// A zero angle.
    public static let zero = Angle()
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

/// An affine transform (CoreGraphics' `CGAffineTransform`, which Linux Foundation lacks): `Path.applying(_:)`,
/// `addPath(_:transform:)`, `addRect(_:transform:)` and `addEllipse(in:transform:)` apply it.
public struct CGAffineTransform: Sendable, Equatable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    /// A transform from its six components.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

/// SwiftUI's `Path` API: build outlines with `move(to:)`, `addLine(to:)`, curves and arcs, and draw them as a shape.
extension Path: Shape {
    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        self.init()
        callback(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) { self = .rect(Rect(rect)) }

    /// A rectangle with corners rounded by `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self = .roundedRect(Rect(rect), radius: Double(cornerRadius))
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// The path itself, whatever the frame.
    public func path(in rect: CGRect) -> Path { self }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the last element, or nil for an empty path.
    public var currentPoint: CGPoint? { lastPoint.map { CGPoint(x: $0.x, y: $0.y) } }

    package var lastPoint: Point? {
        var start: Point?
        var last: Point?
        for element in elements {
            switch element {
            case .move(let p): start = p; last = p
            case .line(let p), .curve(let p, _, _): last = p
            case .close: last = start
            }
        }
        return last
    }

    /// Starts a new subpath at `end`.
    public mutating func move(to end: CGPoint) { move(to: Point(end)) }

    /// A straight line to `end`.
    public mutating func addLine(to end: CGPoint) {
        if elements.isEmpty { move(to: Point(end)) } else { line(to: Point(end)) }
    }

    /// Straight lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic Bézier curve to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let p0 = lastPoint ?? Point(end), c = Point(control), p = Point(end)
        curve(
            to: p, control1: Point(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)),
            control2: Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)))
    }

    /// A cubic Bézier curve to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if elements.isEmpty { move(to: end) }
        curve(to: Point(end), control1: Point(control1), control2: Point(control2))
    }

    /// A circular arc around `center`; as in SwiftUI (y down), `clockwise: false` turns clockwise on screen.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var start = startAngle.radians, end = endAngle.radians
        guard start.isFinite, end.isFinite, radius.isFinite else { return }
        let turn = 2 * Double.pi
        if clockwise {
            while end > start { end -= turn }
            if start - end > turn { end = start - turn }
        } else {
            while end < start { end += turn }
            if end - start > turn { end = start + turn }
        }
        arc(center: Point(center), radius: Double(radius), from: start, to: end, moveToStart: elements.isEmpty)
    }

    /// A closed rectangle subpath.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        elements += Path.rect(Rect(rect)).applying(transform).elements
    }

    /// A closed rounded-rectangle subpath.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements += Path.roundedRect(Rect(rect), radius: Double(min(cornerSize.width, cornerSize.height))).elements
    }

    /// A closed ellipse subpath inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = Rect(rect)
        var unit = Path.circle(center: Point(x: 0, y: 0), radius: 1)
        unit.transform { Point(x: r.midX + $0.x * r.width / 2, y: r.midY + $0.y * r.height / 2) }
        elements += unit.applying(transform).elements
    }

    /// Another path's subpaths.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() { close() }

    /// This path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        var copy = self
        copy.transform { Point(x: $0.x + Double(dx), y: $0.y + Double(dy)) }
        return copy
    }

    /// The smallest rectangle holding every point and control point.
    public var boundingRect: CGRect { bounds.cgRect }

    /// The outline of this path stroked with `style`, as a path to fill: each straight piece (curves flattened)
    /// becomes a band with round joins.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        StrokeOutline.outline(of: self, width: Double(style.lineWidth))
    }

    /// Every point of the path mapped by `f`.
    package mutating func transform(_ f: (Point) -> Point) {
        elements = elements.map { element in
            switch element {
            case .move(let p): .move(f(p))
            case .line(let p): .line(f(p))
            case .curve(let p, let c1, let c2): .curve(f(p), control1: f(c1), control2: f(c2))
            case .close: .close
            }
        }
    }
}

extension Point {
    package init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

/// Stroke outlines built from bands and discs, for `strokedPath`.
package enum StrokeOutline {
    package static func outline(of path: Path, width: Double) -> Path {
        let h = width.isFinite ? max(0, width) / 2 : 0
        var result = Path()
        guard h > 0 else { return result }
        for polyline in flattened(path).prefix(1_000) {
            for (a, b) in zip(polyline, polyline.dropFirst()) {
                let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
                guard length > 0 else { continue }
                let nx = -dy / length * h, ny = dx / length * h
                // Wound the same way as the discs, so the non-zero fill unites them.
                result.elements +=
                    Path.polygon([
                        Point(x: a.x - nx, y: a.y - ny), Point(x: b.x - nx, y: b.y - ny),
                        Point(x: b.x + nx, y: b.y + ny), Point(x: a.x + nx, y: a.y + ny),
                    ]).elements
            }
            for point in polyline.dropFirst().dropLast() {
                result.elements += Path.circle(center: point, radius: h).elements
            }
        }
        return result
    }

    /// The path as polylines, curves cut into 12 straight pieces.
    package static func flattened(_ path: Path) -> [[Point]] {
        var lines: [[Point]] = []
        var current: [Point] = []
        for element in path.elements {
            switch element {
            case .move(let p):
                if current.count > 1 { lines.append(current) }
                current = [p]
            case .line(let p): current.append(p)
            case .curve(let p, let c1, let c2):
                guard let p0 = current.last else { current = [p]; continue }
                for i in 1...12 {
                    let t = Double(i) / 12, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(
                        Point(
                            x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close: if let first = current.first { current.append(first) }
            }
        }
        if current.count > 1 { lines.append(current) }
        return lines
    }
}
