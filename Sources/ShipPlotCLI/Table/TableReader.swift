// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// `--format` of `chart`: how a data file lays out its rows.
enum TableFormat: String, CaseIterable, Sendable {
    /// Comma-separated values with a header row (RFC 4180 quoting).
    case csv
    /// Tab-separated values with a header row.
    case tsv
    /// A JSON array of objects, one object a row.
    case json
    /// One JSON object per line (also objects one after another, however they are spread over lines).
    case ndjson

    /// The format a file extension names: .csv, .tsv or .tab, .json, .ndjson or .jsonl; nil for any other.
    init?(pathExtension ext: String) {
        switch ext.lowercased() {
        case "csv": self = .csv
        case "tsv", "tab": self = .tsv
        case "json": self = .json
        case "ndjson", "jsonl": self = .ndjson
        default: return nil
        }
    }

    /// The format the text from `start` looks like: `[` opens a JSON array and `{` NDJSON; otherwise a first line
    /// with more tabs than commas is TSV, and anything else CSV.
    static func sniff(_ bytes: [UInt8], from start: Int) -> TableFormat {
        var index = start
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "[") { return .json }
        if index < bytes.count, bytes[index] == UInt8(ascii: "{") { return .ndjson }
        var (tabs, commas) = (0, 0)
        while index < bytes.count, bytes[index] != 0x0A {
            if bytes[index] == 0x09 { tabs += 1 }
            if bytes[index] == UInt8(ascii: ",") { commas += 1 }
            index += 1
        }
        return tabs > commas ? .tsv : .csv
    }
}

/// Where one value of a table lies: a run of the text read (or of the unescaped text beside it), and where it
/// starts in the text for messages. 12 bytes, so a million rows of three fields take 36 MB.
struct TableCell {
    /// The first byte, in ``Table/bytes`` or, when `unescaped`, in ``Table/unescaped``.
    var start: UInt32
    /// The length in bytes, and two flags in the top bits.
    private var lengthAndFlags: UInt32
    /// Where the value starts in the text read.
    var offset: UInt32

    private static let unescapedFlag: UInt32 = 1 << 31
    private static let quotedFlag: UInt32 = 1 << 30

    /// A value; `quoted` marks a JSON string, `unescaped` a value whose text had to be rewritten (doubled
    /// quotes, JSON escapes) and lies in the buffer beside the text.
    init(start: Int, length: Int, offset: Int, quoted: Bool = false, unescaped: Bool = false) {
        self.start = UInt32(start)
        lengthAndFlags =
            UInt32(length) | (quoted ? Self.quotedFlag : 0) | (unescaped ? Self.unescapedFlag : 0)
        self.offset = UInt32(offset)
    }

    /// No value: an empty field, JSON null, a field the row lacks.
    static func missing(at offset: Int) -> TableCell { TableCell(start: 0, length: 0, offset: offset) }

    var length: Int { Int(lengthAndFlags & ~(Self.unescapedFlag | Self.quotedFlag)) }
    var isMissing: Bool { length == 0 }
    /// A JSON string: `"2.0"` is a version, not a number, unless a type option says so.
    var isQuoted: Bool { lengthAndFlags & Self.quotedFlag != 0 }
    var isUnescaped: Bool { lengthAndFlags & Self.unescapedFlag != 0 }
}

/// The fields a chart reads from a table: each requested field's values, one per row, as runs of the text read
/// (never a string per value: a million dates as strings took 64 MB), with where each starts, so a value that
/// does not parse can be named by line and column without counting columns while reading.
struct Table {
    /// Every field name, in file order (the header's; first appearance in JSON).
    var fields: [String]
    /// The requested fields' values, in request order, `rowCount` each.
    var columns: [[TableCell]]
    var rowCount: Int
    /// The text read, kept to read values and to turn an offset into a line and column.
    let bytes: [UInt8]
    /// Values whose text had to be rewritten, one after another.
    var unescaped: [UInt8] = []
    let start: Int
    /// The input as messages name it: the path as given, or `stdin`.
    let source: String
    /// The line of the input `start` is on: 1, or later for a batch of a file read in batches.
    var firstLine = 1

    /// The bytes of `cell`.
    func slice(_ cell: TableCell) -> ArraySlice<UInt8> {
        let start = Int(cell.start)
        return cell.isUnescaped ? unescaped[start..<start + cell.length] : bytes[start..<start + cell.length]
    }

    /// The text of `cell` (empty when missing).
    func text(_ cell: TableCell) -> String { String(decoding: slice(cell), as: UTF8.self) }

    /// The 1-based line and column of value `row` of column `column`: one pass over the text, only when a
    /// message needs it.
    func place(column: Int, row: Int) -> (line: Int, column: Int) {
        let place = JSONScanner.lineAndColumn(of: Int(columns[column][row].offset), in: bytes, from: start)
        return (place.line + firstLine - 1, place.column)
    }

    /// A data error at value `row` of column `column`.
    func error(column: Int, row: Int, _ message: String) -> ShipLogError {
        let place = place(column: column, row: row)
        return ShipLogError(.badData, source: source, line: place.line, column: place.column, message: message)
    }
}

/// Reads CSV, TSV, JSON arrays and NDJSON into a ``Table``. Every reader makes one pass over the text; only
/// requested fields become strings.
enum TableReader {
    /// The largest input read: 256 MiB (a million rows of a dozen fields is about 60 MiB).
    static let maximumSize = 256 << 20
    /// The most rows read.
    static let maximumRows = 10_000_000
    /// How deep JSON values of fields no chart reads may nest.
    static let maximumDepth = 256

    /// What empty or whitespace-only input is told it should have been.
    static let expected = "a table: CSV or TSV with a header row, a JSON array of objects, or NDJSON"

    /// The text of `data` as `format` (sniffed when nil) with `requested` fields read. `check` sees every field
    /// name once they are known (after the header in CSV and TSV, so a misspelt field is refused before the rows
    /// are read; after the whole text in JSON) and throws to refuse the request.
    static func read(
        _ bytes: [UInt8], format: TableFormat?, source: String, requested: [String], check: ([String]) throws -> Void
    ) throws -> (table: Table, format: TableFormat) {
        let start = try ShipLog.checkedTextStart(bytes, source: source, expected: expected)
        let format = format ?? TableFormat.sniff(bytes, from: start)
        let table: Table
        switch format {
        case .csv, .tsv:
            try refuseBareCarriageReturns(bytes, from: start, source: source)
            var reader = DelimitedReader(
                bytes: bytes, start: start, source: source,
                delimiter: format == .tsv ? 0x09 : UInt8(ascii: ","))
            table = try reader.read(requested: requested, check: check)
        case .json, .ndjson:
            table = try JSONRowsReader.read(
                bytes: bytes, start: start, source: source, requested: requested, check: check)
        }
        if table.rowCount == 0 { throw noRows(source, format: format) }
        return (table, format)
    }

    /// Lines ending in a carriage return alone (classic Mac OS) read as one long line of one header, whose
    /// fields then hold a piece of every row: said as it is, on the header line, instead.
    static func refuseBareCarriageReturns(_ bytes: [UInt8], from start: Int, source: String) throws {
        var quoted = false
        var index = start
        while index < bytes.count, bytes[index] != 0x0A || quoted {
            if bytes[index] == UInt8(ascii: "\"") { quoted.toggle() }
            if bytes[index] == 0x0D, !quoted, index + 1 < bytes.count, bytes[index + 1] != 0x0A {
                throw ShipLogError(
                    .badData, source: source,
                    message: "line 1 ends in a carriage return alone (classic Mac OS line ends), expected lines that "
                        + "end in LF or CR LF (convert it with: tr '\\r' '\\n')")
            }
            index += 1
        }
    }

    static func noRows(_ source: String, format: TableFormat) -> ShipLogError {
        let what = format == .csv || format == .tsv ? "a header and no rows" : "no rows"
        return ShipLogError(.badData, source: source, message: "\(what), expected at least one row of data")
    }

    static func tooManyRows(_ source: String) -> ShipLogError {
        ShipLogError(
            .badData, source: source,
            message: "more than \(StepFolding.grouped(maximumRows)) rows, expected at most "
                + StepFolding.grouped(maximumRows))
    }
}

/// CSV (RFC 4180 quoting) and TSV in one pass: a field is quoted when it starts with a double quote (a quote
/// inside it doubled); spaces around fields are dropped; a quote inside an unquoted field is kept as it is;
/// rows end with LF or CRLF; empty lines are skipped.
struct DelimitedReader {
    let bytes: [UInt8]
    let start: Int
    let source: String
    let delimiter: UInt8
    var position: Int
    /// The line `position` is on, counted as the reader passes line ends.
    var line = 1
    /// The line of the input `start` is on (later than 1 for a batch of a file).
    var firstLine = 1
    /// Bytes looked at so far, each time it is looked at: the tests hold it linear in the input.
    private(set) var work = 0

    init(bytes: [UInt8], start: Int, source: String, delimiter: UInt8) {
        self.bytes = bytes
        self.start = start
        self.source = source
        self.delimiter = delimiter
        position = start
    }

    /// A field as found: where its text lies, whether doubled quotes need undoing, where it starts.
    struct Span {
        var begin: Int
        var end: Int
        var escaped: Bool
        var offset: Int
    }

    func text(_ span: Span) -> String {
        var out: [UInt8] = []
        append(span, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The field's text, doubled quotes undone, added to `out`.
    func append(_ span: Span, to out: inout [UInt8]) {
        guard span.escaped else {
            out += bytes[span.begin..<span.end]
            return
        }
        var index = span.begin
        while index < span.end {
            out.append(bytes[index])
            // A doubled quote stands for one.
            index += bytes[index] == UInt8(ascii: "\"") ? 2 : 1
        }
    }

    /// The field as a cell: a run of the text, or of `unescaped` when doubled quotes had to be undone.
    func cell(_ span: Span, unescaped: inout [UInt8]) -> TableCell {
        guard span.escaped else {
            return TableCell(start: span.begin, length: span.end - span.begin, offset: span.offset)
        }
        let start = unescaped.count
        append(span, to: &unescaped)
        return TableCell(start: start, length: unescaped.count - start, offset: span.offset, unescaped: true)
    }

    func error(at offset: Int, _ message: String) -> ShipLogError {
        let (line, column) = JSONScanner.lineAndColumn(of: offset, in: bytes, from: start)
        return ShipLogError(.badData, source: source, line: line + firstLine - 1, column: column, message: message)
    }

    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte == 0x09 && delimiter != 0x09) }

    /// Reads the next field and the separator after it; `true` when the row goes on.
    private mutating func field(_ span: inout Span) throws -> Bool {
        let first = position
        var backed = 0
        defer { work += position - first + backed }
        while position < bytes.count, isSpace(bytes[position]) { position += 1 }
        span.offset = position
        if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
            let opening = position
            position += 1
            span.begin = position
            span.escaped = false
            while true {
                guard position < bytes.count else {
                    throw error(at: opening, "a quoted field is not closed, expected a closing double quote")
                }
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "\"") {
                        span.escaped = true
                        position += 2
                        continue
                    }
                    span.end = position
                    position += 1
                    break
                }
                if byte == 0x0A { line += 1 }
                position += 1
            }
            while position < bytes.count, isSpace(bytes[position]) { position += 1 }
            return try separator(afterQuoted: true)
        }
        span.begin = position
        span.escaped = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == delimiter || byte == 0x0A { break }
            position += 1
        }
        var end = position
        while end > span.begin, isSpace(bytes[end - 1]) || bytes[end - 1] == 0x0D {
            end -= 1
            backed += 1
        }
        span.end = end
        return try separator(afterQuoted: false)
    }

    /// Steps over the delimiter or line end at `position`; `true` after a delimiter.
    private mutating func separator(afterQuoted: Bool) throws -> Bool {
        guard position < bytes.count else { return false }
        let byte = bytes[position]
        if byte == delimiter {
            position += 1
            return true
        }
        if byte == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { position += 1 }
        if bytes[position] == 0x0A {
            position += 1
            line += 1
            return false
        }
        let found = VisibleText.quoted(
            String(decoding: bytes[position..<min(position + 4, bytes.count)], as: UTF8.self).unicodeScalars.first
                .map { String($0) } ?? "")
        let name = delimiter == 0x09 ? "a tab" : "\",\""
        throw error(at: position, "unexpected \(found) after a quoted field, expected \(name) or the end of the line")
    }

    /// Skips empty lines (and lines of spaces); `false` at the end of the text.
    private mutating func skipEmptyLines() -> Bool {
        while position < bytes.count {
            var probe = position
            while probe < bytes.count, bytes[probe] == 0x20 || bytes[probe] == 0x0D || bytes[probe] == 0x09 {
                probe += 1
                work += 1
            }
            if probe < bytes.count, bytes[probe] != 0x0A { return true }
            if probe == bytes.count {
                position = probe
                return false
            }
            position = probe + 1
            line += 1
        }
        return false
    }

    mutating func read(requested: [String], check: ([String]) throws -> Void) throws -> Table {
        let header = try readHeader()
        try check(header)
        return try readRows(requested: requested, header: header)
    }

    /// The header line's fields, each as written.
    mutating func readHeader() throws -> [String] {
        var header: [String] = []
        var span = Span(begin: 0, end: 0, escaped: false, offset: 0)
        _ = skipEmptyLines()
        var more = true
        while more {
            more = try field(&span)
            header.append(text(span))
        }
        return header
    }

    /// Each requested field's index in the header; a name given twice in the header is ambiguous.
    mutating func wantedColumns(_ requested: [String], header: [String]) throws -> [Int] {
        var wanted = [Int](repeating: -1, count: header.count)
        // Every column of the header by name, once: a Vega-Lite spec requests every field, and a scan of the
        // header per request made a wide table quadratic.
        var columnsNamed: [String: [Int]] = [:]
        for (index, name) in header.enumerated() { columnsNamed[name, default: []].append(index) }
        work += header.count + requested.count
        for (column, name) in requested.enumerated() {
            let indices = columnsNamed[name] ?? []
            if indices.count > 1 {
                throw ShipLogError(
                    .badData, source: source, line: 1, column: 1,
                    message: "the header names \(VisibleText.quoted(name)) \(indices.count) times (fields "
                        + "\(indices.map { String($0 + 1) }.joined(separator: ", "))), expected each name once")
            }
            if let index = indices.first, wanted[index] < 0 { wanted[index] = column }
        }
        return wanted
    }

    /// The rows from `position` to the end of the text, each with `header`'s number of fields.
    mutating func readRows(requested: [String], header: [String], rowLimit: Int = TableReader.maximumRows) throws
        -> Table
    {
        let wanted = try wantedColumns(requested, header: header)
        var columns = [[TableCell]](repeating: [], count: requested.count)
        var unescaped: [UInt8] = []
        var span = Span(begin: 0, end: 0, escaped: false, offset: 0)
        // Requested twice (--x a --color a): read once, copied at the end.
        var firstRequest: [String: Int] = [:]
        for (position, name) in requested.enumerated() where firstRequest[name] == nil { firstRequest[name] = position }
        let firstOf = requested.map { firstRequest[$0]! }
        var rows = 0
        while skipEmptyLines() {
            let rowLine = line + firstLine - 1
            var index = 0
            var more = true
            while more {
                more = try field(&span)
                if index < wanted.count, wanted[index] >= 0 {
                    columns[wanted[index]].append(cell(span, unescaped: &unescaped))
                }
                index += 1
            }
            guard index == header.count else {
                throw ShipLogError(
                    .badData, source: source, line: rowLine, column: 1,
                    message: "\(index) field\(index == 1 ? "" : "s"), expected \(header.count) as in the header")
            }
            rows += 1
            if rows > rowLimit { throw TableReader.tooManyRows(source) }
        }
        for (column, first) in firstOf.enumerated() where first != column { columns[column] = columns[first] }
        var table = Table(
            fields: header, columns: columns, rowCount: rows, bytes: bytes, unescaped: unescaped, start: start,
            source: source)
        table.firstLine = firstLine
        return table
    }
}

/// A JSON array of objects, or objects one after another (NDJSON), through the strict scanner the ship log uses:
/// line and column in every syntax error, duplicate keys refused. Fields no chart reads are checked and skipped.
enum JSONRowsReader {
    static func read(
        bytes: [UInt8], start: Int, source: String, requested: [String], check: ([String]) throws -> Void
    ) throws -> Table {
        var scanner = JSONScanner(bytes: bytes, start: start, source: source)
        var rows = JSONRows(requested: requested, source: source)
        scanner.skipWhitespace()
        if scanner.current == UInt8(ascii: "[") {
            try scanner.readArray { scanner, index in
                let kind = try scanner.peekKind(expected: "an object")
                guard kind == .object else {
                    throw scanner.error(
                        at: scanner.position, path: "[\(index)]",
                        "found \(kind.phrase), expected an object of named fields (one object a row)")
                }
                try rows.row(&scanner, index: index)
            }
            try scanner.expectEnd()
        } else {
            while true {
                scanner.skipWhitespace()
                if scanner.atEnd { break }
                let kind = try scanner.peekKind(expected: "an object")
                guard kind == .object else {
                    throw scanner.error(
                        at: scanner.position, "found \(kind.phrase), expected an object of named fields (one a line)")
                }
                try rows.row(&scanner, index: rows.count)
            }
        }
        // No rows names no fields: say that, rather than that every field is unknown.
        if rows.count == 0 { throw TableReader.noRows(source, format: .json) }
        try check(rows.fields)
        return rows.table(requested: requested, bytes: bytes, start: start)
    }

    /// The columns read so far: one per requested field, a cell a row.
    private struct JSONRows {
        let source: String
        /// Each requested field's column (the first, for a field requested twice).
        var wanted: [String: Int] = [:]
        var fields: [String] = []
        /// Each key met: its column, -1 for a field no chart reads.
        var seen: [String: Int] = [:]
        var columns: [[TableCell]]
        var unescaped: [UInt8] = []
        var count = 0

        init(requested: [String], source: String) {
            self.source = source
            columns = [[TableCell]](repeating: [], count: requested.count)
            for (column, name) in requested.enumerated() where wanted[name] == nil { wanted[name] = column }
        }

        /// Reads the object at the scanner as row `index`. The row's index, not its path: a path string per value
        /// cost a third of the reading.
        mutating func row(_ scanner: inout JSONScanner, index: Int) throws {
            let objectOffset = scanner.position
            try scanner.readObject { scanner, key, _ in
                // One lookup a key: its column, -1 for a field no chart reads, nil for one not seen before.
                var column = seen[key]
                if column == nil {
                    column = wanted[key] ?? -1
                    seen[key] = column
                    fields.append(key)
                }
                guard let column, column >= 0 else { return try JSONRowsReader.skip(&scanner, depth: 1) }
                columns[column].append(try JSONRowsReader.value(&scanner, row: index, key: key, unescaped: &unescaped))
            }
            // A field the row lacks is a missing value, placed at the row's start.
            for column in columns.indices where columns[column].count == count {
                columns[column].append(.missing(at: objectOffset))
            }
            count += 1
            if count > TableReader.maximumRows { throw TableReader.tooManyRows(source) }
        }

        /// The table, a field requested twice read once and copied.
        func table(requested: [String], bytes: [UInt8], start: Int) -> Table {
            var columns = columns
            for (column, name) in requested.enumerated() where wanted[name] != column {
                columns[column] = columns[wanted[name]!]
            }
            return Table(
                fields: fields, columns: columns, rowCount: count, bytes: bytes, unescaped: unescaped, start: start,
                source: source)
        }
    }

    /// A field's value as a cell: strings as they are (decoded into `unescaped` when they hold escapes),
    /// numbers as written, `true` and `false`; null is missing.
    static func value(_ scanner: inout JSONScanner, row: Int, key: String, unescaped: inout [UInt8]) throws
        -> TableCell
    {
        let offset = scanner.position
        switch try scanner.peekKind(expected: "a value") {
        case .string:
            if try scanner.skipPlainString() {
                return TableCell(start: offset + 1, length: scanner.position - offset - 2, offset: offset, quoted: true)
            }
            let text = try scanner.readString()
            let length = scanner.position - offset - 2
            // Without escapes the string is its own bytes between the quotes.
            guard text.utf8.count != length else {
                return TableCell(start: offset + 1, length: length, offset: offset, quoted: true)
            }
            let start = unescaped.count
            unescaped += text.utf8
            return TableCell(
                start: start, length: unescaped.count - start, offset: offset, quoted: true, unescaped: true)
        case .number:
            try scanner.skipNumber()
            return TableCell(start: offset, length: scanner.position - offset, offset: offset)
        case .boolean:
            scanner.position += scanner.current == UInt8(ascii: "t") ? 4 : 5
            return TableCell(start: offset, length: scanner.position - offset, offset: offset)
        case .null:
            scanner.position += 4
            return .missing(at: offset)
        case let kind:
            throw scanner.error(
                at: scanner.position, path: "[\(row)].\(key)",
                "found \(kind.phrase), expected a number, a date or text")
        }
    }

    /// Reads past a value no chart uses, checking its syntax; nesting is bounded so it cannot exhaust the stack.
    static func skip(_ scanner: inout JSONScanner, depth: Int) throws {
        let kind = try scanner.peekKind(expected: "a value")
        if (kind == .object || kind == .array) && depth > TableReader.maximumDepth {
            throw scanner.error(
                at: scanner.position,
                "values nested more than \(TableReader.maximumDepth) deep, expected flatter rows")
        }
        switch kind {
        case .object: try scanner.readObject { scanner, _, _ in try skip(&scanner, depth: depth + 1) }
        case .array: try scanner.readArray { scanner, _ in try skip(&scanner, depth: depth + 1) }
        case .string: if try !scanner.skipPlainString() { _ = try scanner.readString() }
        case .number: try scanner.skipNumber()
        case .boolean: scanner.position += scanner.current == UInt8(ascii: "t") ? 4 : 5
        case .null: scanner.position += 4
        }
    }
}
