// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import PangoText

/// A family the direct path draws, loaded by path: its files, the folder Debian installs them in and the package.
struct DirectFamily: Sendable, Equatable {
    /// The family's name, as Pango knows it.
    let name: String
    let directory: String
    let package: String
    /// The file of the upright regular face, the one whose presence chooses the family.
    let regular: String
    /// The file name of a face: `bold`, `italic`, and the display cut (`display`, for families that have one).
    let file: @Sendable (_ bold: Bool, _ italic: Bool, _ display: Bool) -> String
    /// The size from which the display cut draws (nil: the family has none).
    let displayFrom: Double?
    /// Whether text in this family gets iOS's size-specific tracking (`TextTracking`).
    let tracked: Bool

    static func == (a: DirectFamily, b: DirectFamily) -> Bool { a.name == b.name && a.directory == b.directory }

    /// Inter (`fonts-inter`), with Inter Display from 20 pt: the family whose widths match SF Pro's
    /// (`docs/text-metrics.md`).
    static let inter = DirectFamily(
        name: "Inter", directory: "/usr/share/fonts/opentype/inter", package: "fonts-inter",
        regular: "Inter-Regular.otf",
        file: { bold, italic, display in
            let style = (bold ? "Bold" : "") + (italic ? "Italic" : "")
            return (display ? "InterDisplay-" : "Inter-") + (style.isEmpty ? "Regular" : style) + ".otf"
        }, displayFrom: 20, tracked: true)

    /// DejaVu Sans (`fonts-dejavu-core`; its oblique faces are `fonts-dejavu-extra`): drawn when Inter is missing.
    static let dejaVu = DirectFamily(
        name: "DejaVu Sans", directory: "/usr/share/fonts/truetype/dejavu", package: "fonts-dejavu-core",
        regular: "DejaVuSans.ttf",
        file: { bold, italic, _ in
            let style = (bold ? "Bold" : "") + (italic ? "Oblique" : "")
            return style.isEmpty ? "DejaVuSans.ttf" : "DejaVuSans-\(style).ttf"
        }, displayFrom: nil, tracked: false)

    /// The families the direct path tries, in order.
    static let preferred = [inter, dejaVu]
}

/// The direct path's fonts, loaded by path on first use and shared by every render in the process: Inter when
/// `fonts-inter` is installed, else DejaVu Sans.
///
/// Loading by path (not through fontconfig) keeps start-up short and makes the chosen font certain.
/// `SHIPPLOT_FONT_DIR` points at another folder holding either family's files (`Inter-Regular.otf`,
/// `Inter-Bold.otf`, `InterDisplay-Regular.otf`, `InterDisplay-Bold.otf` and their `Italic` faces, or
/// `DejaVuSans.ttf`, `DejaVuSans-Bold.ttf` and their `Oblique` faces).
package final class Fonts: @unchecked Sendable {
    // Unchecked: the faces and fonts made so far are read and written only under `lock`.
    package static let shared = Fonts()

    private let lock = NSLock()
    private let fixedDirectory: String?
    private var chosen: (family: DirectFamily, directory: String)?
    private var faces: [FaceKey: FontFace] = [:]
    private var scaled: [FontSpec: ScaledFont] = [:]
    private var unitFonts: [FaceKey: ScaledFont] = [:]

    private struct FaceKey: Hashable {
        package var bold: Bool
        package var italic: Bool
        var display: Bool
    }

    /// Fonts from `directory`; nil reads `SHIPPLOT_FONT_DIR`, else each family's Debian folder.
    package init(directory: String? = nil) { fixedDirectory = directory }

    private var overrideDirectory: String? {
        // getenv reads one variable; ProcessInfo.environment would copy the whole environment first.
        fixedDirectory ?? getenv("SHIPPLOT_FONT_DIR").map { String(cString: $0) }
    }

    /// The family text draws in and its folder: the first of `DirectFamily.preferred` whose regular face exists.
    func family() throws -> (family: DirectFamily, directory: String) {
        lock.lock()
        defer { lock.unlock() }
        return try chooseFamily()
    }

    /// Called with the lock held.
    private func chooseFamily() throws -> (family: DirectFamily, directory: String) {
        if let chosen { return chosen }
        for family in DirectFamily.preferred {
            let directory = overrideDirectory ?? family.directory
            if FileManager.default.fileExists(atPath: directory + "/" + family.regular) {
                chosen = (family, directory)
                return (family, directory)
            }
        }
        let first = DirectFamily.preferred[0]
        throw ChartError(
            stage: .render,
            message: "font \(overrideDirectory ?? first.directory)/\(first.regular) not found; install the "
                + "\(first.package) package (or set SHIPPLOT_FONT_DIR)")
    }

    /// The font for `spec`, ready to measure and draw.
    package func font(_ spec: FontSpec) throws -> ScaledFont {
        let spec = FontSpec(size: spec.size, bold: spec.bold, italic: spec.italic)
        lock.lock()
        defer { lock.unlock() }
        if let font = scaled[spec] { return font }
        let display = try chooseFamily().family.displayFrom.map { spec.size >= $0 } ?? false
        let face = try self.face(FaceKey(bold: spec.bold, italic: spec.italic, display: display))
        let font = try ScaledFont(face: face, size: spec.size)
        scaled[spec] = font
        return font
    }

    /// The 1-pt font of `spec`'s face, in its display cut when `display`: measuring scales it linearly.
    func unitFont(_ spec: FontSpec, display: Bool) throws -> ScaledFont {
        lock.lock()
        defer { lock.unlock() }
        let key = FaceKey(bold: spec.bold, italic: spec.italic, display: display)
        if let font = unitFonts[key] { return font }
        let font = try ScaledFont.unit(face(key))
        unitFonts[key] = font
        return font
    }

    /// The face for `key`, opened once; called with the lock held. An italic face whose file is missing
    /// (`fonts-dejavu-extra` not installed) is the upright one, so italic text still draws.
    private func face(_ key: FaceKey) throws -> FontFace {
        if let cached = faces[key] { return cached }
        let (family, directory) = try chooseFamily()
        let path = directory + "/" + family.file(key.bold, key.italic, key.display)
        let face: FontFace
        if key.italic, !FileManager.default.fileExists(atPath: path) {
            face = try self.face(FaceKey(bold: key.bold, italic: false, display: key.display))
        } else {
            guard FileManager.default.fileExists(atPath: path) else {
                throw ChartError(
                    stage: .render,
                    message: "font \(path) not found; install the \(family.package) package (or set SHIPPLOT_FONT_DIR)")
            }
            do {
                face = try FontFace(path: path)
            } catch {
                throw ChartError(stage: .render, message: "\(error); reinstall the \(family.package) package")
            }
        }
        faces[key] = face
        return face
    }

    /// The letter-spacing, in points, that text of `size` points gets in the chosen family (0 when untracked).
    func tracking(size: Double) -> Double {
        guard let family = try? family(), family.family.tracked else { return 0 }
        return TextTracking.iOS(size: size) * size
    }
}

/// iOS's size-specific tracking of SF Pro (Apple's Human Interface Guidelines, "Tracking values", iOS), given to the
/// family that stands in for it so text sets as wide as on iOS (`docs/text-metrics.md`).
enum TextTracking {
    /// Tracking in em for a size in points: SF Pro Text's table below 20 pt, SF Pro Display's from 20 pt, each
    /// size taking the entry at or below it; none from 80 pt.
    static func iOS(size: Double) -> Double {
        let table = size < 20 ? text : display
        let entry = table.last(where: { $0.size <= size }) ?? table[0]
        return size >= 80 ? 0 : entry.tracking / 1000
    }

    /// (size in points, tracking in 1/1000 em).
    private static let text: [(size: Double, tracking: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24),
    ]
    private static let display: [(size: Double, tracking: Double)] = [
        (20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10), (41, 9), (44, 8),
        (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1),
    ]
}

/// Measures text with the same fonts and options cairo draws with.
package struct CairoTextMeasurer: TextMeasurer {
    package let shaper: TextShaper
    private let regular: ScaledFont
    private let bold: ScaledFont

    /// Prepares 1-pt fonts once; metrics are unhinted, so they scale linearly with size. Italic and display
    /// faces are looked up when text needs them. Text the direct family cannot draw alone is measured by `shaper`.
    package init(shaper: TextShaper = .system) throws {
        self.shaper = shaper
        regular = try Fonts.shared.unitFont(FontSpec(size: 1, bold: false), display: false)
        bold = try Fonts.shared.unitFont(FontSpec(size: 1, bold: true), display: false)
    }

    package func width(of text: String, font: FontSpec) -> Double {
        let text = drawable(text)
        let direct = unitFont(font)
        guard TextRoute.isDirect(text, font: font, shaper: shaper, dejaVu: { direct }) else {
            return shaper.width(of: text, font: TextRoute.shaped(font))
        }
        let tracking = Fonts.shared.tracking(size: font.size) + font.tracking
        return direct.advance(of: text) * font.size
            + (tracking == 0 ? 0 : tracking * Double(direct.glyphCount(of: text)))
    }

    package func metrics(_ font: FontSpec) -> LineMetrics {
        let m = unitFont(font).metrics
        return LineMetrics(ascent: m.ascent * font.size, descent: m.descent * font.size)
    }

    /// The 1-pt face `font` draws with: its display cut when the family has one at `font`'s size.
    private func unitFont(_ font: FontSpec) -> ScaledFont {
        let display = (try? Fonts.shared.family().family.displayFrom).map { font.size >= $0 } ?? false
        guard font.italic || display else { return font.bold ? bold : regular }
        let unit = FontSpec(size: 1, bold: font.bold, italic: font.italic)
        return (try? Fonts.shared.unitFont(unit, display: display)) ?? (font.bold ? bold : regular)
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
