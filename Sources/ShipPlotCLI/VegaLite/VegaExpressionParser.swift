// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipLog

/// A token of an expression.
enum VegaExpressionToken: Equatable {
    case number(Double)
    case string(String)
    case name(String)
    /// An operator or punctuation: `+`, `===`, `(`, `?`.
    case symbol(String)

    var phrase: String {
        switch self {
        case .number(let number): VegaValue.numberText(number)
        case .string(let text): VisibleText.quoted(text, limit: 40)
        case .name(let name): "the name \(VisibleText.quoted(name, limit: 40))"
        case .symbol(let symbol): VisibleText.quoted(symbol)
        }
    }
}

/// Splits an expression into tokens; refuses the operators Vega has and ShipPlot does not evaluate by name.
enum VegaExpressionLexer {
    private static let symbols = [
        "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "<", ">", "+", "-", "*", "/", "%", "!", "?", ":", "(",
        ")", "[", "]", ",", ".",
    ]
    private static let refused = [">>>", "**", "<<", ">>", "=", "&", "|", "^", "~", "{", "}", ";"]

    static func tokens(_ text: String) throws(VegaExpressionError) -> [VegaExpressionToken] {
        let scalars = Array(text.unicodeScalars)
        var tokens: [VegaExpressionToken] = []
        var index = 0
        func starts(with word: String) -> Bool {
            let word = Array(word.unicodeScalars)
            return index + word.count <= scalars.count && Array(scalars[index..<index + word.count]) == word
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                index += 1
            } else if isDigit(scalar) || (scalar == "." && index + 1 < scalars.count && isDigit(scalars[index + 1])) {
                tokens.append(.number(try number(scalars, &index)))
            } else if scalar == "'" || scalar == "\"" {
                tokens.append(.string(try string(scalars, &index)))
            } else if isNameStart(scalar) {
                var end = index
                while end < scalars.count, isNameStart(scalars[end]) || isDigit(scalars[end]) { end += 1 }
                tokens.append(.name(String(String.UnicodeScalarView(scalars[index..<end]))))
                index = end
            } else if let symbol = symbols.first(where: starts(with:)),
                !refused.contains(where: { $0.count > symbol.count && starts(with: $0) })
            {
                tokens.append(.symbol(symbol))
                index += symbol.unicodeScalars.count
            } else if let symbol = refused.first(where: starts(with:)) {
                throw VegaExpressionError("the operator \(VisibleText.quoted(symbol)) is not supported")
            } else {
                throw VegaExpressionError("unexpected \(VisibleText.quoted(String(scalar)))")
            }
        }
        return tokens
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar == "$"
    }

    private static func number(_ scalars: [Unicode.Scalar], _ index: inout Int) throws(VegaExpressionError) -> Double {
        var end = index
        while end < scalars.count, isDigit(scalars[end]) || scalars[end] == "." { end += 1 }
        if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
            end += 1
            if end < scalars.count, scalars[end] == "+" || scalars[end] == "-" { end += 1 }
            while end < scalars.count, isDigit(scalars[end]) { end += 1 }
        }
        let text = String(String.UnicodeScalarView(scalars[index..<end]))
        guard let number = FieldText.number(text) else {
            throw VegaExpressionError("\(VisibleText.quoted(text)) is not a number")
        }
        index = end
        return number
    }

    private static func string(_ scalars: [Unicode.Scalar], _ index: inout Int) throws(VegaExpressionError) -> String {
        let quote = scalars[index]
        var text = String.UnicodeScalarView()
        var position = index + 1
        while position < scalars.count, scalars[position] != quote {
            if scalars[position] == "\\", position + 1 < scalars.count {
                position += 1
                switch scalars[position] {
                case "n": text.append("\n")
                case "t": text.append("\t")
                default: text.append(scalars[position])
                }
            } else {
                text.append(scalars[position])
            }
            position += 1
        }
        guard position < scalars.count else { throw VegaExpressionError("a string is not closed") }
        index = position + 1
        return String(text)
    }
}

/// A precedence-climbing parser over the tokens, bounded in nesting.
struct VegaExpressionParser {
    typealias Node = VegaExpression.Node

    let tokens: [VegaExpressionToken]
    var position = 0
    var depth = 0

    init(tokens: [VegaExpressionToken]) { self.tokens = tokens }

    private static let constants: [String: VegaValue] = [
        "true": .bool(true), "false": .bool(false), "null": .null, "undefined": .null, "NaN": .number(.nan),
        "Infinity": .number(.infinity), "PI": .number(Double.pi), "E": .number(2.718281828459045),
        "LN2": .number(0.6931471805599453), "LN10": .number(2.302585092994046), "SQRT2": .number(2.squareRoot()),
    ]

    /// Binary operators from loosest to tightest binding.
    private static let levels: [[VegaExpression.BinaryOperator]] = [
        [.looseEqual, .looseNotEqual, .strictEqual, .strictNotEqual],
        [.less, .lessOrEqual, .greater, .greaterOrEqual],
        [.add, .subtract],
        [.multiply, .divide, .remainder],
    ]

    mutating func parseAll() throws(VegaExpressionError) -> Node {
        guard !tokens.isEmpty else { throw VegaExpressionError("is empty, expected an expression") }
        let node = try conditional()
        if position < tokens.count { throw VegaExpressionError("unexpected \(tokens[position].phrase)") }
        return node
    }

    private var current: VegaExpressionToken? { position < tokens.count ? tokens[position] : nil }

    private mutating func take(_ symbol: String) -> Bool {
        guard current == .symbol(symbol) else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ symbol: String) throws(VegaExpressionError) {
        guard take(symbol) else {
            let found = current.map { "unexpected \($0.phrase)" } ?? "unexpected end"
            throw VegaExpressionError("\(found), expected \(VisibleText.quoted(symbol))")
        }
    }

    private mutating func nested() throws(VegaExpressionError) {
        depth += 1
        guard depth <= VegaExpression.maximumDepth else {
            throw VegaExpressionError("nests deeper than \(VegaExpression.maximumDepth) levels")
        }
    }

    private mutating func conditional() throws(VegaExpressionError) -> Node {
        try nested()
        defer { depth -= 1 }
        let test = try logical(or: true)
        guard take("?") else { return test }
        let yes = try conditional()
        try expect(":")
        return .conditional(test, yes, try conditional())
    }

    private mutating func logical(or: Bool) throws(VegaExpressionError) -> Node {
        var node = or ? try logical(or: false) : try binary(level: 0)
        let outer = depth
        defer { depth = outer }
        while take(or ? "||" : "&&") {
            // Each link of a chain nests the tree one level deeper.
            try nested()
            let right = or ? try logical(or: false) : try binary(level: 0)
            node = or ? .or(node, right) : .and(node, right)
        }
        return node
    }

    private mutating func binary(level: Int) throws(VegaExpressionError) -> Node {
        guard level < Self.levels.count else { return try unary() }
        var node = try binary(level: level + 1)
        let outer = depth
        defer { depth = outer }
        while case .symbol(let symbol)? = current,
            let op = Self.levels[level].first(where: { $0.rawValue == symbol })
        {
            position += 1
            try nested()
            node = .binary(op, node, try binary(level: level + 1))
        }
        return node
    }

    private mutating func unary() throws(VegaExpressionError) -> Node {
        for op in [VegaExpression.UnaryOperator.not, .negate, .plus] where take(op.rawValue) {
            try nested()
            defer { depth -= 1 }
            return .unary(op, try unary())
        }
        return try primary()
    }

    private mutating func primary() throws(VegaExpressionError) -> Node {
        guard let token = current else { throw VegaExpressionError("ends too soon, expected a value") }
        position += 1
        switch token {
        case .number(let number): return .literal(.number(number))
        case .string(let text): return .literal(.string(text))
        case .symbol("("):
            let inner = try conditional()
            try expect(")")
            return inner
        case .symbol("["): throw VegaExpressionError("array literals are not supported")
        case .symbol: throw VegaExpressionError("unexpected \(token.phrase)")
        case .name("datum"): return try datumField()
        case .name(let name):
            if current == .symbol("(") { return try call(name) }
            if let constant = Self.constants[name] { return .literal(constant) }
            throw VegaExpressionError(
                "the name \(VisibleText.quoted(name, limit: 40)) is not supported, expected datum.FIELD, a "
                    + "number, a string, true, false or null (parameters and signals are not read)")
        }
    }

    /// `datum.a`, `datum['a b']`, `datum.a.b` (a nested field, read as the flattened name `a.b`).
    private mutating func datumField() throws(VegaExpressionError) -> Node {
        var path: [String] = []
        while true {
            if take(".") {
                guard case .name(let name)? = current else {
                    throw VegaExpressionError("expected a field name after \"datum.\"")
                }
                position += 1
                path.append(name)
            } else if take("[") {
                guard case .string(let name)? = current else {
                    throw VegaExpressionError("indexing with [] is supported only as datum['FIELD']")
                }
                position += 1
                try expect("]")
                path.append(name)
            } else {
                break
            }
        }
        guard !path.isEmpty else { throw VegaExpressionError("datum alone is not supported, expected datum.FIELD") }
        return .field(path.joined(separator: "."))
    }

    private mutating func call(_ name: String) throws(VegaExpressionError) -> Node {
        guard let function = VegaFunction(rawValue: name) else {
            throw VegaExpressionError("the function \(VisibleText.quoted(name + "()", limit: 40)) is not supported")
        }
        try expect("(")
        try nested()
        defer { depth -= 1 }
        var arguments: [Node] = []
        if !take(")") {
            repeat { arguments.append(try conditional()) } while take(",")
            try expect(")")
        }
        // Vega's round() takes one argument and ignores more.
        if function == .round, arguments.count > 1 { arguments = [arguments[0]] }
        guard function.arity.contains(arguments.count) else {
            let range = function.arity
            let expected = range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
            throw VegaExpressionError(
                "\(name)() takes \(expected) argument\(range.upperBound == 1 ? "" : "s"), not \(arguments.count)")
        }
        return .call(function, arguments)
    }
}
