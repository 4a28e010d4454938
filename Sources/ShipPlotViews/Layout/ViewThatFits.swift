// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A view that shows the first of its children that fits, as SwiftUI's `ViewThatFits`: children are tried in
/// order, and the first whose ideal size along `axes` fits the space offered is laid out and drawn; when none
/// fits, the last is.
nonisolated public struct ViewThatFits<Content: View>: View {
    package let node: _ViewNode
    /// The first view `content` builds that fits along `axes` (default both; none: the first view).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        let content = content()._node
        let (children, cut) = flattenedChildren(content)
        let node = _ViewNode.make(FirstFitting(axes: axes, children: children))
        self.node = cut ? node.noting(.tooMany) : node
    }
    public var _node: _ViewNode { node }
}

/// `ViewThatFits`: the chosen child's size, and that child centred in the frame.
package struct FirstFitting: PrimitiveView {
    package let axes: Axis.Set
    package let children: [_ViewNode]

    package func replacingChildren(_ children: [_ViewNode]) -> any PrimitiveView {
        FirstFitting(axes: axes, children: children)
    }
    package var spreadsExpandedChildren: Bool { true }

    /// The child shown for `p`: the first whose ideal size along `axes` (the size it takes when offered no limit
    /// along them) fits `p` there; the last when none does; the first when `axes` is empty.
    package func chosen(_ p: ProposedSize, _ context: LayoutContext) -> _ViewNode? {
        let horizontal = axes.contains(.horizontal)
        let vertical = axes.contains(.vertical)
        let ideal = ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        func fits(_ length: Double, _ offered: Double?) -> Bool { offered.map { length <= $0 + 1e-9 } ?? true }
        for child in children {
            let measured = context.size(child, ideal)
            if (!horizontal || fits(measured.width, p.width)) && (!vertical || fits(measured.height, p.height)) {
                return child
            }
        }
        return children.last
    }

    package func sizeThatFits(_ proposal: ProposedSize, in context: LayoutContext) -> ViewSize {
        chosen(proposal, context).map { context.size($0, proposal) } ?? .zero
    }

    package func place(in frame: Rect, context: LayoutContext) -> Placement {
        let proposal = ProposedSize(width: frame.width, height: frame.height)
        guard let child = chosen(proposal, context) else { return .leaf }
        return Placement(children: [(child, Alignment.center.place(context.size(child, proposal), in: frame))])
    }

    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) { drawer.drawChildren(of: view) }

    package init(axes: Axis.Set, children: [_ViewNode]) {
        self.axes = axes
        self.children = children
    }
}
