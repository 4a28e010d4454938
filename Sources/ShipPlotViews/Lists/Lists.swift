// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

// Lists and forms at rest: grouped rows in sections.

/// A group of rows with a header and footer, as SwiftUI's `Section` in a list or form: the header in small
/// secondary text over rows on a rounded background, the footer under them.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    package let node: _ViewNode
    /// A section of `content` with `header` and `footer`.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        node = sectionNode(header()._node, content()._node, footer()._node)
    }
    public var _node: _ViewNode { node }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content` with no header.
    public init(@ViewBuilder content: () -> Content) { node = sectionNode(nil, content()._node, nil) }
}

extension Section where Footer == EmptyView {
    /// A section of `content` under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        node = sectionNode(header()._node, content()._node, nil)
    }

    /// A section of `content` under `header` (the older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        node = sectionNode(header._node, content()._node, nil)
    }
}

extension Section {
    /// A section of `content` between `header` and `footer` (the older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        node = sectionNode(header._node, content()._node, footer._node)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section of `content` titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        node = sectionNode(Text(title)._node, content()._node, nil)
    }
}

extension Section where Parent == EmptyView {
    /// A section of `content` over `footer` (the older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        node = sectionNode(nil, content()._node, footer._node)
    }

    /// A section of `content` over `footer`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        node = sectionNode(nil, content()._node, footer()._node)
    }
}

private func sectionNode(_ header: _ViewNode?, _ content: _ViewNode, _ footer: _ViewNode?) -> _ViewNode {
    let (rows, _) = flattenedChildren(content)
    var lined: [_ViewNode] = []
    for (index, row) in rows.enumerated() {
        if index > 0 { lined.append(Divider()._node) }
        lined.append(
            ModifiedView(node: row).padding(.horizontal, 16).padding(.vertical, 11)
                .frame(maxWidth: .infinity, alignment: .leading)._node)
    }
    let body = ModifiedView(node: .stack(axis: .vertical, alignment: .leading, spacing: 0, children: lined))
        .background(RoundedRectangle(cornerRadius: 10).fill(Color.primary.opacity(0.06)))._node
    func small(_ node: _ViewNode) -> _ViewNode {
        ModifiedView(node: node).font(.footnote).foregroundStyle(.secondary).padding(.horizontal, 16)._node
    }
    let parts = (header.map { [small($0)] } ?? []) + [body] + (footer.map { [small($0)] } ?? [])
    return .stack(axis: .vertical, alignment: .leading, spacing: 6, children: parts)
}

/// Rows in a list, as SwiftUI's `List` in its grouped style: its sections one under another.
public struct List<SelectionValue: Hashable, Content: View>: View {
    package let node: _ViewNode
    public var _node: _ViewNode { node }

    package init(node: _ViewNode) {
        self.node = node
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows built by `content`.
    public init(@ViewBuilder content: () -> Content) { node = listNode(content()._node) }
}

extension List {
    /// A list of the rows built by `content`; the selection is not drawn.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        node = listNode(content()._node)
    }

    /// A list of a row for each element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        node = listNode(ForEach(data, content: rowContent)._node)
    }
}

/// A form of settings rows, as SwiftUI's `Form`: drawn as a grouped list.
public struct Form<Content: View>: View {
    package let node: _ViewNode
    /// A form of the rows built by `content`.
    public init(@ViewBuilder content: () -> Content) { node = listNode(content()._node) }
    public var _node: _ViewNode { node }
}

private func listNode(_ content: _ViewNode) -> _ViewNode {
    let (children, cut) = flattenedChildren(content)
    let stack = _ViewNode.stack(axis: .vertical, alignment: .leading, spacing: 20, children: children)
    let node = ModifiedView(node: stack).padding(16).frame(maxWidth: .infinity, alignment: .topLeading)._node
    return cut ? node.noting(.tooMany) : node
}
