import Foundation

/// A chart: marks built by a result builder, plus chart-level settings. Render it with ``ChartRenderer``.
///
/// ```swift
/// let chart = Chart(days) { day in
///     BarMark(x: .value("Date", day.date, unit: .day), y: .value("Total", day.total))
/// }
/// ```
public struct Chart<Content: ChartContent>: Sendable {
    var spec: ChartSpec

    /// A chart of the marks built by `content`; use this form for several series or extra marks such as rules.
    public init(@ChartContentBuilder content: () -> Content) {
        var collector = ChartContentCollector()
        content()._collect(into: &collector)
        spec = ChartSpec(marks: collector.marks)
    }

    /// A chart with the marks built by `content` for each element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data,
                                                                @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.init { ForEach(data, content: content) }
    }

    /// A chart with the marks built by `content` for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.init { ForEach(data, id: id, content: content) }
    }

    func with(_ change: (inout ChartSettings) -> Void) -> Chart {
        var copy = self
        change(&copy.spec.settings)
        return copy
    }
}

/// Whether a chart element is shown.
public enum Visibility: Sendable, Equatable {
    /// Shown when the chart has something to show (the default).
    case automatic
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
}

/// A chart as values: the marks in declaration order and the chart-level settings.
struct ChartSpec: Sendable {
    var marks: [MarkSpec]
    var settings = ChartSettings()
}

/// Chart-level settings made with `.chart…` modifiers. Unset values fall back to inferred defaults.
struct ChartSettings: Sendable {
    /// Explicit colours for `foregroundStyle(by:)` values, in the order given.
    var styleScale: [(value: PlottablePrimitive, color: Color)]?
    var xAxis: Visibility = .automatic
    var yAxis: Visibility = .automatic
    var legend: Visibility = .automatic
    var xDomain: ClosedRange<Double>?
    var yDomain: ClosedRange<Double>?
}

extension Chart {
    /// Colours `foregroundStyle(by:)` values with the given styles, in the given (legend) order:
    /// `.chartForegroundStyleScale(["Screenshots": .blue, "Metadata": .green])`.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
        _ mapping: KeyValuePairs<DataValue, S>
    ) -> Chart {
        let pairs = mapping.map { (value: $0.key.primitive, color: ($0.value as? Color) ?? Color.gray) }
        return with { $0.styleScale = pairs }
    }

    /// Shows or hides the x axis (labels, ticks and vertical grid lines).
    public func chartXAxis(_ visibility: Visibility) -> Chart { with { $0.xAxis = visibility } }

    /// Shows or hides the y axis (labels and horizontal grid lines).
    public func chartYAxis(_ visibility: Visibility) -> Chart { with { $0.yAxis = visibility } }

    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> Chart { with { $0.legend = visibility } }

    /// Fixes the x scale's domain for numeric data (no zero added, no rounding out).
    public func chartXScale<V: BinaryFloatingPoint>(domain: ClosedRange<V>) -> Chart {
        let domain = Double(domain.lowerBound)...Double(domain.upperBound)
        return with { $0.xDomain = domain }
    }

    /// Fixes the x scale's domain for integer data.
    public func chartXScale<V: BinaryInteger>(domain: ClosedRange<V>) -> Chart {
        let domain = Double(domain.lowerBound)...Double(domain.upperBound)
        return with { $0.xDomain = domain }
    }

    /// Fixes the y scale's domain for numeric data (no zero added, no rounding out).
    public func chartYScale<V: BinaryFloatingPoint>(domain: ClosedRange<V>) -> Chart {
        let domain = Double(domain.lowerBound)...Double(domain.upperBound)
        return with { $0.yDomain = domain }
    }

    /// Fixes the y scale's domain for integer data.
    public func chartYScale<V: BinaryInteger>(domain: ClosedRange<V>) -> Chart {
        let domain = Double(domain.lowerBound)...Double(domain.upperBound)
        return with { $0.yDomain = domain }
    }
}
