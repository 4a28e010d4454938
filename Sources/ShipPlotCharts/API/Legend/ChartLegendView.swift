// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

nonisolated extension _ChartModifiable {
    /// Draws `content` in place of the automatic legend, at `position` (below the plot by default), aligned by
    /// `alignment` within the space along that edge (leading by default), `spacing` points from the plot (12 by
    /// default). The view is offered the width the chart gives the legend (the chart's width above or below it,
    /// up to 200 points beside it) and takes the size it chooses, as in SwiftUI's layout.
    public func chartLegend<LegendContent: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> LegendContent
    ) -> Self {
        let node = content()._node
        return chartLegend(position: position, alignment: alignment, spacing: spacing).with { $0.legend.view = node }
    }
}
