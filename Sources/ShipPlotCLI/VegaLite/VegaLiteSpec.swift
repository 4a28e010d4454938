// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// A Vega-Lite single-view spec, as far as `shipplot chart --spec` draws it: where the rows come from, the
/// transforms applied to them, the mark and how fields map to its channels. Built by ``VegaSpecParser``, which
/// refuses what this model cannot say; the properties that only style a chart and that ShipPlot's look replaces
/// are kept as paths in `dropped`, so the command can say what it left out.
struct VegaLiteSpec {
    var data: VegaData
    var transforms: [VegaTransform] = []
    var mark: VegaMark
    var encoding: VegaEncoding
    /// The plot's width and height in points, or per band step; nil for the default.
    var width: VegaSize?
    var height: VegaSize?
    /// The chart's title; nil for none.
    var title: String?
    /// The property paths read and left out, in the order met: `encoding.x.axis.labelAngle`, `config`.
    var dropped: [String] = []
}

/// `width` or `height`: a length in points, or one per band step.
enum VegaSize: Equatable {
    case points(Double)
    case step(Double)
}

// MARK: - Data

/// Where the rows come from.
enum VegaData {
    /// A file relative to the spec's folder, in `format` (default: from the extension).
    case url(String, VegaFormat)
    /// Rows written in the spec: objects, or plain values (each becomes a row with field `data`).
    case values(JSONNode, VegaFormat)
    /// `sequence`: numbers from `start` up to (not including) `stop`, `step` apart, in field `as`.
    case sequence(start: Double, stop: Double, step: Double, field: String)
}

/// `data.format`.
struct VegaFormat {
    enum Kind: String, CaseIterable {
        case csv, tsv, json
    }

    /// How `format.parse` reads a field.
    enum Parse: Equatable {
        case number
        case boolean
        case date
        case string
    }

    var type: Kind?
    /// `format.property`: the path to the array of rows inside a JSON document, such as `values.features`.
    var property: [String] = []
    var parse: [(field: String, as: Parse)] = []
}

// MARK: - Transforms

/// One step of `transform`, applied to the rows in order.
enum VegaTransform {
    case filter(VegaPredicate)
    case calculate(VegaExpression, as: String)
    case fold(fields: [String], as: (key: String, value: String))
    case aggregate([VegaAggregateField], groupBy: [String])
    case bin(VegaBin, field: String, as: (start: String, end: String))
    case timeUnit(VegaTimeUnit, field: String, as: String)
}

/// One output of an `aggregate` transform.
struct VegaAggregateField {
    var op: VegaAggregateOp
    /// Nil for `count`.
    var field: String?
    var output: String
}

/// A `filter`: an expression, or one of Vega-Lite's field predicates.
indirect enum VegaPredicate {
    case expression(VegaExpression)
    case field(VegaFieldPredicate)
    case and([VegaPredicate])
    case or([VegaPredicate])
    case not(VegaPredicate)
}

/// `{"field": …, "equal" | "lt" | "lte" | "gt" | "gte" | "range" | "oneOf" | "valid": …}`, optionally on a time
/// unit of the field.
struct VegaFieldPredicate {
    enum Test {
        case equal(VegaValue)
        case less(VegaValue, orEqual: Bool)
        case greater(VegaValue, orEqual: Bool)
        /// Inclusive at both ends; nil for an open end.
        case range(VegaValue?, VegaValue?)
        case oneOf([VegaValue])
        case valid(Bool)
    }

    var field: String
    var timeUnit: VegaTimeUnit?
    var test: Test
}

// MARK: - Mark

/// The mark kinds of a single view.
enum VegaMarkType: String, CaseIterable {
    case bar, line, area, point, circle, square, tick, rule, rect, arc, boxplot, errorbar, errorband
}

/// `mark`: its type and the properties that change what it draws.
struct VegaMark {
    var type: VegaMarkType
    /// A fixed colour (`color`, or `fill` / `stroke`), as the spec spells it.
    var color: String?
    var opacity: Double?
    var filled: Bool?
    var strokeWidth: Double?
    var strokeDash: [Double]?
    /// Area of a point's symbol in square points, or a tick's length.
    var size: Double?
    var shape: String?
    var interpolate: String?
    /// Points on a line (`point: true`), or a line over an area (`line: true`).
    var point: Bool = false
    var line: Bool = false
    var orient: Axis2D?
    var innerRadius: Double?
    var outerRadius: Double?
    var cornerRadius: Double?
    /// A tick's or bar's thickness in points.
    var thickness: Double?
    /// Box plots: whiskers at `min-max` or at this many interquartile ranges (default 1.5). Error bars and
    /// bands: `stderr`, `stdev`, `iqr` or `ci`.
    var extent: VegaExtent?
    /// Gap between binned bars in points (default 1).
    var binSpacing: Double?
}

/// A direction for `orient`.
enum Axis2D: String, CaseIterable {
    case horizontal, vertical
}

/// `mark.extent` of box plots, error bars and error bands.
enum VegaExtent: Equatable {
    case minMax
    case interquartile(times: Double)
    case standardError
    case standardDeviation
    case confidenceInterval
}

// MARK: - Encoding

/// The encoding channels read.
enum VegaChannel: String, CaseIterable {
    case x, y, x2, y2, color, fill, stroke, opacity, size, shape, theta, radius, row, column, facet
    case detail, xOffset, yOffset, order, strokeDash, tooltip
}

/// `encoding`: a definition per channel given.
struct VegaEncoding {
    var channels: [VegaChannel: VegaChannelDef] = [:]
    /// Extra fields of `detail` (an array), which split the marks like a colour but draw nothing.
    var details: [VegaChannelDef] = []
    /// The fields a tooltip would show: a still image shows none, but, as in Vega-Lite, those without an
    /// aggregate split the rows an aggregate combines.
    var tooltips: [VegaChannelDef] = []

    subscript(channel: VegaChannel) -> VegaChannelDef? {
        get { channels[channel] }
        set { channels[channel] = newValue }
    }
}

/// The data types of Vega-Lite.
enum VegaType: String, CaseIterable {
    case quantitative, temporal, ordinal, nominal
}

/// One channel's definition: a field with how to read and scale it, or a fixed value.
struct VegaChannelDef {
    var field: String?
    var type: VegaType?
    var aggregate: VegaAggregateOp?
    /// For `argmin` / `argmax`: the field whose extreme picks the row.
    var aggregateOf: String?
    var bin: VegaBin?
    /// `bin: "binned"`: the field already holds bin starts (and x2/y2 the ends).
    var binned = false
    var timeUnit: VegaTimeUnit?
    var sort: VegaSort?
    var scale = VegaScale()
    /// `axis: null` or `legend: null`.
    var guideHidden = false
    /// The axis's or legend's title (`title` on the channel wins over the guide's); `.some(nil)` for none.
    var title: String??
    /// `axis.format`, `legend.format`: a d3 number or time format.
    var format: String?
    var stack: VegaStack?
    /// A fixed value (`value`) or datum (`datum`) instead of a field.
    var value: VegaValue?
    var datum: VegaValue?
    /// `columns` of the `facet` channel.
    var columns: Int?
}

/// `stack`.
enum VegaStack: String, CaseIterable {
    case zero, normalize, center, none
}

/// `sort`.
enum VegaSort: Equatable {
    case ascending
    case descending
    /// `null`: the order the data gives.
    case none
    /// An explicit order; values not named come after, in data order.
    case values([VegaValue])
    /// By another channel's values: `"x"`, `"-y"`.
    case channel(VegaChannel, descending: Bool)
    /// By an aggregate of a field (or of the rows, for count) per value.
    case field(String?, op: VegaAggregateOp, descending: Bool)
}

/// `scale`.
struct VegaScale {
    enum Kind: String, CaseIterable {
        case linear, log, pow, sqrt, symlog, time, utc, ordinal, band, point
    }

    var type: Kind?
    /// Fixed domain: numbers, dates or categories.
    var domain: [VegaValue]?
    var domainMin: VegaValue?
    var domainMax: VegaValue?
    /// Colours (as the spec spells them) for a colour scale; numbers for size and position ranges.
    var range: [VegaValue]?
    var scheme: String?
    var zero: Bool?
    var nice: Bool?
    var reverse = false
    var exponent: Double?
    var base: Double?
    var padding: Double?
    var paddingInner: Double?
    var domainMid: Double?
}

// MARK: - Shared pieces

/// The aggregate operations supported.
enum VegaAggregateOp: String, CaseIterable {
    case count, valid, missing, distinct, sum, product, mean, average, median, q1, q3, min, max
    case variance, variancep, stdev, stdevp, stderr, argmin, argmax

    /// `average` is `mean`.
    var canonical: VegaAggregateOp { self == .average ? .mean : self }
}

/// `bin`: nice, equal-width bins, as Vega's.
struct VegaBin: Equatable {
    /// The most bins (default 10; 6 for row, column and shape; 6 for colour… Vega-Lite's defaults).
    var maxBins: Int?
    /// An exact bin width.
    var step: Double?
    /// The smallest bin width allowed.
    var minStep: Double?
    /// A fixed span to bin, instead of the data's.
    var extent: (Double, Double)?
    /// A value that a bin boundary must fall on.
    var anchor: Double?
    /// Bin widths multiples of these (default 5 and 2).
    var divide: [Double]?
    var nice = true
    /// The allowed step sizes.
    var steps: [Double]?
    /// The base of the nice step sizes (default 10).
    var base: Double?

    static func == (a: VegaBin, b: VegaBin) -> Bool {
        a.maxBins == b.maxBins && a.step == b.step && a.minStep == b.minStep && a.extent?.0 == b.extent?.0
            && a.extent?.1 == b.extent?.1 && a.anchor == b.anchor && a.divide == b.divide && a.nice == b.nice
            && a.steps == b.steps && a.base == b.base
    }
}

/// `timeUnit`: the calendar fields a date is cut to, as `yearmonth` or `utchours` names them.
struct VegaTimeUnit: Equatable {
    enum Part: String, CaseIterable {
        case year, quarter, month, week, day, dayofyear, date, hours, minutes, seconds, milliseconds
    }

    /// The parts kept, in the order of `Part.allCases`.
    var parts: [Part]
    /// `utc` prefix: ShipPlot reads every date in UTC, so it changes nothing but is kept for `--print-spec`.
    var utc = false
    /// A multiple of the finest part (`{"unit": "minutes", "step": 5}`).
    var step = 1
    /// `binned…`: the field already holds the cut dates.
    var binned = false

    /// The name as a spec writes it: `yearmonthdate`, `utchoursminutes`.
    var name: String { (binned ? "binned" : "") + (utc ? "utc" : "") + parts.map(\.rawValue).joined() }
}
