// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A view that reads its own size and place: `content` is called with a ``GeometryProxy`` once the reader is
/// laid out, so it can place views by the reader's frame or resolve a chart proxy's `plotFrame` in it.
///
/// As in SwiftUI, the reader takes all the space it is offered (10 × 10 points when offered none) and places each
/// view of its content at its top-leading corner, one over the other.
nonisolated public struct GeometryReader<Content: View>: View {
    package let content: (GeometryProxy) -> Content

    /// A reader whose content is built from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var _node: _ViewNode {
        let make = content
        return .make(GeometryPrimitive(make: { make($0)._node }))
    }
}

/// A geometry reader: all the space offered; its content built when placed, each view of it offered the frame
/// and placed at its top-leading corner. The closure is the user's, as Swift Charts' signature takes it (not
/// `@Sendable`).
package struct GeometryPrimitive: PrimitiveView, @unchecked Sendable {
    // Unchecked: the app's content closure: called only while the tree is placed, on the rendering thread.
    package let make: (GeometryProxy) -> _ViewNode

    package func sizeThatFits(_ p: ProposedSize, in context: LayoutContext) -> ViewSize {
        ViewSize(width: p.width ?? 10, height: p.height ?? 10)
    }

    package func place(in frame: Rect, context: LayoutContext) -> Placement {
        let node = make(GeometryProxy(frame: frame)).expanded(context.environment)
        let offered = ProposedSize(width: frame.width, height: frame.height)
        var placement = Placement(
            children: flattenedChildren(node).children.map { layer in
                (layer, Alignment.topLeading.place(context.size(layer, offered), in: frame))
            })
        placement.problems = node.box.problems
        return placement
    }

    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) { drawer.drawChildren(of: view) }

    package init(make: @escaping (GeometryProxy) -> _ViewNode) {
        self.make = make
    }
}

nonisolated extension View {
    /// Names this view's coordinate space for `GeometryProxy.frame(in: .named(name))`; frames in a named space
    /// are given in the chart's image here.
    public func coordinateSpace<T: Hashable>(name: T) -> ModifiedView { modified(.inert) }
}
