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
        options: [
            x.spec, y.spec, color.spec, mark.spec, aggregate.spec, unit.spec, stacking.spec, group.spec, smooth.spec,
            allPoints.spec, xType.spec, yType.spec, format.spec,
        ] + renderSpecs + [ChartOptions.preview.spec],
        positionals: [PositionalSpec("FILE", help: "The table to chart; - reads standard input.")],
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

    static let x = Option<String?>.text(
        "x", valueName: "FIELD", help: "The field along the x axis.", check: .printableText)
    static let y = Option<String?>.text(
        "y", valueName: "FIELD", help: "The field up the y axis; not needed with --aggregate count.",
        check: .printableText)
    static let color = Option<String?>.text(
        "color", valueName: "FIELD",
        help: "Split the points by this field, one colour and legend entry per value (past 13 values the first 12, "
            + "or 7 with --palette okabe-ito, then the rest as one grey series).", check: .printableText)
    static let mark = Option<DataMark>.choice("mark", help: "How to draw each point.", default: .bar)
    static let aggregate = Option<DataAggregate>.choice(
        "aggregate", help: "How rows that share an x (and a colour) combine; count needs no --y.", default: .sum)
    static let unit: Option<DateUnit?> = .choice(
        "unit", help: "Bin dates to this calendar interval, in UTC (weeks start on Monday).")
    static let stacking: Option<DataStacking?> = .choice(
        "stacking",
        help: "How bars and areas of different colours at one x combine (default: standard, on top of each other; "
            + "normalized makes each stack a whole, center a streamgraph, none draws them over one another).")
    static let group = Option<Bool>.flag("group", help: "Put bars of different colours side by side.")
    static let smooth: Option<WeekSmoothing?> = .flag(
        "smooth",
        help: "Draw lines and areas as curves: monotone never overshoots between points; catmull-rom rounds "
            + "the peaks.", bare: .monotone)
    static let allPoints = Option<Bool>.flag(
        "all-points",
        help: "With --mark point, draw every point as a symbol of its own. By default more than 5,000 points are "
            + "drawn one symbol per pixel (per point in SVG and PDF) and colour, the same picture with every lone "
            + "point kept, in bounded time and size; every point of a million-row table makes an SVG or PDF of "
            + "hundreds of megabytes.")
    static let xType: Option<FieldType?> = .choice("x-type", help: "Read --x as this type instead of inferring it.")
    static let yType: Option<FieldType?> = .choice("y-type", help: "Read --y as this type instead of inferring it.")
    static let format: Option<TableFormat?> = .choice(
        "format", help: "The table's format (default: from the extension, else from the text).")
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
        let request = try Self.request(args)
        let path = args.positional("FILE") ?? "-"
        let data = try TableInput.read(path, output: values, io: io)
        let extensionFormat = path == "-" ? nil : TableFormat(pathExtension: (path as NSString).pathExtension)
        let (table, _) = try TableReader.read(
            data, format: try args[format] ?? extensionFormat, source: request.source, requested: request.fields,
            check: request.check)
        let plan = try TablePlan(request, table: table, width: values.width, seriesLimit: values.palette.limit)
        if plan.points.skipped > 0, let first = plan.points.firstSkipped {
            let rows = plan.points.skipped == 1 ? "1 row" : "\(StepFolding.grouped(plan.points.skipped)) rows"
            io.note(
                "shipplot: warning: \(request.source): left out \(rows) with an empty value in a charted field "
                    + "(the first on line \(table.place(column: 0, row: first).line))")
        }
        var style = plan.style
        style.palette = values.palette
        let altText = TableAltText.describe(plan.points, style: style)
        var drawn = plan.points
        if style.mark == .line && drawn.count > DataCharts.streamingThreshold {
            // Two slices a pixel column: the line looks the same from far fewer points.
            drawn = drawn.thinnedForLines(buckets: Int(saturating: values.width * values.scale * 2))
        }
        try TableChartWriter.write(
            drawn, style: style, values: values, title: TableTitle.title(plan.points, style: style),
            altText: altText, io: io)
        if values.altText { io.print(altText) }
    }

    /// The request on the command line, with the combinations that cannot work refused before any reading.
    static func request(_ args: ParsedArguments) throws -> TableRequest {
        let path = args.positional("FILE") ?? "-"
        let request = TableRequest(
            x: try args[x], y: try args[y], color: try args[color], xType: try args[xType], yType: try args[yType],
            mark: try args[mark], aggregate: try args[aggregate], unit: try args[unit], stacking: try args[stacking],
            grouped: try args[group], smoothing: try args[smooth], allPoints: try args[allPoints],
            source: path == "-" ? "stdin" : path)
        if let stacking = request.stacking, request.mark != .bar && request.mark != .area {
            throw UsageError(
                "--stacking \(stacking.rawValue) stacks bars and areas, expected --mark bar or area with it")
        }
        if request.grouped {
            guard request.mark == .bar else { throw UsageError("--group sets bars side by side, expected --mark bar") }
            guard request.color != nil else {
                throw UsageError("--group sets bars of different colours side by side, expected --color FIELD")
            }
            if let stacking = request.stacking {
                throw UsageError(
                    "--group sets bars side by side and --stacking \(stacking.rawValue) stacks them, expected one")
            }
        }
        if request.allPoints, request.mark != .point {
            throw UsageError("--all-points draws every point of a scatter, expected --mark point with it")
        }
        if request.smoothing != nil, request.mark != .line && request.mark != .area {
            throw UsageError("--smooth bends lines and areas, expected --mark line or area with it")
        }
        return request
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

/// Renders a data chart with the key type its points have.
enum TableChartWriter {
    static func write(
        _ points: TablePoints, style: DataChartStyle, values: ChartOptions.Values, title: String, altText: String,
        io: CommandIO
    ) throws {
        let label = style.keyLabel
        func series(_ index: Int) -> String { points.seriesNames[Int(points.series[index])] }
        switch points.keyType {
        case .date:
            let data = points.keys.indices.map {
                DataPoint(
                    key: Date(timeIntervalSince1970: points.keys[$0]), value: points.values[$0], series: series($0))
            }
            if let unit = style.unit?.component {
                let chart = DataCharts.chart(
                    data, style: style, key: { .value(label, $0, unit: unit) },
                    keyPath: .value(label, \.key, unit: unit))
                try ChartOptions.write(chart, values: values, defaultTitle: title, altText: altText, io: io)
            } else {
                let chart = DataCharts.chart(
                    data, style: style, key: { .value(label, $0) }, keyPath: .value(label, \.key))
                try ChartOptions.write(chart, values: values, defaultTitle: title, altText: altText, io: io)
            }
        case .number:
            let data = points.keys.indices.map {
                DataPoint(key: points.keys[$0], value: points.values[$0], series: series($0))
            }
            let chart = DataCharts.chart(data, style: style, key: { .value(label, $0) }, keyPath: .value(label, \.key))
            try ChartOptions.write(chart, values: values, defaultTitle: title, altText: altText, io: io)
        case .category:
            let data = points.keys.indices.map {
                DataPoint(key: points.categories[Int(points.keys[$0])], value: points.values[$0], series: series($0))
            }
            let chart = DataCharts.chart(data, style: style, key: { .value(label, $0) }, keyPath: .value(label, \.key))
            try ChartOptions.write(chart, values: values, defaultTitle: title, altText: altText, io: io)
        }
    }
}
