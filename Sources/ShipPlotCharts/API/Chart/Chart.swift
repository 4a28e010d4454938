// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

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
        spec.settings.marks.hasMasks = collector.maskCount > 0
        spec.settings.marks.blurs = collector.blurs
        spec.base = spec.settings
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

}

/// A chart as values: the marks in declaration order and the chart-level settings.
struct ChartSpec {
    /// Marks and plots (a plot is one mark whose spec carries its point source).
    var marks: [MarkSpec]
    var settings = ChartSettings()
    /// The settings before any modifier, and the modifiers' changes in order: replayed over the chart modifiers
    /// of the views around the chart (see ``settings(under:)``).
    var base = ChartSettings()
    var changes: [_ChartSettingsChange] = []
}

nonisolated extension _ChartModifiable {
    // MARK: Axes

    /// Shows or hides the x axis (labels, ticks and vertical grid lines).
    public func chartXAxis(_ visibility: Visibility) -> Self { with { $0.axes.x.visibility = visibility } }

    /// Shows or hides the y axis (labels and horizontal grid lines).
    public func chartYAxis(_ visibility: Visibility) -> Self { with { $0.axes.y.visibility = visibility } }

    /// Replaces the x axis's marks: which values, where, and which parts (grid, tick, label).
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> Self {
        let marks = content()._axisMarks
        return with { $0.axes.x.marks = marks }
    }

    /// Replaces the y axis's marks: which values, where, and which parts (grid, tick, label).
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> Self {
        let marks = content()._axisMarks
        return with { $0.axes.y.marks = marks }
    }

    /// Titles the x axis: below the plot by default, centred. `position` picks the side (`.top`/`.bottom` and the
    /// corners horizontal, `.leading`/`.trailing` turned to read upward); each call adds a title.
    public func chartXAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic,
        alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> Self {
        let title = AxisTitleSetting(
            text: .plain(String(label)), position: position.kind, alignment: alignment,
            spacing: spacing.map(Double.init))
        return with { $0.axes.x.titles.append(title) }
    }

    /// Titles the y axis: beside the labels by default, turned to read upward. `position: .top` draws it
    /// horizontal above the plot (aligned by `alignment`); each call adds a title.
    public func chartYAxisLabel<S: StringProtocol>(
        _ label: S, position: AnnotationPosition = .automatic,
        alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> Self {
        let title = AxisTitleSetting(
            text: .plain(String(label)), position: position.kind, alignment: alignment,
            spacing: spacing.map(Double.init))
        return with { $0.axes.y.titles.append(title) }
    }

    /// Titles the x axis with a view, drawn at its ideal size where the text title would be (text in no font or
    /// colour of its own is drawn as the text title).
    public func chartXAxisLabel<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil, @ViewBuilder content: () -> C
    ) -> Self {
        let title = AxisTitleSetting(content()._node, position: position, alignment: alignment, spacing: spacing)
        return with { $0.axes.x.titles.append(title) }
    }

    /// Titles the y axis with a view, placed as the text title is (text in no font or colour of its own is drawn
    /// as the text title).
    public func chartYAxisLabel<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil, @ViewBuilder content: () -> C
    ) -> Self {
        let title = AxisTitleSetting(content()._node, position: position, alignment: alignment, spacing: spacing)
        return with { $0.axes.y.titles.append(title) }
    }

    // MARK: Scales

    /// Sets the x scale's domain and/or type. A numeric range is used as given (no zero added, no rounding out);
    /// `.automatic(includesZero:reversed:)` adjusts the inferred one; an array of strings fixes category order.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> Self {
        let (domain, modifier) = (domain._domain, domain._modifyInferredDomain)
        return with {
            $0.axes.x.scale.domain = domain; $0.axes.x.scale.type = type ?? $0.axes.x.scale.type
            $0.axes.x.scale.modifyInferredDomain = modifier
        }
    }

    /// Sets the y scale's domain and/or type (see ``chartXScale(domain:type:)``).
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> Self {
        let (domain, modifier) = (domain._domain, domain._modifyInferredDomain)
        return with {
            $0.axes.y.scale.domain = domain; $0.axes.y.scale.type = type ?? $0.axes.y.scale.type
            $0.axes.y.scale.modifyInferredDomain = modifier
        }
    }

    /// Sets the x scale's domain, pixel range and type.
    public func chartXScale<Domain: ScaleDomain>(
        domain: Domain, range: PlotDimensionScaleRange,
        type: ScaleType? = nil
    ) -> Self {
        chartXScale(domain: domain, type: type).with { $0.axes.x.scale.range = range }
    }

    /// Sets the y scale's domain, pixel range and type.
    public func chartYScale<Domain: ScaleDomain>(
        domain: Domain, range: PlotDimensionScaleRange,
        type: ScaleType? = nil
    ) -> Self {
        chartYScale(domain: domain, type: type).with { $0.axes.y.scale.range = range }
    }

    /// Sets the x scale's pixel range (padding at its ends) and type.
    public func chartXScale(range: PlotDimensionScaleRange, type: ScaleType? = nil) -> Self {
        with {
            $0.axes.x.scale.range = range; $0.axes.x.scale.type = type ?? $0.axes.x.scale.type
        }
    }

    /// Sets the y scale's pixel range (padding at its ends) and type.
    public func chartYScale(range: PlotDimensionScaleRange, type: ScaleType? = nil) -> Self {
        with {
            $0.axes.y.scale.range = range; $0.axes.y.scale.type = type ?? $0.axes.y.scale.type
        }
    }

    /// Sets the x scale's type, e.g. `.log`.
    public func chartXScale(type: ScaleType? = nil) -> Self { with { $0.axes.x.scale.type = type } }

    /// Sets the y scale's type, e.g. `.log`.
    public func chartYScale(type: ScaleType? = nil) -> Self { with { $0.axes.y.scale.type = type } }

    // MARK: Legend, plot and padding

    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> Self { with { $0.legend.visibility = visibility } }

    /// Places the legend: `.bottom` (the default), `.top`, `.leading`, `.trailing`; `alignment` aligns it along
    /// that edge (leading by default); `spacing` is the gap to the plot (12 pt by default).
    public func chartLegend(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
        spacing: CGFloat? = nil
    ) -> Self {
        with {
            $0.legend.position = position.kind
            $0.legend.alignment = alignment
            $0.legend.spacing = spacing.map(Double.init)
        }
    }

    /// Titles each legend group with its field's label ("Step"), which Swift Charts' legend never shows; for
    /// ShipPlot's own charts.
    package func chartLegendTitled() -> Self { with { $0.legend.titled = true } }

    /// ShipPlot's own axis label look, for its own charts: date labels centred in their bins rather than
    /// starting at the bin's grid line, and thousands separated from 10,000 rather than 1,000, as Swift Charts
    /// draws them.
    package func chartShipPlotAxisLabels() -> Self {
        with {
            $0.axes.x.shipPlotLabels = true
            $0.axes.y.shipPlotLabels = true
        }
    }
}

extension Chart {
    /// Sets the space around the chart to SwiftUI's default 16 pt (a chart alone has it anyway; in a view it has
    /// none unless asked).
    public func padding() -> Chart { padding(16) }

    /// Sets the space around the chart to `length` points on every side.
    public func padding(_ length: CGFloat) -> Chart {
        with {
            $0.frame.padding = EdgeInsets(top: length, leading: length, bottom: length, trailing: length)
            $0.frame.defaultEdges = []
        }
    }

    /// Sets the space on `edges` to `length` points (16 when nil); other edges keep theirs.
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> Chart {
        let value = length ?? 16
        return with {
            if $0.frame.padding == nil { $0.frame.defaultEdges = .all }
            $0.frame.defaultEdges.subtract(edges)
            var insets = $0.frame.padding ?? EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            if edges.contains(.top) { insets.top = value }
            if edges.contains(.leading) { insets.leading = value }
            if edges.contains(.bottom) { insets.bottom = value }
            if edges.contains(.trailing) { insets.trailing = value }
            $0.frame.padding = insets
        }
    }

    /// Sets the space around the chart.
    public func padding(_ insets: EdgeInsets) -> Chart {
        with {
            $0.frame.padding = insets
            $0.frame.defaultEdges = []
        }
    }
}
