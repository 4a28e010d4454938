// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

extension LayoutEngine {
    /// An axis whose ticks reach out to the labels (`AxisTick(length: .longestLabel(extendPastBy: 8))`) made that
    /// long: past their own label, or past the farthest label on the axis, measured from the plot's edge.
    func reachingLabels(_ axis: PlacedAxis, plot: Rect) -> PlacedAxis {
        guard axis.ticks.contains(where: { $0.tick?.detail.reach != nil }) else { return axis }
        let extents = labelExtents(axis, plot: plot)
        let longest = extents.map(\.depth).max() ?? 0
        var placed = axis
        for i in placed.ticks.indices {
            guard let reach = placed.ticks[i].tick?.detail.reach else { continue }
            let at = placed.ticks[i].tickPosition ?? placed.ticks[i].position
            let own = extents.min { abs($0.along - at) < abs($1.along - at) }?.depth ?? 0
            placed.ticks[i].tick?.length = max(0, (reach.longest ? longest : own) + reach.extendPastBy)
        }
        return placed
    }

    /// Each label's centre along the axis and how far its far side lies from the plot's edge.
    private func labelExtents(_ axis: PlacedAxis, plot: Rect) -> [(along: Double, depth: Double)] {
        return (axis.labels.map(box) + axis.labelViews.map(\.rect)).map { r in
            switch axis.side {
            case .bottom: (r.midX, r.maxY - plot.maxY)
            case .top: (r.midX, plot.minY - r.minY)
            case .trailing: (r.midY, r.maxX - plot.maxX)
            case .leading: (r.midY, plot.minX - r.minX)
            }
        }
    }
}

extension GuideTick {
    /// Whether the value draws a label: a view, or text that is not empty.
    var drawsLabel: Bool { view != nil || lines.contains { !$0.isEmpty } }

    /// How far the value's tick reaches out from the plot when no label is drawn to reach past: its length, or
    /// what a reach to the labels extends past them.
    var tickReach: Double {
        guard let tick else { return 0 }
        return tick.detail.reach.map { max(0, $0.extendPastBy) } ?? tick.length
    }
}

extension AxisGuide {
    /// Whether any declaration draws a label at any density: the half line above the plot for the highest y
    /// label, the overhang of the lowest and the x label band are taken only then.
    var drawsLabels: Bool { choices.contains { $0.marks.contains { $0.contains(where: \.drawsLabel) } } }
}
