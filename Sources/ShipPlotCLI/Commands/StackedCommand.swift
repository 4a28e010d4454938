// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipLog
import ShipPlot

/// `shipplot stacked`: per day, one bar split by step.
enum StackedCommand {
    static let spec = CommandSpec(
        name: "stacked",
        abstract: "Chart each day's steps as one bar split by step.",
        discussion: "The legend lists the steps in the log's order (or the --steps order), and each step keeps its "
            + "colour from chart to chart. Days with nothing logged stay on the axis as empty days. With more than "
            + "\(StepFolding.limit + 1) steps (8 with --palette okabe-ito), the first \(StepFolding.limit) (7) are "
            + "named and the rest are drawn together as one grey \"N more steps\", so no two steps share a colour.",
        options: [WindowOptions.days.spec] + ChartOptions.specs(output: output)
            + [ChartOptions.preview.spec, ChartOptions.allowEmpty.spec],
        examples: [
            UsageExample("shipplot stacked -o stacked.png", "The last 7 days, split by step."),
            UsageExample(
                "shipplot stacked --days 14 --steps 'Final QA,Screenshots' -o qa.png",
                "Two weeks of Final QA and Screenshots only, in that order."),
        ])

    static let output = ChartOptions.output(defaultFile: "stacked.png")

    static func run(_ args: ParsedArguments, io: CommandIO) throws {
        let days = try args[WindowOptions.days]
        let session = try ChartSession.open(
            args, io: io, output: output, refusingEmptyLog: !(try args[ChartOptions.allowEmpty]), days: days)
        let window = session.filtered(try session.log.window(days: days, endingOn: session.today))
        // Past the palette's colours (12, or 7) the chart folds the rest into a grey "N more steps" (linear,
        // readable, no colour twice).
        let palette = session.values.palette
        let (folded, steps, rest) = StepFolding.fold(window, steps: session.steps, limit: palette.limit)
        let chart = ShipLogCharts.stacked(folded, steps: steps, palette: palette, rest: rest)
        let altText = AltText.stacked(folded, steps: steps, filtered: session.isFiltered)
        try ChartOptions.write(
            chart, values: session.values, defaultTitle: session.title(title(window)), altText: altText, io: io)
        session.printAltText(altText, io: io)
    }

    static func title(_ window: [ShipDay]) -> String {
        "Release prep by step · \(ShipLogCharts.rangeText(window))"
    }
}
