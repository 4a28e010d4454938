// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// A frame of fixed `width` and/or `height` (nil keeps the view's own), the view placed in it by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedView {
        let w = validLength(width), h = validLength(height)
        return modified(FrameModifier(width: w.value, height: h.value, alignment: alignment), bad: w.bad || h.bad)
    }
}

/// A fixed frame: the content is offered the frame's fixed sides (and the proposal's others) and placed in the
/// frame by the alignment; the frame is its fixed sides and the content's others.
package struct FrameModifier: LayoutModifier {
    package let width: Double?
    package let height: Double?
    package let alignment: Alignment

    package var meaning: ModifierMeaning { .frame(width: width, height: height) }

    /// What the content is offered inside a frame offered `p`.
    private func inner(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? p.width, height: height ?? p.height)
    }

    package func sizeThatFits(_ p: ProposedSize, content: _ViewNode, in context: LayoutContext) -> ViewSize {
        // Fixed on both sides, the frame's size is its own, whatever its content chooses: the content is measured
        // when it is placed.
        if let width, let height { return ViewSize(width: width, height: height) }
        let c = context.size(content, inner(p))
        return ViewSize(width: width ?? c.width, height: height ?? c.height)
    }

    package func place(in frame: Rect, content: _ViewNode, context: LayoutContext) -> Placement {
        let c = context.size(content, inner(ProposedSize(width: frame.width, height: frame.height)))
        return Placement(children: [(content, alignment.place(c, in: frame))])
    }

    package init(width: Double?, height: Double?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}
