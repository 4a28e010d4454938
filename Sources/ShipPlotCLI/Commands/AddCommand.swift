// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// `shipplot add`: logs steps done on a day.
enum AddCommand {
    static let spec = CommandSpec(
        name: "add",
        abstract: "Log prep steps done on a day (default: today).",
        discussion: "Each STEP is logged once; repeat a name to log it again (Screenshots Screenshots). Quote names "
            + "with spaces (\"Final QA\"). A name that is not in the log's step list is refused with a suggestion, "
            + "so a typo never becomes a new step; --new-step adds it to the list. Dates in the future are refused. "
            + "The log and its folders are created when missing; the previous version is kept as <log>.bak.",
        options: [on.spec, newStep.spec] + LogOptions.specs,
        positionals: [
            PositionalSpec(
                "STEP", help: "The steps done, e.g. Screenshots \"Final QA\".", arity: .oneOrMore, completion: .steps)
        ],
        examples: [
            UsageExample("shipplot add Screenshots Metadata", "Log two steps today."),
            UsageExample("shipplot add \"Final QA\" --on 2026-11-16", "Log Final QA on an earlier day."),
            UsageExample("shipplot add \"Press kit\" --new-step", "Start logging a step the log does not have yet."),
        ])

    static let on = Option<String>.text(
        "on", valueName: "DATE", help: "The day the steps were done: YYYY-MM-DD, today or yesterday.",
        default: "today"
    ).completing(.words(DayArgument.words))
    static let newStep = Option<Bool>.flag(
        "new-step", help: "Allow names that are not yet in the log's step list, and add them to it.")

    static func run(_ args: ParsedArguments, io: CommandIO) throws {
        let steps = args.positionalValues("STEP")
        for step in steps {
            do {
                try ShipLog.validateStepName(step)
            } catch let error as ShipLogError {
                throw UsageError.invalidValue("STEP", problem: error.message)
            }
        }
        let today = try LogOptions.today(args, io: io)
        let date = try DayArgument.parse(try args[on], option: "--on", today: today)
        guard date <= today else {
            throw UsageError.invalidValue(
                "--on", problem: "\(date) is in the future, expected a date on or before today (\(today))")
        }
        guard date.isSupported else {
            throw UsageError.invalidValue(
                "--on", problem: LogDateParseError(text: date.description, reason: .outOfRange).description)
        }
        let allowNew = try args[newStep]
        let location = try LogLocation.resolve(option: try args[LogOptions.log], io: io)
        let store = location.store

        // Checked before taking the lock, so a refused command leaves no trace on disk; checked again inside it
        // in case another process changed the step list meanwhile.
        try checkKnown(steps, in: try store.load(ifMissing: ShipLog()), allowNew: allowNew)
        // Only the add that created the file says so, however many first adds run at once.
        let ((dayTotal, newNames), created) = try store.updateReportingCreation { log in
            try checkKnown(steps, in: log, allowNew: allowNew)
            let newNames = uniqued(steps.filter { !log.steps.contains($0) })
            try log.add(steps, on: date, today: today)
            return (log.day(on: date)?.total ?? 0, newNames)
        }
        io.status.markSaved()
        if created { io.note("shipplot: started a new ship log at \(location.url.relativePath)") }
        if !newNames.isEmpty {
            io.note(
                "shipplot: added \(newNames.map { VisibleText.quoted($0) }.joined(separator: ", ")) to the log's steps")
        }
        let logged = ShipDay(date: date, steps: steps).stepCounts(order: steps)
            .map { $0.count == 1 ? VisibleText.escaped($0.step) : "\(VisibleText.escaped($0.step)) ×\($0.count)" }
        io.print(
            "Logged \(logged.joined(separator: ", ")) on \(DateText.shortWeekday(date)) \(date); "
                + "that day now has \(AltText.steps(dayTotal)).")
    }

    /// Refuses names not in the log's step list unless new steps are allowed, and new names with invisible
    /// characters (bidi overrides, zero-width spaces) always.
    static func checkKnown(_ steps: [String], in log: ShipLog, allowNew: Bool) throws {
        for step in steps where !log.steps.contains(step) {
            if let problem = ShipLog.newStepNameProblem(step) {
                throw UsageError.invalidValue("STEP", problem: problem)
            }
            guard !allowNew else { continue }
            throw UsageError.invalidValue(
                "STEP",
                problem: StepSelection.unknownStepProblem(step, known: log.steps)
                    + "; to start a new step, add --new-step")
        }
    }

    private static func uniqued(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
