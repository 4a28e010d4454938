// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// CoreGraphics' transform constructors and operations, as symbol and path code uses them
/// (`path.applying(.init(rotationAngle: angle))`). Points map as CoreGraphics maps them: x' = a·x + c·y + tx,
/// y' = b·x + d·y + ty.
extension CGAffineTransform {
    /// A rotation by `angle` radians (clockwise on screen, where y points down).
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = (sin(angle), cos(angle))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }
    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A move by `tx`, `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// The identity transform.
    public init() { self = .identity }

    /// This transform, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    /// A rotation by `angle`, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    /// A scale, then this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }
    /// A move, then this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }
    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    package func apply(_ p: Point) -> Point {
        Point(x: Double(a) * p.x + Double(c) * p.y + Double(tx), y: Double(b) * p.x + Double(d) * p.y + Double(ty))
    }
}

extension CGPoint {
    /// This point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        let p = t.apply(Point(x: Double(x), y: Double(y)))
        return CGPoint(x: p.x, y: p.y)
    }
}

extension Path {
    /// This path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard transform != .identity else { return self }
        var copy = self
        copy.transform { transform.apply($0) }
        return copy
    }
}
