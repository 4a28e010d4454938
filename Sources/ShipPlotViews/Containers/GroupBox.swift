// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A titled box, as SwiftUI's `GroupBox`: its label in the headline style over its content, on a rounded
/// secondary system background (#F2F2F7, #1C1C1E in dark mode).
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    package let node: _ViewNode
    /// The view `node` is, with a change written on it.
    package init(node: _ViewNode) { self.node = node }
    /// A box of `content` under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        node = groupBoxNode(label()._node, content()._node)
    }
    public var _node: _ViewNode { node }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content` with no label.
    public init(@ViewBuilder content: () -> Content) { node = groupBoxNode(nil, content()._node) }
}

extension GroupBox where Label == Text {
    /// A box of `content` titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        node = groupBoxNode(Text(title)._node, content()._node)
    }
}

extension GroupBox {
    /// A box of `content` under `label` (the older spelling).
    public init(label: Label, @ViewBuilder content: () -> Content) { node = groupBoxNode(label._node, content()._node) }
}

private func groupBoxNode(_ label: _ViewNode?, _ content: _ViewNode) -> _ViewNode {
    let title = label.map { ModifiedView(node: $0).font(.headline)._node }
    let stack = _ViewNode.stack(
        axis: .vertical, alignment: .leading, spacing: 8, children: (title.map { [$0] } ?? []) + [content])
    return ModifiedView(node: stack).padding().background(
        RoundedRectangle(cornerRadius: 8).fill(Color(semantic: .secondarySystemBackground))
    )._node
}
