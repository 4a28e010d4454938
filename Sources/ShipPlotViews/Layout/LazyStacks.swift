// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

// Lazy stacks build their views as they scroll into sight; an image builds them all. Unlike `VStack` and `HStack`,
// a lazy stack takes the whole length it is offered across its axis, its views aligned inside it.

/// Views top to bottom, as SwiftUI's `LazyVStack`: as wide as it is offered, its views placed by `alignment`
/// across it, `spacing` apart (8 points by default). Pinned section headers stay where they are at rest.
nonisolated public struct LazyVStack<Content: View>: View {
    package let node: _ViewNode
    /// The view `node` is, with a change written on it.
    package init(node: _ViewNode) { self.node = node }
    /// A column of the views built by `content`.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        let stack = VStack(alignment: alignment, spacing: spacing, content: content)._node
        node = stack.modified(
            .flexFrame(FlexFrame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .top))))
    }
    public var _node: _ViewNode { node }
}

/// Views leading to trailing, as SwiftUI's `LazyHStack`: as tall as it is offered, its views placed by
/// `alignment` across it, `spacing` apart (8 points by default).
nonisolated public struct LazyHStack<Content: View>: View {
    package let node: _ViewNode
    /// The view `node` is, with a change written on it.
    package init(node: _ViewNode) { self.node = node }
    /// A row of the views built by `content`.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        let stack = HStack(alignment: alignment, spacing: spacing, content: content)._node
        node = stack.modified(
            .flexFrame(FlexFrame(maxHeight: .infinity, alignment: Alignment(horizontal: .leading, vertical: alignment)))
        )
    }
    public var _node: _ViewNode { node }
}
