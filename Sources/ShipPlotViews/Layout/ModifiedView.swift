// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A view with a modifier applied: what `.padding()`, `.frame(…)`, `.background { … }` and the rest return.
nonisolated public struct ModifiedView: View, Sendable {
    package let node: _ViewNode
    public var _node: _ViewNode { node }

    package init(node: _ViewNode) {
        self.node = node
    }
}

nonisolated extension View {
    /// This view wrapped in `modifier`.
    package func modified<M: ViewModifierNode>(_ modifier: M) -> ModifiedView {
        ModifiedView(node: _node.modified(modifier))
    }

    /// This view wrapped in `modifier`, with one problem counted when `bad` (a value that must not reach drawing
    /// was given and left out).
    package func modified<M: ViewModifierNode>(_ modifier: M, bad: Bool) -> ModifiedView {
        let node = _node.modified(modifier)
        return ModifiedView(node: bad ? node.noting(.invalidValue) : node)
    }
}
