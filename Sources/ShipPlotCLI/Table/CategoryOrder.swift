// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// The order of a category axis (`--sort`, `--top`): the categories renumbered in that order, the marks of
/// categories past `limit` left out.
enum CategoryOrder {
    struct Sorted {
        /// The axis's column, its names in axis order.
        var column: FieldColumn
        /// The marks kept, in their order.
        var keptRows: [Int]
    }

    /// `column` (a category position per mark) ordered as `encoding` says, by each category's total of `measure`
    /// when sorting by value. Without a sort, `--top` ranks by value, largest first. The note says what `limit`
    /// left out.
    static func apply(_ encoding: FieldEncoding, to column: FieldColumn, measure: [Double]) -> (Sorted, String?) {
        guard case .categories(let indices, let names) = column else {
            return (Sorted(column: column, keptRows: Array(0..<column.count)), nil)
        }
        // Only categories that have a mark count: filters can leave names behind.
        var present = [Bool](repeating: false, count: names.count)
        var totals = [Double](repeating: 0, count: names.count)
        for (mark, index) in indices.enumerated() where index >= 0 {
            present[Int(index)] = true
            totals[Int(index)] += measure[mark].isNaN ? 0 : measure[mark]
        }
        var order = names.indices.filter { present[$0] }
        let sort = encoding.sort ?? (encoding.limit != nil ? .byValue(ascending: false) : nil)
        switch sort {
        case nil: break
        case .ascending?: order.sort { names[$0].utf8.lexicographicallyPrecedes(names[$1].utf8) }
        case .descending?: order.sort { names[$1].utf8.lexicographicallyPrecedes(names[$0].utf8) }
        case .byValue(let ascending)?:
            // Ties keep their first-seen order.
            order = order.enumerated().sorted { a, b in
                let (l, r) = (totals[a.element], totals[b.element])
                return l != r ? (ascending ? l < r : l > r) : a.offset < b.offset
            }.map(\.element)
        case .given(let given)?:
            let rank = Dictionary(given.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            order = order.enumerated().sorted { a, b in
                let (l, r) = (rank[names[a.element]] ?? Int.max, rank[names[b.element]] ?? Int.max)
                return l != r ? l < r : a.offset < b.offset
            }.map(\.element)
        }
        var note: String?
        if let limit = encoding.limit, limit < order.count {
            note =
                "--top \(limit) charts \(limit) of the \(StepFolding.grouped(order.count)) values of "
                + "\(encoding.quotedName) (the rest are left out)"
            order = Array(order.prefix(limit))
        }
        var position = [Int32](repeating: -1, count: names.count)
        for (new, old) in order.enumerated() { position[old] = Int32(new) }
        var kept: [Int] = []
        var renumbered: [Int32] = []
        for (mark, index) in indices.enumerated() where index >= 0 && position[Int(index)] >= 0 {
            kept.append(mark)
            renumbered.append(position[Int(index)])
        }
        return (Sorted(column: .categories(renumbered, names: order.map { names[$0] }), keptRows: kept), note)
    }
}
