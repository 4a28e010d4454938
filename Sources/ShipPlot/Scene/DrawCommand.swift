import Foundation

/// How a path is stroked once everything is resolved.
struct Stroke: Equatable, Sendable {
    var width: Double
    var dash: [Double] = []
    var dashPhase: Double = 0
    var cap: CGLineCap = .butt
    var join: CGLineJoin = .miter
}

extension Stroke {
    /// A mark's `lineStyle` as drawn, or the given defaults when it set none: a `StrokeStyle` replaces every
    /// default at once, as in SwiftUI.
    init(_ style: StrokeStyle?, width: Double, cap: CGLineCap = .butt, join: CGLineJoin = .miter, dash: [Double] = []) {
        guard let style else {
            self.init(width: width, dash: dash, cap: cap, join: join)
            return
        }
        self.init(width: Double(style.lineWidth), dash: style.dash.map { Double($0) }, dashPhase: Double(style.dashPhase),
                  cap: style.lineCap, join: style.lineJoin)
    }
}

/// A run of text placed by the layout: `origin` is the start of its baseline, and the text runs at `angle`
/// radians from there (0 is left to right; negative turns it upward).
struct TextRun: Equatable, Sendable {
    var text: String
    var origin: Point
    var font: FontSpec
    var color: RGBA
    var angle: Double = 0
}

/// A colour stop of a gradient.
struct GradientStop: Equatable, Sendable {
    var offset: Double
    var color: RGBA
}

/// One drawing operation. The scene emits these in z-order; a canvas replays them.
enum DrawCommand: Equatable, Sendable {
    case fill(Path, RGBA)
    case stroke(Path, Stroke, RGBA)
    case text(TextRun)
    case linearGradient(Path, from: Point, to: Point, stops: [GradientStop])
    /// Restricts the following commands to a rectangle until the matching `popClip`.
    case pushClip(Rect)
    case popClip
}

/// Receives draw commands in order.
protocol Canvas {
    mutating func draw(_ command: DrawCommand) throws
}

/// A canvas that keeps the commands, so tests can compare a chart's drawing as text.
struct RecordingCanvas: Canvas {
    private(set) var commands: [DrawCommand] = []

    mutating func draw(_ command: DrawCommand) throws { commands.append(command) }

    /// One line per command, numbers rounded to 0.01 pt: a stable structural golden. Strokes name their dash
    /// phase, cap and join only when they differ from 0, butt and miter.
    var dump: String {
        commands.map(Self.describe).joined(separator: "\n")
    }

    static func describe(_ command: DrawCommand) -> String {
        switch command {
        case .fill(let path, let color): "fill \(color.hexString) \(describe(path))"
        case .stroke(let path, let stroke, let color):
            "stroke \(color.hexString) w\(n(stroke.width))\(stroke.dash.isEmpty ? "" : " dash[\(stroke.dash.map(n).joined(separator: ","))]")"
                + "\(stroke.dashPhase == 0 ? "" : " phase\(n(stroke.dashPhase))")\(stroke.cap == .butt ? "" : " cap:\(stroke.cap)")\(stroke.join == .miter ? "" : " join:\(stroke.join)") \(describe(path))"
        case .text(let run):
            "text \(run.color.hexString) \(n(run.font.size))\(run.font.bold ? "b" : "") (\(n(run.origin.x)),\(n(run.origin.y)))"
                + (run.angle == 0 ? "" : " ∠\(n(run.angle * 180 / Double.pi))") + " \"\(run.text)\""
        case .linearGradient(let path, let from, let to, let stops):
            "gradient (\(n(from.x)),\(n(from.y)))→(\(n(to.x)),\(n(to.y))) [\(stops.map { "\(n($0.offset)):\($0.color.hexString)" }.joined(separator: " "))] \(describe(path))"
        case .pushClip(let r): "clip (\(n(r.x)),\(n(r.y)) \(n(r.width))×\(n(r.height)))"
        case .popClip: "unclip"
        }
    }

    static func describe(_ path: Path) -> String {
        path.elements.map { element in
            switch element {
            case .move(let p): "M\(n(p.x)),\(n(p.y))"
            case .line(let p): "L\(n(p.x)),\(n(p.y))"
            case .curve(let p, let c1, let c2): "C\(n(c1.x)),\(n(c1.y)) \(n(c2.x)),\(n(c2.y)) \(n(p.x)),\(n(p.y))"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }

    /// A number rounded to hundredths with no trailing zeros.
    static func n(_ v: Double) -> String {
        LabelFormat.number(v, decimals: 2).replacingOccurrences(of: LabelFormat.minus, with: "-")
            .replacingOccurrences(of: ",", with: "")
    }
}
