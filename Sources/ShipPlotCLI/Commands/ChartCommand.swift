// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AtomicFiles
import Foundation
import ShipLog
import ShipPlot

/// `shipplot chart FILE`: any table as a chart, in the ship-log charts' look.
enum ChartCommand {
    static let spec = CommandSpec(
        name: "chart",
        abstract: "Chart any table: CSV, TSV, a JSON array of objects or NDJSON.",
        discussion: "The format comes from --format, else the extension (.csv, .tsv, .json, .ndjson or .jsonl), "
            + "else the text: [ opens a JSON array, { NDJSON, and a first line with more tabs than commas is TSV. "
            + "Each field is a number, an ISO 8601 date (2026-11-28, 2026-11, 2026-11-28T14:30:00Z; UTC unless "
            + "it names an offset) or a category, as its values say; --x-type and --y-type choose. Numbers go up "
            + "the y axis, or along x when only --x holds them. Rows that share an x (and a colour) become one "
            + "point, their --aggregate; an empty value leaves its row out, with a warning. Without --unit, dates "
            + "on the day, month or year chart as days, months or years, and bars too many for the width are "
            + "binned to a coarser unit.",
        options: ChartCommandOptions.specs + [SpecChart.spec.spec, SpecChart.printSpec.spec, SpecChart.tz.spec]
            + renderSpecs
            + [ChartOptions.preview.spec],
        positionals: [
            PositionalSpec(
                "FILE",
                help: "The table to chart; - reads standard input. Not given with --spec, whose data names its rows.",
                arity: .optional)
        ],
        examples: [
            UsageExample(
                "shipplot chart downloads.csv --x date --y downloads --color platform -o downloads.png",
                "Downloads per day, one stacked colour per platform."),
            UsageExample(
                "shipplot chart builds.ndjson --x started --y minutes --aggregate mean --unit week --mark line",
                "The mean build time per week as a line."),
            UsageExample(
                "shipplot chart crashes.json --x version --y rate --mark point -o crashes.svg",
                "One point per version, as an SVG."),
            UsageExample(
                "shipplot chart - --x day --aggregate count --theme both -o rows.png",
                "Rows per day of a table piped in (format sniffed), light and dark."),
        ])

    static let output = ChartOptions.output(defaultFile: "chart.png")
    static let renderSpecs = ChartOptions.renderSpecs(output: output).map { option in
        var option = option
        if option.name == ChartOptions.title.name {
            option.help =
                "Title above the chart; \"\" for none (default: what is charted by what, and the dates' range, "
                + "e.g. \"downloads by date · Nov 2 – Nov 15, 2026\")."
        }
        if option.name == ChartOptions.palette.name {
            option.help =
                "Series colours: standard (Apple's colours, the first four kept apart for colour-blind readers) "
                + "or okabe-ito (Okabe and Ito's colour-blind-safe set)."
        }
        return option
    }

    static func run(_ args: ParsedArguments, io: CommandIO) throws {
        var values = try ChartOptions.read(args, output: output)
        values.font = ChartOptions.installedFont(values.font, io: io)
        values.shaper = io.shaper
        if let spec = try args[SpecChart.spec] {
            try SpecChart.run(spec, args: args, values: values, io: io)
            return
        }
        guard args.positional("FILE") != nil else { throw UsageError.missingArgument("FILE") }
        if args.isSet(SpecChart.tz) { throw UsageError("--tz reads a spec's dates, expected --spec with it") }
        if try args[SpecChart.printSpec] {
            // Drawing the chart instead would ignore what was asked; the options' own spec is not written yet.
            throw UsageError("--print-spec writes a spec read with --spec, expected --spec with it")
        }
        var input = try Self.input(args)
        try input.checkCombinations()
        let plan = try Self.plan(&input, values: values, io: io)
        note(plan, source: input.source, io: io)
        try TableChartWriter.write(plan, values: values, io: io)
    }

    /// The plan of the chart `input` asks for, drawn as `values` say. The table (its text and cells, 80 bytes a
    /// row of a CSV) is let go when this returns, before the chart is drawn.
    private static func plan(_ input: inout ChartOptionsInput, values: ChartOptions.Values, io: CommandIO) throws
        -> ChartPlan
    {
        let batches = try Self.batches(&input, values: values, io: io)
        return try Self.plan(
            input, batches: batches, width: values.width,
            lineBuckets: Int(saturating: values.width * values.scale * 2), seriesLimit: values.palette.limit)
    }

    /// The plan of the chart `input` asks for over the table `data` (read whole), for a chart `width` points wide
    /// whose legend names at most `seriesLimit` colours.
    static func plan(
        _ input: ChartOptionsInput, data: [UInt8], width: Double, seriesLimit: Int = StepFolding.limit
    ) throws -> ChartPlan {
        var input = input
        let extensionFormat =
            input.path == "-" ? nil : TableFormat(pathExtension: (input.path as NSString).pathExtension)
        let requested = input.candidateFields
        let (table, _) = try TableReader.read(
            data, format: input.format ?? extensionFormat, source: input.source, requested: requested,
            check: { header in
                input.splitY(header: header)
                try input.check(header)
            })
        return try plan(
            input, batches: TableBatches(table, requested: requested), width: width, seriesLimit: seriesLimit)
    }

    /// The plan of the chart `input` asks for over the rows of `batches`, for a chart `width` points wide whose
    /// lines need `lineBuckets` slices (two a pixel column) and whose legend names at most `seriesLimit` colours.
    static func plan(
        _ input: ChartOptionsInput, batches: TableBatches, width: Double, lineBuckets: Int = 1_600,
        seriesLimit: Int = StepFolding.limit
    ) throws -> ChartPlan {
        let readings = try Self.readings(input, batches: batches)
        let request = try input.request(types: readings.mapValues(\.type))
        return try ChartPlan(
            request, batches: batches, readings: readings, width: width, lineBuckets: lineBuckets,
            seriesLimit: seriesLimit)
    }

    /// The table `input` names, read whole, or a batch at a time when it is a large CSV or TSV file.
    static func batches(_ input: inout ChartOptionsInput, values: ChartOptions.Values, io: CommandIO) throws
        -> TableBatches
    {
        let requested = input.candidateFields
        if let delimiter = try TableInput.streamedDelimiter(input, io: io) {
            try TableInput.checkOutputs(input.path, values: values, io: io)
            var checked = input
            let batches = try TableBatches(
                file: KernelPath.resolve(io.url(for: input.path)), source: input.source, delimiter: delimiter,
                requested: { header in
                    checked.splitY(header: header)
                    try checked.check(header)
                    return requested
                })
            input = checked
            return batches
        }
        let data = try TableInput.read(input.path, output: values, io: io)
        let extensionFormat =
            input.path == "-" ? nil : TableFormat(pathExtension: (input.path as NSString).pathExtension)
        var checked = input
        let (table, _) = try TableReader.read(
            data, format: input.format ?? extensionFormat, source: input.source, requested: requested,
            check: { header in
                checked.splitY(header: header)
                try checked.check(header)
            })
        input = checked
        return TableBatches(table, requested: requested)
    }

    /// How each field read is typed: `--x-type`, `--y-type` and `--color-type` where given, else inferred from
    /// every value; the measured `--y` strictly (text among its numbers is refused, not charted as categories).
    static func readings(_ input: ChartOptionsInput, batches: TableBatches) throws -> [String: FieldReading] {
        let options: [(String, String?)] =
            [("--x", input.x)] + input.y.map { ("--y", $0) }
            + [("--color", input.color), ("--size", input.size), ("--shape", input.shape), ("--facet", input.facet)]
            + input.filters.map { ("--filter", $0.field) }
        var typings: [(typing: FieldTyping, column: Int)] = []
        for (option, name) in options {
            guard let name, !typings.contains(where: { $0.typing.name == name }),
                let column = batches.requested.firstIndex(of: name)
            else { continue }
            typings.append((FieldTyping(name: name, option: option, source: batches.source), column))
        }
        try batches.forEach { table in
            for index in typings.indices {
                typings[index].typing.profile.add(table, column: typings[index].column, pattern: input.dateFormat)
            }
        }
        var readings: [String: FieldReading] = [:]
        for (typing, _) in typings {
            let explicit = ["--x": input.xType, "--y": input.yType, "--color": input.colorType][typing.option] ?? nil
            readings[typing.name] = try typing.reading(
                explicit: explicit, pattern: input.dateFormat,
                strict: typing.option == "--y" && input.aggregate != .count)
        }
        return readings
    }

    /// Warnings on stderr: rows left out for an empty value, and what the plan left out on purpose.
    static func note(_ plan: ChartPlan, source: String, io: CommandIO) {
        if plan.skipped > 0, let line = plan.firstSkippedLine {
            let rows = plan.skipped == 1 ? "1 row" : "\(StepFolding.grouped(plan.skipped)) rows"
            io.note(
                "shipplot: warning: \(source): left out \(rows) with an empty value in a charted field "
                    + "(the first on line \(line))")
        }
        for note in plan.notes { io.note("shipplot: note: \(note)") }
    }

    /// The options as given, read into one value.
    static func input(_ args: ParsedArguments) throws -> ChartOptionsInput {
        typealias O = ChartCommandOptions
        let path = args.positional("FILE") ?? "-"
        var input = ChartOptionsInput(path: path)
        (input.x, input.color, input.size, input.shape, input.facet) = (
            try args[O.x], try args[O.color], try args[O.size], try args[O.shape], try args[O.facet]
        )
        input.y = try args[O.y].map { [$0] } ?? []
        (input.columns, input.mark, input.aggregate, input.unit) = (
            try args[O.columns], try args[O.mark], try args[O.aggregate], try args[O.unit]
        )
        let (bins, step) = (try args[O.bins], try args[O.binStep])
        if try args[O.bin] || bins != nil || step != nil {
            if bins != nil && step != nil { throw UsageError("--bins and --bin-step both size the bins, expected one") }
            input.bin = BinRequest(maxBins: bins ?? 10, step: step)
        }
        (input.sort, input.top, input.stacking, input.grouped, input.smoothing, input.allPoints) = (
            try args[O.sort], try args[O.top], try args[O.stacking], try args[O.group], try args[O.smooth],
            try args[O.allPoints]
        )
        input.filters = try args[O.filter].map { text in
            switch readFilter(text) {
            case .value(let filter): return filter
            case .problem(let problem): throw UsageError.invalidValue("--filter", problem: problem)
            }
        }
        (input.extent, input.innerRadius, input.xTitle, input.yTitle, input.colorTitle) = (
            try args[O.extent], try args[O.innerRadius], try args[O.xTitle], try args[O.yTitle], try args[O.colorTitle]
        )
        (input.xScale, input.yScale, input.xDomain, input.yDomain) = (
            try args[O.xScale], try args[O.yScale], try args[O.xDomain], try args[O.yDomain]
        )
        (input.xType, input.yType, input.colorType, input.dateFormat, input.format) = (
            try args[O.xType], try args[O.yType], try args[O.colorType], try args[O.dateFormat], try args[O.format]
        )
        input.title = try args[ChartOptions.title]
        return input
    }
}

/// Reading the table's bytes from a file or standard input.
enum TableInput {
    /// Refuses outputs the command may not write, before anything is read or drawn: a chart written over its own
    /// table (or appended to it, `-o - >> data.csv`) would lose the data.
    static func checkOutputs(_ path: String, values: ChartOptions.Values, io: CommandIO) throws {
        try OutputFiles.check(
            values.writtenOutputs, role: "--output",
            reading: path == "-" ? [] : [ReadFile(path: path, what: "the table being charted")],
            readsStandardInput: path == "-", io: io)
    }

    /// The delimiter of a CSV or TSV file too large to read whole (by `--format`, else its extension, else its
    /// first line); nil for standard input, other formats and smaller files.
    static func streamedDelimiter(_ input: ChartOptionsInput, io: CommandIO) throws -> UInt8? {
        guard input.path != "-" else { return nil }
        let path = KernelPath.resolve(io.url(for: input.path))
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
            Int(info.st_size) > TableBatches.streamingThreshold
        else { return nil }
        var format = input.format ?? TableFormat(pathExtension: (input.path as NSString).pathExtension)
        if format == nil, let handle = FileHandle(forReadingAtPath: path) {
            defer { try? handle.close() }
            format = TableFormat.sniff([UInt8]((try? handle.read(upToCount: 1 << 16)) ?? Data()), from: 0)
        }
        switch format {
        case .csv?: return UInt8(ascii: ",")
        case .tsv?: return 0x09
        default: return nil
        }
    }

    static func read(_ path: String, output values: ChartOptions.Values, io: CommandIO) throws -> [UInt8] {
        let limit = TableReader.maximumSize
        try checkOutputs(path, values: values, io: io)
        guard path != "-" else {
            guard let data = io.readInput(limit) else {
                throw ShipLogError(
                    .badData, source: "stdin",
                    message: "input is over \(FileAccess.sizeText(limit)), expected at most "
                        + FileAccess.sizeText(limit))
            }
            if let problem = io.status.inputProblem {
                throw ShipLogError(.missingInput, source: "stdin", message: "cannot read: \(problem)")
            }
            return [UInt8](data)
        }
        let url = io.url(for: path)
        return try FileAccess.readBytes(
            path: KernelPath.resolve(url), source: path, maximumSize: limit, expecting: "a table file")
    }
}

/// Renders a planned chart and writes it: one chart, or a grid of small multiples.
enum TableChartWriter {
    static func write(_ plan: ChartPlan, values: ChartOptions.Values, io: CommandIO) throws {
        var style = plan.style
        style.palette = values.palette
        let altText = TableAltText.describe(plan.points, style: style)
        let title = values.title ?? TableTitle.title(plan.points, style: style)
        var drawn = plan.points
        if style.mark == .line && drawn.count > DataCharts.streamingThreshold {
            // Two slices a pixel column: the line looks the same from far fewer points.
            drawn = drawn.thinnedForLines(buckets: Int(saturating: values.width * values.scale * 2))
        }
        if drawn.facet != nil {
            try FacetGrid.write(drawn, style: style, values: values, title: title, altText: altText, io: io)
            if values.altText { io.print(altText) }
            return
        }
        var renderer = DataCharts.renderer(drawn, style: style, values: values, title: title)
        renderer.altText = altText
        try ChartOptions.write(rendered: renderer, values: values, io: io)
        if values.altText { io.print(altText) }
    }
}
