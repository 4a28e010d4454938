import Foundation

/// A paint for shapes and text: a shape style, or the inherited foreground style.
enum Paint: Sendable, Equatable {
    case foreground
    case style(_ShapePaint)

    init<S: ShapeStyle>(_ style: S) {
        self = style is ForegroundStyle ? .foreground : .style(style._paint)
    }
}

/// How a shape is painted.
enum ShapePaint: Sendable {
    case fill(Paint)
    /// Stroked along its outline; `inset` strokes inside the frame (`strokeBorder`).
    case stroke(Paint, StrokeStyle, inset: Bool)
}

/// A shape's outline for a frame.
struct ShapeOutline: Sendable {
    let path: @Sendable (Rect) -> Path
    /// A built-in symbol name drawn by `SystemSymbols`, when this is an `Image(systemName:)`.
    var symbol: String?
}
