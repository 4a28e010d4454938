// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An expression of Vega's expression language as `filter` and `calculate` use it, parsed once and evaluated
/// per row: `datum.field` and `datum['a field']`, numbers, strings, `true`/`false`/`null`, arithmetic
/// (`+ - * / %`), comparisons (`== != === !== < <= > >=`), `&& || !`, `c ? a : b`, and the functions in
/// ``VegaFunction``. Anything else is refused by name when the spec is read, never evaluated as something else.
struct VegaExpression {
    indirect enum Node {
        case literal(VegaValue)
        /// `datum.name`: the field's position in the row once bound, or its name before.
        case field(String)
        case column(Int)
        case unary(UnaryOperator, Node)
        case binary(BinaryOperator, Node, Node)
        case and(Node, Node)
        case or(Node, Node)
        case conditional(Node, Node, Node)
        case call(VegaFunction, [Node])
    }

    enum UnaryOperator: String {
        case not = "!"
        case negate = "-"
        case plus = "+"
    }

    enum BinaryOperator: String, CaseIterable {
        case add = "+"
        case subtract = "-"
        case multiply = "*"
        case divide = "/"
        case remainder = "%"
        case looseEqual = "=="
        case looseNotEqual = "!="
        case strictEqual = "==="
        case strictNotEqual = "!=="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
    }

    /// The text as the spec wrote it.
    let text: String
    let root: Node

    /// The longest expression read, in characters, and how deep its terms may nest.
    static let maximumLength = 10_000
    static let maximumDepth = 64

    /// Parses `text`; the error names what is not supported (`function random()`, `the name "width"`, `"**"`).
    init(_ text: String) throws(VegaExpressionError) {
        self.text = text
        guard text.count <= Self.maximumLength else {
            throw VegaExpressionError("is \(text.count) characters long, expected at most \(Self.maximumLength)")
        }
        var parser = VegaExpressionParser(tokens: try VegaExpressionLexer.tokens(text))
        root = try parser.parseAll()
    }

    private init(text: String, root: Node) {
        self.text = text
        self.root = root
    }

    /// The fields the expression reads, in the order met.
    var fields: [String] {
        var names: [String] = []
        func visit(_ node: Node) {
            switch node {
            case .field(let name): if !names.contains(name) { names.append(name) }
            case .literal, .column: break
            case .unary(_, let a): visit(a)
            case .binary(_, let a, let b), .and(let a, let b), .or(let a, let b):
                visit(a)
                visit(b)
            case .conditional(let a, let b, let c): [a, b, c].forEach(visit)
            case .call(_, let arguments): arguments.forEach(visit)
            }
        }
        visit(root)
        return names
    }

    /// The expression with each `datum.field` turned into its position in `table`'s rows (a field no row has
    /// reads as null, as JavaScript's `undefined`).
    func bound(to table: VegaTable) -> VegaExpression {
        func bind(_ node: Node) -> Node {
            switch node {
            case .field(let name): table.column(name).map { .column($0) } ?? .literal(.null)
            case .literal, .column: node
            case .unary(let op, let a): .unary(op, bind(a))
            case .binary(let op, let a, let b): .binary(op, bind(a), bind(b))
            case .and(let a, let b): .and(bind(a), bind(b))
            case .or(let a, let b): .or(bind(a), bind(b))
            case .conditional(let a, let b, let c): .conditional(bind(a), bind(b), bind(c))
            case .call(let function, let arguments): .call(function, arguments.map(bind))
            }
        }
        return VegaExpression(text: text, root: bind(root))
    }

    /// The value for `row` (bind the expression to the row's table first).
    func evaluate(_ row: [VegaValue]) -> VegaValue { Self.evaluate(root, row) }

    private static func evaluate(_ node: Node, _ row: [VegaValue]) -> VegaValue {
        switch node {
        case .literal(let value): return value
        case .column(let index): return row[index]
        case .field: return .null
        case .unary(let op, let a):
            let value = evaluate(a, row)
            switch op {
            case .not: return .bool(!value.isTruthy)
            case .negate: return .number(-value.numberValue)
            case .plus: return .number(value.numberValue)
            }
        case .binary(let op, let a, let b): return binary(op, evaluate(a, row), evaluate(b, row))
        case .and(let a, let b):
            let left = evaluate(a, row)
            return left.isTruthy ? evaluate(b, row) : left
        case .or(let a, let b):
            let left = evaluate(a, row)
            return left.isTruthy ? left : evaluate(b, row)
        case .conditional(let c, let a, let b): return evaluate(c, row).isTruthy ? evaluate(a, row) : evaluate(b, row)
        case .call(let function, let arguments):
            // `if` evaluates only the branch taken, as Vega's does.
            if function == .if, arguments.count == 3 {
                return evaluate(arguments[0], row).isTruthy ? evaluate(arguments[1], row) : evaluate(arguments[2], row)
            }
            return function.apply(arguments.map { evaluate($0, row) })
        }
    }

    private static func binary(_ op: BinaryOperator, _ a: VegaValue, _ b: VegaValue) -> VegaValue {
        switch op {
        case .add:
            // `+` joins text when either side is text, as in JavaScript.
            if case .string = a { return .string(a.text + b.text) }
            if case .string = b { return .string(a.text + b.text) }
            return .number(a.numberValue + b.numberValue)
        case .subtract: return .number(a.numberValue - b.numberValue)
        case .multiply: return .number(a.numberValue * b.numberValue)
        case .divide: return .number(a.numberValue / b.numberValue)
        case .remainder: return .number(a.numberValue.truncatingRemainder(dividingBy: b.numberValue))
        case .looseEqual: return .bool(a.looselyEquals(b))
        case .looseNotEqual: return .bool(!a.looselyEquals(b))
        case .strictEqual: return .bool(a.strictlyEquals(b))
        case .strictNotEqual: return .bool(!a.strictlyEquals(b))
        case .less: return .bool(a.isLess(than: b))
        case .greater: return .bool(b.isLess(than: a))
        case .lessOrEqual: return .bool(comparable(a, b) && !b.isLess(than: a))
        case .greaterOrEqual: return .bool(comparable(a, b) && !a.isLess(than: b))
        }
    }

    /// `<=` and `>=` are false when either side is NaN, as in JavaScript.
    private static func comparable(_ a: VegaValue, _ b: VegaValue) -> Bool {
        if case .string = a, case .string = b { return true }
        return !a.numberValue.isNaN && !b.numberValue.isNaN
    }
}

/// Why an expression was refused, without the property path (the spec reader adds it).
struct VegaExpressionError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// The functions of Vega's expression language that ShipPlot evaluates. Dates are read in UTC.
enum VegaFunction: String, CaseIterable {
    case isValid, isNumber, isString, isBoolean, isDate, isFinite, isNaN
    case `if`
    case abs, ceil, floor, round, sqrt, exp, log, pow, min, max, sin, cos, tan, atan2, clamp
    case year, quarter, month, date, day, dayofyear, hours, minutes, seconds, milliseconds
    case utcyear, utcquarter, utcmonth, utcdate, utcday, utcdayofyear, utchours, utcminutes, utcseconds
    case length, substring, indexof, lower, upper, trim, toString, toNumber, toBoolean, toDate, parseFloat, parseInt

    /// The arguments it takes, as a range.
    var arity: ClosedRange<Int> {
        switch self {
        case .if, .clamp: 3...3
        case .pow, .atan2, .indexof: 2...2
        case .substring: 2...3
        case .min, .max: 1...64
        case .round, .parseInt: 1...2
        default: 1...1
        }
    }

    func apply(_ a: [VegaValue]) -> VegaValue {
        switch self {
        case .isValid: return .bool(a[0].isValid)
        case .isNumber:
            if case .number = a[0] { return .bool(true) }
            return .bool(false)
        case .isString:
            if case .string = a[0] { return .bool(true) }
            return .bool(false)
        case .isBoolean:
            if case .bool = a[0] { return .bool(true) }
            return .bool(false)
        case .isDate:
            if case .date = a[0] { return .bool(true) }
            return .bool(false)
        case .isFinite: return .bool(a[0].numberValue.isFinite)
        case .isNaN: return .bool(a[0].numberValue.isNaN)
        case .if: return a[0].isTruthy ? a[1] : a[2]
        case .min:
            return .number(a.map(\.numberValue).reduce(.infinity) { $0.isNaN || $1.isNaN ? .nan : Swift.min($0, $1) })
        case .max:
            return .number(a.map(\.numberValue).reduce(-.infinity) { $0.isNaN || $1.isNaN ? .nan : Swift.max($0, $1) })
        case .clamp: return .number(Swift.min(Swift.max(a[0].numberValue, a[1].numberValue), a[2].numberValue))
        default: break
        }
        if let number = numeric(a) { return .number(number) }
        if let part = datePart(a[0]) { return .number(part) }
        return text(a)
    }

    private func numeric(_ a: [VegaValue]) -> Double? {
        let x = a[0].numberValue
        switch self {
        case .abs: return Swift.abs(x)
        case .ceil: return x.rounded(.up)
        case .floor: return x.rounded(.down)
        // JavaScript's Math.round: halves go up.
        case .round: return (x + 0.5).rounded(.down)
        case .sqrt: return x.squareRoot()
        case .exp: return Foundation.exp(x)
        case .log: return Foundation.log(x)
        case .pow: return Foundation.pow(x, a[1].numberValue)
        case .sin: return Foundation.sin(x)
        case .cos: return Foundation.cos(x)
        case .tan: return Foundation.tan(x)
        case .atan2: return Foundation.atan2(x, a[1].numberValue)
        case .toNumber, .parseFloat: return x
        case .parseInt: return x.isFinite ? x.rounded(.towardZero) : .nan
        default: return nil
        }
    }

    /// The calendar parts of a date (or of milliseconds since 1970), in UTC; month is 0-based, as in JavaScript.
    private func datePart(_ value: VegaValue) -> Double? {
        let parts: Set<VegaFunction> = [
            .year, .quarter, .month, .date, .day, .dayofyear, .hours, .minutes, .seconds, .milliseconds,
            .utcyear, .utcquarter, .utcmonth, .utcdate, .utcday, .utcdayofyear, .utchours, .utcminutes, .utcseconds,
        ]
        guard parts.contains(self) else { return nil }
        let instant: Double
        switch value {
        case .date(let seconds): instant = seconds
        case .string(let text): instant = VegaDates.parse(text) ?? .nan
        default: instant = value.numberValue / 1000
        }
        guard instant.isFinite else { return .nan }
        let fields = VegaDates.Fields(instant)
        let name = rawValue.hasPrefix("utc") ? String(rawValue.dropFirst(3)) : rawValue
        switch name {
        case "year": return Double(fields.year)
        case "quarter": return Double((fields.month - 1) / 3 + 1)
        case "month": return Double(fields.month - 1)
        case "date": return Double(fields.day)
        case "day": return Double(fields.weekday)
        case "dayofyear": return Double(fields.dayOfYear)
        case "hours": return Double(fields.hours)
        case "minutes": return Double(fields.minutes)
        case "seconds": return Double(fields.seconds)
        default: return fields.milliseconds
        }
    }

    private func text(_ a: [VegaValue]) -> VegaValue {
        let string = a[0].text
        switch self {
        case .length: return .number(Double(string.utf16.count))
        case .lower: return .string(string.lowercased())
        case .upper: return .string(string.uppercased())
        case .trim: return .string(string.trimmingCharacters(in: .whitespaces))
        case .toString: return a[0] == .null ? .null : .string(string)
        case .toBoolean: return a[0] == .null ? .null : .bool(a[0].isTruthy)
        case .toDate:
            if case .date = a[0] { return a[0] }
            if case .string(let text) = a[0] { return VegaDates.parse(text).map { .date($0) } ?? .null }
            return a[0] == .null ? .null : .date(a[0].numberValue / 1000)
        case .indexof:
            let units = Array(string.utf16)
            let needle = Array(a[1].text.utf16)
            guard !needle.isEmpty else { return .number(0) }
            guard units.count >= needle.count else { return .number(-1) }
            for start in 0...(units.count - needle.count) where Array(units[start..<start + needle.count]) == needle {
                return .number(Double(start))
            }
            return .number(-1)
        case .substring:
            let units = Array(string.utf16)
            func clamped(_ value: VegaValue) -> Int {
                let number = value.numberValue
                return number.isNaN ? 0 : Int(Swift.min(Swift.max(number, 0), Double(units.count)))
            }
            var (start, end) = (clamped(a[1]), a.count > 2 ? clamped(a[2]) : units.count)
            if start > end { swap(&start, &end) }
            return .string(String(decoding: units[start..<end], as: UTF16.self))
        default: return .null
        }
    }
}
