// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AtomicFiles
import Foundation
import ShipLog

/// Loads a spec's rows: inline `values`, a `sequence`, or a `url` that names a file in the spec's own folder
/// (or below it). Nothing is fetched from the network, and no path leads out of that folder, whether by `..`,
/// an absolute path or a symbolic link.
struct VegaDataLoader {
    /// The spec as the user named it, for messages; nil for a spec read from standard input.
    var specPath: String?
    /// The spec's folder, resolved (absolute, links followed).
    var folder: String?
    /// Fields to read as dates where they come from the source (Vega-Lite parses fields charted as temporal).
    var dateFields: Set<String> = []
    /// How dates are read: in UTC unless a zone is given.
    var clock = VegaClock()
    /// Fields read in UTC whatever the clock's zone (those a `utc` time unit or scale reads).
    var utcFields: Set<String> = []

    /// The most nested levels flattened into dotted field names (`a.b.c`).
    static let maximumNesting = 8

    /// The rows of `data`; `specSource` names the spec in messages.
    func load(_ data: VegaData, specSource: String) throws -> VegaTable {
        switch data {
        case .values(let node, let format):
            if let text = node.string {
                return try delimited(
                    Array(text.utf8), format: format.type ?? .csv, source: "\(specSource): data.values", parse: format)
            }
            return try rows(node, format: format, source: "\(specSource): data.values")
        case .sequence(let start, let stop, let step, let field):
            let count = Int(((stop - start) / step).rounded(.up))
            return VegaTable(fields: [field], rows: (0..<max(count, 0)).map { [.number(start + Double($0) * step)] })
        case .url(let url, let format):
            let (path, source) = try resolve(url, specSource: specSource)
            let bytes = try FileAccess.readBytes(
                path: path, source: source, maximumSize: TableReader.maximumSize, expecting: "a data file")
            let type = format.type ?? VegaFormat.Kind(rawValue: (url as NSString).pathExtension.lowercased()) ?? .json
            if type == .json {
                var reader = JSONTreeReader(maximumDepth: 64, maximumValues: Self.maximumJSONValues)
                let (node, _) = try reader.read(bytes, source: source, expected: "JSON data")
                return try rows(node, format: format, source: source)
            }
            return try delimited(bytes, format: type, source: source, parse: format)
        }
    }

    /// The most values a JSON data file may hold: its tree is held whole while the rows are made.
    static let maximumJSONValues = 8_000_000

    /// The file `url` names, refused unless it is a relative path inside the spec's folder.
    func resolve(_ url: String, specSource: String) throws -> (path: String, source: String) {
        func refuse(_ message: String) -> ShipLogError {
            ShipLogError(.usage, source: specSource, path: "data.url", message: message)
        }
        let quoted = VisibleText.quoted(url, limit: 80)
        let lower = url.lowercased()
        if lower.contains("://") || lower.hasPrefix("http:") || lower.hasPrefix("https:") || lower.hasPrefix("//")
            || lower.hasPrefix("data:") || lower.hasPrefix("file:")
        {
            throw refuse(
                "\(quoted) is a URL; shipplot reads no network and no URLs, expected a file path relative to the "
                    + "spec's folder (download the file next to the spec)")
        }
        guard let folder, let specPath else {
            throw refuse(
                "\(quoted) names a file, and a spec read from standard input has no folder to read it from; give "
                    + "the spec as a file, or its rows as data.values")
        }
        if url.hasPrefix("/") || url.hasPrefix("~") {
            throw refuse("\(quoted) is an absolute path, expected a path relative to the spec's folder")
        }
        if url.split(separator: "/").contains("..") {
            throw refuse("\(quoted) leads out with \"..\", expected a file in the spec's folder or below it")
        }
        let resolved = KernelPath.resolve(url, in: folder)
        guard resolved.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
            throw refuse(
                "\(quoted) leads out of the spec's folder through a symbolic link, expected a file in the spec's "
                    + "folder or below it")
        }
        let source = ((specPath as NSString).deletingLastPathComponent as NSString).appendingPathComponent(url)
        return (resolved, source)
    }

    // MARK: JSON

    /// Rows from a JSON value: an array of objects (nested objects flattened to `a.b`), or of plain values (each a
    /// row with field `data`); `format.property` names the array inside an object.
    func rows(_ node: JSONNode, format: VegaFormat, source: String) throws -> VegaTable {
        var node = node
        for (depth, key) in format.property.enumerated() {
            guard let inner = node[key] else {
                throw ShipLogError(
                    .badData, source: source,
                    message: "has no \(VisibleText.quoted(format.property[0...depth].joined(separator: "."))), "
                        + "which format.property names")
            }
            node = inner
        }
        guard let elements = node.array else {
            throw ShipLogError(
                .badData, source: source,
                message: "holds \(node.kindPhrase), expected an array of rows (or format.property naming one)")
        }
        var table = VegaTable()
        table.rows.reserveCapacity(elements.count)
        for element in elements {
            var row = [VegaValue](repeating: .null, count: table.fields.count)
            if element.members != nil {
                flatten(element, prefix: "", depth: 0, into: &row, table: &table)
            } else {
                let column = table.column(adding: "data")
                while row.count < table.fields.count { row.append(.null) }
                row[column] = Self.plain(element)
            }
            table.rows.append(row)
            try Self.checkSize(table, source: source)
        }
        return try parsed(table, format: format, source: source)
    }

    private func flatten(
        _ node: JSONNode, prefix: String, depth: Int, into row: inout [VegaValue], table: inout VegaTable
    ) {
        for (key, value) in node.members ?? [] {
            let name = prefix.isEmpty ? key : "\(prefix).\(key)"
            if value.members != nil, depth < Self.maximumNesting {
                // The object itself reads as JavaScript prints one, so `datum.options != null` holds for it.
                let column = table.column(adding: name)
                while row.count < table.fields.count { row.append(.null) }
                row[column] = .string("[object Object]")
                flatten(value, prefix: name, depth: depth + 1, into: &row, table: &table)
                continue
            }
            let column = table.column(adding: name)
            while row.count < table.fields.count { row.append(.null) }
            row[column] = Self.plain(value)
        }
    }

    /// A JSON value as a row value; arrays and objects past the nesting limit read as null.
    private static func plain(_ node: JSONNode) -> VegaValue {
        switch node.value {
        case .null, .array, .object: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        }
    }

    private static func checkSize(_ table: VegaTable, source: String) throws {
        guard table.rows.count * max(table.fields.count, 1) > VegaTable.maximumValues else { return }
        throw ShipLogError(
            .badData, source: source,
            message: "holds more than \(StepFolding.grouped(VegaTable.maximumValues)) values, expected fewer "
                + "(filter or aggregate the file before charting it)")
    }

    // MARK: CSV and TSV

    /// Rows of CSV or TSV with a header, through the table reader. Every value is text (an empty one null) until
    /// `format.parse` or a chart's use reads it otherwise, as in Vega: so `00501` stays a zip code.
    func delimited(_ bytes: [UInt8], format kind: VegaFormat.Kind, source: String, parse: VegaFormat) throws
        -> VegaTable
    {
        let tableFormat: TableFormat = kind == .tsv ? .tsv : .csv
        var header: [String] = []
        // One pass learns the header, the second reads every field of it.
        _ = try? TableReader.read(bytes, format: tableFormat, source: source, requested: []) {
            header = $0; throw CancellationError()
        }
        let (table, _) = try TableReader.read(bytes, format: tableFormat, source: source, requested: header) { _ in }
        guard table.rowCount * max(header.count, 1) <= VegaTable.maximumValues else {
            throw ShipLogError(
                .badData, source: source,
                message: "holds more than \(StepFolding.grouped(VegaTable.maximumValues)) values, expected fewer")
        }
        var rows = [[VegaValue]](repeating: [], count: table.rowCount)
        for cells in table.columns {
            for (row, cell) in cells.enumerated() {
                rows[row].append(cell.isMissing ? .null : .string(table.text(cell)))
            }
        }
        return try parsed(VegaTable(fields: header, rows: rows), format: parse, source: source)
    }

    // MARK: Parsing

    /// `format.parse`, then dates for the fields charted as temporal.
    private func parsed(_ table: VegaTable, format: VegaFormat, source: String) throws -> VegaTable {
        var table = table
        var kinds: [String: VegaFormat.Parse] = [:]
        for field in dateFields { kinds[field] = .date }
        for (field, kind) in format.parse { kinds[field] = kind }
        for (field, kind) in kinds.sorted(by: { $0.key < $1.key }) {
            guard let column = table.column(field) else { continue }
            for row in table.rows.indices {
                table.rows[row][column] = Self.convert(
                    table.rows[row][column], to: kind,
                    clock: utcFields.contains(field) ? VegaClock(zone: clock.zone, utc: true) : clock)
            }
        }
        return table
    }

    /// A value read as `kind`, as Vega's parsers read it: a date from text or from milliseconds, a number or null.
    static func convert(_ value: VegaValue, to kind: VegaFormat.Parse, clock: VegaClock) -> VegaValue {
        if value == .null { return .null }
        switch kind {
        case .number:
            let number = value.numberValue
            return number.isNaN ? .null : .number(number)
        case .boolean: return .bool(value.isTruthy && value.text != "false")
        case .string: return .string(value.text)
        case .date: return clock.date(value)
        }
    }
}
