// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// The view shown through the alpha of `mask`, centred in the view's frame: opaque where the mask is, not at
    /// all outside it.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedView {
        modified(MaskModifier(mask: mask()._node))
    }

    /// The view shown through the alpha of `mask` (the older spelling).
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedView { modified(MaskModifier(mask: mask._node)) }
}

/// A mask: the content drawn in one layer and the mask, offered the frame and centred in it, in another; the
/// content shows through the mask's alpha, as SwiftUI masks it.
package struct MaskModifier: ViewModifierNode {
    package let mask: _ViewNode

    package var views: [_ViewNode] { [mask] }
    package func replacingViews(_ views: [_ViewNode]) -> MaskModifier { MaskModifier(mask: views[0]) }
    package var meaning: ModifierMeaning { .drawing }

    package func sizeThatFits(_ p: ProposedSize, content: _ViewNode, in context: LayoutContext) -> ViewSize {
        context.size(content, p)
    }

    package func place(in frame: Rect, content: _ViewNode, context: LayoutContext) -> Placement {
        let size = context.size(mask, ProposedSize(width: frame.width, height: frame.height))
        return Placement(children: [(content, frame), (mask, Alignment.center.place(size, in: frame))])
    }

    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) {
        let inner = drawer.layer { $0.draw(view.children[0]) }
        let alpha = drawer.layer { $0.draw(view.children[1]) }
        guard !inner.isEmpty else { return }
        drawer.commands += [.pushMaskedLayer] + inner + [.pushMaskLayer] + alpha + [.popMaskLayers]
    }

    package init(mask: _ViewNode) {
        self.mask = mask
    }
}
