// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Flexible space along the enclosing stack's axis, at least `minLength` points (8 by default).
nonisolated public struct Spacer: View, Sendable {
    package let length: Double?
    package let bad: Bool
    /// A spacer of at least `minLength` points.
    public init(minLength: CGFloat? = nil) { (length, bad) = validLength(minLength) }
    public var _node: _ViewNode {
        let node = _ViewNode.make(SpacerPrimitive(minLength: length))
        return bad ? node.noting(.invalidValue) : node
    }
}

/// A spacer: as long as it is offered along its stack's axis (both axes outside a stack), never shorter than
/// its minimum, nothing across; it draws nothing.
package struct SpacerPrimitive: PrimitiveView {
    package let minLength: Double?

    package func sizeThatFits(_ p: ProposedSize, in context: LayoutContext) -> ViewSize {
        let least = minLength ?? 8
        switch context.environment.stackAxis {
        case .horizontal: return ViewSize(width: max(least, p.width ?? least), height: 0)
        case .vertical: return ViewSize(width: 0, height: max(least, p.height ?? least))
        case nil: return ViewSize(width: max(least, p.width ?? least), height: max(least, p.height ?? least))
        }
    }
    package func place(in frame: Rect, context: LayoutContext) -> Placement { .leaf }
    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) {}

    package init(minLength: Double?) {
        self.minLength = minLength
    }
}

/// A thin separator line across the enclosing stack.
nonisolated public struct Divider: View, Sendable {
    /// A divider.
    public init() {}
    public var _node: _ViewNode { .make(DividerPrimitive()) }
}

/// A divider: one point thick, across its stack's axis (a horizontal line outside a stack), in the text colour
/// at 20 %.
package struct DividerPrimitive: PrimitiveView {
    package func sizeThatFits(_ p: ProposedSize, in context: LayoutContext) -> ViewSize {
        context.environment.stackAxis == .horizontal
            ? ViewSize(width: 1, height: p.height ?? 0) : ViewSize(width: p.width ?? 0, height: 1)
    }
    package func place(in frame: Rect, context: LayoutContext) -> Placement { .leaf }
    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) {
        let rect = view.frame
        let line =
            view.environment.stackAxis == .horizontal
            ? Rect(x: rect.midX - 0.5, y: rect.y, width: 1, height: rect.height)
            : Rect(x: rect.x, y: rect.midY - 0.5, width: rect.width, height: 1)
        drawer.commands.append(.fill(.rect(line), drawer.theme.text.withAlpha(0.2)))
    }
}
