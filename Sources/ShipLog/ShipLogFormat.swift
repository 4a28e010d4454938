// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

extension ShipLog {
    /// The file format version written and accepted: 1.
    public static let formatVersion = 1

    /// Reads a ship log from JSON text; `source` names the input in errors (usually the file name).
    ///
    /// The format:
    /// ```json
    /// {
    ///   "version": 1,
    ///   "steps": ["Screenshots", "Metadata", "Keywords", "Final QA"],
    ///   "days": [
    ///     {"date": "2026-11-28", "steps": ["Screenshots", "Screenshots", "Metadata"]},
    ///     {"date": "2026-11-26", "steps": ["Final QA"]}
    ///   ]
    /// }
    /// ```
    /// Reading rules:
    /// - The text must be UTF-8 (a leading byte order mark is skipped; CRLF line ends are fine) with no NUL
    ///   bytes, and strict JSON: no trailing commas, no comments, no duplicate fields, nothing after the object.
    /// - `days` is required: an array of objects with exactly `date` (`YYYY-MM-DD`, a real date in 1970...2100)
    ///   and `steps` (an array of step names). Days are re-sorted newest first; entries with the same date are
    ///   merged, their steps concatenated in file order; entries with no steps are dropped.
    /// - `steps` is optional and defaults to the standard steps; repeated names are kept once, and step names
    ///   found in days but not listed are appended in first-seen order.
    /// - `version` is optional; when present it must be 1.
    /// - Any other field, at the top level or in a day, is an error naming it.
    /// - Step names must not be empty, only whitespace, start or end with whitespace or an invisible character
    ///   (such as U+FEFF), contain control characters, or be longer than 100 characters.
    ///
    /// Throws `ShipLogError` of kind `.badData` with a one-line message naming `source`, the line and column,
    /// the field path when there is one, and what was expected. With `notAfter`, a date after it is such an error
    /// too (imports refuse future days). `progress` is called now and then with the fraction read (0...1).
    public static func decode(
        _ data: Data, source: String, notAfter: LogDate? = nil,
        progress: ((Double) -> Void)? = nil
    ) throws -> ShipLog {
        let bytes = [UInt8](data)
        guard !bytes.isEmpty else {
            throw ShipLogError(.badData, source: source, message: "empty file, expected a JSON ship log")
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw ShipLogError(.badData, source: source, message: "UTF-16 text, expected UTF-8")
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if let (offset, problem) = firstBadByte(in: bytes, from: start) {
            let (line, column) = JSONScanner.lineAndColumn(of: offset, in: bytes, from: start)
            throw ShipLogError(.badData, source: source, line: line, column: column, message: problem)
        }
        var scanner = JSONScanner(bytes: bytes, start: start, source: source)
        scanner.skipWhitespace()
        guard !scanner.atEnd else {
            let what = start == bytes.count ? "empty file" : "only whitespace"
            throw ShipLogError(.badData, source: source, message: "\(what), expected a JSON ship log")
        }
        var reader = LogReader(notAfter: notAfter, progress: progress, size: bytes.count)
        let log = try reader.read(&scanner)
        progress?(1)
        return log
    }

    /// The log as JSON text in the format `decode(_:source:)` reads: two-space indents, fields in the order
    /// version, steps, days, one day a line, newest first, ending with a newline. Equal logs give identical
    /// bytes.
    public func encoded() -> Data {
        func list(_ names: [String]) -> String {
            "[" + names.map(Self.jsonString).joined(separator: ", ") + "]"
        }
        var text = "{\n  \"version\": \(Self.formatVersion),\n  \"steps\": \(list(steps)),\n  \"days\": ["
        if days.isEmpty {
            text += "]\n}\n"
        } else {
            let lines = days.map { "    {\"date\": \"\($0.date)\", \"steps\": \(list($0.steps))}" }
            text += "\n" + lines.joined(separator: ",\n") + "\n  ]\n}\n"
        }
        return Data(text.utf8)
    }

    /// `value` as a JSON string literal: quotes, backslashes and control characters escaped; non-ASCII text is
    /// written as UTF-8, not escaped. Shared by every JSON writer of the log and the tool.
    public static func jsonString(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += "\\u" + VisibleText.hex(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The first NUL byte or invalid UTF-8 sequence at or after `start`, with what to say about it.
    package static func firstBadByte(in bytes: [UInt8], from start: Int) -> (Int, String)? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0 {
                return (index, "NUL byte, expected JSON text (is this a binary file?)")
            }
            if byte < 0x80 {
                index += 1
                continue
            }
            let length = utf8SequenceLength(bytes, at: index)
            guard length > 0 else { return (index, "not UTF-8 text") }
            index += length
        }
        return nil
    }

    /// The length of the well-formed UTF-8 sequence at `index` (RFC 3629: no overlongs, no surrogates,
    /// nothing past U+10FFFF), or 0.
    private static func utf8SequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let (length, secondRange): (Int, ClosedRange<UInt8>)
        switch lead {
        case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
        case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
        case 0xED: (length, secondRange) = (3, 0x80...0x9F)
        case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
        case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
        default: return 0
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
            return 0
        }
        return length
    }
}

/// Reads the ship-log structure from a scanner, checking each field's type and value where it stands.
private struct LogReader {
    let notAfter: LogDate?
    let progress: ((Double) -> Void)?
    let size: Int
    private var nextReport = 0

    init(notAfter: LogDate?, progress: ((Double) -> Void)?, size: Int) {
        self.notAfter = notAfter
        self.progress = progress
        self.size = size
    }

    mutating func read(_ scanner: inout JSONScanner) throws -> ShipLog {
        let kind = try scanner.peekKind(expected: "a JSON object")
        let objectOffset = scanner.position
        guard kind == .object else {
            throw scanner.error(
                at: objectOffset,
                "top level is \(kind.phrase), expected an object with \"version\", \"steps\" and \"days\"")
        }
        var stepList: [String]?
        var entries: [ShipDay]?
        try scanner.readObject { scanner, key, keyOffset in
            switch key {
            case "version":
                let kind = try scanner.peekKind(expected: "a value")
                let offset = scanner.position
                guard kind == .number else {
                    throw scanner.error(at: offset, path: "version", "found \(kind.phrase), expected the number 1")
                }
                let text = try scanner.readNumber()
                guard Double(text) == Double(ShipLog.formatVersion) else {
                    throw scanner.error(
                        at: offset, path: "version", "unsupported version \(text), expected \(ShipLog.formatVersion)")
                }
            case "steps":
                stepList = try Self.readStepNames(&scanner, path: "steps")
            case "days":
                entries = try readDays(&scanner)
            default:
                throw scanner.error(
                    at: keyOffset, path: Self.fieldPath(nil, key),
                    "unknown field, expected \"version\", \"steps\" or \"days\"")
            }
        }
        try scanner.expectEnd()
        guard let entries else {
            throw scanner.error(at: objectOffset, path: "days", "missing, expected an array of days")
        }
        return ShipLog(normalizing: entries, steps: stepList ?? ShipLog.standardSteps)
    }

    private mutating func readDays(_ scanner: inout JSONScanner) throws -> [ShipDay] {
        let kind = try scanner.peekKind(expected: "an array of days")
        guard kind == .array else {
            throw scanner.error(at: scanner.position, path: "days", "found \(kind.phrase), expected an array of days")
        }
        var entries: [ShipDay] = []
        try scanner.readArray { scanner, index in
            let path = "days[\(index)]"
            let kind = try scanner.peekKind(expected: "a day")
            let dayOffset = scanner.position
            guard kind == .object else {
                throw scanner.error(
                    at: dayOffset, path: path, "found \(kind.phrase), expected an object with \"date\" and \"steps\"")
            }
            var date: LogDate?
            var steps: [String]?
            try scanner.readObject { scanner, key, keyOffset in
                switch key {
                case "date":
                    let kind = try scanner.peekKind(expected: "a date")
                    let offset = scanner.position
                    guard kind == .string else {
                        throw scanner.error(
                            at: offset, path: path + ".date", "found \(kind.phrase), expected a date \"YYYY-MM-DD\"")
                    }
                    let text = try scanner.readString()
                    do throws(LogDateParseError) {
                        date = try LogDate.parse(text)
                    } catch {
                        throw scanner.error(at: offset, path: path + ".date", error.description)
                    }
                    if let notAfter, let date, date > notAfter {
                        throw scanner.error(
                            at: offset, path: path + ".date",
                            "\(date) is in the future, expected a date on or before \(notAfter)")
                    }
                case "steps":
                    steps = try Self.readStepNames(&scanner, path: path + ".steps")
                default:
                    throw scanner.error(
                        at: keyOffset, path: Self.fieldPath(path, key), "unknown field, expected \"date\" or \"steps\"")
                }
            }
            guard let date else {
                throw scanner.error(at: dayOffset, path: path + ".date", "missing, expected a date \"YYYY-MM-DD\"")
            }
            guard let steps else {
                throw scanner.error(at: dayOffset, path: path + ".steps", "missing, expected an array of step names")
            }
            entries.append(ShipDay(date: date, steps: steps))
            if let progress, scanner.position >= nextReport {
                progress(Double(scanner.position) / Double(max(size, 1)))
                nextReport = scanner.position + max(size / 100, 1 << 16)
            }
        }
        return entries
    }

    private static func readStepNames(_ scanner: inout JSONScanner, path: String) throws -> [String] {
        let kind = try scanner.peekKind(expected: "an array of step names")
        guard kind == .array else {
            throw scanner.error(
                at: scanner.position, path: path, "found \(kind.phrase), expected an array of step names")
        }
        var names: [String] = []
        try scanner.readArray { scanner, index in
            let kind = try scanner.peekKind(expected: "a step name")
            let offset = scanner.position
            guard kind == .string else {
                throw scanner.error(
                    at: offset, path: "\(path)[\(index)]", "found \(kind.phrase), expected a step name in double quotes"
                )
            }
            let name = try scanner.readString()
            if let problem = ShipLog.stepNameProblem(name) {
                throw scanner.error(at: offset, path: "\(path)[\(index)]", problem)
            }
            names.append(name)
        }
        return names
    }

    /// `parent.key`, or `parent["key"]` when the key is not a plain identifier.
    private static func fieldPath(_ parent: String?, _ key: String) -> String {
        let plain =
            !key.isEmpty && key.utf8.count <= 40
            && key.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
            }
        if plain {
            return parent.map { "\($0).\(key)" } ?? key
        }
        return (parent ?? "") + "[\(VisibleText.quoted(key, limit: 40))]"
    }
}
