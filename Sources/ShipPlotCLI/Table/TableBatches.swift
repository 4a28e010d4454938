// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// A table read a batch of rows at a time, in as many passes as a chart needs: standard input, JSON and files up
/// to `streamingThreshold` whole, as one batch; a larger CSV or TSV file `batchSize` bytes at a time, so ten
/// million rows take the memory of a batch (and a pass reads the file again).
final class TableBatches {
    /// Files larger than this (CSV and TSV) are read a batch at a time.
    static let streamingThreshold = 64 << 20
    /// The text read into one batch (the last row may take it a little past).
    static let batchSize = 16 << 20

    let source: String
    /// The text read into one batch here (`batchSize`, or less in tests).
    private let batch: Int
    /// Every field the header names.
    let fields: [String]
    /// The fields read, in the order each batch's `Table` holds them.
    let requested: [String]
    private let storage: Storage

    private enum Storage {
        case whole(Table)
        case file(descriptor: Int32, size: Int, rowsStart: Int, firstLine: Int, delimiter: UInt8)
    }

    /// Whether the rows come in more than one batch.
    var isStreamed: Bool {
        if case .file = storage { return true }
        return false
    }

    /// A table read whole.
    init(_ table: Table, requested: [String]) {
        source = table.source
        batch = Self.batchSize
        fields = table.fields
        self.requested = requested
        storage = .whole(table)
    }

    deinit {
        if case .file(let descriptor, _, _, _, _) = storage { close(descriptor) }
    }

    /// The large CSV or TSV file at `path`, its header read and shown to `requested`, which says which fields to
    /// read (and may refuse the header's names).
    init(
        file path: String, source: String, delimiter: UInt8, batchSize: Int = TableBatches.batchSize,
        requested: ([String]) throws -> [String]
    ) throws {
        batch = max(batchSize, 64)
        let (descriptor, size) = try FileAccess.openRegularFile(path: path, source: source, expecting: "a table file")
        do {
            var head = [UInt8](repeating: 0, count: min(size, 1 << 20))
            let got = try FileAccess.read(
                descriptor, offset: 0, count: head.count, into: &head, at: 0, source: source)
            head.removeLast(head.count - got)
            // Lines that end in a carriage return alone would read as one header line of every row.
            try TableReader.refuseBareCarriageReturns(head, from: 0, source: source)
            // The first mebibyte may end inside a character: only the header's text is checked here.
            let headerEnd = RowBoundary.firstRowEnd(head, delimiter: delimiter) ?? head.count
            guard headerEnd < head.count || got == size else {
                throw ShipLogError(
                    .badData, source: source, line: 1, column: 1,
                    message: "the header is longer than 1 MiB, expected a header line of field names")
            }
            let start = try ShipLog.checkedTextStart(
                Array(head[..<headerEnd]), source: source, expected: TableReader.expected)
            var reader = DelimitedReader(bytes: head, start: start, source: source, delimiter: delimiter)
            let header = try reader.readHeader()
            fields = header
            self.requested = try requested(header)
            self.source = source
            storage = .file(
                descriptor: descriptor, size: size, rowsStart: reader.position, firstLine: reader.line,
                delimiter: delimiter)
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// One pass over the rows, a batch at a time, each a `Table` of the requested fields whose lines count from
    /// the start of the input.
    func forEach(_ body: (Table) throws -> Void) throws {
        switch storage {
        case .whole(let table): try body(table)
        case .file(let descriptor, let size, let rowsStart, let firstLine, let delimiter):
            try readBatches(
                descriptor: descriptor, size: size, from: rowsStart, firstLine: firstLine, delimiter: delimiter, body)
        }
    }

    private func readBatches(
        descriptor: Int32, size: Int, from rowsStart: Int, firstLine: Int, delimiter: UInt8,
        _ body: (Table) throws -> Void
    ) throws {
        var offset = rowsStart
        var line = firstLine
        var carry: [UInt8] = []
        var rows = 0
        while true {
            var bytes = carry
            let kept = bytes.count
            let wanted = max(batch - kept, batch / 4)
            bytes += repeatElement(0, count: wanted)
            let got = try FileAccess.read(
                descriptor, offset: offset, count: wanted, into: &bytes, at: kept, source: source)
            bytes.removeLast(wanted - got)
            offset += got
            let final = got == 0
            let cut = final ? bytes.count : RowBoundary.lastRowEnd(bytes, delimiter: delimiter)
            guard cut > 0 || final else {
                // A row longer than a batch: read on until it ends.
                carry = bytes
                continue
            }
            if cut > 0 {
                let text = Array(bytes[..<cut])
                if let (at, problem) = ShipLog.firstBadByte(in: text, from: 0) {
                    let place = JSONScanner.lineAndColumn(of: at, in: text, from: 0)
                    throw ShipLogError(
                        .badData, source: source, line: place.line + line - 1, column: place.column,
                        message: problem.replacingOccurrences(of: "JSON text", with: "text"))
                }
                var reader = DelimitedReader(bytes: text, start: 0, source: source, delimiter: delimiter)
                reader.firstLine = line
                let table = try reader.readRows(requested: requested, header: fields, rowLimit: .max)
                rows += table.rowCount
                try body(table)
                line += bytes[..<cut].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            }
            if final { break }
            carry = Array(bytes[cut...])
        }
        if rows == 0 { throw TableReader.noRows(source, format: delimiter == 0x09 ? .tsv : .csv) }
    }
}

/// Where the rows of CSV or TSV text end, read as `DelimitedReader` reads them: a field that starts (after
/// spaces) with a double quote runs to its closing quote, line ends included; a quote inside an unquoted field is
/// text.
enum RowBoundary {
    /// The index just past the last line end that ends a row in `bytes`, 0 when none does.
    static func lastRowEnd(_ bytes: [UInt8], delimiter: UInt8) -> Int {
        rowEnd(bytes, delimiter: delimiter, first: false) ?? 0
    }

    /// The index just past the first line end that ends a row (the header's), nil when none does.
    static func firstRowEnd(_ bytes: [UInt8], delimiter: UInt8) -> Int? {
        rowEnd(bytes, delimiter: delimiter, first: true)
    }

    private static func rowEnd(_ bytes: [UInt8], delimiter: UInt8, first: Bool) -> Int? {
        enum State { case fieldStart, unquoted, quoted, quoteInQuoted }
        var state = State.fieldStart
        var end: Int?
        for index in bytes.indices {
            if first, end != nil { return end }
            let byte = bytes[index]
            switch state {
            case .fieldStart:
                if byte == UInt8(ascii: "\"") {
                    state = .quoted
                } else if byte == 0x0A {
                    end = index + 1
                } else if byte != 0x20 && byte != 0x09 && byte != delimiter && byte != 0x0D {
                    state = .unquoted
                }
            case .unquoted, .quoteInQuoted:
                if byte == 0x0A {
                    (state, end) = (.fieldStart, index + 1)
                } else if byte == delimiter {
                    state = .fieldStart
                } else if state == .quoteInQuoted && byte == UInt8(ascii: "\"") {
                    state = .quoted
                }
            case .quoted:
                if byte == UInt8(ascii: "\"") { state = .quoteInQuoted }
            }
        }
        return end
    }
}
