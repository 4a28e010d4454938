// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// The sheet's PDF structure: one tagged Figure per page, whatever paints the page's background (cairo 1.16 drops
/// tags opened before an opaque fill of the whole page, so the background must be drawn before them).
@Suite struct ChartSheetPDFTests {
    private static func count(_ needle: String, in pdf: Data) -> Int {
        String(decoding: pdf, as: UTF8.self).components(separatedBy: needle).count - 1
    }

    @Test(arguments: [ChartBackground.automatic, .transparent, .color(.black)])
    func everyPageIsAFigureWhateverTheBackground(background: ChartBackground) throws {
        var chart = ChartRenderer(Chart { BarMark(x: .value("k", "a"), y: .value("v", 3)) }, width: 200, height: 100)
        chart.background = background
        chart.altText = "One bar."
        let pdf = try ChartSheet([chart, chart, chart]).pdfData()
        #expect(Self.count("/Alt " + "<FEFF004F006E00650020006200610072002E>", in: pdf) == 3)
    }
}
