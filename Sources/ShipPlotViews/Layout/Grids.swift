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

/// The layout of `LazyVGrid` (`axis` horizontal: items fill rows across its columns) and `LazyHGrid` (vertical:
/// items fill columns down its rows), as SwiftUI lays them out: the lines' lengths are settled once from the
/// space offered, each item takes the next cell in line order, so a last short line fills from the leading (or
/// top) line, and each view sits in its cell by its item's alignment.
struct LazyGridLayout: Layout {
    /// The direction items fill before starting a new row (horizontal) or column (vertical).
    var axis: Axis
    var items: [GridItem]
    /// How the block of lines sits in a wider space, and views in their cells where their item sets none.
    var alignment: Alignment
    /// The distance between rows (or columns, of a `LazyHGrid`).
    var spacing: Double

    /// One line of cells: its length and the space after it.
    struct Line {
        var length: Double
        var spacing: Double
        var alignment: Alignment
    }

    /// The lines across `available` points (nil: as if an iPhone's 360-point content width were offered): fixed
    /// items take their length, flexible and adaptive ones share the rest equally, and an adaptive item makes as
    /// many lines of at least its minimum as fit in its share.
    func lines(_ available: Double?) -> [Line] {
        let total = available ?? 360
        let entries = items.prefix(ViewLimits.children).map { item in
            (item: item, spacing: validLength(item.spacing).value ?? 8, alignment: item.alignment ?? alignment)
        }
        guard !entries.isEmpty else { return [Line(length: total, spacing: 8, alignment: alignment)] }
        var fixed = 0.0
        var sharing = 0
        for entry in entries {
            if case .fixed(let length) = entry.item.size {
                fixed += validLength(length).value ?? 10
            } else {
                sharing += 1
            }
        }
        let gaps = entries.dropLast().reduce(0) { $0 + $1.spacing }
        let share = sharing == 0 ? 0 : max(0, total - fixed - gaps) / Double(sharing)
        var lines: [Line] = []
        for entry in entries {
            switch entry.item.size {
            case .fixed(let length):
                lines.append(
                    Line(length: validLength(length).value ?? 10, spacing: entry.spacing, alignment: entry.alignment))
            case .flexible(let minimum, let maximum):
                let least = validLength(minimum).value ?? 10
                let most = maximum.isInfinite ? Double.infinity : validLength(maximum).value ?? .infinity
                lines.append(
                    Line(length: max(least, min(share, most)), spacing: entry.spacing, alignment: entry.alignment))
            case .adaptive(let minimum, let maximum):
                let least = max(1, validLength(minimum).value ?? 10)
                let most = maximum.isInfinite ? Double.infinity : validLength(maximum).value ?? .infinity
                let count = max(1, min(ViewLimits.children, Int((share + entry.spacing) / (least + entry.spacing))))
                let length = max(least, min(most, (share - Double(count - 1) * entry.spacing) / Double(count)))
                lines += Array(
                    repeating: Line(length: length, spacing: entry.spacing, alignment: entry.alignment), count: count)
            }
        }
        return lines
    }

    /// The lines for `proposal` and, for each row of items, its depth: the deepest view offered its cell's length.
    private func arrangement(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (lines: [Line], depths: [Double]) {
        let across = axis == .horizontal ? proposal.width : proposal.height
        let lines = self.lines(across.map(Double.init).flatMap { $0.isFinite ? $0 : nil })
        var depths: [Double] = []
        for start in Swift.stride(from: 0, to: subviews.count, by: lines.count) {
            var depth = 0.0
            for (offset, line) in lines.enumerated() where start + offset < subviews.count {
                let size = subviews[start + offset].sizeThatFits(cellProposal(line.length, nil))
                depth = max(depth, Double(axis == .horizontal ? size.height : size.width))
            }
            depths.append(depth)
        }
        return (lines, depths)
    }

    private func cellProposal(_ length: Double, _ depth: Double?) -> ProposedViewSize {
        let (l, d) = (CGFloat(length), depth.map { CGFloat($0) })
        return axis == .horizontal ? ProposedViewSize(width: l, height: d) : ProposedViewSize(width: d, height: l)
    }

    private static func span(_ lines: [Line]) -> Double {
        lines.reduce(0) { $0 + $1.length } + lines.dropLast().reduce(0) { $0 + $1.spacing }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (lines, depths) = arrangement(proposal, subviews)
        let across = Self.span(lines)
        let along = depths.reduce(0, +) + spacing * Double(max(0, depths.count - 1))
        return axis == .horizontal
            ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (lines, depths) = arrangement(proposal, subviews)
        let frame = Rect(bounds)
        let across = Self.span(lines)
        // The block of lines sits in the bounds by the grid's alignment.
        let room = (axis == .horizontal ? frame.width : frame.height) - across
        let leading = axis == .horizontal ? alignment.horizontal.key == .leading : alignment.vertical.key == .top
        let trailing = axis == .horizontal ? alignment.horizontal.key == .trailing : alignment.vertical.key == .bottom
        var along = axis == .horizontal ? frame.minY : frame.minX
        for (row, depth) in depths.enumerated() {
            var position = (axis == .horizontal ? frame.minX : frame.minY) + (leading ? 0 : trailing ? room : room / 2)
            for (offset, line) in lines.enumerated() {
                let index = row * lines.count + offset
                guard index < subviews.count else { break }
                let cell =
                    axis == .horizontal
                    ? Rect(x: position, y: along, width: line.length, height: depth)
                    : Rect(x: along, y: position, width: depth, height: line.length)
                let offered = cellProposal(line.length, depth)
                let size = subviews[index].sizeThatFits(offered)
                let placed = line.alignment.place(
                    ViewSize(width: Double(size.width), height: Double(size.height)), in: cell)
                subviews[index].place(at: CGPoint(x: placed.x, y: placed.y), proposal: offered)
                position += line.length + line.spacing
            }
            along += depth + spacing
        }
    }
}

/// A grid that fills rows left to right, its columns described by `columns`, as SwiftUI's `LazyVGrid`; every
/// item is drawn.
nonisolated public struct LazyVGrid<Content: View>: View {
    package let node: _ViewNode
    /// A grid of the views built by `content` in `columns`, rows `spacing` apart (8 points when nil).
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        let layout = LazyGridLayout(
            axis: .horizontal, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
            spacing: validLength(spacing).value ?? 8)
        node = LayoutNode.node(layout, content: content()._node)
    }
    public var _node: _ViewNode { node }
}

/// A grid that fills columns top to bottom, its rows described by `rows`, as SwiftUI's `LazyHGrid`; every item
/// is drawn.
nonisolated public struct LazyHGrid<Content: View>: View {
    package let node: _ViewNode
    /// A grid of the views built by `content` in `rows`, columns `spacing` apart (8 points when nil).
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        let layout = LazyGridLayout(
            axis: .vertical, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
            spacing: validLength(spacing).value ?? 8)
        node = LayoutNode.node(layout, content: content()._node)
    }
    public var _node: _ViewNode { node }
}

/// A grid of rows, as SwiftUI's `Grid`: each `GridRow` shares the width between its cells; other views take a
/// row of their own.
nonisolated public struct Grid<Content: View>: View {
    package let node: _ViewNode
    /// A grid of the rows built by `content`, `verticalSpacing` apart (8 points when nil); `alignment` lines the
    /// rows up and places each cell in its column unless the column sets its own `gridColumnAlignment`.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        let (children, cut) = flattenedChildren(content()._node)
        let rows = gridAlignedColumns(
            gridRows(children, between: validLength(horizontalSpacing).value), grid: alignment.horizontal)
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
        gridAlignedColumns(
            gridRows(children, between: validLength(horizontalSpacing).value), grid: alignment.horizontal)
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
nonisolated public struct GridRow<Content: View>: View {
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
