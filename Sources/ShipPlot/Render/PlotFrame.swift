import Foundation

extension ChartRenderer {
    /// Where layout puts the plot area, in points from the chart's top-left corner: for lining up the plot areas
    /// of charts drawn side by side (the CLI's report grid). Runs every stage up to layout, and the scene once to
    /// learn the room its annotations need, as drawing does; draws nothing.
    package func plotFrame() throws -> (x: Double, y: Double, width: Double, height: Double) {
        let plot = try TextEnvironment.$current.withValue(textEnvironment) {
            var stages = try laidOut()
            let scene = SceneBuilder(
                chart: stages.resolved, scales: stages.scales, layout: stages.layout, theme: stages.theme,
                pixelScale: scale, background: nil, measurer: stages.measurer, thinsDenseLines: thinsDenseLines)
            _ = scene.build()
            if scene.annotationRoom.isNeeded {
                let room = scene.annotationRoom
                stages = try laidOut(measurer: stages.measurer, annotationRoom: (room.top, room.bottom, room.belowPlot))
            }
            return stages.layout.plot
        }
        return (plot.x, plot.y, plot.width, plot.height)
    }
}
