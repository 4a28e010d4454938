// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A painted shape can be a chart symbol: stroked shapes draw hollow.
extension ShapeView: ChartSymbolShape {
    /// The whole unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The built-in symbol that draws like this view: a hollow circle or square when it is a stroked
    /// `Circle`/`Ellipse` or a stroked rectangle, a filled one when filled.
    var basicSymbol: BasicChartSymbolShape {
        let curved = outline.path(Rect(x: 0, y: 0, width: 10, height: 10)).elements.contains {
            if case .curve = $0 { return true }
            return false
        }
        let base: BasicChartSymbolShape = curved ? .circle : .square
        if case .stroke(_, let stroke, _) = paint { return base.strokeBorder(lineWidth: stroke.lineWidth) }
        return base
    }
}
