// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipLog

/// One-paragraph descriptions of the charts, for image alt text: what the chart shows, the date range, the
/// busiest day and the total, then each value when there are at most ``listedValues`` of them.
enum AltText {
    /// Up to this many days (or steps), the alt text lists every value, so a reader who cannot see the image
    /// still gets the data: 14, two weeks.
    static let listedValues = 14

    /// The week chart: totals per day over `days` (oldest first).
    static func week(_ days: [ShipDay], mark: WeekMark, steps: String?) -> String {
        let kind: String
        switch mark {
        case .bar: kind = "Bar chart"
        case .line: kind = "Line chart"
        case .point: kind = "Dot chart"
        case .area: kind = "Area chart"
        }
        let text = sentence(kind, days: days, steps: steps, split: false) + " " + summary(days, breakdown: nil)
        return isolatingBidi(text + perDay(days), names: days.flatMap(\.steps))
    }

    /// The stacked chart: per day, one bar split by step.
    static func stacked(_ days: [ShipDay], steps: [String], filtered: Bool) -> String {
        let head = sentence(
            "Stacked bar chart", days: days, steps: filtered ? StepSelection.list(steps) : nil, split: true)
        return isolatingBidi(head + " " + summary(days, breakdown: steps) + perDay(days), names: steps)
    }

    /// The day chart: one day's count per step against a goal.
    static func day(_ date: LogDate, counts: [StepCount], goal: Int?) -> String {
        isolatingBidi(dayText(date, counts: counts, goal: goal), names: counts.map(\.step))
    }

    /// `text` with each of `names` that holds a bidi embedding, override or isolate wrapped in a first-strong
    /// isolate (U+2068 … U+2069): its control then ends with the name instead of reordering the rest of the
    /// sentence, and the name is still there exactly. Such names cannot be added, only imported.
    static func isolatingBidi(_ text: String, names: [String]) -> String {
        let controlled = Set(
            names.filter { name in
                name.unicodeScalars.contains {
                    (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
                }
            })
        var result = text
        for name in controlled.sorted(by: { ($0.unicodeScalars.count, $0) > ($1.unicodeScalars.count, $1) }) {
            result = result.replacing(name, with: "\u{2068}" + name + "\u{2069}")
        }
        return result
    }

    private static func dayText(_ date: LogDate, counts: [StepCount], goal: Int?) -> String {
        var text = "Bar chart of the release-prep steps logged on \(DateText.longWithWeekday(date)), one bar per step"
        if let goal { text += ", with a dashed goal line at \(goal)" }
        text += ". "
        let total = counts.reduce(0) { $0 + $1.count }
        guard total > 0 else {
            return text + "Nothing was logged that day"
                + (counts.isEmpty ? "." : " (\(counts.map { "\($0.step) 0" }.joined(separator: ", "))).")
        }
        text += "\(steps(total)) in total: " + counts.map { "\($0.step) \($0.count)" }.joined(separator: ", ")
        let most = counts.map(\.count).max() ?? 0
        let busiest = counts.filter { $0.count == most }.map(\.step)
        text +=
            busiest.count == 1
            ? "; the busiest step was \(busiest[0]) (\(most))"
            : "; the busiest steps were \(StepSelection.list(busiest)) (\(most) each)"
        if let goal {
            let short = counts.filter { $0.count < goal }.map(\.step)
            if short.isEmpty {
                text += "; every step met the goal"
            } else {
                text += "; \(StepSelection.list(short)) fell short of the goal"
            }
        }
        return text + "."
    }

    private static func sentence(_ kind: String, days: [ShipDay], steps: String?, split: Bool) -> String {
        var text = "\(kind) of the release-prep steps logged each day"
        if let first = days.first?.date, let last = days.last?.date {
            text += " " + DateText.longRange(first, last)
        }
        if split { text += ", split by step" }
        if let steps { text += ", counting only \(steps)" }
        return text + "."
    }

    /// The total (with a per-step breakdown in `breakdown` order when given), the busiest day and the empty days.
    private static func summary(_ days: [ShipDay], breakdown: [String]?) -> String {
        let total = days.reduce(0) { $0 + $1.total }
        guard total > 0 else {
            return "Nothing was logged in \(days.count == 1 ? "that day" : "these \(days.count) days")."
        }
        var text = "\(steps(total)) in total"
        if let breakdown {
            var counts: [String: Int] = [:]
            for day in days { for step in day.steps { counts[step, default: 0] += 1 } }
            text += " (" + breakdown.map { "\($0) \(counts[$0] ?? 0)" }.joined(separator: ", ") + ")"
        }
        let most = days.map(\.total).max() ?? 0
        let busiest = days.filter { $0.total == most }.map(\.date)
        let sameYear = days.first?.date.year == days.last?.date.year
        // Weekdays only for a single day: "Monday, November 9, Tuesday, …" would blur where one date ends.
        let names =
            busiest.count == 1
            ? [DateText.longWithWeekday(busiest[0], year: !sameYear)]
            : busiest.prefix(3).map { DateText.long($0, year: !sameYear) }
        let more = busiest.count > 3 ? " and \(busiest.count - 3) more" : ""
        if busiest.count == 1 {
            text += "; the busiest day was \(names[0]), with \(steps(most))"
        } else {
            text += "; the busiest days were \(StepSelection.list(names))\(more), with \(steps(most)) each"
        }
        let empty = days.filter { $0.total == 0 }.count
        if empty > 0 { text += "; \(empty) of the \(days.count) days had nothing logged" }
        return text + "."
    }

    /// " Per day: Nov 22: 0, Nov 23: 2, …." for at most ``listedValues`` days with something logged, else "".
    static func perDay(_ days: [ShipDay]) -> String {
        guard days.count <= listedValues, days.contains(where: { $0.total > 0 }) else { return "" }
        let values = days.map { "\(DateText.shortMonths[$0.date.month - 1]) \($0.date.day): \($0.total)" }
        return " Per day: " + values.joined(separator: ", ") + "."
    }

    /// "1 step", "5 steps".
    static func steps(_ count: Int) -> String { count == 1 ? "1 step" : "\(count) steps" }
}
