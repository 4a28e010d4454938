// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// The view at its ideal size on both axes, whatever it is offered.
    public func fixedSize() -> ModifiedView { modified(FixedSizeModifier(horizontal: true, vertical: true)) }

    /// The view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedView {
        modified(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}

/// A fixed size: the content is offered nothing on the fixed axes (it takes its ideal size there) and is centred
/// in the frame.
package struct FixedSizeModifier: LayoutModifier {
    package let horizontal: Bool
    package let vertical: Bool

    package var meaning: ModifierMeaning { .geometry }

    private func inner(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    package func sizeThatFits(_ p: ProposedSize, content: _ViewNode, in context: LayoutContext) -> ViewSize {
        context.size(content, inner(p))
    }

    package func place(in frame: Rect, content: _ViewNode, context: LayoutContext) -> Placement {
        let c = context.size(content, inner(ProposedSize(width: frame.width, height: frame.height)))
        return Placement(children: [(content, Alignment.center.place(c, in: frame))])
    }

    package init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

extension ViewModifierNode where Self == FixedSizeModifier {
    /// The content at its ideal size on the chosen axes.
    package static func fixedSize(horizontal: Bool, vertical: Bool) -> FixedSizeModifier {
        FixedSizeModifier(horizontal: horizontal, vertical: vertical)
    }
}
