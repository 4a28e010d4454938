// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import TestSupport
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// A point plot of very many points draws one symbol per device pixel (per point in PDF and SVG) and colour:
/// bounded by the plot, whatever the count, with every point alone in its pixel (an outlier) still drawn.
struct PointThinningTests {
    private struct Row {
        var x: Double
        var y: Double
        var group: String
    }

    /// 100,000 points in a cloud and one far off it, in two colours.
    private static let rows: [Row] = {
        var random = SplitMix64(seed: 35_401)
        var rows = (0..<100_000).map { i in
            Row(x: random.uniform(0, 3), y: random.uniform(0, 3), group: i % 2 == 0 ? "a" : "b")
        }
        rows.append(Row(x: 30, y: 30, group: "a"))
        return rows
    }()

    private func chart(every: Bool = false) -> Chart<some ChartContent> {
        Chart {
            PointPlot(Self.rows, x: .value("x", \.x), y: .value("y", \.y))
                .foregroundStyle(by: .value("group", \.group))
                .drawsEveryPoint(every)
        }
        .chartLegend(.hidden)
    }

    /// The symbols of a scene: fills in the plot's two colours.
    private func symbols(_ commands: [DrawCommand]) -> [Path] {
        commands.flatMap(\.placements).compactMap { command -> Path? in
            guard case .fill(let path, let color) = command, ["#007aff", "#34c759"].contains(color.hexString) else {
                return nil
            }
            return path
        }
    }

    @Test(arguments: [ChartOutputFormat.png, .svg, .pdf])
    func aHugeScatterDrawsAtMostItsPixelsAndKeepsTheOutlier(_ format: ChartOutputFormat) throws {
        var renderer = ChartRenderer(chart(), width: 400, height: 300, scale: 2)
        renderer.title = nil
        let plot = try renderer.plotFrame()
        let scene = try renderer.makeScene(measurer: FixedTextMeasurer(), format: format)
        let drawn = symbols(scene.commands)
        // One per pixel and colour: scale 2 for PNG, points for PDF and SVG.
        let pixels = plot.width * plot.height * (format == .png ? 4 : 1)
        #expect(Double(drawn.count) <= 2 * (pixels + plot.width + plot.height) + 2, "\(drawn.count) symbols")
        #expect(drawn.count <= PointMarkKind.symbolBudget)
        #expect(drawn.count < Self.rows.count / 2)
        // The outlier at (30, 30), top right of the domain, is drawn: a symbol whose centre is the plot's corner.
        let corner = drawn.contains { path in
            let xs = path.elements.compactMap { element -> Double? in
                if case .curve(let p, _, _) = element { return p.x }
                if case .move(let p) = element { return p.x }
                return nil
            }
            guard let lo = xs.min(), let hi = xs.max() else { return false }
            return (lo + hi) / 2 > plot.x + plot.width * 0.95
        }
        #expect(corner, "the outlier is drawn")
    }

    /// Points spread over the whole plot occupy more pixels than the budget: cells merge until it holds, and a
    /// lone point far out is still drawn.
    @Test func aDenseScatterStaysWithinTheBudget() throws {
        var random = SplitMix64(seed: 35_402)
        var rows = (0..<150_000).map { i in
            Row(x: random.uniform(0, 100), y: random.uniform(0, 100), group: i % 2 == 0 ? "a" : "b")
        }
        rows.append(Row(x: 300, y: 300, group: "b"))
        let chart = Chart {
            PointPlot(rows, x: .value("x", \.x), y: .value("y", \.y)).foregroundStyle(by: .value("g", \.group))
        }
        .chartLegend(.hidden)
        let renderer = ChartRenderer(chart, width: 800, height: 500, scale: 2)
        let drawn = symbols(try renderer.makeScene(measurer: FixedTextMeasurer()).commands)
        #expect(drawn.count <= PointMarkKind.symbolBudget && drawn.count > PointMarkKind.symbolBudget / 8)
        let plot = try renderer.plotFrame()
        let right = drawn.filter { path in
            guard case .move(let p)? = path.elements.first else { return false }
            return p.x > plot.x + plot.width * 0.9
        }
        #expect(right.count == 1, "the lone point at (300, 300) and nothing else out there")
    }

    /// PDF and SVG write a symbol's outline once and place it: the file grows by a few dozen bytes a point, not
    /// by the outline's ~400, however the colours alternate.
    @Test(arguments: [ChartOutputFormat.svg, .pdf])
    func aVectorScatterWritesEachSymbolShapeOnce(_ format: ChartOutputFormat) throws {
        var random = SplitMix64(seed: 35_403)
        let rows = (0..<50_000).map { i in
            Row(x: random.uniform(0, 100), y: random.uniform(0, 100), group: i % 2 == 0 ? "a" : "b")
        }
        func file(_ rows: [Row]) throws -> Data {
            try ChartRenderer(
                Chart {
                    PointPlot(rows, x: .value("x", \.x), y: .value("y", \.y)).foregroundStyle(by: .value("g", \.group))
                        .drawsEveryPoint()
                }
                .chartXScale(domain: 0...100).chartYScale(domain: 0...100).chartLegend(.hidden), width: 800, height: 500
            ).data(as: format)
        }
        let all = try file(rows), none = try file([])
        let perPoint = Double(all.count - none.count) / Double(rows.count)
        // Colours alternating point by point are the worst case: a run, and its colour, per point.
        #expect(perPoint < (format == .svg ? 160 : 20), "\(perPoint) bytes a point")
        guard format == .svg else { return }
        let svg = String(decoding: all, as: UTF8.self)
        #expect(svg.components(separatedBy: "<path").count < 1_000, "no outline per point")
        // One glyph is placed once per point.
        var uses: [Substring: Int] = [:]
        for use in svg.split(separator: "<use xlink:href=\"#").dropFirst() {
            uses[use.prefix(while: { $0 != "\"" }), default: 0] += 1
        }
        #expect(uses.values.max() == rows.count, "\(uses.values.max() ?? 0) uses of one symbol")
    }

    /// The grid over the pixels keeps the same points as a dictionary of them, at every budget: the last of each
    /// pixel, then of each cell of 2, 4, … pixels, negative coordinates and colour -1 (none) included.
    @Test(arguments: [40_000, 5_000, 300, 1])
    func thePixelGridKeepsWhatADictionaryKeeps(_ budget: Int) {
        var random = SplitMix64(seed: 35_404)
        let keys: [PixelThinning.Key?] = (0..<60_000).map { i in
            i % 97 == 0
                ? nil
                : PixelThinning.Key(
                    x: Int32(random.uniform(-40, 400).rounded(.down)), y: Int32(random.uniform(-7, 200).rounded(.down)),
                    color: Int32(i % 3) - 1)
        }
        let grid = PixelThinning.kept(count: keys.count, budget: budget) { keys[$0] }
        #expect(grid == PixelThinning.hashed(keys, budget: budget))
        #expect(grid.count <= max(budget, 3 * 4) && !grid.isEmpty)
    }

    /// Rows that count how often one is read.
    private struct CountedRows: RandomAccessCollection {
        final class Reads: @unchecked Sendable { var count = 0 }
        let rows: [Row]
        let reads = Reads()
        var startIndex: Int { 0 }
        var endIndex: Int { rows.count }
        subscript(index: Int) -> Row {
            reads.count += 1
            return rows[index]
        }
    }

    /// A plot reads each element once per channel (x, y and the colour) however often it needs a value: the
    /// extent, the colour, the pixel and the symbol each read the columns made from that one pass.
    @Test(arguments: [ChartOutputFormat.png, .svg])
    func aPlotReadsEachElementOncePerChannel(_ format: ChartOutputFormat) throws {
        let rows = CountedRows(rows: Self.rows)
        let chart = Chart {
            PointPlot(rows, x: .value("x", \.x), y: .value("y", \.y)).foregroundStyle(by: .value("group", \.group))
        }
        _ = try ChartRenderer(chart, width: 400, height: 300).makeScene(measurer: FixedTextMeasurer(), format: format)
        #expect(rows.reads.count <= 3 * Self.rows.count, "\(rows.reads.count) reads of \(Self.rows.count) rows")
    }

    @Test func drawsEveryPointWhenAsked() throws {
        let scene = try ChartRenderer(chart(every: true), width: 400, height: 300).makeScene(
            measurer: FixedTextMeasurer(), format: .svg)
        #expect(symbols(scene.commands).count == Self.rows.count)
    }

    /// The same picture: thinned and every-point PNGs differ in almost no pixel.
    @Test func theThinnedScatterLooksTheSame() throws {
        let few = Array(Self.rows.prefix(20_000))
        func png(_ every: Bool) throws -> Data {
            try ChartRenderer(
                Chart {
                    PointPlot(few, x: .value("x", \.x), y: .value("y", \.y)).foregroundStyle(by: .value("g", \.group))
                        .drawsEveryPoint(every)
                }, width: 300, height: 200
            ).pngData()
        }
        let a = try ImageSurface(pngData: try png(false)), b = try ImageSurface(pngData: try png(true))
        #expect(a.width == b.width && a.height == b.height)
        let (pa, pb) = (a.pixelBytes(), b.pixelBytes())
        var differing = 0
        for i in stride(from: 0, to: min(pa.count, pb.count), by: 4)
        where (0..<4).contains(where: { abs(Int(pa[i + $0]) - Int(pb[i + $0])) > 48 }) {
            differing += 1
        }
        #expect(Double(differing) / Double(a.width * a.height) < 0.01, "\(differing) pixels visibly different")
    }
}
