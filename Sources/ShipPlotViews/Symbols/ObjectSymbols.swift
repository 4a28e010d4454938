// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Everyday objects of the built-in SF Symbols that spending, smart-home and team charts use: house, bell, gear,
/// cart, bag, credit card, two people, light bulb, pie chart and a falling trend; tab bars' dumbbell, bar chart,
/// fork and knife, television, book and airplane; a winner's crown; empty states' target and line chart; and the bars' magnifying glass, share box, ellipsis and bulleted list. Same unit square and
/// stroke rules as `SystemSymbols`; openings (a door, a gear's hub, a card's stripe) are cut out of the filled
/// form by a subpath running the other way round.
extension SystemSymbols {
    package static let objects: [String: [Part]] = [
        "house": [.shape(house), .line([(0.06, 0.5), (0.5, 0.1), (0.94, 0.5)])],
        "bell": [.shape(bell), .line([(0.5, 0.05), (0.5, 0.13)]), .dot(0.5, 0.85, 0.075)],
        "gearshape": [.shape(gear)],
        "gear": [.shape(gear)],
        "cart": [
            .line([(0.05, 0.14), (0.18, 0.14), (0.3, 0.66), (0.84, 0.66)]),
            .shape(polygon([(0.207, 0.26), (0.93, 0.26), (0.855, 0.56), (0.277, 0.56)])),
            .dot(0.34, 0.83, 0.075), .dot(0.8, 0.83, 0.075),
        ],
        "bag": [
            .shape(.roundedRect(Rect(x: 0.14, y: 0.34, width: 0.72, height: 0.58), radius: 0.08)),
            .curve(arc(center: (0.5, 0.34), radius: 0.18, from: .pi, to: 2 * .pi)),
        ],
        "creditcard": [.shape(card)],
        "person.2": [
            .shape(.circle(center: Point(x: 0.33, y: 0.31), radius: 0.14)), .shape(frontShoulders),
            .shape(.circle(center: Point(x: 0.76, y: 0.25), radius: 0.11)), .shape(backShoulders),
        ],
        "lightbulb": [.shape(bulb), .line([(0.37, 0.78), (0.63, 0.78)]), .line([(0.42, 0.9), (0.58, 0.9)])],
        "chart.pie": [.shape(pieBody), .shape(pieSlice)],
        "chart.line.downtrend.xyaxis": [
            .line([(0.1, 0.08), (0.1, 0.9), (0.92, 0.9)]),
            .line([(0.24, 0.3), (0.42, 0.52), (0.58, 0.4), (0.86, 0.74)]),
        ],
        // What tab bars and navigation bars show most: search, share, more, a list.
        "magnifyingglass": [
            .shape(.circle(center: Point(x: 0.42, y: 0.42), radius: 0.3)), .line([(0.64, 0.64), (0.92, 0.92)]),
        ],
        "square.and.arrow.up": [
            .line([(0.34, 0.38), (0.16, 0.38), (0.16, 0.94), (0.84, 0.94), (0.84, 0.38), (0.66, 0.38)]),
            .line([(0.5, 0.06), (0.5, 0.64)]), .line([(0.3, 0.25), (0.5, 0.06), (0.7, 0.25)]),
        ],
        // Tab bars of workout, spending and media apps.
        "dumbbell": [
            .line([(0.28, 0.5), (0.72, 0.5)]),
            .shape(.roundedRect(Rect(x: 0.07, y: 0.38, width: 0.07, height: 0.24), radius: 0.03)),
            .shape(.roundedRect(Rect(x: 0.17, y: 0.24, width: 0.1, height: 0.52), radius: 0.04)),
            .shape(.roundedRect(Rect(x: 0.73, y: 0.24, width: 0.1, height: 0.52), radius: 0.04)),
            .shape(.roundedRect(Rect(x: 0.86, y: 0.38, width: 0.07, height: 0.24), radius: 0.03)),
        ],
        // A game's winner: three points over a band.
        "crown": [
            .shape(
                polygon([(0.06, 0.24), (0.3, 0.5), (0.5, 0.14), (0.7, 0.5), (0.94, 0.24), (0.84, 0.72), (0.16, 0.72)])),
            .shape(.roundedRect(Rect(x: 0.16, y: 0.8, width: 0.68, height: 0.1), radius: 0.03)),
        ],
        // Empty states' targets and charts (a goal not yet set, no data for the period).
        "target": [
            .curve(arc(center: (0.5, 0.5), radius: 0.42, from: 0, to: 2 * .pi)),
            .curve(arc(center: (0.5, 0.5), radius: 0.25, from: 0, to: 2 * .pi)), .dot(0.5, 0.5, 0.09),
        ],
        "chart.xyaxis.line": [
            .line([(0.1, 0.08), (0.1, 0.9), (0.92, 0.9)]),
            .line([(0.22, 0.7), (0.38, 0.46), (0.52, 0.58), (0.68, 0.3), (0.86, 0.2)]),
        ],
        "chart.bar.xaxis": [
            .line([(0.06, 0.92), (0.94, 0.92)]),
            .shape(.roundedRect(Rect(x: 0.14, y: 0.5, width: 0.16, height: 0.3), radius: 0.04)),
            .shape(.roundedRect(Rect(x: 0.42, y: 0.12, width: 0.16, height: 0.68), radius: 0.04)),
            .shape(.roundedRect(Rect(x: 0.7, y: 0.34, width: 0.16, height: 0.46), radius: 0.04)),
        ],
        "fork.knife": [
            .line([(0.16, 0.08), (0.16, 0.3), (0.22, 0.4), (0.38, 0.4), (0.44, 0.3), (0.44, 0.08)]),
            .line([(0.3, 0.08), (0.3, 0.92)]),
            .shape(polygon([(0.64, 0.56), (0.64, 0.22), (0.7, 0.09), (0.82, 0.06), (0.82, 0.56)])),
            .line([(0.74, 0.56), (0.74, 0.92)]),
        ],
        "tv": [
            .shape(.roundedRect(Rect(x: 0.06, y: 0.14, width: 0.88, height: 0.6), radius: 0.08)),
            .line([(0.3, 0.88), (0.7, 0.88)]),
        ],
        "book": [
            .shape(polygon([(0.06, 0.18), (0.26, 0.13), (0.46, 0.2), (0.46, 0.9), (0.26, 0.82), (0.06, 0.86)])),
            .shape(polygon([(0.94, 0.18), (0.74, 0.13), (0.54, 0.2), (0.54, 0.9), (0.74, 0.82), (0.94, 0.86)])),
        ],
        "airplane": [
            .shape(
                polygon([
                    (0.95, 0.5), (0.88, 0.455), (0.6, 0.455), (0.4, 0.12), (0.31, 0.12), (0.44, 0.455), (0.2, 0.455),
                    (0.12, 0.33), (0.06, 0.33), (0.1, 0.5), (0.06, 0.67), (0.12, 0.67), (0.2, 0.545), (0.44, 0.545),
                    (0.31, 0.88), (0.4, 0.88), (0.6, 0.545), (0.88, 0.545),
                ]))
        ],
        "ellipsis": [.dot(0.18, 0.5, 0.08), .dot(0.5, 0.5, 0.08), .dot(0.82, 0.5, 0.08)],
        "list.bullet": [
            .dot(0.12, 0.22, 0.07), .dot(0.12, 0.5, 0.07), .dot(0.12, 0.78, 0.07),
            .line([(0.32, 0.22), (0.92, 0.22)]), .line([(0.32, 0.5), (0.92, 0.5)]),
            .line([(0.32, 0.78), (0.92, 0.78)]),
        ],
    ]

    package static func arc(center: (Double, Double), radius: Double, from: Double, to: Double) -> Path {
        var p = Path()
        p.arc(center: Point(x: center.0, y: center.1), radius: radius, from: from, to: to, moveToStart: true)
        return p
    }

    /// `path` with `rect` cut out of its filled form: the rectangle traced the other way round.
    private static func cut(_ path: Path, _ rect: Rect) -> Path {
        var p = path
        p.move(to: Point(x: rect.minX, y: rect.minY))
        p.line(to: Point(x: rect.minX, y: rect.maxY))
        p.line(to: Point(x: rect.maxX, y: rect.maxY))
        p.line(to: Point(x: rect.maxX, y: rect.minY))
        p.close()
        return p
    }

    private static let house: Path = cut(
        polygon([(0.5, 0.16), (0.84, 0.46), (0.84, 0.9), (0.16, 0.9), (0.16, 0.46)]),
        Rect(x: 0.42, y: 0.64, width: 0.16, height: 0.26))

    private static let bell: Path = {
        var p = Path()
        p.move(to: Point(x: 0.12, y: 0.74))
        p.curve(to: Point(x: 0.24, y: 0.44), control1: Point(x: 0.22, y: 0.64), control2: Point(x: 0.24, y: 0.56))
        p.curve(to: Point(x: 0.5, y: 0.14), control1: Point(x: 0.24, y: 0.24), control2: Point(x: 0.36, y: 0.14))
        p.curve(to: Point(x: 0.76, y: 0.44), control1: Point(x: 0.64, y: 0.14), control2: Point(x: 0.76, y: 0.24))
        p.curve(to: Point(x: 0.88, y: 0.74), control1: Point(x: 0.76, y: 0.56), control2: Point(x: 0.78, y: 0.64))
        p.close()
        return p
    }()

    /// Eight teeth round a hub, the hub cut out.
    private static let gear: Path = {
        let points = (0..<8).flatMap { k -> [Point] in
            let c = Double(k) * Double.pi / 4
            return [(c - 0.17, 0.44), (c + 0.17, 0.44), (c + 0.27, 0.33), (c + Double.pi / 4 - 0.27, 0.33)].map {
                Point(x: 0.5 + $0.1 * cos($0.0), y: 0.5 + $0.1 * sin($0.0))
            }
        }
        var p = Path.polygon(points)
        p.arc(center: Point(x: 0.5, y: 0.5), radius: 0.13, from: 0, to: -2 * Double.pi, moveToStart: true)
        p.close()
        return p
    }()

    private static let card: Path = cut(
        .roundedRect(Rect(x: 0.05, y: 0.18, width: 0.9, height: 0.64), radius: 0.08),
        Rect(x: 0.05, y: 0.32, width: 0.9, height: 0.12))

    private static let frontShoulders: Path = {
        var p = Path()
        p.move(to: Point(x: 0.06, y: 0.9))
        p.curve(to: Point(x: 0.33, y: 0.54), control1: Point(x: 0.06, y: 0.66), control2: Point(x: 0.18, y: 0.54))
        p.curve(to: Point(x: 0.6, y: 0.9), control1: Point(x: 0.48, y: 0.54), control2: Point(x: 0.6, y: 0.66))
        p.close()
        return p
    }()

    /// The shoulders of the person behind, kept clear of the front one's.
    private static let backShoulders: Path = {
        var p = Path()
        p.move(to: Point(x: 0.76, y: 0.76))
        p.line(to: Point(x: 0.95, y: 0.76))
        p.curve(to: Point(x: 0.76, y: 0.46), control1: Point(x: 0.95, y: 0.58), control2: Point(x: 0.87, y: 0.46))
        p.curve(to: Point(x: 0.64, y: 0.49), control1: Point(x: 0.71, y: 0.46), control2: Point(x: 0.67, y: 0.47))
        p.curve(to: Point(x: 0.76, y: 0.76), control1: Point(x: 0.72, y: 0.57), control2: Point(x: 0.76, y: 0.66))
        p.close()
        return p
    }()

    private static let bulb: Path = {
        var p = Path()
        p.move(to: Point(x: 0.37, y: 0.66))
        p.curve(to: Point(x: 0.2, y: 0.36), control1: Point(x: 0.36, y: 0.56), control2: Point(x: 0.2, y: 0.5))
        p.curve(to: Point(x: 0.5, y: 0.06), control1: Point(x: 0.2, y: 0.18), control2: Point(x: 0.34, y: 0.06))
        p.curve(to: Point(x: 0.8, y: 0.36), control1: Point(x: 0.66, y: 0.06), control2: Point(x: 0.8, y: 0.18))
        p.curve(to: Point(x: 0.63, y: 0.66), control1: Point(x: 0.8, y: 0.5), control2: Point(x: 0.64, y: 0.56))
        p.close()
        return p
    }()

    /// Three quarters of a disc, the fourth slice pulled out to the upper right.
    private static let pieBody: Path = {
        var p = Path()
        p.move(to: Point(x: 0.44, y: 0.56))
        p.arc(center: Point(x: 0.44, y: 0.56), radius: 0.38, from: 0, to: 1.5 * Double.pi)
        p.close()
        return p
    }()

    private static let pieSlice: Path = {
        var p = Path()
        p.move(to: Point(x: 0.58, y: 0.42))
        p.arc(center: Point(x: 0.58, y: 0.42), radius: 0.34, from: -0.5 * Double.pi, to: 0)
        p.close()
        return p
    }()
}
