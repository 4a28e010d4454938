// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// `chartPlotStyle` beyond fill and border: a fixed plot size, a clip shape, views behind and over the plot.
@Suite struct PlotStyleTests {
    static let red = Theme.standard(.light).resolve(.red)
    static let green = Theme.standard(.light).resolve(.green)

    static func scene<C>(_ chart: Chart<C>) throws -> (ChartScene, ChartLayout) {
        var renderer = ChartRenderer(chart, width: 400, height: 300)
        renderer.calendar = ChartCalendar.standard
        return (
            try renderer.makeScene(measurer: FixedTextMeasurer()),
            try renderer.laidOut(measurer: FixedTextMeasurer()).layout
        )
    }

    @Test func aFixedFrameSetsThePlotsSize() throws {
        let (_, free) = try Self.scene(OverlayTests.bars())
        let (scene, fixed) = try Self.scene(OverlayTests.bars().chartPlotStyle { $0.frame(width: 200, height: 120) })
        #expect(abs(fixed.plot.height - 120) < 0.5 && abs(fixed.plot.width - 200) < 0.5)
        #expect(fixed.plot.minX == free.plot.minX && fixed.plot.minY == free.plot.minY)
        #expect(scene.diagnostics.isEmpty)
        // Larger than the room there is: the plot keeps the room (the image does not grow).
        let (_, big) = try Self.scene(OverlayTests.bars().chartPlotStyle { $0.frame(height: 5000) })
        #expect(big.plot == free.plot)
    }

    @Test func badFrameSizesAreIgnoredWithADiagnostic() throws {
        let (_, free) = try Self.scene(OverlayTests.bars())
        for bad in [CGFloat.nan, -10, .infinity, 1e12] {
            let chart = OverlayTests.bars().chartPlotStyle { $0.frame(height: bad) }
            let (scene, layout) = try Self.scene(chart)
            #expect(layout.plot == free.plot)
            #expect(try ChartRenderer(chart, width: 400, height: 300).diagnostics() == scene.diagnostics)
            #expect(
                scene.diagnostics.map(\.message) == [
                    "chart plot style: 1 view with a non-finite, negative or oversized length drawn without it"
                ])
        }
    }

    @Test func viewsGoBehindTheGridAndOverTheMarks() throws {
        let chart = OverlayTests.bars().chartPlotStyle { plot in
            plot.background(.blue)
                .background { Rectangle().fill(.red) }
                .overlay(alignment: .topTrailing) { Rectangle().fill(.green).frame(width: 10, height: 10) }
        }
        let (scene, layout) = try Self.scene(chart)
        let commands = scene.commands
        let red = try #require(commands.firstIndex { if case .fill(_, Self.red) = $0 { true } else { false } })
        let green = try #require(commands.firstIndex { if case .fill(_, Self.green) = $0 { true } else { false } })
        let firstGrid = try #require(commands.firstIndex { if case .stroke = $0 { true } else { false } })
        let bars = commands.indices.filter {
            if case .fill(let p, _) = commands[$0], p.bounds.maxY == layout.plot.maxY, p.bounds.width < 100 {
                true
            } else {
                false
            }
        }
        #expect(red < firstGrid && red > 1, "behind the grid, over the plot's fill")
        #expect(bars.allSatisfy { $0 < green }, "over the marks")
        guard case .fill(let box, _) = commands[green], case .fill(let back, _) = commands[red] else { return }
        #expect(back.bounds == layout.plot)
        #expect(box.bounds == Rect(x: layout.plot.maxX - 10, y: layout.plot.minY, width: 10, height: 10))
    }

    @Test func aClipShapeOutlinesThePlotAndClipsTheMarks() throws {
        let chart = OverlayTests.bars().chartPlotStyle {
            $0.background(.red).clipShape(RoundedRectangle(cornerRadius: 10))
        }
        let (scene, layout) = try Self.scene(chart)
        let fill = try #require(scene.commands.first { if case .fill(_, Self.red) = $0 { true } else { false } })
        guard case .fill(let path, _) = fill else { return }
        // The rounded rectangle's outline (in its own space, moved to the plot), within rounding.
        let expected = Path.roundedRect(layout.plot, radius: 10).elements
        #expect(path.elements.count == expected.count)
        for (a, b) in zip(path.elements, expected) {
            switch (a, b) {
            case (.move(let p), .move(let q)), (.line(let p), .line(let q)), (.curve(let p, _, _), .curve(let q, _, _)):
                #expect(abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9)
            case (.close, .close): break
            default: Issue.record("\(a) is not \(b)")
            }
        }
        #expect(scene.commands.contains { if case .pushClip(layout.plot) = $0 { true } else { false } })
    }
}
