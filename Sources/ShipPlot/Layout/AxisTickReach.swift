import Foundation

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

extension SceneBuilder {
    /// A tick from the plot's edge outward on its side, moved by its mark's offset.
    func tickPath(_ tick: PlacedTick, _ style: AxisLineStyle, side: AxisSide) -> Path {
        let plot = layout.plot
        let (dx, dy) = (style.detail.offset.width, style.detail.offset.height)
        let along = tick.tickPosition ?? tick.position
        let p = snap(along + (side == .bottom || side == .top ? dx : dy))
        let n = style.length
        switch side {
        case .bottom: return .segment(Point(x: p, y: plot.maxY + dy), Point(x: p, y: plot.maxY + n + dy))
        case .top: return .segment(Point(x: p, y: plot.minY + dy), Point(x: p, y: plot.minY - n + dy))
        case .trailing: return .segment(Point(x: plot.maxX + dx, y: p), Point(x: plot.maxX + n + dx, y: p))
        case .leading: return .segment(Point(x: plot.minX + dx, y: p), Point(x: plot.minX - n + dx, y: p))
        }
    }
}
