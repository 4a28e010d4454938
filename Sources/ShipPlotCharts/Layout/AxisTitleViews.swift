// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Axis titles given as views (`chartXAxisLabel { … }`, `chartYAxisLabel { … }`), placed where text titles go.
extension LayoutEngine {
    /// The room a title takes beside the axis: a text line and a gap, or a view's height (across the axis for
    /// x; a y title view is turned, so its height lies across the y axis too) and the same gap.
    func titleRoom(_ title: AxisTitle) -> Double {
        guard let view = title.view else { return labelMetrics.height + 4 }
        return titleViewSize(view).height + 4
    }

    /// An x title view at its ideal size, aligned along the plot (centred unless aligned), below the x labels or
    /// above them.
    func xTitleView(
        _ node: _ViewNode, _ setting: AxisTitle, axes: [PlacedAxis], side: AxisSide, plot: Rect
    ) -> PlacedView {
        let size = titleViewSize(node)
        let x: Double
        switch (setting.alignment?.horizontal ?? .center).key {
        case .leading: x = plot.minX
        case .center: x = plot.midX - size.width / 2
        case .trailing: x = plot.maxX - size.width
        }
        let spacing = setting.spacing ?? 4
        let y: Double
        if side == .bottom {
            y = (axes.map { bottomExtent(of: $0, plot: plot) }.max() ?? plot.maxY) + spacing
        } else {
            let tops = axes.flatMap { axis in
                axis.labels.map { $0.origin.y - measurer.metrics($0.font).ascent } + axis.labelViews.map(\.rect.minY)
            }
            y = min(plot.minY, tops.min() ?? plot.minY) - spacing - size.height
        }
        return PlacedView(node: node, rect: Rect(x: x, y: y, width: size.width, height: size.height))
    }

    /// A y title view turned to read upward beside the labels on its side, centred along the axis unless aligned.
    /// The rectangle is the unturned view's, centred where the turned view is drawn.
    func yTitleView(
        _ node: _ViewNode, _ setting: AxisTitle, axes: [PlacedAxis], side: AxisSide, plot: Rect
    ) -> PlacedView {
        let size = titleViewSize(node, turned: true)
        let spacing = setting.spacing ?? 4
        let centerY: Double
        switch (setting.alignment?.vertical ?? .center).key {
        case .top: centerY = plot.minY + size.width / 2
        case .center: centerY = plot.midY
        case .bottom: centerY = plot.maxY - size.width / 2
        }
        let centerX: Double
        if side == .trailing {
            centerX = (axes.map { trailingExtent(of: $0, plot: plot) }.max() ?? plot.maxX) + spacing + size.height / 2
        } else {
            let lefts = axes.filter { $0.side == side }.flatMap { axis in
                axis.labels.map(\.origin.x) + axis.labelViews.map(\.rect.minX)
            }
            centerX = (lefts.min() ?? plot.minX) - spacing - size.height / 2
        }
        let turned = _NodeView(node: node).rotationEffect(.degrees(-90))._node
        return PlacedView(
            node: turned,
            rect: Rect(
                x: centerX - size.width / 2, y: centerY - size.height / 2, width: size.width, height: size.height))
    }
}
