// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// A table's field names for shell completion: the header of the table a partly typed `chart` line names (its
/// first positional), read from the file's first mebibyte; nothing when there is no such file.
enum TableFields {
    /// How much of the file is read: a header, or the first objects of a JSON table, lie within it.
    static let prefixSize = 1 << 20

    static func names(line: [String], spec: CommandSpec, io: CommandIO) -> [String] {
        guard let path = tablePath(line, spec: spec), path != "-",
            let handle = FileHandle(forReadingAtPath: io.url(for: path).path)
        else { return [] }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: prefixSize) else { return [] }
        let bytes = [UInt8](data)
        let given = value(of: "format", in: line).flatMap(TableFormat.init(rawValue:))
        let format =
            given ?? TableFormat(pathExtension: (path as NSString).pathExtension) ?? TableFormat.sniff(bytes, from: 0)
        switch format {
        case .csv, .tsv: return header(bytes, delimiter: format == .tsv ? 0x09 : UInt8(ascii: ","))
        case .json, .ndjson: return keys(bytes)
        }
    }

    /// The first word of `line` after the command's name that is neither an option nor an option's value.
    static func tablePath(_ line: [String], spec: CommandSpec) -> String? {
        // zsh hands over the words after the command name; bash and fish the whole line.
        var index = line.firstIndex(of: spec.name).map { $0 + 1 } ?? 0
        while index < line.count {
            let word = line[index]
            index += 1
            if word == "--" { return index < line.count ? line[index] : nil }
            guard word.hasPrefix("-"), word.count > 1 else { return word }
            let option =
                word.hasPrefix("--")
                ? spec.option(named: String(word.dropFirst(2)))
                : word.count == 2 ? spec.option(short: word.last!) : nil
            guard let option, !word.contains("=") else { continue }
            // A value follows a valued option; a flag takes the next word only when it is one of its values.
            if option.kind != .flag || (index < line.count && option.allowedValues?.contains(line[index]) == true) {
                index += 1
            }
        }
        return nil
    }

    /// The value given for `--name` on the line, if any.
    private static func value(of name: String, in line: [String]) -> String? {
        guard let index = line.lastIndex(of: "--" + name), index + 1 < line.count else { return nil }
        return line[index + 1]
    }

    private struct Stop: Error {}

    private static func header(_ bytes: [UInt8], delimiter: UInt8) -> [String] {
        var fields: [String] = []
        var reader = DelimitedReader(bytes: bytes, start: 0, source: "", delimiter: delimiter)
        _ = try? reader.read(requested: []) { header in
            fields = header
            throw Stop()
        }
        return fields
    }

    /// The keys of the objects read whole from the start of a JSON array or NDJSON text, in first-seen order.
    private static func keys(_ bytes: [UInt8]) -> [String] {
        var keys: [String] = []
        var seen: Set<String> = []
        func object(_ scanner: inout JSONScanner) throws {
            try scanner.readObject { scanner, key, _ in
                if seen.insert(key).inserted { keys.append(key) }
                try JSONRowsReader.skip(&scanner, depth: 1)
            }
        }
        var scanner = JSONScanner(bytes: bytes, start: 0, source: "")
        scanner.skipWhitespace()
        if scanner.current == UInt8(ascii: "[") {
            try? scanner.readArray { scanner, _ in try object(&scanner) }
        } else {
            while (try? object(&scanner)) != nil { scanner.skipWhitespace() }
        }
        return keys
    }
}
