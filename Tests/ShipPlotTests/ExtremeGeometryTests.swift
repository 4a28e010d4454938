// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Geometry from extreme but finite input stays finite: the long property run's seeds 3038 and 3467 (NaN x
/// positions) and 3187 (a text angle of -1.7e10 radians).
@Suite struct ExtremeGeometryTests {
    /// Bars on a numeric x axis reaching the largest Double: the bar slots' inset summed the domain's width and the
    /// slots past its ends to ∞, so the scale per unit was 0 and `∞ · 0` made the range's end NaN.
    @Test func barsReachingTheLargestDoubleHaveFinitePositions() throws {
        let chart = Chart {
            BarMark(x: .value("x", -736.0), y: .value("y", 1.0))
            BarMark(x: .value("x", Double.greatestFiniteMagnitude), y: .value("y", 2.0))
            PointMark(x: .value("x", -0.16), y: .value("y", 1.0))
        }
        let scene = try ChartRenderer(chart, width: 120, height: 100).makeScene(measurer: FixedTextMeasurer())
        #expect(!scene.commands.isEmpty)
        #expect(nonFinitePoints(in: scene.commands).isEmpty)
    }

    /// `.rotationEffect(.degrees(-1e12))` on text: the same turn, kept within ±π, not -1.7e10 radians.
    @Test func hugeRotationsAreTheSameTurnWithinOneRevolution() throws {
        let chart = Chart {
            BarMark(x: .value("x", "a"), y: .value("y", 1.0))
                .annotation(position: .top) { Text("turned").rotationEffect(.degrees(-1e12)) }
        }
        let scene = try ChartRenderer(chart, width: 320, height: 200).makeScene(measurer: FixedTextMeasurer())
        let runs = scene.commands.compactMap { command -> TextRun? in
            if case .text(let run) = command, run.text == "turned" { return run }
            return nil
        }
        let run = try #require(runs.first)
        #expect(abs(run.angle) <= Double.pi)
        let expected = remainder(-1e12, 360) * Double.pi / 180
        #expect(abs(run.angle - expected) < 1e-5, "\(run.angle) against \(expected)")
    }
}
