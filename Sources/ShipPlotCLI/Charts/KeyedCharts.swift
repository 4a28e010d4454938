// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// One mark along a key: its key (the x value, or y for horizontal marks), where its bin ends, its measured
/// value, the span of its error bar or whiskers, its box, and its series.
struct KeyedPoint<Key: ColumnValue>: Sendable {
    var key: Key
    var keyEnd: Key?
    var value: Double
    var low = Double.nan
    var high = Double.nan
    var boxLower = Double.nan
    var boxUpper = Double.nan
    var series: String
}

/// Bars, lines, areas, rules, ticks, error bars and box plots: marks along a key axis with a measured value.
enum KeyedCharts {
    static func renderer(_ points: PlotPoints, style: DataChartStyle, values: ChartOptions.Values, title: String?)
        -> ChartRenderer
    {
        switch style.horizontal ? points.y : points.x {
        case .categories?: typed(points, String.self, style: style, values: values, title: title)
        case .dates?: typed(points, Date.self, style: style, values: values, title: title)
        default: typed(points, Double.self, style: style, values: values, title: title)
        }
    }

    /// The marks of `points` with keys of type `Key`.
    static func rows<Key: ColumnValue>(_ points: PlotPoints, _ type: Key.Type, horizontal: Bool) -> [KeyedPoint<Key>] {
        let keyColumn = horizontal ? points.y : points.x
        let keys = keyColumn.map(Key.values) ?? []
        let ends = (horizontal ? points.y2 : points.x2).map { Key.values(.numbers($0)) }
        let measured = (horizontal ? points.x : points.y).map(Double.values) ?? []
        let series = points.color.map(String.values)
        return (0..<points.count).map { index in
            var row = KeyedPoint(
                key: keys[index], keyEnd: ends?[index], value: measured[index], series: series?[index] ?? "")
            if let low = points.low, let high = points.high { (row.low, row.high) = (low[index], high[index]) }
            if let box = points.box { (row.boxLower, row.boxUpper) = (box.lower[index], box.upper[index]) }
            return row
        }
    }

    /// `rows` in the order their stacks are built, bottom (or left) first: marks stack in the order they are
    /// declared, so a stack read in legend order declares the last series first when it runs up, the first when
    /// it runs right. Rows of one series keep their order.
    static func stackOrdered<Key: ColumnValue>(_ rows: [KeyedPoint<Key>], style: DataChartStyle) -> [KeyedPoint<Key>] {
        guard style.stacksInLegendOrder, [.bar, .area].contains(style.mark), !style.grouped,
            style.stacking != .none
        else { return rows }
        // The legend's order: the colour's categories, or, for a colour of numbers or dates, the order the
        // values first come in (the plan's, ascending), as the library's legend lists them.
        var rank: [String: Int] = [:]
        for (index, name) in style.seriesNames.enumerated() where rank[name] == nil { rank[name] = index }
        if style.seriesNames.count <= 1 {
            for row in rows where rank[row.series] == nil { rank[row.series] = rank.count }
        }
        guard rank.count > 1 else { return rows }
        let sign = style.horizontal ? 1 : -1
        let order = rows.indices.sorted { a, b in
            let (l, r) = (sign * (rank[rows[a].series] ?? 0), sign * (rank[rows[b].series] ?? 0))
            return l != r ? l < r : a < b
        }
        return order.map { rows[$0] }
    }

    private static func typed<Key: ColumnValue>(
        _ points: PlotPoints, _ type: Key.Type, style: DataChartStyle, values: ChartOptions.Values, title: String?
    ) -> ChartRenderer {
        let rows = stackOrdered(rows(points, type, horizontal: style.horizontal), style: style)
        let label = style.keyTitle
        var key: (Key) -> PlottableValue<Key> = { .value(label, $0) }
        if let unit = style.unit?.component, Key.self == Date.self {
            key = { PlottableValue<Date>.value(label, $0 as! Date, unit: unit) as! PlottableValue<Key> }
        }
        let outliers = points.outliers.map { (key: rows[$0.group].key, value: $0.value, series: rows[$0.group].series) }
        let marks = KeyedMarks(
            style: style, key: key,
            symbols: DataCharts.wantsSymbols(points: rows.count, series: style.seriesNames.count))
        let streamed = style.mark == .line && rows.count > DataCharts.streamingThreshold
        let seriesTitle = style.colorTitle ?? "Series"
        let chart = Chart {
            if streamed {
                LinePlot(rows, x: .value(label, \.key), y: .value(style.valueTitle, \.value))
                    .foregroundStyle(by: .value(seriesTitle, \.series))
                    .interpolationMethod(style.curve)
            } else {
                ForEach(rows.indices, id: \.self) { index in marks.mark(rows[index]) }
            }
            ForEach(outliers.indices, id: \.self) { index in
                marks.outlier(outliers[index].key, outliers[index].value, series: outliers[index].series)
            }
        }
        let fromZero = [DataMark.bar, .area, .rule].contains(style.mark)
        let numericKey = Key.self == Double.self
        let (xZero, yZero) = style.horizontal ? (fromZero, !numericKey) : (!numericKey, fromZero)
        let framed = DataCharts.titled(
            DataCharts.yScaled(
                DataCharts.xScaled(DataCharts.coloured(chart, style: style), style: style, zero: xZero), style: style,
                zero: yZero), style: style)
        return DataCharts.render(framed, style: style, values: values, title: title)
    }
}

/// The content of one keyed mark, as its kind and orientation draw it.
struct KeyedMarks<Key: ColumnValue> {
    let style: DataChartStyle
    let key: (Key) -> PlottableValue<Key>
    let symbols: Bool

    private var valueTitle: String { style.valueTitle }
    private var seriesTitle: String { style.colorTitle ?? "Series" }

    private func v(_ value: Double) -> PlottableValue<Double> { .value(valueTitle, value) }
    private func s(_ series: String) -> PlottableValue<String> { .value(seriesTitle, series) }

    @ChartContentBuilder
    func mark(_ row: KeyedPoint<Key>) -> some ChartContent {
        switch style.mark {
        case .bar: bar(row)
        case .line: line(row)
        case .area: area(row)
        case .rule: rule(row, from: 0, to: row.value)
        case .tick: tick(row)
        case .errorbar: errorBar(row)
        case .boxplot: box(row)
        default: point(row)
        }
        if style.extent != nil && style.mark != .errorbar && style.mark != .boxplot { overlaidErrorBar(row) }
    }

    @ChartContentBuilder
    private func bar(_ row: KeyedPoint<Key>) -> some ChartContent {
        if style.grouped {
            barMark(row, stacking: .unstacked).foregroundStyle(by: s(row.series)).position(by: s(row.series))
        } else if let opacity = style.opacity {
            barMark(row, stacking: style.stackingMethod).foregroundStyle(by: s(row.series)).opacity(opacity)
        } else {
            barMark(row, stacking: style.stackingMethod).foregroundStyle(by: s(row.series))
        }
    }

    /// The key of a bar: its bin, from start to end, when the key is binned.
    private func barKey(_ row: KeyedPoint<Key>) -> PlottableValue<Key> {
        guard let end = row.keyEnd as? Double, let start = row.key as? Double else { return key(row.key) }
        let bin = PlottableValue<Double>.value(style.keyTitle, ChartBinRange(lowerBound: start, upperBound: end))
        return bin as! PlottableValue<Key>
    }

    @ChartContentBuilder
    private func barMark(_ row: KeyedPoint<Key>, stacking: MarkStackingMethod) -> some ChartContent {
        if style.horizontal {
            BarMark(x: v(row.value), y: barKey(row), stacking: stacking)
        } else {
            BarMark(x: barKey(row), y: v(row.value), stacking: stacking)
        }
    }

    @ChartContentBuilder
    private func line(_ row: KeyedPoint<Key>) -> some ChartContent {
        if symbols || style.pointsOnLine {
            LineMark(x: key(row.key), y: v(row.value)).foregroundStyle(by: s(row.series)).symbol(.circle)
                .interpolationMethod(style.curve)
        } else {
            LineMark(x: key(row.key), y: v(row.value)).foregroundStyle(by: s(row.series))
                .interpolationMethod(style.curve)
        }
    }

    /// An area; with one series and no `--color`, a translucent area under its line, as the week chart draws it.
    @ChartContentBuilder
    private func area(_ row: KeyedPoint<Key>) -> some ChartContent {
        if style.colorTitle == nil {
            AreaMark(x: key(row.key), y: v(row.value)).foregroundStyle(by: s(row.series)).opacity(0.25)
                .interpolationMethod(style.curve)
            if style.pointsOnLine {
                LineMark(x: key(row.key), y: v(row.value)).foregroundStyle(by: s(row.series)).symbol(.circle)
                    .interpolationMethod(style.curve)
            } else {
                LineMark(x: key(row.key), y: v(row.value)).foregroundStyle(by: s(row.series))
                    .interpolationMethod(style.curve)
            }
        } else {
            AreaMark(x: key(row.key), y: v(row.value), stacking: style.stackingMethod).foregroundStyle(
                by: s(row.series)
            )
            .interpolationMethod(style.curve)
        }
    }

    @ChartContentBuilder
    private func point(_ row: KeyedPoint<Key>) -> some ChartContent {
        if style.horizontal {
            PointMark(x: v(row.value), y: key(row.key)).foregroundStyle(by: s(row.series))
        } else {
            PointMark(x: key(row.key), y: v(row.value)).foregroundStyle(by: s(row.series))
        }
    }

    /// A rule from `from` to `to` across the measure, as heavy as a line: a 1 pt rule per value reads as
    /// hairlines.
    @ChartContentBuilder
    private func rule(_ row: KeyedPoint<Key>, from: Double, to: Double, width: Double = 2) -> some ChartContent {
        if style.horizontal {
            RuleMark(xStart: v(from), xEnd: v(to), y: key(row.key)).foregroundStyle(by: s(row.series))
                .lineStyle(StrokeStyle(lineWidth: width))
        } else {
            RuleMark(x: key(row.key), yStart: v(from), yEnd: v(to)).foregroundStyle(by: s(row.series))
                .lineStyle(StrokeStyle(lineWidth: width))
        }
    }

    /// A short line across the key at the value: a strip plot's mark.
    @ChartContentBuilder
    private func tick(_ row: KeyedPoint<Key>) -> some ChartContent {
        let across: MarkDimension = Key.self == String.self ? .ratio(0.7) : .fixed(14)
        if style.horizontal {
            RectangleMark(x: v(row.value), y: key(row.key), width: .fixed(1.5), height: across)
                .foregroundStyle(by: s(row.series))
        } else {
            RectangleMark(x: key(row.key), y: v(row.value), width: across, height: .fixed(1.5))
                .foregroundStyle(by: s(row.series))
        }
    }

    @ChartContentBuilder
    private func errorBar(_ row: KeyedPoint<Key>) -> some ChartContent {
        rule(row, from: row.low, to: row.high, width: 1.5)
    }

    /// An error bar over a bar, point or line, in the text's colour: in the series' colour it would vanish
    /// into its bar.
    @ChartContentBuilder
    private func overlaidErrorBar(_ row: KeyedPoint<Key>) -> some ChartContent {
        if style.horizontal {
            RuleMark(xStart: v(row.low), xEnd: v(row.high), y: key(row.key)).foregroundStyle(Color.primary)
                .lineStyle(StrokeStyle(lineWidth: 1.5))
        } else {
            RuleMark(x: key(row.key), yStart: v(row.low), yEnd: v(row.high)).foregroundStyle(Color.primary)
                .lineStyle(StrokeStyle(lineWidth: 1.5))
        }
    }

    /// A box from the first to the third quartile, whiskers to the furthest values within reach, and the median
    /// as a line across the box, in the background's colour; a box of no height (a group of one value, or of
    /// equal quartiles) shows its median in the series' colour, as it would otherwise vanish.
    @ChartContentBuilder
    private func box(_ row: KeyedPoint<Key>) -> some ChartContent {
        rule(row, from: row.low, to: row.high, width: 1.5)
        if style.horizontal {
            BarMark(xStart: v(row.boxLower), xEnd: v(row.boxUpper), y: key(row.key), height: .ratio(0.5))
                .foregroundStyle(by: s(row.series))
        } else {
            BarMark(x: key(row.key), yStart: v(row.boxLower), yEnd: v(row.boxUpper), width: .ratio(0.5))
                .foregroundStyle(by: s(row.series))
        }
        if row.boxUpper > row.boxLower {
            median(row).foregroundStyle(Color.white)
        } else {
            median(row).foregroundStyle(by: s(row.series))
        }
    }

    private func median(_ row: KeyedPoint<Key>) -> RectangleMark {
        style.horizontal
            ? RectangleMark(x: v(row.value), y: key(row.key), width: .fixed(2), height: .ratio(0.5))
            : RectangleMark(x: key(row.key), y: v(row.value), width: .ratio(0.5), height: .fixed(2))
    }

    /// A value beyond a box plot's whiskers.
    @ChartContentBuilder
    func outlier(_ key: Key, _ value: Double, series: String) -> some ChartContent {
        if style.horizontal {
            PointMark(x: v(value), y: self.key(key)).foregroundStyle(by: s(series)).symbolSize(24)
        } else {
            PointMark(x: self.key(key), y: v(value)).foregroundStyle(by: s(series)).symbolSize(24)
        }
    }
}
