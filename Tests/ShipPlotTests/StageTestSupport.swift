// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Runs a chart through resolve, scales and guides, so a test can take one stage's output alone.
struct Stages {
    let renderer: ChartRenderer
    /// The driver's stages, measuring with fixed metrics.
    let driver: ChartDriver
    let theme: Theme
    let resolved: ResolvedChart
    let scales: ChartScales

    init<Content>(
        _ chart: Chart<Content>, width: Double = 400, height: Double = 300, title: String? = nil,
        theme: Theme = .standard(.light), calendar: Calendar? = nil
    ) throws {
        var renderer = ChartRenderer(chart, width: width, height: height)
        renderer.title = title
        // Pinned to UTC unless a test asks for another, so no stage test depends on the host's zone.
        renderer.calendar = calendar ?? ChartCalendar.standard
        self.renderer = renderer
        driver = try renderer.driver(measurer: FixedTextMeasurer())
        self.theme = theme
        resolved = try driver.resolve()
        scales = ScaleBuilder(chart: resolved, theme: theme).build()
    }

    var text: TextEnvironment { driver.textEnvironment(resolved) }
    var guides: ChartGuides { driver.guides(resolved, scales: scales, theme: theme, text: text) }
    /// The door to the view engine the layout and scene stages use, with fixed font metrics.
    var views: ChartViews {
        ChartViews(
            measurer: FixedTextMeasurer(), theme: theme, text: text,
            bounds: Rect(x: 0, y: 0, width: renderer.width, height: renderer.height))
    }

    /// The layout stage alone, on these guides, with fixed font metrics.
    func layout(_ guides: ChartGuides) -> ChartLayout {
        driver.layout(guides, resolved, theme: theme, views: views, room: AnnotationRoom())
    }

    /// The scene stage alone, on this layout (the image's fill left out).
    func scene(_ layout: ChartLayout) -> ChartScene {
        var transparent = driver
        transparent.inputs.background = .transparent
        return transparent.scene(
            ChartDriver.LaidOut(
                resolved: resolved, theme: theme, scales: scales, guides: guides, layout: layout, views: views))
    }
}

struct Day: Identifiable {
    let name: String
    let value: Double
    var id: String { name }
}

let threeDays = [Day(name: "Mon", value: 3), Day(name: "Tue", value: 7.3), Day(name: "Wed", value: 5)]
