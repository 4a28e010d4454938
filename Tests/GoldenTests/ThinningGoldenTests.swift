// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import GoldenTesting
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// M4 thinning must not change the picture: a dense random walk (the W4 benchmark's data) drawn thinned and
/// drawn in full compare equal under the golden-image rule.
@Suite struct ThinningGoldenTests {
    struct Step {
        let i: Int
        let y: Double
    }

    /// y[i] = Σ (h01(k) − 0.5), h01(k) = frac(sin(12.9898 k) × 43758.5453), as the peers generate it.
    static func walk(_ count: Int) -> [Step] {
        var y = 0.0
        return (0..<count).map { i in
            let v = sin(Double(i) * 12.9898) * 43758.5453
            y += v - v.rounded(.down) - 0.5
            return Step(i: i, y: y)
        }
    }

    static func renderers(points: Int, scale: Double, style: StrokeStyle?) -> (
        thinned: ChartRenderer, full: ChartRenderer
    ) {
        let data = walk(points)
        let chart = Chart {
            if let style {
                ForEach(data, id: \.i) { LineMark(x: .value("Index", $0.i), y: .value("Value", $0.y)) }.lineStyle(style)
            } else {
                ForEach(data, id: \.i) { LineMark(x: .value("Index", $0.i), y: .value("Value", $0.y)) }
            }
        }
        var thinned = ChartRenderer(chart, width: 800, height: 500, scale: scale)
        thinned.title = "Random walk, \(points) points"
        var full = thinned
        full.thinsDenseLines = false
        return (thinned, full)
    }

    /// Path elements stroked by the scene.
    static func segments(_ renderer: ChartRenderer) throws -> Int {
        try renderer.makeScene().commands.reduce(0) { count, command in
            if case .stroke(let path, _, _) = command { return count + path.elements.count }
            return count
        }
    }

    static let cases: [(scale: Double, style: StrokeStyle?)] = [
        (1, nil),  // the default line: 2 pt, round joins
        (1, StrokeStyle(lineWidth: 1, lineCap: .round, lineJoin: .round)),
        (2, StrokeStyle(lineWidth: 1, lineJoin: .bevel)),
    ]

    @Test(arguments: 0..<cases.count)
    func thinnedRandomWalkMatchesTheFullLine(index: Int) throws {
        let (scale, style) = Self.cases[index]
        let (thinned, full) = Self.renderers(points: 60_000, scale: scale, style: style)
        let fewer = try Self.segments(thinned), all = try Self.segments(full)
        #expect(all > 60_000 && fewer < 16 * 800 * Int(scale), "thinning happened: \(fewer) of \(all) path elements")

        let thinnedPNG = try thinned.pngData(), fullPNG = try full.pngData()
        let result = compareImages(expected: try decodePNG(fullPNG), actual: try decodePNG(thinnedPNG))
        let passes = result.passes, summary = result.summary
        let name = "walk-\(index)"
        if !passes || ProcessInfo.processInfo.environment["SHIPPLOT_KEEP_THINNING_RENDERS"] != nil {
            let folder = artifactDirectory(suite: "thinning", case: name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try fullPNG.write(to: folder.appendingPathComponent("full.png"))
            try thinnedPNG.write(to: folder.appendingPathComponent("thinned.png"))
            if let diff = result.diffImage { try encodePNG(diff).write(to: folder.appendingPathComponent("diff.png")) }
            print("ThinningGoldenTests \(name): \(summary); renders in \(folder.path)")
        }
        #expect(passes, "\(name): \(summary)")
    }

    /// The vectorized path (streamed through thinning and stroked in pieces) against every point as marks,
    /// unthinned, in one stroke: the benchmark's W4 drawing must look the same as the plain one.
    @Test func vectorizedLinePlotMatchesEveryPointAsMarks() throws {
        let data = Self.walk(100_000)
        let style = StrokeStyle(lineWidth: 1, lineCap: .round, lineJoin: .round)
        var plot = ChartRenderer(
            Chart { LinePlot(data, x: .value("Index", \.i), y: .value("Value", \.y)).lineStyle(style) },
            width: 800, height: 500)
        var marks = ChartRenderer(
            Chart {
                ForEach(data, id: \.i) { LineMark(x: .value("Index", $0.i), y: .value("Value", $0.y)) }.lineStyle(style)
            }, width: 800, height: 500)
        marks.thinsDenseLines = false
        plot.title = "Random walk"
        marks.title = "Random walk"
        let strokes = try plot.makeScene().commands.filter {
            if case .stroke(let path, _, _) = $0 { path.elements.count > 100 } else { false }
        }
        #expect(strokes.count > 1, "the long line is stroked in pieces")
        let elements = strokes.reduce(0) { count, command in
            if case .stroke(let path, _, _) = command { return count + path.elements.count }
            return count
        }
        #expect(elements < 16 * 800 + strokes.count, "thinned to at most 16 points a pixel column: \(elements)")
        let result = compareImages(
            expected: try decodePNG(try marks.pngData()), actual: try decodePNG(try plot.pngData()))
        #expect(result.passes, "\(result.summary)")
    }

    @Test func miterJoinsAndDashesAreDrawnInFull() throws {
        for style in [StrokeStyle(lineWidth: 1), StrokeStyle(lineWidth: 2, lineJoin: .round, dash: [4, 2])] {
            let (thinned, full) = Self.renderers(points: 20_000, scale: 1, style: style)
            #expect(try Self.segments(thinned) == Self.segments(full))
        }
    }
}
