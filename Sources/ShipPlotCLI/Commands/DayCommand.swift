// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipLog
import ShipPlot

/// `shipplot day`: one day's count per step, against a goal line.
enum DayCommand {
    static let spec = CommandSpec(
        name: "day",
        abstract: "Chart one day's count per step against a goal line.",
        discussion: "Every step gets a bar, so a step not done that day shows as an empty slot under the dashed red "
            + "goal line (\"do each step at least once\").",
        options: [date.spec, goal.spec, barColor.spec] + ChartOptions.specs(output: output)
            + [ChartOptions.preview.spec],
        examples: [
            UsageExample("shipplot day -o day.png", "The latest logged day, one bar per step, goal line at 1."),
            UsageExample(
                "shipplot day --date 2026-11-16 --goal 2 -o day.pdf", "A given day against a goal of 2 per step."),
            UsageExample(
                "shipplot day --bar-color '#5856D6' --alt-text -o day.png",
                "All bars in one colour, with alt text printed for the release notes."),
        ])

    static let date = Option<String?>.text(
        "date", valueName: "DATE",
        help: "The day to chart: YYYY-MM-DD, today or yesterday (default: the latest logged day)."
    ).completing(.words(DayArgument.words))
    /// `--goal N`, shared with `report`: 0 draws no line.
    static let goal = Option<Int>.int(
        "goal", help: "Where the dashed goal line goes, in steps; 0 for no line.", default: 1, in: 0...1000)
    static let barColor: Option<Color?> = .value(
        "bar-color", valueName: "COLOR", help: "Paint every bar this colour (#RRGGBB) instead of the step colours.",
        reader: { text in
            Color(hex: text).map { .value($0) }
                ?? .problem("\(VisibleText.quoted(text)) is not a colour, expected #RRGGBB")
        })
    static let output = ChartOptions.output(defaultFile: "day.png")

    static func run(_ args: ParsedArguments, io: CommandIO) throws {
        let goalValue = try args[goal]
        let goal = goalValue == 0 ? nil : goalValue
        let barColor = try args[barColor]
        let session = try ChartSession.open(args, io: io, output: output)
        let date =
            try args[date].map { try DayArgument.parse($0, option: "--date", today: session.today) }
            ?? session.latestDay().date
        let day = session.filtered([session.log.day(on: date) ?? ShipDay(date: date)])[0]
        let palette = session.values.palette
        let (counts, rest) = Self.counts(day, steps: session.steps, limit: palette.limit)
        let chart = ShipLogCharts.day(counts, goal: goal, barColor: barColor, palette: palette, rest: rest)
        let altText = AltText.day(date, counts: counts, goal: goal)
        try ChartOptions.write(
            chart, values: session.values, defaultTitle: session.title(title(date, goal: goal)), altText: altText,
            io: io)
        session.printAltText(altText, io: io)
    }

    /// Each of `steps` with its count on `day`, zeros included, in `steps` order; past `limit` steps the first
    /// `limit` and one "N more steps" count for the rest (`StepFolding`), whose label is `rest`. `day` holds only
    /// steps from `steps`.
    static func counts(_ day: ShipDay, steps: [String], limit: Int = StepFolding.limit) -> (
        counts: [StepCount], rest: String?
    ) {
        let (shown, more) = StepFolding.shown(steps, limit: limit)
        let found = Dictionary(day.steps.map { ($0, 1) }, uniquingKeysWith: +)
        guard let more else { return (steps.map { StepCount(step: $0, count: found[$0] ?? 0) }, nil) }
        var counts = shown.dropLast().map { StepCount(step: $0, count: found[$0] ?? 0) }
        counts.append(StepCount(step: more, count: day.steps.count - counts.reduce(0) { $0 + $1.count }))
        return (counts, more)
    }

    static func title(_ date: LogDate, goal: Int?) -> String {
        "Release prep · \(DateText.short(date))" + (goal.map { " · goal \($0) each" } ?? "")
    }
}
