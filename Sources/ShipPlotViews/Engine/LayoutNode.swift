// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Views arranged by a ``Layout``: the built-in stacks and grids and an app's own layouts alike. The node hands
/// the layout its subviews as proxies over the engine (sizes through the engine's cache), keeps the layout's
/// cache for the whole layout pass, and turns the places it chose into the children's frames.
///
/// `L` is constrained where the node conforms, not on the type: code specialized for one layout builds the
/// node's metadata from its mangled name, and a requirement on the type would make the runtime search every
/// conformance record of the process for it, the first time it meets each layout type.
package struct LayoutNode<L> {
    package let layout: L
    package let children: [_ViewNode]

    package init(layout: L, children: [_ViewNode]) {
        self.layout = layout
        self.children = children
    }
}

extension LayoutNode: Sendable where L: Sendable {}

extension LayoutNode: PrimitiveView where L: Layout {

    /// The node for `layout` arranging the views of `content` (groups spread into their views, at most
    /// `ViewLimits.children`, the rest counted).
    package static func node(_ layout: L, content: _ViewNode, spacingBad: Bool = false) -> _ViewNode {
        let (children, cut) = flattenedChildren(content)
        var node = _ViewNode.make(LayoutNode(layout: layout, children: arranged(layout, children)))
        // Problems counted on the groups themselves (a `ForEach` cut short), which spreading would drop.
        let groupsOwn = content.box.problems - children.reduce(ViewProblems()) { $0 + $1.box.problems }
        node = node.counting(node.box.problems + groupsOwn)
        if cut { node = node.noting(.tooMany) }
        return spacingBad ? node.noting(.invalidValue) : node
    }

    /// `children` as `layout` arranges them: a grid gives its rows its cell spacing and column alignments. Asked
    /// by casts to the concrete layouts, which compare metadata, not by a cast to a protocol, which searches the
    /// process's conformance records once for every layout type it meets.
    private static func arranged(_ layout: L, _ children: [_ViewNode]) -> [_ViewNode] {
        let grid = layout as? GridLayout ?? (layout as? AnyLayout)?.base as? GridLayout
        return grid?.arranged(children) ?? children
    }

    package func replacingChildren(_ children: [_ViewNode]) -> any PrimitiveView {
        LayoutNode(layout: layout, children: children)
    }
    package func layout<Other: Layout>(as type: Other.Type) -> Other? { layout as? Other }
    package var spreadsExpandedChildren: Bool { true }
    package var textLines: [StyledText] { children.flatMap(\.textLines) }

    /// The orientation the layout gives `Spacer` and `Divider` inside it.
    package var orientation: Axis? {
        if let erased = layout as? AnyLayout { return erased.stackOrientation }
        if let container = layout as? ContainerStackLayout { return container.axis }
        return L.layoutProperties.stackOrientation
    }

    package func childEnvironment(_ environment: ViewEnvironment) -> ViewEnvironment {
        var inner = environment
        inner.stackAxis = orientation
        return inner
    }

    private func subviews(_ context: LayoutContext, _ placements: LayoutPlacements? = nil) -> LayoutSubviews {
        LayoutSubviews(
            children.enumerated().map {
                LayoutSubview(node: $0.element, index: $0.offset, context: context, placements: placements)
            })
    }

    /// `body` with this node's layout cache for `context`, made on first use and kept for the layout pass.
    private func withCache<T>(
        _ context: LayoutContext, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T
    ) -> T {
        let key = ViewLayoutEngine.CacheKey(
            node: ObjectIdentifier(context.node.box), proposal: nil,
            env: ViewLayoutEngine.SizeEnvironment(context.environment))
        var cache = context.engine.layoutCaches[key] as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { context.engine.layoutCaches[key] = cache }
        return body(&cache)
    }

    package func sizeThatFits(_ proposal: ProposedSize, in context: LayoutContext) -> ViewSize {
        let subviews = subviews(context)
        let size = withCache(context, subviews) {
            layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &$0)
        }
        return ViewSize(width: Double(size.width), height: Double(size.height))
    }

    package func place(in frame: Rect, context: LayoutContext) -> Placement {
        let placements = LayoutPlacements(count: children.count)
        let subviews = subviews(context, placements)
        let bounds = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        let proposal = ProposedViewSize(context.placementProposal(frame))
        withCache(context, subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
        let offered = ProposedSize(width: frame.width, height: frame.height)
        return Placement(
            children: children.indices.map { index in
                // A subview the layout never placed is centred at the size it chooses for the container's size.
                let frame =
                    placements.frames[index]
                    ?? Alignment.center.place(context.size(children[index], offered), in: frame)
                return (children[index], frame)
            })
    }

    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) { drawer.drawChildren(of: view) }

    package func explicitGuides(_ size: ViewSize, context: LayoutContext) -> [ExplicitGuide] {
        let subviews = subviews(context)
        let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        let proposal = ProposedViewSize(width: CGFloat(size.width), height: CGFloat(size.height))
        return withCache(context, subviews) { cache in
            var guides: [ExplicitGuide] = []
            for guide in [HorizontalAlignment.leading, .center, .trailing] {
                if let value = layout.explicitAlignment(
                    of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                {
                    guides.append(.horizontal(ObjectIdentifier(guide.id), value))
                }
            }
            for guide in [VerticalAlignment.top, .center, .bottom] {
                if let value = layout.explicitAlignment(
                    of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                {
                    guides.append(.vertical(ObjectIdentifier(guide.id), value))
                }
            }
            return guides
        }
    }

}

/// The children a container lays out: groups (tuples, `ForEach`, `Group`) spread into their views, empty views
/// left out, at most `ViewLimits.children` of them; `cut` tells whether views were left out.
package func flattenedChildren(_ node: _ViewNode) -> (children: [_ViewNode], cut: Bool) {
    var result: [_ViewNode] = []
    var pending = [node]
    while let next = pending.popLast() {
        if next.primitive.isGroup {
            pending += next.primitive.children.reversed()
        } else if next.isEmpty {
            continue
        } else {
            guard result.count < ViewLimits.children else { return (result, true) }
            result.append(next)
        }
    }
    return (result, false)
}
