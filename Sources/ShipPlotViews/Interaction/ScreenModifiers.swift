// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// The identifier UI tests find this view by (nothing reads it in an image).
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedView { modified(.inert) }

    /// The menu a long press shows (not shown at rest).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> ModifiedView {
        modified(.inert)
    }

    /// The menu and preview a long press shows (not shown at rest).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P)
        -> ModifiedView
    { modified(.inert) }

    /// A count badge: on a tab, the red badge the tab bar draws at its icon (none for 0), as iOS does.
    public func badge(_ count: Int) -> ModifiedView {
        modified(BadgeModifier(label: count == 0 ? nil : Text(verbatim: "\(count)")._node))
    }

    /// A text badge (none for nil).
    public func badge(_ label: Text?) -> ModifiedView { modified(BadgeModifier(label: label?._node)) }

    /// A text badge (none for nil).
    public func badge(_ key: LocalizedStringKey?) -> ModifiedView {
        modified(BadgeModifier(label: key.map { Text($0)._node }))
    }

    /// A text badge (none for nil).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> ModifiedView {
        modified(BadgeModifier(label: label.map { Text($0)._node }))
    }
}

/// A badge: read by the tab view whose tab this view is; the content is laid out and drawn as it is.
package struct BadgeModifier: PassThroughModifier {
    package let label: _ViewNode?
    package var meaning: ModifierMeaning { .nothing }
    package var views: [_ViewNode] { label.map { [$0] } ?? [] }
    package func replacingViews(_ views: [_ViewNode]) -> BadgeModifier { BadgeModifier(label: views.first) }

    /// The outermost badge written on `view`, if any.
    package static func label(on view: _ViewNode) -> _ViewNode? {
        view.modifier(BadgeModifier.self)?.label
    }
}
