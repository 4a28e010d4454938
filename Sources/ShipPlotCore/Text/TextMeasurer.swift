// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import PangoText

/// Vertical metrics of a font at one size, in points.
package struct LineMetrics: Equatable, Sendable {
    package var ascent: Double
    package var descent: Double
    package var height: Double { ascent + descent }

    package init(ascent: Double, descent: Double) {
        self.ascent = ascent
        self.descent = descent
    }
}

/// Measures text for the layout. Production uses cairo with Inter (`Fonts`); structural tests use fixed metrics
/// so they do not depend on font rasterisation.
package protocol TextMeasurer {
    /// The fonts that draw what the direct family cannot, and a family asked for by name.
    var shaper: TextShaper { get }
    func width(of text: String, font: FontSpec) -> Double
    func metrics(_ font: FontSpec) -> LineMetrics
    /// The measurer that does the measuring: this one, or the one a memo (``MemoizedTextMeasurer``) wraps.
    var measuring: TextMeasurer { get }
}

extension TextMeasurer {
    package var measuring: TextMeasurer { self }

    /// `family` if the shaper has it and it is not the direct family (which the direct path draws), else nil.
    package func installedFamily(_ family: String?) -> String? { TextRoute.installedFamily(family, in: shaper) }

    /// `text` shortened with a trailing ellipsis so it fits `maxWidth`; unchanged when it already fits.
    package func fitting(_ text: String, font: FontSpec, maxWidth: Double) -> String {
        guard width(of: text, font: font) > maxWidth else { return text }
        let characters = Array(text)
        var low = 0, high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if width(of: String(characters[..<mid]) + "…", font: font) <= maxWidth { low = mid } else { high = mid - 1 }
        }
        return low == 0 ? "…" : String(characters[..<low]).trimmingTrailingSpaces() + "…"
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

/// Fixed metrics: every character is 0.6 em wide; ascent 0.8 em, descent 0.2 em.
package struct FixedTextMeasurer: TextMeasurer {
    package var shaper = TextShaper.system
    package func width(of text: String, font: FontSpec) -> Double {
        Double(text.count) * (font.size * 0.6 + font.tracking)
    }
    package func metrics(_ font: FontSpec) -> LineMetrics {
        LineMetrics(ascent: font.size * 0.8, descent: font.size * 0.2)
    }

    package init(shaper: TextShaper = TextShaper.system) {
        self.shaper = shaper
    }
}
