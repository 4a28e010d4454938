import Foundation

extension View {
    /// The view drawn at `opacity` (0...1).
    public func opacity(_ opacity: Double) -> ModifiedView {
        modified(OpacityModifier(opacity: opacity.isFinite ? min(max(opacity, 0), 1) : 1), bad: !opacity.isFinite)
    }
}

/// Opacity: every colour the content draws, faded by `opacity`.
struct OpacityModifier: DrawingEffect {
    let opacity: Double
    var meaning: ModifierMeaning { .opacity(opacity) }
    func drawing(_ content: [DrawCommand], of view: PlacedNode, in drawer: inout ViewDrawer) -> [DrawCommand] {
        ViewGeometry.faded(content, by: opacity)
    }
}
