// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import ShipPlot

/// `--theme`: one theme, or both as a pair of files.
enum ThemeChoice: String, Sendable, CaseIterable {
    case light, dark, both
}

/// The options every chart command takes, each declared once with its default and range, so help, parsing,
/// completion and the values the commands read agree.
enum ChartOptions {
    /// `-o FILE`: `defaultFile` unless given; the extension picks PNG, PDF or SVG, and `-` is PNG on stdout.
    static func output(
        defaultFile: String,
        help: String = "Where to write the chart; the extension picks PNG, PDF or SVG, and - writes PNG to stdout."
    ) -> Option<String> {
        .value(
            "output", short: "o", valueName: "FILE", help: help, default: defaultFile, shown: defaultFile,
            reader: readChartOutput)
    }

    // 14400 points is the largest PDF page (and our SVG limit); above it only a PNG could be drawn.
    static let width = Option<Double>.double(
        "width", valueName: "POINTS", help: "Chart width in points.", default: 800, in: 50...14400)
    static let height = Option<Double>.double(
        "height", valueName: "POINTS", help: "Chart height in points.", default: 500, in: 50...14400)
    static let scale = Option<Double>.value(
        "scale", valueName: "FACTOR", help: "Pixels per point for PNG output (2 for HiDPI).", default: 1, shown: "1",
        reader: { text in
            guard let value = Double(text), value.isFinite else { return .problem("\"\(text)\" is not a number") }
            return value > 0 && value <= 8
                ? .value(value) : .problem("\(text) is out of range, expected more than 0 and at most 8")
        })
    static let theme = Option<ThemeChoice>.choice(
        "theme",
        help: "Colour theme; both writes FILE in the light theme and FILE-dark (week-dark.png) in the dark "
            + "one, for release notes that follow the reader's theme.", default: .light)
    static let palette = Option<StepPalette>.choice(
        "palette",
        help: "Step colours: standard (Apple's colours, the first four kept apart for colour-blind readers) "
            + "or okabe-ito (Okabe and Ito's colour-blind-safe set).", default: .standard)
    static let background: Option<ChartBackground?> = .value(
        "background", valueName: "COLOR",
        help: "Background: transparent or #RRGGBB (default: the theme's background). Light-theme text "
            + "is dark and dark-theme text light, so a transparent chart suits pages of its own theme: "
            + "use --theme both and let the page choose.",
        reader: { text in
            if text == "transparent" { return .value(.transparent) }
            guard let color = Color(hex: text) else {
                return .problem("\"\(text)\" is not a colour, expected transparent or #RRGGBB")
            }
            return .value(.color(color))
        })
    static let title = Option<String?>.text(
        "title", valueName: "TEXT", help: "Title above the chart; \"\" for none.", check: .printableText)
    static let font = Option<String?>.text(
        "font", valueName: "FAMILY",
        help: "Font family for all text, e.g. \"Noto Sans\" (default: Inter, or DejaVu Sans without it; a family "
            + "that is not installed falls back to it with a warning).", check: .printableText)
    static let altText = Option<Bool>.flag(
        "alt-text", help: "Also print a one-paragraph description of the chart on stdout, for image alt text.")
    static let quiet = Option<Bool>.flag(
        "quiet", short: "q",
        help: "Print no \"wrote FILE\" line on stderr for each file written; warnings and errors still show.")

    /// `--steps`, for the ship-log charts.
    static let steps: Option<[String]?> = .value(
        "steps", valueName: "LIST",
        help: "Comma-separated steps to chart, in legend and colour order, e.g. \"Screenshots,Final QA\" "
            + "(default: every step of the log, in its order).",
        reader: { text in
            let names = StepSelection.split(text)
            return names.isEmpty
                ? .problem("\(VisibleText.quoted(text)) names no step, expected names separated by commas")
                : .value(names)
        }
    ).completing(.stepList)

    /// `--preview`, for the single-chart commands: the chart on the terminal instead of (or, with `-o`, as well
    /// as) a file. Given alone, the protocol is detected from the environment.
    static let preview: Option<SwitchValue<PreviewKind>> = .switchValue(
        "preview",
        help: "Show the chart in the terminal instead of writing a file (with -o, as well): kitty "
            + "graphics, iTerm2 inline images or sixel when the terminal supports them, else 24-bit colour text; "
            + "name one to force it. -o - on a terminal previews too.")

    /// `--allow-empty`, for the charts that can show a log with no days as an empty chart.
    static let allowEmpty = Option<Bool>.flag(
        "allow-empty", help: "Chart a log with no days logged as an empty chart instead of refusing it.")

    /// The rendering rows every chart command takes, `-o` (with the command's default) first.
    static func renderSpecs(output: Option<String>) -> [OptionSpec] {
        [
            output.spec, width.spec, height.spec, scale.spec, theme.spec, palette.spec, background.spec, title.spec,
            font.spec, altText.spec, quiet.spec,
        ]
    }

    /// The rows of the ship-log charts: the rendering rows, `--steps` and the log's options.
    static func specs(output: Option<String>) -> [OptionSpec] {
        renderSpecs(output: output) + [steps.spec] + LogOptions.specs
    }

    /// The renderer settings and output destination read from parsed options.
    struct Values {
        var output: String
        var width: Double
        var height: Double
        var scale: Double
        var scheme: ColorScheme
        /// `--theme both`: `scheme` is light and a dark twin is written beside each file (`ThemePair`).
        var pairsThemes = false
        /// `--palette`: the series colours.
        var palette: StepPalette
        var background: ChartBackground
        var title: String?
        /// The font family of `--font`, nil for the default family.
        var font: String?
        /// The steps named by `--steps`, in order, not yet checked against the log.
        var steps: [String]?
        var altText: Bool
        /// Whether `-o` was given (a preview alone writes no file).
        var outputGiven = false
        /// `--quiet`: no note on stderr of the files written.
        var quiet = false
        /// Whether `--preview` was given, and the protocol it named.
        var preview: (asked: Bool, forced: PreviewKind?) = (false, nil)
        /// The fonts text falls back to (the command's `CommandIO.shaper`).
        var shaper = FallbackFonts.system

        /// The outputs the command writes: `-`, the file, or the file and its dark twin; none for a preview alone.
        var writtenOutputs: [String] {
            if preview.asked && !outputGiven { return [] }
            if output == "-" { return ["-"] }
            return pairsThemes ? [output, ThemePair.darkPath(output)] : [output]
        }
    }

    /// The rendering options of `args`; `output` is the command's `-o`. Usage mistakes that involve two options
    /// (`--theme both -o -`) are refused here.
    static func read(_ args: ParsedArguments, output option: Option<String>) throws -> Values {
        let output = try args[option]
        let pairsThemes = try args[theme] == .both
        if pairsThemes && output == "-" {
            throw UsageError("--theme both writes two files, and -o - is one stream; write the chart to a file")
        }
        let altText = try args[altText]
        if altText && output == "-" {
            throw UsageError("--alt-text prints to stdout, which -o - uses for the PNG; write the chart to a file")
        }
        let preview = args.declares(preview.name) ? try args[preview] : SwitchValue(isOn: false, choice: nil)
        return Values(
            output: output, width: try args[width], height: try args[height], scale: try args[scale],
            scheme: try args[theme] == .dark ? .dark : .light, pairsThemes: pairsThemes,
            palette: try args[palette], background: try args[background] ?? .automatic, title: try args[title],
            font: try args[font], steps: args.declares(steps.name) ? try args[steps] : nil, altText: altText,
            outputGiven: args.isSet(option), quiet: try args[quiet], preview: (preview.isOn, preview.choice))
    }

    /// The chart format a checked output path names by its extension.
    static func format(of output: String) -> ChartOutputFormat {
        ChartOutputFormat(pathExtension: (output as NSString).pathExtension) ?? .png
    }

    /// A renderer for `chart` with the size, theme and background of `values`; `title` is used as given (`nil`
    /// or empty for none).
    static func renderer<Content>(_ chart: Chart<Content>, values: Values, title: String?) -> ChartRenderer {
        var renderer = ChartRenderer(chart, width: values.width, height: values.height, scale: values.scale)
        renderer.colorScheme = values.scheme
        // Release notes are read on any screen: every mark colour at 3:1 or more against the background.
        renderer.colorSchemeContrast = .increased
        renderer.background = values.background
        renderer.title = (title?.isEmpty ?? true) ? nil : title
        renderer.fontFamily = values.font
        renderer.shaper = values.shaper
        renderer.calendar = utcCalendar
        // The CLI's charts read the same on every host, whatever LANG says.
        renderer.locale = Locale(identifier: "en_US")
        return renderer
    }

    /// Log days are plotted as UTC midnights, so the CLI bins them in UTC whatever the host's zone.
    static let utcCalendar = ChartCalendar.standard

    /// `family` when it is installed; otherwise nil, with a one-line warning naming the default family that draws.
    static func installedFont(_ family: String?, io: CommandIO) -> String? {
        guard let family else { return nil }
        if FallbackFonts.has(family, in: io.shaper) { return family }
        io.note(
            "shipplot: warning: font family \(VisibleText.quoted(family)) is not installed; using \(FallbackFonts.defaultFamily)"
        )
        return nil
    }

    /// Renders `chart` with `values` and writes it to the chosen file (or stdout for `-`); `altText` becomes an
    /// SVG's `<desc>`.
    static func write<Content>(
        _ chart: Chart<Content>, values: Values, defaultTitle: String, altText: String? = nil, io: CommandIO
    ) throws {
        var renderer = renderer(chart, values: values, title: values.title ?? defaultTitle)
        renderer.altText = altText
        try write(rendered: renderer, values: values, io: io)
    }

    /// Writes (or previews) a chart already given its renderer, as `write(_:values:defaultTitle:altText:io:)` does.
    static func write(rendered renderer: ChartRenderer, values: Values, io: CommandIO) throws {
        // `-o -` on a terminal would print PNG bytes as garbage: the chart is shown instead.
        guard values.preview.asked || (values.output == "-" && io.outputIsTerminal) else {
            try write(renderer, values: values, io: io)
            return
        }
        if values.outputGiven && values.output != "-" {
            try write(renderer, values: values, io: io)
        } else {
            io.willRender?(renderer)
        }
        try TerminalPreview.show(renderer, forced: values.preview.forced, io: io)
    }

    /// Writes a rendered chart to `output` (a path, or `-` for PNG on stdout). Nothing is written when rendering
    /// fails, and a file is replaced atomically.
    static func write(_ renderer: ChartRenderer, to output: String, io: CommandIO) throws {
        io.willRender?(renderer)
        if output == "-" {
            io.writeOutput(try renderer.pngData())
            return
        }
        // Written here rather than by ChartRenderer.write(to:), whose messages on Linux lose the reason
        // ("The operation could not be completed").
        try OutputFiles.write([(output, try renderer.data(as: format(of: output)))], io: io)
    }

    /// Writes `renderer` in each theme of `values` (`--theme both`: light to `output`, dark to its `-dark`
    /// twin, both rendered before either is written, and written together).
    static func write(_ renderer: ChartRenderer, values: Values, io: CommandIO) throws {
        guard values.pairsThemes else {
            try write(renderer, to: values.output, io: io)
            if values.output != "-" { noteWritten([values.output], values: values, io: io) }
            return
        }
        var files: [(path: String, data: Data)] = []
        for scheme in [ColorScheme.light, .dark] {
            var themed = renderer
            themed.colorScheme = scheme
            io.willRender?(themed)
            let path = ThemePair.path(values.output, for: scheme, paired: true)
            files.append((path, try themed.data(as: format(of: path))))
        }
        try OutputFiles.write(files, io: io)
        noteWritten(files.map(\.path), values: values, io: io)
    }

    /// One line on stderr for each file written, `shipplot: wrote week.png`, unless `--quiet`: a chart command's
    /// only output is its files, so the user sees where they went (and `-o`'s default is not a surprise).
    static func noteWritten(_ paths: [String], values: Values, io: CommandIO) {
        guard !values.quiet else { return }
        for path in paths { io.note("shipplot: wrote \(path)") }
    }
}

/// Options that choose the log and the day that counts as today.
enum LogOptions {
    static let log = Option<String?>.text(
        "log", valueName: "PATH",
        help: "The ship log (default: $SHIPPLOT_LOG, else $XDG_DATA_HOME/shipplot/shiplog.json, else "
            + "~/.local/share/shipplot/shiplog.json).")
    static let today: Option<LogDate?> = .value(
        "today", valueName: "YYYY-MM-DD", help: "The day to treat as today (default: the current date in --tz).",
        reader: { text in
            do {
                return .value(try LogDate.parse(text))
            } catch {
                return .problem("\(error)")
            }
        })
    // Checked while parsing, so a bad zone is refused even when --today makes it unused.
    static let tz = Option<(any DayZone)?>.value(
        "tz", valueName: "ZONE",
        help: "Time zone that decides today's date: a name such as Europe/Berlin, or a rule as TZ takes it, such as "
            + "CET-1CEST,M3.5.0,M10.5.0/3 (default: $TZ or the system zone).",
        reader: { name in
            // An empty TZ means UTC to the C library; an empty --tz is a slip.
            name.isEmpty
                ? .problem(ZoneSetting.unknown(name))
                : ZoneSetting.zone(name, environment: CommandIO.processEnvironment())
        }
    ).completing(.timeZones)

    /// `--log`, `--today` and `--tz`, in help order.
    static let specs = [log.spec, today.spec, tz.spec]

    /// The zone given by `--tz`, else `$TZ` read as the C library reads it (``ZoneSetting``; a value it would
    /// quietly take as UTC is refused), else the system's.
    static func timeZone(_ args: ParsedArguments, io: CommandIO) throws -> any DayZone {
        if let zone = try args[tz] { return zone }
        guard let name = io.environment["TZ"] else { return ZoneSetting.systemZone(environment: io.environment) }
        switch ZoneSetting.zone(name, environment: io.environment) {
        case .value(let zone): return zone
        case .problem(let problem): throw UsageError("TZ: \(problem)")
        }
    }

    /// `--today`, else the current date in the chosen zone.
    static func today(_ args: ParsedArguments, io: CommandIO) throws -> LogDate {
        if let date = try args[today] { return date }
        return LogDate(io.now(), inZone: try timeZone(args, io: io))
    }
}

/// `-o` for a chart: a file whose extension names PNG, PDF or SVG, or `-`.
let readChartOutput: OptionReader<String> = { output in
    if output.hasSuffix("/") { return .problem("\(VisibleText.quoted(output)) names a folder, expected a file name") }
    guard output != "-" else { return .value(output) }
    let ext = (output as NSString).pathExtension
    guard ChartOutputFormat(pathExtension: ext) != nil else {
        let problem = ext.isEmpty ? "has no extension" : "ends in .\(ext)"
        return .problem("\"\(output)\" \(problem), expected .png, .pdf or .svg")
    }
    return .value(output)
}
