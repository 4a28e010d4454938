// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipLog
import ShipPlot

/// The window the log charts and `log` show.
enum WindowOptions {
    /// `--days N`: the last N days, ending today.
    static let days = Option<Int>.int(
        "days", help: "How many days to show, ending today.", default: 7, in: 1...ShipLog.maximumWindowDays)
}

/// `shipplot week`: totals per day over the last N days.
enum WeekCommand {
    static let spec = CommandSpec(
        name: "week",
        abstract: "Chart the steps logged per day over the last N days.",
        discussion: "Days with nothing logged stay on the axis as empty days. Line charts get circle symbols.",
        options: [mark.spec, smooth.spec, WindowOptions.days.spec] + ChartOptions.specs(output: output)
            + [ChartOptions.preview.spec, ChartOptions.allowEmpty.spec],
        examples: [
            UsageExample("shipplot week --mark line --smooth -o week.png", "A smooth line chart of the last 7 days."),
            UsageExample(
                "shipplot week --days 30 --mark area --smooth catmull-rom -o month.png",
                "A month as an area with rounder peaks (it may overshoot a day's count)."),
            UsageExample("shipplot week --days 14 -o week.pdf", "Two weeks of bars as a PDF."),
            UsageExample("shipplot week --mark bar -o week.svg --theme dark", "Bars as an SVG in the dark theme."),
            UsageExample(
                "shipplot week --steps Screenshots --alt-text -o shots.png",
                "Only Screenshots per day, with a description to paste as the image's alt text."),
        ])

    static let mark = Option<WeekMark>.choice("mark", help: "How to draw each day's total.", default: .bar)
    static let smooth: Option<WeekSmoothing?> = .flag(
        "smooth",
        help: "Draw lines and areas as curves: monotone never overshoots between days, so a count never "
            + "dips below zero; catmull-rom rounds the peaks.", bare: .monotone)
    static let output = ChartOptions.output(defaultFile: "week.png")

    static func run(_ args: ParsedArguments, io: CommandIO) throws {
        let mark = try args[Self.mark]
        let days = try args[WindowOptions.days]
        let session = try ChartSession.open(
            args, io: io, output: output, refusingEmptyLog: !(try args[ChartOptions.allowEmpty]), days: days)
        let window = session.filtered(try session.log.window(days: days, endingOn: session.today))
        let smoothing = try args[smooth]
        let chart = ShipLogCharts.week(
            window, mark: mark, smooth: smoothing != nil, smoothing: smoothing ?? .monotone)
        let altText = AltText.week(
            window, mark: mark, steps: session.isFiltered ? StepSelection.list(session.steps) : nil)
        try ChartOptions.write(
            chart, values: session.values,
            defaultTitle: session.title("Release prep · \(ShipLogCharts.rangeText(window))"), altText: altText, io: io)
        session.printAltText(altText, io: io)
    }
}
