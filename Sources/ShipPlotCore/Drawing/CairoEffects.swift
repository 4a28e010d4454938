// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation

/// Effect layers on the cairo canvas. A blend layer is a cairo group painted back with the blend's operator, which
/// PDF keeps as a blend mode. cairo has no blur filter, so a blurred layer is drawn into an image of the area it
/// covers (at the output's pixel scale; at least 2× for PDF and SVG, which embed it as an image), blurred there
/// and painted back. That image never exceeds the area the output shows.
extension CairoCanvas {
    /// The largest pixel density of a blurred layer's image in a PDF or SVG.
    package static let documentBlurDensity = 4.0

    package mutating func pushEffect(_ effect: LayerEffect) {
        switch effect {
        case .blur(let radius):
            blurring = (radius, [], 1)
        case .blend(let mode):
            context.pushGroup()
            blends.append(mode.cairoOperator)
        }
    }

    package mutating func popBlend() {
        guard let op = blends.popLast() else { return }
        context.popGroupAndPaint(with: op)
    }

    /// Keeps `command` for the blurred layer being collected, and draws the layer when its pair closes.
    package mutating func collectBlurred(_ command: DrawCommand) throws {
        switch command {
        case .pushEffect: blurring?.depth += 1
        case .popEffect: blurring?.depth -= 1
        default: break
        }
        // Appended in place: binding the layer first would copy its commands on every append.
        guard blurring?.depth == 0, let layer = blurring else {
            blurring?.commands.append(command)
            return
        }
        blurring = nil
        try drawBlurred(layer.commands, radius: layer.radius)
    }

    private mutating func drawBlurred(_ commands: [DrawCommand], radius: Double) throws {
        guard radius > 0 else {
            for command in commands { try draw(command) }
            return
        }
        let raster = context.surface is ImageSurface
        let density = raster ? pixelScale : min(max(pixelScale, 2), Self.documentBlurDensity)
        guard density.isFinite, density > 0, let area = blurArea(commands, radius: radius, density: density) else {
            return
        }
        let image = try ImageSurface(width: area.width, height: area.height)
        let layer = try Context(surface: image)
        layer.scale(density, density)
        layer.translate(-area.rect.x, -area.rect.y)
        var canvas = CairoCanvas(context: layer, pixelScale: density, shaper: shaper)
        for command in commands { try canvas.draw(command) }
        try layer.checkStatus("draw blurred layer")
        image.withPixelBytes {
            GaussianBlur.blur(
                $0, width: image.width, height: image.height, stride: image.stride, sigma: radius * density)
        }
        context.paint(image, x: area.rect.x, y: area.rect.y, density: density)
    }

    /// The user-space rectangle a blurred layer's image covers, on whole device pixels, and its size in image
    /// pixels: the layer's bounds grown by three standard deviations, within what the output shows.
    package func blurArea(_ commands: [DrawCommand], radius: Double, density: Double)
        -> (rect: Rect, width: Int, height: Int)?
    {
        var (x0, y0, x1, y1) = context.clipExtents()
        switch Self.extent(of: commands) {
        case .nothing: return nil
        case .unknown: break
        case .rect(let bounds):
            let grown = bounds.insetBy(-(3 * radius + 1))
            x0 = max(x0, grown.minX)
            y0 = max(y0, grown.minY)
            x1 = min(x1, grown.maxX)
            y1 = min(y1, grown.maxY)
        }
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0 else { return nil }
        let (dx0, dy0) = context.userToDevice(x0, y0)
        let (dx1, dy1) = context.userToDevice(x1, y1)
        let (ux0, uy0) = context.deviceToUser(min(dx0, dx1).rounded(.down), min(dy0, dy1).rounded(.down))
        let (ux1, uy1) = context.deviceToUser(max(dx0, dx1).rounded(.up), max(dy0, dy1).rounded(.up))
        let rect = Rect(x: min(ux0, ux1), y: min(uy0, uy1), width: abs(ux1 - ux0), height: abs(uy1 - uy0))
        let width = Int(saturating: (rect.width * density).rounded())
        let height = Int(saturating: (rect.height * density).rounded())
        guard (1...32767).contains(width), (1...32767).contains(height) else { return nil }
        return (rect, width, height)
    }

    /// What a layer's commands cover.
    package enum Extent {
        /// No geometry: the layer draws nothing.
        case nothing
        /// A command without cheap bounds (text): the whole visible area is taken.
        case unknown
        /// The union of what the commands draw, generously (strokes by their miter reach).
        case rect(Rect)
    }

    package static func extent(of commands: [DrawCommand]) -> Extent {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ path: Path, grownBy pad: Double) {
            guard !path.elements.isEmpty else { return }
            let b = path.bounds
            minX = min(minX, b.minX - pad)
            minY = min(minY, b.minY - pad)
            maxX = max(maxX, b.maxX + pad)
            maxY = max(maxY, b.maxY + pad)
        }
        for command in commands {
            switch command {
            case .fill(let path, _), .linearGradient(let path, _, _, _), .radialGradient(let path, _, _, _, _):
                add(path, grownBy: 0)
            case .stroke(let path, let stroke, _), .gradientStroke(let path, let stroke, _, _):
                add(path, grownBy: stroke.width * (stroke.join == .miter ? 5 : 1))
            case .shadow(let path, let stroke, _, let radius):
                add(path, grownBy: radius + (stroke?.width ?? 0) * 5 + 1)
            case .text:
                return .unknown
            case .image(let placed):
                add(.rect(placed.bounds), grownBy: 0)
            case .symbols(let run):
                guard !run.centers.isEmpty, !run.shape.elements.isEmpty else { continue }
                let xs = run.centers.map(\.x), ys = run.centers.map(\.y)
                let b = run.shape.bounds
                let span = Rect(
                    x: xs.min()! + b.minX, y: ys.min()! + b.minY, width: xs.max()! - xs.min()! + b.width,
                    height: ys.max()! - ys.min()! + b.height)
                add(.rect(span), grownBy: (run.stroke?.width ?? 0) * (run.stroke?.join == .miter ? 5 : 1))
            case .pushClip, .popClip, .pushMaskedLayer, .pushMaskLayer, .popMaskLayers, .pushEffect, .popEffect:
                continue
            }
        }
        guard minX <= maxX, minY <= maxY else { return .nothing }
        return .rect(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }
}

extension BlendMode {
    /// cairo's operator for the mode. `plusDarker` (`max(0, S + D − 1)`) has no cairo operator and draws as
    /// `multiply`, which also darkens and agrees with it on black and white; `plusLighter` is cairo's saturating
    /// `add`, the same formula.
    package var cairoOperator: Context.Operator {
        switch self {
        case .normal: .over
        case .multiply, .plusDarker: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .atop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusLighter: .add
        }
    }
}
