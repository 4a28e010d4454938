// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A view that reads its own size and place: `content` is called with a ``GeometryProxy`` once the reader is
/// laid out, so it can place views by the reader's frame or resolve a chart proxy's `plotFrame` in it.
///
/// As in SwiftUI, the reader takes all the space it is offered (10 × 10 points when offered none) and places each
/// view of its content at its top-leading corner, one over the other.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// A reader whose content is built from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var _node: _ViewNode {
        let make = content
        return .make(.geometry(GeometryContent { make($0)._node }))
    }
}

/// A geometry reader's content, built when the reader's frame is known. Rendering calls it on the thread that
/// renders; the closure is the user's, as Swift Charts' signature takes it (not `@Sendable`).
struct GeometryContent: @unchecked Sendable {
    let make: (GeometryProxy) -> _ViewNode
}

extension ViewRenderer {
    /// A geometry reader in `rect`: its content built for that frame, each view offered the whole frame and
    /// placed at its top-leading corner. Problems in the built views are counted on the layout engine.
    func drawGeometry(
        _ content: GeometryContent, in rect: Rect, _ env: ViewEnvironment, into commands: inout [DrawCommand]
    ) {
        let node = content.make(GeometryProxy(frame: rect)).expanded(env)
        engine.problems = engine.problems + node.box.problems
        let offered = ProposedSize(width: rect.width, height: rect.height)
        for child in Self.layers(node) {
            let size = engine.size(child, offered, env)
            draw(child, in: Alignment.topLeading.place(size, in: rect), env, into: &commands)
        }
    }

    /// The views of a built content: groups (a block of several views, an `if`, a `ForEach`) flattened, as
    /// SwiftUI lays out each view of a reader's or an overlay's content on its own.
    static func layers(_ node: _ViewNode) -> [_ViewNode] { flattenedChildren(node).children }
}

extension View {
    /// Names this view's coordinate space for `GeometryProxy.frame(in: .named(name))`; frames in a named space
    /// are given in the chart's image here.
    public func coordinateSpace<T: Hashable>(name: T) -> ModifiedView { modified(.inert) }
}
