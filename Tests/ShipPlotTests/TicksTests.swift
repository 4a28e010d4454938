// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// d3's own tick vectors, and nice rounding (reference/anchors-architecture.md §4a).
struct TicksTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let start: Double, stop: Double, count: Double
        let ticks: [Double]
        let nice: (Double, Double)?
        var testDescription: String { "\(start)…\(stop) count \(count)" }
    }

    static let cases: [Case] = [
        Case(start: 0, stop: 97, count: 10, ticks: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90], nice: (0, 100)),
        Case(start: 0, stop: 1, count: 5, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1], nice: (0, 1)),
        Case(start: -0.37, stop: 2.9, count: 5, ticks: [0, 0.5, 1, 1.5, 2, 2.5], nice: (-0.5, 3)),
        Case(start: 0.001, stop: 0.0093, count: 4, ticks: [0.002, 0.004, 0.006, 0.008], nice: (0, 0.01)),
        Case(start: 10, stop: 0, count: 5, ticks: [10, 8, 6, 4, 2, 0], nice: nil),
        Case(start: 3, stop: 3, count: 5, ticks: [3], nice: (3, 3)),
    ]

    @Test(arguments: cases)
    func matchesD3(_ c: Case) {
        #expect(Ticks.ticks(c.start, c.stop, count: c.count) == c.ticks)
        if let nice = c.nice {
            let result = Ticks.nice(c.start, c.stop, count: c.count)
            #expect(result == nice)
        }
    }

    @Test func reciprocalTicksAreExact() {
        // Dividing integers, never 0.30000000000000004.
        #expect(Ticks.ticks(0, 1, count: 10) == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
        #expect(Ticks.tickIncrement(0, 1, count: 10) == .reciprocal(10))
    }

    @Test func degenerateInputsGiveNoTicks() {
        #expect(Ticks.ticks(0, 1, count: 0) == [])
        #expect(Ticks.ticks(0, .nan, count: 5) == [])
        #expect(Ticks.ticks(0, .infinity, count: 5) == [])
        #expect(Ticks.ticks(.nan, .nan, count: 5) == [])
    }

    /// Rounded out once, by the step the data's span asks for: d3 rounds again while the step grows, which at two
    /// ticks runs −21,000…42,000 out to ±100,000. Ticks at that step carry both ends.
    @Test func niceRoundsOutOnceAndItsTicksCarryBothEnds() {
        #expect(Ticks.nice(-21_000, 42_000, count: 2) == (-40_000, 60_000))
        #expect(Ticks.nice(42_000, -21_000, count: 2) == (60_000, -40_000))
        #expect(Ticks.nice(0, 11, count: 2) == (0, 15))
        #expect(Ticks.niceSteps(-21_000, 42_000, count: 2) == 5)
        #expect(Ticks.ticks(-40_000, 60_000, count: 5) == [-40_000, -20_000, 0, 20_000, 40_000, 60_000])
        #expect(Ticks.niceSteps(0, 11, count: 2) == 3)
        #expect(Ticks.ticks(0, 15, count: 3) == [0, 5, 10, 15])
        // Where d3 rounds only once too, the same as d3.
        #expect(Ticks.nice(0, 97, count: 10) == (0, 100))
        #expect(Ticks.niceSteps(0, 97, count: 10) == 10)
    }

    @Test func niceOfReversedDomainStaysReversed() {
        #expect(Ticks.nice(97, 0, count: 10) == (100, 0))
    }

    @Test func integralTicksDropFractions() {
        let scale = LinearScale(domain: (0, 1), range: (0, 100))
        #expect(AxisTicks.numeric(scale, count: 5, integral: true).map(\.lines) == [["0"], ["1"]])
        #expect(AxisTicks.numeric(scale, count: 5).map(\.lines).count == 6)
    }
}
