// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// `--aggregate` on the command line: an aggregate, or `none` for a mark per row.
enum AggregateChoice: String, CaseIterable, Sendable {
    case none, sum, count, mean, median, min, max

    var aggregate: DataAggregate? { DataAggregate(rawValue: rawValue) }
}

/// The options of `shipplot chart` that say what to draw, each declared once: help, the man page, completion and
/// parsing come from these rows.
enum ChartCommandOptions {
    static let x = Option<String?>.text(
        "x", valueName: "FIELD", help: "The field along the x axis.", check: .printableText
    ).completing(.fields)
    static let y = Option<String?>.text(
        "y", valueName: "FIELD",
        help: "The field up the y axis. Several, comma-separated (--y sales,costs), chart each as its own colour: "
            + "a wide table folded into one series per field. Not needed with --aggregate count or --bin.",
        check: .printableText
    ).completing(.fieldList)
    static let color = Option<String?>.text(
        "color", valueName: "FIELD",
        help: "Colour by this field: a category field gives one colour and legend entry per value (past 13 values "
            + "the first 12, or 7 with --palette okabe-ito, then the rest as one grey series); a number field a "
            + "continuous scale with a gradient legend.",
        check: .printableText
    ).completing(.fields)
    static let size = Option<String?>.text(
        "size", valueName: "FIELD", help: "Size points by this number field (--mark point).", check: .printableText
    ).completing(.fields)
    static let shape = Option<String?>.text(
        "shape", valueName: "FIELD", help: "Give points one symbol per value of this field (--mark point).",
        check: .printableText
    ).completing(.fields)
    static let facet = Option<String?>.text(
        "facet", valueName: "FIELD",
        help: "Draw one chart per value of this field (at most 100), in a grid with shared axes and one legend.",
        check: .printableText
    ).completing(.fields)
    static let columns = Option<Int?>.int(
        "columns", help: "Charts per row of a --facet grid (default: as many as fit, each at least 240 points wide).",
        in: 1...20)
    static let mark = Option<DataMark>.choice(
        "mark",
        help: "How to draw the rows: bar, line, area, point (a mark per row), rule and tick (a mark per row), rect "
            + "(a heat map of --x by --y), arc (a pie: --x or --color the slices, --y their size), boxplot, or "
            + "errorbar (the mean's --extent).", default: .bar)
    static let aggregate: Option<AggregateChoice?> = .choice(
        "aggregate",
        help: "How rows that share every other field's value combine: none draws each row, count needs no --y "
            + "(default: sum for bar, line, area, rect and arc; none for point, rule and tick).")
    static let unit: Option<DateUnit?> = .choice(
        "unit", help: "Bin dates to this calendar interval, in UTC (weeks start on Monday).")
    static let bin = Option<Bool>.flag(
        "bin",
        help: "Group the numbers of --x (or of --y when it is the only field) into equal bins with round edges, as "
            + "Vega-Lite does: a histogram, counting rows unless --y is given.")
    static let bins = Option<Int?>.int(
        "bins", help: "At most N bins (default: 10, as Vega-Lite); implies --bin.", in: 1...1000)
    static let binStep: Option<Double?> = .value(
        "bin-step", valueName: "WIDTH", help: "Bins this wide instead; implies --bin.",
        reader: { text in
            switch readDoubleArgument(text, in: nil) {
            case .value(let value) where value > 0: .value(value)
            case .value: .problem("\(text) is not above 0, expected a bin width such as 0.5 or 10")
            case .problem(let problem): .problem(problem)
            }
        })
    static let sort: Option<SortOrder?> = .value(
        "sort", valueName: "ORDER",
        help: "The order of a category axis (or of a pie's slices): descending (largest value first), ascending, "
            + "alphabetical, reverse-alphabetical, or the categories themselves, comma-separated (the rest follow "
            + "in the order they first appear). Default: the order they first appear.",
        reader: readSortOrder
    ).completing(.words(["descending", "ascending", "alphabetical", "reverse-alphabetical"]))
    static let top = Option<Int?>.int(
        "top", help: "Chart only the N categories with the largest values (sorted largest first unless --sort says).",
        in: 1...1000)
    static let xTitle = Option<String?>.text(
        "x-title", valueName: "TEXT", help: "The x axis's title (default: the field's name).", check: .printableText)
    static let yTitle = Option<String?>.text(
        "y-title", valueName: "TEXT",
        help: "The y axis's title (default: the field's name, with its aggregate when rows were combined).",
        check: .printableText)
    static let colorTitle = Option<String?>.text(
        "color-title", valueName: "TEXT", help: "The legend's title (default: the --color field's name).",
        check: .printableText)
    static let xScale: Option<ScaleKind?> = .choice(
        "x-scale", help: "How numbers along x are spaced: linear (default), log, sqrt or symlog (log-like through 0).")
    static let yScale: Option<ScaleKind?> = .choice(
        "y-scale", help: "How numbers up y are spaced: linear (default), log, sqrt or symlog (log-like through 0).")
    static let xDomain: Option<[DomainValue]?> = .value(
        "x-domain", valueName: "LOW,HIGH",
        help: "The x axis's range, two numbers or two dates (0,100 or 2026-01-01,2026-12-31); marks outside it are "
            + "left out.", reader: readDomain)
    static let yDomain: Option<[DomainValue]?> = .value(
        "y-domain", valueName: "LOW,HIGH",
        help: "The y axis's range, two numbers or two dates; marks outside it are left out.", reader: readDomain)
    static let filter = Option<[String]>.repeatable(
        "filter", valueName: "'FIELD OP VALUE'",
        help: "Chart only the rows where this holds: OP is ==, !=, <, <=, >, >= or in (a comma-separated list, "
            + "state in CA,OR). Numbers compare as numbers, dates as dates, text only with ==, != and in. Give "
            + "several to keep rows where all hold.",
        check: ValueCheck { readFilter($0).problem })
    static let extent: Option<ErrorExtent?> = .choice(
        "extent",
        help: "Error bars around each group's mean: ci (95 % confidence interval, Student's t), stderr, stdev, iqr "
            + "(quartiles) or min-max; with --mark bar, point or line, drawn over the marks. For boxplot, min-max "
            + "whiskers reach every value (default: 1.5 × the interquartile range).")
    static let innerRadius = Option<Double?>.value(
        "inner-radius", valueName: "FRACTION",
        help: "A donut: the hole's radius as a fraction of the pie's, 0 to 0.9 (--mark arc; default 0, a pie).",
        reader: { readDoubleArgument($0, in: 0...0.9) })
    static let dateFormat: Option<DatePattern?> = .value(
        "date-format", valueName: "PATTERN",
        help: "How dates are written, in strftime's terms: %d/%m/%Y, \"%b %d %Y\", \"%Y-%m-%d %H:%M\", %s (Unix "
            + "seconds). Default: inferred (ISO 8601, 2012/01/31, Jan 31 2012, 31 Jan 2012, RFC 2822, and "
            + "01/02/2012 when a value over 12 says the order).", reader: DatePattern.parse)
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
    static let colorType: Option<FieldType?> = .choice(
        "color-type",
        help: "Read --color as this type instead of inferring it: category gives years or codes a colour each.")
    static let format: Option<TableFormat?> = .choice(
        "format", help: "The table's format (default: from the extension, else from the text).")

    /// The rows of `chart`'s table, in help order: fields, mark, grouping, order, scales, then reading.
    static let specs: [OptionSpec] = [
        x.spec, y.spec, color.spec, size.spec, shape.spec, facet.spec, columns.spec, mark.spec, aggregate.spec,
        unit.spec, bin.spec, bins.spec, binStep.spec, sort.spec, top.spec, filter.spec, stacking.spec, group.spec,
        smooth.spec, allPoints.spec, extent.spec, innerRadius.spec, xTitle.spec, yTitle.spec, colorTitle.spec,
        xScale.spec,
        yScale.spec, xDomain.spec, yDomain.spec, xType.spec, yType.spec, colorType.spec, dateFormat.spec, format.spec,
    ]
}

/// `--sort`: a keyword, or the categories in order.
let readSortOrder: OptionReader<SortOrder> = { text in
    switch text {
    case "descending": return .value(.byValue(ascending: false))
    case "ascending": return .value(.byValue(ascending: true))
    case "alphabetical": return .value(.ascending)
    case "reverse-alphabetical": return .value(.descending)
    default:
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard names.count > 1 else {
            return .problem(
                "\(VisibleText.quoted(text, limit: 40)) is not an order, expected descending, ascending, alphabetical, "
                    + "reverse-alphabetical or the categories, comma-separated")
        }
        return .value(.given(names))
    }
}

/// `--x-domain LOW,HIGH`: two numbers or two dates, the first below the second.
let readDomain: OptionReader<[DomainValue]> = { text in
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
    }
    let expected = "expected two numbers or two dates, LOW,HIGH (0,100 or 2026-01-01,2026-12-31)"
    guard parts.count == 2 else {
        return .problem("\(VisibleText.quoted(text, limit: 40)) is not a range, \(expected)")
    }
    if let low = FieldText.number(parts[0]), let high = FieldText.number(parts[1]) {
        return low < high
            ? .value([.number(low), .number(high)]) : .problem("\(text): \(parts[0]) is not below \(parts[1])")
    }
    let dates = parts.map { DateInference.read(Array($0.utf8)[...]).seconds(order: nil) }
    if let low = dates[0], let high = dates[1] {
        return low < high
            ? .value([.date(low), .date(high)]) : .problem("\(text): \(parts[0]) is not before \(parts[1])")
    }
    return .problem("\(VisibleText.quoted(text, limit: 40)) is not a range, \(expected)")
}

/// `--filter 'price > 100'`: the field, the first operator after it, and the operand (quotes around it dropped).
func readFilter(_ text: String) -> ArgumentReadResult<FieldFilter> {
    let expected = "expected 'FIELD OP VALUE' with OP one of ==, !=, <, <=, >, >= or in"
    let operators: [(String, FieldFilter.Operator)] = [
        ("==", .equal), ("!=", .notEqual), ("<=", .lessOrEqual), (">=", .greaterOrEqual), ("<", .less),
        (">", .greater), ("=", .equal), (" in ", .oneOf),
    ]
    var found: (range: Range<String.Index>, op: FieldFilter.Operator)?
    for (token, op) in operators {
        guard let range = text.range(of: token) else { continue }
        if found == nil || range.lowerBound < found!.range.lowerBound { found = (range, op) }
    }
    guard let found else { return .problem("\(VisibleText.quoted(text, limit: 60)) has no operator, \(expected)") }
    let field = text[..<found.range.lowerBound].trimmingCharacters(in: .whitespaces)
    var operand = text[found.range.upperBound...].trimmingCharacters(in: .whitespaces)
    if operand.count >= 2, let first = operand.first, first == "'" || first == "\"", operand.last == first {
        operand = String(operand.dropFirst().dropLast())
    }
    guard !field.isEmpty, !operand.isEmpty else {
        return .problem(
            "\(VisibleText.quoted(text, limit: 60)) names no \(field.isEmpty ? "field" : "value"), \(expected)")
    }
    let operands =
        found.op == .oneOf
        ? operand.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        : [operand]
    return .value(FieldFilter(field: field, op: found.op, operands: operands))
}
