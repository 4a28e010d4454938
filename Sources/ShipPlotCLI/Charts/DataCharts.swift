// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// One point of a data chart: its key (the x value, or y for horizontal marks), its value and its series.
struct DataPoint<Key: Plottable & Sendable>: Sendable {
    var key: Key
    var value: Double
    var series: String
}

/// How `chart` draws its points, read from the command line.
struct DataChartStyle {
    var mark: DataMark
    /// Keys on the y axis and values on x (a number field given as `--x`, a category or date field as `--y`).
    var horizontal = false
    var keyLabel: String
    var valueLabel: String
    /// The colour field's name; nil without `--color` (one series, no legend).
    var seriesLabel: String?
    /// The series in legend and colour order.
    var seriesNames: [String]
    /// The series that stands for the ones not named ("5 more"), drawn grey.
    var restSeries: String? = nil
    var unit: DateUnit?
    var stacking: DataStacking = .standard
    /// Bars of one key side by side, one slot per series.
    var grouped = false
    var smoothing: WeekSmoothing?
    /// Every point of a streamed scatter drawn, rather than one per pixel and colour.
    var allPoints = false
    var palette: StepPalette = .standard

    /// Whether the chart draws its points one symbol per pixel and colour (a streamed scatter).
    func thinsPoints(_ count: Int) -> Bool { mark == .point && !allPoints && count > DataCharts.streamingThreshold }

    /// `--stacking` as the DSL's stacking method.
    var stackingMethod: MarkStackingMethod {
        switch stacking {
        case .standard: .standard
        case .normalized: .normalized
        case .center: .center
        case .none: .unstacked
        }
    }

    /// `--smooth` as the DSL's interpolation.
    var curve: InterpolationMethod {
        switch smoothing {
        case nil: .linear
        case .catmullRom?: .catmullRom
        case .monotone?: .monotone
        }
    }
}

/// The charts `shipplot chart` draws, built with the public DSL like any client would: `Chart`, the marks,
/// `foregroundStyle(by:)`.
enum DataCharts {
    /// Above this many points, lines and points are drawn with `LinePlot` and `PointPlot`, which read the whole
    /// collection as one mark instead of a mark per point.
    static let streamingThreshold = 5_000
    /// The most bars, areas' points and rules drawn: each is a mark, and more than this are narrower than a pixel
    /// even on the widest chart.
    static let markLimit = 20_000
    /// The most series a line or area chart gets symbols at each point for.
    static let symbolLimit = 40

    /// Lines through fewer points than this per series get a circle at each point.
    static func wantsSymbols(points: Int, series: Int) -> Bool { points <= symbolLimit * max(series, 1) }

    /// The chart of `points`, whose keys become plottable values through `key` (dates binned there, when a unit
    /// is set) and, for the streamed plots, through `keyPath`.
    static func chart<Key: Plottable & Sendable>(
        _ points: [DataPoint<Key>], style: DataChartStyle, key: @escaping (Key) -> PlottableValue<Key>,
        keyPath: PlottableProjection<DataPoint<Key>, Key>
    ) -> Chart<some ChartContent> {
        let seriesLabel = style.seriesLabel ?? "Series"
        let streamed = (style.mark == .line || style.mark == .point) && points.count > streamingThreshold
        let symbols = wantsSymbols(points: points.count, series: style.seriesNames.count)
        let chart = Chart {
            if streamed {
                streamedPlot(points, style: style, keyPath: keyPath, seriesLabel: seriesLabel)
            } else {
                ForEach(points.indices, id: \.self) { index in
                    let point = points[index]
                    mark(
                        key(point.key), .value(style.valueLabel, point.value), .value(seriesLabel, point.series),
                        style: style, symbols: symbols)
                }
            }
        }
        .chartForegroundStyleScale(
            domain: style.seriesNames, range: style.palette.colors(for: style.seriesNames, rest: style.restSeries)
        )
        .chartShipPlotAxisLabels()
        return framed(chart, style: style, numericKey: Key.PrimitivePlottable.self == Double.self)
    }

    /// Scales, axis titles and legend: bars, areas and rules grow from zero; a scatter or a line spans its data, as
    /// most plotting tools draw them, or a crash-free rate of 99.2 to 99.8 % would be a flat line at the top. A
    /// numeric key is a position (a year, a version, a size), never measured from zero.
    private static func framed<Content: ChartContent>(_ chart: Chart<Content>, style: DataChartStyle, numericKey: Bool)
        -> Chart<Content>
    {
        let fromZero = style.mark == .bar || style.mark == .area || style.mark == .rule
        let (xZero, yZero) = style.horizontal ? (fromZero, !numericKey) : (!numericKey, fromZero)
        let scaled = chart.chartXScale(domain: .automatic(includesZero: xZero ? nil : false))
            .chartYScale(domain: .automatic(includesZero: yZero ? nil : false))
        let titled =
            style.horizontal
            ? scaled.chartXAxisLabel(style.valueLabel).chartYAxisLabel(style.keyLabel)
            : scaled.chartXAxisLabel(style.keyLabel).chartYAxisLabel(style.valueLabel)
        return style.seriesLabel == nil ? titled.chartLegend(.hidden) : titled.chartLegendTitled()
    }

    /// Many lines or points as one mark over the whole collection (`LinePlot`, `PointPlot`).
    @ChartContentBuilder
    private static func streamedPlot<Key: Plottable & Sendable>(
        _ points: [DataPoint<Key>], style: DataChartStyle, keyPath: PlottableProjection<DataPoint<Key>, Key>,
        seriesLabel: String
    ) -> some ChartContent {
        if style.mark == .line {
            LinePlot(points, x: keyPath, y: .value(style.valueLabel, \.value))
                .foregroundStyle(by: .value(seriesLabel, \.series))
                .interpolationMethod(style.curve)
        } else if style.horizontal {
            PointPlot(points, x: .value(style.valueLabel, \.value), y: keyPath)
                .foregroundStyle(by: .value(seriesLabel, \.series)).drawsEveryPoint(style.allPoints)
        } else {
            PointPlot(points, x: keyPath, y: .value(style.valueLabel, \.value))
                .foregroundStyle(by: .value(seriesLabel, \.series)).drawsEveryPoint(style.allPoints)
        }
    }

    /// The mark of one point: key `k`, value `v`, series `s`.
    @ChartContentBuilder
    private static func mark<Key: Plottable>(
        _ k: PlottableValue<Key>, _ v: PlottableValue<Double>, _ s: PlottableValue<String>, style: DataChartStyle,
        symbols: Bool
    ) -> some ChartContent {
        switch style.mark {
        case .bar:
            if style.grouped {
                bar(k, v, horizontal: style.horizontal, stacking: .unstacked).foregroundStyle(by: s).position(by: s)
            } else {
                bar(k, v, horizontal: style.horizontal, stacking: style.stackingMethod).foregroundStyle(by: s)
            }
        case .line:
            if symbols {
                LineMark(x: k, y: v).foregroundStyle(by: s).symbol(.circle).interpolationMethod(style.curve)
            } else {
                LineMark(x: k, y: v).foregroundStyle(by: s).interpolationMethod(style.curve)
            }
        case .point:
            if style.horizontal {
                PointMark(x: v, y: k).foregroundStyle(by: s)
            } else {
                PointMark(x: k, y: v).foregroundStyle(by: s)
            }
        case .area: area(k, v, s, style: style)
        case .rule: rule(k, v, s, style: style)
        }
    }

    /// An area; with one series and no `--color`, a translucent area under its line, as the week chart draws it.
    @ChartContentBuilder
    private static func area<Key: Plottable>(
        _ k: PlottableValue<Key>, _ v: PlottableValue<Double>, _ s: PlottableValue<String>, style: DataChartStyle
    ) -> some ChartContent {
        if style.seriesLabel == nil {
            AreaMark(x: k, y: v).foregroundStyle(by: s).opacity(0.25).interpolationMethod(style.curve)
            LineMark(x: k, y: v).foregroundStyle(by: s).interpolationMethod(style.curve)
        } else {
            AreaMark(x: k, y: v, stacking: style.stackingMethod).foregroundStyle(by: s)
                .interpolationMethod(style.curve)
        }
    }

    /// A rule from zero to the value, as heavy as a line: a 1 pt rule per value reads as hairlines.
    @ChartContentBuilder
    private static func rule<Key: Plottable>(
        _ k: PlottableValue<Key>, _ v: PlottableValue<Double>, _ s: PlottableValue<String>, style: DataChartStyle
    ) -> some ChartContent {
        if style.horizontal {
            RuleMark(xStart: .value(style.valueLabel, 0), xEnd: v, y: k).foregroundStyle(by: s)
                .lineStyle(StrokeStyle(lineWidth: 2))
        } else {
            RuleMark(x: k, yStart: .value(style.valueLabel, 0), yEnd: v).foregroundStyle(by: s)
                .lineStyle(StrokeStyle(lineWidth: 2))
        }
    }

    /// A bar from zero at `key`: vertical, or horizontal with the key on y.
    @ChartContentBuilder
    private static func bar<Key: Plottable>(
        _ key: PlottableValue<Key>, _ value: PlottableValue<Double>, horizontal: Bool, stacking: MarkStackingMethod
    ) -> some ChartContent {
        if horizontal {
            BarMark(x: value, y: key, stacking: stacking)
        } else {
            BarMark(x: key, y: value, stacking: stacking)
        }
    }
}
