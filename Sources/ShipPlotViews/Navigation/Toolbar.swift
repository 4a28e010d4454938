// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`: on iOS, the navigation bar's leading or
/// trailing end, its centre, or the bottom toolbar. Items in the keyboard's bar or a secondary menu are not drawn,
/// as a screenshot at rest does not show them.
public struct ToolbarItemPlacement: Sendable, Hashable {
    package enum Slot: Sendable, Hashable { case leading, trailing, principal, bottom, hidden }
    package let slot: Slot

    /// Where the platform puts it: the navigation bar's trailing end on iOS.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The most used action: the trailing end.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// Less used actions: a menu, not drawn at rest.
    public static let secondaryAction = ToolbarItemPlacement(slot: .hidden)
    /// A confirming action in a modal view: the trailing end.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// A cancelling action in a modal view: the leading end.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// A destructive action in a modal view: the trailing end.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// The centre of the navigation bar, in place of its inline title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The navigation bar's leading end.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The navigation bar's trailing end.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The navigation bar's leading end (the older name).
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The navigation bar's trailing end (the older name).
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// Navigation actions (back, forward): the navigation bar's leading end on iOS.
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    /// The toolbar at the bottom of the screen.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// Status information, in the middle of the bottom toolbar.
    public static let status = ToolbarItemPlacement(slot: .bottom)
    /// The bar above the keyboard, which is not shown at rest.
    public static let keyboard = ToolbarItemPlacement(slot: .hidden)
}

/// What `toolbar { … }` holds, as SwiftUI's `ToolbarContent`: ``ToolbarItem``s and ``ToolbarItemGroup``s, or
/// a type of your own whose `body` builds them.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The toolbar content this type is made of.
    associatedtype Body: ToolbarContent
    /// The content of a custom toolbar content type; built-in ones have `Never` here.
    @ToolbarContentBuilder var body: Body { get }
    /// The items this content holds, with their placements.
    nonisolated var _toolbarItems: [_ToolbarItem] { get }
}

nonisolated extension ToolbarContent {
    public var _toolbarItems: [_ToolbarItem] { buildBody(of: self) { $0.body }._toolbarItems }
}

nonisolated extension ToolbarContent where Body == Never {
    /// Built-in toolbar content has no body.
    public var body: Never { fatalError("\(Self.self) is built-in toolbar content and has no body") }
}

nonisolated extension Never: ToolbarContent {
    public var _toolbarItems: [_ToolbarItem] { [] }
}

/// An item of a toolbar as content holds it (an implementation detail of ``ToolbarContent``).
public struct _ToolbarItem: Sendable {
    package let entry: ToolbarEntry
}

/// An item in a toolbar, as SwiftUI's `ToolbarItem`: `content` at `placement`.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public typealias Body = Never
    private let item: _ToolbarItem

    /// An item at `placement` (`.automatic` by default) showing `content`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        item = _ToolbarItem(entry: ToolbarEntry(placement: placement, node: content()._node))
    }

    /// An item with an `id`, at `placement`, showing `content`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    where ID == String {
        item = _ToolbarItem(entry: ToolbarEntry(placement: placement, node: content()._node))
    }

    public var _toolbarItems: [_ToolbarItem] { [item] }
}

/// Several items at one placement, as SwiftUI's `ToolbarItemGroup`: each view `content` builds is an item.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never
    private let items: [_ToolbarItem]

    /// Items at `placement` (`.automatic` by default) showing the views `content` builds.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        items = flattenedChildren(content()._node).children.map {
            _ToolbarItem(entry: ToolbarEntry(placement: placement, node: $0))
        }
    }

    /// Items at `placement` collapsed into a menu shown by `label` where room is short; at rest, the items.
    public init<L: View>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L
    ) {
        self.init(placement: placement, content: content)
    }

    public var _toolbarItems: [_ToolbarItem] { items }
}

/// Toolbar content in a row, as a `@ToolbarContentBuilder` block produces it.
nonisolated public struct TupleToolbarContent: ToolbarContent {
    public typealias Body = Never
    package let items: [_ToolbarItem]
    public var _toolbarItems: [_ToolbarItem] { items }
}

nonisolated extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var _toolbarItems: [_ToolbarItem] { self?._toolbarItems ?? [] }
}

/// The result builder for toolbar content: any number of items, `if`, `if`/`else` and availability checks.
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent {
        var items: [_ToolbarItem] = []
        for part in repeat each content { items += part._toolbarItems }
        return TupleToolbarContent(items: items)
    }
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildIf<C: ToolbarContent>(_ content: C?) -> C? { content }
    public static func buildEither<C: ToolbarContent>(first: C) -> TupleToolbarContent {
        TupleToolbarContent(items: first._toolbarItems)
    }
    public static func buildEither<C: ToolbarContent>(second: C) -> TupleToolbarContent {
        TupleToolbarContent(items: second._toolbarItems)
    }
    public static func buildLimitedAvailability<C: ToolbarContent>(_ content: C) -> TupleToolbarContent {
        TupleToolbarContent(items: content._toolbarItems)
    }
}

/// How a toolbar's title shows, as SwiftUI's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    package let mode: NavigationBarItemTitleDisplayMode
    /// Chosen by context: large at the root of a navigation stack.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// A large title under the bar.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// A title inside the bar.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// A large title inside the bar, drawn here as the large title.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

/// What a toolbar is for, as SwiftUI's `ToolbarRole`; it changes nothing drawn at rest.
public struct ToolbarRole: Sendable, Hashable {
    private let name: String
    /// The platform's choice.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A navigation stack's toolbar.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser's toolbar.
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's toolbar.
    public static let editor = ToolbarRole(name: "editor")
}

// SwiftUI has both spellings of `toolbar(content:)`; the closure's content chooses.
// swift-format-ignore: AmbiguousTrailingClosureOverload
nonisolated extension View {
    /// Toolbar items built from views: each view is an item at the navigation bar's trailing end, drawn by the
    /// navigation stack around this view.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedView {
        let items = flattenedChildren(content()._node).children.map {
            ToolbarEntry(placement: .automatic, node: $0)
        }
        return modified(ToolbarModifier(entries: items))
    }

    /// Toolbar items at their placements, drawn by the navigation stack around this view.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> ModifiedView {
        modified(ToolbarModifier(entries: content()._toolbarItems.map(\.entry)))
    }
}

nonisolated extension View {

    /// Shows or hides `bars` around this view (`.hidden` removes the bar and the room it takes).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedView {
        modified(BarAppearanceModifier(bars: bars, setting: .visibility(visibility)))
    }

    /// Fills `bars` with `style` when they show a background: always for a tab bar, and for a navigation bar once
    /// `toolbarBackground(.visible, for: .navigationBar)` says so (at rest, iOS leaves it transparent).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedView {
        modified(BarAppearanceModifier(bars: bars, setting: .background(style._paint)))
    }

    /// Whether `bars` show their background: `.visible` always, `.hidden` never, `.automatic` as iOS does at rest.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedView {
        modified(BarAppearanceModifier(bars: bars, setting: .backgroundVisibility(visibility)))
    }

    /// The colour scheme of `bars`' contents (they are drawn in the view's scheme here).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> ModifiedView {
        modified(.inert)
    }

    /// What the toolbar is for; nothing drawn changes.
    public func toolbarRole(_ role: ToolbarRole) -> ModifiedView { modified(.inert) }

    /// How the navigation title shows: large under the bar, or inline in it.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> ModifiedView {
        modified(NavigationTitleModifier(title: nil, displayMode: mode.mode))
    }
}
