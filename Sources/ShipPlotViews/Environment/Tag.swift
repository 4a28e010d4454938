// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// The value a picker compares with its selection to show which option is chosen; nothing else reads it.
    public func tag<V: Hashable>(_ tag: V) -> ModifiedView {
        modified(TagModifier(tag: ViewTag(value: AnyHashable(tag))))
    }
}

/// A view's selection tag (`tag(_:)`, or the id of a `ForEach` element in a picker).
package struct ViewTag: @unchecked Sendable, Equatable {
    // Unchecked: an AnyHashable built from the user's Hashable value and only ever compared.
    package let value: AnyHashable

    package init(value: AnyHashable) {
        self.value = value
    }
}

/// A tag: read by the picker the view is an option of; the content is laid out and drawn as it is.
package struct TagModifier: PassThroughModifier {
    package let tag: ViewTag
    package var meaning: ModifierMeaning { .nothing }

    package init(tag: ViewTag) {
        self.tag = tag
    }
}

extension _ViewNode {
    /// The outermost `tag(_:)` written on this view, if any.
    package var tag: AnyHashable? { modifier(TagModifier.self)?.tag.value }
}
