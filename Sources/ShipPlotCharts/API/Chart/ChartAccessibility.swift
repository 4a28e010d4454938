// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A chart's axis as `chartXAxisStyle(content:)` hands it to its closure: `opacity`, `offset` and `background`
/// on it are drawn; other modifiers compile and change nothing.
nonisolated public struct ChartAxisContent: View, Sendable {
    public var _node: _ViewNode { .empty }
}

/// The SwiftUI view modifiers apps put on a chart view: animation and accessibility ones compile as in SwiftUI and
/// are ignored (an image has no animation or accessibility tree). The frame modifiers are in
/// ChartFrameModifiers.swift.
extension Chart {
    /// Animates changes to `value` (charts are drawn at rest).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Chart { self }
    /// Animates changes (charts are drawn at rest).
    public func animation(_ animation: Animation?) -> Chart { self }
    /// The transition when the chart appears (charts are drawn at rest).
    public func transition(_ t: AnyTransition) -> Chart { self }
}

/// Chart modifiers for axis styles and symbol sizes, on a chart or a view around one.
nonisolated extension _ChartModifiable {
    /// Styles the x axis as a view: `axis.opacity(0.5)` fades its grid lines, ticks and labels, `offset(x:y:)`
    /// moves its labels, `background { … }` fills the band its labels take; other modifiers
    /// (frames, padding) compile and change nothing.
    public func chartXAxisStyle<V: View>(@ViewBuilder content: @escaping (ChartAxisContent) -> V) -> Self {
        let style = AxisViewStyle(content(ChartAxisContent())._node)
        return with { $0.axes.x.style = style }
    }
    /// Styles the y axis as a view, as `chartXAxisStyle(content:)` does the x axis.
    public func chartYAxisStyle<V: View>(@ViewBuilder content: @escaping (ChartAxisContent) -> V) -> Self {
        let style = AxisViewStyle(content(ChartAxisContent())._node)
        return with { $0.axes.y.style = style }
    }
    /// Maps data categories to symbol areas in square points (as `symbolSize(_:)`); values not listed keep
    /// their default symbol size.
    public func chartSymbolSizeScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, CGFloat>) -> Self {
        var areas: [String: Double] = [:]
        for (value, area) in mapping { areas[LabelFormat.key(value.primitive)] = Double(area) }
        return with { $0.styleScales.symbolSize = areas }
    }
    /// Maps data values to symbol areas with `mapping`. Compiles; sizes keep the automatic scale.
    public func chartSymbolSizeScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> CGFloat) -> Self {
        self
    }
    /// Sets the symbol size scale's domain and kind. Compiles; sizes keep the automatic scale.
    public func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> Self { self }
}

/// Accessibility modifiers on a chart view: accepted and ignored (the CLI's `--alt-text` describes charts).
extension Chart {
    /// The chart's accessibility label (ignored in an image).
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Chart { self }
    /// The chart's accessibility label (ignored in an image).
    public func accessibilityLabel(_ label: Text) -> Chart { self }
    /// The chart's accessibility value (ignored in an image).
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> Chart { self }
    /// The chart's accessibility value (ignored in an image).
    public func accessibilityValue(_ value: Text) -> Chart { self }
    /// An accessibility hint (ignored in an image).
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Chart { self }
    /// Hides the chart from accessibility (ignored in an image).
    public func accessibilityHidden(_ hidden: Bool) -> Chart { self }
    /// An identifier for UI tests (ignored in an image).
    public func accessibilityIdentifier(_ identifier: String) -> Chart { self }
    /// Makes the chart one accessibility element (ignored in an image).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Chart { self }
}
