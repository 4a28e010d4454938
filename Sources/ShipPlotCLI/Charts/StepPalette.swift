// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipPlot

/// The colours the step charts give their steps, in legend order (`--palette`): a library ``ChartPalette`` and
/// its one rule, so the tool and the library colour the same series alike.
public enum StepPalette: String, Sendable, CaseIterable {
    /// ``ChartPalette/shipplot``: Apple's system colours (so each follows the theme), ordered so the first four
    /// steps stay apart under deuteranopia, protanopia and tritanopia: blue, orange, mint, brown, then purple,
    /// green, pink, cyan, red, indigo, yellow and teal. Any two of the first four differ by a CIEDE2000 of at
    /// least 10 in the Machado et al. (2009) simulations, in both themes; the library's blue, green, orange,
    /// purple start does not (blue and purple are 4.4 apart for a deuteranope).
    case standard
    /// ``ChartPalette/okabeIto``: Okabe and Ito's colour-blind-safe set (2008) without its black, the same in both
    /// themes: blue, vermillion, bluish green and reddish purple first, as they reach 3:1 on white and on the
    /// dark background; orange, sky blue and yellow follow, which are lighter than 3:1 on white.
    case okabeIto = "okabe-ito"

    /// The library palette this choice names.
    public var chartPalette: ChartPalette {
        switch self {
        case .standard: .shipplot
        case .okabeIto: .okabeIto
        }
    }

    /// The palette's colours in order.
    public var colors: [Color] { chartPalette.colors }

    /// How many series a chart names before folding, each in a colour of its own: the palette's colours, at
    /// most ``StepFolding/limit``. One series more takes the palette's next colour (its first, deepened); past
    /// that the rest are drawn as one grey series (``ChartPalette/remainder``).
    public var limit: Int { min(StepFolding.limit, colors.count) }

    /// The colours of the series `names`, in order: the palette's, and grey for `rest`, the series that stands
    /// for the others ("5 more steps"). No two are the same.
    public func colors(for names: [String], rest: String?) -> [Color] {
        var next = 0
        return names.map { name in
            guard name != rest else { return ChartPalette.remainder }
            defer { next += 1 }
            return chartPalette.color(next)
        }
    }
}
