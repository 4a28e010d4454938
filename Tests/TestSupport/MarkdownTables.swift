// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The repository's top folder (the one holding `Package.swift`), for tests that read its documents.
public let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The text of `relativePath` under ``repositoryRoot``.
public func repositoryText(_ relativePath: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(relativePath), encoding: .utf8)
}

/// A pipe table of a Markdown document (GitHub's flavour), as the documentation checks read it.
public struct MarkdownTable: Equatable, Sendable {
    /// The header's cells, trimmed: `["folder", "what it holds"]`.
    public var header: [String]
    /// Each body row's cells, trimmed, as written (code spans keep their backquotes).
    public var rows: [[String]]
    /// The 1-based line of the header row, for messages.
    public var line: Int

    /// A table of `header` and `rows`, its header on `line`.
    public init(header: [String], rows: [[String]], line: Int) {
        self.header = header
        self.rows = rows
        self.line = line
    }

    /// Every table of `markdown`, in order: a header row, a delimiter row of dashes, then the rows up to the
    /// first line that is not a row. Fenced code blocks are skipped.
    public static func all(in markdown: String) -> [MarkdownTable] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var tables: [MarkdownTable] = []
        var index = 0
        var fenced = false
        while index < lines.count {
            let line = lines[index]
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { fenced.toggle() }
            guard !fenced, isRow(line), index + 1 < lines.count, isDelimiter(lines[index + 1]) else {
                index += 1
                continue
            }
            var table = MarkdownTable(header: cells(of: line), rows: [], line: index + 1)
            index += 2
            while index < lines.count, isRow(lines[index]) {
                table.rows.append(cells(of: lines[index]))
                index += 1
            }
            tables.append(table)
        }
        return tables
    }

    /// The table rendered back as Markdown, one row a line, for a failure message to paste from.
    public var markdown: String {
        ([header, header.map { _ in "---" }] + rows)
            .map { "| " + $0.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |" }
            .joined(separator: "\n")
    }

    private static func isRow(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("|") && trimmed.count > 1
    }

    private static func isDelimiter(_ line: String) -> Bool {
        let cells = cells(of: line)
        return !cells.isEmpty
            && cells.allSatisfy { cell in
                !cell.isEmpty && cell.allSatisfy { "-:".contains($0) } && cell.contains("-")
            }
    }

    /// The cells of a row: split at each `|` that is not escaped (`\|`), trimmed, outer pipes dropped.
    static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in line.trimmingCharacters(in: .whitespaces) {
            if escaped {
                cell.append(character == "|" ? "|" : "\\\(character)")
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(cell)
                cell = ""
            } else {
                cell.append(character)
            }
        }
        if escaped { cell.append("\\") }
        cells.append(cell)
        // A row starts with a pipe; it ends with one too unless written without it.
        if cells.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { cells.removeFirst() }
        if cells.count > 1, cells.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { cells.removeLast() }
        return cells.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
