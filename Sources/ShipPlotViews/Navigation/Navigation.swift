// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

// Navigation at rest: an image shows the root view, with no bars or toolbars.

/// A link to another view, as SwiftUI's `NavigationLink`: an image shows its label.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    package let node: _ViewNode
    /// A link to `destination` showing `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        node = label()._node
    }
    /// A link to `destination` showing `label` (the older spelling).
    public init(destination: Destination, @ViewBuilder label: () -> Label) { node = label()._node }
    /// A link to `destination` showing `label`, presented while `isActive` is true (an image shows the label).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        node = label()._node
    }
    /// A link to `destination` showing `label`, presented while `selection` is `tag` (an image shows the label).
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        node = label()._node
    }
    public var _node: _ViewNode { node }
}

extension NavigationLink where Label == Text {
    /// A link titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { node = Text(titleKey)._node }
    /// A link titled `titleKey` to the view `destination` builds.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        node = Text(titleKey)._node
    }
    /// A link titled `titleKey`, presented while `isActive` is true.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        node = Text(titleKey)._node
    }
    /// A link titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { node = Text(title)._node }
    /// A link titled `title` to the view `destination` builds.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        node = Text(title)._node
    }
    /// A link titled `title`, presented while `isActive` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        node = Text(title)._node
    }
}

/// How a navigation title is shown, as SwiftUI's `NavigationBarItem.TitleDisplayMode`: `.large` under the bar
/// (the default at the root of a stack), `.inline` in it.
public enum NavigationBarItemTitleDisplayMode: Sendable, Hashable { case automatic, inline, large }

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

/// Modifiers that compile as in SwiftUI and change nothing drawn.
nonisolated extension View {
    /// Draws the view as it is: an image shows content, not placeholders.
    public func redacted(reason: RedactionReasons) -> ModifiedView { modified(.inert) }
    /// Draws the view as it is.
    public func unredacted() -> ModifiedView { modified(.inert) }
    /// The style `.background()` with no arguments fills with (its default is already the view's background).
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView { modified(.inert) }
    /// The group box's style (drawn in the default style).
    public func groupBoxStyle<S>(_ style: S) -> ModifiedView { modified(.inert) }
    /// Refreshing does not happen in an image.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> ModifiedView { modified(.inert) }
}
