import Cairo
import Foundation
import PangoText

/// DejaVu Sans, loaded by path on first use and shared by every render in the process.
///
/// Loading by path (not through fontconfig) keeps start-up short and makes the chosen font certain.
/// `SHIPPLOT_FONT_DIR` points at another folder holding `DejaVuSans.ttf` and `DejaVuSans-Bold.ttf`.
final class Fonts: @unchecked Sendable {
    static let shared = Fonts()

    static let defaultDirectory = "/usr/share/fonts/truetype/dejavu"
    private let lock = NSLock()
    private var faces: [Bool: FontFace] = [:]
    private var scaled: [FontSpec: ScaledFont] = [:]

    private var directory: String {
        // getenv reads one variable; ProcessInfo.environment would copy the whole environment first.
        getenv("SHIPPLOT_FONT_DIR").map { String(cString: $0) } ?? Self.defaultDirectory
    }

    /// The font for `spec`, ready to measure and draw.
    func font(_ spec: FontSpec) throws -> ScaledFont {
        let spec = FontSpec(size: spec.size, bold: spec.bold)
        lock.lock()
        defer { lock.unlock() }
        if let font = scaled[spec] { return font }
        let face: FontFace
        if let cached = faces[spec.bold] {
            face = cached
        } else {
            let path = directory + (spec.bold ? "/DejaVuSans-Bold.ttf" : "/DejaVuSans.ttf")
            guard FileManager.default.fileExists(atPath: path) else {
                throw ChartError(
                    stage: "render",
                    message:
                        "font \(path) not found; install the fonts-dejavu-core package (or set SHIPPLOT_FONT_DIR)")
            }
            do {
                face = try FontFace(path: path)
            } catch {
                throw ChartError(stage: "render", message: "\(error); reinstall the fonts-dejavu-core package")
            }
            faces[spec.bold] = face
        }
        let font = try ScaledFont(face: face, size: spec.size)
        scaled[spec] = font
        return font
    }
}

/// Measures text with the same fonts and options cairo draws with.
struct CairoTextMeasurer: TextMeasurer {
    private let regular: ScaledFont
    private let bold: ScaledFont

    /// Prepares 1-pt fonts once; metrics are unhinted, so they scale linearly with size.
    init() throws {
        regular = try Fonts.shared.font(FontSpec(size: 1, bold: false))
        bold = try Fonts.shared.font(FontSpec(size: 1, bold: true))
    }

    func width(of text: String, font: FontSpec) -> Double {
        let text = drawable(text)
        let dejaVu = font.bold ? bold : regular
        guard TextRoute.isDirect(text, font: font, dejaVu: { dejaVu }) else {
            return TextShaper.shared.width(of: text, font: TextRoute.shaped(font))
        }
        return dejaVu.advance(of: text) * font.size
    }

    func metrics(_ font: FontSpec) -> LineMetrics {
        let m = (font.bold ? bold : regular).metrics
        return LineMetrics(ascent: m.ascent * font.size, descent: m.descent * font.size)
    }
}

/// `text` as it is drawn: control characters (newlines, tabs, NUL, which would cut a C string short) become
/// spaces, so measuring and drawing agree and nothing is lost silently.
func drawable(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
    return String(
        String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
}
