// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A canvas that keeps the commands, so tests can compare a chart's drawing as text.
package struct RecordingCanvas: Canvas {
    package private(set) var commands: [DrawCommand] = []

    package init() {}

    package mutating func draw(_ command: DrawCommand) throws { commands.append(command) }

    /// One line per command, numbers rounded to 0.01 pt: a stable structural golden. Strokes name their dash
    /// phase, cap and join only when they differ from 0, butt and miter.
    package var dump: String {
        commands.map(Self.describe).joined(separator: "\n")
    }

    package static func describe(_ command: DrawCommand) -> String {
        switch command {
        case .fill(let path, let color): "fill \(color.hexString) \(describe(path))"
        case .stroke(let path, let stroke, let color):
            "stroke \(color.hexString) w\(rounded(stroke.width))\(stroke.dash.isEmpty ? "" : " dash[\(stroke.dash.map(rounded).joined(separator: ","))]")"
                + "\(stroke.dashPhase == 0 ? "" : " phase\(rounded(stroke.dashPhase))")\(stroke.cap == .butt ? "" : " cap:\(stroke.cap)")\(stroke.join == .miter ? "" : " join:\(stroke.join)") \(describe(path))"
        case .text(let run):
            "text \(run.color.hexString) \(rounded(run.font.size))\(run.font.bold ? "b" : "")\(run.font.italic ? "i" : "") (\(rounded(run.origin.x)),\(rounded(run.origin.y)))"
                + (run.angle == 0 ? "" : " ∠\(rounded(run.angle * 180 / Double.pi))") + " \"\(run.text)\""
        case .linearGradient(let path, let from, let to, let stops):
            "gradient (\(rounded(from.x)),\(rounded(from.y)))→(\(rounded(to.x)),\(rounded(to.y))) [\(stops.map { "\(rounded($0.offset)):\($0.color.hexString)" }.joined(separator: " "))] \(describe(path))"
        case .radialGradient(let path, let center, let startRadius, let endRadius, let stops):
            "radial (\(rounded(center.x)),\(rounded(center.y))) r\(rounded(startRadius))→\(rounded(endRadius)) \(describe(stops)) \(describe(path))"
        case .gradientStroke(let path, let stroke, let geometry, let stops):
            "gradient-stroke \(describe(geometry)) \(describe(stops)) w\(rounded(stroke.width))\(stroke.dash.isEmpty ? "" : " dash[\(stroke.dash.map(rounded).joined(separator: ","))]") \(describe(path))"
        case .shadow(let path, let stroke, let color, let radius):
            "shadow \(color.hexString) r\(rounded(radius))\(stroke.map { " w\(rounded($0.width))" } ?? " fill") \(describe(path))"
        case .pushClip(let r): "clip (\(rounded(r.x)),\(rounded(r.y)) \(rounded(r.width))×\(rounded(r.height)))"
        case .popClip: "unclip"
        case .pushMaskedLayer: "masked"
        case .pushMaskLayer: "mask"
        case .popMaskLayers: "unmask"
        case .pushEffect(.blur(let radius)): "blur r\(rounded(radius))"
        case .pushEffect(.blend(let mode)): "blend \(mode)"
        case .popEffect: "unlayer"
        case .image(let placed):
            "image \(placed.files.map { "\($0.file.path)@\(rounded($0.scale))x" }.joined(separator: " "))"
                + " (\(rounded(placed.topLeft.x)),\(rounded(placed.topLeft.y)))"
                + " (\(rounded(placed.topRight.x)),\(rounded(placed.topRight.y)))"
                + " (\(rounded(placed.bottomLeft.x)),\(rounded(placed.bottomLeft.y)))"
                + (placed.opacity < 1 ? " α\(rounded(placed.opacity))" : "") + (placed.smooth ? "" : " nearest")
        // Symbols read as the fills or strokes they draw, one line each, as symbols drawn one by one do.
        case .symbols(let run): run.placements.map(describe).joined(separator: "\n")
        }
    }

    package static func describe(_ stops: [GradientStop]) -> String {
        "[\(stops.map { "\(rounded($0.offset)):\($0.color.hexString)" }.joined(separator: " "))]"
    }

    package static func describe(_ geometry: GradientGeometry) -> String {
        switch geometry {
        case .linear(let a, let b): "(\(rounded(a.x)),\(rounded(a.y)))→(\(rounded(b.x)),\(rounded(b.y)))"
        case .radial(let c, let r0, let r1): "radial (\(rounded(c.x)),\(rounded(c.y))) r\(rounded(r0))→\(rounded(r1))"
        }
    }

    package static func describe(_ path: Path) -> String {
        path.elements.map { element in
            switch element {
            case .move(let p): "M\(rounded(p.x)),\(rounded(p.y))"
            case .line(let p): "L\(rounded(p.x)),\(rounded(p.y))"
            case .curve(let p, let c1, let c2):
                "C\(rounded(c1.x)),\(rounded(c1.y)) \(rounded(c2.x)),\(rounded(c2.y)) \(rounded(p.x)),\(rounded(p.y))"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }

    /// A number rounded to hundredths with no trailing zeros.
    package static func rounded(_ v: Double) -> String {
        LabelFormat.number(v, decimals: 2).replacingOccurrences(of: LabelFormat.minus, with: "-")
            .replacingOccurrences(of: ",", with: "")
    }
}
