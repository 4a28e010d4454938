// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A modifier you write once and apply to many views with `.modifier(_:)`, as in SwiftUI: its `body(content:)`
/// builds the modified view around `content`.
///
/// ```swift
/// struct CardStyle: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(.background, in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The view this modifier builds.
    associatedtype Body: View
    /// The view being modified, as the modifier sees it.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view, built around `content`.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` modifies, as its `body(content:)` receives it.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    package let node: _ViewNode
    public var _node: _ViewNode { node }

    package init(node: _ViewNode) {
        self.node = node
    }
}

/// A view with a ``ViewModifier`` applied, as `.modifier(_:)` returns it.
public struct ModifiedContent<Content, Modifier> {
    /// The view modified.
    public var content: Content
    /// The modifier applied.
    public var modifier: Modifier

    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var _node: _ViewNode {
        let content = _ViewModifier_Content<Modifier>(node: content._node)
        return DeferredView.node(for: modifier) { modifier in
            buildBody(of: modifier, with: content) { $0.body(content: $1) }._node
        }
    }
}

/// The modifier that changes nothing.
nonisolated public struct EmptyModifier: ViewModifier, Sendable {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()
    /// Creates the modifier that changes nothing.
    public init() {}
    public func body(content: Content) -> Content { content }
}

nonisolated extension View {
    /// This view with `modifier` applied: the view `modifier.body(content:)` builds around it.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
