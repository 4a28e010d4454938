// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// WCAG 2 contrast of the theme's defaults, recomputed from the theme: text at least 4.5:1 and mark colours at
/// least 3:1 against both backgrounds; and stacked segments set apart by a gap.
@Suite struct ContrastTests {
    @Test(arguments: ColorScheme.allCases) func labelTextReachesFourAndAHalf(scheme: ColorScheme) {
        let theme = Theme.standard(scheme)
        let secondary = theme.secondaryText.contrast(on: theme.background)
        let primary = theme.text.contrast(on: theme.background)
        #expect(secondary >= 4.5, "axis and legend labels are \(secondary):1 on the \(scheme) background")
        #expect(primary >= 4.5, "the title is \(primary):1 on the \(scheme) background")
    }

    @Test(arguments: ColorScheme.allCases) func increasedContrastColoursReachThree(scheme: ColorScheme) {
        let theme = Theme.standard(scheme, contrast: .increased)
        for (index, color) in theme.palette.enumerated() {
            let ratio = color.contrast(on: theme.background)
            #expect(ratio >= 3, "palette colour \(index) \(color.hexString) is \(ratio):1 on \(scheme)")
        }
        for system in SystemColor.allCases {
            let color = Theme.systemColor(system, scheme, .increased)
            let ratio = color.contrast(on: theme.background)
            #expect(ratio >= 3, "\(system) \(color.hexString) is \(ratio):1 on \(scheme)")
        }
    }

    /// Swift Charts code that names `.orange` or `.yellow` gets the colour an iPhone draws; only the tool opts in
    /// to the darkened ones.
    @Test func standardContrastIsApplesSystemColours() {
        let light = Theme.standard(.light)
        #expect(light.resolve(.orange) == RGBA(hex: 0xFF9500))
        #expect(light.resolve(.yellow) == RGBA(hex: 0xFFCC00))
        #expect(light.resolve(.green) == RGBA(hex: 0x34C759))
        #expect(light.palette.prefix(3) == [RGBA(hex: 0x007AFF), RGBA(hex: 0x34C759), RGBA(hex: 0xFF9500)])
        #expect(Theme.standard(.light, contrast: .increased).resolve(.orange) == RGBA(hex: 0xD87D02))
        #expect(Theme.standard(.dark).resolve(.orange) == Theme.standard(.dark, contrast: .increased).resolve(.orange))
    }

    /// The figures before the change, so the computation itself is checked against known values.
    @Test func computationMatchesTheIssuesFigures() {
        let white = RGBA(hex: 0xFFFFFF)
        #expect(abs(RGBA(hex: 0x1D1D1F, alpha: 0.6).contrast(on: white) - 4.45) < 0.01)
        #expect(abs(RGBA(hex: 0x34C759).contrast(on: white) - 2.22) < 0.01)
        #expect(abs(RGBA(hex: 0x000000).contrast(on: white) - 21) < 1e-9)
    }

    struct Segment: Identifiable {
        let id: Int
        let day: String
        let step: String
        let count: Double
    }

    /// The filled rectangles of one colour (fills of a colour may be batched into one path of sub-paths), as
    /// their top and bottom edges.
    static func barEdges(_ commands: [DrawCommand], color: RGBA) -> [(top: Double, bottom: Double)] {
        var shapes: [[Double]] = []
        for case .fill(let path, let fill) in commands where fill == color {
            for element in path.elements {
                switch element {
                case .move(let p): shapes.append([p.y])
                case .line(let p): shapes[shapes.count - 1].append(p.y)
                case .curve: shapes[shapes.count - 1].append(.nan)  // a legend swatch, not a bar
                case .close: break
                }
            }
        }
        return shapes.filter { !$0.contains(where: \.isNaN) }.map { ($0.min()!, $0.max()!) }
    }

    @Test func stackedSegmentsHaveAOnePointGap() throws {
        let rows = [
            Segment(id: 0, day: "Mon", step: "A", count: 2), Segment(id: 1, day: "Mon", step: "B", count: 1),
            Segment(id: 2, day: "Tue", step: "A", count: 1), Segment(id: 3, day: "Tue", step: "B", count: 3),
        ]
        let chart = Chart(rows) { row in
            BarMark(x: .value("Day", row.day), y: .value("Count", row.count))
                .foregroundStyle(by: .value("Step", row.step))
        }
        let commands = try SceneStageTests.recorded(chart, width: 300, height: 200)
        let theme = Theme.standard(.light)
        let lower = Self.barEdges(commands, color: theme.paletteColor(0))
        let upper = Self.barEdges(commands, color: theme.paletteColor(1))
        try #require(lower.count == 2 && upper.count == 2, "\(commands.map(RecordingCanvas.describe))")
        for (a, b) in zip(lower, upper) {
            // y grows downwards: the upper segment's bottom edge sits one point above the lower one's top.
            #expect(abs((a.top - b.bottom) - 1) < 1e-9, "gap \(a.top - b.bottom) between stacked segments")
        }
        // The bottom segments keep their full height down to the baseline.
        #expect(lower[0].bottom == lower[1].bottom)
    }
}
