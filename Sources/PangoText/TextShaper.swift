import CPango
import Cairo
import Foundation

/// A font as the shaper asks for it: a family name, a weight and an em size in user-space units.
public struct ShapedFont: Hashable, Sendable {
    /// A fontconfig family name, such as "DejaVu Sans" or "Noto Sans".
    public var family: String
    /// Bold or regular.
    public var bold: Bool
    /// The em size in user-space units.
    public var size: Double

    /// A font of `family` at `size`, bold or not.
    public init(family: String, bold: Bool, size: Double) {
        self.family = family
        self.bold = bold
        self.size = size
    }
}

/// Text that needs more than one font or shaping (CJK, emoji, Arabic, Hebrew, Devanagari, …), laid out and
/// drawn by Pango: fontconfig fallback, HarfBuzz shaping and the Unicode bidi algorithm.
///
/// One font map serves the whole process. Pango's font maps are not thread-safe, so every call takes one lock;
/// the map is made on first use, so a process that never needs shaping never starts fontconfig.
public final class TextShaper: @unchecked Sendable {
    /// The process's shaper.
    public static let shared = TextShaper()

    private let lock = NSLock()
    private var fontMap: UnsafeMutablePointer<PangoFontMap>?
    private var measuring: OpaquePointer?
    private var pinnedFiles: [String]?
    private let options: OpaquePointer

    private init() {
        // The options every ShipPlot text uses (see Cairo's PinnedFontOptions): grey antialiasing, no hinting.
        options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    }

    /// Restricts fallback to exactly these font files (and nothing fontconfig's configuration would add), so
    /// tests draw the same glyphs on every machine. Pass nil to go back to the system's fonts.
    public func pin(files: [String]?) throws {
        lock.lock()
        defer { lock.unlock() }
        guard files != pinnedFiles || fontMap == nil else { return }
        for path in files ?? [] where !FileManager.default.fileExists(atPath: path) {
            throw CairoError(operation: "pin font \(path)", reason: "no such file")
        }
        pinnedFiles = files
        releaseMap()
    }

    /// Whether fontconfig knows a family called `family` (case-insensitive).
    public func hasFamily(_ family: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let map = ensureMap()
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(map, &families, &count)
        defer { g_free(families) }
        let wanted = family.lowercased()
        for index in 0..<Int(count) {
            if let name = pango_font_family_get_name(families?[index]), String(cString: name).lowercased() == wanted {
                return true
            }
        }
        return false
    }

    /// How far the pen moves when `text` is drawn in `font`: the logical width of its single line.
    public func width(of text: String, font: ShapedFont) -> Double {
        lock.lock()
        defer { lock.unlock() }
        let layout = makeLayout(text, font: font, context: ensureMeasuring())
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.width) / Double(PANGO_SCALE)
    }

    /// Draws `text` in `font` on `context` in its current transform, the start of its baseline at (`x`, `y`);
    /// right-to-left text still fills the measured width to the right of `x`.
    public func draw(_ text: String, font: ShapedFont, on context: Context, x: Double, y: Double) {
        lock.lock()
        defer { lock.unlock() }
        let cr = context.cairoPointer
        let pango = pango_font_map_create_context(ensureMap())!
        defer { g_object_unref(UnsafeMutableRawPointer(pango)) }
        configure(pango)
        pango_cairo_update_context(cr, pango)
        let layout = makeLayout(text, font: font, context: pango)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        cairo_move_to(cr, x - Double(logical.x) / Double(PANGO_SCALE), y - baseline)
        pango_cairo_show_layout(cr, layout)
        cairo_new_path(cr)
    }

    // MARK: Private (called with the lock held)

    private func ensureMap() -> UnsafeMutablePointer<PangoFontMap> {
        if let fontMap { return fontMap }
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        if let files = pinnedFiles {
            let config = FcConfigCreate()
            // Without fontconfig's own rules a colour-bitmap font (Noto Color Emoji) would draw at its strike
            // size; this is the one rule of 10-scale-bitmap-fonts.conf that scales it to the asked size.
            FcConfigParseAndLoadFromMemory(config, Self.scaleBitmapFonts, 0)
            for path in files { FcConfigAppFontAddFile(config, path) }
            shipplot_font_map_set_config(map, config)
            FcConfigDestroy(config)
        }
        fontMap = map
        return map
    }

    private static let scaleBitmapFonts = """
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name><matrix>
                <name>pixelsizefixupfactor</name><double>0</double>
                <double>0</double><name>pixelsizefixupfactor</name>
              </matrix></times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    private func ensureMeasuring() -> OpaquePointer {
        if let measuring { return measuring }
        let context = pango_font_map_create_context(ensureMap())!
        configure(context)
        measuring = context
        return context
    }

    private func configure(_ context: OpaquePointer) {
        pango_cairo_context_set_font_options(context, options)
        // Unrounded positions: the width measured at one scale is the width drawn at any other.
        pango_context_set_round_glyph_positions(context, 0)
    }

    private func makeLayout(_ text: String, font: ShapedFont, context: OpaquePointer) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_weight(description, font.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        // One line whatever the text holds: line breaks are the layout stage's business.
        pango_layout_set_single_paragraph_mode(layout, 1)
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    private func releaseMap() {
        if let measuring { g_object_unref(UnsafeMutableRawPointer(measuring)) }
        if let fontMap { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
        measuring = nil
        fontMap = nil
    }
}
