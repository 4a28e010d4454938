// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A scrollable view; an image shows its content from the top (or leading) edge at the content's ideal size
/// along `axes`, cut to the scroll view's frame. The scroll view takes the size offered, however long its
/// content (a frame with both a least and a most size adopts the proposal, as SwiftUI's does).
nonisolated public struct ScrollView<Content: View>: View {
    package let node: _ViewNode
    /// The view `node` is, with a change written on it.
    package init(node: _ViewNode) { self.node = node }
    /// A scroll view of `content` scrolling along `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        let stacked = _ViewNode.stack(
            axis: axis, alignment: .topLeading, spacing: 8, children: flattenedChildren(content()._node).0)
        node =
            stacked
            .modified(.fixedSize(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical)))
            .modified(
                .flexFrame(
                    FlexFrame(
                        minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
                )
            )
            .modified(ScrollContainerModifier())
            .modified(.clip(ShapeOutline(path: { Path.rect($0) })))
    }
    public var _node: _ViewNode { node }
}

/// A scroll view is the container its content's `containerRelativeFrame`s measure from: its content is sized and
/// placed in the scroll view's own size (a side not offered keeps the outer container's).
package struct ScrollContainerModifier: LayoutModifier {
    package var meaning: ModifierMeaning { .geometry }

    package func sizeThatFits(_ p: ProposedSize, content: _ViewNode, in context: LayoutContext) -> ViewSize {
        context.size(contained(content, width: p.width, height: p.height), p)
    }

    package func place(in frame: Rect, content: _ViewNode, context: LayoutContext) -> Placement {
        Placement(children: [(contained(content, width: frame.width, height: frame.height), frame)])
    }
}
