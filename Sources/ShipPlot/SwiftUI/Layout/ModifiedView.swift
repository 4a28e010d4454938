import Foundation

/// A view with a modifier applied: what `.padding()`, `.frame(…)`, `.background { … }` and the rest return.
public struct ModifiedView: View, Sendable {
    let node: _ViewNode
    public var _node: _ViewNode { node }
}

extension View {
    /// This view wrapped in `modifier`.
    func modified<M: ViewModifierNode>(_ modifier: M) -> ModifiedView { ModifiedView(node: _node.modified(modifier)) }

    /// This view wrapped in `modifier`, with one problem counted when `bad` (a value that must not reach drawing
    /// was given and left out).
    func modified<M: ViewModifierNode>(_ modifier: M, bad: Bool) -> ModifiedView {
        let node = _node.modified(modifier)
        return ModifiedView(node: bad ? node.noting(.invalidValue) : node)
    }
}
