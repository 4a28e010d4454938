// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// Vega's aggregate operations over one group's values. Values that are null, NaN or text that is no number are
/// left out of the measures (`valid` counts the rest), as in Vega.
enum VegaAggregation {
    /// The aggregate `op` of `values` (for `count`, the rows).
    static func apply(_ op: VegaAggregateOp, _ values: [VegaValue]) -> VegaValue {
        switch op.canonical {
        case .count: return .number(Double(values.count))
        case .valid: return .number(Double(values.count { $0.isValid }))
        case .missing: return .number(Double(values.count { !$0.isValid }))
        case .distinct: return .number(Double(Set(values).count))
        case .min, .max: return extreme(op == .min, values)
        default: break
        }
        let numbers = values.compactMap(\.measure)
        guard !numbers.isEmpty else { return op == .sum ? .number(0) : .null }
        return .number(measure(op.canonical, numbers))
    }

    private static func measure(_ op: VegaAggregateOp, _ numbers: [Double]) -> Double {
        let count = Double(numbers.count)
        switch op {
        case .sum: return numbers.reduce(0, +)
        case .product: return numbers.reduce(1, *)
        case .mean: return mean(numbers)
        case .median: return quantile(numbers.sorted(), 0.5)
        case .q1: return quantile(numbers.sorted(), 0.25)
        case .q3: return quantile(numbers.sorted(), 0.75)
        case .variance: return count > 1 ? squares(numbers) / (count - 1) : .nan
        case .variancep: return squares(numbers) / count
        case .stdev: return count > 1 ? (squares(numbers) / (count - 1)).squareRoot() : .nan
        case .stdevp: return (squares(numbers) / count).squareRoot()
        case .stderr: return count > 1 ? (squares(numbers) / (count - 1)).squareRoot() / count.squareRoot() : .nan
        default: return .nan
        }
    }

    static func mean(_ numbers: [Double]) -> Double {
        // Welford's running mean, as Vega's: steadier than a sum divided for long columns.
        var mean = 0.0
        for (index, number) in numbers.enumerated() { mean += (number - mean) / Double(index + 1) }
        return mean
    }

    /// The sum of squared deviations from the mean.
    private static func squares(_ numbers: [Double]) -> Double {
        let center = mean(numbers)
        return numbers.reduce(0) { $0 + ($1 - center) * ($1 - center) }
    }

    /// The `p` quantile of sorted numbers, interpolated between neighbours (d3's and Vega's R-7 method).
    static func quantile(_ sorted: [Double], _ p: Double) -> Double {
        guard let first = sorted.first else { return .nan }
        guard sorted.count > 1 else { return first }
        // A probability outside 0…1 is the nearest end; NaN stays NaN.
        let position = Double(sorted.count - 1) * min(max(p, 0), 1)
        let lower = Int(saturating: position.rounded(.down))
        guard lower + 1 < sorted.count else { return sorted[sorted.count - 1] }
        return sorted[lower] + (sorted[lower + 1] - sorted[lower]) * (position - Double(lower))
    }

    /// `min` and `max` keep dates as dates.
    private static func extreme(_ minimum: Bool, _ values: [VegaValue]) -> VegaValue {
        var best: VegaValue?
        var bestMeasure = 0.0
        for value in values {
            guard let measure = value.measure else { continue }
            if best == nil || (minimum ? measure < bestMeasure : measure > bestMeasure) {
                best = value
                bestMeasure = measure
            }
        }
        guard let best else { return .null }
        if case .date = best { return best }
        return .number(bestMeasure)
    }
}
