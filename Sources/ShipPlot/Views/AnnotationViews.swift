import Foundation

extension SceneBuilder {
    /// An annotation's view at its ideal size (re-offered the chart's width when wider), placed beside the mark
    /// like text and kept inside the chart.
    func annotationView(
        _ view: _ViewNode, _ position: AnnotationPosition.Kind, _ annotation: AnnotationSpec, bounds: Rect,
        spacing: Double, color: RGBA
    ) -> [DrawCommand] {
        let image = Rect(x: 0, y: 0, width: layout.width, height: layout.height)
        let renderer = ViewRenderer(measurer: measurer, theme: theme, bounds: image, defaultColor: color)
        var size = renderer.size(of: view, proposal: ProposedSize(width: nil, height: nil))
        if size.width > layout.width {
            size = renderer.size(of: view, proposal: ProposedSize(width: layout.width, height: nil))
        }
        let origin = Self.blockOrigin(
            position, alignment: annotation.alignment ?? .center, bounds: bounds, block: (size.width, size.height),
            spacing: spacing)
        let (x, y) = placed(origin, size: (size.width, size.height), resolution: annotation.overflow)
        return renderer.render(view, in: Rect(x: x, y: y, width: size.width, height: size.height))
    }
}

extension ViewProblems {
    /// The diagnostics for bad input in the views of `marks`' annotations and symbol views.
    static func diagnostics(_ marks: [MarkSpec]) -> [ChartDiagnostic] {
        var total = ViewProblems()
        for mark in marks {
            for annotation in mark.style.annotations { total = total + annotation.problems }
            if let symbol = mark.style.symbolView { total = total + symbol.node.box.problems }
        }
        return total.messages.map { ChartDiagnostic(message: $0) }
    }
}
