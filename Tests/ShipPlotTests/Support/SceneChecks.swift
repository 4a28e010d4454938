// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// What reaches cairo through the cairo canvas's last guard stays finite, inside cairo's fixed-point range, with
/// sane widths, sizes and colours.
func drawingProblems(in sceneCommands: [DrawCommand], scale: Double) -> [String] {
    var found: [String] = []
    // Symbols are checked as the fills and strokes they draw.
    let commands = CairoSafety.safe(sceneCommands, pixelScale: scale).flatMap(\.placements)
    // cairo keeps coordinates in 24.8 fixed point: beyond ±2^23 device units they wrap around.
    let limit = 8_388_608 / max(scale, 1)
    func check(_ value: Double, _ what: String) {
        if !value.isFinite || abs(value) > limit { found.append("\(what) = \(value)") }
    }
    func check(_ point: Point, _ what: String) {
        check(point.x, what + ".x")
        check(point.y, what + ".y")
    }
    func check(_ path: Path) {
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): check(p, "path point")
            case .curve(let p, let c1, let c2): check(p, "curve end"); check(c1, "control"); check(c2, "control")
            case .close: break
            }
        }
    }
    func check(_ color: RGBA) {
        for channel in [color.red, color.green, color.blue, color.alpha] where !(0...1).contains(channel) {
            found.append("colour channel \(channel)")
        }
    }
    for command in commands {
        switch command {
        case .fill(let path, let color):
            check(path)
            check(color)
        case .stroke(let path, let stroke, let color):
            check(path)
            check(color)
            if !stroke.width.isFinite || stroke.width < 0 || stroke.width > limit {
                found.append("stroke width \(stroke.width)")
            }
            for dash in stroke.dash where !dash.isFinite || dash < 0 { found.append("dash \(dash)") }
            check(stroke.dashPhase, "dash phase")
        case .image(let placed):
            for corner in [placed.topLeft, placed.topRight, placed.bottomLeft] { check(corner, "image corner") }
            if !(0...1).contains(placed.opacity) { found.append("image opacity \(placed.opacity)") }
        case .text(let run):
            check(run.origin, "text origin")
            check(run.angle, "text angle")
            check(run.color)
            if !run.font.size.isFinite || run.font.size <= 0 || run.font.size > 1000 {
                found.append("font size \(run.font.size)")
            }
        case .linearGradient(let path, let from, let to, let stops):
            check(path)
            check(from, "gradient start")
            check(to, "gradient end")
            for stop in stops {
                check(stop.color)
                if !(0...1).contains(stop.offset) { found.append("gradient offset \(stop.offset)") }
            }
        case .radialGradient(let path, let center, let startRadius, let endRadius, let stops):
            check(path)
            check(center, "gradient centre")
            check(startRadius, "gradient radius")
            check(endRadius, "gradient radius")
            for stop in stops { check(stop.color) }
        case .gradientStroke(let path, let stroke, _, let stops):
            check(path)
            check(stroke.width, "stroke width")
            for stop in stops { check(stop.color) }
        case .shadow(let path, _, let color, let radius):
            check(path)
            check(color)
            check(radius, "shadow radius")
        case .pushClip(let rect):
            check(rect.x, "clip x"); check(rect.y, "clip y"); check(rect.width, "clip width");
            check(rect.height, "clip height")
        case .pushEffect(.blur(let radius)):
            if !radius.isFinite || radius < 0 || radius > LayerEffect.maximumBlur { found.append("blur \(radius)") }
        case .popClip, .pushMaskedLayer, .pushMaskLayer, .popMaskLayers, .pushEffect(.blend), .popEffect, .symbols:
            break
        }
    }
    return found
}

/// Every path point, control point, gradient end and text origin that is NaN or infinite.
func nonFinitePoints(in commands: [DrawCommand]) -> [Point] {
    func points(_ path: Path) -> [Point] {
        path.elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .curve(let p, let c1, let c2): [p, c1, c2]
            case .close: []
            }
        }
    }
    let all = commands.flatMap(\.placements).flatMap { command -> [Point] in
        switch command {
        case .fill(let path, _), .stroke(let path, _, _): points(path)
        case .text(let run): [run.origin]
        case .image(let placed): [placed.topLeft, placed.topRight, placed.bottomLeft]
        case .linearGradient(let path, let from, let to, _): points(path) + [from, to]
        case .radialGradient(let path, let center, _, _, _): points(path) + [center]
        case .gradientStroke(let path, _, .linear(let from, let to), _): points(path) + [from, to]
        case .gradientStroke(let path, _, .radial(let center, _, _), _): points(path) + [center]
        case .shadow(let path, _, _, _): points(path)
        case .pushClip(let r): [Point(x: r.x, y: r.y), Point(x: r.width, y: r.height)]
        case .popClip, .pushMaskedLayer, .pushMaskLayer, .popMaskLayers, .pushEffect, .popEffect, .symbols: []
        }
    }
    return all.filter { !$0.x.isFinite || !$0.y.isFinite }
}
