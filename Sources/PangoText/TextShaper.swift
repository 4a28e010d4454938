// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

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
/// A shaper is a set of fonts: the system's (``system``) or exactly some files (``pinned(files:)``, which tests
/// use to draw the same glyphs on every machine). Renders name theirs, so two renders with different fonts can
/// run side by side. Pango is loaded with `dlopen` on first use (see `CPangoLoader`), so a process that never
/// needs shaping never loads it or starts fontconfig. Pango's font maps are not thread-safe, so every call
/// takes one lock shared by all shapers.
public final class TextShaper: @unchecked Sendable {
    // Unchecked: every stored property is read and written under `TextShaper.lock` (Pango is not thread-safe).
    /// The system's fonts, as fontconfig's configuration finds them.
    public static let system = TextShaper(files: nil)

    private static let lock = NSLock()
    /// The pinned shapers made so far, one per set of files; a font map is never freed (see the loader).
    nonisolated(unsafe) private static var pinnedShapers: [[String]: TextShaper] = [:]

    private let files: [String]?
    private var started = false
    private var startError: String?
    private var fonts: OpaquePointer?

    private init(files: [String]?) { self.files = files }

    /// The shaper that falls back to exactly `files` (and nothing fontconfig's configuration would add); the
    /// same shaper for the same files. Throws when a file is missing.
    public static func pinned(files: [String]) throws -> TextShaper {
        for path in files where !FileManager.default.fileExists(atPath: path) {
            throw CairoError(operation: "pin font \(path)", reason: "no such file")
        }
        lock.lock()
        defer { lock.unlock() }
        if let known = pinnedShapers[files] { return known }
        let shaper = TextShaper(files: files)
        guard shaper.start() else {
            throw CairoError(operation: "start Pango", reason: shaper.startError ?? "unknown")
        }
        pinnedShapers[files] = shaper
        return shaper
    }

    /// Whether Pango could be loaded; without it, callers draw with DejaVu Sans alone.
    public var isAvailable: Bool {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        return start()
    }

    /// Whether fontconfig knows a family called `family` (case-insensitive).
    public func hasFamily(_ family: String) -> Bool {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        return start() && shipplot_text_has_family(fonts, family) != 0
    }

    /// How far the pen moves when `text` is drawn in `font`: the logical width of its single line.
    public func width(of text: String, font: ShapedFont) -> Double {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        guard start() else { return 0 }
        return shipplot_text_width(fonts, text, font.family, font.style, font.size)
    }

    /// Draws `text` in `font` on `context` in its current transform, the start of its baseline at (`x`, `y`);
    /// right-to-left text still fills the measured width to the right of `x`.
    public func draw(_ text: String, font: ShapedFont, on context: Context, x: Double, y: Double) {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        guard start() else { return }
        shipplot_text_draw(
            fonts, UnsafeMutableRawPointer(context.cairoPointer), text, font.family, font.style, font.size, x, y)
    }

    /// Loads Pango and makes this shaper's font map once; called with the lock held.
    private func start() -> Bool {
        if started { return startError == nil }
        started = true
        let files = self.files ?? []
        var cStrings = files.map { strdup($0) }
        defer { cStrings.forEach { free($0) } }
        var error: UnsafePointer<CChar>?
        fonts = cStrings.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: max(buffer.count, 1)) {
                shipplot_text_start($0, Int32(files.count), &error)
            }
        }
        if fonts == nil { startError = error.map { String(cString: $0) } ?? "unknown" }
        return fonts != nil
    }
}
