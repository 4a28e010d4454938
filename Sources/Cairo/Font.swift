// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CCairo
import Foundation

/// A font file opened with FreeType and handed to cairo, so text never depends on fontconfig's choices.
public final class FontFace: @unchecked Sendable {
    // Unchecked: cairo font faces are reference-counted atomically and cairo locks the FreeType face
    // while it uses it, so one face may be shared between threads.
    let pointer: OpaquePointer

    /// Opens the font at `path` (a TrueType or OpenType file).
    public init(path: String) throws {
        let face = try FreeType.shared.openFace(path: path)
        let cairoFace = cairo_ft_font_face_create_for_ft_face(face, 0)!
        // cairo must release the FreeType face only after its own last use of it.
        let status = cairo_font_face_set_user_data(cairoFace, &freeTypeFaceKey, UnsafeMutableRawPointer(face)) { face in
            FreeType.shared.closeFace(face!.assumingMemoryBound(to: FT_FaceRec_.self))
        }
        if status != CAIRO_STATUS_SUCCESS {
            FreeType.shared.closeFace(face)
            cairo_font_face_destroy(cairoFace)
            throw CairoError(operation: "open font \(path)", status: status)
        }
        pointer = cairoFace
        try check(cairo_font_face_status(cairoFace), "open font \(path)")
    }

    deinit { cairo_font_face_destroy(pointer) }
}

nonisolated(unsafe) private var freeTypeFaceKey = cairo_user_data_key_t()

/// The single FreeType library instance; FreeType wants face creation and disposal serialised.
private final class FreeType: @unchecked Sendable {
    // Unchecked: `library` is set once in init; faces are opened and closed under `lock`.
    static let shared = FreeType()
    private let lock = NSLock()
    private var library: FT_Library?
    private var startError: FT_Error = 0

    private init() {
        var library: FT_Library?
        startError = FT_Init_FreeType(&library)
        self.library = library
    }

    func openFace(path: String) throws -> FT_Face {
        lock.lock()
        defer { lock.unlock() }
        guard let library, startError == 0 else {
            throw CairoError(operation: "start FreeType", reason: "FreeType error \(startError)")
        }
        var face: FT_Face?
        let error = shipplot_open_font(library, path, &face)
        guard error == 0, let face else {
            let reason =
                FileManager.default.fileExists(atPath: path)
                ? "not a usable font file (FreeType error \(error))" : "no such file"
            throw CairoError(operation: "open font \(path)", reason: reason)
        }
        return face
    }

    func closeFace(_ face: FT_Face) {
        lock.lock()
        defer { lock.unlock() }
        FT_Done_Face(face)
    }
}

/// The font options every ShipPlot drawing and measurement uses, pinned so output is the same everywhere:
/// grey antialiasing, no hinting, unhinted metrics (which also match cairo's PDF defaults).
final class PinnedFontOptions: @unchecked Sendable {
    // Unchecked: the options are set once in init and only read after (cairo copies them into each font).
    static let shared = PinnedFontOptions()
    /// The options a drawing context gets; cairo merges them over its surface's own.
    let pointer: OpaquePointer
    /// The same over a vector surface's options, for the fonts text is measured with. A PDF or SVG context
    /// merges its options to exactly these, so cairo hands it the scaled font the text was measured with and
    /// each glyph's metrics are loaded once, not again when the page is written (FreeType runs a CFF glyph's
    /// program for each load). The one difference from `pointer`, glyph positions left unrounded (which a
    /// caller cannot set), moves nothing: only rounding set on does, as an image surface sets it for drawing.
    let measuring: OpaquePointer
    /// cairo's defaults with hinting and hinted metrics off: the options cairo's PDF surface gives the one-unit
    /// copy of each font it subsets, asking it for every glyph's metrics to write the widths. A one-unit font
    /// measured with these options is that very copy, so those metrics are loaded once (FreeType runs a CFF
    /// glyph's program for each load). Metrics do not depend on the antialiasing or rounding they leave unset.
    let unit: OpaquePointer

    private init() {
        pointer = cairo_font_options_create()
        measuring = cairo_font_options_create()
        unit = cairo_font_options_create()
        cairo_font_options_set_hint_style(unit, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(unit, CAIRO_HINT_METRICS_OFF)
        // A surface that writes nowhere, asked only for its options.
        if let vector = cairo_svg_surface_create_for_stream(nil, nil, 1, 1) {
            cairo_surface_get_font_options(vector, measuring)
            cairo_surface_destroy(vector)
        }
        for options in [pointer, measuring] {
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        }
    }
}

/// Vertical metrics of a font at one size, in user-space units.
public struct FontMetrics: Sendable, Equatable {
    /// Distance from the baseline to the top of the tallest glyphs.
    public var ascent: Double
    /// Distance from the baseline down to the bottom of descenders (positive).
    public var descent: Double
    /// Recommended distance between baselines.
    public var lineHeight: Double
}

/// A font face at a fixed size, used to measure text exactly as cairo will draw it.
public final class ScaledFont: @unchecked Sendable {
    // Unchecked: cairo scaled fonts are internally locked and reference counted.
    let pointer: OpaquePointer
    /// The em size in user-space units.
    public let size: Double
    /// The face this font draws with.
    public let face: FontFace

    /// Prepares `face` at `size` user-space units with the pinned font options.
    public convenience init(face: FontFace, size: Double) throws {
        try self.init(face: face, size: size, options: PinnedFontOptions.shared.measuring)
    }

    /// `face` at one user-space unit, for measuring text that is drawn at other sizes (advances scale linearly
    /// when hinting is off): the same metrics as `init(face:size:)` at size 1, from the copy of the font a PDF
    /// reuses for its glyph widths.
    public static func unit(_ face: FontFace) throws -> ScaledFont {
        try ScaledFont(face: face, size: 1, options: PinnedFontOptions.shared.unit)
    }

    private init(face: FontFace, size: Double, options: OpaquePointer) throws {
        self.face = face
        self.size = size
        var fontMatrix = cairo_matrix_t()
        var identity = cairo_matrix_t()
        cairo_matrix_init_scale(&fontMatrix, size, size)
        cairo_matrix_init_identity(&identity)
        pointer = cairo_scaled_font_create(face.pointer, &fontMatrix, &identity, options)
        try check(cairo_scaled_font_status(pointer), "prepare font at \(size) pt")
    }

    deinit { cairo_scaled_font_destroy(pointer) }

    /// The horizontal advance of `text`: how far the pen moves when it is drawn.
    public func advance(of text: String) -> Double {
        var extents = cairo_text_extents_t()
        cairo_scaled_font_text_extents(pointer, text, &extents)
        return extents.x_advance
    }

    /// Ascent, descent and line height of this font.
    public var metrics: FontMetrics {
        var extents = cairo_font_extents_t()
        cairo_scaled_font_extents(pointer, &extents)
        return FontMetrics(ascent: extents.ascent, descent: extents.descent, lineHeight: extents.height)
    }
}

extension ScaledFont {
    /// How many glyphs `text` draws as: what letter-spacing is added after.
    public func glyphCount(of text: String) -> Int {
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let status = cairo_scaled_font_text_to_glyphs(
            pointer, 0, 0, text, -1, &glyphs, &count, nil, nil, nil)
        defer { cairo_glyph_free(glyphs) }
        return status == CAIRO_STATUS_SUCCESS ? Int(count) : 0
    }

    /// Whether `a` and `b` are drawn alike: this font has a glyph for each, with the same ink and advance.
    func drawsAlike(_ a: String, _ b: String) -> Bool {
        func extents(_ text: String) -> [Double] {
            var e = cairo_text_extents_t()
            cairo_scaled_font_text_extents(pointer, text, &e)
            return [e.x_bearing, e.y_bearing, e.width, e.height, e.x_advance, e.y_advance]
        }
        return covers(a) && covers(b) && extents(a) == extents(b)
    }

    /// Whether this font has a glyph for every character of `text` (cairo maps a missing one to glyph 0).
    public func covers(_ text: String) -> Bool {
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let status = cairo_scaled_font_text_to_glyphs(
            pointer, 0, 0, text, -1, &glyphs, &count, nil, nil, nil)
        defer { cairo_glyph_free(glyphs) }
        guard status == CAIRO_STATUS_SUCCESS, let glyphs else { return false }
        for index in 0..<Int(count) where glyphs[index].index == 0 { return false }
        return true
    }
}
