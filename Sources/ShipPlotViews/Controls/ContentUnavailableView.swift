// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// The view an app shows when its content is unavailable (no data yet, no results), as SwiftUI's
/// `ContentUnavailableView`: its label (a `Label`'s icon drawn large above its title), its description and its
/// actions, stacked and centred in all the space it is offered, the description in the secondary style.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    package let node: _ViewNode

    /// An unavailable-content view showing `label`, with `description` (default none) and `actions` (default
    /// none) below it.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        node = unavailableNode(label: label()._node, description: description()._node, actions: actions()._node)
    }

    public var _node: _ViewNode { node }
}

extension ContentUnavailableView
where Label == ShipPlotViews.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An unavailable-content view titled `title` with the system symbol `name` above it and `description`
    /// (default none) below.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(
            label: { ShipPlotViews.Label(title, systemImage: name) }, description: { description },
            actions: { EmptyView() })
    }

    /// An unavailable-content view titled `titleKey` with the system symbol `name` above it and `description`
    /// (default none) below.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(
            label: { ShipPlotViews.Label(titleKey, systemImage: name) }, description: { description },
            actions: { EmptyView() })
    }

    /// An unavailable-content view titled `titleKey` with the asset image `name` above it (drawn as an empty
    /// frame, as every asset image is) and `description` (default none) below.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(
            label: { ShipPlotViews.Label(titleKey, image: name) }, description: { description },
            actions: { EmptyView() })
    }
}

/// SwiftUI's arrangement: the label's icon at 48 points above its title in bold `title2`, the description in
/// `callout` and the secondary style, lines centred, 8 points apart, the whole centred in the offered space.
private func unavailableNode(label: _ViewNode, description: _ViewNode, actions: _ViewNode) -> _ViewNode {
    let labelView: AnyView
    if let label = label.primitive as? LabelPrimitive {
        let (title, icon) = (label.title, label.icon)
        labelView = AnyView(
            VStack(spacing: 8) {
                AnyView(node: icon).font(.system(size: 48)).foregroundStyle(.secondary)
                AnyView(node: title).font(.title2.bold())
            })
    } else {
        labelView = AnyView(VStack(spacing: 8) { AnyView(node: label) }.font(.title2.bold()))
    }
    // Empty parts take no room and no spacing, as in SwiftUI.
    let hasDescription = !isEmpty(description)
    let hasActions = !isEmpty(actions)
    return VStack(spacing: 8) {
        labelView
        if hasDescription { AnyView(node: description).font(.callout).foregroundStyle(.secondary) }
        if hasActions { AnyView(node: actions) }
    }
    .multilineTextAlignment(.center)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    ._node
}

private func isEmpty(_ node: _ViewNode) -> Bool {
    if node.primitive.isGroup { return node.primitive.children.allSatisfy(isEmpty) }
    return node.isEmpty
}
