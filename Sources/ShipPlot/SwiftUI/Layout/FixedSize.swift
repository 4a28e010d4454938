import Foundation

extension View {
    /// The view at its ideal size on both axes, whatever it is offered.
    public func fixedSize() -> ModifiedView { modified(FixedSizeModifier(horizontal: true, vertical: true)) }

    /// The view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedView {
        modified(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}

/// A fixed size: the content is offered nothing on the fixed axes (it takes its ideal size there) and is centred
/// in the frame.
struct FixedSizeModifier: LayoutModifier {
    let horizontal: Bool
    let vertical: Bool

    var meaning: ModifierMeaning { .geometry }

    private func inner(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ p: ProposedSize, content: _ViewNode, in context: LayoutContext) -> ViewSize {
        context.size(content, inner(p))
    }

    func place(in frame: Rect, content: _ViewNode, context: LayoutContext) -> Placement {
        let c = context.size(content, inner(ProposedSize(width: frame.width, height: frame.height)))
        return Placement(children: [(content, Alignment.center.place(c, in: frame))])
    }
}

extension ViewModifierNode where Self == FixedSizeModifier {
    /// The content at its ideal size on the chosen axes.
    static func fixedSize(horizontal: Bool, vertical: Bool) -> FixedSizeModifier {
        FixedSizeModifier(horizontal: horizontal, vertical: vertical)
    }
}
