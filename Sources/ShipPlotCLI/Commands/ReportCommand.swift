// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import ShipPlot

/// `shipplot report`: the reports page — totals as bars and as a line, the stacked chart and the latest day.
enum ReportCommand {
    static let spec = CommandSpec(
        name: "report",
        abstract: "Write every chart at once: a PDF, a PNG grid, or Markdown with PNGs.",
        discussion: "The reports page: steps per day as bars and as a line, steps by type, and the latest day "
            + "against the goal. -o report.pdf gives one chart a page; .png and .svg give a grid, two charts a row, "
            + "their plot areas lined up. --markdown DIR writes each chart as a light and a dark PNG (2x unless "
            + "--scale says otherwise; the dark ones transparent, for dark pages) plus report.md, which shows "
            + "the light ones as plain Markdown images with alt text and a table of the values: it renders "
            + "anywhere, raw HTML allowed or not. With --picture, report.md uses an HTML <picture> instead, "
            + "which follows the reader's light or dark theme, sized to --width and --height (GitHub and GitLab "
            + "allow it). --width and --height size each chart.",
        options: [
            WindowOptions.days.help("How many days the report covers, ending today (7, 14 or any N).").spec,
            DayCommand.goal.help("The goal line of the latest-day chart; 0 for none.").spec, markdown.spec,
            picture.spec,
        ]
            + ChartOptions.specs(output: output).map { option in
                var option = option
                switch option.name {
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
            UsageExample(
                "shipplot report --markdown notes",
                "notes/report.md and its eight PNGs (light and dark), with alt text."),
        ])

    static let output = ChartOptions.output(
        defaultFile: "report.pdf",
        help: "Where to write the report: .pdf (a chart a page), .png or .svg (a grid); - writes a PNG grid to "
            + "stdout.")
    static let markdown = Option<String?>.text(
        "markdown", valueName: "DIR",
        help: "Also write every chart as a light and a dark PNG into DIR (created when missing) with a "
            + "report.md that embeds them; without -o, only this is written.",
        check: ValueCheck { $0.isEmpty ? "the folder name is empty" : nil })

    static let picture = Option<Bool>.flag(
        "picture",
        help: "With --markdown: show each chart in report.md as an HTML <picture> that swaps in the dark PNG on "
            + "dark pages, for renderers that allow raw HTML (GitHub, GitLab); plain Markdown images otherwise.")

    /// One chart of the report: its renderer, its file name in a Markdown report (without `.png`), its alt text
    /// and the data table `report.md` shows under it.
    struct Page {
        var cell: ReportGrid.Cell
        var name: String
        var altText: String
        var table: DataTable?
        var renderer: ChartRenderer { cell.renderer }
    }

    /// A chart of the report, ready to be laid out again with other padding for the grid.
    static func cell<Content>(_ chart: Chart<Content>, values: ChartOptions.Values, title: String?) -> ReportGrid.Cell {
        ReportGrid.Cell(
            renderer: ChartOptions.renderer(chart, values: values, title: title),
            padded: { ChartOptions.renderer(chart.padding($0), values: values, title: title) })
    }

    static func run(_ args: ParsedArguments, io: CommandIO) throws {
        let days = try args[WindowOptions.days]
        let goalValue = try args[DayCommand.goal]
        let goal = goalValue == 0 ? nil : goalValue
        let markdown = try args[markdown]
        if try args[picture], markdown == nil {
            throw UsageError("--picture shapes report.md, expected --markdown DIR with it")
        }
        let writeSheet = markdown == nil || args.isSet(output)
        let session = try ChartSession.open(args, io: io, output: output, checkingOutput: false, days: days)
        let window = session.filtered(try session.log.window(days: days, endingOn: session.today))
        let pages = writeSheet ? try pages(session, window: window, goal: goal) : []
        // The bundle's charts leave the range to report.md's heading.
        let bundlePages = markdown == nil ? [] : try self.pages(session, window: window, goal: goal, withRange: false)
        try checkOutputs(markdown, pages: bundlePages, sheet: writeSheet, session: session, args: args, io: io)

        // Render everything before writing anything, so a failure leaves no half-written report.
        let sheetFiles =
            writeSheet
            ? try sheets(pages, title: reportTitle(session, window: window), values: session.values, io: io) : []
        var markdownFiles: [(name: String, data: Data)] = []
        if markdown != nil {
            let heading = reportTitle(session, window: window)
            // HiDPI by default: report.md sizes each image in CSS pixels, so 2× stays sharp at 1× size.
            let scale = args.isSet(ChartOptions.scale) ? session.values.scale : 2
            let style: MarkdownReport.Style = try args[picture] ? .picture : .image
            markdownFiles = try bundleFiles(
                bundlePages, heading: heading, scale: scale, style: style,
                transparentDark: !args.isSet(ChartOptions.background), io: io)
        }

        try write(sheetFiles, values: session.values, io: io)
        if let markdown {
            try MarkdownBundle.write(markdownFiles, into: markdown, io: io)
            let paths = markdownFiles.map { (markdown as NSString).appendingPathComponent($0.name) }
            ChartOptions.noteWritten(paths, values: session.values, io: io)
        }
        if session.values.altText {
            // The sheet's and the bundle's charts differ only in their titles: the same alt text.
            for (index, page) in (writeSheet ? pages : bundlePages).enumerated() {
                if index > 0 { io.print("") }
                io.print(page.altText)
            }
        }
    }

    /// Refuses outputs that cannot be written before anything is rendered (`OutputFiles`): the bundle's files
    /// (its folder made when missing, not a file) and the sheet's, which may not be the log, one of the bundle's
    /// files (it would be overwritten unseen) or each other.
    private static func checkOutputs(
        _ markdown: String?, pages: [Page], sheet: Bool, session: ChartSession, args: ParsedArguments, io: CommandIO
    ) throws {
        let location = try LogLocation.resolve(option: try args[LogOptions.log], io: io)
        var bundle: [ReadFile] = []
        if let markdown {
            try checkFolder(markdown, io: io)
            let names = pages.flatMap { [$0.name + ".png", $0.name + "-dark.png"] } + ["report.md"]
            let files = names.map { (markdown as NSString).appendingPathComponent($0) }
            try OutputFiles.check(files, role: "--markdown", reading: location.readFiles, createsFolders: true, io: io)
            bundle = zip(files, names).map { ReadFile(path: $0, what: "the Markdown report's \($1)") }
        }
        guard sheet else { return }
        try OutputFiles.check(
            session.values.writtenOutputs, role: "--output", reading: location.readFiles + bundle, io: io)
    }

    /// Writes the sheet's files (none without one; a PNG grid to stdout for `-o -`) and names each on stderr.
    private static func write(_ files: [(path: String, data: Data)], values: ChartOptions.Values, io: CommandIO)
        throws
    {
        if values.output == "-", let sheet = files.first {
            io.writeOutput(sheet.data)
            return
        }
        if !files.isEmpty { try OutputFiles.write(files, io: io) }
        ChartOptions.noteWritten(files.map(\.path), values: values, io: io)
    }

    /// The report as one file per theme of `values` (two with `--theme both`): a PDF with a chart a page, or a
    /// PNG or SVG grid whose plot areas line up. `title` is the document's title (PDF Title, SVG `<title>`) and
    /// each chart's alt text its figure's alternate text, or part of the SVG's `<desc>`.
    static func sheets(_ pages: [Page], title: String, values: ChartOptions.Values, io: CommandIO) throws -> [(
        path: String, data: Data
    )] {
        let output = values.output
        let format = output == "-" ? .png : ChartOptions.format(of: output)
        var files: [(path: String, data: Data)] = []
        // The layout is the same in both themes: line the grid up once.
        let renderers = format == .pdf ? pages.map(\.renderer) : try ReportGrid.aligned(pages.map(\.cell))
        for scheme in values.pairsThemes ? [ColorScheme.light, .dark] : [values.scheme] {
            let charts = zip(renderers, pages).map { renderer, page in
                var renderer = renderer
                renderer.colorScheme = scheme
                renderer.altText = page.altText
                return renderer
            }
            for chart in charts { io.willRender?(chart) }
            var sheet = ChartSheet(charts, columns: 2)
            sheet.title = title
            let data: Data
            switch format {
            case .png: data = try sheet.pngData()
            case .pdf: data = try sheet.pdfData()
            case .svg: data = try sheet.svgData()
            }
            files.append((ThemePair.path(output, for: scheme, paired: values.pairsThemes), data))
        }
        return files
    }

    /// `report.md` and every chart in the light and the dark theme at `scale`; with `transparentDark`, the dark
    /// PNGs have no background, so a dark page shows through instead of a grey slab.
    static func bundleFiles(
        _ pages: [Page], heading: String, scale: Double, style: MarkdownReport.Style, transparentDark: Bool,
        io: CommandIO
    ) throws -> [(name: String, data: Data)] {
        var files: [(name: String, data: Data)] = []
        var charts: [MarkdownReport.Chart] = []
        for page in pages {
            for (scheme, suffix) in [(ColorScheme.light, ""), (.dark, "-dark")] {
                var renderer = page.renderer
                (renderer.colorScheme, renderer.scale) = (scheme, scale)
                if scheme == .dark && transparentDark { renderer.background = .transparent }
                io.willRender?(renderer)
                files.append((page.name + suffix + ".png", try renderer.pngData()))
            }
            charts.append(
                MarkdownReport.Chart(
                    light: page.name + ".png", dark: page.name + "-dark.png", width: page.renderer.width,
                    height: page.renderer.height, altText: page.altText, table: page.table))
        }
        files.append(("report.md", Data(MarkdownReport.text(heading: heading, charts: charts, style: style).utf8)))
        return files
    }

    /// The report's own title: `--title` when given and not empty, else "Release prep" and the date range.
    static func reportTitle(_ session: ChartSession, window: [ShipDay]) -> String {
        session.values.title.flatMap { $0.isEmpty ? nil : $0 }
            ?? session.title("Release prep · \(ShipLogCharts.rangeText(window))")
    }

    /// The four charts, in reading order; without `withRange`, the titles leave out the date range (a heading
    /// above them says it).
    static func pages(_ session: ChartSession, window: [ShipDay], goal: Int?, withRange: Bool = true) throws -> [Page] {
        let latest = try session.latestDay()
        let latestDay = session.filtered([latest])[0]
        let palette = session.values.palette
        let (counts, countsRest) = DayCommand.counts(latestDay, steps: session.steps, limit: palette.limit)
        let filter = session.isFiltered ? StepSelection.list(session.steps) : nil
        let (folded, steps, rest) = StepFolding.fold(window, steps: session.steps, limit: palette.limit)

        // In a bundle, report.md's heading already says the report's title, range and filter.
        func title(_ name: String, _ detail: String?) -> String? {
            let named = detail.map { "\(name) · \($0)" } ?? name
            switch session.values.title {
            case ""?: return nil
            case _ where !withRange: return named
            case nil: return session.title(named)
            case let custom?: return "\(custom) · \(named)"
            }
        }
        let range: String? = withRange ? ShipLogCharts.rangeText(window) : nil
        let values = session.values
        return [
            Page(
                cell: cell(
                    ShipLogCharts.week(window, mark: .bar), values: values,
                    title: title("Steps per day", range)),
                name: "steps-per-day", altText: AltText.week(window, mark: .bar, steps: filter),
                table: .totals(window)),
            // Straight segments: a Catmull-Rom curve dips below zero before a rise from empty days, which a
            // count never does.
            Page(
                cell: cell(
                    ShipLogCharts.week(window, mark: .line), values: values,
                    title: title("Trend", range)),
                name: "trend", altText: AltText.week(window, mark: .line, steps: filter), table: nil),
            Page(
                cell: cell(
                    ShipLogCharts.stacked(folded, steps: steps, palette: palette, rest: rest), values: values,
                    title: title("By step", range)),
                name: "by-step", altText: AltText.stacked(folded, steps: steps, filtered: session.isFiltered),
                table: .byStep(folded, steps: steps)),
            Page(
                cell: cell(
                    ShipLogCharts.day(counts, goal: goal, palette: palette, rest: countsRest), values: values,
                    title: title(
                        "Latest day",
                        DateText.short(latest.date)
                            + (goal.map { " · goal \($0) each" } ?? ""))),
                name: "latest-day", altText: AltText.day(latest.date, counts: counts, goal: goal),
                table: .perStep(counts)),
        ]
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

/// User text made inert for CommonMark, GitHub's dialect and HTML (and Python-Markdown, which knows fewer
/// backslash escapes, so the newer escapes are character references).
enum MarkdownText {
    /// `text` as one line of literal inline Markdown: newlines become spaces, no-break spaces plain spaces; the
    /// characters that open or close links, images, code, emphasis or a heading's closing sequence get a
    /// backslash; `<`, `>` and `&` become entities, so no raw HTML, autolink or entity survives. For GitHub's
    /// extensions: `~` (strikethrough) and `$` (math) become character references, and so do `:` (which ends
    /// `http:`, `mailto:` and `xmpp:` autolinks) and the dot of `www.`; an empty HTML comment goes before `@` and
    /// after a `:` that could open an `:emoji:` shortcode, since GitHub finds e-mail addresses and shortcodes in
    /// the rendered text, where references no longer count.
    ///
    /// Decided per Unicode scalar, not per character: `]` followed by a combining mark or ZWJ, or `[` after
    /// U+0600, is one grapheme cluster but still a bracket to a Markdown parser.
    static func inline(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "\\", "[", "]", "`", "*", "_", "#", "!":
                out.append("\\")
                out.append(scalar)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "~", "$": out.append(contentsOf: "&#\(scalar.value);".unicodeScalars)
            case ":":
                out.append(contentsOf: "&#58;".unicodeScalars)
                if index + 1 < scalars.count, isShortcodeCharacter(scalars[index + 1]) {
                    out.append(contentsOf: emptyComment.unicodeScalars)
                }
            case "@":
                out.append(contentsOf: emptyComment.unicodeScalars)
                out.append(scalar)
            case "."
            where index >= 3 && String(String.UnicodeScalarView(scalars[index - 3..<index])).lowercased() == "www":
                out.append(contentsOf: "&#46;".unicodeScalars)
            case "\n", "\r", "\u{A0}", "\u{2028}", "\u{2029}": out.append(" ")
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    /// Splits the rendered text where GitHub would otherwise find an address or a shortcode; shows nothing.
    private static let emptyComment = "<!-- -->"

    /// A character of an `:emoji:` shortcode name.
    private static func isShortcodeCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_+-".unicodeScalars.contains(scalar))
    }

    /// `text` in a table cell: `inline`, and `|` escaped so it cannot end the cell.
    static func cell(_ text: String) -> String {
        inline(text).replacingOccurrences(of: "|", with: "\\|")
    }

    /// `text` inside a double-quoted HTML attribute of raw HTML in Markdown: newlines become spaces, `& < >`
    /// entities, and `"` and the ASCII punctuation that makes links, code, emphasis or escapes numeric
    /// references, so no parser that reads the tag as text (Python-Markdown inside a paragraph) finds any.
    static func attribute(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"", "\\", "[", "]", "`", "*", "_", "|", "~":
                out.append(contentsOf: "&#\(scalar.value);".unicodeScalars)
            case "\n", "\r", "\u{A0}", "\u{2028}", "\u{2029}": out.append(" ")
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
