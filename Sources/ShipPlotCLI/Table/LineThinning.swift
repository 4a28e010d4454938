// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// The points of lines kept as they are read: per series, in each of `buckets` equal slices of the x range, the
/// first, lowest, highest and last point (M4, as `PlotPoints.thinnedForLines` keeps them from all the points), so
/// a million or ten million rows become a few thousand points without being held. Up to `keepsAllUpTo` points
/// are all kept, as a chart draws that many unthinned. The points must come in x order; `add` says when one does
/// not (a table read in batches is then read again whole; one read whole is taken in x order).
struct LineThinning {
    /// A point of a line: where, its value, its series, and whether it stands for more than one row.
    struct Point {
        var x: Double
        var value: Double
        var series: Int32
        var merged: Bool
        /// Its place among the points added.
        var order = 0
    }

    /// A point came before the one read last: the table is not in x order.
    struct Unsorted: Error {}

    let low: Double
    let high: Double
    let buckets: Int
    let keepsAllUpTo: Int
    /// How many points were added, and whether one of them stands for more than one row.
    private(set) var added = 0
    private(set) var merged = false
    /// The points added while there are no more than `keepsAllUpTo`.
    private var early: [Point] = []
    private var open: [Int32: (bucket: Int, first: Point, low: Point, high: Point, last: Point)] = [:]
    private(set) var kept: [Point] = []
    private var lastX = -Double.infinity

    /// The points held so far: kept, open in a slice, or kept while there are few.
    var held: Int { kept.count + open.count * 4 + early.count }

    /// Thinning over `low...high` into `buckets` slices once more than `keepsAllUpTo` points are added.
    init(low: Double, high: Double, buckets: Int, keepsAllUpTo: Int = 0) {
        (self.low, self.high) = (low, high)
        self.buckets = max(buckets, 1)
        self.keepsAllUpTo = keepsAllUpTo
    }

    /// The slice `x` falls in. The share of the range is divided out before it is scaled, so a subnormal span
    /// never makes an infinite scale, and taken on halves when the span is past the largest double (-1e308 to
    /// 1e308); a point past `high` (there is none when the range is the data's) falls in the last slice.
    private func bucket(_ x: Double) -> Int {
        guard high > low else { return 0 }
        let span = high - low
        let share = span.isFinite ? (x - low) / span : (x / 2 - low / 2) / (high / 2 - low / 2)
        return min(Int(saturating: (share * Double(buckets)).rounded(.down)), buckets - 1)
    }

    mutating func add(_ point: Point) throws {
        guard point.x >= lastX else { throw Unsorted() }
        lastX = point.x
        var point = point
        point.order = added
        added += 1
        merged = merged || point.merged
        if added <= keepsAllUpTo {
            early.append(point)
        } else if !early.isEmpty {
            early = []
        }
        let bucket = bucket(point.x)
        if var run = open[point.series], run.bucket == bucket {
            if point.value < run.low.value { run.low = point }
            if point.value > run.high.value { run.high = point }
            run.last = point
            open[point.series] = run
        } else {
            if let run = open[point.series] { close(run) }
            open[point.series] = (bucket, point, point, point, point)
        }
    }

    private mutating func close(_ run: (bucket: Int, first: Point, low: Point, high: Point, last: Point)) {
        var seen: [Point] = []
        for point in [run.first, run.low, run.high, run.last] where !seen.contains(where: { $0.order == point.order }) {
            seen.append(point)
        }
        kept += seen
    }

    /// The points kept, in the order they were added: all of them when they are no more than `keepsAllUpTo`.
    mutating func finish() -> [Point] {
        if added <= keepsAllUpTo { return early }
        for run in open.values { close(run) }
        open = [:]
        return kept.sorted { $0.order < $1.order }
    }
}
