// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The layout stage: carves the chart's rectangle into title, legend, axes and plot, measuring text to size
/// each, gives each scale its pixel range, and places every view the chart shows beside or over them (axis label
/// and title views, the legend view, plot-style views, overlays and backgrounds) and the chart's clip. It reads
/// only its inputs: what the axes and legend say is settled before; layout decides where it goes.
struct LayoutEngine {
    let guides: ChartGuides
    /// The chart's components that take room or are placed: its frame, its plot area and its layers.
    let components: ChartComponents
    let theme: Theme
    /// The one door to the view engine, for sizing views.
    let views: ChartViews
    let width: Double
    let height: Double
    /// How far annotations need the plot's edges moved in, learnt from a first scene (see ``AnnotationRoom``).
    let room: AnnotationRoom

    var measurer: TextMeasurer { views.measurer }
    var labelMetrics: LineMetrics { measurer.metrics(theme.labelFont) }
    var frame: ChartFrameSetting { components.frame }
    /// A plot width and height fixed by `chartPlotStyle { $0.frame(…) }`; nil takes the space the axes leave.
    var fixedPlot: (width: Double?, height: Double?) {
        (components.plotArea.style?.width, components.plotArea.style?.height)
    }

    /// How far the widest line's stroke reaches past its points: half its width.
    var lineReach: Double {
        guard let lines = components.lines else { return 0 }
        return max(lines.widest, lines.themeWidth ? theme.lineWidth : 0) / 2
    }

    /// Room between the axes and the plot, from `chartPlotStyle { $0.padding(…) }`.
    var plotPadding: EdgeInsets { components.plotArea.style?.padding ?? EdgeInsets() }

    /// The chart inside its padding: nothing is drawn outside it.
    var content: Rect {
        var insets =
            frame.padding
            ?? EdgeInsets(
                top: theme.padding, leading: theme.padding, bottom: theme.padding,
                trailing: theme.padding)
        let unset = frame.defaultEdges
        if unset.contains(.top) { insets.top = theme.padding }
        if unset.contains(.leading) { insets.leading = theme.padding }
        if unset.contains(.bottom) { insets.bottom = theme.padding }
        if unset.contains(.trailing) { insets.trailing = theme.padding }
        // A NaN, infinite or larger-than-the-chart padding would make every position NaN: keep each in 0...size.
        func inset(_ value: CGFloat, _ size: Double) -> Double {
            Double(value).isFinite ? min(max(Double(value), 0), size) : theme.padding
        }
        let (top, leading) = (inset(insets.top, height), inset(insets.leading, width))
        let (bottom, trailing) = (inset(insets.bottom, height), inset(insets.trailing, width))
        let rect = Rect(
            x: leading, y: top, width: max(1, width - leading - trailing), height: max(1, height - top - bottom))
        return frame.aspectRatio.map { Self.fitted(rect, ratio: $0) } ?? rect
    }

    /// The largest rectangle of `ratio` (width over height) inside `rect`, centred in it, as SwiftUI's
    /// `aspectRatio(_:contentMode: .fit)` sizes a flexible view.
    static func fitted(_ rect: Rect, ratio: Double) -> Rect {
        guard ratio.isFinite, ratio > 0 else { return rect }
        if rect.width / rect.height > ratio {
            let w = max(1, rect.height * ratio)
            return Rect(x: rect.minX + (rect.width - w) / 2, y: rect.minY, width: w, height: rect.height)
        }
        let h = max(1, rect.width / ratio)
        return Rect(x: rect.minX, y: rect.minY + (rect.height - h) / 2, width: rect.width, height: h)
    }

    /// Pixels the y scale's lower end rises inside the plot, so annotations under marks clear the x labels
    /// (`.padScale`): at most a quarter of the chart's height.
    var scaleRise: Double { min(max(room.belowPlot, 0), height / 4) }

    func layout() -> ChartLayout {
        var area = content
        let title = titleRuns(in: &area)
        var legend = guides.legend.flatMap { legendBlock($0, maxWidth: area.width, maxHeight: area.height) }
        // A legend that draws nothing (an empty legend view) takes no room, its spacing neither.
        if let block = legend, let guide = guides.legend, guide.overlay == nil, block.width > 0, block.height > 0 {
            let (w, h) = (block.width + guide.spacing, block.height + guide.spacing)
            switch guide.side {
            case .bottom: area.height -= h
            case .top: area.y += h; area.height -= h
            case .leading: area.x += w; area.width -= w
            case .trailing: area.width -= w
            }
            area.width = max(1, area.width)
            area.height = max(1, area.height)
        }
        area.height = max(1, area.height - lowestLabelOverhang)
        if room.top > 0 || room.bottom > 0 {
            let top = min(max(room.top, 0), area.height / 4)
            let bottom = min(max(room.bottom, 0), area.height / 4)
            area.y += top
            area.height = max(1, area.height - top - bottom)
        }
        var (plot, axes) =
            guides.x == nil && guides.y == nil ? (Self.inset(area, by: plotPadding), []) : layoutAxes(in: area)
        // A line at the plot's top or bottom is stroked half outside it: where neither labels nor padding leave
        // room (hidden axes in a view, a sparkline), the plot moves in so the chart holds the whole stroke, as
        // Swift Charts' does.
        let reach = lineReach
        let (above, below) = (max(0, reach - plot.minY), max(0, reach - (height - plot.maxY)))
        if above > 0 || below > 0 {
            area.y += above
            area.height = max(1, area.height - above - below)
            (plot, axes) =
                guides.x == nil && guides.y == nil ? (Self.inset(area, by: plotPadding), []) : layoutAxes(in: area)
        }
        if fixedPlot.width != nil || fixedPlot.height != nil {
            // The axes' room depends a little on the plot's size: two rounds bring the plot to the size asked.
            for _ in 0..<2 {
                area = Self.area(area, fitting: plot, to: fixedPlot)
                (plot, axes) =
                    guides.x == nil && guides.y == nil ? (Self.inset(area, by: plotPadding), []) : layoutAxes(in: area)
            }
        }
        if var block = legend, let guide = guides.legend {
            block.place(
                in: legendRect(block, guide: guide, area: area, plot: plot, axes: axes),
                alignment: guide.alignment)
            legend = block
        }
        let proxy = self.proxy(plot: plot, axes: axes)
        return ChartLayout(
            width: width, height: height, plot: plot, axes: axes, legend: legend?.layout, title: title,
            frame: content, proxy: proxy, layers: layers(proxy: proxy), plotViews: plotViews(plot),
            clip: frameClip())
    }

    /// Room under the plot for the lower half of the lowest y label when no x labels below make it (an x axis on
    /// top, hidden or without labels), as the top of the plot leaves half a line for the highest: a Swift Charts
    /// view's bounds hold its axis labels, so a chart's `clipShape` or border never cuts them. None without y labels.
    var lowestLabelOverhang: Double {
        guard let y = guides.y, y.visible, y.drawsLabels else { return 0 }
        if let x = guides.x, x.visible, x.drawsLabels,
            x.sides.indices.contains(where: { x.sides[$0] == .bottom && x.preset($0) != .inset })
        {
            return 0
        }
        return labelMetrics.height / 2
    }

    /// `area` shrunk from its trailing and bottom edges so the plot it held becomes `size` (never larger than the
    /// plot was: the chart's image does not grow).
    static func area(_ area: Rect, fitting plot: Rect, to size: (width: Double?, height: Double?)) -> Rect {
        var fitted = area
        if let w = size.width { fitted.width = max(1, area.width - max(0, plot.width - w)) }
        if let h = size.height { fitted.height = max(1, area.height - max(0, plot.height - h)) }
        return fitted
    }

    /// Where the legend goes once the plot and axes are placed: below the x labels, above the area, or beside
    /// the plot past the y labels.
    private func legendRect(
        _ block: LegendBlock, guide: LegendGuide, area: Rect, plot: Rect,
        axes: [PlacedAxis]
    ) -> Rect {
        let gap = guide.spacing
        if let alignment = guide.overlay { return Self.overlaid(block, in: plot, inset: gap, alignment: alignment) }
        switch guide.side {
        case .bottom:
            let top = max(
                axes.map { bottomExtent(of: $0, plot: plot) }.max() ?? plot.maxY, plot.maxY + lowestLabelOverhang)
            return Rect(x: area.minX, y: top + gap, width: area.width, height: block.height)
        case .top:
            return Rect(x: area.minX, y: area.minY - gap - block.height, width: area.width, height: block.height)
        case .leading:
            let y = besidePlot(block, guide.verticalAlignment, plot: plot)
            return Rect(x: area.minX - gap - block.width, y: y, width: block.width, height: block.height)
        case .trailing:
            let right = axes.map { trailingExtent(of: $0, plot: plot) }.max() ?? plot.maxX
            let y = besidePlot(block, guide.verticalAlignment, plot: plot)
            return Rect(x: right + gap, y: y, width: block.width, height: block.height)
        }
    }

    /// An overlaid legend's rectangle: aligned in the plot, `inset` in from its edges.
    static func overlaid(_ block: LegendBlock, in plot: Rect, inset: Double, alignment: Alignment) -> Rect {
        let inner = Rect(
            x: plot.minX + inset, y: plot.minY + inset, width: max(0, plot.width - 2 * inset),
            height: max(0, plot.height - 2 * inset))
        let x: Double
        switch alignment.horizontal.key {
        case .leading: x = inner.minX
        case .center: x = inner.midX - block.width / 2
        case .trailing: x = inner.maxX - block.width
        }
        let y: Double
        switch alignment.vertical.key {
        case .top: y = inner.minY
        case .center: y = inner.midY - block.height / 2
        case .bottom: y = inner.maxY - block.height
        }
        return Rect(x: x, y: y, width: block.width, height: block.height)
    }

    /// The top of a legend beside the plot, aligned with the plot's top, middle or bottom; one taller than the
    /// plot keeps to the chart's content.
    private func besidePlot(_ block: LegendBlock, _ alignment: VerticalAlignment, plot: Rect) -> Double {
        let y: Double
        switch alignment.key {
        case .top: y = plot.minY
        case .center: y = plot.midY - block.height / 2
        case .bottom: y = plot.maxY - block.height
        }
        return max(content.minY, min(y, content.maxY - block.height))
    }
}
