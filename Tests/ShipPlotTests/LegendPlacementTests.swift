// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// A legend beside the plot follows the vertical part of `chartLegend(position:alignment:)`: the plot's top,
/// middle or bottom.
@Suite struct LegendPlacementTests {
    static func chart(_ position: AnnotationPosition, _ alignment: Alignment?) -> Chart<some ChartContent> {
        Chart(OverlayTests.days, id: \.name) { day in
            BarMark(x: .value("Day", day.name), y: .value("Steps", day.value))
                .foregroundStyle(by: .value("Day", day.name))
        }
        .chartLegend(position: position, alignment: alignment)
    }

    /// The plot and the span of the legend's swatches from the first centre to the last.
    static func legend(_ position: AnnotationPosition, _ alignment: Alignment?) throws -> (Rect, Double, Double) {
        let (_, layout) = try PlotStyleTests.scene(chart(position, alignment))
        let centers = try #require(layout.legend?.items.map(\.swatchCenter.y))
        return (layout.plot, centers.min()!, centers.max()!)
    }

    @Test func aTrailingLegendCentredOnThePlot() throws {
        let (plot, first, last) = try Self.legend(.trailing, .center)
        #expect(abs((first + last) / 2 - plot.midY) < 1)
    }

    @Test func aLeadingLegendAtThePlotsBottomAndTop() throws {
        let (plot, _, last) = try Self.legend(.leading, .bottom)
        #expect(last > plot.maxY - 20 && last <= plot.maxY)
        let (top, first, _) = try Self.legend(.leading, nil)
        #expect(first >= top.minY && first < top.minY + 20)
    }
}
