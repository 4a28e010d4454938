// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Nature glyphs of the built-in SF Symbols that outdoor, weather and health charts put in annotations and
/// backgrounds: mountains, leaf, snowflake, wind and thermometer. Same unit square and stroke rules as
/// `SystemSymbols`.
extension SystemSymbols {
    package static let nature: [String: [Part]] = [
        // Two peaks as one outline, the smaller one behind the larger on the right.
        "mountain.2": [
            .shape(polygon([(0.05, 0.82), (0.36, 0.2), (0.568, 0.603), (0.7, 0.38), (0.95, 0.82)]))
        ],
        "leaf": [.shape(leaf), .curve(leafVein)],
        "snowflake": snowflake,
        "wind": wind,
        "thermometer": thermometer,
        "thermometer.medium": thermometer,
    ]

    /// A leaf pointing up to the right, its stem reaching out at the lower left.
    private static let leaf: Path = {
        var p = Path()
        p.move(to: Point(x: 0.24, y: 0.76))
        p.curve(to: Point(x: 0.88, y: 0.1), control1: Point(x: 0.1, y: 0.34), control2: Point(x: 0.46, y: 0.1))
        p.curve(to: Point(x: 0.24, y: 0.76), control1: Point(x: 0.92, y: 0.54), control2: Point(x: 0.66, y: 0.9))
        p.close()
        return p
    }()

    private static let leafVein: Path = {
        var p = Path()
        p.move(to: Point(x: 0.1, y: 0.92))
        p.curve(to: Point(x: 0.66, y: 0.34), control1: Point(x: 0.3, y: 0.66), control2: Point(x: 0.46, y: 0.5))
        return p
    }()

    /// Three crossing bars with a chevron near each end.
    private static let snowflake: [Part] = (0..<6).flatMap { k -> [Part] in
        let a = Double(k) * Double.pi / 3 - Double.pi / 2
        func at(_ r: Double, _ turn: Double) -> (Double, Double) {
            (0.5 + r * cos(a + turn), 0.5 + r * sin(a + turn))
        }
        let branch = fine([at(0.34, -0.42), at(0.28, 0), at(0.34, 0.42)])
        return k < 3 ? [fine([at(0.44, 0), at(0.44, Double.pi)]), branch] : [branch]
    }

    /// Three gusts: the top one curls up, the middle one runs straight, the bottom one curls down.
    private static let wind: [Part] = {
        var top = Path()
        top.move(to: Point(x: 0.08, y: 0.36))
        top.line(to: Point(x: 0.66, y: 0.36))
        top.curve(to: Point(x: 0.66, y: 0.12), control1: Point(x: 0.84, y: 0.36), control2: Point(x: 0.84, y: 0.12))
        top.curve(to: Point(x: 0.56, y: 0.2), control1: Point(x: 0.6, y: 0.12), control2: Point(x: 0.56, y: 0.16))
        var bottom = Path()
        bottom.move(to: Point(x: 0.08, y: 0.66))
        bottom.line(to: Point(x: 0.72, y: 0.66))
        bottom.curve(
            to: Point(x: 0.72, y: 0.9), control1: Point(x: 0.9, y: 0.66), control2: Point(x: 0.9, y: 0.9))
        bottom.curve(
            to: Point(x: 0.62, y: 0.82), control1: Point(x: 0.66, y: 0.9), control2: Point(x: 0.62, y: 0.86))
        return [.limb(top, width: 0.08), fine([(0.08, 0.51), (0.86, 0.51)]), .limb(bottom, width: 0.08)]
    }()

    /// A tube on a round bulb, the mercury risen half way.
    private static let thermometer: [Part] = {
        var glass = Path()
        glass.arc(center: Point(x: 0.5, y: 0.18), radius: 0.1, from: .pi, to: 2 * .pi, moveToStart: true)
        glass.arc(center: Point(x: 0.5, y: 0.76), radius: 0.17, from: -0.942, to: 4.084)
        glass.close()
        return [.shape(glass), .dot(0.5, 0.76, 0.08), .line([(0.5, 0.72), (0.5, 0.42)])]
    }()
}

extension Path {
    /// An open line through `points` (in a symbol's unit square).
    package static func polygonal(_ points: [(Double, Double)]) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: Point(x: first.0, y: first.1))
        for point in points.dropFirst() { path.line(to: Point(x: point.0, y: point.1)) }
        return path
    }
}
