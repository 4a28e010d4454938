import CPangoLoader
import Cairo
import Foundation

/// A font as the shaper asks for it: a family name, a weight, a slant and an em size in user-space units.
public struct ShapedFont: Hashable, Sendable {
    /// A fontconfig family name, such as "DejaVu Sans" or "Noto Sans".
    public var family: String
    /// Bold or regular.
    public var bold: Bool
    /// The em size in user-space units.
    public var size: Double
    /// Italic (the family's italic or oblique face, else the upright one slanted) or upright.
    public var italic: Bool

    /// A font of `family` at `size`, bold or not, upright unless `italic`.
    public init(family: String, bold: Bool, size: Double, italic: Bool = false) {
        self.family = family
        self.bold = bold
        self.size = size
        self.italic = italic
    }

    /// Bold and italic as the C loader takes them: bit 0 bold, bit 1 italic.
    var style: Int32 { (bold ? 1 : 0) | (italic ? 2 : 0) }
}

/// Text that needs more than one font or shaping (CJK, emoji, Arabic, Hebrew, Devanagari, …), laid out and
/// drawn by Pango: fontconfig fallback, HarfBuzz shaping and the Unicode bidi algorithm.
///
/// Pango is loaded with `dlopen` on first use (see `CPangoLoader`), so a process that never needs shaping never
/// loads it or starts fontconfig. Pango's font maps are not thread-safe, so every call takes one lock.
public final class TextShaper: @unchecked Sendable {
    /// The process's shaper.
    public static let shared = TextShaper()

    private let lock = NSLock()
    private var started = false
    private var startError: String?
    private var pinnedFiles: [String]?

    private init() {}

    /// Whether Pango could be loaded; without it, callers draw with DejaVu Sans alone.
    public var isAvailable: Bool {
        lock.lock()
        defer { lock.unlock() }
        return start()
    }

    /// Restricts fallback to exactly these font files (and nothing fontconfig's configuration would add), so
    /// tests draw the same glyphs on every machine. Pass nil to go back to the system's fonts.
    public func pin(files: [String]?) throws {
        lock.lock()
        defer { lock.unlock() }
        for path in files ?? [] where !FileManager.default.fileExists(atPath: path) {
            throw CairoError(operation: "pin font \(path)", reason: "no such file")
        }
        guard files != pinnedFiles || !started else { return }
        pinnedFiles = files
        started = false
        startError = nil
        guard start() else { throw CairoError(operation: "start Pango", reason: startError ?? "unknown") }
    }

    /// Whether fontconfig knows a family called `family` (case-insensitive).
    public func hasFamily(_ family: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return start() && shipplot_text_has_family(family) != 0
    }

    /// How far the pen moves when `text` is drawn in `font`: the logical width of its single line.
    public func width(of text: String, font: ShapedFont) -> Double {
        lock.lock()
        defer { lock.unlock() }
        guard start() else { return 0 }
        return shipplot_text_width(text, font.family, font.style, font.size)
    }

    /// Draws `text` in `font` on `context` in its current transform, the start of its baseline at (`x`, `y`);
    /// right-to-left text still fills the measured width to the right of `x`.
    public func draw(_ text: String, font: ShapedFont, on context: Context, x: Double, y: Double) {
        lock.lock()
        defer { lock.unlock() }
        guard start() else { return }
        shipplot_text_draw(
            UnsafeMutableRawPointer(context.cairoPointer), text, font.family, font.style, font.size, x, y)
    }

    /// Loads Pango and makes the font map once (again after `pin`); called with the lock held.
    private func start() -> Bool {
        if started { return startError == nil }
        started = true
        let files = pinnedFiles ?? []
        var cStrings = files.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        var error: UnsafePointer<CChar>?
        let status = cStrings.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: max(buffer.count, 1)) {
                shipplot_text_start($0, Int32(files.count), &error)
            }
        }
        if status != 0 { startError = error.map { String(cString: $0) } ?? "unknown" }
        return status == 0
    }
}
