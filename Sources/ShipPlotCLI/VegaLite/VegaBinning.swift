// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// Vega's binning: nice, equal-width bins over an extent (Vega's `bin` transform, in vega-statistics).
enum VegaBinning {
    /// The most bins a spec may ask for or end up with: past it, bars are narrower than a pixel.
    static let maximumBins = 10_000

    /// Where bins start, where they stop, and their width.
    struct Bins: Equatable {
        var start: Double
        var stop: Double
        var step: Double

        var count: Int { Int(saturating: ((stop - start) / step).rounded()) }

        /// The start of the bin `value` falls in; the stop itself falls in the last bin. Nil outside.
        func binStart(_ value: Double) -> Double? {
            guard value >= start, value <= stop else { return nil }
            let clamped = Swift.max(start, Swift.min(value, stop - step))
            return start + step * ((clamped - start) / step + 1e-14).rounded(.down)
        }
    }

    /// The bins `parameters` make over `extent` (the data's minimum and maximum), with Vega-Lite's default of
    /// `defaultMaxBins` bins.
    static func bins(_ parameters: VegaBin, extent data: (Double, Double), defaultMaxBins: Int = 10) -> Bins {
        let (low, high) = parameters.extent ?? data
        let maxBins = Double(parameters.maxBins ?? defaultMaxBins)
        let base = parameters.base ?? 10
        let logBase = log(base)
        let divide = parameters.divide ?? [5, 2]
        let span = high - low != 0 ? high - low : (abs(low) != 0 ? abs(low) : 1)
        var step: Double
        if let fixed = parameters.step {
            step = fixed
        } else if let steps = parameters.steps, !steps.isEmpty {
            let target = span / maxBins
            step = steps.first(where: { $0 >= target }) ?? steps[steps.count - 1]
        } else {
            let level = (log(maxBins) / logBase).rounded(.up)
            let minStep = parameters.minStep ?? 0
            step = max(minStep, pow(base, (log(span) / logBase).rounded() - level))
            while (span / step).rounded(.up) > maxBins { step *= base }
            for divisor in divide {
                let candidate = step / divisor
                if candidate >= minStep && span / candidate <= maxBins { step = candidate }
            }
        }
        let magnitude = log(step)
        let precision = magnitude >= 0 ? 0 : Double(Int(-magnitude / logBase) + 1)
        let epsilon = pow(base, -precision - 1)
        var (start, stop) = (low, high)
        if parameters.nice {
            let floor = ((low / step + epsilon).rounded(.down)) * step
            start = low < floor ? floor - step : floor
            stop = (high / step).rounded(.up) * step
        }
        if stop == start { stop = start + step }
        if let anchor = parameters.anchor {
            let shift = anchor - (start + step * ((anchor - start) / step).rounded(.down))
            start += shift
            stop += shift
        }
        return Bins(start: start, stop: stop, step: step)
    }

    /// Vega-Lite's default most bins for a channel: 6 for facets and the legend channels, else 10.
    static func defaultMaxBins(_ channel: VegaChannel) -> Int {
        switch channel {
        case .row, .column, .facet, .size, .color, .fill, .stroke, .opacity, .shape: 6
        case .strokeDash: 4
        default: 10
        }
    }
}
