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
