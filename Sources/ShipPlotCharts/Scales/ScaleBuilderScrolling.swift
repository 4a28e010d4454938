// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The resting window of a scrollable axis (`chartScrollableAxes` with `chartXVisibleDomain(length:)`): the
/// axis's domain becomes the visible part, `length` long from the initial scroll position, or from the start of
/// the data when none is given. As when scrolling on a device, the window never runs past the data's end while
/// the data is longer than it.
extension ScaleBuilder {
    /// `domain` narrowed to the scroll window of `orientation`, with a diagnostic for a bad length or a start
    /// outside the data; unchanged when the axis does not scroll.
    func scrolled(
        _ domain: PositionDomain?, _ orientation: AxisOrientation, diagnostics: inout [ChartDiagnostic]
    ) -> PositionDomain? {
        guard let domain, let window = chart.components.axes[orientation].window else { return domain }
        let axis = orientation == .x ? "x" : "y"
        let length = window.length
        guard length.isFinite, length > 0 else {
            diagnostics.append(
                ChartDiagnostic(
                    message:
                        "visible \(axis) domain length \(Self.describe(length)) is not a positive number; the whole \(axis) axis is shown"
                ))
            return domain
        }
        switch domain {
        case .linear(let lower, let upper, _, let transform):
            var start = lower
            if case .number(let v)? = window.start { start = v }
            let from = Self.windowStart(start.isFinite ? start : lower, lower: lower, upper: upper, length: length)
            if window.start != nil, !(lower...upper).contains(start) {
                diagnostics.append(outside(axis, Self.describe(start), from: Self.describe(from)))
            }
            return .linear(lower: from, upper: from + length, nice: false, transform: transform)
        case .time(let coordinates, let lower, let upper, let binned):
            let first = coordinates.date(at: lower), last = coordinates.date(at: upper)
            var start = first
            if case .date(let d)? = window.start { start = d }
            let offset = Self.windowStart(
                start.timeIntervalSince(first), lower: 0, upper: last.timeIntervalSince(first), length: length)
            let from = first.addingTimeInterval(offset)
            if window.start != nil, start < first || start > last {
                let format = ISO8601DateFormatter()
                diagnostics.append(outside(axis, format.string(from: start), from: format.string(from: from)))
            }
            return .time(
                coordinates, lower: coordinates.coordinate(from),
                upper: coordinates.coordinate(from.addingTimeInterval(length)), binned: binned)
        case .band:
            return domain
        }
    }

    /// The visible bands of a scrolling category axis: the first one (the initial position's category, or the
    /// first category) and how many, or nil when the axis does not scroll or shows every category anyway.
    func bandWindow(_ domain: PositionDomain?, _ orientation: AxisOrientation, diagnostics: inout [ChartDiagnostic])
        -> (start: Double, length: Double)?
    {
        guard case .band(let names)? = domain, let window = chart.components.axes[orientation].window,
            window.length.isFinite, window.length > 0, window.length < Double(names.count)
        else { return nil }
        var start = 0.0
        if let wanted = window.start {
            if let index = names.firstIndex(of: LabelFormat.key(wanted)) {
                start = Double(index)
            } else {
                let axis = orientation == .x ? "x" : "y"
                diagnostics.append(outside(axis, LabelFormat.key(wanted), from: names[0]))
            }
        }
        return (Self.windowStart(start, lower: 0, upper: Double(names.count), length: window.length), window.length)
    }

    private func outside(_ axis: String, _ start: String, from: String) -> ChartDiagnostic {
        ChartDiagnostic(
            message: "initial \(axis) scroll position \(start) is outside the data; the window starts at \(from)")
    }

    /// Where a window of `length` starts for a wanted `start`: inside `lower…upper`, and early enough to end by
    /// `upper` when the data is longer than the window.
    static func windowStart(_ start: Double, lower: Double, upper: Double, length: Double) -> Double {
        guard upper - lower > length else { return lower }
        return min(max(start, lower), upper - length)
    }

    static func describe(_ value: Double) -> String {
        value.isNaN ? "NaN" : value.isInfinite ? (value < 0 ? "-inf" : "inf") : LabelFormat.number(value, decimals: 3)
    }
}
