// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

struct LabelFormatTests {
    @Test(
        arguments: [
            (0.0, 0, "0"), (5, 0, "5"), (2.5, 1, "2.5"), (2.0, 1, "2"), (0.25, 2, "0.25"), (1234, 0, "1234"),
            (12345, 0, "12,345"), (1_000_000, 0, "1,000,000"), (-3, 0, "\u{2212}3"), (-0.0001, 2, "0"),
            (0.1 + 0.2, 1, "0.3"), (1e20, 0, "1e+20"),
        ] as [(Double, Int, String)])
    func numbers(_ value: Double, _ decimals: Int, _ expected: String) {
        #expect(LabelFormat.number(value, decimals: decimals) == expected)
    }

    @Test func decimalsForSteps() {
        #expect(LabelFormat.decimals(forStep: 10) == 0)
        #expect(LabelFormat.decimals(forStep: 2.5) == 1)
        #expect(LabelFormat.decimals(forStep: 0.25) == 2)
        #expect(LabelFormat.decimals(forStep: 0.2) == 1)
    }

    @Test func nonFiniteNumbersStillFormat() {
        #expect(LabelFormat.number(.nan, decimals: 0) == "NaN")
        #expect(LabelFormat.number(-.infinity, decimals: 0) == "\u{2212}∞")
    }
}
