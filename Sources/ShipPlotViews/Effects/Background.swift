// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// `style` filling the view's frame behind it. Along `edges` (default all) where the view meets a bar's edge,
    /// the style reaches on behind the bar, as SwiftUI extends it into the safe area: a list's background
    /// shows under a navigation bar's transparent large title.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView {
        modified(
            BackgroundModifier(
                view: ShapeView(outline: .rectangle, paint: .fill(Paint(style)))._node, ignoresSafeAreaEdges: edges))
    }

    /// `style` filling `shape` behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedView
    {
        modified(BackgroundModifier(view: shape.fill(style)._node))
    }

    /// `shape` filled with the background style (the theme's background) behind the view.
    public func background<S: InsettableShape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> ModifiedView {
        background(.background, in: shape, fillStyle: fillStyle)
    }

    /// The views built by `content` behind this one, offered its size and placed by `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView {
        modified(BackgroundModifier(view: content()._node, alignment: alignment))
    }

    /// `background` behind this view (the older spelling).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedView {
        modified(BackgroundModifier(view: background._node, alignment: alignment))
    }
}

/// A background: the view behind, offered the content's frame and placed in it by the alignment, drawn before
/// the content; the content keeps its size and place. A shape style's background names the edges along which it
/// reaches past the view into a bar's area (the container whose bars they are draws it there).
package struct BackgroundModifier: LayoutModifier {
    package let view: _ViewNode
    package var alignment: Alignment = .center
    package var ignoresSafeAreaEdges: Edge.Set = []

    package var views: [_ViewNode] { [view] }
    package func replacingViews(_ views: [_ViewNode]) -> BackgroundModifier {
        BackgroundModifier(view: views[0], alignment: alignment, ignoresSafeAreaEdges: ignoresSafeAreaEdges)
    }
    package var meaning: ModifierMeaning { .background(view, alignment: alignment) }

    package func sizeThatFits(_ p: ProposedSize, content: _ViewNode, in context: LayoutContext) -> ViewSize {
        context.size(content, p)
    }

    package func place(in frame: Rect, content: _ViewNode, context: LayoutContext) -> Placement {
        let size = context.size(view, ProposedSize(width: frame.width, height: frame.height))
        return Placement(children: [(view, alignment.place(size, in: frame)), (content, frame)])
    }

    package init(view: _ViewNode, alignment: Alignment = .center, ignoresSafeAreaEdges: Edge.Set = []) {
        self.view = view
        self.alignment = alignment
        self.ignoresSafeAreaEdges = ignoresSafeAreaEdges
    }
}

extension ShapeOutline {
    /// The frame's own rectangle.
    package static let rectangle = ShapeOutline(path: { .rect($0) })
}
