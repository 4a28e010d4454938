import Foundation
import ShipLog
import ShipPlot

/// `shipplot report`: the reports page — totals as bars and as a line, the stacked chart and the latest day.
enum ReportCommand {
    static let spec = CommandSpec(
        name: "report",
        abstract: "Write every chart at once: a PDF, a PNG grid, or Markdown with PNGs.",
        discussion: "The reports page: steps per day as bars and as a line, steps by type, and the latest day "
            + "against the goal. -o report.pdf gives one chart a page; .png and .svg give a grid, two charts a row. "
            + "--markdown DIR writes each chart as a PNG plus report.md, which embeds them with alt text, ready to "
            + "paste into release notes. --width and --height size each chart.",
        options: [
            .value(
                "days", valueName: "N", help: "How many days the report covers, ending today (7, 14 or any N).",
                default: "7", check: .int(in: 1...ShipLog.maximumWindowDays)),
            .value(
                "goal", valueName: "N", help: "The goal line of the latest-day chart; 0 for none.", default: "1",
                check: .int(in: 0...1000)),
            .value(
                "markdown", valueName: "DIR",
                help: "Also write every chart as a PNG into DIR (created when missing) with a report.md that "
                    + "embeds them; without -o, only this is written.", default: nil),
        ]
            + ChartOptions.specs.map { option in
                var option = option
                switch option.name {
                case "output":
                    option.help =
                        "Where to write the report: .pdf (a chart a page), .png or .svg (a grid); - writes a "
                        + "PNG grid to stdout."
                    option.defaultValue = "report.pdf"
                case "title":
                    option.help =
                        "The report's title: it heads report.md and starts each chart's title; \"\" for no "
                        + "titles."
                case "width", "height":
                    option.help = "Each chart's \(option.name) in points."
                default:
                    break
                }
                return option
            },
        examples: [
            UsageExample("shipplot report -o report.pdf", "The last 7 days, one chart a page."),
            UsageExample(
                "shipplot report --days 14 -o report.png --scale 2", "Two weeks as a HiDPI grid of four charts."),
            UsageExample("shipplot report --markdown notes", "notes/report.md and its four PNGs, with alt text."),
        ])

    /// One chart of the report: its renderer, the file name it gets in a Markdown report and its alt text.
    struct Page {
        var renderer: ChartRenderer
        var fileName: String
        var altText: String
    }

    static func run(_ args: ParsedArguments, io: CommandIO) throws {
        let days = try args.int("days", in: 1...ShipLog.maximumWindowDays) ?? 7
        let goalValue = try args.int("goal", in: 0...1000) ?? 1
        let goal = goalValue == 0 ? nil : goalValue
        let markdown = args.value("markdown")
        if markdown?.isEmpty == true {
            throw UsageError.invalidValue("--markdown", problem: "the folder name is empty")
        }
        let writeSheet = markdown == nil || args.isSet("output")
        let session = try ChartSession.open(args, io: io, defaultOutput: "report.pdf")
        let window = session.filtered(try session.log.window(days: days, endingOn: session.today))
        let pages = try pages(session, window: window, goal: goal)
        for page in pages { io.willRender?(page.renderer) }
        if let markdown {
            try MarkdownBundle.refuseLogFiles(
                markdown, names: pages.map(\.fileName) + ["report.md"], log: args.value("log"), io: io)
        }

        // Render everything before writing anything, so a failure leaves no half-written report.
        var sheetData: Data?
        if writeSheet {
            let sheet = ChartSheet(pages.map(\.renderer), columns: 2)
            let output = session.values.output
            let format = output == "-" ? .png : ChartOptions.format(of: output)
            switch format {
            case .png: sheetData = try sheet.pngData()
            case .pdf: sheetData = try sheet.pdfData()
            case .svg: sheetData = try sheet.svgData()
            }
        }
        var markdownFiles: [(name: String, data: Data)] = []
        if markdown != nil {
            for page in pages {
                markdownFiles.append((page.fileName, try page.renderer.pngData()))
            }
            let heading =
                session.values.title.flatMap { $0.isEmpty ? nil : $0 }
                ?? session.title("Release prep · \(ShipLogCharts.rangeText(window))")
            markdownFiles.append(("report.md", Data(markdownText(heading, pages).utf8)))
        }

        if let sheetData {
            if session.values.output == "-" {
                io.writeOutput(sheetData)
            } else {
                try ChartFiles.write(sheetData, to: session.values.output, io: io)
            }
        }
        if let markdown {
            try checkFolder(markdown, io: io)
            try MarkdownBundle.write(markdownFiles, into: markdown, io: io)
        }
        if session.values.altText {
            io.print(pages.map { StepText.visible($0.altText) }.joined(separator: "\n\n"))
        }
    }

    /// The four charts, in reading order.
    static func pages(_ session: ChartSession, window: [ShipDay], goal: Int?) throws -> [Page] {
        let latest = try session.latestDay()
        let latestDay = session.filtered([latest])[0]
        let counts = DayCommand.counts(latestDay, steps: session.steps)
        let range = ShipLogCharts.rangeText(window)
        let filter = session.isFiltered ? StepSelection.list(session.steps) : nil
        let (folded, steps) = StepFolding.fold(window, steps: session.steps)

        func title(_ name: String, _ detail: String) -> String? {
            switch session.values.title {
            case nil: return session.title("\(name) · \(detail)")
            case ""?: return nil
            case let custom?: return "\(custom) · \(name)"
            }
        }
        let values = session.values
        return [
            Page(
                renderer: ChartOptions.renderer(
                    ShipLogCharts.week(window, mark: .bar), values: values,
                    title: title("Steps per day", range)),
                fileName: "steps-per-day.png", altText: AltText.week(window, mark: .bar, steps: filter)),
            // Straight segments: a Catmull-Rom curve dips below zero before a rise from empty days, which a
            // count never does.
            Page(
                renderer: ChartOptions.renderer(
                    ShipLogCharts.week(window, mark: .line), values: values,
                    title: title("Trend", range)),
                fileName: "trend.png", altText: AltText.week(window, mark: .line, steps: filter)),
            Page(
                renderer: ChartOptions.renderer(
                    ShipLogCharts.stacked(folded, steps: steps, palette: values.palette), values: values,
                    title: title("By step", range)),
                fileName: "by-step.png",
                altText: AltText.stacked(folded, steps: steps, filtered: session.isFiltered)),
            Page(
                renderer: ChartOptions.renderer(
                    ShipLogCharts.day(counts, goal: goal, palette: values.palette), values: values,
                    title: title(
                        "Latest day",
                        DateText.short(latest.date)
                            + (goal.map { " · goal \($0) each" } ?? ""))),
                fileName: "latest-day.png", altText: AltText.day(latest.date, counts: counts, goal: goal)),
        ]
    }

    /// `report.md`: a heading, then each chart as an image with its alt text. Every piece of text is escaped
    /// (`MarkdownText.inline`), because step names and titles are user strings and the report is pasted into
    /// release notes.
    static func markdownText(_ heading: String, _ pages: [Page]) -> String {
        var lines = ["# " + MarkdownText.inline(heading), ""]
        for page in pages {
            lines.append("![\(escapedAltText(page.altText))](\(page.fileName))")
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// Alt text inside `![…]`: escaped so a step name cannot end the image early or start a link, an image or HTML.
    static func escapedAltText(_ text: String) -> String {
        MarkdownText.inline(text)
    }

    /// Refuses a `--markdown` path that is a file, before anything is written.
    private static func checkFolder(_ path: String, io: CommandIO) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: io.url(for: path).path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        {
            throw CommandError(
                message: "\(path): is a file, expected a folder for the Markdown report", exitCode: .cannotCreate)
        }
    }
}

/// Helpers for files the chart commands write.
enum ChartFiles {
    /// Writes `data` to `path` atomically, like a chart: the folder must exist, a failure names the file, and an
    /// interrupt leaves the old file or none, never a part (see `InterruptCleanup`).
    static func write(_ data: Data, to path: String, io: CommandIO) throws {
        do {
            try writeFileAtomically(data, to: io.url(for: path), createFolders: false)
        } catch let error as ShipLogError {
            let reason = error.message.hasPrefix("cannot write: ") ? String(error.message.dropFirst(14)) : error.message
            throw CommandError(message: "cannot write \(path): \(reason)", exitCode: .cannotCreate)
        }
    }
}

/// User text made inert for CommonMark and HTML (and Python-Markdown, which knows fewer backslash escapes).
enum MarkdownText {
    /// `text` as one line of literal inline Markdown: newlines become spaces, no-break spaces plain spaces; the
    /// characters that open or close links, images, code, emphasis or a heading's closing sequence get a
    /// backslash; `<`, `>` and `&` become entities, so no raw HTML, autolink or entity survives.
    ///
    /// Decided per Unicode scalar, not per character: `]` followed by a combining mark or ZWJ, or `[` after
    /// U+0600, is one grapheme cluster but still a bracket to a Markdown parser.
    static func inline(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "[", "]", "`", "*", "_", "#", "!":
                out.append("\\")
                out.append(scalar)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "\n", "\r", "\u{A0}", "\u{2028}", "\u{2029}": out.append(" ")
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
