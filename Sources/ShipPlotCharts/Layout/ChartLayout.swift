// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// One placed axis value: where it is and which parts it draws.
struct PlacedTick: Sendable {
    var position: Double
    var grid: AxisLineStyle?
    var tick: AxisLineStyle?
    /// Where the tick sits, when not at `position` (`AxisTick(centered: true)` beside an uncentred grid line).
    var tickPosition: Double? = nil
}

/// One `AxisMarks` declaration after layout: its axis's scale in pixels, its ticks and their placed labels.
struct PlacedAxis: Sendable {
    var orientation: AxisOrientation
    var scale: PlacedScale
    var ticks: [PlacedTick]
    var labels: [TextRun]
    var visible: Bool
    var side: AxisSide
    /// The axis titles (`chartXAxisLabel`), on the axis's first declaration only.
    var titles: [TextRun] = []
    /// The axis titles given as views (`chartXAxisLabel { view }`).
    var titleViews: [PlacedView] = []
    /// `chartXAxisStyle { $0.background(…) }`: drawn across the labels' band, under the axis.
    var background: PlacedView? = nil
    /// Label views (`AxisValueLabel { view }`), drawn where text labels would be.
    var labelViews: [PlacedView] = []
}

/// One legend entry: a swatch and its label.
struct LegendItem: Sendable {
    var swatchCenter: Point
    var color: RGBA
    var symbol: BasicChartSymbolShape
    /// The app's own symbol shape, drawn instead of `symbol`.
    var custom: SymbolViewSpec? = nil
    /// A line swatch with this dash pattern instead of a symbol (for `lineStyle(by:)`).
    var dash: [Double]? = nil
    var label: TextRun
}

/// A gradient legend for a continuous colour scale.
struct GradientLegend: Sendable {
    var bar: Rect
    var stops: [GradientStop]
    var labels: [TextRun]
}

/// The legend after layout.
struct LegendLayout: Sendable {
    var titles: [TextRun]
    var items: [LegendItem]
    var gradient: GradientLegend?
    /// A legend view drawn instead of entries (`chartLegend { view }`).
    var view: LegendViewLayout? = nil
}

/// The views laid over and under the chart: `chartBackground` and the chart view's `background` behind
/// everything but the image's fill, `chartOverlay` and the chart view's `overlay` over everything.
struct PlacedLayers: Sendable {
    var behind: [PlacedView] = []
    var front: [PlacedView] = []
    /// Bad input found in the views their content built.
    var problems = ViewProblems()
}

/// Where everything goes: the layout stage's output, every drawn element placed as plain values.
struct ChartLayout: Sendable {
    var width: Double
    var height: Double
    var plot: Rect
    /// Every axis declaration, x first; an axis's first declaration carries its title.
    var axes: [PlacedAxis]
    var legend: LegendLayout?
    /// The title, one run per line.
    var title: [TextRun]
    /// The chart inside its padding (and aspect ratio): what overlay and background views are offered.
    var frame: Rect
    /// The plot and scales as `chartOverlay`, `chartBackground` and tests see them.
    var proxy: ChartProxy
    /// Overlay and background views.
    var layers: PlacedLayers
    /// `chartPlotStyle` views: behind the grid and marks, and over the marks.
    var plotViews: (behind: [PlacedView], front: [PlacedView])
    /// The outline everything but the image's fill is cut to (`cornerRadius` or `clipShape` on the chart).
    var clip: Path?

    /// The x axis's first declaration (its scale places marks), or nil on a chart without one.
    var x: PlacedAxis? { axes.first { $0.orientation == .x } }
    /// The y axis's first declaration, or nil.
    var y: PlacedAxis? { axes.first { $0.orientation == .y } }
}
