// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

@Suite struct ThinningTests {
    private func points(_ xy: [(Double, Double)]) -> [Point] { xy.map { Point(x: $0.0, y: $0.1) } }

    @Test func keepsFirstLowestHighestAndLastPerColumnInOrder() {
        // Column 0: x in [0, 1); column 1: x in [1, 2).
        let line = points([
            (0.0, 5), (0.1, 9), (0.2, 1), (0.3, 4), (0.4, 6),
            (1.0, 3), (1.5, 0), (1.6, 8), (1.7, 2), (1.9, 7),
        ])
        let thinned = Thinning.m4(line, pixelScale: 1)
        #expect(
            thinned
                == points([
                    (0.0, 5), (0.1, 9), (0.2, 1), (0.4, 6),
                    (1.0, 3), (1.5, 0), (1.6, 8), (1.9, 7),
                ]))
    }

    @Test func lowestBeforeHighestKeepsTimeOrder() {
        let line = points([(0.0, 5), (0.2, 1), (0.4, 9), (0.6, 3), (0.8, 4), (2.0, 0)])
        #expect(Thinning.m4(line, pixelScale: 1) == points([(0.0, 5), (0.2, 1), (0.4, 9), (0.8, 4), (2.0, 0)]))
    }

    @Test func eachPointAtMostOnce() {
        // First is also the highest and last the lowest: two points stand for the column.
        let line = points([(0.0, 9), (0.3, 5), (0.5, 6), (0.9, 1), (3.0, 2)])
        #expect(Thinning.m4(line, pixelScale: 1) == points([(0.0, 9), (0.9, 1), (3.0, 2)]))
    }

    @Test func columnsAreDevicePixels() {
        let line = points([(0.0, 0), (0.1, 3), (0.2, 1), (0.3, 2), (0.6, 5), (0.7, 4), (0.8, 9), (0.9, 6)])
        // One column at 1 px per point…
        #expect(Thinning.m4(line, pixelScale: 1) == points([(0.0, 0), (0.8, 9), (0.9, 6)]))
        // …two at 2 px per point: [0, 0.5) and [0.5, 1).
        #expect(
            Thinning.m4(line, pixelScale: 2)
                == points([(0.0, 0), (0.1, 3), (0.3, 2), (0.6, 5), (0.7, 4), (0.8, 9), (0.9, 6)]))
    }

    @Test func quarterPixelColumns() {
        // Columns [0, 0.25) and [0.25, 0.5) at 1 px per point and 4 columns per pixel.
        let line = points([(0.0, 0), (0.1, 3), (0.15, 1), (0.2, 2), (0.3, 5), (0.35, 4), (0.4, 9), (0.45, 6)])
        #expect(
            Thinning.m4(line, pixelScale: 1, columnsPerPixel: 4)
                == points([(0.0, 0), (0.1, 3), (0.2, 2), (0.3, 5), (0.35, 4), (0.4, 9), (0.45, 6)]))
        #expect(
            Thinning.m4(line, pixelScale: 0.5, columnsPerPixel: 8)
                == Thinning.m4(line, pixelScale: 1, columnsPerPixel: 4))
        let dense = (0..<100_000).map { Point(x: Double($0) / 1000, y: Double($0 % 13)) }
        // As the scene streams a line: thinned to at most 4 points per quarter pixel once past the threshold.
        func streamed(_ points: [Point]) -> [Point] {
            var run = Thinning.Accumulator(plotWidth: 100, pixelScale: 1)
            for p in points { run.add(p) }
            return run.finish()
        }
        #expect(streamed(dense).count <= 4 * 4 * 100)
        #expect(streamed(Array(dense.prefix(1600))) == Array(dense.prefix(1600)))
    }

    @Test func negativeCoordinatesUseTheColumnBelow() {
        let line = points([(-0.5, 1), (-0.4, 7), (-0.3, 0), (-0.2, 2), (0.1, 3), (0.2, 5)])
        #expect(
            Thinning.m4(line, pixelScale: 1)
                == points([(-0.5, 1), (-0.4, 7), (-0.3, 0), (-0.2, 2), (0.1, 3), (0.2, 5)]))
        let dense = points([(-0.5, 1), (-0.4, 7), (-0.35, 4), (-0.3, 0), (-0.2, 2)])
        #expect(Thinning.m4(dense, pixelScale: 1) == points([(-0.5, 1), (-0.4, 7), (-0.3, 0), (-0.2, 2)]))
    }

    @Test func leavesNonMonotonicXAlone() {
        // Going back in x revisits a column, so per-column extremes no longer describe the line.
        let line = points([(0.0, 0), (0.2, 5), (0.4, 1), (0.3, 9), (0.5, 2), (0.6, 3), (2, 0)])
        #expect(Thinning.m4(line, pixelScale: 1) == line)
    }

    @Test func equalXIsStillSorted() {
        let line = points([(1, 0), (1, 5), (1, 2), (1, 9), (1, 4), (1, 1)])
        #expect(Thinning.m4(line, pixelScale: 1) == points([(1, 0), (1, 9), (1, 1)]))
    }

    @Test func leavesNonFiniteInputAlone() {
        // The scene never passes NaN or infinity (undefined values break the line first); if one slips in,
        // the line is drawn as given rather than thinned around it.
        for bad in [Double.nan, .infinity, -.infinity] {
            let line = points([(0, 0), (0.1, bad), (0.2, 1), (0.3, 2), (0.4, 3), (0.5, 4)])
            let out = Thinning.m4(line, pixelScale: 1)
            #expect(out.count == line.count)
            let xs = points([(0, 0), (bad, 1), (0.2, 1), (0.3, 2), (0.4, 3), (0.5, 4)])
            #expect(Thinning.m4(xs, pixelScale: 1).count == xs.count)
        }
        #expect(Thinning.m4(points([(0, 0), (0.1, 1), (0.2, 2), (0.3, 3), (0.4, 4)]), pixelScale: .nan).count == 5)
    }

    @Test func thresholdAndShortLines() {
        let line = (0..<100).map { Point(x: Double($0) / 100, y: Double($0 % 7)) }
        #expect(Thinning.m4(line, pixelScale: 1, threshold: 100) == line)
        #expect(Thinning.m4(line, pixelScale: 1, threshold: 99).count == 3)
        #expect(Thinning.m4(Array(line.prefix(4)), pixelScale: 1) == Array(line.prefix(4)))
        #expect(Thinning.m4([], pixelScale: 1).isEmpty)
        #expect(Thinning.threshold(plotWidth: 720, pixelScale: 1, columnsPerPixel: 1) == 2880)
        #expect(Thinning.threshold(plotWidth: 720, pixelScale: 2, columnsPerPixel: 1) == 5760)
        #expect(Thinning.threshold(plotWidth: 720, pixelScale: 1) == 11520)
        #expect(Thinning.threshold(plotWidth: 0, pixelScale: 1) == Int.max)
    }

    @Test func thinnedLineKeepsEveryColumnsExtent() {
        // A million-point random walk across 720 columns: at most four points per column, and per column the
        // same lowest and highest y and the same first and last point.
        var y = 0.0
        let line = (0..<1_000_000).map { i -> Point in
            let v = sin(Double(i) * 12.9898) * 43758.5453
            y += v - v.rounded(.down) - 0.5
            return Point(x: 60 + Double(i) * 720 / 999_999, y: y)
        }
        let thinned = Thinning.m4(line, pixelScale: 1)
        #expect(thinned.count <= 4 * 721)
        #expect(thinned.first == line.first && thinned.last == line.last)
        func extents(_ ps: [Point]) -> [Double: (Double, Double, Point, Point)] {
            var result: [Double: (Double, Double, Point, Point)] = [:]
            for p in ps {
                let c = p.x.rounded(.down)
                if let e = result[c] {
                    result[c] = (min(e.0, p.y), max(e.1, p.y), e.2, p)
                } else {
                    result[c] = (p.y, p.y, p, p)
                }
            }
            return result
        }
        let full = extents(line), thin = extents(thinned)
        #expect(full.count == thin.count)
        for (column, e) in full {
            let t = thin[column]!
            #expect(t.0 == e.0 && t.1 == e.1 && t.2 == e.2 && t.3 == e.3)
        }
    }
}
