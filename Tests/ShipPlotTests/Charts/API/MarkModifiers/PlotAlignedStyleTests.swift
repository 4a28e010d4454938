// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// `.alignsMarkStylesWithPlotArea()`: one gradient over the plot for every mark instead of one per mark.
@Suite(.tags(.heldOut)) struct PlotAlignedStyleTests {
    private func gradientEnds<C: ChartContent>(_ content: C) throws -> [Substring] {
        let lines = try ChartRenderer(Chart { content }, width: 300, height: 200).recordedCommands()
            .split(separator: "\n")
        return lines.filter { $0.contains("gradient") }.map {
            $0.split(separator: " ").prefix(3).joined(separator: " ")[...]
        }
    }

    @Test func barsShareOneRampOverThePlot() throws {
        let bars = ForEach([("a", 2.0), ("b", 8.0)], id: \.0) { name, value in
            BarMark(x: .value("k", name), y: .value("v", value))
        }
        let style = LinearGradient(colors: [.blue, .red], startPoint: .bottom, endPoint: .top)
        let own = try gradientEnds(bars.foregroundStyle(style))
        let aligned = try gradientEnds(bars.foregroundStyle(style).alignsMarkStylesWithPlotArea())
        #expect(own.count == 2 && own[0] != own[1], "each bar has its own ramp")
        #expect(aligned.count == 2 && aligned[0] == aligned[1], "both bars share the plot's ramp")
    }

    @Test func aLineRampsOverThePlotNotItsOwnHeight() throws {
        let line = ForEach([(0, 2.0), (1, 3.0), (2, 8.0)], id: \.0) { x, y in
            LineMark(x: .value("x", x), y: .value("y", y))
        }
        let style = LinearGradient(colors: [.green, .red], startPoint: .bottom, endPoint: .top)
        let bars = try gradientEnds(
            BarMark(x: .value("x", 1), y: .value("y", 10)).foregroundStyle(style)
                .alignsMarkStylesWithPlotArea())
        let own = try gradientEnds(line.foregroundStyle(style))
        let aligned = try gradientEnds(line.foregroundStyle(style).alignsMarkStylesWithPlotArea())
        #expect(own.count == 1 && aligned.count == 1 && own != aligned)
        // The plot-aligned ramp runs from the plot's bottom to its top, as a full-height bar's does.
        func ys(_ command: Substring) -> [Substring] {
            command.split(whereSeparator: { "()→".contains($0) }).filter { $0.contains(",") }.map {
                $0.split(separator: ",")[1]
            }
        }
        #expect(ys(aligned[0]) == ys(bars[0]) && ys(own[0]) != ys(bars[0]))
    }
}
