// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Rows under a header and over a footer, as SwiftUI's `Section`: in a `List` or `Form` a group of rows, drawn
/// in the list's style (its header in small secondary text, upper case in grouped styles); anywhere else its
/// header, rows and footer one under another.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
    package let node: _ViewNode
    /// A section of `content` with `header` and `footer`.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        node = SectionPrimitive.node(header()._node, content()._node, footer()._node)
    }
    public var _node: _ViewNode { node }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content` with no header.
    public init(@ViewBuilder content: () -> Content) { node = SectionPrimitive.node(nil, content()._node, nil) }
}

extension Section where Footer == EmptyView {
    /// A section of `content` under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        node = SectionPrimitive.node(header()._node, content()._node, nil)
    }

    /// A section of `content` under `header` (the older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        node = SectionPrimitive.node(header._node, content()._node, nil)
    }
}

extension Section {
    /// A section of `content` between `header` and `footer` (the older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        node = SectionPrimitive.node(header._node, content()._node, footer._node)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section of `content` titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        node = SectionPrimitive.node(Text(title)._node, content()._node, nil)
    }

    /// A section of `content` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        node = SectionPrimitive.node(Text(titleKey)._node, content()._node, nil)
    }
}

extension Section where Parent == EmptyView {
    /// A section of `content` over `footer` (the older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        node = SectionPrimitive.node(nil, content()._node, footer._node)
    }

    /// A section of `content` over `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        node = SectionPrimitive.node(nil, content()._node, footer()._node)
    }
}

/// A section: its header, its rows (a group) and its footer, each an empty view when absent. A list reads the
/// three apart; anywhere else they stack, leading-aligned.
package struct SectionPrimitive: PrimitiveView {
    package let header: _ViewNode
    package let content: _ViewNode
    package let footer: _ViewNode
    /// Header, rows and footer one under another, for a section outside a list.
    private let stacked: _ViewNode

    package static func node(_ header: _ViewNode?, _ content: _ViewNode, _ footer: _ViewNode?) -> _ViewNode {
        .make(SectionPrimitive(header: header ?? .empty, content: content, footer: footer ?? .empty))
    }

    package init(header: _ViewNode, content: _ViewNode, footer: _ViewNode) {
        self.header = header
        self.content = content
        self.footer = footer
        stacked = LayoutNode.node(
            VStackLayout(alignment: .leading),
            content: .make(GroupPrimitive(children: [header, content, footer])))
    }

    package var children: [_ViewNode] { [header, content, footer] }
    package func replacingChildren(_ children: [_ViewNode]) -> any PrimitiveView {
        SectionPrimitive(header: children[0], content: children[1], footer: children[2])
    }
    package var textLines: [StyledText] { children.flatMap(\.textLines) }

    package func sizeThatFits(_ proposal: ProposedSize, in context: LayoutContext) -> ViewSize {
        context.size(stacked, proposal)
    }

    package func place(in frame: Rect, context: LayoutContext) -> Placement {
        Placement(children: [(stacked, frame)])
    }

    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) { drawer.drawChildren(of: view) }
}
