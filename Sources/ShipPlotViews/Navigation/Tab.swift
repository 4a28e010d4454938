// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// What a `TabView` built with `Tab`s holds, as SwiftUI's `TabContent` (iOS 18): tabs, `ForEach`es of tabs,
/// sections of tabs, or a type of your own whose `body` builds them.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type of the values that select the tabs.
    associatedtype TabValue: Hashable
    /// The tab content this type is made of.
    associatedtype Body: TabContent
    /// The content of a custom tab content type; built-in ones have `Never` here.
    @TabContentBuilder<TabValue> var body: Body { get }
    /// The tabs this content holds, in order.
    nonisolated var _tabs: [_Tab] { get }
}

nonisolated extension TabContent {
    public var _tabs: [_Tab] { buildBody(of: self) { $0.body }._tabs }
}

nonisolated extension TabContent where Body == Never {
    /// Built-in tab content has no body.
    public var body: Never { fatalError("\(Self.self) is built-in tab content and has no body") }
}

nonisolated extension Never: TabContent {
    public typealias TabValue = Never
    public var _tabs: [_Tab] { [] }
}

extension Never {
    /// Never is a view, toolbar content and tab content with no body.
    public var body: Never { fatalError("Never has no body") }
}

/// The label a `Tab` built from a title and a symbol shows: the symbol over the title.
nonisolated public struct DefaultTabLabel: View {
    package let node: _ViewNode
    public var _node: _ViewNode { node }
}

/// What a tab is for, as SwiftUI's `TabRole`: a search tab gets the magnifying glass and the title Search.
public struct TabRole: Sendable, Hashable {
    private let name: String
    /// The tab that searches.
    public static let search = TabRole(name: "search")
}

/// A tab of a `TabView`, as SwiftUI's `Tab` (iOS 18): its content, the label it shows in the tab bar, and the
/// value that selects it.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    public typealias TabValue = Value
    public typealias Body = Never
    private let tab: _Tab

    private init(value: Value?, label: _ViewNode, content: _ViewNode) {
        tab = _Tab(value: value.map { AnyHashable($0) }, label: label, content: content)
    }

    public var _tabs: [_Tab] { [tab] }

    /// A tab titled `titleKey` with the symbol `systemImage`, selected by `value`.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(value: value, label: tabLabel(Text(titleKey), systemImage), content: content()._node)
    }

    /// A tab titled `title` with the symbol `systemImage`, selected by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(value: value, label: tabLabel(Text(title), systemImage), content: content()._node)
    }

    /// A tab titled `titleKey` with the asset image `image`, selected by `value`.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        let label = ShipPlotViews.Label(title: { Text(titleKey) }, icon: { Image(image) })
        self.init(value: value, label: label._node, content: content()._node)
    }

    /// A tab with the label `label`, selected by `value`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, label: label()._node, content: content()._node)
    }

    /// A tab with no label, selected by `value`.
    public init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(value: value, label: .empty, content: content()._node)
    }

    /// A tab whose label its `role` gives, selected by `value`.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: value, label: tabLabel(Text("Search"), "magnifyingglass"), content: content()._node)
    }

    /// A tab titled `titleKey` with the symbol `systemImage` and a role, selected by `value`.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
        @ViewBuilder content: () -> Content
    ) where Label == DefaultTabLabel {
        self.init(value: value, label: tabLabel(Text(titleKey), systemImage), content: content()._node)
    }
}

extension Tab where Value == Never {
    /// A tab titled `titleKey` with the symbol `systemImage`, in a tab view with no selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(value: nil, label: tabLabel(Text(titleKey), systemImage), content: content()._node)
    }

    /// A tab titled `title` with the symbol `systemImage`, in a tab view with no selection.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(value: nil, label: tabLabel(Text(title), systemImage), content: content()._node)
    }

    /// A tab titled `titleKey` with the asset image `image`, in a tab view with no selection.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        let label = ShipPlotViews.Label(title: { Text(titleKey) }, icon: { Image(image) })
        self.init(value: nil, label: label._node, content: content()._node)
    }

    /// A tab with the label `label`, in a tab view with no selection.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, label: label()._node, content: content()._node)
    }

    /// A tab with no label, in a tab view with no selection.
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
        self.init(value: nil, label: .empty, content: content()._node)
    }

    /// A tab whose label its `role` gives, in a tab view with no selection.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(value: nil, label: tabLabel(Text("Search"), "magnifyingglass"), content: content()._node)
    }
}

/// The label of a tab made from a title and a symbol.
private func tabLabel(_ title: Text, _ systemImage: String) -> _ViewNode {
    Label(title: { title }, icon: { Image(systemName: systemImage) })._node
}

/// Tabs in a section, as SwiftUI's `TabSection` (iOS 18): in a tab bar, its tabs in order.
nonisolated public struct TabSection<Header: View, Content: TabContent, Footer: View>: TabContent {
    public typealias TabValue = Content.TabValue
    public typealias Body = Never
    private let tabs: [_Tab]

    /// A section titled `titleKey` of the tabs `content` builds.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<Content.TabValue> content: () -> Content)
    where Header == Text, Footer == EmptyView {
        tabs = content()._tabs
    }

    /// A section titled `title` of the tabs `content` builds.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<Content.TabValue> content: () -> Content)
    where Header == Text, Footer == EmptyView {
        tabs = content()._tabs
    }

    /// A section of the tabs `content` builds, with no header.
    public init(@TabContentBuilder<Content.TabValue> content: () -> Content)
    where Header == EmptyView, Footer == EmptyView {
        tabs = content()._tabs
    }

    public var _tabs: [_Tab] { tabs }
}

nonisolated extension ForEach: TabContent where Content: TabContent, Data.Element: Hashable {
    public typealias TabValue = Content.TabValue
    public var _tabs: [_Tab] { data.prefix(ViewLimits.children).flatMap { content($0)._tabs } }
}

/// Tabs in a row, as a `@TabContentBuilder` block produces them.
nonisolated public struct TupleTabContent<TabValue: Hashable>: TabContent {
    public typealias Body = Never
    package let tabs: [_Tab]
    public var _tabs: [_Tab] { tabs }
}

nonisolated extension Optional: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue
    public var _tabs: [_Tab] { self?._tabs ?? [] }
}

/// The result builder for a `TabView`'s tabs: any number of tab content values, `if`, `if`/`else`.
@resultBuilder
public struct TabContentBuilder<SelectionValue: Hashable> {
    /// The tabs of a tab view, as its `Content`.
    nonisolated public struct Content<C: TabContent>: View {
        public typealias Body = Never
        package let tabs: [_Tab]
        public var _node: _ViewNode { .empty }
    }

    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> TupleTabContent<SelectionValue> {
        var tabs: [_Tab] = []
        for part in repeat each content { tabs += part._tabs }
        return TupleTabContent(tabs: tabs)
    }
    public static func buildExpression<C: TabContent>(_ content: C) -> C { content }
    public static func buildIf<C: TabContent>(_ content: C?) -> C? { content }
    public static func buildEither<C: TabContent>(first: C) -> TupleTabContent<SelectionValue> {
        TupleTabContent(tabs: first._tabs)
    }
    public static func buildEither<C: TabContent>(second: C) -> TupleTabContent<SelectionValue> {
        TupleTabContent(tabs: second._tabs)
    }
    public static func buildLimitedAvailability<C: TabContent>(_ content: C) -> TupleTabContent<SelectionValue> {
        TupleTabContent(tabs: content._tabs)
    }
}

/// Tab content with a badge on its tabs, as `badge(_:)` on tab content gives it.
nonisolated public struct _BadgedTabContent<Base: TabContent>: TabContent {
    public typealias TabValue = Base.TabValue
    public typealias Body = Never
    package let base: Base
    package let badge: _ViewNode?

    public var _tabs: [_Tab] {
        base._tabs.map { tab in
            var badged = tab
            badged.badge = badge
            return badged
        }
    }
}

nonisolated extension TabContent {
    /// A count badge on this tab in the tab bar (none for 0).
    public func badge(_ count: Int) -> _BadgedTabContent<Self> {
        _BadgedTabContent(base: self, badge: count == 0 ? nil : Text(verbatim: "\(count)")._node)
    }

    /// A text badge on this tab in the tab bar (none for nil).
    public func badge(_ label: Text?) -> _BadgedTabContent<Self> { _BadgedTabContent(base: self, badge: label?._node) }
}
