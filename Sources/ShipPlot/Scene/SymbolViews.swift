import Foundation

extension MarkScene {
    /// A mark's symbol view centred on `center`, and the rectangle it covers. A view is offered the symbol's
    /// square and takes the size it chooses; a custom symbol shape is scaled so its perceptual rectangle fills
    /// that square. Both draw in the mark's colour unless they set their own.
    func symbolView(_ spec: SymbolViewSpec, mark: ResolvedMark, center: Point) -> (
        commands: [DrawCommand], bounds: Rect
    ) {
        let side = symbolSide(mark)
        let rect: Rect
        if let unit = spec.perceptualRect {
            let w = side / unit.width, h = side / unit.height
            rect = Rect(x: center.x - side / 2 - unit.x * w, y: center.y - side / 2 - unit.y * h, width: w, height: h)
        } else {
            let size = views.size(spec.node, ProposedSize(width: side, height: side))
            rect = Rect(
                x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        return (views.draw(spec.node, in: rect, color: color(mark)).commands, rect)
    }
}
