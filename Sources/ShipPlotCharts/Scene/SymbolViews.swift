// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

extension MarkScene {
    /// A mark's symbol view centred on `center`, and the rectangle it covers. A view is offered the symbol's
    /// square and takes the size it chooses (one that cannot shrink into it keeps its own); a custom symbol shape
    /// is scaled so its perceptual rectangle fills that square. Both draw in the mark's colour unless they set
    /// their own.
    func symbolView(_ spec: SymbolViewSpec, mark: ResolvedMark, center: Point, tally: inout NestedRenders) -> (
        commands: [DrawCommand], bounds: Rect
    ) {
        let side = symbolSide(mark)
        let rect: Rect
        if let shaped = spec.shapeFrame(center: center, side: side) {
            rect = shaped
        } else {
            let size = symbolViewSize(spec.node, side: side)
            rect = Rect(
                x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        return (views.draw(spec.node, in: rect, color: color(mark), tally: &tally).commands, rect)
    }
}

extension SymbolViewSpec {
    /// Where a custom symbol shape is drawn so its perceptual rectangle fills the square of `side` about
    /// `center`; nil for a view, which chooses its own size.
    func shapeFrame(center: Point, side: Double) -> Rect? {
        guard let unit = perceptualRect else { return nil }
        let w = side / unit.width, h = side / unit.height
        return Rect(x: center.x - side / 2 - unit.x * w, y: center.y - side / 2 - unit.y * h, width: w, height: h)
    }
}

extension MarkScene {
    /// The size a symbol view takes: what it chooses in the symbol's square, unless its own size is larger and
    /// fixed (text in a text style, a fixed frame), which Swift Charts draws whole: `Text("🏃").font(.largeTitle)`
    /// is 34 pt, not an ellipsis in 8 pt. Flexible views (shapes) still fill the square.
    func symbolViewSize(_ node: _ViewNode, side: Double) -> ViewSize {
        let square = ProposedSize(width: side, height: side)
        let ideal = views.size(node, ProposedSize(width: nil, height: nil))
        guard ideal.width > side + 1e-9 || ideal.height > side + 1e-9 else { return views.size(node, square) }
        let roomier = views.size(node, ProposedSize(width: ideal.width * 2 + 1, height: ideal.height * 2 + 1))
        let rigid = abs(roomier.width - ideal.width) < 1e-6 && abs(roomier.height - ideal.height) < 1e-6
        return rigid ? ideal : views.size(node, square)
    }
}
