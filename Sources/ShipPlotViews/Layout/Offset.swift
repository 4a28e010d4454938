// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// The view drawn moved by `offset` (its frame, as its parent sees it, stays).
    public func offset(_ offset: CGSize) -> ModifiedView { self.offset(x: offset.width, y: offset.height) }

    /// The view drawn moved by `x`, `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView {
        let dx = validLength(x, allowsNegative: true), dy = validLength(y, allowsNegative: true)
        return modified(OffsetModifier(x: dx.value ?? 0, y: dy.value ?? 0), bad: dx.bad || dy.bad)
    }
}

/// An offset: the content keeps its size and is drawn moved by `x`, `y`.
package struct OffsetModifier: LayoutModifier {
    package let x: Double
    package let y: Double

    package var meaning: ModifierMeaning { .offset(x: x, y: y) }

    package func sizeThatFits(_ p: ProposedSize, content: _ViewNode, in context: LayoutContext) -> ViewSize {
        context.size(content, p)
    }

    package func place(in frame: Rect, content: _ViewNode, context: LayoutContext) -> Placement {
        Placement(children: [(content, Rect(x: frame.x + x, y: frame.y + y, width: frame.width, height: frame.height))])
    }

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
