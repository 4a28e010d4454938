// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One value of a spec's rows, typed as JavaScript would hold it: Vega's expressions and transforms compare and
/// convert with JavaScript's rules, so these do too (`"12" == 12`, `null` is falsy, `+"x"` is NaN).
enum VegaValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    /// An instant, in seconds since 1970 (UTC).
    case date(Double)

    /// The number JavaScript's unary `+` makes: null 0, booleans 0 or 1, a date its milliseconds, a string its
    /// number (empty 0) or NaN.
    var numberValue: Double {
        switch self {
        case .null: 0
        case .bool(let flag): flag ? 1 : 0
        case .number(let number): number
        case .date(let seconds): seconds * 1000
        case .string(let text):
            text.trimmingCharacters(in: .whitespaces).isEmpty
                ? 0 : (FieldText.number(text.trimmingCharacters(in: .whitespaces)) ?? .nan)
        }
    }

    /// The number an aggregate or a quantitative scale reads: nil for a value Vega leaves out (null, NaN, text
    /// that is no number); dates as seconds.
    var measure: Double? {
        switch self {
        case .null: return nil
        case .date(let seconds): return seconds
        case .string(let text) where text.isEmpty: return nil
        default:
            let number = numberValue
            return number.isNaN ? nil : number
        }
    }

    /// Truthiness as in JavaScript.
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .number(let number): number != 0 && !number.isNaN
        case .string(let text): !text.isEmpty
        case .date: true
        }
    }

    /// Vega's `isValid`: not null and not NaN.
    var isValid: Bool {
        switch self {
        case .null: false
        case .number(let number): !number.isNaN
        default: true
        }
    }

    /// The text JavaScript's `String(value)` makes: numbers without a trailing `.0`.
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): Self.numberText(number)
        case .string(let text): text
        case .date(let seconds): VegaDates.isoText(seconds)
        }
    }

    /// `12`, `1.5`, `1e+21`, `NaN`, as JavaScript prints numbers (shortest round-trip digits).
    static func numberText(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        if number == number.rounded(), abs(number) < 1e21 { return String(Int64(number)) }
        // Swift writes 1e-09 where JavaScript writes 1e-9.
        let text = "\(number)"
        guard let e = text.firstIndex(of: "e") else { return text }
        let sign = text[text.index(after: e)] == "-" ? "-" : "+"
        let digits = text[text.index(after: e)...].drop { $0 == "-" || $0 == "+" || $0 == "0" }
        return text[..<e] + "e" + sign + (digits.isEmpty ? "0" : digits)
    }

    /// Loose equality (`==`): numbers compared with numeric strings and booleans by value, null only with null.
    func looselyEquals(_ other: VegaValue) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.string(let a), .string(let b)): return a == b
        case (.date(let a), .date(let b)): return a == b
        default: return numberValue == other.numberValue
        }
    }

    /// Strict equality (`===`): the same kind and value; dates compare as the same instant.
    func strictlyEquals(_ other: VegaValue) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.date(let a), .date(let b)): return a == b
        default: return false
        }
    }

    /// `<` as JavaScript compares: two strings by code units, anything else as numbers (false with NaN).
    func isLess(than other: VegaValue) -> Bool {
        if case .string(let a) = self, case .string(let b) = other {
            return Array(a.utf16).lexicographicallyPrecedes(b.utf16)
        }
        if case .date(let a) = self, case .date(let b) = other { return a < b }
        return numberValue < other.numberValue
    }

    /// The order a sort puts values in: nulls first, then numbers and dates by value, then text; within a
    /// kind, ascending. A total order, so sorts are deterministic.
    static func sortsBefore(_ a: VegaValue, _ b: VegaValue) -> Bool {
        func rank(_ value: VegaValue) -> Int {
            switch value {
            case .null: 0
            case .bool, .number, .date: 1
            case .string: 2
            }
        }
        let (ra, rb) = (rank(a), rank(b))
        if ra != rb { return ra < rb }
        switch (a, b) {
        case (.string(let x), .string(let y)): return x < y
        case (.null, .null): return false
        default:
            let (x, y) = (a.measure ?? -.infinity, b.measure ?? -.infinity)
            return x < y
        }
    }
}

/// A spec's rows: field names and one array of values per row, every row as long as `fields`. A field a row
/// lacks is `.null`, as JavaScript's `undefined` reads in Vega.
struct VegaTable {
    private(set) var fields: [String] = []
    private var index: [String: Int] = [:]
    var rows: [[VegaValue]] = []

    /// The most values (rows times fields) a spec's rows may hold: past that, memory, not the chart, is the limit.
    static let maximumValues = 40_000_000

    init(fields: [String] = [], rows: [[VegaValue]] = []) {
        for field in fields { _ = column(adding: field) }
        self.rows = rows
    }

    /// Where `field` lies in a row, nil when no row has it.
    func column(_ field: String) -> Int? { index[field] }

    /// Where `field` lies in a row, adding it (null in every row) when new.
    mutating func column(adding field: String) -> Int {
        if let existing = index[field] { return existing }
        let position = fields.count
        fields.append(field)
        index[field] = position
        for row in rows.indices { rows[row].append(.null) }
        return position
    }

    /// The values of `field`, one per row; nulls when no row has it.
    func values(_ field: String) -> [VegaValue] {
        guard let column = index[field] else { return Array(repeating: .null, count: rows.count) }
        return rows.map { $0[column] }
    }
}
