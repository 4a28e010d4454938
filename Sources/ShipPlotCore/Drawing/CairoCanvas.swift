// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import PangoText

/// Replays draw commands on a cairo context, each through `CairoSafety` first: the last guard before cairo.
package struct CairoCanvas: Canvas {
    package let context: Context
    /// Half the side of the box geometry is clipped to, in points: cairo's safe range at this pixel scale.
    private let limit: Double
    /// Text below a 64th of a device pixel is invisible, and cairo fails on colour-emoji glyphs scaled that far
    /// down ("out of memory" at a scale of 1e-9), so it is not drawn.
    private let smallestText: Double
    /// Device pixels per point, for the images blurred layers are drawn in.
    package let pixelScale: Double
    /// Draws the text DejaVu Sans cannot draw alone.
    package let shaper: TextShaper
    /// The blend operators of the open blend layers, innermost last.
    package var blends: [Context.Operator] = []
    /// A blurred layer being collected: its radius, its commands (nested layers included) and how deep the
    /// layers inside it are open. Drawn as one image when it closes.
    package var blurring: (radius: Double, commands: [DrawCommand], depth: Int)?
    /// The symbol shapes drawn so far on a vector document, each written once as a font's glyph.
    private var symbolFonts: [(shape: Path, stroke: Stroke?, font: SymbolFont)] = []

    /// A canvas on `context`, whose device pixels per point are `pixelScale`, drawing shaped text with `shaper`.
    package init(context: Context, pixelScale: Double, shaper: TextShaper = .system) {
        self.context = context
        self.pixelScale = pixelScale
        self.shaper = shaper
        limit = CairoSafety.deviceLimit / max(pixelScale.isFinite ? pixelScale : 1, 1)
        smallestText = pixelScale.isFinite && pixelScale > 0 ? 1 / (64 * pixelScale) : 0
    }

    package mutating func draw(_ command: DrawCommand) throws {
        guard let command = CairoSafety.safe(command, limit: limit) else { return }
        if blurring != nil { return try collectBlurred(command) }
        switch command {
        case .fill(let path, let color):
            setColor(color)
            trace(path)
            context.fill()
        case .stroke(let path, let stroke, let color):
            setColor(color)
            setStroke(stroke)
            trace(path)
            context.stroke()
        case .text(let run):
            guard run.font.size >= smallestText else { return }
            setColor(run.color)
            try drawText(run)
        case .linearGradient(let path, let from, let to, let stops):
            setGradient(.linear(from: from, to: to), stops)
            trace(path)
            context.fill()
        case .radialGradient(let path, let center, let startRadius, let endRadius, let stops):
            setGradient(.radial(center: center, startRadius: startRadius, endRadius: endRadius), stops)
            trace(path)
            context.fill()
        case .gradientStroke(let path, let stroke, let geometry, let stops):
            setGradient(geometry, stops)
            setStroke(stroke)
            trace(path)
            context.stroke()
        case .shadow(let path, let stroke, let color, let radius):
            drawShadow(path, stroke: stroke, color: color, radius: radius)
        case .pushClip(let rect):
            context.save()
            context.rectangle(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            context.clip()
        case .popClip:
            context.restore()
        case .pushMaskedLayer, .pushMaskLayer:
            context.pushGroup()
        case .popMaskLayers:
            context.popGroupsMaskingOuterByInner()
        case .pushEffect(let effect):
            pushEffect(effect)
        case .popEffect:
            popBlend()
        case .image(let placed):
            try drawImage(placed)
        case .symbols(let run):
            try drawSymbols(run)
        }
    }

    /// A run of symbols: on a PDF or SVG the shape once, placed at each centre (a few bytes each instead of the
    /// whole outline); on pixels each placement traced and filled as its own path, so overlapping symbols blend
    /// one over another as separate fills do.
    private mutating func drawSymbols(_ run: SymbolRun) throws {
        setColor(run.color)
        if let stroke = run.stroke { setStroke(stroke) }
        guard context.surface is DocumentSurface else {
            for center in run.centers {
                trace(run.shape, offset: center)
                if run.stroke == nil { context.fill() } else { context.stroke() }
            }
            return
        }
        context.showSymbols(try symbolFont(run), at: run.centers.map { (x: $0.x, y: $0.y) })
    }

    private mutating func symbolFont(_ run: SymbolRun) throws -> SymbolFont {
        if let known = symbolFonts.first(where: { $0.shape == run.shape && $0.stroke == run.stroke }) {
            return known.font
        }
        let outline = run.shape.elements.map { element -> SymbolOutline in
            switch element {
            case .move(let p): .move(p.x, p.y)
            case .line(let p): .line(p.x, p.y)
            case .curve(let p, let c1, let c2): .curve(to: (p.x, p.y), control1: (c1.x, c1.y), control2: (c2.x, c2.y))
            case .close: .close
            }
        }
        let stroke = run.stroke
        let font = try SymbolFont(
            outline: outline, strokeWidth: stroke?.width,
            cap: stroke?.cap == .round ? .round : stroke?.cap == .square ? .square : .butt,
            join: stroke?.join == .round ? .round : stroke?.join == .bevel ? .bevel : .miter)
        symbolFonts.append((run.shape, stroke, font))
        return font
    }

    private func setStroke(_ stroke: Stroke) {
        context.setLineWidth(stroke.width)
        context.setDash(stroke.dash, phase: stroke.dashPhase)
        context.setLineCap(stroke.cap == .round ? .round : stroke.cap == .square ? .square : .butt)
        context.setLineJoin(stroke.join == .round ? .round : stroke.join == .bevel ? .bevel : .miter)
    }

    private func setGradient(_ geometry: GradientGeometry, _ stops: [GradientStop]) {
        let stops = GradientInterpolation.premultiplied(stops).map {
            (offset: $0.offset, red: $0.color.red, green: $0.color.green, blue: $0.color.blue, alpha: $0.color.alpha)
        }
        switch geometry {
        case .linear(let from, let to):
            context.setLinearGradient(x0: from.x, y0: from.y, x1: to.x, y1: to.y, stops: stops)
        case .radial(let center, let startRadius, let endRadius):
            context.setRadialGradient(
                cx0: center.x, cy0: center.y, r0: startRadius, cx1: center.x, cy1: center.y, r1: endRadius,
                stops: stops)
        }
    }

    /// A soft shadow without a blur filter (cairo has none): rings of the shape widening by `radius`, each
    /// fainter than the one inside it, replace one another in a group that is then laid over the picture once,
    /// so the opacity falls off evenly from the shape's edge and overlaps never darken it.
    private func drawShadow(_ path: Path, stroke: Stroke?, color: RGBA, radius: Double) {
        let layers = radius > 0 ? 8 : 1
        let base = stroke?.width ?? 0
        let reach = radius + base / 2 + 1
        let bounds = path.bounds
        context.save()
        context.rectangle(
            x: bounds.minX - reach, y: bounds.minY - reach, width: bounds.width + 2 * reach,
            height: bounds.height + 2 * reach)
        context.clip()
        context.pushGroup()
        context.setOperator(.source)
        context.setLineCap(stroke?.cap == .butt ? .butt : .round)
        context.setLineJoin(.round)
        context.setDash(stroke?.dash ?? [], phase: stroke?.dashPhase ?? 0)
        for layer in 1...layers {
            let inner = Double(layer) / Double(layers)
            setColor(color.withAlpha(inner))
            trace(path)
            if stroke == nil { context.fillPreserve() }
            context.setLineWidth(base + 2 * radius * (1 - inner) + (radius > 0 ? 2 * radius / Double(layers) : 0))
            if stroke != nil || radius > 0 { context.stroke() } else { context.newPath() }
        }
        context.popGroupToSource()
        context.setOperator(.over)
        context.paint()
        context.restore()
    }

    package func setColor(_ c: RGBA) {
        context.setSource(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    package func trace(_ path: Path) {
        trace(path, offset: Point(x: 0, y: 0))
    }

    /// `path` moved by `offset`: each coordinate is the path's plus the offset's (x + 0 is x).
    package func trace(_ path: Path, offset o: Point) {
        context.newPath()
        for element in path.elements {
            switch element {
            case .move(let p): context.move(to: p.x + o.x, p.y + o.y)
            case .line(let p): context.line(to: p.x + o.x, p.y + o.y)
            case .curve(let p, let c1, let c2):
                context.curve(
                    to: p.x + o.x, p.y + o.y, control1: c1.x + o.x, c1.y + o.y, control2: c2.x + o.x, c2.y + o.y)
            case .close: context.closePath()
            }
        }
    }
}
