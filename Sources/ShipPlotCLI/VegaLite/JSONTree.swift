// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipLog

/// A JSON value read whole, members in file order, each with the byte offset where it starts so a message can
/// name its line and column. Built for specs (kilobytes), not tables: a table's rows are read by `TableReader`.
/// A class, immutable, since a tree of values holds itself.
final class JSONNode {
    enum Value {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        case object([(key: String, value: JSONNode)])
    }

    let value: Value
    /// Where the value starts in the text read.
    let offset: Int

    init(value: Value, offset: Int) {
        self.value = value
        self.offset = offset
    }

    /// The member named `key` of an object; nil for a missing key or a value that is not an object.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    var array: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    var members: [(key: String, value: JSONNode)]? {
        if case .object(let members) = value { return members }
        return nil
    }

    var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// `an object`, `a string`, … for messages.
    var kindPhrase: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// Reads a whole JSON text into a ``JSONNode`` tree, bounded in depth and in values so that no input can
/// exhaust the stack or memory.
struct JSONTreeReader {
    /// How deep arrays and objects may nest.
    var maximumDepth = 64
    /// How many values (every number, string, array and object counts) the text may hold.
    var maximumValues = 4_000_000

    private var count = 0

    init(maximumDepth: Int = 64, maximumValues: Int = 4_000_000) {
        self.maximumDepth = maximumDepth
        self.maximumValues = maximumValues
    }

    /// The value `bytes` hold (after a byte order mark), refused with line and column when it is not JSON,
    /// nests deeper than `maximumDepth` or holds more than `maximumValues` values.
    mutating func read(_ bytes: [UInt8], source: String, expected: String) throws -> (JSONNode, JSONScanner) {
        let start = try ShipLog.checkedTextStart(bytes, source: source, expected: expected)
        var scanner = JSONScanner(bytes: bytes, start: start, source: source)
        count = 0
        let node = try value(&scanner, depth: 0)
        try scanner.expectEnd()
        return (node, scanner)
    }

    private mutating func value(_ scanner: inout JSONScanner, depth: Int) throws -> JSONNode {
        count += 1
        guard count <= maximumValues else {
            throw scanner.error(
                at: scanner.position, "more than \(StepFolding.grouped(maximumValues)) values, expected fewer")
        }
        let kind = try scanner.peekKind(expected: "a value")
        let offset = scanner.position
        switch kind {
        case .null:
            scanner.position += 4
            return JSONNode(value: .null, offset: offset)
        case .boolean:
            let isTrue = scanner.current == UInt8(ascii: "t")
            scanner.position += isTrue ? 4 : 5
            return JSONNode(value: .bool(isTrue), offset: offset)
        case .number:
            let text = try scanner.readNumber()
            guard let number = Double(text), number.isFinite else {
                throw scanner.error(at: offset, "\(text) is too large a number, expected a finite number")
            }
            return JSONNode(value: .number(number), offset: offset)
        case .string:
            return JSONNode(value: .string(try scanner.readString()), offset: offset)
        case .array, .object:
            guard depth < maximumDepth else {
                throw scanner.error(
                    at: offset, "arrays and objects nest deeper than \(maximumDepth) levels, expected fewer")
            }
            return try container(kind, &scanner, depth: depth, offset: offset)
        }
    }

    private mutating func container(
        _ kind: JSONScanner.ValueKind, _ scanner: inout JSONScanner, depth: Int, offset: Int
    ) throws -> JSONNode {
        if kind == .array {
            var elements: [JSONNode] = []
            try scanner.readArray { scanner, _ in elements.append(try value(&scanner, depth: depth + 1)) }
            return JSONNode(value: .array(elements), offset: offset)
        }
        var members: [(key: String, value: JSONNode)] = []
        try scanner.readObject { scanner, key, _ in
            members.append((key, try value(&scanner, depth: depth + 1)))
        }
        return JSONNode(value: .object(members), offset: offset)
    }
}
