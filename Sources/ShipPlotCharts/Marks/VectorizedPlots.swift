// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Sizes for every element of a vectorized bar or rectangle plot.
public struct MarkDimensions<DataElement> {
    let dimension: (DataElement) -> MarkDimension

    /// The default: 60 % of the band or bin.
    public static var automatic: MarkDimensions { MarkDimensions { _ in .automatic } }
    /// A fixed size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimensions { MarkDimensions { _ in .fixed(value) } }
    /// A share of the band or bin.
    public static func ratio(_ value: CGFloat) -> MarkDimensions { MarkDimensions { _ in .ratio(value) } }
    /// The band minus `value` points each side.
    public static func inset(_ value: CGFloat) -> MarkDimensions { MarkDimensions { _ in .inset(value) } }
    /// A fixed size in points read from each element.
    public static func fixed(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions {
        MarkDimensions { .fixed($0[keyPath: keyPath]) }
    }
    /// A share of the band read from each element.
    public static func ratio(_ keyPath: KeyPath<DataElement, CGFloat>) -> MarkDimensions {
        MarkDimensions { .ratio($0[keyPath: keyPath]) }
    }
}

/// A line through every element of a collection, without a mark value per element: the fast path for large
/// data. Lines with more points than the plot has pixel columns are thinned per column before stroking,
/// which leaves the picture unchanged.
nonisolated public struct LinePlot<Data: RandomAccessCollection>: VectorizedChartContent {
    public var _marks: _PlotMarks<Data>

    /// A line through (`x`, `y`) of each element, in collection order.
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>
    ) {
        let (xChannel, yChannel) = (x.channel(data), y.channel(data))
        _marks = _PlotMarks(
            data,
            streaming: MarkSpec(
                kind: .line,
                plot: PlotSource(
                    count: data.count, x: xChannel, y: yChannel,
                    numericPairs: numericPairs((xChannel, yChannel), count: data.count))))
    }

    /// One line per value of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>,
        series: PlottableProjection<Data.Element, S>
    ) {
        _marks = _PlotMarks(
            data,
            streaming: MarkSpec(
                kind: .line,
                plot: PlotSource(
                    count: data.count, x: x.channel(data), y: y.channel(data),
                    series: series.channel(data))))
    }
}

extension LinePlot where Data == EmptyCollection<Double> {
    /// The graph of `function` over `domain` (the x scale's domain when nil). Return `.nan` where it is undefined
    /// and the line breaks there.
    public init<S1: StringProtocol, S2: StringProtocol>(
        x: S1, y: S2, domain: ClosedRange<Double>? = nil,
        function: @escaping (Double) -> Double
    ) {
        _marks = _PlotMarks(
            streaming: MarkSpec(
                kind: .line,
                plot: PlotSource(
                    count: 0,
                    function: FunctionSource(
                        xLabel: String(x), yLabel: String(y), domain: domain, parametric: false,
                        evaluate: { ($0, function($0)) }))))
    }

    /// A parametric curve: `function(t)` gives (x, y) for `t` across `domain`.
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
        x: S1, y: S2, t: S3, domain: ClosedRange<Double>, function: @escaping (Double) -> (x: Double, y: Double)
    ) {
        _marks = _PlotMarks(
            streaming: MarkSpec(
                kind: .line,
                plot: PlotSource(
                    count: 0,
                    function: FunctionSource(
                        xLabel: String(x), yLabel: String(y), domain: domain, parametric: true,
                        evaluate: function))))
    }
}

/// A symbol at every element of a collection, without a mark value per element. Points too dense to see
/// apart are merged, which leaves the picture unchanged.
nonisolated public struct PointPlot<Data: RandomAccessCollection>: VectorizedChartContent {
    public var _marks: _PlotMarks<Data>

    /// A point at (`x`, `y`) of each element.
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>
    ) {
        let (xChannel, yChannel) = (x.channel(data), y.channel(data))
        _marks = _PlotMarks(
            data,
            streaming: MarkSpec(
                kind: .point,
                plot: PlotSource(
                    count: data.count, x: xChannel, y: yChannel,
                    numericPairs: numericPairs((xChannel, yChannel), count: data.count))))
    }
}

/// Content drawn from a collection (`LinePlot`, `PointPlot`, `BarPlot`, `AreaPlot`, `RulePlot`, `RectanglePlot`,
/// `SectorPlot`), whose modifiers read each element through a key path, as Swift Charts' vectorized content does.
nonisolated public protocol VectorizedChartContent<DataElement>: ChartContent where Body == Never {
    /// The element of the plotted collection.
    associatedtype DataElement
    /// The plotted collection (an implementation detail of the plots).
    associatedtype _Data: RandomAccessCollection where _Data.Element == DataElement
    /// The marks the plot lowers to (an implementation detail of the plots).
    var _marks: _PlotMarks<_Data> { get set }
}

nonisolated extension VectorizedChartContent {
    public var body: Never { fatalError("\(Self.self) is primitive") }

    public func _collect(into collector: inout ChartContentCollector) {
        for spec in _marks.specs { collector.add(spec) }
    }

    /// Colours each element by `value`, with a legend: `.foregroundStyle(by: .value("Kind", \.kind))`; numbers on
    /// rectangles give a continuous scale, and a line is split into one series per value.
    public func foregroundStyle<D: Plottable>(by value: PlottableProjection<DataElement, D>) -> Self {
        var copy = self
        copy._marks.color(by: value)
        return copy
    }
}

/// What a vectorized plot lowers to: one mark per element of its collection, or one mark that reads the whole
/// collection (`LinePlot`, `PointPlot`, function plots), so a million points never become a million marks.
public struct _PlotMarks<Data: RandomAccessCollection> {
    /// The plotted collection; nil for function plots.
    let data: Data?
    var specs: [MarkSpec]
    /// Whether `specs` holds one mark reading the whole collection rather than a mark per element.
    let streamed: Bool

    /// One mark per element of `data`, made by `make`.
    init(_ data: Data, _ make: (Data.Element) -> MarkSpec) {
        (self.data, specs, streamed) = (data, data.map(make), false)
    }

    /// One mark reading the whole of `data` (none for a function plot) through its plot source.
    init(_ data: Data? = nil, streaming spec: MarkSpec) {
        (self.data, specs, streamed) = (data, [spec], true)
    }

    /// Each element's mark restyled by `change` (a streamed plot has no mark per element).
    mutating func restyle(_ change: (inout MarkStyle, Data.Element) -> Void) {
        guard let data, !streamed else { return }
        for (i, element) in zip(specs.indices, data) { change(&specs[i].style, element) }
    }

    /// Every element coloured by `value`: per mark, or on the plot source, where colouring a line by a value
    /// also splits it into one series per value.
    mutating func color<D: Plottable>(by value: PlottableProjection<Data.Element, D>) {
        guard let data else { return }
        guard streamed else {
            restyle { style, e in style.foregroundBy = Encoding(label: value.label, value: value.access(e).primitive) }
            return
        }
        for i in specs.indices {
            guard var plot = specs[i].plot else { continue }
            plot.colorBy = value.channel(data)
            if specs[i].kind == .line, plot.series == nil { plot.series = plot.colorBy }
            specs[i].plot = plot
        }
    }
}

extension BarPlot {
    /// Sets each bar's opacity from `keyPath`.
    public func opacity(_ keyPath: KeyPath<Data.Element, Double>) -> BarPlot {
        var copy = self
        copy._marks.restyle { style, e in style.opacity = e[keyPath: keyPath] }
        return copy
    }
}

extension RectanglePlot {
    /// Sets each cell's opacity from `keyPath`.
    public func opacity(_ keyPath: KeyPath<Data.Element, Double>) -> RectanglePlot {
        var copy = self
        copy._marks.restyle { style, e in style.opacity = e[keyPath: keyPath] }
        return copy
    }
}

extension PlottableProjection {
    func encoding(_ element: DataElement) -> Encoding {
        Encoding(label: label, value: access(element).primitive, unit: unit)
    }
}
