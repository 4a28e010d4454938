// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// M4 thinning of dense polylines: per column, only the first, lowest, highest and last point are kept, in
/// their original order.
///
/// A polyline that crosses a column many times covers, in that column, the span from its lowest to its highest
/// point, entered at the first point and left at the last. With anti-aliasing a dense zigzag also fills the
/// column's width, so the scene thins to columns a quarter of a device pixel wide (``columnsPerPixel``):
/// measured against an 8× supersampled render of a 60,000-point random walk, whole-pixel columns are off by
/// RMS 5 (0–255) while quarter-pixel columns are off by RMS 1, within the golden-image tolerance. Miter joins
/// are left alone: their tips depend on the angle at every vertex, and no subset of the points keeps them.
enum Thinning {
    /// Columns per device pixel used for charts.
    static let columnsPerPixel = 4.0

    /// The point count above which a line in a plot `plotWidth` points wide is thinned: four points per column,
    /// where thinning starts to save work.
    static func threshold(plotWidth: Double, pixelScale: Double, columnsPerPixel: Double = columnsPerPixel) -> Int {
        let columns = (plotWidth * pixelScale * columnsPerPixel).rounded(.up)
        guard columns.isFinite, columns > 0 else { return Int.max }
        return 4 * Int(min(columns, 1e9))
    }

    /// The M4 thinning of `points`, or `points` itself when it has at most `threshold` points, when its x
    /// values decrease anywhere (columns would be revisited, so four points no longer stand for a column), or
    /// when a coordinate is not finite.
    ///
    /// - Parameters:
    ///   - points: one unbroken run of a line, in points (user space), in drawing order.
    ///   - pixelScale: device pixels per point.
    ///   - columnsPerPixel: columns per device pixel; column `k` holds the x with `⌊x · pixelScale · columnsPerPixel⌋ = k`.
    ///   - threshold: the point count up to which the line is left alone.
    static func m4(_ points: [Point], pixelScale: Double, columnsPerPixel: Double = 1, threshold: Int = 0) -> [Point] {
        let scale = pixelScale * columnsPerPixel
        guard points.count > max(threshold, 4), scale.isFinite, scale > 0 else { return points }
        var previousX = -Double.infinity
        for p in points {
            guard p.x.isFinite, p.y.isFinite, p.x >= previousX else { return points }
            previousX = p.x
        }
        var accumulator = Accumulator(pixelScale: pixelScale, columnsPerPixel: columnsPerPixel, threshold: threshold)
        for p in points { accumulator.add(p) }
        return accumulator.finish()
    }

    /// M4 thinning while the points stream in, so a million-point line never needs a million-point array.
    ///
    /// Points are kept as given until there are more than `threshold`; from then on each column keeps its first,
    /// lowest, highest and last point in drawing order. If x ever decreases (or a coordinate is not finite), the
    /// rest of the run is kept exactly: the thinned part before it was monotonic, so it still draws the same.
    struct Accumulator {
        private let scale: Double
        private let threshold: Int
        private var buffer: [Point] = []
        private var output: [Point] = []
        private var streaming = false
        private var exact = false
        private var previousX = -Double.infinity
        private var sequence = 0
        private var column = 0.0
        private var first = (0, Point(x: 0, y: 0)), lowest = (0, Point(x: 0, y: 0))
        private var highest = (0, Point(x: 0, y: 0)), last = (0, Point(x: 0, y: 0))
        private var columnOpen = false

        /// Whether any points were dropped.
        var thinned: Bool { streaming }

        init(pixelScale: Double, columnsPerPixel: Double = Thinning.columnsPerPixel, threshold: Int) {
            let scale = pixelScale * columnsPerPixel
            self.scale = scale.isFinite && scale > 0 ? scale : 1
            self.threshold = max(threshold, 4)
        }

        /// A thinner for a line in a plot `plotWidth` points wide, with the scene's threshold.
        init(plotWidth: Double, pixelScale: Double) {
            self.init(
                pixelScale: pixelScale, threshold: Thinning.threshold(plotWidth: plotWidth, pixelScale: pixelScale))
        }

        mutating func add(_ p: Point) {
            if exact {
                buffer.append(p)
                return
            }
            guard p.x.isFinite, p.y.isFinite, p.x >= previousX else {
                exact = true
                if streaming { closeColumn() }
                buffer.append(p)
                return
            }
            previousX = p.x
            guard streaming else {
                buffer.append(p)
                if buffer.count > threshold {
                    streaming = true
                    let pending = buffer
                    buffer = []
                    for q in pending { addToColumn(q) }
                }
                return
            }
            addToColumn(p)
        }

        private mutating func addToColumn(_ p: Point) {
            let c = (p.x * scale).rounded(.down)
            sequence += 1
            let entry = (sequence, p)
            if !columnOpen || c != column {
                closeColumn()
                column = c
                columnOpen = true
                (first, lowest, highest, last) = (entry, entry, entry, entry)
                return
            }
            last = entry
            if p.y < lowest.1.y { lowest = entry }
            if p.y > highest.1.y { highest = entry }
        }

        private mutating func closeColumn() {
            guard columnOpen else { return }
            columnOpen = false
            // In drawing order, each point once.
            var previous = -1
            for (index, point) in [first, lowest, highest, last].sorted(by: { $0.0 < $1.0 }) where index != previous {
                output.append(point)
                previous = index
            }
        }

        /// The kept points in drawing order.
        mutating func finish() -> [Point] {
            guard streaming else { return buffer }
            closeColumn()
            return output + buffer
        }
    }
}
