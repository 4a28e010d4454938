// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// The view centred at `position` in its parent's space; the modified view takes all the space offered.
    public func position(_ position: CGPoint) -> ModifiedView { self.position(x: position.x, y: position.y) }

    /// The view centred at `x`, `y` in its parent's space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView {
        let px = validLength(x, allowsNegative: true), py = validLength(y, allowsNegative: true)
        return modified(PositionModifier(x: px.value ?? 0, y: py.value ?? 0), bad: px.bad || py.bad)
    }
}

/// A position: the view takes all the space offered (the content's size on an axis offered none), and the
/// content, at the size it chooses for that, is centred at `x`, `y` from the frame's corner.
package struct PositionModifier: LayoutModifier {
    package let x: Double
    package let y: Double

    package var meaning: ModifierMeaning { .geometry }

    package func sizeThatFits(_ p: ProposedSize, content: _ViewNode, in context: LayoutContext) -> ViewSize {
        let c = context.size(content, p)
        return ViewSize(width: p.width ?? c.width, height: p.height ?? c.height)
    }

    package func place(in frame: Rect, content: _ViewNode, context: LayoutContext) -> Placement {
        let c = context.size(content, ProposedSize(width: frame.width, height: frame.height))
        let placed = Rect(x: frame.x + x - c.width / 2, y: frame.y + y - c.height / 2, width: c.width, height: c.height)
        return Placement(children: [(content, placed)])
    }

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
