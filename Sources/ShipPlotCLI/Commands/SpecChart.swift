// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AtomicFiles
import Foundation
import ShipLog

/// `shipplot chart --spec FILE`: a Vega-Lite spec drawn through the same plan as a chart asked for with options,
/// and `--print-spec`, which writes the spec of a chart instead of drawing it.
enum SpecChart {
    static let spec = Option<String?>.text(
        "spec", valueName: "FILE",
        help: "Draw this Vega-Lite v5 spec (JSON; - reads standard input) instead of a table and options: a single "
            + "view with data from values or a file beside the spec, filter, calculate, fold, aggregate, bin and "
            + "timeUnit transforms, and the mark and encoding shipplot draws. Anything else is refused, naming the "
            + "property; what only styles the chart is left out, with a note.",
        check: .printableText)
    static let printSpec = Option<Bool>.flag(
        "print-spec",
        help: "With --spec, write the spec as shipplot reads it (every property it draws, in Vega-Lite v5 JSON) to "
            + "standard output instead of drawing it.")

    static let tz = LogOptions.tz.help(
        "With --spec: read and cut the spec's dates in this zone, as Vega-Lite does in its viewer's zone: a name "
            + "such as America/Los_Angeles, or a rule as TZ takes it (default: UTC, so a chart is the same on "
            + "every machine; $TZ is not read).")

    /// The options that say what to draw from a table, which a spec says itself.
    /// (`--all-points` only says how a scatter is drawn, so it applies to a spec's too.)
    static let tableOptions = ChartCommandOptions.specs.map(\.name).filter { $0 != ChartCommandOptions.allPoints.name }

    /// Refuses a table, or options that would say what the spec already says.
    static func checkAlone(_ args: ParsedArguments) throws {
        if args.positional("FILE") != nil {
            throw UsageError("--spec names its rows in the spec's data, expected no FILE with it")
        }
        if let option = tableOptions.first(where: args.isSet) {
            throw UsageError(
                "--\(option) says what to draw, and --spec draws what its spec says, expected no --\(option) with "
                    + "it (edit the spec instead)")
        }
    }

    static func run(_ path: String, args: ParsedArguments, values: ChartOptions.Values, io: CommandIO) throws {
        try checkAlone(args)
        let (bytes, folder) = try read(path, io: io)
        let source = path == "-" ? "stdin" : path
        let spec = try VegaSpecParser.parse(bytes, source: source)
        if try args[printSpec] {
            io.writeOutput(Data((spec.json.text() + "\n").utf8))
            return
        }
        try checkOutputs(values, spec: spec, path: path, io: io)
        let clock = VegaClock(zone: try args[tz])
        var (plan, mapping) = try Self.plan(
            spec, source: source, specPath: path == "-" ? nil : path, folder: folder, clock: clock, width: values.width,
            seriesLimit: values.palette.limit)
        if try args[ChartCommandOptions.allPoints] {
            guard plan.style.mark == .point else {
                throw UsageError("--all-points draws every point of a scatter, expected a spec whose mark is a point")
            }
            plan.style.allPoints = true
        }
        note(mapping, plan: plan, source: source, io: io, quiet: values.quiet)
        var sized = values
        sized.title = values.title ?? mapping.request.title
        if !args.isSet(ChartOptions.width.name) && !args.isSet(ChartOptions.height.name) {
            (sized.width, sized.height) = size(mapping, plan: plan)
        }
        try TableChartWriter.write(plan, values: sized, io: io)
    }

    /// The plan of `spec`: its rows loaded and transformed, its encoding compiled and mapped onto a request.
    static func plan(
        _ spec: VegaLiteSpec, source: String, specPath: String?, folder: String?, clock: VegaClock = VegaClock(),
        width: Double, seriesLimit: Int = StepFolding.limit
    ) throws -> (ChartPlan, VegaRequestMapping) {
        var loader = VegaDataLoader(specPath: specPath, folder: folder)
        loader.dateFields = spec.sourceDateFields
        loader.utcFields = spec.utcFields
        loader.clock = clock
        var rows = try loader.load(spec.data, specSource: source)
        rows = try VegaTransformRunner(source: source, clock: clock).apply(spec.transforms, to: rows)
        let view = try VegaCompiler(source: source, clock: clock).compile(spec, rows: rows)
        let mapping = try VegaRequestMapping(view, spec: spec, source: source, clock: clock, seriesLimit: seriesLimit)
        return (try ChartPlan(mapping.request, rows: mapping.rows, width: width, seriesLimit: seriesLimit), mapping)
    }

    /// The image size for the plot size Vega-Lite gives the spec: its width and height, else 20 points a
    /// category and 200 for a continuous axis, with room for axes, titles and a legend.
    static func size(_ mapping: VegaRequestMapping, plan: ChartPlan) -> (width: Double, height: Double) {
        func length(_ given: Double?, step: Double?, categories: Int) -> Double {
            if let given { return given }
            return categories > 0 ? Double(categories) * (step ?? 20) : 200
        }
        var width = length(mapping.width, step: mapping.widthStep, categories: plan.style.xCategories.count)
        var height = length(mapping.height, step: mapping.heightStep, categories: plan.style.yCategories.count)
        if plan.style.mark == .arc { (width, height) = (max(width, 200), max(height, 200)) }
        let legend = plan.style.colorTitle != nil || plan.style.sizeTitle != nil || plan.style.shapeTitle != nil
        let columns = Double(plan.points.facetNames.isEmpty ? 1 : (plan.style.facetColumns ?? 1))
        let rows = plan.points.facetNames.isEmpty ? 1 : (Double(plan.points.facetNames.count) / columns).rounded(.up)
        let imageWidth = min(max((width + 90) * columns + (legend ? 150 : 0), 320), 4000)
        let imageHeight = min(max((height + 90) * rows + 40, 240), 4000)
        return (imageWidth, imageHeight)
    }

    /// Refuses outputs that would write over what is drawn: the spec, or the table file it names (by any
    /// spelling, link or standard output's redirection).
    private static func checkOutputs(_ values: ChartOptions.Values, spec: VegaLiteSpec, path: String, io: CommandIO)
        throws
    {
        var read: [ReadFile] = []
        if path != "-" {
            read.append(ReadFile(path: path, what: "the spec being drawn"))
            if case .url(let url, _) = spec.data, !url.contains(":") {
                let folder = (path as NSString).deletingLastPathComponent
                read.append(
                    ReadFile(path: folder.isEmpty ? url : folder + "/" + url, what: "the table the spec charts"))
            }
        }
        try OutputFiles.check(
            values.writtenOutputs, role: "--output", reading: read, readsStandardInput: path == "-",
            standardInputHolds: "the spec being drawn", io: io)
    }

    /// The spec's bytes and its folder (resolved), where its data files must lie.
    private static func read(_ path: String, io: CommandIO) throws -> ([UInt8], String?) {
        let limit = VegaSpecParser.maximumSize
        guard path != "-" else {
            guard let data = io.readInput(limit) else {
                throw ShipLogError(
                    .badData, source: "stdin",
                    message:
                        "input is over \(FileAccess.sizeText(limit)), expected at most \(FileAccess.sizeText(limit))")
            }
            if let problem = io.status.inputProblem {
                throw ShipLogError(.missingInput, source: "stdin", message: "cannot read: \(problem)")
            }
            return ([UInt8](data), nil)
        }
        let resolved = KernelPath.resolve(io.url(for: path))
        let bytes = try FileAccess.readBytes(
            path: resolved, source: path, maximumSize: limit, expecting: "a Vega-Lite spec")
        return (bytes, (resolved as NSString).deletingLastPathComponent)
    }

    /// One line naming what the spec asked for that only styles the chart, and the plan's own notes.
    private static func note(_ mapping: VegaRequestMapping, plan: ChartPlan, source: String, io: CommandIO, quiet: Bool)
    {
        if plan.skipped > 0 {
            let rows = plan.skipped == 1 ? "1 row" : "\(StepFolding.grouped(plan.skipped)) rows"
            io.note("shipplot: warning: \(source): left out \(rows) with an empty value in a charted field")
        }
        for note in plan.notes { io.note("shipplot: note: \(note)") }
        guard !quiet, !mapping.dropped.isEmpty else { return }
        var seen: Set<String> = []
        let paths = mapping.dropped.filter { seen.insert($0).inserted && !Self.silent.contains($0) }
        guard !paths.isEmpty else { return }
        let shown = paths.prefix(8).joined(separator: ", ")
        let more = paths.count > 8 ? " and \(paths.count - 8) more" : ""
        io.note("shipplot: note: \(source): drawn in shipplot's style, without \(shown)\(more)")
    }

    /// Properties that draw nothing in a still image: naming them would only be noise.
    private static let silent: Set<String> = [
        "$schema", "description", "name", "encoding.tooltip", "mark.tooltip", "usermeta",
    ]
}

extension VegaLiteSpec {
    /// The source fields Vega-Lite reads as dates: those charted as temporal or cut to a time unit, and those a
    /// filter compares by a time unit (fields made by transforms are left as the transforms make them).
    var sourceDateFields: Set<String> {
        var fields: Set<String> = []
        for def in Array(encoding.channels.values) + encoding.details
        where def.type == .temporal || def.timeUnit != nil {
            if let field = def.field { fields.insert(field) }
        }
        var made: Set<String> = []
        for transform in transforms {
            switch transform {
            case .calculate(_, let name): made.insert(name)
            case .timeUnit(_, let field, let name):
                if !made.contains(field) { fields.insert(field) }
                made.insert(name)
            case .filter(let predicate): fields.formUnion(predicate.timeUnitFields.subtracting(made))
            case .fold(_, let names): made.formUnion([names.key, names.value])
            case .aggregate(let outputs, _): made.formUnion(outputs.map(\.output))
            case .bin(_, _, let names): made.formUnion([names.start, names.end])
            }
        }
        return fields.subtracting(made)
    }
}

extension VegaLiteSpec {
    /// The fields a `utc…` time unit or a `utc` scale reads: Vega keeps those in UTC whatever the viewer's zone.
    var utcFields: Set<String> {
        var fields: Set<String> = []
        for def in Array(encoding.channels.values) + encoding.details
        where def.timeUnit?.utc == true || def.scale.type == .utc {
            if let field = def.field { fields.insert(field) }
        }
        for case .timeUnit(let unit, let field, _) in transforms where unit.utc { fields.insert(field) }
        return fields
    }
}

extension VegaPredicate {
    /// The fields the predicate compares by a time unit.
    var timeUnitFields: Set<String> {
        switch self {
        case .expression: []
        case .field(let test): test.timeUnit == nil ? [] : [test.field]
        case .and(let parts), .or(let parts): parts.reduce(into: []) { $0.formUnion($1.timeUnitFields) }
        case .not(let part): part.timeUnitFields
        }
    }
}
