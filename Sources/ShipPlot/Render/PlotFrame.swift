import Foundation

extension ChartRenderer {
    /// Where layout puts the plot area, in points from the chart's top-left corner: for lining up the plot areas
    /// of charts drawn side by side (the CLI's report grid). Runs every stage up to layout; draws nothing.
    package func plotFrame() throws -> (x: Double, y: Double, width: Double, height: Double) {
        try validateSize()
        let resolved = try resolve()
        let theme = standardTheme
        let scales = ScaleBuilder(chart: resolved, theme: theme).build()
        let plot = LayoutEngine(
            guides: guides(resolved, scales: scales, theme: theme), theme: theme, measurer: try CairoTextMeasurer(),
            width: width, height: height
        ).layout().plot
        return (plot.x, plot.y, plot.width, plot.height)
    }
}
