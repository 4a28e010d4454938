// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AtomicFiles
import Foundation
import ShipLog

/// Writing `report --markdown DIR`: report.md and its PNGs land together or not at all.
enum MarkdownBundle {
    /// Writes `files` into `folder` through `BundleWriter`: all staged first, then moved in together, so a full
    /// disk or a signal never leaves new files beside old ones. Failures are exit 73 naming the file.
    static func write(_ files: [(name: String, data: Data)], into folder: String, io: CommandIO) throws {
        try OutputFiles.write(files, into: folder, io: io)
        io.status.markSaved()
    }
}

/// The data behind one chart, as a Markdown table under it in `report.md`: the first column names the row (a
/// day or a step), the others are counts.
struct DataTable {
    var header: [String]
    var rows: [[String]]

    /// Days and their totals: `Day | Steps logged`.
    static func totals(_ days: [ShipDay]) -> DataTable {
        DataTable(header: ["Day", "Steps logged"], rows: days.map { [dayName($0.date), "\($0.total)"] })
    }

    /// Days split by step, with a total column: `Day | Screenshots | … | Total`.
    static func byStep(_ days: [ShipDay], steps: [String]) -> DataTable {
        let rows = days.map { day -> [String] in
            let counts = Dictionary(day.steps.map { ($0, 1) }, uniquingKeysWith: +)
            return [dayName(day.date)] + steps.map { "\(counts[$0] ?? 0)" } + ["\(day.total)"]
        }
        return DataTable(header: ["Day"] + steps + ["Total"], rows: rows)
    }

    /// One day's count per step: `Step | Times logged`.
    static func perStep(_ counts: [StepCount]) -> DataTable {
        DataTable(header: ["Step", "Times logged"], rows: counts.map { [$0.step, "\($0.count)"] })
    }

    /// `Sun, Nov 22`.
    static func dayName(_ date: LogDate) -> String {
        "\(DateText.shortWeekday(date)), \(DateText.shortMonths[date.month - 1]) \(date.day)"
    }

    /// The table in GitHub-flavoured Markdown, names left-aligned and counts right-aligned; every cell escaped.
    var markdown: String {
        func line(_ cells: [String]) -> String { "| " + cells.map(MarkdownText.cell).joined(separator: " | ") + " |" }
        let rule = "| :-- |" + String(repeating: " --: |", count: max(0, header.count - 1))
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
}

/// `report.md`'s text: a heading, then per chart a plain Markdown image (or, as `.picture`, a `<picture>` with the
/// dark variant for dark pages, sized in CSS pixels so a 2× bundle shows at 1×) and its data table, if any.
enum MarkdownReport {
    /// How report.md shows a chart.
    enum Style {
        /// `![alt](chart.png)`: every Markdown renderer shows it, raw HTML allowed or not.
        case image
        /// A `<picture>` that follows the reader's theme, for renderers that allow raw HTML.
        case picture
    }

    /// One chart as `report.md` shows it.
    struct Chart {
        var light: String
        var dark: String
        var width: Double
        var height: Double
        var altText: String
        /// The values under the chart; `nil` when the chart above already has them.
        var table: DataTable?
    }

    static func text(heading: String, charts: [Chart], style: Style) -> String {
        var lines = ["# " + MarkdownText.inline(heading), ""]
        for chart in charts {
            let table = chart.table.map { [$0.markdown, ""] } ?? []
            guard style == .picture else {
                // The file names are ours (letters and dashes): no escaping needed in the link.
                lines += ["![\(MarkdownText.inline(chart.altText))](\(chart.light))", ""] + table
                continue
            }
            let size = "width=\"\(Int(chart.width.rounded()))\" height=\"\(Int(chart.height.rounded()))\""
            lines +=
                [
                    "<picture>",
                    "<source media=\"(prefers-color-scheme: dark)\" srcset=\"\(chart.dark)\" \(size)>",
                    "<img src=\"\(chart.light)\" alt=\"\(MarkdownText.attribute(chart.altText))\" \(size)>",
                    "</picture>",
                    "",
                ] + table
        }
        return lines.joined(separator: "\n")
    }
}
