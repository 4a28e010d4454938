// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// A position value a data chart plots: numbers as `Double`, dates as `Date`, categories as `String`.
protocol ColumnValue: Plottable & Sendable {
    /// The column's values as this type (NaN, a missing date or category, stays as its nearest stand-in: the
    /// plan leaves such rows out before any is drawn).
    static func values(_ column: FieldColumn) -> [Self]
    /// The value at `index` of the column, as `values` has it.
    static func value(_ column: FieldColumn, at index: Int) -> Self
}

extension Double: ColumnValue {
    static func values(_ column: FieldColumn) -> [Double] {
        switch column {
        case .numbers(let values), .dates(let values): values
        case .categories(let indices, _): indices.map(Double.init)
        }
    }

    static func value(_ column: FieldColumn, at index: Int) -> Double {
        switch column {
        case .numbers(let values), .dates(let values): values[index]
        case .categories(let indices, _): Double(indices[index])
        }
    }
}

extension Date: ColumnValue {
    static func values(_ column: FieldColumn) -> [Date] {
        Double.values(column).map { Date(timeIntervalSince1970: $0) }
    }

    static func value(_ column: FieldColumn, at index: Int) -> Date {
        Date(timeIntervalSince1970: Double.value(column, at: index))
    }
}

extension String: ColumnValue {
    static func values(_ column: FieldColumn) -> [String] {
        guard case .categories(let indices, let names) = column else {
            return Double.values(column).map { TableAltText.number($0) }
        }
        return indices.map { $0 >= 0 && Int($0) < names.count ? names[Int($0)] : "" }
    }

    static func value(_ column: FieldColumn, at index: Int) -> String {
        guard case .categories(let indices, let names) = column else {
            return TableAltText.number(Double.value(column, at: index))
        }
        return indices[index] >= 0 && Int(indices[index]) < names.count ? names[Int(indices[index])] : ""
    }
}

/// The charts `shipplot chart` draws, built with the public DSL like any client would: `Chart`, the marks,
/// `foregroundStyle(by:)`, `symbolSize(by:)`, `symbol(by:)`. Marks along a key (bars, lines, areas, rules,
/// ticks, error bars, box plots) are drawn by `KeyedCharts`, marks placed by two fields (points, heat-map
/// rectangles) by `PlacedCharts`, and pies by `ArcCharts`.
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

    /// A renderer of `points` drawn as `style` says, sized and themed by `values`.
    static func renderer(_ points: PlotPoints, style: DataChartStyle, values: ChartOptions.Values, title: String?)
        -> ChartRenderer
    {
        switch style.mark {
        case .arc: return ArcCharts.renderer(points, style: style, values: values, title: title)
        case .rect: return PlacedCharts.renderer(points, style: style, values: values, title: title)
        case .point where points.low == nil:
            return PlacedCharts.renderer(points, style: style, values: values, title: title)
        default: return KeyedCharts.renderer(points, style: style, values: values, title: title)
        }
    }

    /// The colour scale: the palette over the series, unless the colour is continuous (the library's gradient).
    static func coloured<Content>(_ chart: Chart<Content>, style: DataChartStyle) -> Chart<Content> {
        guard !style.continuousColor else { return chart }
        return chart.chartForegroundStyleScale(
            domain: style.seriesNames, range: style.palette.colors(for: style.seriesNames, rest: style.restSeries))
    }

    /// Axis titles and the legend: hidden without a colour, size or shape channel.
    static func titled<Content>(_ chart: Chart<Content>, style: DataChartStyle) -> Chart<Content> {
        var titled = chart
        if let x = style.xTitle { titled = titled.chartXAxisLabel(x) }
        if let y = style.yTitle { titled = titled.chartYAxisLabel(y) }
        if let header = style.header { titled = titled.chartXAxisLabel(header, position: .top, alignment: .center) }
        let legend = style.colorTitle ?? style.shapeTitle ?? style.sizeTitle
        return legend == nil || !style.legendShown ? titled.chartLegend(.hidden) : titled.chartLegendTitled()
    }

    /// The x scale: categories in their sort order, a given domain, the scale type, and zero as the mark wants.
    static func xScaled<Content>(_ chart: Chart<Content>, style: DataChartStyle, zero: Bool) -> Chart<Content> {
        let type = scaleType(style.xScale.type)
        if !style.xCategories.isEmpty { return chart.chartXScale(domain: style.xCategories, type: type) }
        switch axisDomain(style.xScale.domain) {
        case .numbers(let range)?: return chart.chartXScale(domain: range, type: type)
        case .dates(let range)?: return chart.chartXScale(domain: range, type: type)
        case nil:
            let zero = style.xScale.zero ?? (zero && !isLogarithmic(style.xScale.type))
            return chart.chartXScale(domain: .automatic(includesZero: zero ? nil : false), type: type)
        }
    }

    /// The y scale, as `xScaled` sets x's.
    static func yScaled<Content>(_ chart: Chart<Content>, style: DataChartStyle, zero: Bool) -> Chart<Content> {
        let type = scaleType(style.yScale.type)
        if !style.yCategories.isEmpty { return chart.chartYScale(domain: style.yCategories, type: type) }
        switch axisDomain(style.yScale.domain) {
        case .numbers(let range)?: return chart.chartYScale(domain: range, type: type)
        case .dates(let range)?: return chart.chartYScale(domain: range, type: type)
        case nil:
            let zero = style.yScale.zero ?? (zero && !isLogarithmic(style.yScale.type))
            return chart.chartYScale(domain: .automatic(includesZero: zero ? nil : false), type: type)
        }
    }

    enum AxisDomain {
        case numbers(ClosedRange<Double>)
        case dates(ClosedRange<Date>)
    }

    /// A domain given as two numbers or two dates, as the DSL takes it.
    static func axisDomain(_ values: [DomainValue]?) -> AxisDomain? {
        guard let values, values.count == 2 else { return nil }
        switch (values[0], values[1]) {
        case (.number(let low), .number(let high)) where low <= high: return .numbers(low...high)
        case (.date(let low), .date(let high)) where low <= high:
            return .dates(Date(timeIntervalSince1970: low)...Date(timeIntervalSince1970: high))
        default: return nil
        }
    }

    static func isLogarithmic(_ kind: ScaleKind?) -> Bool { kind == .log }

    static func scaleType(_ kind: ScaleKind?) -> ScaleType? {
        switch kind {
        case nil, .linear?: nil
        case .log?: .log
        case .sqrt?: .squareRoot
        case .symlog?: .symmetricLog
        }
    }

    /// A renderer for `chart` with the CLI's look.
    static func render<Content>(
        _ chart: Chart<Content>, style: DataChartStyle, values: ChartOptions.Values, title: String?
    ) -> ChartRenderer {
        let labelled = chart.chartShipPlotAxisLabels()
        guard let padding = style.padding else { return ChartOptions.renderer(labelled, values: values, title: title) }
        return ChartOptions.renderer(labelled.padding(padding), values: values, title: title)
    }
}
