// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import PangoText

/// A measurer that measures each string in each face once for one layout pass. A stack asks each text its size
/// for several widths (none, all it wants, its share, then the frame it is placed in), and wrapping measures the
/// whole string and then its words again for each; a chart's layout measures its tick labels for every tick set
/// it tries and again as the plot narrows. Shaping a string costs far more than finding it in a table.
/// Private to one layout pass (the view engine's, or one run of a chart's stages), so it is never shared between
/// threads.
package final class MemoizedTextMeasurer: TextMeasurer {
    private let base: TextMeasurer
    // Keyed by face, then string: key types the process already hashes, so the first width measured does not
    // make the runtime search every protocol conformance for a key type of its own.
    private var widths: [FontSpec: [String: Double]] = [:]
    private var lineMetrics: [FontSpec: LineMetrics] = [:]

    /// A memo over what `base` measures with (a memo over a memo would keep two tables). Asked of the measurer
    /// rather than found by a cast: casting a value to a class makes the runtime search the process's
    /// conformance records the first time it meets the value's type.
    package init(_ base: TextMeasurer) {
        self.base = base.measuring
    }

    package var measuring: TextMeasurer { base }

    package var shaper: TextShaper { base.shaper }

    package func width(of text: String, font: FontSpec) -> Double {
        if let known = widths[font]?[text] { return known }
        let width = base.width(of: text, font: font)
        widths[font, default: [:]][text] = width
        return width
    }

    package func metrics(_ font: FontSpec) -> LineMetrics {
        if let known = lineMetrics[font] { return known }
        let metrics = base.metrics(font)
        lineMetrics[font] = metrics
        return metrics
    }
}
