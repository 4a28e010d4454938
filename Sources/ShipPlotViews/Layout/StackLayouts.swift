// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Subviews side by side, leading to trailing, as SwiftUI's `HStackLayout` (what `HStack` lays out with):
/// aligned vertically by `alignment`, `spacing` apart (8 points when nil).
public struct HStackLayout: Layout {
    /// How subviews line up vertically. Default `.center`.
    public var alignment: VerticalAlignment
    /// The distance between subviews; nil is 8 points.
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    package var stack: StackDivision {
        StackDivision(
            axis: .horizontal, spacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(in: bounds, proposal: proposal, subviews)
    }
}

/// Subviews top to bottom, as SwiftUI's `VStackLayout` (what `VStack` lays out with): aligned horizontally by
/// `alignment`, `spacing` apart (8 points when nil).
public struct VStackLayout: Layout {
    /// How subviews line up horizontally. Default `.center`.
    public var alignment: HorizontalAlignment
    /// The distance between subviews; nil is 8 points.
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    package var stack: StackDivision {
        StackDivision(axis: .vertical, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(in: bounds, proposal: proposal, subviews)
    }
}

/// Subviews on top of each other, later ones in front, as SwiftUI's `ZStackLayout` (what `ZStack` lays out
/// with): each offered the whole space and placed by `alignment`; the stack is as large as its largest.
public struct ZStackLayout: Layout {
    /// Where subviews sit in the stack. Default `.center`.
    public var alignment: Alignment

    /// An overlaying stack layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        var size = CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        if let guides = guides(dimensions, .horizontal) { size.width = guides.span }
        if let guides = guides(dimensions, .vertical) { size.height = guides.span }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offered = ProposedViewSize(width: bounds.width, height: bounds.height)
        let frame = Rect(bounds)
        var frames = subviews.map { subview in
            let size = subview.sizeThatFits(offered)
            return alignment.place(ViewSize(width: Double(size.width), height: Double(size.height)), in: frame)
        }
        let dimensions = subviews.map { $0.dimensions(in: offered) }
        // A child that sets the stack's guide itself lines up by it (the vertical axis of a horizontal guide).
        if let guides = guides(dimensions, .horizontal) { frames = guides.aligned(frames, in: frame, axis: .vertical) }
        if let guides = guides(dimensions, .vertical) { frames = guides.aligned(frames, in: frame, axis: .horizontal) }
        for (subview, placed) in zip(subviews, frames) {
            subview.place(at: CGPoint(x: placed.x, y: placed.y), proposal: offered)
        }
    }

    /// The children's guides along `axis` when some child sets the stack's guide on it itself, else nil.
    private func guides(_ dimensions: [ViewDimensions], _ axis: Axis) -> CrossGuides? {
        if axis == .horizontal {
            let guide = alignment.horizontal
            guard dimensions.contains(where: { $0[explicit: guide] != nil }) else { return nil }
            return CrossGuides(
                offsets: dimensions.map { Double($0[guide]) }, lengths: dimensions.map { Double($0.width) },
                edge: guide.key == .leading ? 0 : guide.key == .trailing ? 1 : 0.5)
        }
        let guide = alignment.vertical
        guard dimensions.contains(where: { $0[explicit: guide] != nil }) else { return nil }
        return CrossGuides(
            offsets: dimensions.map { Double($0[guide]) }, lengths: dimensions.map { Double($0.height) },
            edge: guide.key == .top ? 0 : guide.key == .bottom ? 1 : 0.5)
    }
}

/// SwiftUI's stack division, shared by the horizontal and vertical stacks: children go in groups of descending
/// `layoutPriority`, spacers after the other children of their group, and the least flexible first
/// (flexibility: the size for an infinite proposal less the size for zero). Each is offered an equal share of
/// what is left once the later groups' minimum sizes are set aside, and takes what it needs; so text beside a
/// spacer keeps its width, while a spacer, as Apple documents, "expands as much as it can" within what its
/// siblings leave.
package struct StackDivision {
    package let axis: Axis
    package let spacing: CGFloat?
    /// Where each child sits in its slot (the slot is as long as the child along the axis).
    package let alignment: Alignment

    package var gap: Double { spacing.map(Double.init) ?? 8 }

    /// A proposal of `along` on the stack's axis and `p`'s other dimension.
    package func proposal(_ along: Double?, _ p: ProposedSize) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: along, height: p.height) : ProposedSize(width: p.width, height: along)
    }

    /// Each child's proposal and the size it chose for it, for the stack offered `p`.
    package func divide(
        _ count: Int, _ p: ProposedSize, size: (Int, ProposedSize) -> ViewSize, priority: (Int) -> Double,
        isSpacer: (Int) -> Bool
    ) -> [(proposal: ProposedSize, size: ViewSize)] {
        guard let total = p.along(axis) else {
            return (0..<count).map { (proposal(nil, p), size($0, proposal(nil, p))) }
        }
        let least = (0..<count).map { size($0, proposal(0, p)).along(axis) }
        let widest = (0..<count).map { size($0, proposal(.infinity, p)) }
        // Offered exactly what every child wants at most (a stack placed at its own ideal length, which SwiftUI
        // places with the nil proposal it was sized with), each child gets that: divided as shares, a child less
        // flexible than another but longer than an equal share would be cut (a padded label beside a word).
        if abs(self.size(of: widest).along(axis) - total) < 0.01 {
            return widest.map { (proposal($0.along(axis), p), $0) }
        }
        let flexibility = (0..<count).map { widest[$0].along(axis) - least[$0] }
        let groups = (0..<count).map { StackGroup(priority: priority($0), spacer: isSpacer($0)) }
        let order = (0..<count).sorted { (groups[$0], flexibility[$0], $0) < (groups[$1], flexibility[$1], $1) }
        // What the children after each position in the order need at least, to set aside for later groups.
        var laterLeast = Array(repeating: 0.0, count: order.count + 1)
        for position in order.indices.reversed() {
            laterLeast[position] = laterLeast[position + 1] + least[order[position]]
        }
        var remaining = total - gap * Double(max(0, count - 1))
        var result = Array(repeating: (proposal: p, size: ViewSize.zero), count: count)
        var groupEnd = 0
        for (position, index) in order.enumerated() {
            if position == groupEnd {
                groupEnd = order[position...].firstIndex { groups[$0] != groups[index] } ?? order.count
            }
            let share = max(0, remaining - laterLeast[groupEnd]) / Double(groupEnd - position)
            let offered = proposal(share, p)
            result[index] = (offered, size(index, offered))
            remaining -= result[index].size.along(axis)
        }
        return result
    }

    /// The stack's size from its children's: their lengths and the gaps along the axis, the largest across it.
    package func size(of sizes: [ViewSize]) -> ViewSize {
        let along = sizes.map { $0.along(axis) }.reduce(0, +) + gap * Double(max(0, sizes.count - 1))
        let across = sizes.map { $0.along(axis == .horizontal ? .vertical : .horizontal) }.max() ?? 0
        return axis == .horizontal
            ? ViewSize(width: max(0, along), height: across) : ViewSize(width: across, height: max(0, along))
    }

    /// Each child's frame in `rect`, one after another along the axis, each aligned in its slot.
    package func frames(in rect: Rect, _ sizes: [ViewSize]) -> [Rect] {
        var cursor = axis == .horizontal ? rect.x : rect.y
        return sizes.map { size in
            let slot =
                axis == .horizontal
                ? Rect(x: cursor, y: rect.y, width: size.width, height: rect.height)
                : Rect(x: rect.x, y: cursor, width: rect.width, height: size.height)
            cursor += size.along(axis) + gap
            return alignment.place(size, in: slot)
        }
    }

    package func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let divided = divide(subviews, proposal.proposal)
        var size = size(of: divided.map(\.size))
        if let guides = guides(subviews, divided) {
            let across = guides.span
            if axis == .horizontal { size.height = across } else { size.width = across }
        }
        return CGSize(width: size.width, height: size.height)
    }

    /// Places `subviews` in `bounds`, divided as for `proposal` (nil on an axis where the stack was sized with no
    /// proposal, as in a scroll view: each child then gets its ideal length, as SwiftUI places it), or for the
    /// bounds' size when none is given.
    package func place(in bounds: CGRect, proposal: ProposedViewSize? = nil, _ subviews: LayoutSubviews) {
        let sized = ProposedSize(width: Double(bounds.width), height: Double(bounds.height))
        var offered = sized
        if let proposal, proposal.proposal.along(axis) == nil { offered = self.proposal(nil, sized) }
        let divided = divide(subviews, offered)
        var frames = frames(in: Rect(bounds), divided.map(\.size))
        if let guides = guides(subviews, divided) { frames = guides.aligned(frames, in: Rect(bounds), axis: axis) }
        for (subview, (divided, frame)) in zip(subviews, zip(divided, frames)) {
            subview.place(at: CGPoint(x: frame.x, y: frame.y), proposal: ProposedViewSize(divided.proposal))
        }
    }

    /// Where each child's cross-axis guide falls in it, when some child sets that guide itself
    /// (`alignmentGuide`); nil when none does, and the slots' alignment places them.
    private func guides(_ subviews: LayoutSubviews, _ divided: [(proposal: ProposedSize, size: ViewSize)])
        -> CrossGuides?
    {
        let dimensions = zip(subviews, divided).map { $0.dimensions(in: ProposedViewSize($1.proposal)) }
        if axis == .horizontal {
            let guide = alignment.vertical
            guard dimensions.contains(where: { $0[explicit: guide] != nil }) else { return nil }
            return CrossGuides(
                offsets: dimensions.map { Double($0[guide]) }, lengths: dimensions.map { Double($0.height) },
                edge: guide.key == .top ? 0 : guide.key == .bottom ? 1 : 0.5)
        }
        let guide = alignment.horizontal
        guard dimensions.contains(where: { $0[explicit: guide] != nil }) else { return nil }
        return CrossGuides(
            offsets: dimensions.map { Double($0[guide]) }, lengths: dimensions.map { Double($0.width) },
            edge: guide.key == .leading ? 0 : guide.key == .trailing ? 1 : 0.5)
    }

    private func divide(_ subviews: LayoutSubviews, _ p: ProposedSize) -> [(proposal: ProposedSize, size: ViewSize)] {
        let all = Array(subviews)
        return divide(
            all.count, p,
            size: { index, offered in
                let size = all[index].sizeThatFits(ProposedViewSize(offered))
                return ViewSize(width: Double(size.width), height: Double(size.height))
            }, priority: { all[$0].priority }, isSpacer: { all[$0].isSpacer })
    }

    package init(axis: Axis, spacing: CGFloat?, alignment: Alignment) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Children lined up by a guide across a stack, as SwiftUI aligns them: each child's guide on one line, the line
/// as far in as the child reaching furthest before it needs, the block of children placed in the stack's frame
/// by the guide's edge.
package struct CrossGuides {
    /// Where the guide falls in each child, and each child's length across the stack.
    package let offsets: [Double]
    package let lengths: [Double]
    /// Where the block sits in the frame: 0 at the start, 0.5 in the middle, 1 at the end.
    package let edge: Double

    private var before: Double { offsets.max() ?? 0 }
    private var after: Double { zip(lengths, offsets).map { $0 - $1 }.max() ?? 0 }

    /// The stack's length across its axis.
    package var span: Double { before + after }

    /// `frames` moved across `axis` so each child's guide falls on the line.
    package func aligned(_ frames: [Rect], in rect: Rect, axis: Axis) -> [Rect] {
        let start = axis == .horizontal ? rect.y : rect.x
        let room = axis == .horizontal ? rect.height : rect.width
        let line = start + (room - span) * edge + before
        return zip(frames, offsets).map { frame, offset in
            var moved = frame
            if axis == .horizontal { moved.y = line - offset } else { moved.x = line - offset }
            return moved
        }
    }

    package init(offsets: [Double], lengths: [Double], edge: Double) {
        self.offsets = offsets
        self.lengths = lengths
        self.edge = edge
    }
}

/// Where a stack child goes in the division order: higher priorities first, spacers last within a priority.
package struct StackGroup: Comparable {
    package var priority: Double
    package var spacer: Bool

    package static func < (a: StackGroup, b: StackGroup) -> Bool {
        a.priority != b.priority ? a.priority > b.priority : (!a.spacer && b.spacer)
    }

    package init(priority: Double, spacer: Bool) {
        self.priority = priority
        self.spacer = spacer
    }
}

/// The stacks containers build for themselves (list rows, grid lines, group boxes): a stack along `axis` (an
/// overlay when nil) that places each child in its slot by a whole `Alignment`.
package struct ContainerStackLayout: Layout {
    package let axis: Axis?
    package let alignment: Alignment
    package let spacing: Double?

    package var stack: StackDivision? {
        axis.map { StackDivision(axis: $0, spacing: spacing.map { CGFloat($0) }, alignment: alignment) }
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let stack else {
            return ZStackLayout(alignment: alignment).sizeThatFits(
                proposal: proposal, subviews: subviews, cache: &cache)
        }
        return stack.size(proposal, subviews)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let stack else {
            return ZStackLayout(alignment: alignment).placeSubviews(
                in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        stack.place(in: bounds, proposal: proposal, subviews)
    }

    package init(axis: Axis?, alignment: Alignment, spacing: Double?) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }
}

extension _ViewNode {
    /// A stack of `children` as they are (not spread), along `axis` (an overlay when nil), each placed in its slot by
    /// `alignment`, `spacing` apart (8 points when nil).
    package static func stack(axis: Axis?, alignment: Alignment, spacing: Double?, children: [_ViewNode]) -> _ViewNode {
        .make(
            LayoutNode(
                layout: ContainerStackLayout(axis: axis, alignment: alignment, spacing: spacing), children: children))
    }
}
