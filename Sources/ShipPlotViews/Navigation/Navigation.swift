// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

// Navigation at rest: an image shows the root view, with no bars or toolbars.

/// A navigation container, as SwiftUI's `NavigationStack`: an image shows its root view.
public struct NavigationStack<Content: View>: View {
    package let node: _ViewNode
    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Content) { node = root()._node }
    public var _node: _ViewNode { node }
}

/// The older navigation container, as SwiftUI's `NavigationView`: an image shows its content.
public struct NavigationView<Content: View>: View {
    package let node: _ViewNode
    /// A navigation view of `content`.
    public init(@ViewBuilder content: () -> Content) { node = content()._node }
    public var _node: _ViewNode { node }
}

/// A link to another view, as SwiftUI's `NavigationLink`: an image shows its label.
public struct NavigationLink<Label: View, Destination: View>: View {
    package let node: _ViewNode
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
