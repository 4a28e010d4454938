// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipLog
import ShipPlot

/// Applies a spec's transforms to its rows, in order, as Vega does.
struct VegaTransformRunner {
    /// The spec as messages name it.
    let source: String
    /// How dates are read for time units.
    var clock = VegaClock()

    func apply(_ transforms: [VegaTransform], to table: VegaTable) throws -> VegaTable {
        var table = table
        for (index, transform) in transforms.enumerated() {
            table = try apply(transform, to: table, path: "transform[\(index)]")
        }
        return table
    }

    func apply(_ transform: VegaTransform, to table: VegaTable, path: String) throws -> VegaTable {
        switch transform {
        case .filter(let predicate):
            let test = VegaPredicateTest(predicate, table: table, clock: clock)
            var out = table
            out.rows = table.rows.filter(test.passes)
            return out
        case .calculate(let expression, let name):
            var out = table
            let bound = expression.bound(to: table)
            let column = out.column(adding: name)
            for row in out.rows.indices { out.rows[row][column] = bound.evaluate(out.rows[row]) }
            return out
        case .fold(let fields, let names): return try fold(table, fields: fields, names: names, path: path)
        case .aggregate(let fields, let groups): return Self.aggregate(table, fields: fields, groupBy: groups)
        case .bin(let parameters, let field, let names):
            return try bin(table, parameters, field: field, names: names, maxBins: 10, path: path)
        case .timeUnit(let unit, let field, let name):
            var out = table
            let input = table.column(field)
            let column = out.column(adding: name)
            for row in out.rows.indices {
                let value = input.map { clock.date(out.rows[row][$0]) } ?? .null
                guard case .date(let instant) = value else {
                    out.rows[row][column] = .null
                    continue
                }
                out.rows[row][column] = .date(VegaDates.truncate(instant, to: unit))
            }
            return out
        }
    }

    private func fail(_ path: String, _ message: String) -> ShipLogError {
        ShipLogError(.badData, source: source, path: path, message: message)
    }

    /// Each row once per folded field: the row, the field's name under `key` and its value under `value`.
    private func fold(
        _ table: VegaTable, fields: [String], names: (key: String, value: String), path: String
    ) throws -> VegaTable {
        let count = table.rows.count * fields.count
        guard count * (table.fields.count + 2) <= VegaTable.maximumValues else {
            throw fail(
                path,
                "makes \(StepFolding.grouped(count)) rows, more than \(StepFolding.grouped(VegaTable.maximumValues)) "
                    + "values in all, expected fewer rows or fields")
        }
        var out = VegaTable(fields: table.fields)
        let key = out.column(adding: names.key)
        let value = out.column(adding: names.value)
        let inputs = fields.map { table.column($0) }
        out.rows.reserveCapacity(count)
        for row in table.rows {
            var base = row
            while base.count < out.fields.count { base.append(.null) }
            for (field, input) in zip(fields, inputs) {
                var folded = base
                folded[key] = .string(field)
                folded[value] = input.map { row[$0] } ?? .null
                out.rows.append(folded)
            }
        }
        return out
    }

    /// One row per group of `groupBy` values, in the order groups first appear, with each aggregate.
    static func aggregate(_ table: VegaTable, fields: [VegaAggregateField], groupBy: [String]) -> VegaTable {
        let groupColumns = groupBy.map { table.column($0) }
        var order: [[VegaValue]] = []
        var members: [[VegaValue]: [Int]] = [:]
        for (index, row) in table.rows.enumerated() {
            let key = groupColumns.map { $0.map { row[$0] } ?? .null }
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(index)
        }
        var out = VegaTable(fields: groupBy)
        let outputs = fields.map { out.column(adding: $0.output) }
        for key in order {
            let indices = members[key]!
            var row = key
            row.append(contentsOf: Array(repeating: .null, count: outputs.count))
            for (field, output) in zip(fields, outputs) {
                let column = field.field.flatMap(table.column)
                let values = indices.map { index in column.map { table.rows[index][$0] } ?? .null }
                row[output] = VegaAggregation.apply(field.op, values)
            }
            out.rows.append(row)
        }
        return out
    }

    /// Adds the bin start and end of `field` to every row (null where the value is not a number).
    func bin(
        _ table: VegaTable, _ parameters: VegaBin, field: String, names: (start: String, end: String), maxBins: Int,
        path: String
    ) throws -> VegaTable {
        var out = table
        let input = table.column(field)
        let values = input.map { column in table.rows.map { $0[column].measure } } ?? []
        let present = values.compactMap { $0 }.filter(\.isFinite)
        let start = out.column(adding: names.start)
        let end = out.column(adding: names.end)
        guard let low = present.min(), let high = present.max() else { return out }
        let bins = VegaBinning.bins(parameters, extent: (low, high), defaultMaxBins: maxBins)
        // Values near ±1.8e308 span more than a Double holds: the step overflows and no bin can be measured.
        guard (high - low).isFinite, bins.start.isFinite, bins.stop.isFinite else {
            throw fail(
                path,
                "cannot measure bins over \(VegaValue.numberText(low)) to \(VegaValue.numberText(high)), a span past "
                    + "the largest number, expected values less far apart (filter out the extremes)")
        }
        guard bins.step > 0, bins.step.isFinite, (bins.stop - bins.start) / bins.step <= Double(VegaBinning.maximumBins)
        else {
            let count =
                bins.step > 0
                ? StepFolding.grouped(Int(saturating: min((bins.stop - bins.start) / bins.step, 1e15).rounded()))
                : "endless"
            throw fail(
                path,
                "makes \(count) bins of \(VegaValue.numberText(bins.step)) over \(VegaValue.numberText(low)) to "
                    + "\(VegaValue.numberText(high)), expected at most \(StepFolding.grouped(VegaBinning.maximumBins)) "
                    + "(give a larger step or fewer maxbins)")
        }
        for (row, value) in values.enumerated() {
            guard let value, let binStart = bins.binStart(inside: value) else { continue }
            out.rows[row][start] = .number(binStart)
            out.rows[row][end] = .number(binStart + bins.step)
        }
        return out
    }
}

/// A filter's predicate, bound to a table's columns.
struct VegaPredicateTest {
    private indirect enum Bound {
        case expression(VegaExpression)
        case field(column: Int?, VegaFieldPredicate)
        case and([Bound])
        case or([Bound])
        case not(Bound)
    }

    private let root: Bound
    private let clock: VegaClock

    init(_ predicate: VegaPredicate, table: VegaTable, clock: VegaClock = VegaClock()) {
        self.clock = clock
        func bind(_ predicate: VegaPredicate) -> Bound {
            switch predicate {
            case .expression(let expression): .expression(expression.bound(to: table))
            case .field(let test): .field(column: table.column(test.field), test)
            case .and(let parts): .and(parts.map(bind))
            case .or(let parts): .or(parts.map(bind))
            case .not(let part): .not(bind(part))
            }
        }
        root = bind(predicate)
    }

    func passes(_ row: [VegaValue]) -> Bool { passes(root, row) }

    private func passes(_ node: Bound, _ row: [VegaValue]) -> Bool {
        switch node {
        case .expression(let expression): return expression.evaluate(row).isTruthy
        case .and(let parts): return parts.allSatisfy { passes($0, row) }
        case .or(let parts): return parts.contains { passes($0, row) }
        case .not(let part): return !passes(part, row)
        case .field(let column, let predicate):
            var value = column.map { row[$0] } ?? .null
            if let unit = predicate.timeUnit {
                guard let instant = clock.instant(value) else { return false }
                value = .date(VegaDates.truncate(instant, to: unit))
            }
            return Self.test(predicate.test, value, unit: predicate.timeUnit, clock: clock)
        }
    }

    private static func test(
        _ test: VegaFieldPredicate.Test, _ value: VegaValue, unit: VegaTimeUnit?, clock: VegaClock
    ) -> Bool {
        func operand(_ other: VegaValue) -> VegaValue { unit.map { Self.unitValue(other, $0, clock: clock) } ?? other }
        switch test {
        case .valid(let wanted): return (value.isValid && value.measure != nil || isText(value)) == wanted
        case .equal(let other): return equal(value, operand(other))
        case .oneOf(let others): return others.contains { equal(value, operand($0)) }
        case .less(let other, let orEqual):
            let other = operand(other)
            return value.isValid && (value.isLess(than: other) || orEqual && equal(value, other))
        case .greater(let other, let orEqual):
            let other = operand(other)
            return value.isValid && (other.isLess(than: value) || orEqual && equal(value, other))
        case .range(let low, let high):
            guard value.isValid else { return false }
            if let low, operand(low).isLess(than: value) == false, !equal(value, operand(low)) { return false }
            if let high, value.isLess(than: operand(high)) == false, !equal(value, operand(high)) { return false }
            return true
        }
    }

    private static func isText(_ value: VegaValue) -> Bool {
        if case .string(let text) = value { return !text.isEmpty }
        return false
    }

    /// Values compare as dates with dates, numbers with numeric text, text with text.
    private static func equal(_ a: VegaValue, _ b: VegaValue) -> Bool {
        if case .date(let x) = a, case .date(let y) = b { return x == y }
        return a.looselyEquals(b)
    }

    /// A number compared with a time unit names that unit's part (`{"timeUnit": "year", "equal": 2005}`), as a
    /// date in the unit's base year.
    private static func unitValue(_ value: VegaValue, _ unit: VegaTimeUnit, clock: VegaClock) -> VegaValue {
        switch value {
        case .date(let instant): return .date(VegaDates.truncate(instant, to: unit))
        case .number(let number) where unit.parts.count == 1:
            let part = Int(saturating: min(max(number, -1e9), 1e9))
            let instant: Double?
            switch unit.parts[0] {
            case .year: instant = VegaDates.seconds(year: part, month: 1, day: 1)
            case .month: instant = VegaDates.seconds(year: 2012, month: part, day: 1)
            case .date: instant = VegaDates.seconds(year: 2012, month: 1, day: part)
            case .hours: instant = VegaDates.seconds(year: 2012, month: 1, day: 1).map { $0 + Double(part) * 3600 }
            default: instant = nil
            }
            return instant.map { .date($0) } ?? value
        case .string(let text): return clock.parse(text).map { .date(VegaDates.truncate($0, to: unit)) } ?? value
        default: return value
        }
    }
}
