// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// `.offset` on areas moves them as it moves every other mark, so a ridgeline's areas each sit on their own
/// offset baseline instead of piling onto the axis.
@Suite struct AreaOffsetTests {
    static let blue = RGBA(red: 0, green: 0, blue: 1)

    static func areaBounds<C: ChartContent>(_ content: C) throws -> [Rect] {
        let chart = Chart { content }.chartYScale(domain: 0...10)
        return try OverlayTests.scene(chart).0.commands.compactMap {
            if case .fill(let path, blue) = $0 { path.bounds } else { nil }
        }
    }

    static func area(_ values: [Double]) -> some ChartContent {
        ForEach(Array(values.enumerated()), id: \.offset) { i, v in
            AreaMark(x: .value("x", i), y: .value("y", v))
        }
        .foregroundStyle(Color(red: 0, green: 0, blue: 1))
    }

    @Test func anOffsetMovesTheWholeArea() throws {
        let plain = try #require(Self.areaBounds(Self.area([2, 5, 3])).first)
        let moved = try #require(Self.areaBounds(Self.area([2, 5, 3]).offset(x: 6, y: -30)).first)
        #expect(abs(moved.minY - (plain.minY - 30)) < 1e-9)
        #expect(abs(moved.maxY - (plain.maxY - 30)) < 1e-9)
        #expect(abs(moved.minX - (plain.minX + 6)) < 1e-9)
        #expect(abs(moved.height - plain.height) < 1e-9)
    }

    @Test func rangeOffsetsMoveTheEdgesApart() throws {
        let plain = try #require(Self.areaBounds(Self.area([2, 5, 3])).first)
        // The lower edge 10 pt down, the upper one 4 pt up: 14 pt taller.
        let grown = try #require(Self.areaBounds(Self.area([2, 5, 3]).offset(yStart: 10, yEnd: -4)).first)
        #expect(abs(grown.maxY - (plain.maxY + 10)) < 1e-9)
        #expect(abs(grown.minY - (plain.minY - 4)) < 1e-9)
    }
}
