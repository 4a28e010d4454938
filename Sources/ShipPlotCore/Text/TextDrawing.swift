// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import PangoText

/// The two ways text reaches cairo. Text that the direct family (Inter, else DejaVu Sans: `Fonts`) covers and that
/// needs no shaping (Latin, Greek, Cyrillic, common symbols) goes straight to cairo with the font loaded by path, with
/// iOS's tracking: no fontconfig, no Pango.
/// Everything else (CJK, emoji, right-to-left and complex scripts, combining marks, bidi controls, or a chosen
/// font family) goes through Pango, which falls back through fontconfig, shapes with HarfBuzz and orders by bidi.
/// Measurement and drawing take the same route for the same string, so the layout's widths are the drawn ones.
package enum TextRoute {
    /// The family Pango is asked for when a run names none (fontconfig falls back from it for other scripts).
    static var defaultFamily: String { (try? Fonts.shared.family().family.name) ?? DirectFamily.inter.name }

    /// Whether `text` (already `drawable`) in `font` takes the direct cairo path.
    /// Without Pango (its libraries missing) every string goes direct, with the direct font's missing-glyph boxes.
    package static func isDirect(
        _ text: String, font: FontSpec, shaper: TextShaper, dejaVu: () throws -> ScaledFont
    ) -> Bool {
        if font.family == nil {
            if text.utf8.allSatisfy({ $0 < 0x80 }) { return true }
            if text.unicodeScalars.allSatisfy(needsNoShaping), (try? dejaVu().covers(text)) ?? false { return true }
        }
        return !shaper.isAvailable
    }

    /// The font Pango draws `font` with.
    package static func shaped(_ font: FontSpec) -> ShapedFont {
        ShapedFont(family: font.family ?? defaultFamily, bold: font.bold, size: font.size, italic: font.italic)
    }

    /// Scalars that draw as one glyph each, left to right, with no marks to position: what cairo's toy text
    /// calls get right. Combining marks, joining scripts, bidi and zero-width controls are left out.
    private static func needsNoShaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0x2FF,  // ASCII, Latin-1, Latin Extended A/B, IPA, spacing modifiers
            0x370...0x482, 0x48A...0x52F,  // Greek, Cyrillic (without its combining marks)
            0x1E00...0x1FFF,  // Latin Extended Additional, Greek Extended
            0x2010...0x2027, 0x2030...0x205E,  // dashes, quotes, ellipsis, per mille, primes
            0x2070...0x20CF,  // super- and subscripts, currency
            0x2100...0x23FF,  // letterlike, number forms, arrows, mathematical operators, technical
            0x2500...0x25FF:  // box drawing, blocks, geometric shapes
            return true
        default:
            return false
        }
    }
}

extension CairoCanvas {
    /// Draws one text run on its route, rotated about its origin when it has an angle.
    package func drawText(_ run: TextRun) throws {
        let text = drawable(run.text)
        let direct = TextRoute.isDirect(text, font: run.font, shaper: shaper) { try Fonts.shared.font(run.font) }
        let font = direct ? try Fonts.shared.font(run.font) : nil
        let tracking = direct ? Fonts.shared.tracking(size: run.font.size) + run.font.tracking : 0
        func show(x: Double, y: Double) {
            if let font {
                context.showText(text, font: font, x: x, y: y, tracking: tracking)
            } else {
                shaper.draw(text, font: TextRoute.shaped(run.font), on: context, x: x, y: y)
            }
        }
        if run.angle == 0 {
            show(x: run.origin.x, y: run.origin.y)
        } else {
            context.save()
            context.translate(run.origin.x, run.origin.y)
            context.rotate(run.angle)
            show(x: 0, y: 0)
            context.restore()
        }
    }
}
