// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

extension LayoutEngine {
    /// An axis declaration with `chartXAxisStyle` / `chartYAxisStyle` applied: grid lines, ticks and labels
    /// faded by the opacity, labels moved by the offset, and the background laid across the labels' band.
    func styled(_ axis: PlacedAxis, _ style: AxisViewStyle, plot: Rect) -> PlacedAxis {
        var axis = axis
        // An offset never carries labels past the chart's own size.
        let dx = min(max(style.offset.x, -width), width), dy = min(max(style.offset.y, -height), height)
        if style.opacity < 1 {
            let o = style.opacity
            axis.ticks = axis.ticks.map { tick in
                var tick = tick
                let (grid, mark) = (
                    tick.grid?.color ?? Color(rgba: theme.grid), tick.tick?.color ?? Color(rgba: theme.axisLine)
                )
                tick.grid?.color = grid.opacity(o)
                tick.tick?.color = mark.opacity(o)
                return tick
            }
            axis.labels = axis.labels.map { run in
                var run = run
                run.color.alpha *= o
                return run
            }
            axis.labelViews = axis.labelViews.map {
                PlacedView(node: _NodeView(node: $0.node).opacity(o)._node, rect: $0.rect)
            }
        }
        axis.labels = axis.labels.map { run in
            var run = run
            run.origin = Point(x: run.origin.x + dx, y: run.origin.y + dy)
            return run
        }
        axis.labelViews = axis.labelViews.map {
            PlacedView(
                node: $0.node,
                rect: Rect(x: $0.rect.x + dx, y: $0.rect.y + dy, width: $0.rect.width, height: $0.rect.height))
        }
        if let background = style.background {
            axis.background = PlacedView(node: background, rect: band(of: axis, plot: plot))
        }
        return axis
    }

    /// The band beside the plot that an axis declaration's labels take, along the whole plot.
    private func band(of axis: PlacedAxis, plot: Rect) -> Rect {
        let metrics = labelMetrics
        let boxes =
            axis.labels.map { run in
                Rect(
                    x: run.origin.x, y: run.origin.y - metrics.ascent,
                    width: measurer.width(of: run.text, font: run.font),
                    height: metrics.height)
            } + axis.labelViews.map(\.rect)
        switch axis.side {
        case .bottom, .top:
            // Along the plot, and out to the first and last labels where they reach past it.
            let left = min(plot.minX, boxes.map(\.minX).min() ?? plot.minX)
            let right = max(plot.maxX, boxes.map(\.maxX).max() ?? plot.maxX)
            if axis.side == .bottom {
                let bottom = boxes.map(\.maxY).max() ?? plot.maxY
                return Rect(x: left, y: plot.maxY, width: right - left, height: max(0, bottom - plot.maxY))
            }
            let top = boxes.map(\.minY).min() ?? plot.minY
            return Rect(x: left, y: top, width: right - left, height: max(0, plot.minY - top))
        case .trailing:
            let right = boxes.map(\.maxX).max() ?? plot.maxX
            return Rect(x: plot.maxX, y: plot.minY, width: max(0, right - plot.maxX), height: plot.height)
        case .leading:
            let left = boxes.map(\.minX).min() ?? plot.minX
            return Rect(x: left, y: plot.minY, width: max(0, plot.minX - left), height: plot.height)
        }
    }
}
