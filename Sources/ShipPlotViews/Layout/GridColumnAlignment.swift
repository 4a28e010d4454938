// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// Aligns every cell of this cell's column in the `Grid` around it by `guide` (leading, centre or trailing),
    /// as SwiftUI does; the first cell of a column that sets one wins.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedView {
        modified(GridColumnAlignmentModifier(guide: guide))
    }
}

/// A column's alignment, written on one of its cells and read by the grid.
package struct GridColumnAlignmentModifier: PassThroughModifier {
    package let guide: HorizontalAlignment
    package var meaning: ModifierMeaning { .nothing }
}

/// `rows` with the cells of each column placed in their share of the row by the `gridColumnAlignment` a cell of
/// the column sets, or else by the grid's own horizontal alignment (`Grid(alignment:)`).
package func gridAlignedColumns(_ rows: [_ViewNode], grid: HorizontalAlignment = .center) -> [_ViewNode] {
    var guides: [Int: HorizontalAlignment] = [:]
    for row in rows {
        guard let (_, cells) = row.unspacedRowOrSpaced else { continue }
        for (column, cell) in cells.enumerated() where guides[column] == nil {
            if let set = cell.cellContent.modifier(GridColumnAlignmentModifier.self) { guides[column] = set.guide }
        }
    }
    guard !guides.isEmpty || grid != .center else { return rows }
    return rows.map { row in
        guard let (alignment, cells) = row.unspacedRowOrSpaced, let layout = row.rowLayout else { return row }
        let aligned = cells.enumerated().map { column, cell -> _ViewNode in
            let guide = guides[column] ?? grid
            guard guide != .center else { return cell }
            let placed = Alignment(horizontal: guide, vertical: alignment.vertical)
            return cell.cellContent.modified(.flexFrame(FlexFrame(maxWidth: .infinity, alignment: placed)))
        }
        return .make(LayoutNode(layout: layout, children: aligned))
    }
}

extension _ViewNode {
    /// A grid row's alignment and cells, whatever its spacing.
    fileprivate var unspacedRowOrSpaced: (Alignment, [_ViewNode])? {
        guard let row = rowLayout, row.axis == .horizontal else { return nil }
        return (row.alignment, primitive.children)
    }

    /// A grid row's layout.
    fileprivate var rowLayout: ContainerStackLayout? { primitive.layout(as: ContainerStackLayout.self) }

    /// A grid cell's own view: inside the frame that gives it its share of the row.
    fileprivate var cellContent: _ViewNode {
        applying(FlexFrame.self)?.content ?? self
    }
}
