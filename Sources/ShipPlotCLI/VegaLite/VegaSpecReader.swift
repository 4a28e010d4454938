// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipLog
import ShipPlot

/// The properties one kind of spec object may have: those read, those read and left out (they only style the
/// chart, and ShipPlot's look stands in), and those Vega-Lite has that ShipPlot does not draw, refused by name.
/// A key in none of them is not Vega-Lite's: refused as unknown, with the nearest name when one is close.
struct VegaProperties {
    var read: [String]
    var dropped: [String] = []
    var refused: [String] = []
    /// Why the refused ones are refused, when a reason helps more than "is not supported".
    var reasons: [String: String] = [:]
}

/// Walks a spec's JSON with the path of each value, for messages that name the property:
/// `spec.vl.json:7:12: encoding.x.scale.type: "quantile" is not supported, expected linear, log, …`.
struct VegaSpecReader {
    let source: String
    let scanner: JSONScanner
    /// Paths of the properties left out, in the order met.
    var dropped: [String] = []

    /// A one-line data error at `node`, naming `path`.
    func error(_ node: JSONNode, _ path: String, _ message: String) -> ShipLogError {
        scanner.error(at: node.offset, path: path.isEmpty ? nil : path, message)
    }

    /// The object's members by name, after checking every key against `properties`: unknown and refused keys
    /// throw; dropped keys are noted.
    mutating func object(_ node: JSONNode, _ path: String, _ properties: VegaProperties) throws -> [String: JSONNode] {
        guard let members = node.members else {
            throw error(node, path, "\(node.kindPhrase) is not an object, expected an object")
        }
        var found: [String: JSONNode] = [:]
        for (key, value) in members {
            let at = Self.join(path, key)
            if properties.read.contains(key) {
                found[key] = value
            } else if properties.dropped.contains(key) {
                dropped.append(at)
            } else if properties.refused.contains(key) {
                let reason = properties.reasons[key].map { " (\($0))" } ?? ""
                throw error(value, at, "is not supported by shipplot\(reason)")
            } else {
                let known = properties.read + properties.dropped + properties.refused
                var message = "\(VisibleText.quoted(key, limit: 40)) is not a Vega-Lite property here"
                if let near = closestMatch(to: key, in: known, maxDistance: suggestionDistance(for: key)) {
                    message += " (did you mean \(VisibleText.quoted(near))?)"
                } else {
                    message += ", expected one of \(Self.list(properties.read))"
                }
                throw error(value, at, message)
            }
        }
        return found
    }

    /// `a.b`, or `b` at the top.
    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// `"a", "b" or "c"`.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { VisibleText.quoted($0) }
        guard quoted.count > 1 else { return quoted.first ?? "nothing" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }

    func string(_ node: JSONNode, _ path: String) throws -> String {
        guard let text = node.string else {
            throw error(node, path, "\(node.kindPhrase) is not a string, expected a string")
        }
        return text
    }

    func number(_ node: JSONNode, _ path: String, in range: ClosedRange<Double>? = nil) throws -> Double {
        guard let number = node.number else {
            if node.members?.contains(where: { $0.key == "expr" }) == true {
                throw error(node, path, "an expression of parameters is not supported, expected a number")
            }
            throw error(node, path, "\(node.kindPhrase) is not a number, expected a number")
        }
        if let range, !range.contains(number) {
            throw error(
                node, path,
                "\(VegaValue.numberText(number)) is out of range, expected \(VegaValue.numberText(range.lowerBound)) "
                    + "to \(VegaValue.numberText(range.upperBound))")
        }
        return number
    }

    func integer(_ node: JSONNode, _ path: String, in range: ClosedRange<Int>) throws -> Int {
        let number = try self.number(node, path)
        guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound)
        else {
            throw error(
                node, path,
                "\(VegaValue.numberText(number)) is not a whole number from \(range.lowerBound) to "
                    + "\(StepFolding.grouped(range.upperBound))")
        }
        return Int(number)
    }

    func bool(_ node: JSONNode, _ path: String) throws -> Bool {
        guard let flag = node.bool else { throw error(node, path, "\(node.kindPhrase) is not true or false") }
        return flag
    }

    /// One of `type`'s raw values, refused with the list.
    func choice<T: RawRepresentable & CaseIterable>(_ node: JSONNode, _ path: String, _ type: T.Type) throws -> T
    where T.RawValue == String {
        let text = try string(node, path)
        guard let value = T(rawValue: text) else {
            throw error(
                node, path,
                "\(VisibleText.quoted(text, limit: 40)) is not supported, expected "
                    + Self.list(T.allCases.map(\.rawValue)))
        }
        return value
    }

    /// A plain value: null, a boolean, a number, a string, or a date object (`{"year": 2005, "month": 3}`).
    func value(_ node: JSONNode, _ path: String) throws -> VegaValue {
        switch node.value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .object: return .date(try dateTime(node, path))
        case .array: throw error(node, path, "an array is not a value here, expected a number, a string or a date")
        }
    }

    func values(_ node: JSONNode, _ path: String) throws -> [VegaValue] {
        guard let elements = node.array else { throw error(node, path, "\(node.kindPhrase) is not an array") }
        return try elements.enumerated().map { try value($1, "\(path)[\($0)]") }
    }

    /// Vega-Lite's DateTime object: `year`, `quarter`, `month` (1–12 or a name), `date`, `hours`, `minutes`,
    /// `seconds`, `milliseconds`, read in UTC.
    func dateTime(_ node: JSONNode, _ path: String) throws -> Double {
        let names = ["year", "quarter", "month", "date", "day", "hours", "minutes", "seconds", "milliseconds", "utc"]
        guard let members = node.members else { throw error(node, path, "expected a date object") }
        var parts: [String: Double] = [:]
        for (key, value) in members {
            guard names.contains(key) else {
                throw error(
                    value, Self.join(path, key),
                    "\(VisibleText.quoted(key, limit: 40)) is not a date field, expected one of \(Self.list(names))")
            }
            if key == "utc" { continue }
            if key == "month", let name = value.string, let month = VegaDates.parse("\(name) 1 2012") {
                parts[key] = Double(VegaDates.Fields(month).month)
                continue
            }
            if key == "day" { throw error(value, Self.join(path, key), "a weekday in a date is not supported") }
            parts[key] = try number(value, Self.join(path, key))
        }
        // Whole numbers held within ±1e9, so 1e300 is a date off the calendar, not a trap.
        func whole(_ value: Double) -> Int { Int(saturating: min(max(value, -1e9), 1e9)) }
        let year = whole(parts["year"] ?? 2012)
        let month = parts["quarter"].map { whole($0 - 1) * 3 + 1 } ?? whole(parts["month"] ?? 1)
        guard let day = VegaDates.seconds(year: year, month: month, day: whole(parts["date"] ?? 1)) else {
            throw error(node, path, "is not a date on the calendar")
        }
        return day + (parts["hours"] ?? 0) * 3600 + (parts["minutes"] ?? 0) * 60 + (parts["seconds"] ?? 0)
            + (parts["milliseconds"] ?? 0) / 1000
    }

    /// A field reference: `a`, `a.b` (nested, read as the flattened name), `a\.b` (a dot in the name).
    func field(_ node: JSONNode, _ path: String) throws -> String {
        if node.members?.contains(where: { $0.key == "repeat" }) == true {
            throw error(node, path, "a repeat reference is not supported (repeat is a composite view)")
        }
        let text = try string(node, path)
        guard !text.isEmpty else { throw error(node, path, "is empty, expected a field name") }
        return VegaFieldPath.flattened(text)
    }

    /// An expression string, refused with its problem.
    func expression(_ node: JSONNode, _ path: String) throws -> VegaExpression {
        let text = try string(node, path)
        do {
            return try VegaExpression(text)
        } catch {
            throw self.error(node, path, "the expression \(VisibleText.quoted(text, limit: 60)) \(error.message)")
        }
    }
}

/// Field names as Vega-Lite writes them: dots reach into nested objects, `\.` is a dot in a name, and `["…"]`
/// names a nested field too.
enum VegaFieldPath {
    /// The name rows are read under: nested objects are flattened with dots when rows are loaded, so
    /// `a.b` and `a["b"]` both read `a.b`; `a\.b` reads a name with a dot in it, which is the same text.
    static func flattened(_ text: String) -> String {
        let characters = Array(text)
        var out = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count {
                out.append(characters[index + 1])
                index += 2
                continue
            }
            // `["name"]` or `['name']` names a nested field, quotes and all else kept inside.
            if character == "[", index + 1 < characters.count, case let quote = characters[index + 1],
                quote == "\"" || quote == "'",
                let close = characters[(index + 2)...].firstIndex(of: quote), close + 1 < characters.count,
                characters[close + 1] == "]"
            {
                out += (out.isEmpty ? "" : ".") + String(characters[(index + 2)..<close])
                index = close + 2
                continue
            }
            out.append(character)
            index += 1
        }
        return out
    }
}
