// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Tabs, as SwiftUI's `TabView`: an image shows the selected tab's content above a tab bar of every tab's icon
/// and title, the selected one in the tint. The selected tab is the one whose `tag(_:)` (or `Tab` value) equals
/// the selection, the first when there is no selection or none matches.
///
/// The tab bar is drawn as iOS 17 draws it on an iPhone: 49 points high, the tabs sharing its width, each a
/// symbol in its filled variant over its title in 10-point medium text, unselected ones in the system grey,
/// over the bar material with a hairline on top (`toolbarBackground(_:for: .tabBar)` sets its fill,
/// `toolbar(.hidden, for: .tabBar)` hides it). With `.tabViewStyle(.page)` there is no bar: the selected page
/// fills the view, with the page dots at the bottom.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    package let node: _ViewNode

    /// Tabs of the views `content` builds, each labelled by its `tabItem`; the one tagged `selection` is shown.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        node = TabBarContainer.node(
            viewTabs(content()._node), selection: selection.map { AnyHashable($0.wrappedValue) })
    }

    public var _node: _ViewNode { node }
}

extension TabView where SelectionValue == Int {
    /// Tabs of the views `content` builds, each labelled by its `tabItem`; the first is shown.
    public init(@ViewBuilder content: () -> Content) {
        node = TabBarContainer.node(viewTabs(content()._node), selection: nil)
    }
}

extension TabView {
    /// Tabs built as `Tab`s; the one whose value is `selection` is shown.
    public init<C: TabContent>(
        selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
        node = TabBarContainer.node(content()._tabs, selection: AnyHashable(selection.wrappedValue))
    }

    /// Tabs built as `Tab`s; the first is shown.
    public init<C: TabContent>(@TabContentBuilder<SelectionValue> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {
        node = TabBarContainer.node(content()._tabs, selection: nil)
    }
}

/// The tabs of a view-built tab view: each view, its `tabItem` label and its tag.
private func viewTabs(_ content: _ViewNode) -> [_Tab] {
    flattenedChildren(content).children.map { view in
        _Tab(
            value: view.tag, label: TabItemModifier.label(in: view) ?? .empty, content: view,
            badge: BadgeModifier.label(on: view))
    }
}

/// A tab as a tab view holds it (an implementation detail of ``TabContent``).
public struct _Tab: Sendable {
    package let value: ViewTag?
    package let label: _ViewNode
    package let content: _ViewNode
    /// The badge the tab bar draws at the tab's icon.
    package var badge: _ViewNode?

    package init(value: AnyHashable?, label: _ViewNode, content: _ViewNode, badge: _ViewNode? = nil) {
        self.value = value.map(ViewTag.init)
        self.label = label
        self.content = content
        self.badge = badge
    }
}

/// The label a tab shows in the tab bar (`tabItem`): kept with the tab's content, drawn by the tab view.
package struct TabItemModifier: PassThroughModifier {
    package let label: _ViewNode
    package var meaning: ModifierMeaning { .nothing }
    package var views: [_ViewNode] { [label] }
    package func replacingViews(_ views: [_ViewNode]) -> TabItemModifier { TabItemModifier(label: views[0]) }

    /// The first `tabItem` label written on `view` or the views it holds (not those of tab views inside it).
    package static func label(in view: _ViewNode) -> _ViewNode? {
        var pending = [view]
        var visits = 0
        while let next = pending.popLast(), visits < 10_000 {
            visits += 1
            if let item = next.applying(TabItemModifier.self) { return item.modifier.label }
            guard !(next.primitive is TabBarContainer) else { continue }
            pending += next.primitive.children.reversed()
        }
        return nil
    }
}

nonisolated extension View {
    /// The icon and title this view's tab shows in the tab bar of the tab view around it.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedView {
        modified(TabItemModifier(label: label()._node))
    }
}

/// A tab view laid out: the selected tab's content above the tab bar.
package struct TabBarContainer: PrimitiveView, BarPreferenceBoundary {
    /// The selected tab's content.
    package let content: _ViewNode
    /// Every tab's label, in order.
    package let labels: [_ViewNode]
    package let selected: Int
    /// Every tab's badge, in order.
    package let badges: [_ViewNode?]
    private let look: TabBarLook
    /// The bar: the tabs' icons and titles over its fill; nil for pages or a hidden bar.
    private let bar: _ViewNode?
    /// The page dots, for the page style.
    private let dots: _ViewNode?

    /// The tab bar's height, in points.
    package static let barHeight = 49.0

    package static func node(_ tabs: [_Tab], selection: AnyHashable?) -> _ViewNode {
        let selected = selection.flatMap { value in tabs.firstIndex { $0.value?.value == value } } ?? 0
        let content = tabs.indices.contains(selected) ? tabs[selected].content : .empty
        let (labels, badges) = (tabs.map(\.label), tabs.map(\.badge))
        return DeferredView.environmental { values in
            .make(
                TabBarContainer(
                    content: content, labels: labels, badges: badges, selected: selected, look: TabBarLook(values)))
        }
    }

    private init(content: _ViewNode, labels: [_ViewNode], badges: [_ViewNode?], selected: Int, look: TabBarLook) {
        self.content = content
        self.labels = labels
        self.badges = badges
        self.selected = selected
        self.look = look
        let preferences = BarPreferences.collect(content, for: .tabBar)
        bar = look.page || preferences.isHidden(.tabBar) ? nil : look.bar(labels, badges, selected, preferences)
        dots = look.page && look.pageDots && labels.count > 1 ? look.dots(labels.count, selected) : nil
    }

    package var children: [_ViewNode] { [content] + labels }
    package func replacingChildren(_ children: [_ViewNode]) -> any PrimitiveView {
        TabBarContainer(
            content: children[0], labels: Array(children.dropFirst()), badges: badges, selected: selected, look: look)
    }
    package var textLines: [StyledText] { content.textLines }

    package func preferenceChildren(for group: BarGroup) -> [_ViewNode] { group == .tabBar ? [] : [content] }

    private var barHeight: Double { bar == nil ? 0 : Self.barHeight }

    package func sizeThatFits(_ p: ProposedSize, in context: LayoutContext) -> ViewSize {
        let inner = context.size(content, ProposedSize(width: p.width, height: p.height.map { max(0, $0 - barHeight) }))
        return ViewSize(width: p.width ?? inner.width, height: p.height ?? inner.height + barHeight)
    }

    package func place(in frame: Rect, context: LayoutContext) -> Placement {
        let area = Rect(x: frame.x, y: frame.y, width: frame.width, height: max(0, frame.height - barHeight))
        let size = context.size(content, ProposedSize(width: area.width, height: area.height))
        var children = [(content, Alignment.center.place(size, in: area))]
        if let bar { children.append((bar, Rect(x: frame.x, y: area.maxY, width: frame.width, height: barHeight))) }
        if let dots { children.append((dots, Rect(x: frame.x, y: area.maxY - 26, width: frame.width, height: 26))) }
        return Placement(children: children)
    }

    /// The tabs over the system background of the colour scheme (white, black in dark mode), which each tab's
    /// host view fills on iOS; pages are clear, so what is behind a page-style tab view shows through.
    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) {
        if !look.page {
            drawer.commands.append(.fill(.rect(view.frame), drawer.theme.resolve(Color(semantic: .systemBackground))))
        }
        drawer.drawChildren(of: view)
    }
}

/// What a tab bar takes from the environment where it is placed: the tint of the selected tab and the style.
private struct TabBarLook: Sendable {
    let tint: Color
    let page: Bool
    let pageDots: Bool

    init(_ values: EnvironmentValues) {
        tint = values[TintKey.self] ?? .accentColor
        let style = values[TabViewStyleKey.self]
        (page, pageDots) = (style.page, style.pageDots)
    }

    /// The bar: each tab's item sharing its width, over its fill and top hairline.
    func bar(_ labels: [_ViewNode], _ badges: [_ViewNode?], _ selected: Int, _ preferences: BarPreferences)
        -> _ViewNode
    {
        let items = labels.enumerated().map { index, label in
            item(
                label, color: index == selected ? tint : Color.gray,
                badge: badges.indices.contains(index) ? badges[index] : nil)
        }
        let row = ModifiedView(node: .stack(axis: .horizontal, alignment: .top, spacing: 0, children: items))
            .padding(.top, 6).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        let fill = preferences.background(.tabBar, shownAtRest: true)
        guard let fill else { return row._node }
        let hairline = Rectangle().fill(Color.primary.opacity(0.2)).frame(height: 0.5)
        return row.background(ShapeView(outline: Rectangle().outline, paint: .fill(.style(fill))))
            .overlay(alignment: .top) { hairline }._node
    }

    /// One tab's item: its symbol, filled, over its title, in `color`; a badge as iOS draws it, white on a red
    /// capsule at least 18 points across, centred a little inside the symbol's top trailing corner.
    private func item(_ label: _ViewNode, color: Color, badge: _ViewNode?) -> _ViewNode {
        let (icon, title) = tabLabelParts(label)
        var parts: [_ViewNode] = []
        if let icon {
            let symbol = ModifiedView(node: icon).font(.system(size: 20))
            guard let badge else { return itemStack(parts + [symbol._node], title, color) }
            let mark = ModifiedView(node: badge).font(.system(size: 13)).foregroundStyle(Color.white).lineLimit(1)
                .padding(.horizontal, 5).frame(minWidth: 18, minHeight: 18).background(Capsule().fill(Color.red))
                .fixedSize().offset(x: 14, y: -6)
            parts.append(symbol.overlay { mark }._node)
        }
        return itemStack(parts, title, color)
    }

    private func itemStack(_ icon: [_ViewNode], _ title: _ViewNode?, _ color: Color) -> _ViewNode {
        var parts = icon
        if let title {
            parts.append(ModifiedView(node: title).font(.system(size: 10, weight: .medium)).lineLimit(1)._node)
        }
        return ModifiedView(node: .stack(axis: .vertical, alignment: .center, spacing: 3, children: parts))
            .foregroundStyle(color).frame(maxWidth: .infinity)._node
    }

    /// The page dots: one per page, the selected one opaque, 7 points across and 9 apart.
    func dots(_ count: Int, _ selected: Int) -> _ViewNode {
        let dots = (0..<min(count, 30)).map { index in
            Circle().fill(Color.white.opacity(index == selected ? 1 : 0.35)).frame(width: 7, height: 7)._node
        }
        return ModifiedView(node: .stack(axis: .horizontal, alignment: .center, spacing: 9, children: dots))
            .frame(maxWidth: .infinity, maxHeight: .infinity)._node
    }
}

/// The icon and title of a tab's label, as the tab bar shows them: a `Label`'s icon and title, or the first image
/// and the first text in the label's views. A symbol is drawn in its filled variant when it has one, as iOS draws
/// tab bar symbols.
private func tabLabelParts(_ label: _ViewNode) -> (icon: _ViewNode?, title: _ViewNode?) {
    var (icon, title): (_ViewNode?, _ViewNode?) = (nil, nil)
    var pending = [label]
    while let next = pending.popLast(), icon == nil || title == nil {
        if let both = next.primitive as? LabelPrimitive {
            pending += [both.title, both.icon]
        } else if let image = next.primitive as? ImagePrimitive {
            icon = icon ?? filled(image, next)
        } else if next.primitive is TextPrimitive {
            title = title ?? next
        } else {
            pending += next.primitive.children.reversed()
        }
    }
    return (icon, title)
}

/// `node`, an image, with its symbol's filled variant when SF Symbols has one (glyphs drawn only in lines — a
/// magnifying glass, arrows, a list — have none, whatever the catalogue here draws).
private func filled(_ image: ImagePrimitive, _ node: _ViewNode) -> _ViewNode {
    let name = image.content.name
    let lineOnly = ["magnifyingglass", "plus", "minus", "xmark", "checkmark", "ellipsis", "list.bullet"]
    guard image.content.isSystem, !name.hasSuffix(".fill"), !lineOnly.contains(name),
        !name.hasPrefix("arrow"), !name.hasPrefix("chevron"), !name.hasSuffix("xyaxis"),
        SystemSymbols.isKnown(name + ".fill")
    else { return node }
    return Image(systemName: name + ".fill")._node
}

/// How tab views inside show their tabs, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {}

/// Tabs with a tab bar (the default on iPhone).
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
}

/// Pages, one at a time, with dots for the pages and no tab bar.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show, as SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public struct IndexDisplayMode: Sendable, Hashable {
        package let shows: Bool
        /// With more than one page.
        public static let automatic = IndexDisplayMode(shows: true)
        /// Always.
        public static let always = IndexDisplayMode(shows: true)
        /// Never.
        public static let never = IndexDisplayMode(shows: false)
    }
    package let indexDisplayMode: IndexDisplayMode
    /// Pages with dots shown as `indexDisplayMode` says (`.automatic` by default).
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

/// A tab bar that becomes a sidebar where there is room (iOS 18): the tab bar on an iPhone.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// The sidebar-adaptable style.
    public init() {}
}

/// A tab bar only.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// The tab-bar-only style.
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's choice: a tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages with dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar, or a sidebar where there is room.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// The style of tab views inside: pages or a tab bar, and whether pages show dots.
package struct TabViewStyleKey: EnvironmentKey {
    package static var defaultValue: (page: Bool, pageDots: Bool) { (false, false) }
}

nonisolated extension View {
    /// How tab views inside show their tabs: a tab bar, or `.page`s.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedView {
        let page = style as? PageTabViewStyle
        return environment(key: TabViewStyleKey.self, (page != nil, page?.indexDisplayMode.shows ?? false))
    }

    /// How page dots are drawn (white, as iOS draws them by default).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> ModifiedView { modified(.inert) }
}

/// How page dots are drawn, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}

/// Page dots, as SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background behind them.
    public enum BackgroundDisplayMode: Sendable, Hashable { case automatic, interactive, always, never }
    /// Page dots with `backgroundDisplayMode` (`.automatic` by default).
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Page dots with a background as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}
