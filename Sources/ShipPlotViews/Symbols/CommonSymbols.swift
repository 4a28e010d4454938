// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// More of the SF Symbols chart code puts in annotations, legends and point symbols: thumbs up and down, bar and
/// trend-line charts, flame, trophy, person and dollar sign. Same unit square and stroke rules as
/// `SystemSymbols`; each takes the `.fill`, `.circle` and `.circle.fill` forms.
extension SystemSymbols {
    package static let common: [String: [Part]] = [
        "hand.thumbsup": thumb(down: false),
        "hand.thumbsdown": thumb(down: true),
        "chart.bar": [(0.1, 0.56), (0.41, 0.3), (0.72, 0.08)].map { bar in
            .shape(.roundedRect(Rect(x: bar.0, y: bar.1, width: 0.18, height: 0.9 - bar.1), radius: 0.04))
        },
        "chart.line.uptrend.xyaxis": [
            .line([(0.1, 0.08), (0.1, 0.9), (0.92, 0.9)]),
            .line([(0.24, 0.7), (0.42, 0.48), (0.58, 0.6), (0.86, 0.24)]),
        ],
        "flame": [.shape(flame)],
        "trophy": [
            .shape(trophyCup), .line([(0.5, 0.6), (0.5, 0.78)]),
            .shape(.roundedRect(Rect(x: 0.3, y: 0.78, width: 0.4, height: 0.12), radius: 0.03)),
            .line([(0.26, 0.18), (0.1, 0.18), (0.12, 0.32), (0.3, 0.44)]),
            .line([(0.74, 0.18), (0.9, 0.18), (0.88, 0.32), (0.7, 0.44)]),
        ],
        "person": [.shape(.circle(center: Point(x: 0.5, y: 0.28), radius: 0.17)), .shape(shoulders)],
        "dollarsign": [.line([(0.5, 0.06), (0.5, 0.94)]), .curve(letterS)],
    ]

    /// A fist with its thumb up (or down): a cuff at the wrist and the hand beside it.
    private static func thumb(down: Bool) -> [Part] {
        func y(_ v: Double) -> Double { down ? 1 - v : v }
        func pt(_ x: Double, _ v: Double) -> Point { Point(x: x, y: y(v)) }
        var hand = Path()
        hand.move(to: pt(0.32, 0.46))
        hand.line(to: pt(0.46, 0.26))
        hand.curve(to: pt(0.62, 0.16), control1: pt(0.5, 0.06), control2: pt(0.64, 0.06))
        hand.line(to: pt(0.58, 0.38))
        hand.line(to: pt(0.82, 0.38))
        hand.curve(to: pt(0.86, 0.5), control1: pt(0.92, 0.38), control2: pt(0.92, 0.5))
        hand.curve(to: pt(0.84, 0.64), control1: pt(0.92, 0.54), control2: pt(0.9, 0.64))
        hand.curve(to: pt(0.8, 0.78), control1: pt(0.9, 0.68), control2: pt(0.88, 0.78))
        hand.curve(to: pt(0.72, 0.9), control1: pt(0.82, 0.84), control2: pt(0.8, 0.9))
        hand.line(to: pt(0.38, 0.9))
        hand.curve(to: pt(0.32, 0.84), control1: pt(0.34, 0.9), control2: pt(0.32, 0.88))
        hand.close()
        let cuffTop = down ? 0.08 : 0.44
        return [.shape(.roundedRect(Rect(x: 0.08, y: cuffTop, width: 0.18, height: 0.48), radius: 0.04)), .shape(hand)]
    }

    /// A flame leaning right, with a lick on its left side, so it never reads as a drop.
    private static let flame: Path = {
        var p = Path()
        p.move(to: Point(x: 0.5, y: 0.95))
        p.curve(to: Point(x: 0.16, y: 0.62), control1: Point(x: 0.28, y: 0.95), control2: Point(x: 0.16, y: 0.8))
        p.curve(to: Point(x: 0.3, y: 0.3), control1: Point(x: 0.16, y: 0.48), control2: Point(x: 0.24, y: 0.38))
        p.curve(to: Point(x: 0.38, y: 0.46), control1: Point(x: 0.32, y: 0.38), control2: Point(x: 0.34, y: 0.44))
        p.curve(to: Point(x: 0.58, y: 0.04), control1: Point(x: 0.42, y: 0.3), control2: Point(x: 0.44, y: 0.14))
        p.curve(to: Point(x: 0.84, y: 0.62), control1: Point(x: 0.74, y: 0.2), control2: Point(x: 0.84, y: 0.4))
        p.curve(to: Point(x: 0.5, y: 0.95), control1: Point(x: 0.84, y: 0.82), control2: Point(x: 0.7, y: 0.95))
        p.close()
        return p
    }()

    private static let trophyCup: Path = {
        var p = Path()
        p.move(to: Point(x: 0.26, y: 0.1))
        p.line(to: Point(x: 0.74, y: 0.1))
        p.line(to: Point(x: 0.74, y: 0.32))
        p.curve(to: Point(x: 0.5, y: 0.6), control1: Point(x: 0.74, y: 0.5), control2: Point(x: 0.62, y: 0.6))
        p.curve(to: Point(x: 0.26, y: 0.32), control1: Point(x: 0.38, y: 0.6), control2: Point(x: 0.26, y: 0.5))
        p.close()
        return p
    }()

    private static let shoulders: Path = {
        var p = Path()
        p.move(to: Point(x: 0.14, y: 0.92))
        p.curve(to: Point(x: 0.5, y: 0.54), control1: Point(x: 0.14, y: 0.66), control2: Point(x: 0.3, y: 0.54))
        p.curve(to: Point(x: 0.86, y: 0.92), control1: Point(x: 0.7, y: 0.54), control2: Point(x: 0.86, y: 0.66))
        p.close()
        return p
    }()

    private static let letterS: Path = {
        var p = Path()
        p.move(to: Point(x: 0.7, y: 0.28))
        p.curve(to: Point(x: 0.3, y: 0.32), control1: Point(x: 0.62, y: 0.14), control2: Point(x: 0.3, y: 0.14))
        p.curve(to: Point(x: 0.5, y: 0.5), control1: Point(x: 0.3, y: 0.44), control2: Point(x: 0.4, y: 0.47))
        p.curve(to: Point(x: 0.7, y: 0.68), control1: Point(x: 0.6, y: 0.53), control2: Point(x: 0.7, y: 0.56))
        p.curve(to: Point(x: 0.3, y: 0.72), control1: Point(x: 0.7, y: 0.86), control2: Point(x: 0.38, y: 0.86))
        return p
    }()
}
