// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// One mark placed by two fields: a point of a scatter plot or a cell of a heat map, with its colour (a series,
/// or a number on a continuous scale), size and shape.
struct PlacedPoint<X: ColumnValue, Y: ColumnValue>: Sendable {
    var x: X
    var y: Y
    /// Where a binned x or y ends.
    var x2: X?
    var y2: Y?
    var series: String
    var colorValue: Double
    var size: Double
    var shape: String
}

/// A point of a streamed scatter: where it is and its colour, a series or a number (40 bytes where a placed
/// point takes 96: a million are held while the chart is drawn).
struct PlottedPoint<X: ColumnValue, Y: ColumnValue>: Sendable {
    var x: X
    var y: Y
    var series: String
    var colorValue: Double
}

/// The placed points of a plan's marks, each made from the columns when it is read (no column is copied whole
/// on the way).
struct PlacedColumns<X: ColumnValue, Y: ColumnValue>: RandomAccessCollection {
    private let points: PlotPoints
    private let x: FieldColumn
    private let y: FieldColumn

    init(_ points: PlotPoints) {
        self.points = points
        let zeros = FieldColumn.numbers(
            [Double](repeating: 0, count: points.x == nil || points.y == nil ? points.count : 0))
        (x, y) = (points.x ?? zeros, points.y ?? zeros)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { points.count }

    subscript(index: Int) -> PlacedPoint<X, Y> {
        PlacedPoint(
            x: X.value(x, at: index), y: Y.value(y, at: index), x2: points.x2.map { X.value(.numbers($0), at: index) },
            y2: points.y2.map { Y.value(.numbers($0), at: index) },
            series: points.color.map { $0.type == .category ? String.value($0, at: index) : "" } ?? "",
            colorValue: points.color.map { Double.value($0, at: index) } ?? 0, size: points.size?[index] ?? 0,
            shape: points.shape.map { String.value($0, at: index) } ?? "")
    }
}

/// Points and heat-map rectangles: each mark where its x and y put it, of whatever type each is.
enum PlacedCharts {
    static func renderer(_ points: PlotPoints, style: DataChartStyle, values: ChartOptions.Values, title: String?)
        -> ChartRenderer
    {
        switch points.x {
        case .categories?: withY(points, String.self, style: style, values: values, title: title)
        case .dates?: withY(points, Date.self, style: style, values: values, title: title)
        default: withY(points, Double.self, style: style, values: values, title: title)
        }
    }

    private static func withY<X: ColumnValue>(
        _ points: PlotPoints, _ x: X.Type, style: DataChartStyle, values: ChartOptions.Values, title: String?
    ) -> ChartRenderer {
        switch points.y {
        case .categories?: typed(points, x, String.self, style: style, values: values, title: title)
        case .dates?: typed(points, x, Date.self, style: style, values: values, title: title)
        default: typed(points, x, Double.self, style: style, values: values, title: title)
        }
    }

    static func rows<X: ColumnValue, Y: ColumnValue>(_ points: PlotPoints, _ x: X.Type, _ y: Y.Type)
        -> [PlacedPoint<X, Y>]
    {
        Array(PlacedColumns<X, Y>(points))
    }

    private static func typed<X: ColumnValue, Y: ColumnValue>(
        _ points: PlotPoints, _ x: X.Type, _ y: Y.Type, style: DataChartStyle, values: ChartOptions.Values,
        title: String?
    ) -> ChartRenderer {
        let marks = PlacedMarks<X, Y>(style: style, sized: points.size != nil, shaped: points.shape != nil)
        let streamed = style.streamsPoints(points.count)
        let rows = streamed ? [] : rows(points, x, y)
        let plotted =
            streamed
            ? PlacedColumns<X, Y>(points).map {
                PlottedPoint(x: $0.x, y: $0.y, series: $0.series, colorValue: $0.colorValue)
            }
            : []
        let chart = Chart {
            if streamed {
                marks.plot(plotted)
            } else {
                ForEach(rows.indices, id: \.self) { index in marks.mark(rows[index]) }
            }
        }
        let zero = style.mark == .rect
        let framed = DataCharts.titled(
            DataCharts.yScaled(
                DataCharts.xScaled(
                    DataCharts.coloured(chart, style: style), style: style, zero: zero && X.self == Double.self),
                style: style, zero: zero && Y.self == Double.self), style: style)
        return DataCharts.render(framed, style: style, values: values, title: title)
    }
}

/// The content of one placed mark.
struct PlacedMarks<X: ColumnValue, Y: ColumnValue> {
    let style: DataChartStyle
    let sized: Bool
    let shaped: Bool

    private func x(_ value: X) -> PlottableValue<X> {
        if let unit = style.xUnit?.component, let date = value as? Date {
            return PlottableValue<Date>.value(style.xTitle ?? "", date, unit: unit) as! PlottableValue<X>
        }
        return .value(style.xTitle ?? "", value)
    }

    private func y(_ value: Y) -> PlottableValue<Y> {
        if let unit = style.yUnit?.component, let date = value as? Date {
            return PlottableValue<Date>.value(style.yTitle ?? "", date, unit: unit) as! PlottableValue<Y>
        }
        return .value(style.yTitle ?? "", value)
    }

    @ChartContentBuilder
    func mark(_ row: PlacedPoint<X, Y>) -> some ChartContent {
        if style.mark == .rect {
            coloured(cell(row), row)
        } else {
            shapedMark(sizedMark(coloured(PointMark(x: x(row.x), y: y(row.y)), row), row), row)
        }
    }

    /// A heat-map cell: a band's width, or from a bin's start to its end.
    @ChartContentBuilder
    private func cell(_ row: PlacedPoint<X, Y>) -> some ChartContent {
        if let x2 = row.x2, let y2 = row.y2 {
            RectangleMark(xStart: x(row.x), xEnd: x(x2), yStart: y(row.y), yEnd: y(y2))
        } else if let x2 = row.x2 {
            RectangleMark(xStart: x(row.x), xEnd: x(x2), y: y(row.y))
        } else if let y2 = row.y2 {
            RectangleMark(x: x(row.x), yStart: y(row.y), yEnd: y(y2))
        } else {
            RectangleMark(x: x(row.x), y: y(row.y))
        }
    }

    @ChartContentBuilder
    private func coloured<Content: ChartContent>(_ content: Content, _ row: PlacedPoint<X, Y>) -> some ChartContent {
        if style.continuousColor {
            content.foregroundStyle(by: .value(style.colorTitle ?? "", row.colorValue))
        } else {
            content.foregroundStyle(by: .value(style.colorTitle ?? "Series", row.series))
        }
    }

    @ChartContentBuilder
    private func sizedMark<Content: ChartContent>(_ content: Content, _ row: PlacedPoint<X, Y>) -> some ChartContent {
        if sized {
            content.symbolSize(by: .value(style.sizeTitle ?? "", row.size))
        } else {
            content
        }
    }

    @ChartContentBuilder
    private func shapedMark<Content: ChartContent>(_ content: Content, _ row: PlacedPoint<X, Y>) -> some ChartContent {
        if shaped {
            content.symbol(by: .value(style.shapeTitle ?? "", row.shape))
        } else {
            content
        }
    }

    /// Many points as one mark over the whole collection.
    @ChartContentBuilder
    func plot(_ rows: [PlottedPoint<X, Y>]) -> some ChartContent {
        if style.continuousColor {
            PointPlot(rows, x: .value(style.xTitle ?? "", \.x), y: .value(style.yTitle ?? "", \.y))
                .foregroundStyle(by: .value(style.colorTitle ?? "", \.colorValue)).drawsEveryPoint(style.allPoints)
        } else {
            PointPlot(rows, x: .value(style.xTitle ?? "", \.x), y: .value(style.yTitle ?? "", \.y))
                .foregroundStyle(by: .value(style.colorTitle ?? "Series", \.series)).drawsEveryPoint(style.allPoints)
        }
    }
}
