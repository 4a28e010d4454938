// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Gives its content a proxy that scrolls the scroll views inside it, as SwiftUI's `ScrollViewReader`. An image
/// is drawn at rest, before anything calls the proxy: the content is drawn as it is, its scroll views at the top.
nonisolated public struct ScrollViewReader<Content: View>: View {
    package let node: _ViewNode

    /// A reader whose content `content` builds with the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        node = content(ScrollViewProxy())._node
    }

    public var _node: _ViewNode { node }
}

/// Scrolls the scroll views of a ``ScrollViewReader``, as SwiftUI's `ScrollViewProxy`. Nothing scrolls in an
/// image, which shows each scroll view at rest.
public struct ScrollViewProxy: Sendable {
    /// Scrolls to the view whose `id(_:)` is `id`, placing it at `anchor` (nil: as little as makes it visible).
    /// Does nothing here: an image is drawn before any scrolling.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
