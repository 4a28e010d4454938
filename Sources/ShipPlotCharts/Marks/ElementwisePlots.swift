// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A bar for every element of a collection (stacked like `BarMark`).
nonisolated public struct BarPlot<Data: RandomAccessCollection>: VectorizedChartContent {
    public var _marks: _PlotMarks<Data>

    /// A bar to `y` at `x` for each element.
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>,
        width: MarkDimensions<Data.Element> = .automatic,
        height: MarkDimensions<Data.Element> = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        _marks = _PlotMarks(data) { e in
            MarkSpec(
                kind: .bar, x: x.encoding(e), y: y.encoding(e), width: width.dimension(e), height: height.dimension(e),
                stacking: stacking)
        }
    }

    /// A bar spanning `yStart`…`yEnd` at `x` for each element.
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>,
        width: MarkDimensions<Data.Element> = .automatic
    ) {
        _marks = _PlotMarks(data) { e in
            MarkSpec(
                kind: .bar, x: x.encoding(e), yStart: yStart.encoding(e), yEnd: yEnd.encoding(e),
                width: width.dimension(e))
        }
    }

    /// A bar spanning `xStart`…`xEnd` at `y` for each element (Gantt bars).
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>,
        xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>,
        height: MarkDimensions<Data.Element> = .automatic
    ) {
        _marks = _PlotMarks(data) { e in
            MarkSpec(
                kind: .bar, y: y.encoding(e), xStart: xStart.encoding(e), xEnd: xEnd.encoding(e),
                height: height.dimension(e))
        }
    }

}

/// An area under (or between) values of every element of a collection.
nonisolated public struct AreaPlot<Data: RandomAccessCollection>: VectorizedChartContent {
    public var _marks: _PlotMarks<Data>

    /// The area under `y` along `x`.
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>,
        stacking: MarkStackingMethod = .standard
    ) {
        _marks = _PlotMarks(data) { e in MarkSpec(kind: .area, x: x.encoding(e), y: y.encoding(e), stacking: stacking) }
    }

    /// One area per value of `series`, stacked.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>,
        series: PlottableProjection<Data.Element, S>,
        stacking: MarkStackingMethod = .standard
    ) {
        _marks = _PlotMarks(data) { e in
            MarkSpec(kind: .area, x: x.encoding(e), y: y.encoding(e), series: series.encoding(e), stacking: stacking)
        }
    }

    /// A band between `yStart` and `yEnd` along `x`.
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>
    ) {
        _marks = _PlotMarks(data) { e in
            MarkSpec(kind: .area, x: x.encoding(e), yStart: yStart.encoding(e), yEnd: yEnd.encoding(e))
        }
    }

}

extension AreaPlot where Data == EmptyCollection<Double> {
    /// The area under `function` over `domain` (the x scale's domain when nil).
    public init<S1: StringProtocol, S2: StringProtocol>(
        x: S1, y: S2, domain: ClosedRange<Double>? = nil,
        function: @escaping (Double) -> Double
    ) {
        _marks = _PlotMarks(
            streaming: MarkSpec(
                kind: .area,
                plot: PlotSource(
                    count: 0,
                    function: FunctionSource(
                        xLabel: String(x), yLabel: String(y), domain: domain, parametric: false,
                        evaluate: { ($0, function($0)) }))))
    }

    /// The band between two functions of x over `domain` (the x scale's domain when nil).
    public init<S1: StringProtocol, S2: StringProtocol>(
        x: S1, yStart: S2, yEnd: S2, domain: ClosedRange<Double>? = nil,
        function: @escaping (Double) -> (yStart: Double, yEnd: Double)
    ) {
        _marks = _PlotMarks(
            streaming: MarkSpec(
                kind: .area,
                plot: PlotSource(
                    count: 0,
                    function: FunctionSource(
                        xLabel: String(x), yLabel: String(yStart), domain: domain, parametric: false,
                        evaluate: { ($0, function($0).yEnd) }, band: function))))
    }
}

/// A rule for every element of a collection.
nonisolated public struct RulePlot<Data: RandomAccessCollection>: VectorizedChartContent {
    public var _marks: _PlotMarks<Data>

    /// A horizontal rule across the plot at `y` of each element.
    public init<Y: Plottable>(_ data: Data, y: PlottableProjection<Data.Element, Y>) {
        _marks = _PlotMarks(data) { e in MarkSpec(kind: .rule, y: y.encoding(e), xFixed: FixedExtent()) }
    }

    /// A vertical rule across the plot at `x` of each element.
    public init<X: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>) {
        _marks = _PlotMarks(data) { e in MarkSpec(kind: .rule, x: x.encoding(e), yFixed: FixedExtent()) }
    }

    /// A horizontal segment from `xStart` to `xEnd` at `y` of each element.
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>,
        xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>
    ) {
        _marks = _PlotMarks(data) { e in
            MarkSpec(kind: .rule, y: y.encoding(e), xStart: xStart.encoding(e), xEnd: xEnd.encoding(e))
        }
    }

    /// A vertical segment from `yStart` to `yEnd` at `x` of each element.
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>
    ) {
        _marks = _PlotMarks(data) { e in
            MarkSpec(kind: .rule, x: x.encoding(e), yStart: yStart.encoding(e), yEnd: yEnd.encoding(e))
        }
    }

}

/// A rectangle for every element of a collection (heat maps).
nonisolated public struct RectanglePlot<Data: RandomAccessCollection>: VectorizedChartContent {
    public var _marks: _PlotMarks<Data>

    /// A cell at (`x`, `y`) of each element.
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>,
        width: MarkDimensions<Data.Element> = .automatic,
        height: MarkDimensions<Data.Element> = .automatic
    ) {
        _marks = _PlotMarks(data) { e in
            MarkSpec(
                kind: .rectangle, x: x.encoding(e), y: y.encoding(e), width: width.dimension(e),
                height: height.dimension(e))
        }
    }

}

/// A pie or donut slice for every element of a collection.
nonisolated public struct SectorPlot<Data: RandomAccessCollection>: VectorizedChartContent {
    public var _marks: _PlotMarks<Data>

    /// A slice for `angle` of each element.
    public init<A: Plottable>(
        _ data: Data, angle: PlottableProjection<Data.Element, A>,
        innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        _marks = _PlotMarks(data) { e in
            var spec = MarkSpec(kind: .sector)
            spec.angle = angle.encoding(e)
            spec.innerRadius = innerRadius
            spec.outerRadius = outerRadius
            spec.angularInset = angularInset.map(Double.init)
            return spec
        }
    }

}
