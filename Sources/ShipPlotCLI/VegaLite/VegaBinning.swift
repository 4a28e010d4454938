// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// A spec's `bin` parameters, with Vega-Lite's defaults, turned into bins by the rule `--bin` uses (`BinEdges`).
enum VegaBinning {
    /// The most bins a spec may ask for or end up with: past it, bars are narrower than a pixel.
    static let maximumBins = BinEdges.maximumCount

    /// The bins `parameters` make over `extent` (the data's minimum and maximum), with Vega-Lite's default of
    /// `defaultMaxBins` bins.
    static func bins(_ parameters: VegaBin, extent data: (Double, Double), defaultMaxBins: Int = 10) -> BinEdges {
        let (low, high) = parameters.extent ?? data
        return BinEdges(
            low: low, high: high, maxBins: parameters.maxBins ?? defaultMaxBins, step: parameters.step,
            steps: parameters.steps, minStep: parameters.minStep ?? 0, base: parameters.base ?? 10,
            divide: parameters.divide ?? [5, 2], nice: parameters.nice, anchor: parameters.anchor)
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
