// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A value plotted by a mark, with the label that names it on axes and in the legend.
///
/// Create one with `.value("Label", value)`, or for dates binned to a calendar unit,
/// `.value("Date", date, unit: .day)`.
public struct PlottableValue<Value: Plottable> {
    let encoding: Encoding

    /// A single value, labelled `label`.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(encoding: Encoding(label: String(label), value: value.primitive))
    }

    /// A date binned to the calendar interval (`unit`) that contains it: a bar spans the whole interval,
    /// and points and lines sit at its middle. `calendar` defaults to the chart's calendar (Gregorian, UTC).
    public static func value<S: StringProtocol>(
        _ label: S, _ date: Date, unit: Calendar.Component,
        calendar: Calendar? = nil
    ) -> PlottableValue<Value> where Value == Date {
        PlottableValue(encoding: Encoding(label: String(label), value: .date(date), unit: unit, calendar: calendar))
    }
}

extension PlottableValue: Sendable where Value: Sendable {}

/// A resolved channel value as the pipeline carries it: a label, a primitive value and, for dates, its bin.
struct Encoding: Sendable, Equatable {
    var label: String
    var value: PlottablePrimitive
    var unit: Calendar.Component? = nil
    var calendar: Calendar? = nil
    /// For bins and intervals: the end of the extent that starts at `value`.
    var rangeEnd: PlottablePrimitive? = nil
}
