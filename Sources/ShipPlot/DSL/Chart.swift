import Foundation

/// A chart: marks built by a result builder, plus chart-level settings. Render it with ``ChartRenderer``.
///
/// ```swift
/// let chart = Chart(days) { day in
///     BarMark(x: .value("Date", day.date, unit: .day), y: .value("Total", day.total))
/// }
/// ```
public struct Chart<Content: ChartContent> {
    var spec: ChartSpec

    /// A chart of the marks built by `content`; use this form for several series or extra marks such as rules.
    public init(@ChartContentBuilder content: () -> Content) {
        var collector = ChartContentCollector()
        content()._collect(into: &collector)
        spec = ChartSpec(marks: collector.marks)
        spec.settings.hasMasks = collector.maskCount > 0
        spec.settings.blurs = collector.blurs
    }

    /// A chart with the marks built by `content` for each element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data,
        @ChartContentBuilder content: @escaping (Data.Element) -> C
    )
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
struct ChartSpec {
    /// Marks and plots (a plot is one mark whose spec carries its point source).
    var marks: [MarkSpec]
    var settings = ChartSettings()
}

/// How `chartForegroundStyleScale` maps data values to colours.
enum ForegroundScaleSetting {
    /// Explicit pairs, in legend order.
    case pairs([(value: PlottablePrimitive, color: Color)])
    /// A domain and/or range (colours or a gradient); numbers on a gradient give a continuous scale.
    case domainRange(domain: DomainSetting?, range: StyleRange?)
    /// A function from value to colour, with an optional domain fixing legend order.
    case mapping(domain: [PlottablePrimitive]?, (PlottablePrimitive) -> Color?)
}

/// An axis title set with `chartXAxisLabel` / `chartYAxisLabel`.
struct AxisTitleSetting {
    var text: String
    var position: AnnotationPosition.Kind
    var alignment: Alignment?
    var spacing: Double?
    /// The title as a view (`chartXAxisLabel { HStack { Image(…); Text(…) } }`), drawn instead of `text`.
    var view: _ViewNode? = nil
}

extension AxisTitleSetting {
    /// A title given as a view: text in no font or colour of its own is drawn as the text title.
    init(_ node: _ViewNode, position: AnnotationPosition, alignment: Alignment?, spacing: CGFloat?) {
        self.init(
            text: node.box.textLines.map(\.string).joined(separator: " "), position: position.kind,
            alignment: alignment, spacing: spacing.map(Double.init))
        view = node.isPlainTitle ? nil : node
    }
}

/// A position scale set with `chartXScale` / `chartYScale`.
struct ScaleSetting {
    var domain: DomainSetting?
    var modifyInferredDomain: DomainModifier?
    var type: ScaleType?
    var range: PlotDimensionScaleRange?
}

/// Chart-level settings made with `.chart…` modifiers. Unset values fall back to inferred defaults.
struct ChartSettings {
    /// Whether some marks are masked (`.mask { }`): only then do stacks, series and the scene look for masks.
    var hasMasks = false
    /// How many `.blur(radius:)` modifiers the marks have, and how many were given a bad radius: only when there
    /// are some does the scene look for blurs.
    var blurs = (count: 0, invalid: 0)
    var foregroundScale: ForegroundScaleSetting?
    var symbolScale: [(value: PlottablePrimitive, symbol: BasicChartSymbolShape)]?
    /// Symbol areas by category (`chartSymbolSizeScale(["a": 24, …])`), keyed as the legend keys values.
    var symbolSizeScale: [String: Double]?
    var lineStyleScale: LineStyleScaleSetting?
    var xAxis: Visibility = .automatic
    var yAxis: Visibility = .automatic
    var xAxisMarks: [AxisMarksSpec]?
    var yAxisMarks: [AxisMarksSpec]?
    /// Axis titles in the order declared; each is drawn at its own position (`chartXAxisLabel` may be repeated).
    var xAxisTitles: [AxisTitleSetting] = []
    var yAxisTitles: [AxisTitleSetting] = []
    /// What `chartXAxisStyle { $0… }` / `chartYAxisStyle` apply to the axis: opacity, offset, background.
    var xAxisStyle: AxisViewStyle?
    var yAxisStyle: AxisViewStyle?
    var legend: Visibility = .automatic
    var legendPosition: AnnotationPosition.Kind = .automatic
    var legendAlignment: Alignment?
    var legendSpacing: Double?
    /// Whether each legend group is titled with its field's label; Swift Charts' automatic legend has no title.
    var legendTitled = false
    /// ShipPlot's own axis label look (`chartShipPlotAxisLabels()`), kept for its CLI charts.
    var shipPlotAxisLabels = false
    /// A view drawn in place of the automatic legend (`chartLegend(position:alignment:spacing:content:)`).
    var legendView: _ViewNode?
    var xScale = ScaleSetting()
    var yScale = ScaleSetting()
    var padding: EdgeInsets?
    /// The chart view's own frame: an aspect ratio and a clip outline (`aspectRatio`, `cornerRadius`, …).
    var frame = ChartFrameSetting()
    var plotBackground: Color?
    var plotBorder: (color: Color, width: Double)?
    /// Rounds the plot area's background and border (`chartPlotStyle { $0.cornerRadius(8) }`).
    var plotCornerRadius: Double?
    /// `chartOverlay` and `chartBackground` views, in the order given.
    var overlays: [ChartOverlaySpec] = []
    /// Everything `chartPlotStyle` set beyond the fill, border and corner radius above.
    var plotStyle: ChartPlotContent?
    /// What `chartScrollableAxes`, `chartXVisibleDomain` and `chartScrollPosition` asked for.
    var scroll = ScrollSetting()
    /// The locale set with `.environment(\.locale, …)`; it wins over the renderer's.
    var locale: Locale?
}

extension Chart {
    // MARK: Axes

    /// Shows or hides the x axis (labels, ticks and vertical grid lines).
    public func chartXAxis(_ visibility: Visibility) -> Chart { with { $0.xAxis = visibility } }

    /// Shows or hides the y axis (labels and horizontal grid lines).
    public func chartYAxis(_ visibility: Visibility) -> Chart { with { $0.yAxis = visibility } }

    /// Replaces the x axis's marks: which values, where, and which parts (grid, tick, label).
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> Chart {
        let marks = content()._axisMarks
        return with { $0.xAxisMarks = marks }
    }

    /// Replaces the y axis's marks: which values, where, and which parts (grid, tick, label).
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> Chart {
        let marks = content()._axisMarks
        return with { $0.yAxisMarks = marks }
    }

    /// Titles the x axis: below the plot by default, centred. `position` picks the side (`.top`/`.bottom` and the
    /// corners horizontal, `.leading`/`.trailing` turned to read upward); each call adds a title.
    public func chartXAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic,
        alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> Chart {
        let title = AxisTitleSetting(
            text: String(label), position: position.kind, alignment: alignment,
            spacing: spacing.map(Double.init))
        return with { $0.xAxisTitles.append(title) }
    }

    /// Titles the y axis: beside the labels by default, turned to read upward. `position: .top` draws it
    /// horizontal above the plot (aligned by `alignment`); each call adds a title.
    public func chartYAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic,
        alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> Chart {
        let title = AxisTitleSetting(
            text: String(label), position: position.kind, alignment: alignment,
            spacing: spacing.map(Double.init))
        return with { $0.yAxisTitles.append(title) }
    }

    /// Titles the x axis with a view, drawn at its ideal size where the text title would be (text in no font or
    /// colour of its own is drawn as the text title).
    public func chartXAxisLabel<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil, @ViewBuilder content: () -> C
    ) -> Chart {
        let title = AxisTitleSetting(content()._node, position: position, alignment: alignment, spacing: spacing)
        return with { $0.xAxisTitles.append(title) }
    }

    /// Titles the y axis with a view, placed as the text title is (text in no font or colour of its own is drawn
    /// as the text title).
    public func chartYAxisLabel<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil, @ViewBuilder content: () -> C
    ) -> Chart {
        let title = AxisTitleSetting(content()._node, position: position, alignment: alignment, spacing: spacing)
        return with { $0.yAxisTitles.append(title) }
    }

    // MARK: Scales

    /// Sets the x scale's domain and/or type. A numeric range is used as given (no zero added, no rounding out);
    /// `.automatic(includesZero:reversed:)` adjusts the inferred one; an array of strings fixes category order.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> Chart {
        let (domain, modifier) = (domain._domain, domain._modifyInferredDomain)
        return with {
            $0.xScale.domain = domain; $0.xScale.type = type ?? $0.xScale.type
            $0.xScale.modifyInferredDomain = modifier
        }
    }

    /// Sets the y scale's domain and/or type (see ``chartXScale(domain:type:)``).
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> Chart {
        let (domain, modifier) = (domain._domain, domain._modifyInferredDomain)
        return with {
            $0.yScale.domain = domain; $0.yScale.type = type ?? $0.yScale.type
            $0.yScale.modifyInferredDomain = modifier
        }
    }

    /// Sets the x scale's domain, pixel range and type.
    public func chartXScale<Domain: ScaleDomain>(
        domain: Domain, range: PlotDimensionScaleRange,
        type: ScaleType? = nil
    ) -> Chart {
        chartXScale(domain: domain, type: type).with { $0.xScale.range = range }
    }

    /// Sets the y scale's domain, pixel range and type.
    public func chartYScale<Domain: ScaleDomain>(
        domain: Domain, range: PlotDimensionScaleRange,
        type: ScaleType? = nil
    ) -> Chart {
        chartYScale(domain: domain, type: type).with { $0.yScale.range = range }
    }

    /// Sets the x scale's pixel range (padding at its ends) and type.
    public func chartXScale(range: PlotDimensionScaleRange, type: ScaleType? = nil) -> Chart {
        with {
            $0.xScale.range = range; $0.xScale.type = type ?? $0.xScale.type
        }
    }

    /// Sets the y scale's pixel range (padding at its ends) and type.
    public func chartYScale(range: PlotDimensionScaleRange, type: ScaleType? = nil) -> Chart {
        with {
            $0.yScale.range = range; $0.yScale.type = type ?? $0.yScale.type
        }
    }

    /// Sets the x scale's type, e.g. `.log`.
    public func chartXScale(type: ScaleType? = nil) -> Chart { with { $0.xScale.type = type } }

    /// Sets the y scale's type, e.g. `.log`.
    public func chartYScale(type: ScaleType? = nil) -> Chart { with { $0.yScale.type = type } }

    // MARK: Legend, plot and padding

    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> Chart { with { $0.legend = visibility } }

    /// Places the legend: `.bottom` (the default), `.top`, `.leading`, `.trailing`; `alignment` aligns it along
    /// that edge (leading by default); `spacing` is the gap to the plot (12 pt by default).
    public func chartLegend(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil
    ) -> Chart {
        with {
            $0.legendPosition = position.kind
            $0.legendAlignment = alignment
            $0.legendSpacing = spacing.map(Double.init)
        }
    }

    /// Titles each legend group with its field's label ("Step"), which Swift Charts' legend never shows; for
    /// ShipPlot's own charts.
    package func chartLegendTitled() -> Chart { with { $0.legendTitled = true } }

    /// ShipPlot's own axis label look, for its own charts: date labels centred in their bins rather than
    /// starting at the bin's grid line, and thousands separated from 10,000 rather than 1,000, as Swift Charts
    /// draws them.
    package func chartShipPlotAxisLabels() -> Chart { with { $0.shipPlotAxisLabels = true } }

    /// Sets the space around the chart to the default 16 pt (ShipPlot charts always have it).
    public func padding() -> Chart { with { $0.padding = nil } }

    /// Sets the space around the chart to `length` points on every side.
    public func padding(_ length: CGFloat) -> Chart {
        with { $0.padding = EdgeInsets(top: length, leading: length, bottom: length, trailing: length) }
    }

    /// Sets the space on `edges` to `length` points (16 when nil); other edges keep theirs.
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> Chart {
        let value = length ?? 16
        return with {
            var insets = $0.padding ?? EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            if edges.contains(.top) { insets.top = value }
            if edges.contains(.leading) { insets.leading = value }
            if edges.contains(.bottom) { insets.bottom = value }
            if edges.contains(.trailing) { insets.trailing = value }
            $0.padding = insets
        }
    }

    /// Sets the space around the chart.
    public func padding(_ insets: EdgeInsets) -> Chart { with { $0.padding = insets } }
}
