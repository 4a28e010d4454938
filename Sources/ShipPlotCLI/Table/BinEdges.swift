// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// Equal bins with round edges over a range of numbers, as Vega's `bin` transform (which Vega-Lite's `bin` uses)
/// chooses them: the step is a power of `base`, or that divided by each of `divide` in turn, the finest such step
/// that gives at most `maxBins` bins; with `nice`, the first edge is a multiple of the step at or below the
/// smallest value and the last a multiple at or above the largest. One rule for `--bin` and for specs' `bin`.
struct BinEdges: Equatable {
    var start: Double
    var stop: Double
    var step: Double

    /// The most bins a chart draws: more are narrower than a pixel on the widest chart.
    static let maximumCount = 10_000

    /// How many bins: at least one, and never past what an Int holds, however small the step.
    var count: Int { Int(min(max(1, ((stop - start) / step).rounded()), 1e15)) }

    /// Whether every bin can be measured: values near ±1.8e308 span more than a Double holds, and then the step or
    /// an edge overflows and every bin is NaN.
    var isMeasurable: Bool { (stop - start).isFinite && start.isFinite && step.isFinite && step > 0 }

    /// Bins of `step` from `start` to `stop`, as given.
    init(start: Double, stop: Double, step: Double) {
        (self.start, self.stop, self.step) = (start, stop, step)
    }

    /// Bins over `low...high` for `request` (base 10, steps divided by 5 and 2); nil when the data has no finite
    /// range.
    init?(low: Double, high: Double, request: BinRequest) {
        guard low.isFinite, high.isFinite, low <= high else { return nil }
        self.init(low: low, high: high, maxBins: request.maxBins, step: request.step, nice: request.nice)
    }

    /// Bins over `low...high` by Vega's rule: `step` when given, else the first of `steps` at least the span over
    /// `maxBins`, else the nice step of `base` (at least `minStep`); shifted so that an edge falls on `anchor`.
    init(
        low: Double, high: Double, maxBins: Int, step given: Double? = nil, steps: [Double]? = nil,
        minStep: Double = 0, base: Double = 10, divide: [Double] = [5, 2], nice: Bool = true, anchor: Double? = nil
    ) {
        let span = high - low != 0 ? high - low : (abs(low) != 0 ? abs(low) : 1)
        let maxBins = Double(max(1, maxBins))
        var step: Double
        if let given {
            step = given
        } else if let steps, let last = steps.last {
            step = steps.first(where: { $0 >= span / maxBins }) ?? last
        } else {
            let logBase = log(base)
            step = max(minStep, pow(base, (log(span) / logBase).rounded() - (log(maxBins) / logBase).rounded(.up)))
            while (span / step).rounded(.up) > maxBins { step *= base }
            for divisor in divide where step / divisor >= minStep && span / (step / divisor) <= maxBins {
                step /= divisor
            }
        }
        var (start, stop) = (low, high)
        if nice {
            let precision = log(step) >= 0 ? 0 : Int(saturating: -log(step) / log(base)) + 1
            let epsilon = pow(base, -Double(precision) - 1)
            let floor = (low / step + epsilon).rounded(.down) * step
            start = low < floor ? floor - step : floor
            stop = (high / step).rounded(.up) * step
        }
        if stop == start { stop = start + step }
        if let anchor {
            let shift = anchor - (start + step * ((anchor - start) / step).rounded(.down))
            (start, stop) = (start + shift, stop + shift)
        }
        (self.start, self.stop, self.step) = (start, stop, step)
    }

    /// The start of the bin `value` falls in; the largest value falls in the last bin, as in Vega (whose
    /// 10⁻¹⁴ keeps a value on an edge from falling below it by rounding).
    func binStart(_ value: Double) -> Double {
        let clamped = max(start, min(value, stop - step))
        return start + step * (1e-14 + (clamped - start) / step).rounded(.down)
    }

    /// The start of the bin `value` falls in, nil outside the bins (a spec's `extent` can leave values out).
    func binStart(inside value: Double) -> Double? {
        value >= start && value <= stop ? binStart(value) : nil
    }
}
