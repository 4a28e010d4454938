import PangoText

/// The fonts text falls back to when DejaVu Sans lacks a glyph, and the ones the tests pin.
package enum FallbackFonts {
    /// The font files the golden tests draw every script with (Debian packages in parentheses; the golden
    /// README lists their hashes): DejaVu Sans for Latin, Greek, Cyrillic, Arabic and Hebrew (fonts-dejavu-core),
    /// WenQuanYi Micro Hei for Chinese, Japanese and Korean (fonts-wqy-microhei), Lohit Devanagari for Hindi
    /// (fonts-lohit-deva), Noto Color Emoji (fonts-noto-color-emoji).
    package static let testFiles = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
        "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
    ]

    /// Makes fallback use exactly `files` (nil: the system's fontconfig configuration) for the whole process.
    package static func pin(_ files: [String]?) throws {
        try TextShaper.shared.pin(files: files)
    }
}
