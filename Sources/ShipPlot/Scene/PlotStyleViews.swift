import Foundation

extension SceneBuilder {
    /// Views a plot style draws behind or over the plot (`chartPlotStyle { $0.background { … } }`), each offered
    /// the plot's size and placed in it by its alignment; views behind a clipped plot take its outline.
    func plotViews(_ views: [(view: _ViewNode, alignment: Alignment)], clip: Path? = nil) -> [DrawCommand] {
        guard !views.isEmpty else { return [] }
        let image = Rect(x: 0, y: 0, width: layout.width, height: layout.height)
        let renderer = ViewRenderer(measurer: measurer, theme: theme, bounds: image, defaultColor: theme.text)
        let plot = layout.plot
        var commands: [DrawCommand] = []
        for (view, alignment) in views {
            for layer in ViewRenderer.layers(view) {
                let size = renderer.size(of: layer, proposal: ProposedSize(width: plot.width, height: plot.height))
                commands += renderer.render(layer, in: alignment.place(size, in: plot))
            }
        }
        guard let clip, !commands.isEmpty else { return commands }
        return ViewGeometry.clipped(commands, to: clip, frame: plot)
    }
}

extension SceneBuilder {
    /// `commands` from `start` on, drawn through the plot style's geometry `effects` in the plot's frame; line
    /// widths and text sizes scale with them, as a SwiftUI scale effect scales everything it draws.
    func applyPlotEffects(_ effects: ArraySlice<PlotEffect>, to commands: inout [DrawCommand], from start: Int) {
        guard !effects.isEmpty, start < commands.count else { return }
        let plot = layout.plot
        let size = effects.reduce(1.0) { $0 * $1.widthScale }
        for i in start..<commands.count {
            switch ViewGeometry.mapPoints(commands[i], { p in effects.reduce(p) { $1.apply($0, in: plot) } }) {
            case .stroke(let path, var stroke, let color):
                stroke.width *= size
                commands[i] = .stroke(path, stroke, color)
            case .gradientStroke(let path, var stroke, let geometry, let stops):
                stroke.width *= size
                commands[i] = .gradientStroke(path, stroke, geometry, stops: stops)
            case .text(var run):
                run.font.size *= size
                commands[i] = .text(run)
            case let moved:
                commands[i] = moved
            }
        }
    }
}
