import Cairo

/// Replays draw commands on a cairo context, each through `CairoSafety` first: the last guard before cairo.
struct CairoCanvas: Canvas {
    let context: Context
    /// Half the side of the box geometry is clipped to, in points: cairo's safe range at this pixel scale.
    private let limit: Double

    /// A canvas on `context`, whose device pixels per point are `pixelScale`.
    init(context: Context, pixelScale: Double) {
        self.context = context
        limit = CairoSafety.deviceLimit / max(pixelScale.isFinite ? pixelScale : 1, 1)
    }

    mutating func draw(_ command: DrawCommand) throws {
        guard let command = CairoSafety.safe(command, limit: limit) else { return }
        switch command {
        case .fill(let path, let color):
            setColor(color)
            trace(path)
            context.fill()
        case .stroke(let path, let stroke, let color):
            setColor(color)
            context.setLineWidth(stroke.width)
            context.setDash(stroke.dash, phase: stroke.dashPhase)
            context.setLineCap(stroke.cap == .round ? .round : stroke.cap == .square ? .square : .butt)
            context.setLineJoin(stroke.join == .round ? .round : stroke.join == .bevel ? .bevel : .miter)
            trace(path)
            context.stroke()
        case .text(let run):
            setColor(run.color)
            try drawText(run)
        case .linearGradient(let path, let from, let to, let stops):
            context.setLinearGradient(
                x0: from.x, y0: from.y, x1: to.x, y1: to.y,
                stops: stops.map {
                    (
                        offset: $0.offset, red: $0.color.red, green: $0.color.green, blue: $0.color.blue,
                        alpha: $0.color.alpha
                    )
                })
            trace(path)
            context.fill()
        case .pushClip(let rect):
            context.save()
            context.rectangle(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            context.clip()
        case .popClip:
            context.restore()
        }
    }

    private func setColor(_ c: RGBA) {
        context.setSource(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    private func trace(_ path: Path) {
        context.newPath()
        for element in path.elements {
            switch element {
            case .move(let p): context.move(to: p.x, p.y)
            case .line(let p): context.line(to: p.x, p.y)
            case .curve(let p, let c1, let c2): context.curve(to: p.x, p.y, control1: c1.x, c1.y, control2: c2.x, c2.y)
            case .close: context.closePath()
            }
        }
    }
}
