// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import PangoText

/// The fonts text falls back to when the direct family lacks a glyph, and the ones the tests pin.
package enum FallbackFonts {
    /// The font files the golden tests draw every script with (Debian packages in parentheses; the golden
    /// README lists their hashes): Inter for Latin, Greek and Cyrillic (fonts-inter), DejaVu Sans for Arabic and
    /// Hebrew (fonts-dejavu-core, its oblique faces fonts-dejavu-extra), WenQuanYi Micro Hei for Chinese, Japanese and Korean
    /// (fonts-wqy-microhei), Lohit Devanagari for Hindi (fonts-lohit-deva), Noto Color Emoji
    /// (fonts-noto-color-emoji).
    package static let testFiles = [
        "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
        "/usr/share/fonts/opentype/inter/Inter-Bold.otf",
        "/usr/share/fonts/opentype/inter/Inter-Italic.otf",
        "/usr/share/fonts/opentype/inter/Inter-BoldItalic.otf",
        "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf",
        "/usr/share/fonts/opentype/inter/InterDisplay-Bold.otf",
        "/usr/share/fonts/opentype/inter/InterDisplay-Italic.otf",
        "/usr/share/fonts/opentype/inter/InterDisplay-BoldItalic.otf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-BoldOblique.ttf",
        "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
        "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
    ]

    /// The family text draws in when none is chosen: Inter, or DejaVu Sans where Inter is not installed.
    package static var defaultFamily: String { TextRoute.defaultFamily }

    /// The system's fonts, as fontconfig finds them: what charts draw with unless told otherwise.
    package static let system = TextShaper.system

    /// Whether `shaper` knows the font family `family` (case-insensitive).
    package static func has(_ family: String, in shaper: TextShaper) -> Bool { shaper.hasFamily(family) }

    /// The shaper that falls back to exactly ``testFiles``: what the golden tests draw every script with.
    package static func pinned() throws -> TextShaper {
        try TextShaper.pinned(files: testFiles)
    }
}

extension TextRoute {
    /// `family` if `shaper` has it and it is not the direct family (which the direct path already draws), else nil.
    package static func installedFamily(_ family: String?, in shaper: TextShaper) -> String? {
        guard let family, family.lowercased() != defaultFamily.lowercased() else { return nil }
        return shaper.hasFamily(family) ? family : nil
    }
}

extension Theme {
    /// This theme with every font in `family` (nil, missing or the direct family: the direct family from its file).
    package func drawing(family: String?, measurer: TextMeasurer) -> Theme {
        guard let family = measurer.installedFamily(family) else { return self }
        var theme = self
        theme.titleFont.family = family
        theme.labelFont.family = family
        theme.axisTitleFont.family = family
        return theme
    }
}
