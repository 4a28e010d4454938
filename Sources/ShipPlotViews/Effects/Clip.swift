// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// The view clipped to `shape` in its frame. Fills that cover the frame take the shape's outline exactly;
    /// anything else is clipped to the frame's rectangle.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedView {
        modified(ClipModifier(outline: shape.outline))
    }

    /// The view clipped to its frame.
    public func clipped(antialiased: Bool = false) -> ModifiedView {
        modified(ClipModifier(outline: ShapeOutline(path: { .rect($0) })))
    }

    /// The view clipped to a rounded rectangle of `radius`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedView {
        let (value, bad) = validLength(radius)
        return modified(ClipModifier(outline: RoundedRectangle(cornerRadius: value ?? 0).outline), bad: bad)
    }
}

/// A clip: what the content draws, kept inside the frame; fills that cover the frame take the outline.
package struct ClipModifier: DrawingEffect {
    package let outline: ShapeOutline
    package var meaning: ModifierMeaning { .clip(outline) }
    package func drawing(_ content: [DrawCommand], of view: PlacedNode, in drawer: inout ViewDrawer) -> [DrawCommand] {
        ViewGeometry.clipped(content, to: outline.path(view.frame), frame: view.frame)
    }

    package init(outline: ShapeOutline) {
        self.outline = outline
    }
}

extension ViewModifierNode where Self == ClipModifier {
    /// A clip to `outline`.
    package static func clip(_ outline: ShapeOutline) -> ClipModifier { ClipModifier(outline: outline) }
}
