// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// The rows a chart reads: each field a typed column, after the request's filters and folds.
struct ChartRows {
    var count: Int
    /// Every field read (and each fold's key and value), by name.
    var columns: [String: FieldColumn]
    /// For each row, the table row it came from (filters drop rows, folds repeat them); nil while they are the
    /// same.
    var origin: [Int32]?

    /// The line of the table row `row` is, for messages.
    private let lines: (Int) -> Int

    /// The table row of row `row`.
    func tableRow(_ row: Int) -> Int { origin.map { Int($0[row]) } ?? row }

    /// The input line row `row` came from.
    func line(_ row: Int) -> Int { lines(tableRow(row)) }

    /// `count` rows typed already, one column per field (a spec's rows after its transforms): messages number
    /// them from 1.
    init(count: Int, columns: [String: FieldColumn]) {
        (self.count, self.columns) = (count, columns)
        lines = { $0 + 1 }
    }

    /// The fields of `table` typed as `types` says (categories numbered in `categories`, one per category
    /// field, kept across a table's batches), then `transforms` applied in order.
    init(
        _ table: Table, fields: [String], types: [String: FieldReading], transforms: [ChartTransform],
        categories: [String: CategoryNames]
    ) throws {
        count = table.rowCount
        columns = [:]
        lines = { row in table.place(column: 0, row: row).line }
        for (column, name) in fields.enumerated() where columns[name] == nil {
            guard let reading = types[name] else { continue }
            columns[name] = try FieldReader.values(
                table, column: column, reading: reading, name: name, names: categories[name] ?? CategoryNames())
        }
        for transform in transforms {
            switch transform {
            case .filter(let filter): try apply(filter, source: table.source)
            case .fold(let fields, let key, let value): try fold(fields, key: key, value: value, source: table.source)
            }
        }
    }

    /// Keeps the rows where `filter` holds; a row without a value for its field is dropped.
    private mutating func apply(_ filter: FieldFilter, source: String) throws {
        guard let column = columns[filter.field] else { return }
        let test = try FilterTest(filter, column: column)
        var kept: [Int] = []
        kept.reserveCapacity(count)
        for row in 0..<count where test.holds(row) { kept.append(row) }
        keep(kept)
    }

    /// Keeps rows `kept`, in order.
    private mutating func keep(_ kept: [Int]) {
        guard kept.count != count else { return }
        columns = columns.mapValues { $0.picking(kept) }
        origin = kept.map { Int32(tableRow($0)) }
        count = kept.count
    }

    /// Each row once per field of `fields`: the field's name in `key`, its value in `value`.
    private mutating func fold(_ fields: [String], key: String, value: String, source: String) throws {
        var values: [Double] = []
        var keys: [Int32] = []
        var rows: [Int] = []
        values.reserveCapacity(count * fields.count)
        for (index, field) in fields.enumerated() {
            guard case .numbers(let numbers)? = columns[field] else {
                throw UsageError(
                    "--y \(VisibleText.quoted(field, limit: 40)) holds \(columns[field]?.type.plural ?? "no values"), "
                        + "expected number fields when --y names several")
            }
            values += numbers
            keys += repeatElement(Int32(index), count: count)
            rows += 0..<count
        }
        var folded = columns.mapValues { $0.picking(rows) }
        folded[key] = .categories(keys, names: fields)
        folded[value] = .numbers(values)
        columns = folded
        origin = rows.map { Int32(tableRow($0)) }
        count = rows.count
    }
}

extension FieldColumn {
    /// The values of rows `rows`, in that order.
    func picking(_ rows: [Int]) -> FieldColumn {
        switch self {
        case .numbers(let values): .numbers(rows.map { values[$0] })
        case .dates(let values): .dates(rows.map { values[$0] })
        case .categories(let indices, let names): .categories(rows.map { indices[$0] }, names: names)
        }
    }

    /// The value of row `row` as a number: the number, the seconds, or the category index (NaN when missing).
    func number(_ row: Int) -> Double {
        switch self {
        case .numbers(let values), .dates(let values): values[row]
        case .categories(let indices, _): indices[row] < 0 ? .nan : Double(indices[row])
        }
    }

    var count: Int {
        switch self {
        case .numbers(let values), .dates(let values): values.count
        case .categories(let indices, _): indices.count
        }
    }

    /// The category names, empty for numbers and dates.
    var names: [String] {
        if case .categories(_, let names) = self { return names }
        return []
    }
}

/// A filter made ready for one typed column: its operands read as the column's type.
private struct FilterTest {
    let column: FieldColumn
    let op: FieldFilter.Operator
    /// Numbers or seconds to compare with, or category indices for `==`, `!=` and `in` (-2 for a name the field
    /// never holds).
    let operands: [Double]

    init(_ filter: FieldFilter, column: FieldColumn) throws {
        self.column = column
        op = filter.op
        let field = VisibleText.quoted(filter.field, limit: 40)
        switch column {
        case .numbers:
            operands = try filter.operands.map { text in
                guard let value = FieldText.number(text) else {
                    throw UsageError.invalidValue(
                        "--filter",
                        problem: "\(VisibleText.quoted(text, limit: 40)) is not a number, and \(field) holds numbers")
                }
                return value
            }
        case .dates:
            operands = try filter.operands.map { text in
                guard let value = DateInference.read(Array(text.utf8)[...]).seconds(order: nil) else {
                    throw UsageError.invalidValue(
                        "--filter",
                        problem: "\(VisibleText.quoted(text, limit: 40)) is not a date, and \(field) holds dates "
                            + "(write it as 2026-11-28 or 2026-11-28T14:30:00Z)")
                }
                return value
            }
        case .categories(_, let names):
            guard [.equal, .notEqual, .oneOf].contains(filter.op) else {
                throw UsageError.invalidValue(
                    "--filter",
                    problem: "\(field) holds categories, which compare only with ==, != or in, not "
                        + filter.op.rawValue)
            }
            var index: [String: Int] = [:]
            for (position, name) in names.enumerated() where index[name] == nil { index[name] = position }
            operands = filter.operands.map { Double(index[$0] ?? -2) }
        }
    }

    func holds(_ row: Int) -> Bool {
        let value = column.number(row)
        guard !value.isNaN, let first = operands.first else { return false }
        switch op {
        case .equal: return value == first
        case .notEqual: return value != first
        case .less: return value < first
        case .lessOrEqual: return value <= first
        case .greater: return value > first
        case .greaterOrEqual: return value >= first
        case .oneOf: return operands.contains(value)
        }
    }
}
