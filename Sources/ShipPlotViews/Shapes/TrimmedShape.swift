// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

extension Path {
    /// The part of this path between `from` and `to`, fractions of its length (0…1), as SwiftUI's
    /// `trimmedPath(from:to:)`: curves are followed as lines a small fraction of a point apart, so strokes of
    /// the trimmed path look as smooth as the whole one. Empty when `to` ≤ `from`.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let (start, end) = (Double(from), Double(to))
        guard start.isFinite, end.isFinite else { return Path() }
        let (lower, upper) = (min(max(start, 0), 1), min(max(end, 0), 1))
        guard upper > lower else { return Path() }
        let pieces = flattenedPieces()
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return Path() }
        return Self.piecesBetween(pieces, lower * total, upper * total)
    }

    /// The path as straight pieces, each with where its subpath starts a new run.
    private func flattenedPieces() -> [(from: Point, to: Point, length: Double, starts: Bool)] {
        var pieces: [(from: Point, to: Point, length: Double, starts: Bool)] = []
        var (start, current): (Point?, Point?) = (nil, nil)
        var startsRun = true
        func add(_ to: Point) {
            guard let from = current else { return }
            pieces.append((from, to, hypot(to.x - from.x, to.y - from.y), startsRun))
            startsRun = false
            current = to
        }
        for element in elements.prefix(100_000) {
            switch element {
            case .move(let p): (start, current, startsRun) = (p, p, true)
            case .line(let p): add(p)
            case .curve(let p, let c1, let c2):
                guard let p0 = current else { break }
                for step in 1...Self.curveSteps {
                    add(Self.cubic(p0, c1, c2, p, Double(step) / Double(Self.curveSteps)))
                }
            case .close: if let start { add(start) }
            }
        }
        return pieces
    }

    private static let curveSteps = 48

    private static func cubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p: Point, _ t: Double) -> Point {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return Point(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
    }

    /// The pieces between lengths `lower` and `upper` along them, as lines.
    private static func piecesBetween(
        _ pieces: [(from: Point, to: Point, length: Double, starts: Bool)], _ lower: Double, _ upper: Double
    ) -> Path {
        var path = Path()
        var travelled = 0.0
        var drawing = false
        for piece in pieces {
            defer { travelled += piece.length }
            let (a, b) = (travelled, travelled + piece.length)
            guard b > lower, a < upper, piece.length > 0 else { continue }
            func at(_ distance: Double) -> Point {
                let t = min(max((distance - a) / piece.length, 0), 1)
                return Point(
                    x: piece.from.x + (piece.to.x - piece.from.x) * t, y: piece.from.y + (piece.to.y - piece.from.y) * t
                )
            }
            if !drawing || piece.starts { path.move(to: at(max(a, lower))) }
            path.line(to: at(min(b, upper)))
            drawing = true
        }
        return path
    }
}

/// A shape trimmed to part of its outline, as SwiftUI's `trim(from:to:)` gives.
public struct _TrimmedShape<Content: Shape>: Shape {
    package let shape: Content
    package let from: CGFloat
    package let to: CGFloat

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: from, to: to) }
}

extension Shape {
    /// This shape's outline from `startFraction` to `endFraction` of its length (defaults 0 and 1), as SwiftUI
    /// trims it: a circle starts at its rightmost point and runs clockwise.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }
}
