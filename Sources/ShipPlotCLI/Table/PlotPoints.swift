// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// The marks a data chart draws, one entry per mark, each channel a column of the same length: positions as
/// numbers, dates or categories (in axis order), span ends for bins and error bars, and the colour, size, shape
/// and facet of each mark.
struct PlotPoints {
    var count = 0
    /// Along x and up y; nil for a channel the chart does not use (an arc has neither).
    var x: FieldColumn?
    var y: FieldColumn?
    /// Where each bin along x or y ends (its start is in `x` or `y`).
    var x2: [Double]?
    var y2: [Double]?
    /// The ends of each mark's error bar or whiskers along the measure axis.
    var low: [Double]?
    var high: [Double]?
    /// Categories (one palette colour each) or numbers (a continuous scale).
    var color: FieldColumn?
    var size: [Double]?
    var shape: FieldColumn?
    /// An arc's value: its share of the circle.
    var theta: [Double]?
    /// The small multiple each mark belongs to (indices into `facetNames`).
    var facet: [Int32]?
    var facetNames: [String] = []
    /// A box plot's box: the quartiles and median of each group, its whiskers in `low` and `high`.
    var box: BoxColumns?
    /// The values a box plot draws beyond its whiskers, one point each.
    var outliers: [(group: Int, value: Double)] = []
    /// Whether some mark stands for more than one row.
    var merged = false
    /// How many marks a line had before it was thinned to the points it needs as its rows were read; nil when
    /// every mark is here.
    var thinnedFrom: Int?

    /// The column of channel `name` (facets as categories).
    func column(_ name: String) -> FieldColumn? {
        switch name {
        case "x": x
        case "y": y
        case "color": color
        case "shape": shape
        case "facet": facet.map { .categories($0, names: facetNames) }
        default: nil
        }
    }

    mutating func setColumn(_ name: String, _ column: FieldColumn) {
        switch name {
        case "x": x = column
        case "y": y = column
        case "color": color = column
        case "shape": shape = column
        default:
            if case .categories(let indices, let names) = column { (facet, facetNames) = (indices, names) }
        }
    }

    /// The mark indices of each facet, in facet order (all of them when there are no facets).
    func facetRows() -> [[Int]] {
        guard let facet else { return [Array(0..<count)] }
        var rows = [[Int]](repeating: [], count: facetNames.count)
        for index in 0..<count { rows[Int(facet[index])].append(index) }
        return rows
    }

    /// The marks at `indices`, in that order, with every column cut alike (facet names and box columns too).
    func picking(_ indices: [Int]) -> PlotPoints {
        var out = self
        out.count = indices.count
        if indices.count != count { out.thinnedFrom = nil }
        out.x = x?.picking(indices)
        out.y = y?.picking(indices)
        out.x2 = x2.map { values in indices.map { values[$0] } }
        out.y2 = y2.map { values in indices.map { values[$0] } }
        out.low = low.map { values in indices.map { values[$0] } }
        out.high = high.map { values in indices.map { values[$0] } }
        out.color = color?.picking(indices)
        out.size = size.map { values in indices.map { values[$0] } }
        out.shape = shape?.picking(indices)
        out.theta = theta.map { values in indices.map { values[$0] } }
        out.facet = facet.map { values in indices.map { values[$0] } }
        out.box = box?.picking(indices)
        var position: [Int: Int] = [:]
        for (new, old) in indices.enumerated() { position[old] = new }
        out.outliers = outliers.compactMap { outlier in position[outlier.group].map { ($0, outlier.value) } }
        return out
    }
}

/// A box plot's boxes: per group, the first quartile, the median and the third quartile.
struct BoxColumns {
    var lower: [Double]
    var median: [Double]
    var upper: [Double]

    func picking(_ indices: [Int]) -> BoxColumns {
        BoxColumns(
            lower: indices.map { lower[$0] }, median: indices.map { median[$0] }, upper: indices.map { upper[$0] })
    }
}

extension PlotPoints {
    /// The points a line needs to look the same: per series, in each of `buckets` equal slices of the x range,
    /// the first, lowest, highest and last point (M4; Jugel et al., 2014). A slice narrower than a pixel column
    /// draws the same picture, and a million points become a few thousand before they reach the chart. Points
    /// must be in x order within each series, as lines are.
    func thinnedForLines(buckets: Int) -> PlotPoints {
        guard let xColumn = x, xColumn.type != .category, case .numbers(let values)? = y else { return self }
        let keys = Double.values(xColumn)
        guard let low = keys.first, let high = keys.last, high > low, buckets > 0 else { return self }
        let series = color.map(Double.values) ?? [Double](repeating: 0, count: count)
        let slices = Double(buckets)
        // The share of the range is divided out before it is scaled, so a subnormal span never makes an infinite
        // scale, and taken on halves when the span is past the largest double (-1e308 to 1e308).
        let span = high - low, halfSpan = high / 2 - low / 2
        func share(_ key: Double) -> Double { span.isFinite ? (key - low) / span : (key / 2 - low / 2) / halfSpan }
        var kept = [Bool](repeating: false, count: count)
        // Per series: the bucket being filled and the indices of its first, lowest, highest and last point.
        var open: [Double: (bucket: Int, first: Int, low: Int, high: Int, last: Int)] = [:]
        func close(_ run: (bucket: Int, first: Int, low: Int, high: Int, last: Int)) {
            for index in [run.first, run.low, run.high, run.last] { kept[index] = true }
        }
        for index in 0..<count {
            let bucket = min(Int(saturating: (share(keys[index]) * slices).rounded(.down)), buckets - 1)
            let s = series[index]
            if var run = open[s], run.bucket == bucket {
                if values[index] < values[run.low] { run.low = index }
                if values[index] > values[run.high] { run.high = index }
                run.last = index
                open[s] = run
            } else {
                if let run = open[s] { close(run) }
                open[s] = (bucket, index, index, index, index)
            }
        }
        for run in open.values { close(run) }
        return picking(kept.indices.filter { kept[$0] })
    }
}
