import Foundation

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
