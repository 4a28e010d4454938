// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// Space around the view on `edges`: `length` points, or 16 when nil. Negative lengths pull the frame in,
    /// as in SwiftUI; NaN, infinite or enormous lengths are ignored and counted.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView {
        let (value, bad) = validLength(length ?? 16, allowsNegative: true)
        let v = value ?? 0
        let insets = EdgeInsets(
            top: edges.contains(.top) ? v : 0, leading: edges.contains(.leading) ? v : 0,
            bottom: edges.contains(.bottom) ? v : 0, trailing: edges.contains(.trailing) ? v : 0)
        return modified(PaddingModifier(insets: insets), bad: bad)
    }

    /// `length` points of space on every side.
    public func padding(_ length: CGFloat) -> ModifiedView { padding(.all, length) }

    /// Space on each side as given.
    public func padding(_ insets: EdgeInsets) -> ModifiedView {
        let sides = [insets.top, insets.leading, insets.bottom, insets.trailing].map {
            validLength($0, allowsNegative: true)
        }
        let safe = EdgeInsets(
            top: sides[0].value ?? 0, leading: sides[1].value ?? 0, bottom: sides[2].value ?? 0,
            trailing: sides[3].value ?? 0)
        return modified(PaddingModifier(insets: safe), bad: sides.contains { $0.bad })
    }
}

/// Padding: the content is offered the proposal less the insets, and is drawn inside the frame less them; the
/// view is the content's size plus the insets.
package struct PaddingModifier: LayoutModifier {
    package let insets: EdgeInsets

    package var meaning: ModifierMeaning { .padding(insets) }

    package func sizeThatFits(_ p: ProposedSize, content: _ViewNode, in context: LayoutContext) -> ViewSize {
        let e = insets
        let inner = ProposedSize(
            width: p.width.map { max(0, $0 - e.leading - e.trailing) },
            height: p.height.map { max(0, $0 - e.top - e.bottom) })
        let c = context.size(content, inner)
        return ViewSize(width: max(0, c.width + e.leading + e.trailing), height: max(0, c.height + e.top + e.bottom))
    }

    package func place(in frame: Rect, content: _ViewNode, context: LayoutContext) -> Placement {
        let e = insets
        let inner = Rect(
            x: frame.x + e.leading, y: frame.y + e.top, width: max(0, frame.width - e.leading - e.trailing),
            height: max(0, frame.height - e.top - e.bottom))
        return Placement(children: [(content, inner)])
    }

    package init(insets: EdgeInsets) {
        self.insets = insets
    }
}
