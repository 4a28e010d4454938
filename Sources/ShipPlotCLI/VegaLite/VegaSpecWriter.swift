// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A JSON value to write, members in the order given.
indirect enum JSONOut: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONOut])
    case members([JSONMember])

    /// An object of `members`, in order.
    static func object(_ members: [(String, JSONOut)]) -> JSONOut {
        .members(members.map { JSONMember(key: $0.0, value: $0.1) })
    }

    static func == (a: JSONOut, b: JSONOut) -> Bool { a.text() == b.text() }

    /// The JSON text, two spaces an indent; arrays of plain values and small objects on one line, as Vega-Lite's
    /// examples are written.
    func text(indent: Int = 0) -> String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return number.isFinite ? VegaValue.numberText(number) : "null"
        case .string(let text): return Self.quoted(text)
        case .array(let items):
            let inline = "[" + items.map { $0.text() }.joined(separator: ", ") + "]"
            if items.allSatisfy(\.isPlain) || inline.count + indent <= 80 && !inline.contains("\n") { return inline }
            let pad = String(repeating: " ", count: indent + 2)
            return "[\n" + items.map { pad + $0.text(indent: indent + 2) }.joined(separator: ",\n") + "\n"
                + String(repeating: " ", count: indent) + "]"
        case .members(let members):
            guard !members.isEmpty else { return "{}" }
            let inline =
                "{" + members.map { "\(Self.quoted($0.key)): \($0.value.text())" }.joined(separator: ", ") + "}"
            if inline.count + indent <= 80 && !inline.contains("\n") && indent > 0 { return inline }
            let pad = String(repeating: " ", count: indent + 2)
            return "{\n"
                + members.map { "\(pad)\(Self.quoted($0.key)): \($0.value.text(indent: indent + 2))" }
                .joined(separator: ",\n")
                + "\n" + String(repeating: " ", count: indent) + "}"
        }
    }

    private var isPlain: Bool {
        switch self {
        case .array, .members: false
        default: true
        }
    }

    /// A JSON string: quotes, backslashes and every control character escaped, so the text cannot break out.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                || scalar.value == 0x2029:
                out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// One member of a JSON object to write.
struct JSONMember {
    var key: String
    var value: JSONOut
}
