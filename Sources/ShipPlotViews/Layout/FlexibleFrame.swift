// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// A flexible frame: the view is offered the proposed size clamped to the bounds, and the frame takes the
    /// child's size clamped to them; `maxWidth: .infinity` takes all the width offered.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> ModifiedView {
        let values = [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight].map { value in
            // Infinity is meaningful for a maximum; clamp it to the view limit.
            let capped = value.map { $0 == .infinity ? CGFloat(ViewLimits.dimension) : $0 }
            return validLength(capped)
        }
        let frame = FlexFrame(
            minWidth: values[0].value, idealWidth: values[1].value, maxWidth: values[2].value,
            minHeight: values[3].value, idealHeight: values[4].value, maxHeight: values[5].value,
            alignment: alignment)
        return modified(frame, bad: values.contains { $0.bad })
    }
}

/// A frame with minimum, ideal and maximum sizes (nil leaves that bound to the content): the content is offered
/// the proposal (or the ideal size where none is proposed) clamped to the bounds and placed by the alignment;
/// the frame takes the content's size, grown or shrunk towards what it was offered within the bounds.
package struct FlexFrame: LayoutModifier {
    package var minWidth: Double? = nil
    package var idealWidth: Double? = nil
    package var maxWidth: Double? = nil
    package var minHeight: Double? = nil
    package var idealHeight: Double? = nil
    package var maxHeight: Double? = nil
    package var alignment: Alignment = .center

    package var meaning: ModifierMeaning { .room }

    /// What the content is offered inside a frame offered `p`.
    private func inner(_ p: ProposedSize) -> ProposedSize {
        func clampProposal(_ value: Double?, _ least: Double?, _ ideal: Double?, _ most: Double?) -> Double? {
            guard var v = value ?? ideal else { return nil }
            if let least { v = max(least, v) }
            if let most { v = min(most, v) }
            return v
        }
        return ProposedSize(
            width: clampProposal(p.width, minWidth, idealWidth, maxWidth),
            height: clampProposal(p.height, minHeight, idealHeight, maxHeight))
    }

    package func sizeThatFits(_ p: ProposedSize, content: _ViewNode, in context: LayoutContext) -> ViewSize {
        let cp = inner(p)
        let c = context.size(content, cp)
        func result(_ child: Double, _ offered: Double?, _ least: Double?, _ most: Double?) -> Double {
            var r = child
            if let least { r = max(least, min(r, offered ?? r)) }
            if let most { r = min(most, max(r, offered ?? r)) }
            return r
        }
        return ViewSize(
            width: result(c.width, cp.width, minWidth, maxWidth),
            height: result(c.height, cp.height, minHeight, maxHeight))
    }

    package func place(in frame: Rect, content: _ViewNode, context: LayoutContext) -> Placement {
        let c = context.size(content, inner(ProposedSize(width: frame.width, height: frame.height)))
        return Placement(children: [(content, alignment.place(c, in: frame))])
    }

    package init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

extension ViewModifierNode where Self == FlexFrame {
    /// A flexible frame.
    package static func flexFrame(_ frame: FlexFrame) -> FlexFrame { frame }
}
