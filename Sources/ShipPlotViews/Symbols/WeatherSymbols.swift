// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// The weather glyphs of the built-in SF Symbols (sun, moon, cloud and its rain, snow and bolt forms, drop),
/// common in forecast charts' annotations. Same unit square and stroke rules as `SystemSymbols`.
extension SystemSymbols {
    package static let weather: [String: [Part]] = [
        "sun.max": sun(center: (0.5, 0.5), radius: 0.19, rays: 0.3...0.45),
        "sun.min": sun(center: (0.5, 0.5), radius: 0.17, rays: 0.28...0.36),
        "moon": [.shape(moon)],
        "cloud": [.shape(cloud(scale: 1, dx: 0, dy: 0))],
        "cloud.sun": sun(center: (0.66, 0.3), radius: 0.12, rays: 0.18...0.26)
            + [.shape(cloud(scale: 0.8, dx: -0.06, dy: 0.1))],
        "cloud.rain": [.shape(cloud(scale: 0.9, dx: 0, dy: -0.12))]
            + [(0.34, 0.72), (0.5, 0.72), (0.66, 0.72)].map { .line([$0, ($0.0 - 0.06, $0.1 + 0.18)]) },
        "cloud.snow": [.shape(cloud(scale: 0.9, dx: 0, dy: -0.12))]
            + [(0.32, 0.78), (0.5, 0.86), (0.68, 0.78)].map { .dot($0.0, $0.1, 0.045) },
        "cloud.bolt": [
            .shape(cloud(scale: 0.9, dx: 0, dy: -0.12)),
            .shape(polygon([(0.54, 0.6), (0.38, 0.8), (0.5, 0.8), (0.44, 0.96), (0.62, 0.74), (0.5, 0.74)])),
        ],
        "drop": [.shape(drop)],
    ]

    /// A disc with rays from `rays.lowerBound` to `rays.upperBound` from its centre.
    private static func sun(center c: (Double, Double), radius: Double, rays: ClosedRange<Double>) -> [Part] {
        [.shape(.circle(center: Point(x: c.0, y: c.1), radius: radius))]
            + (0..<8).map { k in
                let a = Double(k) * Double.pi / 4
                return .line([
                    (c.0 + rays.lowerBound * cos(a), c.1 + rays.lowerBound * sin(a)),
                    (c.0 + rays.upperBound * cos(a), c.1 + rays.upperBound * sin(a)),
                ])
            }
    }

    /// Three bumps on a flat base, scaled about the centre and moved by (`dx`, `dy`).
    private static func cloud(scale: Double, dx: Double, dy: Double) -> Path {
        func pt(_ x: Double, _ y: Double) -> Point {
            Point(x: 0.5 + (x - 0.5) * scale + dx, y: 0.5 + (y - 0.5) * scale + dy)
        }
        var p = Path()
        p.move(to: pt(0.3, 0.76))
        p.arc(center: pt(0.3, 0.6), radius: 0.16 * scale, from: .pi / 2, to: 1.5 * .pi)
        p.arc(center: pt(0.52, 0.44), radius: 0.22 * scale, from: .pi, to: 2 * .pi + 0.3)
        p.arc(center: pt(0.74, 0.62), radius: 0.14 * scale, from: 1.5 * .pi - 0.2, to: 2.5 * .pi)
        p.close()
        return p
    }

    /// The disc at (0.5, 0.5) radius 0.4 less the one at (0.7, 0.34) radius 0.3; the angles are where they cross.
    private static let moon: Path = {
        var p = Path()
        p.arc(center: Point(x: 0.5, y: 0.5), radius: 0.4, from: 0.1729, to: 4.7608, moveToStart: true)
        p.arc(center: Point(x: 0.7, y: 0.34), radius: 0.3, from: -2.2169, to: -5.4158)
        p.close()
        return p
    }()

    private static let drop: Path = {
        var p = Path()
        p.move(to: Point(x: 0.5, y: 0.06))
        p.curve(to: Point(x: 0.82, y: 0.62), control1: Point(x: 0.62, y: 0.26), control2: Point(x: 0.82, y: 0.42))
        p.arc(center: Point(x: 0.5, y: 0.62), radius: 0.32, from: 0, to: .pi)
        p.curve(to: Point(x: 0.5, y: 0.06), control1: Point(x: 0.18, y: 0.42), control2: Point(x: 0.38, y: 0.26))
        p.close()
        return p
    }()
}
