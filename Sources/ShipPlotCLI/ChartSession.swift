// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import ShipPlot

/// Everything a chart command needs once its options are read: the renderer settings, today, the log and the
/// steps to chart.
struct ChartSession {
    var values: ChartOptions.Values
    var today: LogDate
    var log: ShipLog
    /// Where the log came from, for messages: its path as given.
    var source: String
    /// The steps to chart, in legend and colour order: `--steps`, else the log's step list.
    var steps: [String]
    /// Whether `--steps` narrowed the chart to some of the log's steps.
    var isFiltered: Bool

    /// Reads the shared options (usage mistakes first; `output` is the command's `-o`, checked by `OutputFiles`
    /// unless `checkingOutput` is off for a command that checks its outputs together), then the log. With
    /// `refusingEmptyLog`, a log with no days at all is an error rather than an empty chart (`--allow-empty`
    /// turns that off). A command that shows only the last `days` days says so, and the built-in sample is made
    /// for those (and a week before them, where the latest logged day may be) instead of three years.
    static func open(
        _ args: ParsedArguments, io: CommandIO, output: Option<String>,
        refusingEmptyLog: Bool = false, checkingOutput: Bool = true, days: Int? = nil
    ) throws -> ChartSession {
        var values = try ChartOptions.read(args, output: output)
        values.font = ChartOptions.installedFont(values.font, io: io)
        values.shaper = io.shaper
        let today = try LogOptions.today(args, io: io)
        let location = try LogLocation.resolve(option: try args[LogOptions.log], io: io)
        if checkingOutput {
            try OutputFiles.check(values.writtenOutputs, role: "--output", reading: location.readFiles, io: io)
        }
        let log = try location.loadForReading(today: today, io: io, sampleDays: days.map { $0 + 7 })
        if refusingEmptyLog && log.days.isEmpty {
            throw CommandError(
                message: "\(location.url.relativePath): no days logged, expected at least one (log a step with "
                    + "\"shipplot add STEP\", or pass --allow-empty to chart an empty log)",
                exitCode: .dataError)
        }
        let steps = try StepSelection.resolve(values.steps, in: log)
        return ChartSession(
            values: values, today: today, log: log, source: location.url.relativePath, steps: steps,
            isFiltered: values.steps != nil && steps != log.steps)
    }

    /// The newest logged day on or before today, or an error saying the log has none.
    func latestDay() throws -> ShipDay {
        guard let day = log.days.first(where: { $0.date <= today }) else {
            throw CommandError(
                message: "\(source): no day logged on or before \(today), expected at least one "
                    + "(log a step with \"shipplot add STEP\", or pass --date)",
                exitCode: .dataError)
        }
        return day
    }

    /// `days` with only the chosen steps kept (a day may become empty; it stays, as a gap).
    func filtered(_ days: [ShipDay]) -> [ShipDay] {
        guard isFiltered else { return days }
        let chosen = Set(steps)
        return days.map { ShipDay(date: $0.date, steps: $0.steps.filter(chosen.contains)) }
    }

    /// The default title with the filter named, so a chart of some steps never passes for all of them.
    func title(_ base: String) -> String {
        guard isFiltered else { return base }
        return base + " · " + StepSelection.list(steps)
    }

    /// Prints the alt text when `--alt-text` was given.
    func printAltText(_ text: @autoclosure () -> String, io: CommandIO) {
        // On a terminal as in `log`: a name holding a bidi override would reorder the rest of the line.
        if values.altText { io.print(text()) }
    }
}

extension ValueCheck {
    /// Refuses control characters (C0, DEL, C1) and line or paragraph separators: a title is one line, and a
    /// newline, ESC or BEL would be written raw into a chart, `report.md` or a terminal.
    static let printableText = ValueCheck { text in
        guard
            let bad = text.unicodeScalars.first(where: { scalar in
                switch scalar.value {
                case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
                default: false
                }
            })
        else { return nil }
        let digits = String(bad.value, radix: 16, uppercase: true)
        let name = "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        return "\(VisibleText.quoted(text)) contains control character \(name), expected one line of printable text"
    }
}

/// `--steps`: which steps a chart shows and in what order.
enum StepSelection {
    /// `"Screenshots, Final QA"` → `["Screenshots", "Final QA"]`: split at commas, spaces around names trimmed,
    /// empty pieces dropped. A name that holds a comma goes in double quotes, as in CSV (`"Build, test",Metadata`,
    /// a quote inside it doubled); a quote inside an unquoted name is just a character.
    static func split(_ text: String) -> [String] {
        var names: [String] = []
        var current = String.UnicodeScalarView()
        var quoted: Bool?
        func finish() {
            let name = String(current)
            if quoted == true {
                names.append(name)
            } else {
                let trimmed = name.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty { names.append(trimmed) }
            }
            (current, quoted) = (String.UnicodeScalarView(), nil)
        }
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch (scalar, quoted) {
            case ("\"", true?) where index < scalars.count && scalars[index] == "\"":
                current.append(scalar)
                index += 1
            case ("\"", true?): quoted = false
            case ("\"", nil) where String(current).allSatisfy(\.isWhitespace):
                (current, quoted) = (String.UnicodeScalarView(), true)
            case (",", let state) where state != true: finish()
            default: current.append(scalar)
            }
        }
        finish()
        return names
    }

    /// The chosen steps, each checked to be one of the log's; `nil` chooses all of them in the log's order.
    static func resolve(_ chosen: [String]?, in log: ShipLog) throws -> [String] {
        guard let chosen else { return log.steps }
        var seen = Set<String>()
        for name in chosen {
            guard log.steps.contains(name) else {
                throw UsageError.invalidValue("--steps", problem: unknownStepProblem(name, known: log.steps))
            }
            guard seen.insert(name).inserted else {
                throw UsageError.invalidValue(
                    "--steps", problem: "\(VisibleText.quoted(name)) is listed twice, expected each step once")
            }
        }
        return chosen
    }

    /// `"Screenshot" is not a step in the log (did you mean "Screenshots"?)`, with the log's steps named when
    /// nothing is close.
    static func unknownStepProblem(_ name: String, known: [String]) -> String {
        var text = "\(VisibleText.quoted(name)) is not a step in the log"
        if let whole = known.first(where: { $0.contains(",") && $0.lowercased().hasPrefix(name.lowercased() + ",") }) {
            // "Build, test" typed bare is split at its comma: say how to keep it together.
            text += " (did you mean \(VisibleText.quoted(whole))? put a name with a comma in double quotes)"
        } else if let suggestion = suggestion(for: name, in: known) {
            // "Final" for "Final QA" is a name split by the shell: say how to keep it together.
            let split = suggestion.lowercased().hasPrefix(name.lowercased() + " ")
            text +=
                " (did you mean \(VisibleText.quoted(suggestion))?\(split ? " quote names that contain spaces" : ""))"
        } else {
            text += ", expected one of " + NameList.oneOf(known)
        }
        return text
    }

    /// The known step `name` was probably meant to be: a near spelling, or a multi-word step it begins
    /// (`Final` for `Final QA`, typed without quotes).
    static func suggestion(for name: String, in known: [String]) -> String? {
        if let close = closestMatch(to: name, in: known, maxDistance: suggestionDistance(for: name)) { return close }
        let prefix = name.lowercased() + " "
        return known.first { $0.lowercased().hasPrefix(prefix) }
    }

    /// "Screenshots", "Screenshots and Metadata", "Screenshots, Metadata and Keywords".
    static func list(_ names: [String]) -> String {
        switch names.count {
        case 0: return ""
        case 1: return names[0]
        default: return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        }
    }
}

/// Dates as people read them, in English with fixed patterns (no locale).
enum DateText {
    static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]
    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// `Mon`.
    static func shortWeekday(_ date: LogDate) -> String { String(weekdays[date.isoWeekday - 1].prefix(3)) }

    /// `November 16, 2026`, or `November 16` when `year` is false.
    static func long(_ date: LogDate, year: Bool = true) -> String {
        "\(months[date.month - 1]) \(date.day)" + (year ? ", \(date.year)" : "")
    }

    /// `Monday, November 16, 2026`.
    static func longWithWeekday(_ date: LogDate, year: Bool = true) -> String {
        "\(weekdays[date.isoWeekday - 1]), " + long(date, year: year)
    }

    /// `from November 10 to November 16, 2026` (the first year only when the range crosses one).
    static func longRange(_ first: LogDate, _ last: LogDate) -> String {
        if first == last { return "on " + long(first) }
        return "from \(long(first, year: first.year != last.year)) to \(long(last))"
    }

    /// `Nov 16, 2026` with no-break spaces, so a wrapped title keeps it together.
    static func short(_ date: LogDate) -> String {
        "\(shortMonths[date.month - 1])\u{A0}\(date.day),\u{A0}\(date.year)"
    }
}

/// Dates typed on the command line: `YYYY-MM-DD`, `today` or `yesterday`.
enum DayArgument {
    static let help = "YYYY-MM-DD, today or yesterday"
    /// The words a date may be besides `YYYY-MM-DD`, offered by shell completion.
    static let words = ["today", "yesterday"]

    /// The date `text` names, relative words counted from `today`; the error names `option`.
    static func parse(_ text: String, option: String, today: LogDate) throws -> LogDate {
        switch text.lowercased() {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        default:
            do {
                return try LogDate.parse(text)
            } catch {
                throw UsageError.invalidValue(
                    option,
                    problem: error.description.replacingOccurrences(
                        of: "expected YYYY-MM-DD", with: "expected \(help)"))
            }
        }
    }
}
