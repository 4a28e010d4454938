// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import PangoText
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Which strings take the direct cairo path, what the shaped path measures, and how text is fitted.
@Suite struct TextRouteTests {
    /// The fonts the golden tests pin, so widths are the same on every machine.
    let shaper: TextShaper
    init() throws { shaper = try FallbackFonts.pinned() }

    private func isDirect(_ text: String, family: String? = nil) throws -> Bool {
        let dejaVu = try Fonts.shared.font(FontSpec(size: 1, bold: false))
        return TextRoute.isDirect(text, font: FontSpec(size: 11, bold: false, family: family), shaper: shaper) {
            dejaVu
        }
    }

    @Test func latinGreekCyrillicAndSymbolsStayOnTheDirectPath() throws {
        for text in ["Screenshots", "Crème brûlée – 12 €", "Ελληνικά", "Скриншоты", "≤ 5 → ∞", "…", ""] {
            #expect(try isDirect(text), "\(text)")
        }
    }

    @Test func scriptsThatNeedShapingOrFallbackTakePango() throws {
        let shaped = [
            "スクリーンショット", "截图", "스크린샷", "لقطة", "צילום", "स्क्रीनशॉट", "🚀 Launch", "e\u{301}", "\u{202E}abc",
            "a\u{200D}b", "ภาษาไทย",
        ]
        for text in shaped { #expect(try !isDirect(text), "\(text)") }
        #expect(
            try !isDirect("Screenshots", family: "WenQuanYi Micro Hei"), "a chosen family always goes through Pango")
    }

    @Test func fallbackGlyphsHaveTheirOwnWidths() throws {
        let measurer = try CairoTextMeasurer(shaper: shaper)
        let font = FontSpec(size: 20, bold: false)
        // WenQuanYi's ideographs are one em wide; DejaVu's missing-glyph box would be about 0.6 em.
        let cjk = measurer.width(of: "截图截图", font: font)
        #expect(abs(cjk - 80) < 2, "\(cjk)")
        // One glyph for a ZWJ sequence and one for a flag, not one per scalar.
        let family = measurer.width(of: "👩‍💻", font: font)
        let woman = measurer.width(of: "👩", font: font)
        #expect(family > 10 && abs(family - woman) < 0.5, "\(family) vs \(woman)")
        #expect(abs(measurer.width(of: "🇯🇵", font: font) - woman) < 0.5)
    }

    @Test func directAndShapedWidthsAgreeForLatin() throws {
        // The same DejaVu glyphs by either path; HarfBuzz applies DejaVu's kerning (0.8 pt here), cairo's toy
        // text calls do not.
        let measurer = try CairoTextMeasurer(shaper: shaper)
        let font = FontSpec(size: 11, bold: false)
        let direct = measurer.width(of: "Final QA", font: font)
        let shaped = measurer.width(of: "Final QA\u{200B}", font: font)
        #expect(abs(direct - shaped) < 1, "\(direct) vs \(shaped)")
    }

    @Test(arguments: ["👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻", "🇯🇵🇰🇷🇨🇳🇮🇱🇸🇦🇮🇳🇯🇵🇰🇷", "स्क्रीनशॉट स्क्रीनशॉट", "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}"])
    func fittingNeverSplitsAGraphemeCluster(_ text: String) throws {
        let measurer = try CairoTextMeasurer(shaper: shaper)
        let font = FontSpec(size: 11, bold: false)
        for maxWidth in stride(from: 8.0, through: measurer.width(of: text, font: font), by: 3) {
            let fitted = measurer.fitting(text, font: font, maxWidth: maxWidth)
            let kept = fitted.hasSuffix("…") ? String(fitted.unicodeScalars.dropLast().map(Character.init)) : fitted
            #expect(text.unicodeScalars.starts(with: kept.unicodeScalars), "\(fitted)")
            // What is kept ends where a cluster of the original ends.
            let boundaries = Set(
                text.indices.map { text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: $0) } + [
                    text.unicodeScalars.count
                ])
            #expect(boundaries.contains(kept.unicodeScalars.count), "split inside a cluster: \(fitted)")
        }
    }
}
