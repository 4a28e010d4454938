// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// The scene's own commands are finite, before the cairo canvas's guard: each case is a seed of the property
/// test that once drew NaN or infinity, reduced to the chart that did it.
@Suite struct FiniteSceneTests {
    private func sceneCommands<Content: ChartContent>(
        _ chart: Chart<Content>, width: Double = 320,
        height: Double = 200
    ) throws -> [DrawCommand] {
        try ChartRenderer(chart, width: width, height: height).makeScene(measurer: FixedTextMeasurer()).commands
    }

    /// Seeds 9 and 25: a point at 1e308, whose span's midpoint overflowed to infinity.
    @Test func pointNearTheLargestDouble() throws {
        let commands = try sceneCommands(
            Chart {
                LineMark(x: .value("x", 1), y: .value("y", -394))
                PointMark(x: .value("x", 2), y: .value("y", 1e308))
            })
        #expect(nonFinitePoints(in: commands) == [])
        #expect(commands.contains { if case .fill = $0 { true } else { false } })
    }

    /// Seed 86: d3's ticks overflow for a domain from -1e308 to 5e307 and gave a grid line and a "NaN" label.
    @Test func ticksOfAnOverflowingDomain() throws {
        let commands = try sceneCommands(
            Chart {
                RectangleMark(x: .value("x", 1_796_105_738.9), y: .value("y", -33.7))
                BarMark(x: .value("x", 1e15), y: .value("y", -1e308))
                AreaMark(x: .value("x", 1_793_760_325.3), y: .value("y", 1e308), stacking: .center)
            }, width: 120, height: 100)
        #expect(nonFinitePoints(in: commands) == [])
        #expect(!commands.contains { if case .text(let run) = $0 { run.text == "NaN" } else { false } })
    }

    /// Seed 113: a power scale with a negative exponent maps an area's baseline at 0 to infinity.
    @Test func negativePowerExponentBaseline() throws {
        let commands = try sceneCommands(
            Chart {
                AreaMark(x: .value("x", 1), y: .value("y", 77.3))
                AreaMark(x: .value("x", 2), y: .value("y", 53.8))
            }.chartYScale(type: .power(exponent: -50.8)))
        #expect(nonFinitePoints(in: commands) == [])
    }

    /// Seeds 163, 1702, 4766: a bar and an area from 0 on a log scale reach down past the plot (clipped there),
    /// and the bar's annotation is placed, not sent to NaN.
    @Test func barsAndAreasFromZeroOnALogScale() throws {
        let commands = try sceneCommands(
            Chart {
                BarMark(x: .value("x", "a"), y: .value("y", 98)).annotation { Text("top") }
                AreaMark(x: .value("x", "b"), y: .value("y", 40), stacking: .center)
            }.chartYScale(domain: [0.5, 200], type: .log))
        #expect(nonFinitePoints(in: commands) == [])
        #expect(commands.contains { if case .text(let run) = $0 { run.text == "top" } else { false } })
    }

    /// Seed 1514: a Catmull-Rom alpha of 1e9 made control points NaN; it is clamped to d3's 0...1.
    @Test func curveParametersOutsideTheirRange() throws {
        let commands = try sceneCommands(
            Chart {
                ForEach(0..<4) { i in
                    AreaMark(x: .value("x", i), y: .value("y", [3, 1, 4, 1][i])).interpolationMethod(
                        .catmullRom(alpha: 1e9))
                    LineMark(x: .value("x", i), y: .value("y", [2, 7, 1, 8][i])).interpolationMethod(
                        .cardinal(tension: 1e9))
                }
            })
        #expect(nonFinitePoints(in: commands) == [])
    }

    /// Seeds 924 and 1659: a value far outside a tiny explicit domain mapped to infinity.
    @Test func valueFarOutsideATinyDomain() throws {
        let commands = try sceneCommands(
            Chart {
                LineMark(x: .value("x", 1), y: .value("y", 0.5))
                LineMark(x: .value("x", 2), y: .value("y", 1e308))
            }.chartYScale(domain: [0.954, 0.33]))
        #expect(nonFinitePoints(in: commands) == [])
    }
}
