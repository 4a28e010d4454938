// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Activity glyphs of the built-in SF Symbols that fitness, sleep, health and travel charts use: standing, walking
/// and running figures, a double bed, a heart trace, a car and a bicycle. Same unit square and stroke rules as
/// `SystemSymbols`; a figure's limbs are thick lines, solid in every form as Apple's figures are.
extension SystemSymbols {
    package static let activity: [String: [Part]] = [
        "figure": figure(
            head: (0.5, 0.12), torso: [(0.5, 0.3), (0.5, 0.56)],
            limbs: [
                [(0.5, 0.56), (0.43, 0.74), (0.41, 0.91)], [(0.5, 0.56), (0.57, 0.74), (0.59, 0.91)],
                [(0.5, 0.34), (0.39, 0.47), (0.35, 0.6)], [(0.5, 0.34), (0.61, 0.47), (0.65, 0.6)],
            ]),
        "figure.walk": figure(
            head: (0.56, 0.12), torso: [(0.53, 0.3), (0.47, 0.56)],
            limbs: [
                [(0.47, 0.56), (0.6, 0.72), (0.64, 0.91)], [(0.47, 0.56), (0.38, 0.74), (0.26, 0.9)],
                [(0.52, 0.34), (0.62, 0.46), (0.72, 0.5)], [(0.52, 0.34), (0.39, 0.45), (0.35, 0.57)],
            ]),
        "figure.run": figure(
            head: (0.66, 0.12), torso: [(0.59, 0.3), (0.46, 0.54)],
            limbs: [
                [(0.46, 0.54), (0.66, 0.63), (0.6, 0.9)], [(0.46, 0.54), (0.34, 0.72), (0.12, 0.74)],
                [(0.57, 0.34), (0.72, 0.46), (0.86, 0.38)], [(0.57, 0.34), (0.41, 0.36), (0.29, 0.48)],
            ]),
        "bed.double": [
            .line([(0.08, 0.2), (0.08, 0.86)]), .line([(0.92, 0.6), (0.92, 0.86)]),
            .shape(.roundedRect(Rect(x: 0.08, y: 0.58, width: 0.84, height: 0.16), radius: 0.03)),
            .shape(.roundedRect(Rect(x: 0.17, y: 0.4, width: 0.2, height: 0.12), radius: 0.05)),
            .shape(.roundedRect(Rect(x: 0.44, y: 0.36, width: 0.44, height: 0.16), radius: 0.05)),
        ],
        "waveform.path.ecg": [
            fine([
                (0.05, 0.54), (0.28, 0.54), (0.36, 0.32), (0.46, 0.8), (0.56, 0.16), (0.64, 0.64), (0.7, 0.54),
                (0.95, 0.54),
            ])
        ],
        "car": [
            .shape(carBody), .shape(.circle(center: Point(x: 0.26, y: 0.7), radius: 0.085)),
            .shape(.circle(center: Point(x: 0.74, y: 0.7), radius: 0.085)),
        ],
        "bicycle": [
            .limb(.circle(center: Point(x: 0.23, y: 0.64), radius: 0.175), width: 0.08),
            .limb(.circle(center: Point(x: 0.77, y: 0.64), radius: 0.175), width: 0.08),
            fine([(0.23, 0.64), (0.42, 0.38), (0.64, 0.38), (0.77, 0.64)]),
            fine([(0.42, 0.38), (0.5, 0.64), (0.23, 0.64)]), fine([(0.5, 0.64), (0.64, 0.38)]),
            fine([(0.34, 0.26), (0.46, 0.26)]), fine([(0.4, 0.27), (0.42, 0.38)]),
            fine([(0.64, 0.38), (0.6, 0.24), (0.7, 0.24)]),
        ],
    ]

    /// A line of the regular weight that thins inside a circle, where the glyph is drawn smaller.
    package static func fine(_ points: [(Double, Double)]) -> Part { .limb(.polygonal(points), width: 0.08) }

    /// A figure: a round head and thick limbs.
    private static func figure(head: (Double, Double), torso: [(Double, Double)], limbs: [[(Double, Double)]])
        -> [Part]
    {
        [.dot(head.0, head.1, 0.09), .limb(.polygonal(torso), width: 0.14)]
            + limbs.map { .limb(.polygonal($0), width: 0.11) }
    }

    /// A car from the side: bonnet, cabin and boot over two wheel arches.
    private static let carBody: Path = {
        var p = Path()
        p.move(to: Point(x: 0.05, y: 0.7))
        p.line(to: Point(x: 0.05, y: 0.55))
        p.curve(to: Point(x: 0.15, y: 0.45), control1: Point(x: 0.05, y: 0.49), control2: Point(x: 0.09, y: 0.46))
        p.line(to: Point(x: 0.26, y: 0.43))
        p.line(to: Point(x: 0.36, y: 0.27))
        p.line(to: Point(x: 0.66, y: 0.27))
        p.line(to: Point(x: 0.78, y: 0.43))
        p.line(to: Point(x: 0.86, y: 0.45))
        p.curve(to: Point(x: 0.95, y: 0.56), control1: Point(x: 0.92, y: 0.46), control2: Point(x: 0.95, y: 0.5))
        p.line(to: Point(x: 0.95, y: 0.7))
        p.arc(center: Point(x: 0.74, y: 0.7), radius: 0.13, from: 0, to: -Double.pi)
        p.arc(center: Point(x: 0.26, y: 0.7), radius: 0.13, from: 0, to: -Double.pi)
        p.close()
        return p
    }()
}
