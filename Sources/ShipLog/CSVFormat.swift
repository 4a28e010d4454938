// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

extension ShipLog {
    /// Reads a ship log from CSV text: one `date,step` row per logged step, an optional `date,step` header.
    ///
    /// ```
    /// date,step
    /// 2026-11-28,Screenshots
    /// 2026-11-28,Screenshots
    /// 2026-11-28,"Final QA"
    /// ```
    /// Reading rules:
    /// - UTF-8 (a leading byte order mark is skipped), no NUL bytes; rows end with LF or CRLF; the last row may
    ///   lack its line end; empty lines are skipped.
    /// - Fields follow RFC 4180: a field may be wrapped in double quotes (needed when a step name holds a comma
    ///   or a quote, which is then doubled); spaces around an unquoted field are ignored.
    /// - The first row is a header when it reads `date,step` (any case) and is then skipped.
    /// - Every other row has exactly two fields: a date `YYYY-MM-DD` in 1970...2100 (not after `notAfter` when
    ///   given) and a step name (the JSON format's naming rules).
    /// - A step name of apostrophes followed by `=`, `+`, `-`, `@`, a tab or a carriage return loses one
    ///   apostrophe: export adds it so spreadsheets do not run the name as a formula (see `encodedCSV()`).
    /// - Rows may come in any order; a day's steps keep the order of their rows. Step names are added to the
    ///   standard steps in first-seen order.
    ///
    /// `progress` is called now and then with the fraction of the text read (0...1).
    /// Throws `ShipLogError` `.badData` naming `source`, the line and column, and what was expected.
    public static func decodeCSV(
        _ data: Data, source: String, notAfter: LogDate? = nil, progress: ((Double) -> Void)? = nil
    ) throws -> ShipLog {
        let bytes = [UInt8](data)
        let start = try checkedTextStart(bytes, source: source, expected: "CSV rows \"date,step\"")
        var reader = CSVReader(bytes: bytes, start: start, source: source)
        var entries: [ShipDay] = []
        var first = true
        var nextReport = 0
        let reportEvery = max(bytes.count / 100, 1 << 16)
        while let row = try reader.nextRow() {
            if let progress, reader.position >= nextReport {
                progress(Double(reader.position) / Double(max(bytes.count, 1)))
                nextReport = reader.position + reportEvery
            }
            if row.fields.count == 1 && row.fields[0].text.isEmpty && !row.fields[0].quoted { continue }
            let isFirst = first
            first = false
            if isFirst && row.fields.count == 2
                && row.fields[0].text.lowercased() == "date" && row.fields[1].text.lowercased() == "step"
            {
                continue
            }
            guard row.fields.count == 2 else {
                throw reader.error(
                    line: row.line, column: 1,
                    "\(row.fields.count) field\(row.fields.count == 1 ? "" : "s"), expected 2 (date,step)")
            }
            let (dateField, stepField) = (row.fields[0], row.fields[1])
            let date: LogDate
            do throws(LogDateParseError) {
                date = try LogDate.parse(dateField.text)
            } catch {
                throw reader.error(line: row.line, column: dateField.column, "date: \(error.description)")
            }
            if let notAfter, date > notAfter {
                throw reader.error(
                    line: row.line, column: dateField.column,
                    "date: \(date) is in the future, expected a date on or before \(notAfter)")
            }
            let step = csvStepName(stepField.text)
            if let problem = stepNameProblem(step) {
                throw reader.error(line: row.line, column: stepField.column, "step: \(problem)")
            }
            if let last = entries.last, last.date == date {
                entries[entries.count - 1].steps.append(step)
            } else {
                entries.append(ShipDay(date: date, steps: [step]))
            }
        }
        progress?(1)
        return ShipLog(normalizing: entries, steps: standardSteps)
    }

    /// The log as CSV: a `date,step` header, then one row per logged step, newest day first, each day's steps
    /// in the order logged; LF line ends; fields quoted only when they must be. The step list itself is not
    /// written, so steps never used are not kept.
    ///
    /// A step name a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage
    /// return, after any apostrophes) is written with one more leading `'`, as OWASP advises against CSV
    /// injection; `decodeCSV` removes it again, so every export imports back identically.
    public func encodedCSV() -> Data {
        var text = "date,step\n"
        for day in days {
            for step in day.steps {
                text += "\(day.date),\(Self.csvField(Self.csvSafeName(step)))\n"
            }
        }
        return Data(text.utf8)
    }

    /// Quotes a field when it holds a comma, a quote or a line end, or starts or ends with a space or a tab.
    /// Decided per Unicode scalar: a comma followed by a combining mark is one character in Swift but still a
    /// comma to every CSV reader.
    static func csvField(_ value: String) -> String {
        let scalars = value.unicodeScalars
        let needsQuotes =
            scalars.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
            || scalars.first == " " || scalars.last == " " || scalars.first == "\t" || scalars.last == "\t"
        guard needsQuotes else { return value }
        // Quotes doubled per scalar too: `replacingOccurrences` matches characters and skips `"\u{301}`.
        var out = String.UnicodeScalarView()
        out.append("\"")
        for scalar in scalars {
            out.append(scalar)
            if scalar == "\"" { out.append(scalar) }
        }
        out.append("\"")
        return String(out)
    }

    /// Whether `name` is a run of apostrophes (`minimum` or more) followed by a formula trigger (OWASP: `=`,
    /// `+`, `-`, `@`, tab, carriage return).
    private static func startsFormula(_ name: String, apostrophes minimum: Int) -> Bool {
        var count = 0
        for scalar in name.unicodeScalars {
            switch scalar {
            case "'": count += 1
            case "=", "+", "-", "@", "\t", "\r": return count >= minimum
            default: return false
            }
        }
        return false
    }

    /// `=SUM(A1)` → `'=SUM(A1)`, `'=x` → `''=x`: one apostrophe more before a formula trigger, so the mapping
    /// can be undone exactly.
    static func csvSafeName(_ name: String) -> String {
        startsFormula(name, apostrophes: 0) ? "'" + name : name
    }

    /// Undoes `csvSafeName`: one leading apostrophe fewer when apostrophes precede a formula trigger.
    static func csvStepName(_ field: String) -> String {
        startsFormula(field, apostrophes: 1) ? String(field.unicodeScalars.dropFirst()) : field
    }

    /// The offset where text starts after a byte order mark, refusing empty, whitespace-only, UTF-16, non-UTF-8
    /// and NUL-holding input with the same messages as the JSON reader.
    package static func checkedTextStart(_ bytes: [UInt8], source: String, expected: String) throws -> Int {
        guard !bytes.isEmpty else {
            throw ShipLogError(.badData, source: source, message: "empty file, expected \(expected)")
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw ShipLogError(.badData, source: source, message: "UTF-16 text, expected UTF-8")
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if let (offset, problem) = firstBadByte(in: bytes, from: start) {
            let (line, column) = JSONScanner.lineAndColumn(of: offset, in: bytes, from: start)
            throw ShipLogError(
                .badData, source: source, line: line, column: column,
                message: problem.replacingOccurrences(of: "JSON text", with: "text"))
        }
        guard bytes[start...].contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else {
            let what = start == bytes.count ? "empty file" : "only whitespace"
            throw ShipLogError(.badData, source: source, message: "\(what), expected \(expected)")
        }
        return start
    }
}

/// Splits RFC 4180 text into rows of fields, remembering where each starts.
struct CSVReader {
    struct Field {
        var text: String
        var quoted: Bool
        /// 1-based column (in characters) where the field starts.
        var column: Int
    }

    struct Row {
        var fields: [Field]
        var line: Int
    }

    let bytes: [UInt8]
    let source: String
    let start: Int
    private(set) var position: Int
    private var line = 1
    private var lineStart: Int
    /// The last column counted: columns are counted on from there, so a line's fields cost one pass over it.
    private var counted: (offset: Int, column: Int)
    /// Bytes looked at, for tests that check the reader is linear.
    private(set) var work = 0

    init(bytes: [UInt8], start: Int, source: String) {
        self.bytes = bytes
        self.start = start
        self.source = source
        position = start
        lineStart = start
        counted = (start, 1)
    }

    func error(line: Int, column: Int, _ message: String) -> ShipLogError {
        ShipLogError(.badData, source: source, line: line, column: column, message: message)
    }

    /// The 1-based column (in characters) of `offset` on the current line. Counted on from the last column asked
    /// for, not from the line's start: 200,000 commas on one line took 10.7 s that way.
    private mutating func column(of offset: Int) -> Int {
        if counted.offset < lineStart || offset < counted.offset { counted = (lineStart, 1) }
        for index in counted.offset..<max(counted.offset, offset) where bytes[index] & 0xC0 != 0x80 {
            counted.column += 1
        }
        work += max(0, offset - counted.offset)
        counted.offset = max(counted.offset, offset)
        return counted.column
    }

    /// The next row, or `nil` at the end of the text.
    mutating func nextRow() throws -> Row? {
        guard position < bytes.count else { return nil }
        let rowLine = line
        var fields: [Field] = []
        while true {
            fields.append(try readField())
            guard position < bytes.count else { return Row(fields: fields, line: rowLine) }
            switch bytes[position] {
            case UInt8(ascii: ","):
                position += 1
            case UInt8(ascii: "\r") where position + 1 < bytes.count && bytes[position + 1] == 0x0A:
                position += 2
                newLine()
                return Row(fields: fields, line: rowLine)
            case 0x0A:
                position += 1
                newLine()
                return Row(fields: fields, line: rowLine)
            default:
                let found = VisibleText.quoted(
                    String(decoding: bytes[position..<min(position + 4, bytes.count)], as: UTF8.self)
                        .unicodeScalars.first.map { String($0) } ?? "")
                throw error(
                    line: line, column: column(of: position),
                    "unexpected \(found) after a quoted field, expected \",\" or the end of the line")
            }
        }
    }

    private mutating func newLine() {
        line += 1
        lineStart = position
    }

    private mutating func readField() throws -> Field {
        // Spaces before a quote are ignored, as many spreadsheets write "a, b".
        var probe = position
        while probe < bytes.count, bytes[probe] == 0x20 || bytes[probe] == 0x09 { probe += 1 }
        if probe < bytes.count, bytes[probe] == UInt8(ascii: "\"") {
            let fieldColumn = column(of: probe)
            let fieldLine = line
            position = probe + 1
            let opening = position
            defer { work += position - opening }
            var text: [UInt8] = []
            while true {
                guard position < bytes.count else {
                    throw error(
                        line: fieldLine, column: fieldColumn,
                        "a quoted field is not closed, expected a closing double quote")
                }
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "\"") {
                        text.append(byte)
                        position += 2
                        continue
                    }
                    position += 1
                    break
                }
                if byte == 0x0A {
                    text.append(byte)
                    position += 1
                    newLine()
                    continue
                }
                text.append(byte)
                position += 1
            }
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
            return Field(text: String(decoding: text, as: UTF8.self), quoted: true, column: fieldColumn)
        }
        let begin = position
        defer { work += position - begin }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: ",") || byte == 0x0A { break }
            if byte == UInt8(ascii: "\r"), position + 1 < bytes.count, bytes[position + 1] == 0x0A { break }
            if byte == UInt8(ascii: "\"") {
                throw error(
                    line: line, column: column(of: position),
                    "a double quote inside an unquoted field, expected the whole field in quotes with the quote doubled"
                )
            }
            position += 1
        }
        var end = position
        var first = begin
        while first < end, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
        while end > first, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
        return Field(
            text: String(decoding: bytes[first..<end], as: UTF8.self), quoted: false, column: column(of: first))
    }
}
