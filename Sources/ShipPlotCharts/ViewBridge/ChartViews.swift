// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A view placed by layout (an axis label or title view, the legend view, a plot-style view, an overlay or
/// background) and the rectangle it is drawn in.
struct PlacedView: Sendable {
    var node: _ViewNode
    var rect: Rect
    /// The colour of text and shapes in the view that set none; nil is the axis labels' secondary text.
    var color: RGBA? = nil
}

/// The one door into the view engine for a chart: every place a chart shows a view (annotations, symbols,
/// legends, axis labels and titles, plot-style views, overlays and backgrounds) sizes and draws it here, with
/// the chart's measurer, theme and text environment, and keeps what it draws near the chart's image.
struct ChartViews {
    let measurer: TextMeasurer
    let theme: Theme
    /// The locale and time zone text in views is written in.
    let text: TextEnvironment
    /// The chart's image: drawn views are kept inside it, widened by their own size.
    let bounds: Rect
    /// What charts drawn in these views are drawn with.
    var render = RenderContext()
    var charts = ChartContext()
    /// The environment objects where the chart is placed, for custom views in it that read them.
    var objects = EnvironmentObjects()
    /// How many charts the views of this chart may hold in all.
    var chartBudget = ViewLimits.charts

    private func renderer(_ color: RGBA?) -> ViewRenderer {
        var values = EnvironmentValues()
        values.chosenColorScheme = theme.scheme
        values.chosenContrast = theme.contrast
        values.objects = objects
        values.charts = charts
        return ViewRenderer(
            measurer: measurer, theme: theme, bounds: bounds, text: text, defaultColor: color, render: render,
            values: values)
    }

    /// The size `node` chooses when offered `proposal` (nil axes ask for its ideal size).
    func size(_ node: _ViewNode, _ proposal: ProposedSize) -> ViewSize {
        renderer(nil).size(of: node, proposal: proposal)
    }

    /// The size `node` chooses when offered nothing (its ideal size), each side kept within `0...limit`.
    func idealSize(_ node: _ViewNode, limit: ViewSize) -> ViewSize {
        let size = self.size(node, ProposedSize(width: nil, height: nil))
        func bounded(_ v: Double, _ most: Double) -> Double { v.isFinite ? min(max(v, 0), most) : 0 }
        return ViewSize(width: bounded(size.width, limit.width), height: bounded(size.height, limit.height))
    }

    /// `node` laid out in `rect` and drawn, in `color` where it sets none (nil: the labels' secondary text); the
    /// charts inside it count after those in `tally` (what the chart's views drew before), and are added to it.
    func draw(_ node: _ViewNode, in rect: Rect, color: RGBA? = nil, tally: inout NestedRenders) -> ViewDrawing {
        let drawing = renderer(color).render(node, in: rect, chartBudget: max(0, chartBudget - tally.drawn))
        tally.merge(drawing.nested)
        return drawing
    }

    /// Views placed by layout, drawn in order, their charts counted in `tally`.
    func draw(_ views: [PlacedView], tally: inout NestedRenders) -> ViewDrawing {
        var drawing = ViewDrawing()
        for view in views {
            let drawn = draw(view.node, in: view.rect, color: view.color, tally: &tally)
            drawing.commands += drawn.commands
            drawing.problems = drawing.problems + drawn.problems
        }
        return drawing
    }

    /// Each view of `node`'s content offered `frame`'s size and placed in it by `alignment`, as SwiftUI lays out
    /// the views of an overlay or a background one by one; drawn in `color` where they set none.
    func layered(_ node: _ViewNode, in frame: Rect, alignment: Alignment, color: RGBA?) -> [PlacedView] {
        let offered = ProposedSize(width: frame.width, height: frame.height)
        return flattenedChildren(node).children.map { layer in
            PlacedView(node: layer, rect: alignment.place(size(layer, offered), in: frame), color: color)
        }
    }
}
