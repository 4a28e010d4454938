// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// `shipplot log`: the log as text, one line a day, newest first.
enum LogCommand {
    static let spec = CommandSpec(
        name: "log",
        abstract: "Print the log as text: one line a day with its total, newest first.",
        discussion: "Without --days every logged day is listed; with --days N the last N days are, empty ones "
            + "included. --json prints the same days as JSON for scripts: an array, newest first, of "
            + "{\"date\", \"total\", \"steps\"} with \"steps\" mapping each step to its count, in step order.",
        options: [days.spec, expand.spec, json.spec] + LogOptions.specs,
        examples: [
            UsageExample("shipplot log --days 7 --expand", "The last week, each day's steps with their counts."),
            UsageExample("shipplot log --json", "Every logged day as JSON, for scripts."),
        ])

    static let days = Option<Int?>.int(
        "days", help: "Only the last N days, ending today, empty days included.", in: 1...ShipLog.maximumWindowDays)
    static let expand = Option<Bool>.flag(
        "expand", help: "List each day's distinct steps under it with their counts (Screenshots ×3).")
    static let json = Option<Bool>.flag("json", help: "Print JSON instead of text.")

    static func run(_ args: ParsedArguments, io: CommandIO) throws {
        let window = try args[days]
        let today = try LogOptions.today(args, io: io)
        let location = try LogLocation.resolve(option: try args[LogOptions.log], io: io)
        let log = try location.loadForReading(today: today, io: io, activity: "showing")
        let days: [ShipDay] = try window.map { try log.window(days: $0, endingOn: today).reversed() } ?? log.days
        // A window ends today: say so when the log holds later days, in text and JSON alike.
        let later = log.days.filter { $0.date > today }
        if window != nil, !later.isEmpty {
            io.note(
                "shipplot: note: \(later.count == 1 ? "1 logged day is" : "\(later.count) logged days are") after today "
                    + "(\(today)) and outside the window: \(later.prefix(3).map(\.date.description).joined(separator: ", "))"
            )
        }
        if try args[json] {
            io.writeOutput(Data(json(days, order: log.steps).utf8))
            return
        }
        if days.isEmpty {
            io.note("shipplot: \(location.url.relativePath) has no days logged yet; add one with \"shipplot add STEP\"")
            return
        }
        io.writeOutput(Data(text(days, order: log.steps, expand: try args[expand]).utf8))
    }

    /// `2026-11-16  Mon   5 steps`, and with `expand` the day's distinct steps indented under it.
    static func text(_ days: [ShipDay], order: [String], expand: Bool) -> String {
        let width = String(days.map(\.total).max() ?? 0).count
        let order = StepOrder(order)
        var out = ""
        for day in days {
            let count = String(day.total)
            out +=
                "\(day.date)  \(DateText.shortWeekday(day.date))  "
                + String(repeating: " ", count: width - count.count) + count + (day.total == 1 ? " step" : " steps")
                + "\n"
            if expand {
                for item in day.stepCounts(in: order) {
                    out += "    \(VisibleText.escaped(item.step)) ×\(item.count)\n"
                }
            }
        }
        return out
    }

    /// The days as a JSON array, one day a line.
    static func json(_ days: [ShipDay], order: [String]) -> String {
        guard !days.isEmpty else { return "[]\n" }
        let order = StepOrder(order)
        let lines = days.map { day in
            let steps = day.stepCounts(in: order).map { "\(JSONText.string($0.step)): \($0.count)" }
            return
                "  {\"date\": \"\(day.date)\", \"total\": \(day.total), \"steps\": {\(steps.joined(separator: ", "))}}"
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }
}

/// JSON string literals for the CLI's own JSON output.
enum JSONText {
    /// `value` quoted, with quotes, backslashes and control characters escaped (the log file's own rules), and
    /// hidden characters (``VisibleText``: bidi overrides, zero-width spaces) as `\u` escapes too: the same string
    /// to a JSON reader, but printed on a terminal they cannot reorder or hide the rest of the line.
    static func string(_ value: String) -> String {
        let quoted = ShipLog.jsonString(value)
        guard VisibleText.firstHidden(in: quoted) != nil else { return quoted }
        let scalars = Array(quoted.unicodeScalars)
        var out = ""
        for (scalar, hidden) in zip(scalars, VisibleText.hiddenFlags(scalars)) {
            guard hidden else {
                out.unicodeScalars.append(scalar)
                continue
            }
            for unit in String(scalar).utf16 {
                let digits = String(unit, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            }
        }
        return out
    }
}
