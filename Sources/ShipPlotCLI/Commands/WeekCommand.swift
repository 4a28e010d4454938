import ShipLog
import ShipPlot

/// `shipplot week`: totals per day over the last N days.
enum WeekCommand {
    static let spec = CommandSpec(
        name: "week",
        abstract: "Chart the steps logged per day over the last N days.",
        discussion: "Days with nothing logged stay on the axis as empty days. Line charts get circle symbols.",
        options: [
            .choice("mark", ["bar", "line", "point", "area"], help: "How to draw each day's total.", default: "bar"),
            .flag(
                "smooth",
                help: "Draw lines and areas as curves: catmull-rom (the default) rounds the peaks; monotone never "
                    + "overshoots between days, so use it for counts.",
                optionalValues: WeekSmoothing.allCases.map(\.rawValue)),
            .value(
                "days", valueName: "N", help: "How many days to show, ending today.", default: "7",
                check: .int(in: 1...ShipLog.maximumWindowDays)),
        ] + ChartOptions.specs + [ChartOptions.preview, ChartOptions.allowEmpty],
        examples: [
            UsageExample("shipplot week --mark line --smooth -o week.png", "A smooth line chart of the last 7 days."),
            UsageExample(
                "shipplot week --days 30 --mark area --smooth monotone -o month.png",
                "A month as a smooth area that never overshoots a day's count."),
            UsageExample("shipplot week --days 14 -o week.pdf", "Two weeks of bars as a PDF."),
            UsageExample("shipplot week --mark bar -o week.svg --theme dark", "Bars as an SVG in the dark theme."),
            UsageExample(
                "shipplot week --steps Screenshots --alt-text -o shots.png",
                "Only Screenshots per day, with a description to paste as the image's alt text."),
        ])

    static func run(_ args: ParsedArguments, io: CommandIO) throws {
        let mark = try args.choice("mark", as: WeekMark.self) ?? .bar
        let days = try args.int("days", in: 1...ShipLog.maximumWindowDays) ?? 7
        let session = try ChartSession.open(
            args, io: io, defaultOutput: "week.png",
            refusingEmptyLog: !args.flag("allow-empty"))
        let window = session.filtered(try session.log.window(days: days, endingOn: session.today))
        let smoothing = args.flagValue("smooth").flatMap(WeekSmoothing.init(rawValue:)) ?? .catmullRom
        let chart = ShipLogCharts.week(window, mark: mark, smooth: args.flag("smooth"), smoothing: smoothing)
        let altText = AltText.week(
            window, mark: mark, steps: session.isFiltered ? StepSelection.list(session.steps) : nil)
        try ChartOptions.write(
            chart, values: session.values,
            defaultTitle: session.title("Release prep · \(ShipLogCharts.rangeText(window))"), altText: altText, io: io)
        session.printAltText(altText, io: io)
    }
}
