// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Which of a plot's many points are drawn: the last to land in each device pixel and colour, then, while more
/// than a budget would be drawn, the last of each cell of 2, 4, … pixels square (absolute pixel coordinates
/// halved, so the cells do not depend on where the points lie). Held in a grid over the pixels the points cover
/// when that grid is small (a plot's pixels times its colours); in a dictionary otherwise (points scattered far
/// outside the plot), which picks the same points: hashing a million keys cost more than the drawing.
struct PixelThinning {
    /// A point's device pixel and colour; 32-bit, as a million are held (pixels past 2³¹ are far outside any plot).
    struct Key: Hashable {
        var x: Int32
        var y: Int32
        var color: Int32
    }

    /// The offsets of the points kept, ascending: drawn in that order, the colour on top stays on top. At most
    /// `budget`, or four per colour when the budget is below that.
    static func kept(count: Int, budget: Int, key: (Int) -> Key?) -> [Int] {
        var keys = [Key?](repeating: nil, count: count)
        var low = Key(x: .max, y: .max, color: .max), high = Key(x: .min, y: .min, color: .min)
        for i in 0..<count {
            guard let k = key(i) else { continue }
            keys[i] = k
            (low.x, low.y, low.color) = (min(low.x, k.x), min(low.y, k.y), min(low.color, k.color))
            (high.x, high.y, high.color) = (max(high.x, k.x), max(high.y, k.y), max(high.color, k.color))
        }
        guard low.x <= high.x else { return [] }
        let cells = [high.x - low.x, high.y - low.y, high.color - low.color].reduce(1.0) { $0 * (Double($1) + 1) }
        guard count < Int(Int32.max), cells <= Double(max(4 * count, 1 << 20)), cells <= Double(1 << 26) else {
            return hashed(keys, budget: budget)
        }
        var grid = Grid(low: low, high: high, shift: 0)
        for (i, k) in keys.enumerated() {
            guard let k else { continue }
            grid.set(k, Int32(i))
        }
        // Past 32 halvings every point of a colour is in one of four cells (the signs of x and y): no fewer.
        while grid.occupied > budget, grid.shift < 32 { grid = grid.halved() }
        return grid.cells.compactMap { $0 >= 0 ? Int($0) : nil }.sorted()
    }

    /// The same choice through a dictionary of the occupied pixels.
    static func hashed(_ keys: [Key?], budget: Int) -> [Int] {
        var last: [Key: Int] = [:]
        for (i, k) in keys.enumerated() {
            guard let k else { continue }
            last[k] = i
        }
        for _ in 0..<32 where last.count > budget {
            var merged: [Key: Int] = [:]
            merged.reserveCapacity(last.count / 2)
            for (key, i) in last {
                let coarser = Key(x: key.x >> 1, y: key.y >> 1, color: key.color)
                merged[coarser] = max(merged[coarser] ?? i, i)
            }
            last = merged
        }
        return last.values.sorted()
    }

    /// The last point of each cell `1 << shift` pixels square and colour, over the cells from `low` to `high`.
    private struct Grid {
        let low: Key
        let high: Key
        let shift: Int32
        let width: Int
        let height: Int
        var cells: [Int32]
        private(set) var occupied = 0

        init(low: Key, high: Key, shift: Int32) {
            (self.low, self.high, self.shift) = (low, high, shift)
            width = Int((high.x >> shift) - (low.x >> shift)) + 1
            height = Int((high.y >> shift) - (low.y >> shift)) + 1
            cells = [Int32](repeating: -1, count: width * height * Int(high.color - low.color + 1))
        }

        private func index(_ k: Key) -> Int {
            let x = Int((k.x >> shift) - (low.x >> shift)), y = Int((k.y >> shift) - (low.y >> shift))
            return (Int(k.color - low.color) * height + y) * width + x
        }

        /// Keeps point `i` in `k`'s cell unless a later one is there.
        mutating func set(_ k: Key, _ i: Int32) {
            let at = index(k)
            if cells[at] < 0 { occupied += 1 }
            cells[at] = max(cells[at], i)
        }

        /// The grid of cells twice as large, each keeping the last point of its four.
        func halved() -> Grid {
            var coarser = Grid(low: low, high: high, shift: shift + 1)
            for color in 0..<Int(high.color - low.color + 1) {
                for y in 0..<height {
                    for x in 0..<width {
                        let i = cells[(color * height + y) * width + x]
                        guard i >= 0 else { continue }
                        let k = Key(
                            x: (Int32(x) + (low.x >> shift)) << shift, y: (Int32(y) + (low.y >> shift)) << shift,
                            color: Int32(color) + low.color)
                        coarser.set(k, i)
                    }
                }
            }
            return coarser
        }
    }
}
