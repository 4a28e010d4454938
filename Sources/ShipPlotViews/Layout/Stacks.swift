// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Views side by side, leading to trailing, aligned vertically by `alignment`; `spacing` defaults to 8 points.
/// Laid out by ``HStackLayout``.
nonisolated public struct HStack<Content: View>: View {
    package let node: _ViewNode
    /// The view `node` is, with a change written on it.
    package init(node: _ViewNode) { self.node = node }
    /// A row of the views built by `content`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        let (length, bad) = validLength(spacing, allowsNegative: true)
        node = LayoutNode.node(
            HStackLayout(alignment: alignment, spacing: length.map { CGFloat($0) }), content: content()._node,
            spacingBad: bad)
    }
    public var _node: _ViewNode { node }
}

/// Views top to bottom, aligned horizontally by `alignment`; `spacing` defaults to 8 points. Laid out by
/// ``VStackLayout``.
nonisolated public struct VStack<Content: View>: View {
    package let node: _ViewNode
    /// The view `node` is, with a change written on it.
    package init(node: _ViewNode) { self.node = node }
    /// A column of the views built by `content`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        let (length, bad) = validLength(spacing, allowsNegative: true)
        node = LayoutNode.node(
            VStackLayout(alignment: alignment, spacing: length.map { CGFloat($0) }), content: content()._node,
            spacingBad: bad)
    }
    public var _node: _ViewNode { node }
}

/// Views on top of each other, later ones in front, aligned by `alignment`. Laid out by ``ZStackLayout``.
nonisolated public struct ZStack<Content: View>: View {
    package let node: _ViewNode
    /// The view `node` is, with a change written on it.
    package init(node: _ViewNode) { self.node = node }
    /// A stack of the views built by `content`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        node = LayoutNode.node(ZStackLayout(alignment: alignment), content: content()._node)
    }
    public var _node: _ViewNode { node }
}

/// Several views in a row, as a `@ViewBuilder` block, a `ForEach` or a `Group` produces them: a container spreads
/// them into its own children; alone, they stack vertically with no spacing.
package struct GroupPrimitive: PrimitiveView {
    package let children: [_ViewNode]

    package func replacingChildren(_ children: [_ViewNode]) -> any PrimitiveView { GroupPrimitive(children: children) }
    package var textLines: [StyledText] { children.flatMap(\.textLines) }
    package var isGroup: Bool { true }

    private var stack: StackDivision { StackDivision(axis: .vertical, spacing: 0, alignment: .center) }

    private func divide(_ p: ProposedSize, _ context: LayoutContext) -> [(proposal: ProposedSize, size: ViewSize)] {
        stack.divide(
            children.count, p, size: { context.size(children[$0], $1) }, priority: { children[$0].layoutPriority },
            isSpacer: { children[$0].isSpacer })
    }

    package func sizeThatFits(_ proposal: ProposedSize, in context: LayoutContext) -> ViewSize {
        stack.size(of: divide(proposal, context).map(\.size))
    }

    package func place(in frame: Rect, context: LayoutContext) -> Placement {
        let sizes = divide(ProposedSize(width: frame.width, height: frame.height), context).map(\.size)
        return Placement(children: Array(zip(children, stack.frames(in: frame, sizes))))
    }

    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) { drawer.drawChildren(of: view) }

    package init(children: [_ViewNode]) {
        self.children = children
    }
}
