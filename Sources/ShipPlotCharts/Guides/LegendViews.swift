// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

extension GuideBuilder {
    /// The legend as a view, on the side and with the alignment and spacing the chart asks for: beside the plot,
    /// `alignment:`'s vertical part places it along the plot (top by default), as it does the automatic legend.
    func legendViewGuide(_ view: _ViewNode) -> LegendGuide {
        let side = Self.legendSide(legendSettings.position)
        let stacked = side == .leading || side == .trailing
        return LegendGuide(
            groups: [], side: side,
            alignment: legendSettings.alignment?.horizontal ?? .leading,
            verticalAlignment: stacked ? legendSettings.alignment?.vertical ?? .top : .top,
            spacing: legendSettings.spacing ?? theme.legendGap, view: view,
            overlay: Self.legendOverlay(legendSettings))
    }
}
