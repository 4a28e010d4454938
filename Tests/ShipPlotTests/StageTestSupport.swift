import Foundation

@testable import ShipPlot

/// Runs a chart through resolve, scales and guides, so a test can take one stage's output alone.
struct Stages {
    let renderer: ChartRenderer
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
        self.theme = theme
        resolved = try renderer.resolve()
        scales = ScaleBuilder(chart: resolved, theme: theme).build()
    }

    var guides: ChartGuides { renderer.guides(resolved, scales: scales, theme: theme) }

    /// The layout stage alone, on these guides, with fixed font metrics.
    func layout(_ guides: ChartGuides) -> ChartLayout {
        LayoutEngine(
            guides: guides, theme: theme, measurer: FixedTextMeasurer(), width: renderer.width,
            height: renderer.height
        ).layout()
    }
}

struct Day: Identifiable {
    let name: String
    let value: Double
    var id: String { name }
}

let threeDays = [Day(name: "Mon", value: 3), Day(name: "Tue", value: 7.3), Day(name: "Wed", value: 5)]
