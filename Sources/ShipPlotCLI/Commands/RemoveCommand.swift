// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// `shipplot remove`: deletes whole days from the log.
enum RemoveCommand {
    static let spec = CommandSpec(
        name: "remove",
        abstract: "Delete whole days from the log.",
        discussion: "Every date must have steps logged; if one does not, nothing is removed, so a mistyped date never "
            + "takes the others with it. The previous version of the log is kept as <log>.bak.",
        options: [on.spec, dryRun.spec] + LogOptions.specs,
        positionals: [PositionalSpec("DATE", help: "More days to delete, like --on.", arity: .variadic)],
        examples: [
            UsageExample("shipplot remove --on 2026-11-16 --dry-run", "Show what deleting that day would remove."),
            UsageExample("shipplot remove --on 2026-11-16 --on 2026-11-17", "Delete two days."),
        ])

    static let on = Option<[String]>.repeatable(
        "on", valueName: "DATE", help: "A day to delete: YYYY-MM-DD, today or yesterday."
    ).completing(.words(DayArgument.words))
    static let dryRun = Option<Bool>.flag("dry-run", help: "Show what would be deleted, and change nothing.")

    static func run(_ args: ParsedArguments, io: CommandIO) throws {
        let today = try LogOptions.today(args, io: io)
        let given = try args[on]
        let words = given + args.positionalValues("DATE")
        guard !words.isEmpty else { throw UsageError("expected at least one day to delete, as --on YYYY-MM-DD") }
        var dates: [LogDate] = []
        for word in words {
            let date = try DayArgument.parse(
                word, option: given.contains(word) ? "--on" : "DATE", today: today)
            if !dates.contains(date) { dates.append(date) }
        }
        let location = try LogLocation.resolve(option: try args[LogOptions.log], io: io)
        let store = location.store
        let source = location.url.relativePath

        let current = try location.loadExisting()
        // A future date is a mistyped one, unless the log holds that day (an import from a zone ahead of this one).
        if let future = dates.first(where: { $0 > today && current.day(on: $0) == nil }) {
            throw UsageError.invalidValue(
                given.contains(future.description) ? "--on" : "DATE",
                problem: "\(future) is in the future, expected a date on or before today (\(today))")
        }
        let doomed = try check(dates, in: current, source: source)
        if try args[dryRun] {
            for day in doomed { io.print("Would remove " + describe(day, order: current.steps)) }
            io.print("Dry run: \(source) is unchanged.")
            return
        }
        let removed = try store.update { log in
            _ = try check(dates, in: log, source: source)
            return log.removeDays(dates)
        }
        io.status.markSaved()
        for day in removed { io.print("Removed " + describe(day, order: current.steps)) }
        io.note("shipplot: the previous version is kept as \(store.backupURL.lastPathComponent)")
    }

    /// The logged days on `dates`, newest first; an error naming the first date with nothing logged.
    static func check(_ dates: [LogDate], in log: ShipLog, source: String) throws -> [ShipDay] {
        var found: [ShipDay] = []
        for date in dates {
            guard let day = log.day(on: date) else {
                throw CommandError(
                    message:
                        "\(source): nothing logged on \(date), expected a day with steps (see \"shipplot log\"); nothing removed",
                    exitCode: .failure)
            }
            found.append(day)
        }
        return found.sorted { $0.date > $1.date }
    }

    /// `2026-11-16 (Mon): 5 steps — Screenshots ×3, Metadata ×1, Final QA ×1`.
    static func describe(_ day: ShipDay, order: [String]) -> String {
        let counts = day.stepCounts(order: order).map { "\(VisibleText.escaped($0.step)) ×\($0.count)" }
            .joined(separator: ", ")
        return "\(day.date) (\(DateText.shortWeekday(day.date))): \(AltText.steps(day.total)) — \(counts)"
    }
}
