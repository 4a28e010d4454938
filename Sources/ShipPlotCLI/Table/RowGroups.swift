// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// `--aggregate`: what one mark shows of the rows that share every other channel's value (Vega-Lite's
/// `aggregate`). The command line's `none` is a nil aggregate in the request.
enum DataAggregate: String, CaseIterable, Sendable {
    case sum, count, mean, median, min, max
}

/// Where one group of rows stands: up to five coordinates, each a number, seconds since 1970 or a category index
/// (NaN where the group has none), so any combination of channels can be grouped by one hashable value.
struct GroupKey: Hashable {
    var a = 0.0
    var b = 0.0
    var c = 0.0
    var d = 0.0
    var e = 0.0

    subscript(index: Int) -> Double {
        get {
            switch index {
            case 0: a
            case 1: b
            case 2: c
            case 3: d
            default: e
            }
        }
        set {
            switch index {
            case 0: a = newValue
            case 1: b = newValue
            case 2: c = newValue
            case 3: d = newValue
            default: e = newValue
            }
        }
    }

    static let width = 5

    /// Ascending in each coordinate in turn.
    static func before(_ l: GroupKey, _ r: GroupKey) -> Bool {
        for index in 0..<width where l[index] != r[index] { return l[index] < r[index] }
        return false
    }
}

/// The running summary of one measured channel over a group of rows: count, sum, extremes and the mean and
/// sum of squared deviations (Welford's update, stable for a standard deviation), and, only when a median or
/// quartile is asked for, every value.
struct Accumulator {
    var count = 0
    var sum = 0.0
    /// The sum scaled down by 2^64 (exact for every normal double): a running sum can pass the largest double and
    /// come back ([1e308, 1e308, -1e308]), and this one says, in any order, whether the sum itself is past it.
    var scaledSum = 0.0
    var low = Double.infinity
    var high = -Double.infinity
    var mean = 0.0
    var squares = 0.0
    var values: [Double]?

    init(keepsValues: Bool) {
        values = keepsValues ? [] : nil
    }

    mutating func add(_ value: Double) {
        count += 1
        sum += value
        scaledSum += value * 0x1p-64
        low = Swift.min(low, value)
        high = Swift.max(high, value)
        let delta = value - mean
        mean += delta / Double(count)
        squares += delta * (value - mean)
        values?.append(value)
    }

    /// The sum, the same in any order of the values: past the largest double only when the sum itself is.
    var total: Double { sum.isFinite ? sum : scaledSum * 0x1p64 }

    /// The mean, which is never past the largest value (the running mean's steps can be: 1e308 then -1e308).
    var average: Double { mean.isFinite ? mean : scaledSum / Double(count) * 0x1p64 }

    /// The sample standard deviation (0 for one value).
    var deviation: Double { count > 1 ? (squares / Double(count - 1)).squareRoot() : 0 }

    func value(_ aggregate: DataAggregate) -> Double {
        switch aggregate {
        case .sum: total
        case .count: Double(count)
        case .mean: average
        case .median: quantile(0.5)
        case .min: low
        case .max: high
        }
    }

    /// The `p` quantile of the values, interpolated between the two nearest as Vega (d3's `quantile`, R's type 7)
    /// does; the values are sorted the first time one is asked for.
    func quantile(_ p: Double) -> Double {
        guard var sorted = values, !sorted.isEmpty else { return .nan }
        sorted.sort()
        return Self.quantile(p, sorted: sorted)
    }

    static func quantile(_ p: Double, sorted: [Double]) -> Double {
        let position = Double(sorted.count - 1) * p
        let lower = Int(position.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
    }

    /// The span `extent` draws around this group: its ends, for error bars and whiskers.
    func span(_ extent: ErrorExtent) -> (low: Double, high: Double) {
        switch extent {
        case .stdev: return (average - deviation, average + deviation)
        case .stderr:
            let error = deviation / Double(Swift.max(count, 1)).squareRoot()
            return (average - error, average + error)
        case .ci:
            let error = deviation / Double(Swift.max(count, 1)).squareRoot() * StudentT.critical95(count - 1)
            return (average - error, average + error)
        case .iqr: return (quantile(0.25), quantile(0.75))
        case .minMax: return (low, high)
        }
    }
}

/// Student's t distribution's two-sided 95 % critical values, for confidence intervals of a mean.
enum StudentT {
    /// t(0.975, degrees): tabulated to 30 degrees of freedom, then the Cornish–Fisher expansion around the
    /// normal's 1.959964 (within 10⁻⁴ of the exact value from 30 on). 0 for no degrees of freedom: one value has
    /// no interval.
    static func critical95(_ degrees: Int) -> Double {
        let table = [
            12.706205, 4.302653, 3.182446, 2.776445, 2.570582, 2.446912, 2.364624, 2.306004, 2.262157, 2.228139,
            2.200985, 2.178813, 2.160369, 2.144787, 2.131450, 2.119905, 2.109816, 2.100922, 2.093024, 2.085963,
            2.079614, 2.073873, 2.068658, 2.063899, 2.059539, 2.055529, 2.051831, 2.048407, 2.045230, 2.042272,
        ]
        guard degrees > 0 else { return 0 }
        if degrees <= table.count { return table[degrees - 1] }
        let z = 1.959964
        let v = Double(degrees)
        let z3 = z * z * z
        let z5 = z3 * z * z
        let z7 = z5 * z * z
        return z + (z3 + z) / (4 * v) + (5 * z5 + 16 * z3 + 3 * z) / (96 * v * v)
            + (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * v * v * v)
    }
}

/// Rows grouped by their key and each measured channel summed up, in the order groups are first met; the
/// groups are few (one per mark), so a chart of ten million rows keeps a few thousand of these.
struct RowGroups {
    /// Each group's key, in first-met order.
    private(set) var keys: [GroupKey] = []
    /// Per measured channel, each group's summary, in the order of `keys`.
    private(set) var measures: [[Accumulator]]
    private var index: [GroupKey: Int] = [:]
    private let keepsValues: [Bool]

    /// Groups of `measureCount` measured channels; `keepsValues` says which need every value (medians,
    /// quartiles).
    init(keepsValues: [Bool]) {
        self.keepsValues = keepsValues
        measures = keepsValues.map { _ in [] }
    }

    var count: Int { keys.count }

    /// Adds one row's measures to the group of `key`.
    mutating func add(_ key: GroupKey, _ values: [Double]) {
        let group: Int
        if let found = index[key] {
            group = found
        } else {
            group = keys.count
            index[key] = group
            keys.append(key)
            for channel in measures.indices { measures[channel].append(Accumulator(keepsValues: keepsValues[channel])) }
        }
        for channel in values.indices { measures[channel][group].add(values[channel]) }
    }

    /// The groups' order with their keys ascending.
    func sortedOrder() -> [Int] {
        keys.indices.sorted { GroupKey.before(keys[$0], keys[$1]) }
    }
}
