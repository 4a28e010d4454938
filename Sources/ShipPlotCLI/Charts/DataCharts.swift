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
    var unit: DateUnit?
    var stacking: DataStacking = .standard
    /// Bars of one key side by side, one slot per series.
    var grouped = false
    var smoothing: WeekSmoothing?
    var palette: StepPalette = .standard
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
        let stacking: MarkStackingMethod =
            switch style.stacking {
            case .standard: .standard
            case .normalized: .normalized
            case .center: .center
            case .none: .unstacked
            }
        let curve: InterpolationMethod =
            switch style.smoothing {
            case nil: .linear
            case .catmullRom?: .catmullRom
            case .monotone?: .monotone
            }
        let seriesLabel = style.seriesLabel ?? "Series"
        let valueLabel = style.valueLabel
        let streamed = (style.mark == .line || style.mark == .point) && points.count > streamingThreshold
        let symbols = wantsSymbols(points: points.count, series: style.seriesNames.count)
        // One series without --color: a translucent area under its line, as the week chart draws it.
        let layered = style.mark == .area && style.seriesLabel == nil
        let chart = Chart {
            if streamed {
                if style.mark == .line {
                    LinePlot(points, x: keyPath, y: .value(valueLabel, \.value))
                        .foregroundStyle(by: .value(seriesLabel, \.series))
                        .interpolationMethod(curve)
                } else if style.horizontal {
                    PointPlot(points, x: .value(valueLabel, \.value), y: keyPath)
                        .foregroundStyle(by: .value(seriesLabel, \.series))
                } else {
                    PointPlot(points, x: keyPath, y: .value(valueLabel, \.value))
                        .foregroundStyle(by: .value(seriesLabel, \.series))
                }
            } else {
                ForEach(points.indices, id: \.self) { index in
                    let point = points[index]
                    let k = key(point.key)
                    let v = PlottableValue.value(valueLabel, point.value)
                    let s = PlottableValue.value(seriesLabel, point.series)
                    switch style.mark {
                    case .bar:
                        if style.grouped {
                            bar(k, v, horizontal: style.horizontal, stacking: .unstacked)
                                .foregroundStyle(by: s)
                                .position(by: s)
                        } else {
                            bar(k, v, horizontal: style.horizontal, stacking: stacking)
                                .foregroundStyle(by: s)
                        }
                    case .line:
                        if symbols {
                            LineMark(x: k, y: v)
                                .foregroundStyle(by: s)
                                .symbol(.circle)
                                .interpolationMethod(curve)
                        } else {
                            LineMark(x: k, y: v)
                                .foregroundStyle(by: s)
                                .interpolationMethod(curve)
                        }
                    case .point:
                        if style.horizontal {
                            PointMark(x: v, y: k).foregroundStyle(by: s)
                        } else {
                            PointMark(x: k, y: v).foregroundStyle(by: s)
                        }
                    case .area:
                        if layered {
                            AreaMark(x: k, y: v)
                                .foregroundStyle(by: s)
                                .opacity(0.25)
                                .interpolationMethod(curve)
                            LineMark(x: k, y: v)
                                .foregroundStyle(by: s)
                                .interpolationMethod(curve)
                        } else {
                            AreaMark(x: k, y: v, stacking: stacking)
                                .foregroundStyle(by: s)
                                .interpolationMethod(curve)
                        }
                    case .rule:
                        // As heavy as a line: a 1 pt rule per value reads as hairlines.
                        if style.horizontal {
                            RuleMark(xStart: .value(valueLabel, 0), xEnd: v, y: k)
                                .foregroundStyle(by: s)
                                .lineStyle(StrokeStyle(lineWidth: 2))
                        } else {
                            RuleMark(x: k, yStart: .value(valueLabel, 0), yEnd: v)
                                .foregroundStyle(by: s)
                                .lineStyle(StrokeStyle(lineWidth: 2))
                        }
                    }
                }
            }
        }
        .chartForegroundStyleScale(domain: style.seriesNames, range: style.palette.colors(style.seriesNames.count))
        .chartShipPlotAxisLabels()
        // Bars, areas and rules grow from zero; a scatter or a line spans its data, as most plotting tools draw
        // them, or a crash-free rate of 99.2 to 99.8 % would be a flat line at the top.
        let fromZero = style.mark == .bar || style.mark == .area || style.mark == .rule
        // A numeric key is a position (a year, a version, a size), never measured from zero.
        let keyFromZero = !(Key.PrimitivePlottable.self == Double.self)
        let (xZero, yZero) = style.horizontal ? (fromZero, keyFromZero) : (keyFromZero, fromZero)
        let scaled = chart.chartXScale(domain: .automatic(includesZero: xZero ? nil : false))
            .chartYScale(domain: .automatic(includesZero: yZero ? nil : false))
        let titled =
            style.horizontal
            ? scaled.chartXAxisLabel(style.valueLabel).chartYAxisLabel(style.keyLabel)
            : scaled.chartXAxisLabel(style.keyLabel).chartYAxisLabel(style.valueLabel)
        return style.seriesLabel == nil ? titled.chartLegend(.hidden) : titled.chartLegendTitled()
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
