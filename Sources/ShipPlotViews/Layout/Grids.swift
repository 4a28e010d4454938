// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

// Grids at rest: every item of a lazy grid is drawn.

/// A column or row of a lazy grid, as SwiftUI's `GridItem` describes it.
public struct GridItem: Sendable {
    /// How wide a column (or tall a row) is.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space left, between `minimum` and `maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit at `minimum` points each, sharing the space.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// The item's size. Default `.flexible()`.
    public var size: Size
    /// The space to the next item; nil is 8 points.
    public var spacing: CGFloat?
    /// How views are placed in their cell; nil centres them.
    public var alignment: Alignment?

    /// A grid item of `size`, `spacing` from the next and placing views by `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views a scroll view keeps in sight while scrolling; an image does not scroll, so none are pinned.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The lines of a grid along its cross axis: each item's views in its cells. Adaptive items fill as many lines
/// as fit in 360 points (an iPhone's content width), since the grid's own width is not known when it is built.
private func gridLines(_ items: [GridItem]) -> [(size: GridItem.Size, spacing: Double, alignment: Alignment)] {
    var lines: [(GridItem.Size, Double, Alignment)] = []
    for item in items.prefix(ViewLimits.children) {
        let spacing = validLength(item.spacing).value ?? 8
        if case .adaptive(let minimum, _) = item.size {
            let least = max(1, validLength(minimum).value ?? 10)
            let count = max(1, min(50, Int((360 + spacing) / (least + spacing))))
            lines += Array(repeating: (item.size, spacing, item.alignment ?? .center), count: count)
        } else {
            lines.append((item.size, spacing, item.alignment ?? .center))
        }
    }
    return lines.isEmpty ? [(.flexible(), 8, .center)] : lines
}

/// One cell of a grid line: fixed lines are that long, the others share the space.
private func gridCell(_ node: _ViewNode, _ size: GridItem.Size, _ alignment: Alignment, axis: Axis) -> _ViewNode {
    let frame: FlexFrame
    switch size {
    case .fixed(let length):
        let value = validLength(length).value ?? 10
        frame =
            axis == .horizontal
            ? FlexFrame(minWidth: value, maxWidth: value, alignment: alignment)
            : FlexFrame(minHeight: value, maxHeight: value, alignment: alignment)
    case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
        let least = validLength(minimum).value
        let most = maximum.isInfinite ? Double.infinity : (validLength(maximum).value ?? .infinity)
        frame =
            axis == .horizontal
            ? FlexFrame(minWidth: least, maxWidth: most, alignment: alignment)
            : FlexFrame(minHeight: least, maxHeight: most, alignment: alignment)
    }
    return node.modified(.flexFrame(frame))
}

/// The children of `content` in lines of `lines.count` cells along `axis`, the lines stacked across it.
private func gridNode(
    _ content: _ViewNode, lines: [(size: GridItem.Size, spacing: Double, alignment: Alignment)],
    axis: Axis, alignment: Alignment, spacing: Double?
) -> _ViewNode {
    let (children, cut) = flattenedChildren(content)
    var rows: [_ViewNode] = []
    var index = 0
    while index < children.count {
        var cells: [_ViewNode] = []
        for line in lines where index < children.count {
            cells.append(gridCell(children[index], line.size, line.alignment, axis: axis))
            index += 1
        }
        let cellSpacing = lines.first?.spacing ?? 8
        rows.append(.stack(axis: axis, alignment: alignment, spacing: cellSpacing, children: cells))
    }
    let across: Axis = axis == .horizontal ? .vertical : .horizontal
    let node = _ViewNode.stack(axis: across, alignment: alignment, spacing: spacing ?? 8, children: rows)
    return cut ? node.noting(.tooMany) : node
}

/// A grid that fills rows left to right, its columns described by `columns`, as SwiftUI's `LazyVGrid`; every
/// item is drawn.
public struct LazyVGrid<Content: View>: View {
    package let node: _ViewNode
    /// A grid of the views built by `content` in `columns`, rows `spacing` apart (8 points when nil).
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        node = gridNode(
            content()._node, lines: gridLines(columns), axis: .horizontal,
            alignment: Alignment(horizontal: alignment, vertical: .center), spacing: validLength(spacing).value)
    }
    public var _node: _ViewNode { node }
}

/// A grid that fills columns top to bottom, its rows described by `rows`, as SwiftUI's `LazyHGrid`; every item
/// is drawn.
public struct LazyHGrid<Content: View>: View {
    package let node: _ViewNode
    /// A grid of the views built by `content` in `rows`, columns `spacing` apart (8 points when nil).
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        node = gridNode(
            content()._node, lines: gridLines(rows), axis: .vertical,
            alignment: Alignment(horizontal: .center, vertical: alignment), spacing: validLength(spacing).value)
    }
    public var _node: _ViewNode { node }
}

/// A grid of rows, as SwiftUI's `Grid`: each `GridRow` shares the width between its cells; other views take a
/// row of their own.
public struct Grid<Content: View>: View {
    package let node: _ViewNode
    /// A grid of the rows built by `content`, `verticalSpacing` apart (8 points when nil).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        let (children, cut) = flattenedChildren(content()._node)
        let rows = gridAlignedColumns(gridRows(children, between: validLength(horizontalSpacing).value))
        let stack = _ViewNode.stack(
            axis: .vertical, alignment: alignment, spacing: validLength(verticalSpacing).value ?? 8, children: rows)
        node = cut ? stack.noting(.tooMany) : stack
    }
    public var _node: _ViewNode { node }
}

/// Rows (a `GridRow`, or a row stack that sets no spacing) with the grid's horizontal spacing between their
/// cells, when it sets one.
private func gridRows(_ children: [_ViewNode], between: Double?) -> [_ViewNode] {
    guard let between else { return children }
    return children.map { child -> _ViewNode in
        guard let (alignment, cells) = child.unspacedRow else { return child }
        return .stack(axis: .horizontal, alignment: alignment, spacing: between, children: cells)
    }
}

/// Rows of cells, as SwiftUI's `GridLayout`, the layout `Grid` draws with, for switching a grid with other
/// layouts through ``AnyLayout``: each `GridRow` is a row whose cells share its width, `horizontalSpacing`
/// apart; any other view takes a row of its own; rows are `verticalSpacing` apart and line up by `alignment`.
public struct GridLayout: Layout {
    /// How rows line up in the grid (their horizontal guide) and cells in their rows. Default `.center`.
    public var alignment: Alignment
    /// The distance between the cells of a row; nil is 8 points.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows; nil is 8 points.
    public var verticalSpacing: CGFloat?

    /// A grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    private var rows: StackDivision {
        StackDivision(
            axis: .vertical, spacing: validLength(verticalSpacing).value.map { CGFloat($0) },
            alignment: Alignment(horizontal: alignment.horizontal, vertical: .center))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rows.size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        rows.place(in: bounds, subviews)
    }

    /// `children` as the grid lays them out: its rows given its cell spacing and column alignments.
    package func arranged(_ children: [_ViewNode]) -> [_ViewNode] {
        gridAlignedColumns(gridRows(children, between: validLength(horizontalSpacing).value))
    }
}

extension _ViewNode {
    /// A row stack that sets no spacing (a `GridRow`, or an `HStack` without `spacing:`): its alignment and cells.
    package var unspacedRow: (Alignment, [_ViewNode])? {
        if let row = primitive.layout(as: ContainerStackLayout.self), row.axis == .horizontal, row.spacing == nil {
            return (row.alignment, primitive.children)
        }
        if let row = primitive.layout(as: HStackLayout.self), row.spacing == nil {
            return (Alignment(horizontal: .center, vertical: row.alignment), primitive.children)
        }
        return nil
    }
}

/// A row of a ``Grid``: its cells share the row's width.
public struct GridRow<Content: View>: View {
    package let node: _ViewNode
    /// A row of the views built by `content`, aligned vertically by `alignment`.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        let (children, _) = flattenedChildren(content()._node)
        let cells = children.map { $0.modified(.flexFrame(FlexFrame(maxWidth: .infinity))) }
        node = .stack(
            axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center), spacing: nil,
            children: cells)
    }
    public var _node: _ViewNode { node }
}
