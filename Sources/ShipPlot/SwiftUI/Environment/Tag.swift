import Foundation

extension View {
    /// The value a picker compares with its selection to show which option is chosen; nothing else reads it.
    public func tag<V: Hashable>(_ tag: V) -> ModifiedView {
        modified(TagModifier(tag: ViewTag(value: AnyHashable(tag))))
    }
}

/// A view's selection tag (`tag(_:)`, or the id of a `ForEach` element in a picker).
struct ViewTag: @unchecked Sendable, Equatable {
    // An AnyHashable built from the user's Hashable value and only ever compared.
    let value: AnyHashable
}

/// A tag: read by the picker the view is an option of; the content is laid out and drawn as it is.
struct TagModifier: PassThroughModifier {
    let tag: ViewTag
    var meaning: ModifierMeaning { .nothing }
}

extension _ViewNode {
    /// The outermost `tag(_:)` written on this view, if any.
    var tag: AnyHashable? {
        for case let tagged as ModifiedNode<TagModifier> in modifierChain.modifiers { return tagged.modifier.tag.value }
        return nil
    }
}
