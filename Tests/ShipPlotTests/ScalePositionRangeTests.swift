// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// `chartXScale(range: 0...128)`, as a one-dimensional bar is written: the scale runs over those points from the
/// plot's leading edge instead of the whole plot.
@Suite struct ScalePositionRangeTests {
    static func barWidths(_ chart: Chart<some ChartContent>) throws -> [Double] {
        try ChartRenderer(chart, width: 480, height: 120).makeScene(measurer: FixedTextMeasurer()).commands
            .compactMap { command -> Double? in
                guard case .fill(let path, let color) = command, color == Theme.standard(.light).resolve(.pink)
                else { return nil }
                return path.bounds.width
            }
    }

    @Test func aClosedRangeFixesTheScalesPositions() throws {
        let bar = BarMark(x: .value("Amount", 100)).foregroundStyle(.pink)
        let fixed = try Self.barWidths(Chart { bar }.chartXScale(domain: 0...100, range: 0...128))
        #expect(fixed.count == 1 && abs(fixed[0] - 128) < 0.5, "\(fixed)")
        let halfway = try Self.barWidths(Chart { bar }.chartXScale(domain: 0...200, range: 0...128))
        #expect(halfway.count == 1 && abs(halfway[0] - 64) < 0.5, "\(halfway)")
    }

    @Test func aBadRangeIsIgnored() throws {
        let bar = BarMark(x: .value("Amount", 100)).foregroundStyle(.pink)
        let whole = try Self.barWidths(Chart { bar }.chartXScale(domain: 0...100))
        let bad = try Self.barWidths(Chart { bar }.chartXScale(domain: 0...100, range: -5...CGFloat.infinity))
        #expect(bad == whole && whole.count == 1 && whole[0] > 300, "\(whole) \(bad)")
    }
}
