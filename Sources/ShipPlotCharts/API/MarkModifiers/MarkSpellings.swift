// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

// Initialisers and labels Swift Charts declares that everyday code reaches for, kept apart from the mark files.

extension RectangleMark {
    /// A band at `x` (70 % of its band or bin, or `width`) spanning `yStart`…`yEnd` points from the plot's top
    /// (the full height when nil): a highlighted category or date.
    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic
    ) {
        spec = MarkSpec(kind: .rectangle, x: x.encoding, yFixed: FixedExtent(points: yStart, yEnd), width: width)
    }

    /// A band at `y` (70 % of its band or bin, or `height`) spanning `xStart`…`xEnd` points from the plot's
    /// leading edge (the full width when nil).
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        spec = MarkSpec(kind: .rectangle, y: y.encoding, xFixed: FixedExtent(points: xStart, xEnd), height: height)
    }
}

extension PlottableValue {
    /// A single value labelled by `label`'s text (Swift Charts' `Text` label; there is no localization here).
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        .value(label.content.string(in: TextEnvironment()), value)
    }

    /// A date binned to `unit`, labelled by `label`'s text.
    public static func value(
        _ label: Text, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil
    ) -> PlottableValue<Value> where Value == Date {
        .value(label.content.string(in: TextEnvironment()), date, unit: unit, calendar: calendar)
    }
}

nonisolated extension ChartContent {
    /// Lays gradients over the whole plot area instead of each mark's own bounds (bars, rectangles, areas and
    /// lines), so marks share one colour ramp: a short bar shows only the ramp's start.
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self) { $0.alignsToPlot = aligns }
    }
}

/// An axis mark that draws nothing, for the `default:` branch of a `switch` in an `AxisMarks` builder.
public struct EmptyAxisMark: AxisMark, Sendable {
    /// Creates an axis mark that draws nothing.
    public init() {}
    public var _components: [AxisComponent] { [] }
}

nonisolated extension ChartContent {
    /// The accessibility label, with interpolations as `Text` formats them (ignored in an image).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Self { self }
    /// The accessibility value, with interpolations as `Text` formats them (`"\(v, specifier: "%.1f")"`;
    /// ignored in an image).
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> Self { self }
}

extension AxisMarks {
    /// The default marks at exactly `values`, labelled by `format`.
    public init<Value, Format>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: [Value], stroke: StrokeStyle? = nil
    ) where Value: Plottable, Value == Format.FormatInput, Format: FormatStyle, Format.FormatOutput == String {
        self.init(
            format: format, preset: preset, position: position,
            values: AxisMarkValues(kind: .values(values.map(\.primitive))), stroke: stroke)
    }
}
