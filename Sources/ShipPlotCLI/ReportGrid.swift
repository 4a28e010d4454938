// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipPlot

/// `report -o r.png`: the grid's charts with their plot areas lined up, so the x axes of a row sit at one height
/// and the charts of a column share their left and right edges, whatever legend or labels each chart has.
enum ReportGrid {
    /// A chart that can be laid out again with other padding.
    struct Cell {
        var renderer: ChartRenderer
        /// The same chart with `padding` around it instead of the default.
        var padded: (EdgeInsets) -> ChartRenderer
    }

    /// ShipPlot's padding around a chart, in points.
    static let defaultPadding = 16.0

    /// The cells' renderers with each side padded so that every plot area starts and ends where the widest
    /// margin of any cell puts it (the report's charts are all one size). Each pass measures the layout; the
    /// next corrects a title that wrapped or a legend that moved, so at most `passes` layouts per chart.
    static func aligned(_ cells: [Cell], passes: Int = 3) throws -> [ChartRenderer] {
        var renderers = cells.map(\.renderer)
        var insets = Array(
            repeating: [defaultPadding, defaultPadding, defaultPadding, defaultPadding], count: cells.count)
        for _ in 0..<passes {
            let margins = try renderers.map { renderer -> [Double] in
                let plot = try renderer.plotFrame()
                return [
                    plot.y, plot.x, renderer.height - plot.y - plot.height, renderer.width - plot.x - plot.width,
                ]
            }
            let widest = (0..<4).map { side in margins.map { $0[side] }.max() ?? 0 }
            // Below a hundredth of a point, cairo draws the same pixels.
            if margins.allSatisfy({ zip($0, widest).allSatisfy { abs($0 - $1) < 0.01 } }) { break }
            for index in cells.indices {
                insets[index] = zip(insets[index], zip(widest, margins[index])).map { $0 + $1.0 - $1.1 }
                let side = insets[index]
                var padded = cells[index].padded(
                    EdgeInsets(top: side[0], leading: side[1], bottom: side[2], trailing: side[3]))
                padded.altText = cells[index].renderer.altText
                renderers[index] = padded
            }
        }
        return renderers
    }
}
