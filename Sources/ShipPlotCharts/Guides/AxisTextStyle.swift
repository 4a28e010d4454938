// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

extension GuideBuilder {
    /// The style a label is drawn in: its axis mark modifiers', with a colour its own `Text` sets winning over
    /// the mark's (`AxisValueLabel { Text(…).foregroundColor(.blue) }`), as the closer style wins in SwiftUI.
    static func labelStyle(_ label: AxisLabelSpec) -> AxisLabelStyle? {
        guard let color = label.text?.first(where: { $0.color != nil })?.color else { return label.style }
        var style = label.style ?? AxisLabelStyle()
        style.color = color
        return style
    }
}

extension GuideBuilder {
    /// Half the distance to the next value on a numeric axis, where `centered: true` puts a part between two
    /// values (nil after the last value, which has no next); 0 on other axes, whose values are already centred.
    static func halfStep(_ i: Int, _ ticks: [TickMark], _ scale: PositionScale) -> Double? {
        guard case .linear = scale.domain else { return 0 }
        guard i + 1 < ticks.count else { return nil }
        return (ticks[i + 1].value - ticks[i].value) / 2
    }

    /// Where `centered: true` puts a grid line or tick from its value, as Swift Charts centres it between two
    /// axis values: on a date axis halfway from the value's start (its bin's, when binned) to the next one's, so
    /// daily values put it at mid-day; after the last value, its bin's middle, or nowhere when unbinned (nothing
    /// follows to be halfway to). Other axes as ``halfStep(_:_:_:)``.
    static func lineHalfStep(_ i: Int, _ ticks: [TickMark], _ scale: PositionScale) -> Double? {
        guard case .time = scale.domain else { return halfStep(i, ticks, scale) }
        guard i + 1 < ticks.count else { return ticks[i].binShift > 0 ? 0 : nil }
        let start = ticks[i].value - ticks[i].binShift
        let next = ticks[i + 1].value - ticks[i + 1].binShift
        return (next - start) / 2 - ticks[i].binShift
    }

    /// Where a grid line or tick sits from its value: centred between values, or back at its bin's start.
    static func shift(_ centered: Bool?, half: Double?, bin: Double) -> Double? {
        centered == true ? half : -bin
    }

    /// Whether a label starts at its tick, as Swift Charts draws a date label along x unless it is centred or
    /// anchored: at the bin's start on a binned axis, so it lines up with the bar's leading edge. ShipPlot's
    /// own charts (`chartShipPlotAxisLabels()`) keep theirs centred.
    func startsAtTick(_ label: AxisLabelSpec, scale: PositionScale, orientation: AxisOrientation) -> Bool {
        guard orientation == .x, case .time = scale.domain, !axes[orientation].shipPlotLabels else { return false }
        return label.centered != true && label.anchor == nil
    }

    /// Where a label sits from its value: centred between values when asked, back at its bin's start when
    /// asked not to be centred, else on the value.
    static func labelShift(_ centered: Bool?, half: Double?, bin: Double) -> Double? {
        switch centered {
        case true?: half
        case false?: -bin
        case nil: 0
        }
    }
}
