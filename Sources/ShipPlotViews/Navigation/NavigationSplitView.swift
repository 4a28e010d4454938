// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Columns of navigation, as SwiftUI's `NavigationSplitView`: a sidebar, an optional content column and a
/// detail, each with the navigation bar its own content asks for.
///
/// What an image shows depends on its width, as on iOS it depends on the horizontal size class: offered 600
/// points or more (a regular width — an iPad, or a large iPhone in landscape), the columns stand side by side,
/// the sidebar 320 points wide (or its `navigationSplitViewColumnWidth`), hairlines between them; narrower (a
/// compact width — an iPhone), the split view collapses into one stack showing the column `preferredCompactColumn`
/// names, by default the sidebar, as an iPhone shows it before anything is chosen. Which columns stand side by
/// side follows `columnVisibility`: `.automatic` shows the sidebar and detail of two columns, and the content and
/// detail of three (as iPadOS does in landscape); `.all` all of them, `.doubleColumn` two, `.detailOnly` the detail.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    package let node: _ViewNode

    /// Three columns: `sidebar`, `content` and `detail`.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        node = SplitColumns.node([sidebar()._node, content()._node, detail()._node])
    }

    /// Three columns, with the columns shown side by side in `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        node = SplitColumns.node(
            [sidebar()._node, content()._node, detail()._node], visibility: columnVisibility.wrappedValue)
    }

    /// Three columns, showing `preferredCompactColumn` when collapsed.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        node = SplitColumns.node(
            [sidebar()._node, content()._node, detail()._node], visibility: columnVisibility.wrappedValue,
            compact: preferredCompactColumn.wrappedValue)
    }

    public var _node: _ViewNode { node }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: `sidebar` and `detail`.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        node = SplitColumns.node([sidebar()._node, detail()._node])
    }

    /// Two columns, with the columns shown side by side in `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        node = SplitColumns.node([sidebar()._node, detail()._node], visibility: columnVisibility.wrappedValue)
    }

    /// Two columns, showing `preferredCompactColumn` when collapsed.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        node = SplitColumns.node([sidebar()._node, detail()._node], compact: preferredCompactColumn.wrappedValue)
    }

    /// Two columns, with `columnVisibility`, showing `preferredCompactColumn` when collapsed.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        node = SplitColumns.node(
            [sidebar()._node, detail()._node], visibility: columnVisibility.wrappedValue,
            compact: preferredCompactColumn.wrappedValue)
    }
}

/// Which columns of a split view stand side by side, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Sendable, Hashable {
    package enum Kind: Sendable, Hashable { case automatic, all, doubleColumn, detailOnly }
    package let kind: Kind
    /// The platform's choice: sidebar and detail, or content and detail of three columns.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The last two columns.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// The detail alone.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Sendable, Hashable {
    package let index: Int
    /// The leading column.
    public static let sidebar = NavigationSplitViewColumn(index: 0)
    /// The middle column of three.
    public static let content = NavigationSplitViewColumn(index: 1)
    /// The trailing column.
    public static let detail = NavigationSplitViewColumn(index: 2)
}

/// How a split view shares its width, as SwiftUI's `NavigationSplitViewStyle`.
public protocol NavigationSplitViewStyle {}

/// Leading columns beside the detail, sharing the width (the iPad's default).
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The balanced style.
    public init() {}
}

/// The detail at full width, leading columns over it when shown: at rest, the detail alone.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The prominent-detail style.
    public init() {}
}

/// The platform's choice: balanced.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The automatic style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Leading columns beside the detail.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail at full width.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's choice.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

/// Whether split views inside show the detail alone at regular widths (the prominent-detail style).
package struct ProminentDetailKey: EnvironmentKey {
    package static var defaultValue: Bool { false }
}

/// The width a split view gives the column this view is the content of.
package struct SplitColumnWidthModifier: PassThroughModifier, BarPreference {
    package let width: Double
    package var meaning: ModifierMeaning { .nothing }

    package func contribute(to preferences: inout BarPreferences, for group: BarGroup) {
        if group == .navigation, preferences.columnWidth == nil { preferences.columnWidth = width }
    }
}

nonisolated extension View {
    /// How split views inside share their width: `.prominentDetail` shows the detail alone at rest.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> ModifiedView {
        environment(key: ProminentDetailKey.self, style is ProminentDetailNavigationSplitViewStyle)
    }

    /// The width of the split view column this view is the content of.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> ModifiedView {
        let (value, bad) = validLength(width)
        return modified(SplitColumnWidthModifier(width: value ?? 0), bad: bad || value == nil)
    }

    /// The preferred width of the split view column this view is the content of, within `min` and `max`.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
        -> ModifiedView
    {
        let (value, bad) = validLength(ideal)
        let least = validLength(min).value ?? 0
        let most = validLength(max).value ?? ViewLimits.dimension
        return modified(SplitColumnWidthModifier(width: Swift.min(Swift.max(value ?? 0, least), most)), bad: bad)
    }
}

/// A split view laid out: its columns, each under the navigation bar its content asks for, side by side at
/// regular widths and collapsed to one at compact widths (see ``NavigationSplitView``).
package struct SplitColumns: PrimitiveView {
    /// The columns, each in its navigation bar container: sidebar, content (of three), detail.
    package let columns: [_ViewNode]
    private let widths: [Double?]
    package let visibility: NavigationSplitViewVisibility.Kind
    package let compact: Int
    package let prominentDetail: Bool

    /// Offered at least this width, the columns stand side by side.
    package static let regularWidth = 600.0
    /// A leading column's width unless its content sets one.
    package static let columnWidth = 320.0

    package static func node(
        _ columns: [_ViewNode], visibility: NavigationSplitViewVisibility = .automatic,
        compact: NavigationSplitViewColumn = .sidebar
    ) -> _ViewNode {
        DeferredView.environmental { values in
            .make(
                SplitColumns(
                    raw: columns, visibility: visibility.kind, compact: compact.index,
                    prominentDetail: values[ProminentDetailKey.self]))
        }
    }

    private init(raw: [_ViewNode], visibility: NavigationSplitViewVisibility.Kind, compact: Int, prominentDetail: Bool)
    {
        self.init(
            columns: raw.map(NavigationBarContainer.node), visibility: visibility, compact: compact,
            prominentDetail: prominentDetail)
    }

    private init(
        columns: [_ViewNode], visibility: NavigationSplitViewVisibility.Kind, compact: Int, prominentDetail: Bool
    ) {
        self.columns = columns
        widths = columns.map { column in
            (column.primitive as? NavigationBarContainer).flatMap {
                BarPreferences.collect($0.content, for: .navigation).columnWidth
            }
        }
        self.visibility = visibility
        self.compact = compact
        self.prominentDetail = prominentDetail
    }

    package var children: [_ViewNode] { columns }
    package func replacingChildren(_ children: [_ViewNode]) -> any PrimitiveView {
        SplitColumns(columns: children, visibility: visibility, compact: compact, prominentDetail: prominentDetail)
    }

    /// The columns shown offered `width`, leading to trailing.
    package func shown(_ width: Double?) -> [Int] {
        let last = columns.count - 1
        guard let width, width >= Self.regularWidth else {
            // Collapsed: the preferred column, the detail standing for a content column two columns lack.
            return [columns.count == 2 && compact == 1 ? last : min(compact, last)]
        }
        if prominentDetail { return [last] }
        switch visibility {
        case .detailOnly: return [last]
        case .all: return Array(0...last)
        case .doubleColumn, .automatic: return [last - 1, last]
        }
    }

    /// Each shown column's frame in `frame`: leading columns at their widths (at most 40 % of the whole), the
    /// detail the rest, a half-point hairline between them.
    private func frames(_ shown: [Int], in frame: Rect) -> [Rect] {
        var x = frame.x
        var rects: [Rect] = []
        for (position, index) in shown.enumerated() {
            let isLast = position == shown.count - 1
            let preferred = min(widths[index] ?? Self.columnWidth, frame.width * 0.4)
            let width = isLast ? max(0, frame.x + frame.width - x) : preferred
            rects.append(Rect(x: x, y: frame.y, width: width, height: frame.height))
            x += width + (isLast ? 0 : Self.hairline)
        }
        return rects
    }

    private static let hairline = 0.5

    package func sizeThatFits(_ p: ProposedSize, in context: LayoutContext) -> ViewSize {
        let shown = shown(p.width)
        let sizes = shown.map { context.size(columns[$0], ProposedSize(width: nil, height: p.height)) }
        return ViewSize(
            width: p.width ?? sizes.reduce(0) { $0 + $1.width }, height: p.height ?? sizes.map(\.height).max() ?? 0)
    }

    package func place(in frame: Rect, context: LayoutContext) -> Placement {
        let shown = shown(frame.width)
        return Placement(children: zip(shown, frames(shown, in: frame)).map { (columns[$0], $1) })
    }

    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) {
        drawer.drawChildren(of: view)
        let line = drawer.resolve(Color.primary.opacity(0.2))
        for column in view.children.dropLast() {
            let f = column.frame
            drawer.commands.append(.fill(.rect(Rect(x: f.maxX, y: f.y, width: Self.hairline, height: f.height)), line))
        }
    }
}

/// The older navigation container, as SwiftUI's `NavigationView`: one view is a navigation stack; two or more
/// are columns, the first the sidebar and the last the detail, side by side at regular widths as a
/// ``NavigationSplitView`` — unless `navigationViewStyle(.stack)` asks for a stack, which shows the first.
nonisolated public struct NavigationView<Content: View>: View {
    package let node: _ViewNode

    /// A navigation view of `content`.
    public init(@ViewBuilder content: () -> Content) {
        let views = flattenedChildren(content()._node).children
        guard views.count > 1 else {
            node = NavigationBarContainer.node(views.first ?? .empty)
            return
        }
        let (stack, split) = (
            NavigationBarContainer.node(views[0]), SplitColumns.node([views[0], views[views.count - 1]])
        )
        node = DeferredView.environmental { values in values[StackNavigationKey.self] ? stack : split }
    }

    public var _node: _ViewNode { node }
}

/// How a ``NavigationView`` shows several views, as SwiftUI's `NavigationViewStyle`.
public protocol NavigationViewStyle {}

/// One view at a time, the first at rest.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// Columns side by side at regular widths.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    /// The columns style.
    public init() {}
}

/// The platform's choice: columns at regular widths.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

/// Columns, the older name.
public typealias DoubleColumnNavigationViewStyle = ColumnNavigationViewStyle

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns side by side at regular widths.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

/// Whether navigation views inside show one view at a time.
package struct StackNavigationKey: EnvironmentKey {
    package static var defaultValue: Bool { false }
}

nonisolated extension View {
    /// How navigation views inside show several views: `.stack` shows the first.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> ModifiedView {
        environment(key: StackNavigationKey.self, style is StackNavigationViewStyle)
    }
}
