import Foundation

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
public struct LinePlot<Data: RandomAccessCollection>: ChartContent {
    var spec: MarkSpec
    let data: Data?

    /// A line through (`x`, `y`) of each element, in collection order.
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>
    ) {
        spec = MarkSpec(
            kind: .line,
            plot: PlotSource(
                count: data.count, x: x.channel(data), y: y.channel(data),
                numericPairs: numericPairs(data, x: x, y: y)))
        self.data = data
    }

    /// One line per value of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>,
        series: PlottableProjection<Data.Element, S>
    ) {
        spec = MarkSpec(
            kind: .line,
            plot: PlotSource(
                count: data.count, x: x.channel(data), y: y.channel(data),
                series: series.channel(data)))
        self.data = data
    }

    public var body: Never { fatalError("LinePlot is primitive") }
    public func _collect(into collector: inout ChartContentCollector) { collector.add(spec) }

    /// Colours each element (and splits the line into series) by `value`, with a legend:
    /// `.foregroundStyle(by: .value("Kind", \.kind))`.
    public func foregroundStyle<D: Plottable>(by value: PlottableProjection<Data.Element, D>) -> LinePlot {
        guard let data else { return self }
        var copy = self
        guard var plot = spec.plot else { return self }
        plot.colorBy = value.channel(data)
        if plot.series == nil { plot.series = plot.colorBy }
        copy.spec.plot = plot
        return copy
    }
}

extension LinePlot where Data == EmptyCollection<Double> {
    /// The graph of `function` over `domain` (the x scale's domain when nil). Return `.nan` where it is undefined
    /// and the line breaks there.
    public init<S1: StringProtocol, S2: StringProtocol>(
        x: S1, y: S2, domain: ClosedRange<Double>? = nil,
        function: @escaping (Double) -> Double
    ) {
        spec = MarkSpec(
            kind: .line,
            plot: PlotSource(
                count: 0,
                function: FunctionSource(
                    xLabel: String(x), yLabel: String(y), domain: domain, parametric: false,
                    evaluate: { ($0, function($0)) })))
        data = nil
    }

    /// A parametric curve: `function(t)` gives (x, y) for `t` across `domain`.
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(
        x: S1, y: S2, t: S3, domain: ClosedRange<Double>, function: @escaping (Double) -> (x: Double, y: Double)
    ) {
        spec = MarkSpec(
            kind: .line,
            plot: PlotSource(
                count: 0,
                function: FunctionSource(
                    xLabel: String(x), yLabel: String(y), domain: domain, parametric: true, evaluate: function)))
        data = nil
    }
}

/// A symbol at every element of a collection, without a mark value per element. Points too dense to see
/// apart are merged, which leaves the picture unchanged.
public struct PointPlot<Data: RandomAccessCollection>: ChartContent {
    var spec: MarkSpec
    let data: Data

    /// A point at (`x`, `y`) of each element.
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>
    ) {
        spec = MarkSpec(
            kind: .point,
            plot: PlotSource(
                count: data.count, x: x.channel(data), y: y.channel(data),
                numericPairs: numericPairs(data, x: x, y: y)))
        self.data = data
    }

    /// Colours each point by `value`, with a legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableProjection<Data.Element, D>) -> PointPlot {
        var copy = self
        copy.spec.plot?.colorBy = value.channel(data)
        return copy
    }

    public var body: Never { fatalError("PointPlot is primitive") }
    public func _collect(into collector: inout ChartContentCollector) { collector.add(spec) }
}

/// Builds one mark spec per element for the plot kinds that lower to ordinary marks.
func expand<Data: RandomAccessCollection>(_ data: Data, _ make: (Data.Element) -> MarkSpec) -> [MarkSpec] {
    data.map(make)
}

/// Plots that lower to one mark per element, so per-element modifiers can reach each mark.
protocol ElementwisePlot: ChartContent {
    associatedtype Data: RandomAccessCollection
    var data: Data { get }
    var specs: [MarkSpec] { get set }
}

extension ElementwisePlot {
    func restyled(_ change: (inout MarkStyle, Data.Element) -> Void) -> Self {
        var copy = self
        for (i, element) in data.enumerated() where i < copy.specs.count { change(&copy.specs[i].style, element) }
        return copy
    }
}

extension BarPlot {
    /// Colours each bar by `value`, with a legend: `.foregroundStyle(by: .value("Kind", \.kind))`.
    public func foregroundStyle<D: Plottable>(by value: PlottableProjection<Data.Element, D>) -> BarPlot {
        restyled { style, e in style.foregroundBy = Encoding(label: value.label, value: value.access(e).primitive) }
    }
    /// Sets each bar's opacity from `keyPath`.
    public func opacity(_ keyPath: KeyPath<Data.Element, Double>) -> BarPlot {
        restyled { style, e in style.opacity = e[keyPath: keyPath] }
    }
}

extension AreaPlot {
    /// Colours (and splits into series) by `value`, with a legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableProjection<Data.Element, D>) -> AreaPlot {
        restyled { style, e in style.foregroundBy = Encoding(label: value.label, value: value.access(e).primitive) }
    }
}

extension RulePlot {
    /// Colours each rule by `value`, with a legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableProjection<Data.Element, D>) -> RulePlot {
        restyled { style, e in style.foregroundBy = Encoding(label: value.label, value: value.access(e).primitive) }
    }
}

extension RectanglePlot {
    /// Colours each cell by `value` (numbers give a continuous scale), with a legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableProjection<Data.Element, D>) -> RectanglePlot {
        restyled { style, e in style.foregroundBy = Encoding(label: value.label, value: value.access(e).primitive) }
    }
    /// Sets each cell's opacity from `keyPath`.
    public func opacity(_ keyPath: KeyPath<Data.Element, Double>) -> RectanglePlot {
        restyled { style, e in style.opacity = e[keyPath: keyPath] }
    }
}

extension SectorPlot {
    /// Colours each slice by `value`, with a legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableProjection<Data.Element, D>) -> SectorPlot {
        restyled { style, e in style.foregroundBy = Encoding(label: value.label, value: value.access(e).primitive) }
    }
}

extension PlottableProjection {
    func encoding(_ element: DataElement) -> Encoding {
        Encoding(label: label, value: access(element).primitive, unit: unit)
    }
}
