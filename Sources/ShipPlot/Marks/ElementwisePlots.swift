import Foundation

/// A bar for every element of a collection (stacked like `BarMark`).
public struct BarPlot<Data: RandomAccessCollection>: ChartContent, ElementwisePlot {
    var specs: [MarkSpec]
    let data: Data

    /// A bar to `y` at `x` for each element.
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>,
        width: MarkDimensions<Data.Element> = .automatic,
        height: MarkDimensions<Data.Element> = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        self.data = data
        specs = expand(data) { e in
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
        self.data = data
        specs = expand(data) { e in
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
        self.data = data
        specs = expand(data) { e in
            MarkSpec(
                kind: .bar, y: y.encoding(e), xStart: xStart.encoding(e), xEnd: xEnd.encoding(e),
                height: height.dimension(e))
        }
    }

    public var body: Never { fatalError("plots are primitive") }
    public func _collect(into collector: inout ChartContentCollector) { for spec in specs { collector.add(spec) } }
}

/// An area under (or between) values of every element of a collection.
public struct AreaPlot<Data: RandomAccessCollection>: ChartContent, ElementwisePlot {
    var specs: [MarkSpec]
    let data: Data
    var functionSpec: MarkSpec?

    /// The area under `y` along `x`.
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>,
        stacking: MarkStackingMethod = .standard
    ) {
        self.data = data
        specs = expand(data) { e in MarkSpec(kind: .area, x: x.encoding(e), y: y.encoding(e), stacking: stacking) }
    }

    /// One area per value of `series`, stacked.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>,
        series: PlottableProjection<Data.Element, S>,
        stacking: MarkStackingMethod = .standard
    ) {
        self.data = data
        specs = expand(data) { e in
            MarkSpec(kind: .area, x: x.encoding(e), y: y.encoding(e), series: series.encoding(e), stacking: stacking)
        }
    }

    /// A band between `yStart` and `yEnd` along `x`.
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>
    ) {
        self.data = data
        specs = expand(data) { e in
            MarkSpec(kind: .area, x: x.encoding(e), yStart: yStart.encoding(e), yEnd: yEnd.encoding(e))
        }
    }

    public var body: Never { fatalError("plots are primitive") }
    public func _collect(into collector: inout ChartContentCollector) {
        if let functionSpec { collector.add(functionSpec) }
        for spec in specs { collector.add(spec) }
    }
}

extension AreaPlot where Data == EmptyCollection<Double> {
    /// The area under `function` over `domain` (the x scale's domain when nil).
    public init<S1: StringProtocol, S2: StringProtocol>(
        x: S1, y: S2, domain: ClosedRange<Double>? = nil,
        function: @escaping (Double) -> Double
    ) {
        specs = []
        data = EmptyCollection()
        functionSpec = MarkSpec(
            kind: .area,
            plot: PlotSource(
                count: 0,
                function: FunctionSource(
                    xLabel: String(x), yLabel: String(y), domain: domain, parametric: false,
                    evaluate: { ($0, function($0)) })))
    }

    /// The band between two functions of x over `domain` (the x scale's domain when nil).
    public init<S1: StringProtocol, S2: StringProtocol>(
        x: S1, yStart: S2, yEnd: S2, domain: ClosedRange<Double>? = nil,
        function: @escaping (Double) -> (yStart: Double, yEnd: Double)
    ) {
        specs = []
        data = EmptyCollection()
        functionSpec = MarkSpec(
            kind: .area,
            plot: PlotSource(
                count: 0,
                function: FunctionSource(
                    xLabel: String(x), yLabel: String(yStart), domain: domain, parametric: false,
                    evaluate: { ($0, function($0).yEnd) }, band: function)))
    }
}

/// A rule for every element of a collection.
public struct RulePlot<Data: RandomAccessCollection>: ChartContent, ElementwisePlot {
    var specs: [MarkSpec]
    let data: Data

    /// A horizontal rule across the plot at `y` of each element.
    public init<Y: Plottable>(_ data: Data, y: PlottableProjection<Data.Element, Y>) {
        self.data = data
        specs = expand(data) { e in MarkSpec(kind: .rule, y: y.encoding(e), xFixed: FixedExtent()) }
    }

    /// A vertical rule across the plot at `x` of each element.
    public init<X: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>) {
        self.data = data
        specs = expand(data) { e in MarkSpec(kind: .rule, x: x.encoding(e), yFixed: FixedExtent()) }
    }

    /// A horizontal segment from `xStart` to `xEnd` at `y` of each element.
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>,
        xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>
    ) {
        self.data = data
        specs = expand(data) { e in
            MarkSpec(kind: .rule, y: y.encoding(e), xStart: xStart.encoding(e), xEnd: xEnd.encoding(e))
        }
    }

    /// A vertical segment from `yStart` to `yEnd` at `x` of each element.
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>
    ) {
        self.data = data
        specs = expand(data) { e in
            MarkSpec(kind: .rule, x: x.encoding(e), yStart: yStart.encoding(e), yEnd: yEnd.encoding(e))
        }
    }

    public var body: Never { fatalError("plots are primitive") }
    public func _collect(into collector: inout ChartContentCollector) { for spec in specs { collector.add(spec) } }
}

/// A rectangle for every element of a collection (heat maps).
public struct RectanglePlot<Data: RandomAccessCollection>: ChartContent, ElementwisePlot {
    var specs: [MarkSpec]
    let data: Data

    /// A cell at (`x`, `y`) of each element.
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>,
        width: MarkDimensions<Data.Element> = .automatic,
        height: MarkDimensions<Data.Element> = .automatic
    ) {
        self.data = data
        specs = expand(data) { e in
            MarkSpec(
                kind: .rectangle, x: x.encoding(e), y: y.encoding(e), width: width.dimension(e),
                height: height.dimension(e))
        }
    }

    public var body: Never { fatalError("plots are primitive") }
    public func _collect(into collector: inout ChartContentCollector) { for spec in specs { collector.add(spec) } }
}

/// A pie or donut slice for every element of a collection.
public struct SectorPlot<Data: RandomAccessCollection>: ChartContent, ElementwisePlot {
    var specs: [MarkSpec]
    let data: Data

    /// A slice for `angle` of each element.
    public init<A: Plottable>(
        _ data: Data, angle: PlottableProjection<Data.Element, A>,
        innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        self.data = data
        specs = expand(data) { e in
            var spec = MarkSpec(kind: .sector)
            spec.angle = angle.encoding(e)
            spec.innerRadius = innerRadius
            spec.outerRadius = outerRadius
            spec.angularInset = angularInset.map(Double.init)
            return spec
        }
    }

    public var body: Never { fatalError("plots are primitive") }
    public func _collect(into collector: inout ChartContentCollector) { for spec in specs { collector.add(spec) } }
}
