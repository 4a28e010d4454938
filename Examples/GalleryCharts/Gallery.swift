// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// One gallery chart: a name, the feature family it shows, and how to render it.
public struct GalleryEntry {
    /// File name without extension, e.g. `bars-stacked`.
    public let name: String
    /// The feature family from the Swift Charts surface it exercises.
    public let family: String
    /// Renders the chart (or sheet of charts) as a PNG.
    public let png: () throws -> Data
    /// The configured renderer, for single charts.
    public let renderer: ChartRenderer?
    /// The sheet, for entries that show several charts.
    public let sheet: ChartSheet?

    init(
        _ name: String, _ family: String, width: Double = 560, height: Double = 340, scale: Double = 1,
        configure: (inout ChartRenderer) -> Void = { _ in }, chart: () -> ChartRenderer
    ) {
        self.name = name
        self.family = family
        var renderer = chart()
        renderer.width = width
        renderer.height = height
        renderer.scale = scale
        renderer.calendar = GalleryData.calendar
        configure(&renderer)
        let configured = renderer
        self.renderer = configured
        sheet = nil
        png = { try configured.pngData() }
    }

    init(_ name: String, _ family: String, sheet: ChartSheet) {
        self.name = name
        self.family = family
        renderer = nil
        self.sheet = sheet
        png = { try sheet.pngData() }
    }
}

/// Wraps a chart for the gallery with the default size.
func render<Content>(_ chart: Chart<Content>, title: String? = nil) -> ChartRenderer {
    var renderer = ChartRenderer(chart)
    renderer.title = title
    renderer.calendar = GalleryData.calendar
    return renderer
}

/// Every chart kind ShipPlot draws, written as Swift Charts code.
public enum Gallery {
    public static var entries: [GalleryEntry] {
        marks + scales + layout
    }

    /// Nine charts side by side, three to a row: the picture at the top of the gallery.
    public static var overview: ChartSheet {
        let names = [
            "bars-stacked", "lines-series", "sectors-donut", "heatmap", "areas-band", "points-symbols",
            "bars-gantt", "axes-custom", "rules",
        ]
        let all = entries
        var sheet = ChartSheet(names.compactMap { name in all.first { $0.name == name }?.renderer }, columns: 3)
        sheet.scale = 1
        return sheet
    }
}
