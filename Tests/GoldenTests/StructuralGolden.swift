// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import GoldenTesting
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// A chart's draw commands as text, measured with fixed font metrics (`ChartRenderer.recordedCommands()`).
func structure(_ renderer: ChartRenderer) throws -> String {
    try renderer.recordedCommands()
}

/// Each chart of a sheet in order, under a `# chart i of n` line.
func structure(_ sheet: ChartSheet) throws -> String {
    try sheet.charts.enumerated().map { index, chart in
        "# chart \(index + 1) of \(sheet.charts.count)\n" + (try structure(chart))
    }.joined(separator: "\n")
}

/// Checks `text` against the structural golden `golden-images/<suite>/<name>.txt`.
func expectTextGolden(
    _ text: String, suite: String, _ name: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let failure = checkTextGolden(text, suite: suite, name: name)
    #expect(failure == nil, Comment(rawValue: failure ?? ""), sourceLocation: sourceLocation)
}
