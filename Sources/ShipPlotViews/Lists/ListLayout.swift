// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// What a list draws around its rows, in the image's coordinates: its background, the rows' groups and the
/// separators; colours stay semantic until drawn, so they take the colour scheme of the place they are drawn in.
package struct ListDrawing: Sendable {
    package var clip = Rect(x: 0, y: 0, width: 0, height: 0)
    package var background: Color?
    package var fills: [(path: Path, color: Color)] = []
    package var lines: [(rect: Rect, color: Color)] = []
}

/// A list laid out: its content's height, each view placed (row backgrounds, rows, headers, footers, in drawing
/// order) and what it draws around them.
package struct ListPlan {
    package var height: Double
    package var placed: [(node: _ViewNode, frame: Rect)]
    package var drawing: ListDrawing
}

/// Lays a list's sections out top to bottom in one look, as iOS does (``ListAppearance`` has the numbers): the
/// room above each section, its header, its rows in their groups with separators between them, its footer.
/// Placing stops at the bottom of the list's frame: rows below it are not laid out, as a screen shows a list
/// before it scrolls.
package struct ListPlanner {
    package let appearance: ListAppearance
    private let list: ListPrimitive
    private let frame: Rect
    private let context: LayoutContext
    private let rowSpacing: Double?
    private let minRowHeight: Double
    /// Device pixels per point: separators are one pixel, on the pixel grid.
    private let scale: Double
    /// How far down the list the next view goes.
    private var y = 0.0
    private var placed: [(node: _ViewNode, frame: Rect)] = []
    private var drawing = ListDrawing()

    package init(list: ListPrimitive, look: _ListLook, frame: Rect, context: LayoutContext) {
        self.list = list
        self.frame = frame
        self.context = context
        appearance = ListAppearance(look: look, width: frame.width)
        let values = context.environment.values
        rowSpacing = values.listRowSpacing
        let least = Double(values.defaultMinListRowHeight)
        minRowHeight = least.isFinite ? min(max(least, 0), ViewLimits.dimension) : ListAppearance.minRowHeight
        let render = context.environment.render
        scale = render.format == .png ? max(1, render.scale) : 3
    }

    /// The list laid out.
    package mutating func plan() -> ListPlan {
        var afterFooter = false
        for (index, section) in list.sections.enumerated() where y < frame.height {
            lay(section, first: index == 0, afterFooter: afterFooter)
            afterFooter = section.hasFooter
        }
        y += appearance.roomBelow
        return ListPlan(height: y, placed: placed, drawing: drawing)
    }

    // MARK: Sections

    /// The left edge and width of the sections' text (headers, footers): the rows' text column.
    private var textColumn: (x: Double, width: Double) {
        let span = appearance.rowSpan(frame.width)
        return (span.x + appearance.margin, max(0, span.width - 2 * appearance.margin))
    }

    private mutating func lay(_ section: ListSection, first: Bool, afterFooter: Bool) {
        y += appearance.roomAbove(header: section.hasHeader, first: first, afterFooter: afterFooter)
        if section.hasHeader {
            put(section.dress.header(appearance, section.traits.prominence))
            y += appearance.headerGap
        }
        layRows(section)
        if section.hasFooter {
            y += appearance.footerGap.above
            put(section.dress.footer)
            y += appearance.footerGap.below
        }
    }

    /// `node` placed in the text column at the height it chooses there.
    private mutating func put(_ node: _ViewNode) {
        let column = textColumn
        let size = context.size(node, ProposedSize(width: column.width, height: nil))
        place(node, Rect(x: column.x, y: y, width: size.width, height: size.height))
        y += size.height
    }

    private mutating func place(_ node: _ViewNode, _ rect: Rect) {
        guard rect.minY < frame.height else { return }
        placed.append((node, absolute(rect)))
    }

    private func absolute(_ rect: Rect) -> Rect {
        Rect(x: frame.x + rect.x, y: frame.y + rect.y, width: rect.width, height: rect.height)
    }

    // MARK: Rows

    /// A row laid out: its whole rectangle, and its content's.
    private struct LaidRow {
        var rect: Rect
        var content: Rect
        var separatorLeading: Double
    }

    private mutating func layRows(_ section: ListSection) {
        var laid: [LaidRow] = []
        for (index, row) in section.rows.enumerated() where y < frame.height {
            if index > 0, let spacing = rowSpacing { y += spacing }
            let rowLaid = lay(row)
            if let background = row.traits.background ?? nil {
                place(groupClipped(background, index: index, count: section.rows.count), rowLaid.rect)
            }
            place(row.node, rowLaid.content)
            laid.append(rowLaid)
            y = rowLaid.rect.maxY
        }
        fillGroups(section, laid)
        drawSeparators(section, laid)
    }

    private func lay(_ row: ListRow) -> LaidRow {
        let span = appearance.rowSpan(frame.width)
        let insets = (row.traits.insets ?? nil) ?? appearance.rowInsets
        let (top, leading) = (Double(insets.top), Double(insets.leading))
        let (bottom, trailing) = (Double(insets.bottom), Double(insets.trailing))
        let width = max(0, span.width - leading - trailing)
        let size = context.size(row.node, ProposedSize(width: width, height: nil))
        let height = max(minRowHeight, size.height + top + bottom)
        let content = Rect(
            x: span.x + leading, y: y + top + (height - top - bottom - size.height) / 2, width: size.width,
            height: size.height)
        return LaidRow(
            rect: Rect(x: span.x, y: y, width: span.width, height: height), content: content,
            separatorLeading: content.x + labelIconRoom(row.node))
    }

    /// How far the title of a label leading the row (alone, or first in a row of views) is from the row's
    /// leading edge: separators start under the title, as iOS draws them.
    private func labelIconRoom(_ node: _ViewNode) -> Double {
        let style = context.childEnvironment.labelStyle
        guard style.showsIcon, style.showsTitle else { return 0 }
        var base = node.modifierChain.base
        for _ in 0..<4 {
            if let label = base.primitive as? LabelPrimitive {
                return context.size(label.icon, ProposedSize(width: nil, height: nil)).width + 4
            }
            guard base.primitive.layout(as: HStackLayout.self) != nil, let first = base.primitive.children.first else {
                break
            }
            base = first.modifierChain.base
        }
        return 0
    }

    /// Whether rows of this look each draw as a group of their own.
    private var rowsApart: Bool { (rowSpacing ?? 0) > 0 }

    /// A row's own background, clipped to its group's rounded corners where it has them.
    private func groupClipped(_ background: _ViewNode, index: Int, count: Int) -> _ViewNode {
        guard appearance.roundsGroups else { return background }
        let (top, bottom) = rowsApart ? (true, true) : (index == 0, index == count - 1)
        guard top || bottom else { return background }
        return background.modified(
            .clip(
                ShapeOutline(path: {
                    .roundedRect($0, radius: ListAppearance.cornerRadius, roundsTop: top, roundsBottom: bottom)
                })))
    }

    /// The style's background behind each run of rows that set none of their own (each row alone when rows stand
    /// apart), rounded at the group's ends.
    private mutating func fillGroups(_ section: ListSection, _ laid: [LaidRow]) {
        guard appearance.isGrouped else { return }
        var runs: [ClosedRange<Int>] = []
        for index in laid.indices where (section.rows[index].traits.background ?? nil) == nil {
            if !rowsApart, let last = runs.last, last.upperBound == index - 1 {
                runs[runs.count - 1] = last.lowerBound...index
            } else {
                runs.append(index...index)
            }
        }
        for run in runs {
            let (first, last) = (laid[run.lowerBound].rect, laid[run.upperBound].rect)
            let rect = Rect(x: first.x, y: first.y, width: first.width, height: last.maxY - first.y)
            let rounds = appearance.roundsGroups
            let top = rounds && (rowsApart || run.lowerBound == 0)
            let bottom = rounds && (rowsApart || run.upperBound == section.rows.count - 1)
            let path = Path.roundedRect(
                absolute(rect), radius: ListAppearance.cornerRadius, roundsTop: top, roundsBottom: bottom)
            drawing.fills.append((path, Color(semantic: appearance.rowBackground)))
        }
    }

    // MARK: Separators

    /// The separators between rows (unless either row hides its own), and the section's own at its edges.
    private mutating func drawSeparators(_ section: ListSection, _ laid: [LaidRow]) {
        let end = appearance.rowSpan(frame.width)
        for index in laid.indices where index + 1 < section.rows.count && !rowsApart {
            let (upper, lower) = (section.rows[index].traits.separator, section.rows[index + 1].traits.separator)
            let shown = appearance.separatesRows || upper.bottom == .visible || lower.top == .visible
            guard shown, upper.bottom != .hidden, lower.top != .hidden else { continue }
            // The row above's bottom tint, else the row below's top tint: the line is both rows' edge.
            let (above, below) = (
                section.rows[index].traits.separatorTint, section.rows[index + 1].traits.separatorTint
            )
            let tint = (above.bottom ?? nil) ?? (below.top ?? nil)
            hairline(
                laid[index].rect.maxY, below: false, from: laid[index].separatorLeading, to: end.x + end.width, tint)
        }
        guard let first = laid.first, let last = laid.last else { return }
        let edges = section.traits.sectionSeparator
        let tints = section.traits.sectionSeparatorTint
        let ends = laid.count == section.rows.count
        switch appearance.look {
        case .grouped:
            if edges.top != .hidden {
                hairline(first.rect.minY, below: true, from: 0, to: frame.width, tints.top ?? nil)
            }
            if ends, edges.bottom != .hidden {
                hairline(last.rect.maxY, below: false, from: 0, to: frame.width, tints.bottom ?? nil)
            }
        case .plain, .inset:
            let right = end.x + end.width
            if section.hasHeader, edges.top != .hidden {
                hairline(first.rect.minY, below: true, from: first.separatorLeading, to: right, tints.top ?? nil)
            }
            if ends, edges.bottom != .hidden {
                hairline(last.rect.maxY, below: false, from: last.separatorLeading, to: right, tints.bottom ?? nil)
            }
        case .automatic, .insetGrouped, .sidebar: break
        }
    }

    /// A one-pixel separator from `x0` to `x1` along `edge`, inside the row below it or above it, on the pixel grid.
    private mutating func hairline(_ edge: Double, below: Bool, from x0: Double, to x1: Double, _ tint: Color?) {
        let pixel = 1 / scale
        let snapped = ((frame.y + edge) * scale).rounded() / scale
        let rect = Rect(x: frame.x + x0, y: below ? snapped : snapped - pixel, width: max(0, x1 - x0), height: pixel)
        drawing.lines.append((rect, tint ?? Color(semantic: .separator)))
    }
}
