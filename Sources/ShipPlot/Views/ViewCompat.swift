import Foundation

/// SwiftUI view modifiers that everyday annotation and overlay code uses and a static image draws the same
/// without: they compile as in SwiftUI and leave the view as it was.
extension View {
    /// Keeps the view's aspect ratio in its frame. Accepted: views here take the size their content asks for.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedView {
        modified(.inert)
    }
    /// Keeps the view at the aspect ratio of `aspectRatio`. Accepted, as above.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedView { modified(.inert) }
    /// Scales the view to fit its frame. Accepted, as above.
    public func scaledToFit() -> ModifiedView { modified(.inert) }
    /// Scales the view to fill its frame. Accepted, as above.
    public func scaledToFill() -> ModifiedView { modified(.inert) }
    /// Blurs the view. Not drawn (cairo has no blur); the view is drawn sharp.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedView { modified(.inert) }
    /// Makes the view one accessibility element (ignored in an image).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedView {
        modified(.inert)
    }
}

extension _ViewNode {
    /// Whether the view brings its own backdrop (a `.background` on its outer modifiers), so what it draws sits
    /// on that rather than on the mark beneath it.
    var hasOwnBackground: Bool {
        var node = self
        while case .modified(let child, let modifier) = node.box.kind {
            if case .background = modifier { return true }
            node = child
        }
        return false
    }
}
