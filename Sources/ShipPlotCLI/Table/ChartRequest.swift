// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What `shipplot chart` draws, as one value: where the rows come from, the transforms applied to them in
/// order, the mark, and the channels that put fields on position, colour, size, shape, angle and facets. Both the
/// command-line options (`ChartRequest.init(options:…)` in ChartRequestOptions.swift) and a Vega-Lite spec produce
/// one; `ChartPlan` turns it and the table into the points drawn, and refuses by name what it cannot draw.
///
/// The words are Vega-Lite's where it has one (`encoding.x.aggregate`, `bin`, `timeUnit`, `sort`, `scale.type`,
/// `scale.domain`, the `filter` and `fold` transforms, `facet`), so a spec maps onto it a property at a time;
/// where the command line names a thing otherwise, the field's comment says so (`--unit` is `timeUnit`).
///
/// Everything is explicit: a nil aggregate means each row is its own mark (Vega-Lite's meaning), and the
/// command line's defaults (bars sum the rows that share an x) are written into the request when it is built.
struct ChartRequest: Equatable, Sendable {
    /// Where the rows come from and how their text is read.
    var data: DataSource
    /// Applied to the rows in order, before any channel reads them.
    var transforms: [ChartTransform] = []
    var mark: MarkRequest
    var encoding: ChartEncoding
    /// The title above the chart: nil for the default (what is charted by what, and the dates' range), "" for
    /// none.
    var title: String?

    /// Every field the request reads from the table, each once, in first-use order: the channels', the filters'
    /// and the folded ones (a fold's own `key` and `value` are made, not read).
    var fieldsRead: [String] {
        var made: Set<String> = []
        var names: [String] = []
        func add(_ name: String?) {
            guard let name, !made.contains(name), !names.contains(name) else { return }
            names.append(name)
        }
        for transform in transforms {
            switch transform {
            case .filter(let filter): add(filter.field)
            case .fold(let fields, let key, let value):
                fields.forEach(add)
                made.formUnion([key, value])
            }
        }
        for channel in encoding.channels { add(channel.encoding.field) }
        return names
    }
}

/// Where a chart's rows come from (Vega-Lite's `data` with a `url` and `format`).
struct DataSource: Equatable, Sendable {
    /// The table's path as given; `-` is standard input.
    var path: String
    /// The table's format; nil: from the extension, else from the text.
    var format: TableFormat?
    /// How date fields' text is read (`--date-format`, Vega-Lite's `format.parse` with a date pattern); nil
    /// infers it from the values.
    var dateFormat: DatePattern?

    /// The source as messages name it: the path, or `stdin`.
    var name: String { path == "-" ? "stdin" : path }
}

/// One step applied to the rows before they are charted (Vega-Lite's `transform` array).
enum ChartTransform: Equatable, Sendable {
    /// Keeps the rows where the predicate holds (`--filter`, Vega-Lite's `filter` with a field predicate).
    case filter(FieldFilter)
    /// Turns the columns `fields` into rows: each row becomes one per field, holding the field's name in `key`
    /// and its value in `value` (`--y a,b,c`, Vega-Lite's `fold` with `as: [key, value]`).
    case fold(fields: [String], key: String, value: String)
}

/// A predicate on one field (`--filter 'price > 100'`; Vega-Lite's `equal`, `lt`, `lte`, `gt`, `gte` and
/// `oneOf`). The operands are text as given, read as the field's type when the table's types are known: numbers
/// compare as numbers, dates as instants, categories as text (only `==`, `!=` and `in` for those).
struct FieldFilter: Equatable, Sendable {
    enum Operator: String, CaseIterable, Sendable {
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
        /// One of a comma-separated list (`state in CA,OR,WA`).
        case oneOf = "in"
    }

    var field: String
    var op: Operator
    /// One operand, or the list of `oneOf`.
    var operands: [String]
}

/// The mark and its properties (Vega-Lite's `mark` object).
struct MarkRequest: Equatable, Sendable {
    var kind: DataMark
    /// How bars and areas of different colours at one position combine; nil: on top of each other, from zero.
    var stacking: DataStacking?
    /// Bars of different colours side by side (Vega-Lite's `xOffset` channel on the colour field).
    var grouped = false
    /// The bars' opacity, 0 to 1 (Vega-Lite's `opacity` on a bar mark); nil: opaque.
    var opacity: Double?
    /// A symbol on every point of a line or of an area's line (Vega-Lite's `point` on a line or area mark); by
    /// default lines of few points show them and lines of many do not.
    var pointsOnLine = false
    /// Stacks read as the legend reads, as Vega-Lite stacks them: its first colour on top of a vertical stack and
    /// at the left of a horizontal one; false: the first colour at the bottom, as Swift Charts stacks.
    var stacksInLegendOrder = false
    /// Lines and areas as curves (Vega-Lite's `interpolate`); nil: straight segments.
    var smoothing: WeekSmoothing?
    /// An arc's hole as a fraction of its radius, 0 (a pie, the default) up to less than 1 (a donut).
    var innerRadius = 0.0
    /// The span error bars and box plots draw around each group (`--extent`); nil: none on bars, points and
    /// lines, Tukey's whiskers (1.5 × IQR) for box plots, and Vega-Lite's default, the standard error, for
    /// `errorbar`.
    var extent: ErrorExtent?
    /// Every point of a scatter drawn as a symbol of its own (`--all-points`); by default a scatter of more than
    /// 5,000 points draws one symbol per pixel and colour. Vega-Lite draws every point and has no word for this.
    var allPoints = false
}

/// What an error bar or a box plot's whiskers span around a group of values (Vega-Lite's `extent`).
enum ErrorExtent: String, CaseIterable, Sendable {
    /// The 95 % confidence interval of the mean, from Student's t distribution (deterministic, where Vega-Lite
    /// bootstraps).
    case ci
    /// The mean ± one standard error.
    case stderr
    /// The mean ± one standard deviation (sample).
    case stdev
    /// The first to the third quartile.
    case iqr
    /// The smallest to the largest value.
    case minMax = "min-max"

    /// `the 95 % confidence interval`, for alt text.
    var phrase: String {
        switch self {
        case .ci: "the 95 % confidence interval"
        case .stderr: "one standard error"
        case .stdev: "one standard deviation"
        case .iqr: "the interquartile range"
        case .minMax: "the smallest to the largest value"
        }
    }
}

/// The channels of a chart (Vega-Lite's `encoding`).
struct ChartEncoding: Equatable, Sendable {
    var x: FieldEncoding?
    var y: FieldEncoding?
    /// A category field: a palette colour and legend entry per value; a number field: a continuous colour
    /// scale with a gradient legend.
    var color: FieldEncoding?
    /// Point area by a number field (points only).
    var size: FieldEncoding?
    /// Point symbol by a category field (points only).
    var shape: FieldEncoding?
    /// An arc's share of the circle (the value of a pie).
    var theta: FieldEncoding?
    /// Small multiples: one chart per value of the field, in a grid with shared scales and one legend.
    var facet: FacetEncoding?

    /// The channels set, by name, in the order messages and field lists use.
    var channels: [(name: String, encoding: FieldEncoding)] {
        let all: [(String, FieldEncoding?)] = [
            ("x", x), ("y", y), ("color", color), ("size", size), ("shape", shape), ("theta", theta),
            ("facet", facet?.field),
        ]
        return all.compactMap { name, encoding in encoding.map { (name, $0) } }
    }
}

/// One channel's field and what is done with it (Vega-Lite's field definition).
struct FieldEncoding: Equatable, Sendable {
    /// The field read; nil only with `aggregate: .count`, which counts rows.
    var field: String?
    /// How the field's text is read; nil infers it from the values.
    var type: FieldType?
    /// How rows that share every other channel's value combine into one mark; nil: each row is its own mark.
    var aggregate: DataAggregate?
    /// Numbers grouped into equal bins with round edges (`--bin`, `--bins`).
    var bin: BinRequest?
    /// Dates grouped by calendar interval, in UTC (`--unit`, Vega-Lite's `timeUnit` with its truncating units).
    var timeUnit: DateUnit?
    /// The axis or legend title; nil: the field's name (with its aggregate, when rows were combined).
    var title: String?
    /// The order of a category axis (or legend); nil: the order values first appear in.
    var sort: SortOrder?
    /// Only the first `limit` values in sort order (`--top`); nil keeps all.
    var limit: Int?
    var scale = ScaleRequest()

    /// `field` as messages quote it, or `count` for a count of rows.
    var quotedName: String { field.map { "\"\($0)\"" } ?? "count" }
}

/// Small multiples (Vega-Lite's `facet` channel).
struct FacetEncoding: Equatable, Sendable {
    /// The field whose values each get a chart, with its sort and title.
    var field: FieldEncoding
    /// Charts per row of the grid; nil: as many as fit the width, each at least 200 points wide.
    var columns: Int?
}

/// Numbers grouped into bins (Vega-Lite's `bin` object).
struct BinRequest: Equatable, Sendable {
    /// At most this many bins; the step is the roundest that keeps within it.
    var maxBins = 10
    /// A bin width given outright, instead of `maxBins`.
    var step: Double?
    /// Bin edges at multiples of the step, the first at or below the smallest value (Vega-Lite's `nice`).
    var nice = true
}

/// An axis's order (Vega-Lite's `sort`).
enum SortOrder: Equatable, Sendable {
    /// The values' own order: numbers and dates ascending, text in Unicode order.
    case ascending
    case descending
    /// By the measured value of each category (Vega-Lite's `"-y"` or `{"op": …, "field": …}`).
    case byValue(ascending: Bool)
    /// These values first, in this order, then the rest as they first appear.
    case given([String])
}

/// A position scale's kind, domain and zero (Vega-Lite's `scale`).
struct ScaleRequest: Equatable, Sendable {
    /// nil: linear for numbers (time for dates, bands for categories).
    var type: ScaleKind?
    /// The axis's extent, as given: two numbers or dates, or the categories in order; nil from the data.
    var domain: [DomainValue]?
    /// Whether the axis reaches zero; nil: the mark's default (bars, areas and rules do, the rest span their data).
    var zero: Bool?
}

/// How a continuous scale maps values to positions (Vega-Lite's `scale.type`).
enum ScaleKind: String, CaseIterable, Sendable {
    case linear, log, sqrt, symlog
}

/// One bound of a scale's domain.
enum DomainValue: Equatable, Sendable {
    case number(Double)
    /// Seconds since 1970, UTC.
    case date(Double)
    case text(String)
}
