// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import PangoText

/// DejaVu Sans, loaded by path on first use and shared by every render in the process.
///
/// Loading by path (not through fontconfig) keeps start-up short and makes the chosen font certain.
/// `SHIPPLOT_FONT_DIR` points at another folder holding `DejaVuSans.ttf` and `DejaVuSans-Bold.ttf` (and, for
/// italic text, `DejaVuSans-Oblique.ttf` and `DejaVuSans-BoldOblique.ttf`).
package final class Fonts: @unchecked Sendable {
    package static let shared = Fonts()

    package static let defaultDirectory = "/usr/share/fonts/truetype/dejavu"
    private let lock = NSLock()
    private let fixedDirectory: String?
    private var faces: [FaceKey: FontFace] = [:]
    private var scaled: [FontSpec: ScaledFont] = [:]

    private struct FaceKey: Hashable {
        package var bold: Bool
        package var italic: Bool
    }

    /// Fonts from `directory`; nil reads `SHIPPLOT_FONT_DIR`, else the Debian folder.
    package init(directory: String? = nil) { fixedDirectory = directory }

    private var directory: String {
        // getenv reads one variable; ProcessInfo.environment would copy the whole environment first.
        fixedDirectory ?? getenv("SHIPPLOT_FONT_DIR").map { String(cString: $0) } ?? Self.defaultDirectory
    }

    /// The font for `spec`, ready to measure and draw.
    package func font(_ spec: FontSpec) throws -> ScaledFont {
        let spec = FontSpec(size: spec.size, bold: spec.bold, italic: spec.italic)
        lock.lock()
        defer { lock.unlock() }
        if let font = scaled[spec] { return font }
        let face = try self.face(FaceKey(bold: spec.bold, italic: spec.italic))
        let font = try ScaledFont(face: face, size: spec.size)
        scaled[spec] = font
        return font
    }

    /// The face for `key`, opened once; called with the lock held. An oblique face whose file is missing
    /// (`fonts-dejavu-extra` not installed) is the upright one, so italic text still draws.
    private func face(_ key: FaceKey) throws -> FontFace {
        if let cached = faces[key] { return cached }
        let style = (key.bold ? "Bold" : "") + (key.italic ? "Oblique" : "")
        let path = directory + (style.isEmpty ? "/DejaVuSans.ttf" : "/DejaVuSans-\(style).ttf")
        let face: FontFace
        if key.italic, !FileManager.default.fileExists(atPath: path) {
            face = try self.face(FaceKey(bold: key.bold, italic: false))
        } else {
            guard FileManager.default.fileExists(atPath: path) else {
                throw ChartError(
                    stage: .render,
                    message:
                        "font \(path) not found; install the fonts-dejavu-core package (or set SHIPPLOT_FONT_DIR)")
            }
            do {
                face = try FontFace(path: path)
            } catch {
                throw ChartError(stage: .render, message: "\(error); reinstall the fonts-dejavu-core package")
            }
        }
        faces[key] = face
        return face
    }
}

/// Measures text with the same fonts and options cairo draws with.
package struct CairoTextMeasurer: TextMeasurer {
    package let shaper: TextShaper
    private let regular: ScaledFont
    private let bold: ScaledFont

    /// Prepares 1-pt fonts once; metrics are unhinted, so they scale linearly with size. Italic faces are
    /// looked up only when italic text is measured. Text DejaVu cannot draw alone is measured by `shaper`.
    package init(shaper: TextShaper = .system) throws {
        self.shaper = shaper
        regular = try Fonts.shared.font(FontSpec(size: 1, bold: false))
        bold = try Fonts.shared.font(FontSpec(size: 1, bold: true))
    }

    package func width(of text: String, font: FontSpec) -> Double {
        let text = drawable(text)
        let dejaVu = unitFont(font)
        guard TextRoute.isDirect(text, font: font, shaper: shaper, dejaVu: { dejaVu }) else {
            return shaper.width(of: text, font: TextRoute.shaped(font))
        }
        return dejaVu.advance(of: text) * font.size
    }

    package func metrics(_ font: FontSpec) -> LineMetrics {
        let m = unitFont(font).metrics
        return LineMetrics(ascent: m.ascent * font.size, descent: m.descent * font.size)
    }

    /// The 1-pt DejaVu face of `font`.
    private func unitFont(_ font: FontSpec) -> ScaledFont {
        let upright = font.bold ? bold : regular
        guard font.italic else { return upright }
        return (try? Fonts.shared.font(FontSpec(size: 1, bold: font.bold, italic: true))) ?? upright
    }
}

/// `text` as cairo and Pango can take it, the same for measuring and for drawing: control characters become
/// spaces; noncharacters (U+FDD0–U+FDEF, U+xFFFE, U+xFFFF), which cairo refuses as invalid UTF-8 and which then
/// fail a whole PDF, become U+FFFD; and a run of more than 30 combining marks, joiners or selectors after one
/// base is cut to 30 (Unicode's stream-safe limit), since HarfBuzz positions a cluster's marks in quadratic time:
/// "e" with 60,000 accents took 36 s to draw, and no font stacks more than a few. One pass, linear.
package func drawable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsRewrite) else { return text }
    var out = String.UnicodeScalarView()
    var extending = 0
    for scalar in text.unicodeScalars {
        if extendsCluster(scalar) {
            extending += 1
            if extending > maximumClusterExtenders { continue }
        } else {
            extending = 0
        }
        let properties = scalar.properties
        if properties.generalCategory == .control {
            out.append(" ")
        } else if properties.isNoncharacterCodePoint {
            out.append("\u{FFFD}")
        } else {
            out.append(scalar)
        }
    }
    return String(out)
}

/// The most combining marks, joiners and selectors `drawable` keeps after one base (UAX #15's stream-safe 30).
let maximumClusterExtenders = 30

private func needsRewrite(_ scalar: Unicode.Scalar) -> Bool {
    guard !scalar.isASCII || scalar.value < 0x20 || scalar.value == 0x7F else { return false }
    let properties = scalar.properties
    return properties.generalCategory == .control || properties.isNoncharacterCodePoint || extendsCluster(scalar)
}

/// Whether `scalar` extends the cluster before it rather than starting one: a mark, a joiner, a selector or tag,
/// a skin-tone modifier.
private func extendsCluster(_ scalar: Unicode.Scalar) -> Bool {
    guard !scalar.isASCII else { return false }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return properties.isDefaultIgnorableCodePoint || properties.isEmojiModifier
    }
}
