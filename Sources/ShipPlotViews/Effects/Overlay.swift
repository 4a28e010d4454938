// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// `style` filling the view's frame in front of it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView {
        modified(OverlayModifier(view: ShapeView(outline: .rectangle, paint: .fill(Paint(style)))._node))
    }

    /// `style` filling `shape` in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedView
    {
        modified(OverlayModifier(view: shape.fill(style)._node))
    }

    /// The views built by `content` in front of this one, offered its size and placed by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView {
        modified(OverlayModifier(view: content()._node, alignment: alignment))
    }

    /// `overlay` in front of this view (the older spelling).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedView {
        modified(OverlayModifier(view: overlay._node, alignment: alignment))
    }

    /// An outline of `width` points drawn inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedView {
        modified(OverlayModifier(view: Rectangle().strokeBorder(content, lineWidth: width)._node))
    }
}

/// An overlay: the view in front, offered the content's frame and placed in it by the alignment, drawn after
/// the content; the content keeps its size and place.
package struct OverlayModifier: LayoutModifier {
    package let view: _ViewNode
    package var alignment: Alignment = .center

    package var views: [_ViewNode] { [view] }
    package func replacingViews(_ views: [_ViewNode]) -> OverlayModifier {
        OverlayModifier(view: views[0], alignment: alignment)
    }
    package var meaning: ModifierMeaning { .overlay(view, alignment: alignment) }

    package func sizeThatFits(_ p: ProposedSize, content: _ViewNode, in context: LayoutContext) -> ViewSize {
        context.size(content, p)
    }

    package func place(in frame: Rect, content: _ViewNode, context: LayoutContext) -> Placement {
        let size = context.size(view, ProposedSize(width: frame.width, height: frame.height))
        return Placement(children: [(content, frame), (view, alignment.place(size, in: frame))])
    }

    package init(view: _ViewNode, alignment: Alignment = .center) {
        self.view = view
        self.alignment = alignment
    }
}
