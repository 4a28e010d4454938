// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Where the views a chart shows go: axis label and title views at their ideal sizes, the legend view in the
/// legend's room, plot-style views in the plot, overlay and background views in the chart's frame, and the
/// outline the chart is cut to. Each is sized through the one door to the view engine, `views`.
extension LayoutEngine {
    /// The size an axis label view chooses when offered nothing (its ideal size), bounded by the chart.
    func labelViewSize(_ node: _ViewNode) -> ViewSize {
        views.idealSize(node, limit: ViewSize(width: width * 0.35, height: height * 0.35))
    }

    /// An axis label view at its ideal size: centred under (or over) its tick on x or, with `leading`, starting
    /// there, kept inside the chart; beside the plot, centred on its tick, on y.
    func labelView(_ node: _ViewNode, at position: Double, side: AxisSide, leading: Bool, plot: Rect) -> PlacedView {
        let size = labelViewSize(node)
        let tickSpace = theme.tickLength + 3
        let x: Double, y: Double
        switch side {
        case .bottom, .top:
            x = alongX(position, width: size.width, leading: leading)
            y = side == .bottom ? plot.maxY + tickSpace : plot.minY - tickSpace - size.height
        case .leading, .trailing:
            x = side == .trailing ? plot.maxX + theme.axisLabelGap : plot.minX - theme.axisLabelGap - size.width
            y = position - size.height / 2
        }
        return PlacedView(node: node, rect: Rect(x: x, y: y, width: size.width, height: size.height))
    }

    /// The size a title view chooses when offered nothing, bounded by the chart's length along the title (a
    /// turned title runs up the chart's height) rather than by a label's share, so a headline title is not cut.
    func titleViewSize(_ node: _ViewNode, turned: Bool = false) -> ViewSize {
        let (along, across) = turned ? (height, width) : (width, height)
        return views.idealSize(node, limit: ViewSize(width: along * 0.9, height: across * 0.35))
    }

    /// A legend view's block: offered the legend's width (the whole width above or below the plot, at most 200
    /// points or 30 % beside it) and at most half the height, it takes the size it chooses within those.
    func legendViewBlock(_ node: _ViewNode, guide: LegendGuide, maxWidth: Double, maxHeight: Double) -> LegendBlock {
        let stacked = guide.side == .leading || guide.side == .trailing
        let available = max(0, stacked ? min(maxWidth * 0.3, 200) : maxWidth)
        let tallest = max(0, maxHeight / 2)
        let size = views.size(node, ProposedSize(width: available, height: nil))
        let width = size.width.isFinite ? min(max(size.width, 0), available) : available
        let height = size.height.isFinite ? min(max(size.height, 0), tallest) : tallest
        let clipped = !(size.width <= width + 0.5 && size.height <= height + 0.5)
        let view = LegendViewLayout(node: node, rect: Rect(x: 0, y: 0, width: width, height: height), clipped: clipped)
        return LegendBlock(
            layout: LegendLayout(titles: [], items: [], gradient: nil, view: view), width: width, height: height,
            rows: [(top: 0, width: width)])
    }

    /// The proxy `chartOverlay` and `chartBackground` content sees: the plot and each axis's scale as placed, and
    /// a pie's total for angle lookups.
    func proxy(plot: Rect, axes: [PlacedAxis]) -> ChartProxy {
        func axis(_ orientation: AxisOrientation) -> ProxyAxis? {
            guard let guide = orientation == .x ? guides.x : guides.y,
                let placed = axes.first(where: { $0.orientation == orientation })
            else { return nil }
            return ProxyAxis(scale: guide.scale, placed: placed.scale)
        }
        return ChartProxy(plot: plot, x: axis(.x), y: axis(.y), angleTotal: components.angleTotal)
    }

    /// The overlay and background views, each view of a layer's content placed on its own in the chart's
    /// frame (with its padding for the chart view's own layers when `.padding` came first). A later view
    /// background goes behind the earlier ones and the chart's own background views, as in SwiftUI.
    func layers(proxy: ChartProxy) -> PlacedLayers {
        var placed = PlacedLayers()
        var viewBackgrounds: [PlacedView] = []
        for layer in components.layers {
            let frame = layer.viewLayer ? layerFrame(includesPadding: layer.includesPadding) : content
            let node = layer.content(proxy)
            placed.problems = placed.problems + node.box.problems
            let views = self.views.layered(node, in: frame, alignment: layer.alignment, color: theme.text)
            if layer.viewLayer && layer.behind {
                viewBackgrounds = views + viewBackgrounds
            } else if layer.behind {
                placed.behind += views
            } else {
                placed.front += views
            }
        }
        placed.behind = viewBackgrounds + placed.behind
        return placed
    }

    /// The views a plot style draws behind the grid and over the marks (`chartPlotStyle { $0.background { … } }`),
    /// each offered the plot's size and placed in it by its alignment.
    func plotViews(_ plot: Rect) -> (behind: [PlacedView], front: [PlacedView]) {
        guard let style = components.plotArea.style else { return ([], []) }
        func placed(_ views: [(view: _ViewNode, alignment: Alignment)]) -> [PlacedView] {
            views.flatMap { self.views.layered($0.view, in: plot, alignment: $0.alignment, color: theme.text) }
        }
        return (placed(style.behind), placed(style.front))
    }

    /// The outline everything is cut to (`cornerRadius` or `clipShape` on the chart), in the chart's frame, or
    /// the frame with its padding when `.padding` came first.
    func frameClip() -> Path? {
        guard let clip = frame.clip else { return nil }
        return clip.path(frame.clipIncludesPadding ? layerFrame(includesPadding: true) : content)
    }

    /// The frame a chart view's `background` or `overlay` fills: the chart's frame, grown by its padding when
    /// the padding came first, and never past the image.
    func layerFrame(includesPadding: Bool) -> Rect {
        let frame = content
        guard includesPadding, let padding = self.frame.padding else { return frame }
        func grow(_ v: CGFloat) -> Double { Double(v).isFinite ? max(0, Double(v)) : 0 }
        let minX = max(0, frame.minX - grow(padding.leading))
        let minY = max(0, frame.minY - grow(padding.top))
        let maxX = min(width, frame.maxX + grow(padding.trailing))
        let maxY = min(height, frame.maxY + grow(padding.bottom))
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}

/// A legend view after layout: the view and the rectangle it is drawn in.
struct LegendViewLayout: Sendable {
    var node: _ViewNode
    var rect: Rect
    /// Whether the view chose a size larger than it was given, so its drawing is cut to `rect`.
    var clipped: Bool
}
