// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Selection modifiers: they compile as Swift Charts declares them and draw nothing extra. A rendered chart takes
/// no input, so nothing is ever selected by it; code that draws a selected value (a rule at the bound date) draws
/// it from the binding's value, as at rest on a device.
nonisolated extension _ChartModifiable {
    /// Binds the x value under the user's touch (never changed by a rendered chart).
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> Self { self }

    /// Binds the y value under the user's touch (never changed by a rendered chart).
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> Self { self }

    /// Binds the x range the user drags over (never changed by a rendered chart).
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> Self { self }

    /// Binds the y range the user drags over (never changed by a rendered chart).
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> Self { self }

    /// Binds the angle value (a sector's cumulative value) under the user's touch (never changed by a rendered
    /// chart).
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> Self { self }
}

extension ChartProxy {
    /// Selects the x value at `xPosition` for `chartXSelection` (a rendered chart has no selection to change).
    public func selectXValue(at xPosition: CGFloat) {}

    /// Selects the y value at `yPosition` for `chartYSelection` (a rendered chart has no selection to change).
    public func selectYValue(at yPosition: CGFloat) {}

    /// Selects the x range between two positions (a rendered chart has no selection to change).
    public func selectXRange(from: CGFloat, to: CGFloat) {}

    /// Selects the y range between two positions (a rendered chart has no selection to change).
    public func selectYRange(from: CGFloat, to: CGFloat) {}

    /// Selects the angle value at `angle` for `chartAngleSelection` (a rendered chart has no selection to
    /// change).
    public func selectAngleValue(at angle: Angle) {}

    /// The angle of `position` (relative to the plot) around the plot's centre: zero at 12 o'clock, growing
    /// clockwise, in [0, 2π).
    public func angle(at position: CGPoint) -> Angle {
        let dx = Double(position.x) - plot.width / 2, dy = Double(position.y) - plot.height / 2
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return .zero }
        let radians = atan2(dx, -dy)
        return Angle(radians: radians < 0 ? radians + 2 * .pi : radians)
    }

    /// The angle value (a sector's running total) at `angle`, or nil when the chart has no sectors, the angle is
    /// not finite or the value is not a `P`.
    public func value<P: Plottable>(atAngle angle: Angle, as: P.Type = P.self) -> P? {
        guard let total = angleTotal, total > 0, angle.radians.isFinite else { return nil }
        var turns = angle.radians / (2 * .pi)
        turns -= turns.rounded(.down)
        return AxisValue(primitive: .number(turns * total), index: 0, count: 1).as(P.self)
    }
}
