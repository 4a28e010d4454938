// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

// Containers apps put charts in. An image shows them at rest: every item of a lazy grid is drawn, a scroll
// view shows its content at its ideal size along the scroll axis, and lists and forms are plain grouped rows.

/// A column or row of a lazy grid, as SwiftUI's `GridItem` describes it.
public struct GridItem: Sendable {
    /// How wide a column (or tall a row) is.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space left, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit at `minimum` points each, sharing the space.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// The item's size. Default `.flexible()`.
    public var size: Size
    /// The space to the next item; nil is 8 points.
    public var spacing: CGFloat?
    /// How views are placed in their cell; nil centres them.
    public var alignment: Alignment?

    /// A grid item of `size`, `spacing` from the next and placing views by `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views a scroll view keeps in sight while scrolling; an image does not scroll, so none are pinned.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The lines of a grid along its cross axis: each item's views in its cells. Adaptive items fill as many lines
/// as fit in 360 points (an iPhone's content width), since the grid's own width is not known when it is built.
private func gridLines(_ items: [GridItem]) -> [(size: GridItem.Size, spacing: Double, alignment: Alignment)] {
    var lines: [(GridItem.Size, Double, Alignment)] = []
    for item in items.prefix(ViewLimits.children) {
        let spacing = validLength(item.spacing).value ?? 8
        if case .adaptive(let minimum, _) = item.size {
            let least = max(1, validLength(minimum).value ?? 10)
            let count = max(1, min(50, Int((360 + spacing) / (least + spacing))))
            lines += Array(repeating: (item.size, spacing, item.alignment ?? .center), count: count)
        } else {
            lines.append((item.size, spacing, item.alignment ?? .center))
        }
    }
    return lines.isEmpty ? [(.flexible(), 8, .center)] : lines
}

/// One cell of a grid line: fixed lines are that long, the others share the space.
private func gridCell(_ node: _ViewNode, _ size: GridItem.Size, _ alignment: Alignment, axis: Axis) -> _ViewNode {
    let frame: FlexFrame
    switch size {
    case .fixed(let length):
        let value = validLength(length).value ?? 10
        frame =
            axis == .horizontal
            ? FlexFrame(minWidth: value, maxWidth: value, alignment: alignment)
            : FlexFrame(minHeight: value, maxHeight: value, alignment: alignment)
    case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
        let least = validLength(minimum).value
        let most = maximum.isInfinite ? Double.infinity : (validLength(maximum).value ?? .infinity)
        frame =
            axis == .horizontal
            ? FlexFrame(minWidth: least, maxWidth: most, alignment: alignment)
            : FlexFrame(minHeight: least, maxHeight: most, alignment: alignment)
    }
    return node.modified(.flexFrame(frame))
}

/// The children of `content` in lines of `lines.count` cells along `axis`, the lines stacked across it.
private func gridNode(
    _ content: _ViewNode, lines: [(size: GridItem.Size, spacing: Double, alignment: Alignment)],
    axis: Axis, alignment: Alignment, spacing: Double?
) -> _ViewNode {
    let (children, cut) = flattenedChildren(content)
    var rows: [_ViewNode] = []
    var index = 0
    while index < children.count {
        var cells: [_ViewNode] = []
        for line in lines where index < children.count {
            cells.append(gridCell(children[index], line.size, line.alignment, axis: axis))
            index += 1
        }
        let cellSpacing = lines.first?.spacing ?? 8
        rows.append(.make(.stack(axis: axis, alignment: alignment, spacing: cellSpacing, children: cells)))
    }
    let across: Axis = axis == .horizontal ? .vertical : .horizontal
    let node = _ViewNode.make(.stack(axis: across, alignment: alignment, spacing: spacing ?? 8, children: rows))
    return cut ? node.noting(.tooMany) : node
}

/// A grid that fills rows left to right, its columns described by `columns`, as SwiftUI's `LazyVGrid`; every
/// item is drawn.
public struct LazyVGrid<Content: View>: View {
    let node: _ViewNode
    /// A grid of the views built by `content` in `columns`, rows `spacing` apart (8 points when nil).
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        node = gridNode(
            content()._node, lines: gridLines(columns), axis: .horizontal,
            alignment: Alignment(horizontal: alignment, vertical: .center), spacing: validLength(spacing).value)
    }
    public var _node: _ViewNode { node }
}

/// A grid that fills columns top to bottom, its rows described by `rows`, as SwiftUI's `LazyHGrid`; every item
/// is drawn.
public struct LazyHGrid<Content: View>: View {
    let node: _ViewNode
    /// A grid of the views built by `content` in `rows`, columns `spacing` apart (8 points when nil).
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        node = gridNode(
            content()._node, lines: gridLines(rows), axis: .vertical,
            alignment: Alignment(horizontal: .center, vertical: alignment), spacing: validLength(spacing).value)
    }
    public var _node: _ViewNode { node }
}

/// A grid of rows, as SwiftUI's `Grid`: each `GridRow` shares the width between its cells; other views take a
/// row of their own.
public struct Grid<Content: View>: View {
    let node: _ViewNode
    /// A grid of the rows built by `content`, `verticalSpacing` apart (8 points when nil).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        let (children, cut) = flattenedChildren(content()._node)
        let between = validLength(horizontalSpacing).value
        // Rows (a `GridRow`, or a row stack that sets no spacing) take the grid's horizontal spacing.
        let rows = children.map { child -> _ViewNode in
            guard let between, case .stack(.horizontal, let alignment, nil, let cells) = child.box.kind else {
                return child
            }
            return .make(.stack(axis: .horizontal, alignment: alignment, spacing: between, children: cells))
        }
        let stack = _ViewNode.make(
            .stack(
                axis: .vertical, alignment: alignment, spacing: validLength(verticalSpacing).value ?? 8,
                children: rows))
        node = cut ? stack.noting(.tooMany) : stack
    }
    public var _node: _ViewNode { node }
}

/// A row of a ``Grid``: its cells share the row's width.
public struct GridRow<Content: View>: View {
    let node: _ViewNode
    /// A row of the views built by `content`, aligned vertically by `alignment`.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        let (children, _) = flattenedChildren(content()._node)
        let cells = children.map { $0.modified(.flexFrame(FlexFrame(maxWidth: .infinity))) }
        node = .make(
            .stack(
                axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center),
                spacing: nil, children: cells))
    }
    public var _node: _ViewNode { node }
}

/// A scrollable view; an image shows its content from the top (or leading) edge at the content's ideal size
/// along `axes`, cut to the scroll view's frame.
public struct ScrollView<Content: View>: View {
    let node: _ViewNode
    /// A scroll view of `content` scrolling along `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        let stacked = _ViewNode.make(
            .stack(axis: axis, alignment: .topLeading, spacing: 8, children: flattenedChildren(content()._node).0))
        node =
            stacked
            .modified(.fixedSize(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical)))
            .modified(.flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)))
            .modified(.clip(ShapeOutline(path: { Path.rect($0) })))
    }
    public var _node: _ViewNode { node }
}

/// A titled box, as SwiftUI's `GroupBox`: its label in the headline style over its content, on a rounded
/// secondary background.
public struct GroupBox<Label: View, Content: View>: View {
    let node: _ViewNode
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
    let stack = _ViewNode.make(
        .stack(axis: .vertical, alignment: .leading, spacing: 8, children: (title.map { [$0] } ?? []) + [content]))
    return ModifiedView(node: stack).padding().background(
        RoundedRectangle(cornerRadius: 8).fill(Color.primary.opacity(0.06))
    )._node
}

/// A group of rows with a header and footer, as SwiftUI's `Section` in a list or form: the header in small
/// secondary text over rows on a rounded background, the footer under them.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let node: _ViewNode
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
    let body = ModifiedView(node: .make(.stack(axis: .vertical, alignment: .leading, spacing: 0, children: lined)))
        .background(RoundedRectangle(cornerRadius: 10).fill(Color.primary.opacity(0.06)))._node
    func small(_ node: _ViewNode) -> _ViewNode {
        ModifiedView(node: node).font(.footnote).foregroundStyle(.secondary).padding(.horizontal, 16)._node
    }
    let parts = (header.map { [small($0)] } ?? []) + [body] + (footer.map { [small($0)] } ?? [])
    return .make(.stack(axis: .vertical, alignment: .leading, spacing: 6, children: parts))
}

/// Rows in a list, as SwiftUI's `List` in its grouped style: its sections one under another.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let node: _ViewNode
    public var _node: _ViewNode { node }
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
    let node: _ViewNode
    /// A form of the rows built by `content`.
    public init(@ViewBuilder content: () -> Content) { node = listNode(content()._node) }
    public var _node: _ViewNode { node }
}

private func listNode(_ content: _ViewNode) -> _ViewNode {
    let (children, cut) = flattenedChildren(content)
    let stack = _ViewNode.make(.stack(axis: .vertical, alignment: .leading, spacing: 20, children: children))
    let node = ModifiedView(node: stack).padding(16).frame(maxWidth: .infinity, alignment: .topLeading)._node
    return cut ? node.noting(.tooMany) : node
}

/// A navigation container, as SwiftUI's `NavigationStack`: an image shows its root view.
public struct NavigationStack<Content: View>: View {
    let node: _ViewNode
    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Content) { node = root()._node }
    public var _node: _ViewNode { node }
}

/// The older navigation container, as SwiftUI's `NavigationView`: an image shows its content.
public struct NavigationView<Content: View>: View {
    let node: _ViewNode
    /// A navigation view of `content`.
    public init(@ViewBuilder content: () -> Content) { node = content()._node }
    public var _node: _ViewNode { node }
}

/// A link to another view, as SwiftUI's `NavigationLink`: an image shows its label.
public struct NavigationLink<Label: View, Destination: View>: View {
    let node: _ViewNode
    /// A link to `destination` showing `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        node = label()._node
    }
    /// A link to `destination` showing `label` (the older spelling).
    public init(destination: Destination, @ViewBuilder label: () -> Label) { node = label()._node }
    public var _node: _ViewNode { node }
}

extension NavigationLink where Label == Text {
    /// A link titled `title`.
    public init<S: StringProtocol>(_ title: S, destination: Destination) { node = Text(title)._node }
    /// A link titled `title` to the view `destination` builds.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        node = Text(title)._node
    }
}

/// Where a toolbar item goes; an image has no toolbar.
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let topBarLeading = ToolbarItemPlacement()
    public static let topBarTrailing = ToolbarItemPlacement()
    public static let navigationBarLeading = ToolbarItemPlacement()
    public static let navigationBarTrailing = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement()
}

/// A toolbar item, as SwiftUI's `ToolbarItem`; an image has no toolbar, so it is not drawn.
public struct ToolbarItem<ID, Content: View>: View {
    public typealias Body = Never
    /// An item at `placement` showing `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {}
}

/// Toolbar items grouped, as SwiftUI's `ToolbarItemGroup`; not drawn.
public struct ToolbarItemGroup<Content: View>: View {
    public typealias Body = Never
    /// Items at `placement` showing `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

/// How a navigation title is shown; an image has no navigation bar.
public enum NavigationBarItemTitleDisplayMode: Sendable { case automatic, inline, large }

/// Why content is shown as a placeholder, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Placeholder content while data loads.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Private content.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// Content that is not up to date.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// Navigation, toolbar and presentation modifiers: they compile as in SwiftUI and change nothing drawn (an image
/// has no navigation bar or toolbar).
extension View {
    /// The navigation bar's title (not drawn).
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedView { modified(.inert) }
    /// The navigation bar's title (not drawn).
    public func navigationTitle(_ title: Text) -> ModifiedView { modified(.inert) }
    /// How the navigation title shows (nothing in an image).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItemTitleDisplayMode) -> ModifiedView {
        modified(.inert)
    }
    /// Toolbar items (not drawn).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedView { modified(.inert) }
    /// Draws the view as it is: an image shows content, not placeholders.
    public func redacted(reason: RedactionReasons) -> ModifiedView { modified(.inert) }
    /// Draws the view as it is.
    public func unredacted() -> ModifiedView { modified(.inert) }
    /// The style `.background()` with no arguments fills with (its default is already the view's background).
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView { modified(.inert) }
    /// The list's row style (rows are drawn plainly).
    public func listStyle<S>(_ style: S) -> ModifiedView { modified(.inert) }
    /// The group box's style (drawn in the default style).
    public func groupBoxStyle<S>(_ style: S) -> ModifiedView { modified(.inert) }
    /// Sheets are not presented in an image.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedView { modified(.inert) }
    /// Refreshing does not happen in an image.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> ModifiedView { modified(.inert) }
}
