import Foundation

/// Transformations of drawn view commands: clipping, shadows, rotation, opacity, and the final confinement to
/// the image.
enum ViewGeometry {
    /// Every point of `command` mapped by `f` (clip rectangles by their corners' bounding box).
    static func mapPoints(_ command: DrawCommand, _ f: (Point) -> Point) -> DrawCommand {
        func path(_ p: Path) -> Path {
            var copy = p
            copy.transform(f)
            return copy
        }
        switch command {
        case .fill(let p, let color): return .fill(path(p), color)
        case .stroke(let p, let stroke, let color): return .stroke(path(p), stroke, color)
        case .text(var run):
            run.origin = f(run.origin)
            return .text(run)
        case .linearGradient(let p, let from, let to, let stops):
            return .linearGradient(path(p), from: f(from), to: f(to), stops: stops)
        case .pushClip(let r):
            let corners = [
                Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY),
                Point(x: r.maxX, y: r.maxY),
            ].map(f)
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let minX = xs.min()!, minY = ys.min()!
            return .pushClip(Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY))
        case .popClip: return command
        }
    }

    /// Every colour of `command` mapped by `f`.
    static func mapColors(_ command: DrawCommand, _ f: (RGBA) -> RGBA) -> DrawCommand {
        switch command {
        case .fill(let p, let color): return .fill(p, f(color))
        case .stroke(let p, let stroke, let color): return .stroke(p, stroke, f(color))
        case .text(var run):
            run.color = f(run.color)
            return .text(run)
        case .linearGradient(let p, let from, let to, let stops):
            return .linearGradient(
                p, from: from, to: to, stops: stops.map { GradientStop(offset: $0.offset, color: f($0.color)) })
        case .pushClip, .popClip: return command
        }
    }

    static func faded(_ commands: [DrawCommand], by opacity: Double) -> [DrawCommand] {
        commands.map { mapColors($0) { $0.withAlpha(opacity) } }
    }

    static func rotated(_ commands: [DrawCommand], by radians: Double, around c: Point) -> [DrawCommand] {
        let cosA = cos(radians), sinA = sin(radians)
        return commands.map { command in
            var turned = mapPoints(command) { p in
                let dx = p.x - c.x, dy = p.y - c.y
                return Point(x: c.x + dx * cosA - dy * sinA, y: c.y + dx * sinA + dy * cosA)
            }
            if case .text(var run) = turned {
                run.angle += radians
                turned = .text(run)
            }
            return turned
        }
    }

    /// A copy of the shapes and text moved by `dx`, `dy` in the shadow colour, with a soft rim of `radius`.
    static func shadow(of commands: [DrawCommand], color: RGBA, radius: Double, dx: Double, dy: Double) -> [DrawCommand]
    {
        func shade(_ p: Path, alpha: Double) -> [DrawCommand] {
            let rim: [DrawCommand] =
                radius > 0 ? [.stroke(p, Stroke(width: radius, join: .round), color.withAlpha(alpha * 0.5))] : []
            return rim + [.fill(p, color.withAlpha(alpha))]
        }
        var result: [DrawCommand] = []
        for command in commands {
            let moved = mapPoints(command) { Point(x: $0.x + dx, y: $0.y + dy) }
            switch moved {
            case .fill(let p, let ink):
                result += shade(p, alpha: ink.alpha)
            case .linearGradient(let p, _, _, _):
                result += shade(p, alpha: 1)
            case .stroke(let p, let stroke, let ink):
                result.append(.stroke(p, stroke, color.withAlpha(ink.alpha)))
            case .text(var run):
                run.color = color.withAlpha(run.color.alpha)
                result.append(.text(run))
            case .pushClip, .popClip:
                result.append(moved)
            }
        }
        return result
    }

    /// `commands` inside `shape` (when given) and `frame`: fills that cover the frame take the shape's outline;
    /// the rest are clipped to the frame.
    static func clipped(_ commands: [DrawCommand], to shape: Path?, frame: Rect) -> [DrawCommand] {
        var result: [DrawCommand] = [.pushClip(frame)]
        for command in commands {
            switch command {
            case .fill(let p, let color) where shape != nil && covers(p, frame):
                result.append(.fill(shape!, color))
            case .linearGradient(let p, let from, let to, let stops) where shape != nil && covers(p, frame):
                result.append(.linearGradient(shape!, from: from, to: to, stops: stops))
            default:
                result.append(command)
            }
        }
        result.append(.popClip)
        return result
    }

    /// Whether `path` is a rectangle containing `frame` (a colour or rectangle filling it).
    private static func covers(_ path: Path, _ frame: Rect) -> Bool {
        guard path.elements.count == 5, path.elements.allSatisfy({ if case .curve = $0 { false } else { true } })
        else { return false }
        let b = path.bounds
        return b.minX <= frame.minX + 0.5 && b.minY <= frame.minY + 0.5 && b.maxX >= frame.maxX - 0.5
            && b.maxY >= frame.maxY - 0.5
    }

    /// `commands` with non-finite ones dropped and every point kept within `bounds` widened by its size on each
    /// side; text starting outside that is dropped.
    static func confined(_ commands: [DrawCommand], to bounds: Rect) -> [DrawCommand] {
        let margin = max(bounds.width, bounds.height, 1)
        let box = Rect(
            x: bounds.x - margin, y: bounds.y - margin, width: bounds.width + 2 * margin,
            height: bounds.height + 2 * margin)
        func clamp(_ p: Point) -> Point {
            Point(
                x: p.x.isFinite ? min(max(p.x, box.minX), box.maxX) : box.minX,
                y: p.y.isFinite ? min(max(p.y, box.minY), box.maxY) : box.minY)
        }
        return commands.compactMap { command in
            if case .text(let run) = command {
                let o = run.origin
                guard o.x.isFinite, o.y.isFinite, run.angle.isFinite, o.x >= box.minX, o.x <= box.maxX,
                    o.y >= box.minY, o.y <= box.maxY
                else { return nil }
                return command
            }
            return mapPoints(command, clamp)
        }
    }
}
