// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// What kind of values an axis carries, and how they become coordinates.
enum AxisKind: Equatable, Sendable {
    /// Categories in order (explicit domain first, then first appearance); coordinate = index.
    case category([String])
    /// Plain numbers; coordinate = the value.
    case number
    /// Dates; coordinate = calendar units since 1970 in the chart's zone. `binned` when marks use `unit:`.
    case date(TimeCoordinates, binned: Bool)
}

/// One resolved axis: its kind and the label that names it.
struct ResolvedAxis: Equatable, Sendable {
    var kind: AxisKind
    var title: String
}

/// An extent along one axis, in that axis's coordinates. A point has `lower == upper`.
struct Span: Equatable, Sendable {
    var lower: Double
    var upper: Double

    static func point(_ value: Double) -> Span { Span(lower: value, upper: value) }
    /// Spans near ±1.8e308 are halved before adding, so they do not overflow to infinity.
    var mid: Double {
        let mid = (lower + upper) / 2
        return mid.isFinite ? mid : lower / 2 + upper / 2
    }
}

/// Whether a bar grows up from the x axis or sideways from the y axis.
enum BarOrientation: Sendable { case vertical, horizontal }

/// A mark after resolution: coordinates typed per axis, series and colour assigned, stacks computed.
struct ResolvedMark: Sendable {
    var kind: MarkKind
    var index: Int
    /// Position along x: a point for a value, an extent for ranges and stacked bars; nil when not placed on x.
    var x: Span?
    var y: Span?
    /// The band (category) or bin (binned date) the mark sits in, for widths and stacking.
    var xBin: Span?
    var yBin: Span?
    /// True when the extent came from explicit start and end values (never stacked).
    var xIsRange = false
    var yIsRange = false
    /// Extents given in points from the plot's edges.
    var xFixed: FixedExtent?
    var yFixed: FixedExtent?
    /// False when a value was NaN, infinite or impossible on the scale: lines and areas break here, other marks
    /// are skipped.
    var defined = true
    /// Lines and areas with the same key form one series.
    var seriesKey: String
    /// Index into the discrete colour domain, or the value on a continuous colour scale.
    var colorIndex: Int?
    var colorValue: Double?
    /// Index into the symbol domain when the symbol is chosen by value.
    var symbolIndex: Int?
    /// Symbol area from `symbolSize(by:)`.
    var symbolArea: Double?
    /// Index into the dash domain from `lineStyle(by:)`.
    var dashIndex: Int?
    /// Slot among the marks sharing a position (`position(by:)`), and how many slots there are.
    var dodgeIndex: Int?
    var dodgeCount = 1
    var style: MarkStyle
    var width: MarkDimension
    var height: MarkDimension
    /// What only this mark's kind needs (a bar's orientation, a sector's share and radii).
    var payload: MarkPayload = .none
}

/// A discrete or continuous domain of a style channel (colour or symbol), in legend order.
struct StyleDomain: Equatable, Sendable {
    var title: String
    var keys: [String]
    /// Explicit colours, parallel to `keys` where given.
    var explicitColors: [Color?]
    /// For numbers on a continuous colour scale: the domain and the gradient.
    var continuous: ClosedRange<Double>?
    var gradient: Gradient?
    /// Stroke styles from `chartLineStyleScale`, parallel to `keys` where given (the line style domain only).
    var explicitStrokes: [StrokeStyle?] = []
    /// Shapes from `chartSymbolScale`, parallel to `keys` where given (the symbol domain only).
    var explicitSymbols: [BasicChartSymbolShape?] = []
    /// The app's own shapes from `chartSymbolScale`, parallel to `keys`: drawn instead of `explicitSymbols`.
    var customSymbols: [SymbolViewSpec?] = []
}

/// The output of the resolve stage.
struct ResolvedChart {
    var x: ResolvedAxis?
    var y: ResolvedAxis?
    /// Marks and plots in declaration order.
    var marks: [ResolvedMark]
    var colors: StyleDomain?
    var symbols: StyleDomain?
    /// The `lineStyle(by:)` domain, in legend order.
    var dashes: StyleDomain?
    var diagnostics: [ChartDiagnostic]
    /// True when the chart is made of sector marks only (a pie or donut): no axes.
    var isPolar: Bool
    /// What the chart asks of each component, handed on to the stages that place and draw it.
    var components: ChartComponents
}

/// The chart's settings as resolve hands them on, one value per component: each axis (its scroll window set),
/// the legend, the plot area, the chart's frame, the views laid over and under it, and the mark layers.
struct ChartComponents {
    var axes: AxisPair<AxisSettings>
    var legend: LegendSettings
    var plotArea: PlotAreaSettings
    var frame: ChartFrameSetting
    /// `chartOverlay` and `chartBackground` views and the chart view's `background`/`overlay`, in the order given.
    var layers: [ChartOverlaySpec]
    var markLayers: MarkLayerSettings
    /// The locale set on the chart with `.environment(\.locale, …)`, which wins over the renderer's.
    var locale: Locale?
    /// What a full turn of a pie stands for: the total of its sector values; nil without sectors.
    var angleTotal: Double?
    /// The line marks' stroke widths, which the plot keeps inside the chart; nil without lines.
    var lines: LineWidths? = nil
}

/// The stroke widths of a chart's line marks.
struct LineWidths: Sendable, Equatable {
    /// The widest width set with `lineStyle` (at most 100), 0 when none is.
    var widest = 0.0
    /// Whether a line takes the theme's width.
    var themeWidth = false
}

extension ViewProblems {
    /// The diagnostics for bad input in the chart's legend view.
    static func diagnostics(legend: _ViewNode?) -> [ChartDiagnostic] {
        (legend?.box.problems.messages ?? []).map { ChartDiagnostic(message: "Legend: " + $0) }
    }
}
