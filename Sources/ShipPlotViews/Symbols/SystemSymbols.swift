// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A built-in set of common SF Symbols drawn as vector paths in a unit square (y down): each base glyph in
/// outline and `.fill` forms, and inside a circle (`.circle`, `.circle.fill`) where that reads. Strokes are a
/// tenth of the symbol's size, as the regular weight looks.
package enum SystemSymbols {
    /// One part of a glyph: lines are always stroked; shapes are stroked in the outline form and filled in the
    /// `.fill` form; dots are always filled.
    package enum Part {
        case line([(Double, Double)])
        /// A curve that is stroked in every form (the S of `dollarsign`).
        case curve(Path)
        case shape(Path)
        case dot(Double, Double, Double)
        /// A line stroked in every form `width` thick (a fraction of the symbol's size) and thinned with the glyph
        /// inside a circle: a figure's limbs, the fine lines of a bicycle or a snowflake.
        case limb(Path, width: Double)
        /// A line drawn in the glyph's colour in the outline forms and cut out of the filled ones (a clock's hands
        /// on its filled face).
        case cut([(Double, Double)])
    }

    /// Whether `name` is drawn (else it keeps its frame, draws nothing and counts a diagnostic).
    package static func isKnown(_ name: String) -> Bool { parse(name) != nil }

    private enum Form { case outline, filled, inCircle, inFilledCircle }

    private static func parse(_ name: String) -> (base: [Part], form: Form)? {
        if let base = glyph(name) { return (base, .outline) }
        for (suffix, form) in [(".circle.fill", Form.inFilledCircle), (".circle", .inCircle), (".fill", .filled)]
        where name.hasSuffix(suffix) {
            if let base = glyph(String(name.dropLast(suffix.count))) { return (base, form) }
        }
        return nil
    }

    /// The commands drawing `name` in `square` with `color`; `knockout` paints the glyph cut out of a filled
    /// circle (the chart's background). With a `secondary` colour (palette rendering) the circle is that colour's
    /// layer and the glyph inside it is drawn in `color`, not cut out.
    package static func commands(
        _ name: String, in square: Rect, color: RGBA, knockout: RGBA, secondary: RGBA? = nil
    ) -> [DrawCommand] {
        guard let (parts, form) = parse(name), square.width > 0 else { return [] }
        let s = square.width
        let weight = Stroke(width: max(0.5, s * 0.09), cap: .round, join: .round)
        func place(_ path: Path, scale: Double = 1) -> Path {
            var p = path
            p.transform {
                Point(x: square.x + s * (0.5 + ($0.x - 0.5) * scale), y: square.y + s * (0.5 + ($0.y - 0.5) * scale))
            }
            return p
        }
        func polyline(_ points: [(Double, Double)]) -> Path {
            var path = Path()
            path.move(to: Point(x: points[0].0, y: points[0].1))
            for point in points.dropFirst() { path.line(to: Point(x: point.0, y: point.1)) }
            return path
        }
        // `under` is what a filled glyph sits on, which its cut lines show.
        func draw(_ parts: [Part], filled: Bool, scale: Double, ink: RGBA, under: RGBA) -> [DrawCommand] {
            parts.map { part in
                switch part {
                case .line(let points):
                    return .stroke(place(polyline(points), scale: scale), weight, ink)
                case .cut(let points):
                    return .stroke(place(polyline(points), scale: scale), weight, filled ? under : ink)
                case .curve(let path):
                    return .stroke(place(path, scale: scale), weight, ink)
                case .shape(let path):
                    return filled
                        ? .fill(place(path, scale: scale), ink) : .stroke(place(path, scale: scale), weight, ink)
                case .dot(let x, let y, let r):
                    return .fill(place(.circle(center: Point(x: x, y: y), radius: r), scale: scale), ink)
                case .limb(let path, let width):
                    let limb = Stroke(width: max(0.5, s * width * scale), cap: .round, join: .round)
                    return .stroke(place(path, scale: scale), limb, ink)
                }
            }
        }
        let ring = Path.circle(center: Point(x: 0.5, y: 0.5), radius: 0.44)
        switch form {
        case .outline: return draw(parts, filled: false, scale: 1, ink: color, under: knockout)
        case .filled: return draw(parts, filled: true, scale: 1, ink: color, under: knockout)
        case .inCircle:
            return [.stroke(place(ring), weight, secondary ?? color)]
                + draw(parts, filled: false, scale: 0.55, ink: color, under: knockout)
        case .inFilledCircle:
            return [.fill(place(ring), secondary ?? color)]
                + draw(
                    parts, filled: true, scale: 0.55, ink: secondary == nil ? knockout : color,
                    under: secondary ?? color)
        }
    }

    package static func polygon(_ points: [(Double, Double)]) -> Path {
        .polygon(points.map { Point(x: $0.0, y: $0.1) })
    }

    /// `points` turned by `degrees` clockwise about the centre.
    private static func turned(_ points: [(Double, Double)], _ degrees: Double) -> [(Double, Double)] {
        let a = degrees * .pi / 180, c = cos(a), s = sin(a)
        return points.map { (0.5 + ($0.0 - 0.5) * c - ($0.1 - 0.5) * s, 0.5 + ($0.0 - 0.5) * s + ($0.1 - 0.5) * c) }
    }

    package static let arrowTurns: [String: Double] = [
        "up": 0, "up.right": 45, "right": 90, "down.right": 135, "down": 180, "down.left": 225, "left": 270,
        "up.left": 315,
    ]

    /// The base glyphs, by name.
    private static func glyph(_ name: String) -> [Part]? {
        if name.hasPrefix("arrow."), let turn = arrowTurns[String(name.dropFirst(6))] {
            return [
                .line(turned([(0.5, 0.88), (0.5, 0.14)], turn)),
                .line(turned([(0.22, 0.4), (0.5, 0.12), (0.78, 0.4)], turn)),
            ]
        }
        if name.hasPrefix("chevron."), let turn = arrowTurns[String(name.dropFirst(8))], Int(turn) % 90 == 0 {
            return [.line(turned([(0.2, 0.66), (0.5, 0.34), (0.8, 0.66)], turn))]
        }
        if name.hasPrefix("arrowtriangle."), let turn = arrowTurns[String(name.dropFirst(14))], Int(turn) % 90 == 0 {
            return [.shape(polygon(turned([(0.5, 0.15), (0.88, 0.8), (0.12, 0.8)], turn)))]
        }
        return shapes[name] ?? weather[name] ?? common[name] ?? nature[name] ?? activity[name] ?? objects[name]
    }

    package static let shapes: [String: [Part]] = [
        "circle": [.shape(.circle(center: Point(x: 0.5, y: 0.5), radius: 0.42))],
        "square": [.shape(.roundedRect(Rect(x: 0.1, y: 0.1, width: 0.8, height: 0.8), radius: 0.12))],
        "triangle": [.shape(polygon([(0.5, 0.1), (0.92, 0.86), (0.08, 0.86)]))],
        "diamond": [.shape(polygon([(0.5, 0.06), (0.94, 0.5), (0.5, 0.94), (0.06, 0.5)]))],
        "checkmark": [.line([(0.18, 0.52), (0.42, 0.76), (0.84, 0.24)])],
        "xmark": [.line([(0.22, 0.22), (0.78, 0.78)]), .line([(0.78, 0.22), (0.22, 0.78)])],
        "plus": [.line([(0.5, 0.14), (0.5, 0.86)]), .line([(0.14, 0.5), (0.86, 0.5)])],
        "minus": [.line([(0.14, 0.5), (0.86, 0.5)])],
        "chevron.up.chevron.down": [
            .line([(0.28, 0.38), (0.5, 0.16), (0.72, 0.38)]), .line([(0.28, 0.62), (0.5, 0.84), (0.72, 0.62)]),
        ],
        "star": [.shape(star)],
        "heart": [.shape(heart)],
        "bolt": [.shape(polygon([(0.6, 0.04), (0.16, 0.58), (0.47, 0.58), (0.4, 0.96), (0.84, 0.42), (0.53, 0.42)]))],
        "flag": [
            .line([(0.2, 0.06), (0.2, 0.95)]),
            .shape(polygon([(0.2, 0.1), (0.86, 0.1), (0.7, 0.32), (0.86, 0.54), (0.2, 0.54)])),
        ],
        "tag": [
            .shape(polygon([(0.05, 0.5), (0.34, 0.18), (0.93, 0.18), (0.93, 0.82), (0.34, 0.82)])),
            .dot(0.32, 0.5, 0.07),
        ],
        "calendar": [
            .shape(.roundedRect(Rect(x: 0.08, y: 0.14, width: 0.84, height: 0.76), radius: 0.12)),
            .line([(0.08, 0.34), (0.92, 0.34)]), .line([(0.3, 0.06), (0.3, 0.2)]), .line([(0.7, 0.06), (0.7, 0.2)]),
            .dot(0.3, 0.5, 0.05), .dot(0.5, 0.5, 0.05), .dot(0.7, 0.5, 0.05), .dot(0.3, 0.7, 0.05),
            .dot(0.5, 0.7, 0.05),
        ],
        "clock": [
            .shape(.circle(center: Point(x: 0.5, y: 0.5), radius: 0.42)),
            .cut([(0.5, 0.24), (0.5, 0.5), (0.68, 0.62)]),
        ],
        "exclamationmark.triangle": [
            .shape(polygon([(0.5, 0.08), (0.95, 0.88), (0.05, 0.88)])),
            .line([(0.5, 0.36), (0.5, 0.6)]), .dot(0.5, 0.74, 0.055),
        ],
        "exclamationmark": [.line([(0.5, 0.12), (0.5, 0.64)]), .dot(0.5, 0.85, 0.07)],
        "info": [.line([(0.5, 0.42), (0.5, 0.86)]), .dot(0.5, 0.18, 0.08)],
        "info.circle": [
            .shape(.circle(center: Point(x: 0.5, y: 0.5), radius: 0.42)),
            .line([(0.5, 0.45), (0.5, 0.72)]), .dot(0.5, 0.31, 0.055),
        ],
    ]

    private static let star: Path = {
        .polygon(
            (0..<10).map { k in
                let r = k % 2 == 0 ? 0.48 : 0.2
                let a = -Double.pi / 2 + Double(k) * Double.pi / 5
                return Point(x: 0.5 + r * cos(a), y: 0.54 + r * sin(a))
            })
    }()

    private static let heart: Path = {
        var p = Path()
        p.move(to: Point(x: 0.5, y: 0.9))
        p.curve(to: Point(x: 0.06, y: 0.36), control1: Point(x: 0.2, y: 0.68), control2: Point(x: 0.06, y: 0.52))
        p.curve(to: Point(x: 0.5, y: 0.24), control1: Point(x: 0.06, y: 0.08), control2: Point(x: 0.42, y: 0.06))
        p.curve(to: Point(x: 0.94, y: 0.36), control1: Point(x: 0.58, y: 0.06), control2: Point(x: 0.94, y: 0.08))
        p.curve(to: Point(x: 0.5, y: 0.9), control1: Point(x: 0.94, y: 0.52), control2: Point(x: 0.8, y: 0.68))
        p.close()
        return p
    }()
}
