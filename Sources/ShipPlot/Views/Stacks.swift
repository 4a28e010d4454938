// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Views side by side, leading to trailing, aligned vertically by `alignment`; `spacing` defaults to 8 points.
public struct HStack<Content: View>: View {
    let node: _ViewNode
    /// A row of the views built by `content`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        node = stackNode(.horizontal, Alignment(horizontal: .center, vertical: alignment), spacing, content())
    }
    public var _node: _ViewNode { node }
}

/// Views top to bottom, aligned horizontally by `alignment`; `spacing` defaults to 8 points.
public struct VStack<Content: View>: View {
    let node: _ViewNode
    /// A column of the views built by `content`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        node = stackNode(.vertical, Alignment(horizontal: alignment, vertical: .center), spacing, content())
    }
    public var _node: _ViewNode { node }
}

/// Views on top of each other, later ones in front, aligned by `alignment`.
public struct ZStack<Content: View>: View {
    let node: _ViewNode
    /// A stack of the views built by `content`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        node = stackNode(nil, alignment, nil, content())
    }
    public var _node: _ViewNode { node }
}

/// The stack node for `content`: groups inside it are flattened so each view is one child. The stack keeps the
/// problems counted on the groups themselves (a `ForEach` cut short), which flattening would otherwise drop.
private func stackNode(_ axis: Axis?, _ alignment: Alignment, _ spacing: CGFloat?, _ content: some View) -> _ViewNode {
    let (length, bad) = validLength(spacing, allowsNegative: true)
    let content = content._node
    let (children, cut) = flattenedChildren(content)
    var node = _ViewNode.make(.stack(axis: axis, alignment: alignment, spacing: length, children: children))
    let groupsOwn = content.box.problems - children.reduce(ViewProblems()) { $0 + $1.box.problems }
    node = node.counting(node.box.problems + groupsOwn)
    if cut { node = node.noting(.tooMany) }
    return bad ? node.noting(.invalidValue) : node
}

/// The children a container lays out: `group` nodes (tuples, `ForEach`, `Group`) spread into their views, at
/// most `ViewLimits.children` of them; `cut` tells whether views were left out.
func flattenedChildren(_ node: _ViewNode) -> (children: [_ViewNode], cut: Bool) {
    var result: [_ViewNode] = []
    var pending = [node]
    while let next = pending.popLast() {
        switch next.box.kind {
        case .group(let children): pending += children.reversed()
        case .empty: continue
        default:
            guard result.count < ViewLimits.children else { return (result, true) }
            result.append(next)
        }
    }
    return (result, false)
}

/// Flexible space along the enclosing stack's axis, at least `minLength` points (8 by default).
public struct Spacer: View, Sendable {
    let length: Double?
    let bad: Bool
    /// A spacer of at least `minLength` points.
    public init(minLength: CGFloat? = nil) { (length, bad) = validLength(minLength) }
    public var _node: _ViewNode {
        let node = _ViewNode.make(.spacer(minLength: length))
        return bad ? node.noting(.invalidValue) : node
    }
}

/// A thin separator line across the enclosing stack.
public struct Divider: View, Sendable {
    /// A divider.
    public init() {}
    public var _node: _ViewNode { .make(.divider) }
}

extension Color: View {
    /// A colour as a view fills the space it is offered.
    public var _node: _ViewNode { .make(.shape(ShapeOutline(path: { .rect($0) }), .fill(.style(_paint)))) }
}

extension VerticalAlignment {
    /// The first text baseline (aligned by the bottom edge here).
    public static let firstTextBaseline = VerticalAlignment.bottom
    /// The last text baseline (aligned by the bottom edge here).
    public static let lastTextBaseline = VerticalAlignment.bottom
}

/// A view that shows the first of its children that fits, as SwiftUI's `ViewThatFits`: children are tried in
/// order, and the first whose ideal size along `axes` fits the space offered is laid out and drawn; when none
/// fits, the last is.
public struct ViewThatFits<Content: View>: View {
    let node: _ViewNode
    /// The first view `content` builds that fits along `axes` (default both; none: the first view).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        let content = content()._node
        let (children, cut) = flattenedChildren(content)
        let node = _ViewNode.make(.firstFitting(axes: axes, children: children))
        self.node = cut ? node.noting(.tooMany) : node
    }
    public var _node: _ViewNode { node }
}
