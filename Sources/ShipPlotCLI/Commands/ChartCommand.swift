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
        let input = try Self.input(args)
        try input.checkCombinations()
        let data = try TableInput.read(input.path, output: values, io: io)
        let (plan, table) = try Self.plan(
            input, data: data, width: values.width, seriesLimit: values.palette.limit)
        note(plan, table: table, io: io)
        try TableChartWriter.write(plan, values: values, io: io)
    }

    /// The plan of the chart `input` asks for over the table `data`, for a chart `width` points wide whose legend
    /// names at most `seriesLimit` colours, and the table read (for messages).
    static func plan(
        _ input: ChartOptionsInput, data: [UInt8], width: Double, seriesLimit: Int = StepFolding.limit
    ) throws -> (ChartPlan, Table) {
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
        let readings = try Self.readings(input, table: table, requested: requested)
        let request = try input.request(types: readings.mapValues(\.type))
        let rows = try ChartRows(table, fields: requested, types: readings, transforms: request.transforms)
        return (try ChartPlan(request, rows: rows, width: width, seriesLimit: seriesLimit), table)
    }

    /// How each field read is typed: `--x-type` and `--y-type` where given, else inferred; the measured `--y`
    /// strictly (text among its numbers is refused, not charted as categories).
    static func readings(_ input: ChartOptionsInput, table: Table, requested: [String]) throws -> [String: FieldReading]
    {
        var readings: [String: FieldReading] = [:]
        let options: [(String, String?)] =
            [("--x", input.x)] + input.y.map { ("--y", $0) }
            + [("--color", input.color), ("--size", input.size), ("--shape", input.shape), ("--facet", input.facet)]
            + input.filters.map { ("--filter", $0.field) }
        for (option, name) in options {
            guard let name, readings[name] == nil, let column = requested.firstIndex(of: name) else { continue }
            let explicit = ["--x": input.xType, "--y": input.yType, "--color": input.colorType][option] ?? nil
            let typing = FieldTyping(table: table, column: column, name: name, option: option)
            readings[name] = try typing.reading(
                explicit: explicit, pattern: input.dateFormat, strict: option == "--y" && input.aggregate != .count)
        }
        return readings
    }

    /// Warnings on stderr: rows left out for an empty value, and what the plan left out on purpose.
    static func note(_ plan: ChartPlan, table: Table, io: CommandIO) {
        if plan.skipped > 0, let first = plan.firstSkipped {
            let rows = plan.skipped == 1 ? "1 row" : "\(StepFolding.grouped(plan.skipped)) rows"
            io.note(
                "shipplot: warning: \(table.source): left out \(rows) with an empty value in a charted field "
                    + "(the first on line \(table.place(column: 0, row: first).line))")
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
    static func read(_ path: String, output values: ChartOptions.Values, io: CommandIO) throws -> [UInt8] {
        let limit = TableReader.maximumSize
        // A chart written over its own table (or appended to it, `-o - >> data.csv`) would lose the data.
        try OutputFiles.check(
            values.writtenOutputs, role: "--output",
            reading: path == "-" ? [] : [ReadFile(path: path, what: "the table being charted")],
            readsStandardInput: path == "-", io: io)
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
