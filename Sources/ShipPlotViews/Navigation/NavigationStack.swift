// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A navigation container, as SwiftUI's `NavigationStack`: an image shows its root view at rest, under the
/// navigation bar its content asks for — the title large under the bar (or inline in it), toolbar items at the
/// bar's ends, a bottom toolbar when items are placed there. A path of pushed values is not followed: the root is
/// what a screenshot before any tap shows.
nonisolated public struct NavigationStack<Data, Root: View>: View {
    package let node: _ViewNode

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        node = NavigationBarContainer.node(root()._node)
    }

    /// A stack showing `root`, with the pushed values in `path` (not followed in an image).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        node = NavigationBarContainer.node(root()._node)
    }

    /// A stack showing `root`, with the pushed values in `path` (not followed in an image).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        node = NavigationBarContainer.node(root()._node)
    }

    public var _node: _ViewNode { node }
}

/// A list of the values a navigation stack has pushed, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable] = []

    /// An empty path.
    public init() {}

    /// A path of `elements`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values are on the path.
    public var count: Int { elements.count }

    /// Whether the path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the last `k` values (default one).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}

/// A navigation bar and the root view under it: the bars the root's content asks for (its title and toolbar
/// items, collected as SwiftUI collects preferences), laid out as iOS 17 lays them out at rest on an iPhone.
///
/// The navigation bar is 44 points high with its items 16 points in from the edges; a large title adds 52
/// points under it, in 34-point bold, 16 points in; an inline title sits in the bar's centre in 17-point
/// semibold. A bottom toolbar is 44 points high. Bars are transparent at rest (the content has not scrolled under
/// them) unless `toolbarBackground(.visible, for:)` shows theirs. The root view is offered the space between the
/// bars and centred in it, as a screen's root is, over the system background of the colour scheme, which a
/// screen's host view fills on iOS.
package struct NavigationBarContainer: PrimitiveView, BarPreferenceBoundary {
    package let content: _ViewNode
    private let top: _ViewNode?
    private let topHeight: Double
    private let bottom: _ViewNode?

    /// Heights of the bars, in points.
    package static let barHeight = 44.0
    package static let largeTitleHeight = 52.0

    package static func node(_ content: _ViewNode) -> _ViewNode { .make(NavigationBarContainer(content: content)) }

    package init(content: _ViewNode) {
        self.content = content
        let preferences = BarPreferences.collect(content, for: .navigation)
        (top, topHeight) = Self.topBar(preferences)
        bottom = Self.bottomBar(preferences)
    }

    package var children: [_ViewNode] { [content] }
    package func replacingChildren(_ children: [_ViewNode]) -> any PrimitiveView {
        NavigationBarContainer(content: children[0])
    }
    package var textLines: [StyledText] { content.textLines }

    package func preferenceChildren(for group: BarGroup) -> [_ViewNode] { group == .navigation ? [] : [content] }

    private var bars: Double { topHeight + (bottom == nil ? 0 : Self.barHeight) }

    package func sizeThatFits(_ p: ProposedSize, in context: LayoutContext) -> ViewSize {
        let inner = context.size(content, ProposedSize(width: p.width, height: p.height.map { max(0, $0 - bars) }))
        return ViewSize(width: p.width ?? inner.width, height: p.height ?? inner.height + bars)
    }

    package func place(in frame: Rect, context: LayoutContext) -> Placement {
        let area = Rect(x: frame.x, y: frame.y + topHeight, width: frame.width, height: max(0, frame.height - bars))
        let size = context.size(content, ProposedSize(width: area.width, height: area.height))
        var children = [(content, Alignment.center.place(size, in: area))]
        if let top { children.append((top, Rect(x: frame.x, y: frame.y, width: frame.width, height: topHeight))) }
        if let bottom {
            let y = frame.y + frame.height - Self.barHeight
            children.append((bottom, Rect(x: frame.x, y: y, width: frame.width, height: Self.barHeight)))
        }
        return Placement(children: children)
    }

    /// The stack over the system background of the colour scheme (white, black in dark mode), as iOS fills it; a
    /// list at the root scrolls under the bars, so its background fills behind them instead. Where the list draws
    /// none (`scrollContentBackground(.hidden)`), a style background around the root, or the bottom layer of a
    /// root `ZStack` that ignores the safe area, reaches on behind the top bar where it meets it, as SwiftUI
    /// extends such views into the safe area: the bar is transparent at rest.
    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) {
        let root = view.children.first
        let list = root.flatMap(Self.listBackground)
        drawer.commands.append(.fill(.rect(view.frame), drawer.resolve(list ?? Color(semantic: .systemBackground))))
        guard list == nil, topHeight > 0, let root,
            let layer = Self.viewUnderBar(root, top: view.frame.minY + topHeight)
        else { return drawer.drawChildren(of: view) }
        // Drawn over its frame reached up to the stack's top, where it is drawn among the root's views.
        let reached = Rect(
            x: layer.frame.minX, y: view.frame.minY, width: layer.frame.width,
            height: layer.frame.maxY - view.frame.minY)
        drawer.drawing(layer, over: reached) { $0.drawChildren(of: view) }
    }

    /// The background of the list `placed` is, through the modifiers around it (a background's content is its last
    /// child), when it draws one.
    private static func listBackground(_ placed: PlacedNode) -> Color? {
        var node = placed
        for _ in 0..<ViewLimits.depth {
            if let drawing = node.payload as? ListDrawing { return drawing.background }
            guard let application = node.node.primitive.modifierApplication, let content = node.children.last,
                node.children.count == 1 || application.modifier(as: BackgroundModifier.self) != nil
            else { return nil }
            node = content
        }
        return nil
    }

    /// The placed view under the root that ignores the top safe area and whose frame meets the bar at `top`: a style
    /// background among the modifiers around `placed`, or the bottom layer of the `ZStack` they modify; the
    /// innermost, which draws over the others.
    private static func viewUnderBar(_ placed: PlacedNode, top: Double) -> PlacedNode? {
        var (node, found): (PlacedNode, PlacedNode?) = (placed, nil)
        for _ in 0..<ViewLimits.depth {
            guard let application = node.node.primitive.modifierApplication, let content = node.children.last else {
                break
            }
            if let background = application.modifier(as: BackgroundModifier.self),
                background.ignoresSafeAreaEdges.contains(.top), node.children.count == 2,
                abs(node.frame.minY - top) < 0.5
            {
                found = node.children[0]
            }
            node = content
        }
        if node.node.primitive is LayoutNode<ZStackLayout>, let layer = node.children.first,
            layer.node.modifiers(SafeAreaExpansion.self).contains(where: { $0.edges.contains(.top) }),
            abs(layer.frame.minY - top) < 0.5
        {
            found = layer
        }
        return found
    }

    /// The navigation bar `preferences` ask for and its height: none when hidden; the bar alone with no title or
    /// an inline one; the bar and a large title under it otherwise.
    private static func topBar(_ preferences: BarPreferences) -> (_ViewNode?, Double) {
        guard !preferences.isHidden(.navigationBar) else { return (nil, 0) }
        let items = preferences.items
        let large = preferences.title != nil && preferences.displayMode != .inline
        let principal = items.first { $0.placement.slot == .principal }?.node
        let centre = principal ?? (large ? nil : preferences.title.map { barText($0, font: .headline) })
        var rows = [
            barRow(
                leading: items.filter { $0.placement.slot == .leading }.map(\.node),
                trailing: items.filter { $0.placement.slot == .trailing }.map(\.node), centre: centre)
        ]
        if large, let title = preferences.title {
            rows.append(
                ModifiedView(node: barText(title, font: .largeTitle.bold())).padding(.horizontal, 16)
                    .padding(.bottom, 8).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
                    .frame(height: largeTitleHeight)._node)
        }
        if let prompt = preferences.searchPrompt { rows.append(searchField(prompt)) }
        let bar = _ViewNode.stack(axis: .vertical, alignment: .leading, spacing: 0, children: rows)
        let height =
            barHeight + (large ? largeTitleHeight : 0) + (preferences.searchPrompt == nil ? 0 : searchFieldHeight)
        return (backed(bar, preferences.background(.navigationBar, shownAtRest: false), edge: .bottom), height)
    }

    /// The height of the search field's row under the title: a 36-point field with 8 points above and below.
    package static let searchFieldHeight = 52.0

    /// The search field under the title, as iOS shows it with the content scrolled to the top: a rounded grey
    /// field 16 points in from the edges, the magnifying glass and the prompt in the secondary colour.
    private static func searchField(_ prompt: _ViewNode) -> _ViewNode {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
            AnyView(node: prompt).lineLimit(1)
            Spacer(minLength: 0)
        }
        .font(.body).foregroundStyle(.secondary).padding(.horizontal, 8).frame(height: 36)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(semantic: .tertiarySystemFill)))
        .padding(.horizontal, 16).frame(height: searchFieldHeight)._node
    }

    /// The bottom toolbar `preferences` ask for: its items spread along it (labels as their icon), none when it has
    /// none.
    private static func bottomBar(_ preferences: BarPreferences) -> _ViewNode? {
        let items = preferences.items.filter { $0.placement.slot == .bottom }.map(\.node)
        guard !items.isEmpty, !preferences.isHidden(.bottomBar) else { return nil }
        var spread: [_ViewNode] = []
        for (index, item) in items.enumerated() {
            if index > 0 { spread.append(Spacer()._node) }
            spread.append(item)
        }
        let row = ModifiedView(node: .stack(axis: .horizontal, alignment: .center, spacing: 8, children: spread))
            .font(.body).labelStyle(.iconOnly).padding(.horizontal, 16).frame(maxWidth: .infinity, maxHeight: .infinity)
            ._node
        return backed(row, preferences.background(.bottomBar, shownAtRest: true), edge: .top)
    }

    /// A bar's 44-point row: items at the leading and trailing ends, `centre` in the middle. Labels in the items
    /// show their icon alone, as iOS's toolbars show them, unless an item sets its own label style.
    private static func barRow(leading: [_ViewNode], trailing: [_ViewNode], centre: _ViewNode?) -> _ViewNode {
        let ends = _ViewNode.stack(
            axis: .horizontal, alignment: .center, spacing: 16,
            children: leading + [Spacer(minLength: 0)._node] + trailing)
        let row = ModifiedView(node: ends).font(.body).labelStyle(.iconOnly).padding(.horizontal, 16)
            .frame(maxWidth: .infinity).frame(height: barHeight)
        guard let centre else { return row._node }
        return row.overlay { AnyView(node: centre).lineLimit(1).padding(.horizontal, 88) }._node
    }

    /// A bar's title: one line in `font`, in the primary text colour.
    private static func barText(_ title: _ViewNode, font: Font) -> _ViewNode {
        ModifiedView(node: title).font(font).foregroundStyle(Color.primary).lineLimit(1)._node
    }

    /// `bar` over `paint` with a hairline along `edge`, or as it is when the bar is transparent.
    private static func backed(_ bar: _ViewNode, _ paint: _ShapePaint?, edge: VerticalEdge) -> _ViewNode {
        guard let paint else { return bar }
        let hairline = Rectangle().fill(Color.primary.opacity(0.2)).frame(height: 0.5)
        return ModifiedView(node: bar)
            .background(ShapeView(outline: Rectangle().outline, paint: .fill(.style(paint))))
            .overlay(alignment: edge == .top ? .top : .bottom) { hairline }._node
    }
}
