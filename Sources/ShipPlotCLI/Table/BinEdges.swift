// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// Equal bins with round edges over a range of numbers, as Vega's `bin` transform (which Vega-Lite's `bin` uses)
/// chooses them: the step is a power of ten, or a fifth or tenth of one, the finest such step that gives at most
/// `maxBins` bins; with `nice`, the first edge is a multiple of the step at or below the smallest value and the
/// last a multiple at or above the largest.
struct BinEdges: Equatable {
    var start: Double
    var stop: Double
    var step: Double

    /// The most bins a chart draws: more are narrower than a pixel on the widest chart.
    static let maximumCount = 10_000

    /// How many bins: at least one, and never past what an Int holds, however small the step.
    var count: Int { Int(min(max(1, ((stop - start) / step).rounded()), 1e15)) }

    /// Bins of `step` from `start` to `stop`, as given.
    init(start: Double, stop: Double, step: Double) {
        (self.start, self.stop, self.step) = (start, stop, step)
    }

    /// Bins over `low...high` for `request`; nil when the data has no finite range.
    init?(low: Double, high: Double, request: BinRequest) {
        guard low.isFinite, high.isFinite, low <= high else { return nil }
        let span = high - low > 0 ? high - low : (abs(low) > 0 ? abs(low) : 1)
        var step: Double
        if let given = request.step {
            step = given
        } else {
            let maxBins = Double(max(1, request.maxBins))
            let level = (log10(maxBins)).rounded(.up)
            step = pow(10, (log10(span)).rounded() - level)
            while (span / step).rounded(.up) > maxBins { step *= 10 }
            for divisor in [5.0, 2.0] where span / (step / divisor) <= maxBins { step /= divisor }
        }
        var (start, stop) = (low, high)
        if request.nice {
            let precision = log(step) >= 0 ? 0 : Int(saturating: -log(step) / log(10)) + 1
            let epsilon = pow(10, -Double(precision) - 1)
            let floor = (low / step + epsilon).rounded(.down) * step
            start = low < floor ? floor - step : floor
            stop = (high / step).rounded(.up) * step
        }
        self.start = start
        self.stop = stop == start ? start + step : stop
        self.step = step
    }

    /// The start of the bin `value` falls in; the largest value falls in the last bin, as in Vega (whose
    /// 10⁻¹⁴ keeps a value on an edge from falling below it by rounding).
    func binStart(_ value: Double) -> Double {
        let clamped = max(start, min(value, stop - step))
        return start + step * (1e-14 + (clamped - start) / step).rounded(.down)
    }
}
