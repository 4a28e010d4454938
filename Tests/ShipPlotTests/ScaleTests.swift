// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Linear and band scales on small hand-checked inputs (the band against d3.scaleBand).
struct ScaleTests {
    @Test func linearMapsAndInverts() {
        let scale = LinearScale(domain: (0, 10), range: (100, 0))
        #expect(scale(0) == 100)
        #expect(scale(10) == 0)
        #expect(scale(2.5) == 75)
        #expect(scale.invert(75) == 2.5)
    }

    @Test func zeroWidthDomainMapsToTheMiddle() {
        let scale = LinearScale(domain: (5, 5), range: (0, 100))
        #expect(scale(5) == 50)
        #expect(scale(1e9) == 50)
    }

    @Test func bandScaleMatchesD3() {
        // d3.scaleBand().domain(["a","b","c"]).range([0, 120]).paddingInner(0.4).paddingOuter(0.2)
        let band = BandScale(count: 3, paddingInner: 0.4, paddingOuter: 0.2, range: (0, 120))
        #expect(band.step == 40)
        #expect(abs(band.bandwidth - 24) < 1e-9)
        #expect(abs(band.start(0) - 8) < 1e-9)
        #expect(abs(band.start(2) - 88) < 1e-9)
    }
}
