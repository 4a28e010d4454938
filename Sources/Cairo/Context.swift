// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CCairo

/// How the ends of open strokes are drawn.
public enum LineCap: Sendable { case butt, round, square }
/// How stroke segments meet.
public enum LineJoin: Sendable { case miter, round, bevel }
/// Which regions of a self-intersecting path count as inside.
public enum FillRule: Sendable { case winding, evenOdd }

/// A drawing context on one surface. Drawing calls never throw: cairo keeps the first error sticky,
/// and ``checkStatus()`` turns it into a Swift error once a batch of drawing is done.
public final class Context {
    let pointer: OpaquePointer
    /// The surface this context draws on; kept alive as long as the context.
    public let surface: Surface

    /// Creates a context drawing on `surface`, with the pinned font options already set.
    public init(surface: Surface) throws {
        self.surface = surface
        pointer = cairo_create(surface.pointer)
        try check(cairo_status(pointer), "create context")
        cairo_set_font_options(pointer, PinnedFontOptions.shared.pointer)
    }

    deinit { cairo_destroy(pointer) }

    /// Throws the first error any drawing call on this context ran into.
    public func checkStatus(_ operation: @autoclosure () -> String = "draw") throws {
        try check(cairo_status(pointer), operation())
    }

    // MARK: Structure (PDF)
    /// Opens a structure element of the tagged PDF, e.g. `"Document"` or `"Figure"` (cairo's names follow the
    /// PDF standard structure types); other surfaces ignore it. cairo 1.16 writes no attributes for structure
    /// elements, so alternate text is added afterwards (``PDFAlternateText``).
    public func beginTag(_ name: String) { cairo_tag_begin(pointer, name, nil) }
    /// Closes the structure element opened by the matching ``beginTag(_:)``.
    public func endTag(_ name: String) { cairo_tag_end(pointer, name) }

    // MARK: State
    /// Pushes a copy of the graphics state (clip, transform, source, line settings).
    public func save() { cairo_save(pointer) }
    /// Pops the graphics state pushed by the matching ``save()``.
    public func restore() { cairo_restore(pointer) }
    /// Moves the origin by (`x`, `y`).
    public func translate(_ x: Double, _ y: Double) { cairo_translate(pointer, x, y) }
    /// Scales user space.
    public func scale(_ x: Double, _ y: Double) { cairo_scale(pointer, x, y) }
    /// Rotates user space by `radians` (positive turns x toward y).
    public func rotate(_ radians: Double) { cairo_rotate(pointer, radians) }

    // MARK: Paint settings
    /// Sets a solid source colour; components are 0...1 and not premultiplied.
    public func setSource(red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_set_source_rgba(pointer, red, green, blue, alpha)
    }

    /// Sets a linear gradient from (`x0`,`y0`) to (`x1`,`y1`) with colour stops `(offset, r, g, b, a)`.
    public func setLinearGradient(
        x0: Double, y0: Double, x1: Double, y1: Double,
        stops: [(offset: Double, red: Double, green: Double, blue: Double, alpha: Double)]
    ) {
        let pattern = cairo_pattern_create_linear(x0, y0, x1, y1)!
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.offset, stop.red, stop.green, stop.blue, stop.alpha)
        }
        cairo_set_source(pointer, pattern)
    }

    /// Sets a radial gradient between the circles (`cx0`,`cy0`,`r0`) and (`cx1`,`cy1`,`r1`) with colour stops.
    public func setRadialGradient(
        cx0: Double, cy0: Double, r0: Double, cx1: Double, cy1: Double, r1: Double,
        stops: [(offset: Double, red: Double, green: Double, blue: Double, alpha: Double)]
    ) {
        let pattern = cairo_pattern_create_radial(cx0, cy0, r0, cx1, cy1, r1)!
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.offset, stop.red, stop.green, stop.blue, stop.alpha)
        }
        cairo_set_source(pointer, pattern)
    }

    /// How drawing combines with what is already there: cairo's operators, including the PDF blend modes.
    public enum Operator: Sendable {
        case over, source
        case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight, softLight
        case difference, exclusion, hue, saturation, color, luminosity
        /// Porter–Duff operators: source atop, destination over, destination out, and saturating addition.
        case atop, destinationOver, destinationOut, add

        var cairo: cairo_operator_t {
            switch self {
            case .over: CAIRO_OPERATOR_OVER
            case .source: CAIRO_OPERATOR_SOURCE
            case .multiply: CAIRO_OPERATOR_MULTIPLY
            case .screen: CAIRO_OPERATOR_SCREEN
            case .overlay: CAIRO_OPERATOR_OVERLAY
            case .darken: CAIRO_OPERATOR_DARKEN
            case .lighten: CAIRO_OPERATOR_LIGHTEN
            case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
            case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
            case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
            case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
            case .difference: CAIRO_OPERATOR_DIFFERENCE
            case .exclusion: CAIRO_OPERATOR_EXCLUSION
            case .hue: CAIRO_OPERATOR_HSL_HUE
            case .saturation: CAIRO_OPERATOR_HSL_SATURATION
            case .color: CAIRO_OPERATOR_HSL_COLOR
            case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
            case .atop: CAIRO_OPERATOR_ATOP
            case .destinationOver: CAIRO_OPERATOR_DEST_OVER
            case .destinationOut: CAIRO_OPERATOR_DEST_OUT
            case .add: CAIRO_OPERATOR_ADD
            }
        }
    }

    /// Sets the compositing operator: `.over` (the default) blends, `.source` replaces inside the shape.
    public func setOperator(_ op: Operator) { cairo_set_operator(pointer, op.cairo) }

    /// Ends the group and paints what was drawn in it onto what was there before with `op`, so the whole group
    /// blends as one layer; the operator is `.over` again afterwards.
    public func popGroupAndPaint(with op: Operator) {
        cairo_pop_group_to_source(pointer)
        cairo_set_operator(pointer, op.cairo)
        cairo_paint(pointer)
        cairo_set_operator(pointer, CAIRO_OPERATOR_OVER)
    }

    /// The bounding box of the current clip in user space, as (minX, minY, maxX, maxY).
    public func clipExtents() -> (Double, Double, Double, Double) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(pointer, &x0, &y0, &x1, &y1)
        return (x0, y0, x1, y1)
    }

    /// `(x, y)` in user space mapped to device space.
    public func userToDevice(_ x: Double, _ y: Double) -> (Double, Double) {
        var dx = x, dy = y
        cairo_user_to_device(pointer, &dx, &dy)
        return (dx, dy)
    }

    /// `(x, y)` in device space mapped to user space.
    public func deviceToUser(_ x: Double, _ y: Double) -> (Double, Double) {
        var ux = x, uy = y
        cairo_device_to_user(pointer, &ux, &uy)
        return (ux, uy)
    }

    /// Paints `image` with its top-left corner at `(x, y)`, one image pixel per `1 / density` user units.
    public func paint(_ image: ImageSurface, x: Double, y: Double, density: Double) {
        cairo_save(pointer)
        cairo_translate(pointer, x, y)
        cairo_scale(pointer, 1 / density, 1 / density)
        cairo_set_source_surface(pointer, image.pointer, 0, 0)
        cairo_paint(pointer)
        cairo_restore(pointer)
    }

    /// Redirects drawing to a transparent intermediate surface until `popGroupToSource`.
    public func pushGroup() { cairo_push_group(pointer) }
    /// Ends the group and makes what was drawn in it the source, to paint with.
    public func popGroupToSource() { cairo_pop_group_to_source(pointer) }

    /// Ends the two innermost groups: the inner one (pushed last) is the mask, and the outer one is painted
    /// through its alpha onto what was there before.
    public func popGroupsMaskingOuterByInner() {
        let mask: OpaquePointer? = cairo_pop_group(pointer)
        cairo_pop_group_to_source(pointer)
        guard let mask else { return }
        cairo_mask(pointer, mask)
        cairo_pattern_destroy(mask)
    }

    /// Sets the stroke width in user-space units.
    public func setLineWidth(_ width: Double) { cairo_set_line_width(pointer, width) }

    /// Sets the line cap.
    public func setLineCap(_ cap: LineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_SQUARE)
        }
    }

    /// Sets the line join.
    public func setLineJoin(_ join: LineJoin) {
        switch join {
        case .miter: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    /// Sets the miter limit (ratio of miter length to line width before a join is bevelled).
    public func setMiterLimit(_ limit: Double) { cairo_set_miter_limit(pointer, limit) }

    /// Sets the dash pattern; an empty pattern draws solid lines.
    public func setDash(_ pattern: [Double], phase: Double = 0) {
        pattern.withUnsafeBufferPointer { cairo_set_dash(pointer, $0.baseAddress, Int32($0.count), phase) }
    }

    /// Sets the fill rule.
    public func setFillRule(_ rule: FillRule) {
        cairo_set_fill_rule(pointer, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
    }

    // MARK: Paths
    /// Clears the current path.
    public func newPath() { cairo_new_path(pointer) }
    /// Starts a new sub-path at (`x`, `y`).
    public func move(to x: Double, _ y: Double) { cairo_move_to(pointer, x, y) }
    /// Adds a straight segment to (`x`, `y`).
    public func line(to x: Double, _ y: Double) { cairo_line_to(pointer, x, y) }
    /// Adds a cubic Bézier segment.
    public func curve(
        to x: Double, _ y: Double, control1 c1x: Double, _ c1y: Double, control2 c2x: Double, _ c2y: Double
    ) {
        cairo_curve_to(pointer, c1x, c1y, c2x, c2y, x, y)
    }
    /// Adds a circular arc around (`cx`, `cy`) from `start` to `end` radians, clockwise in screen space.
    public func arc(center cx: Double, _ cy: Double, radius: Double, start: Double, end: Double) {
        cairo_arc(pointer, cx, cy, radius, start, end)
    }
    /// Adds an arc drawn in the opposite direction to ``arc(center:_:radius:start:end:)``.
    public func arcNegative(center cx: Double, _ cy: Double, radius: Double, start: Double, end: Double) {
        cairo_arc_negative(pointer, cx, cy, radius, start, end)
    }
    /// Adds a closed rectangle sub-path.
    public func rectangle(x: Double, y: Double, width: Double, height: Double) {
        cairo_rectangle(pointer, x, y, width, height)
    }
    /// Closes the current sub-path.
    public func closePath() { cairo_close_path(pointer) }

    // MARK: Painting
    /// Fills the current path and clears it.
    public func fill() { cairo_fill(pointer) }
    /// Strokes the current path and clears it.
    public func stroke() { cairo_stroke(pointer) }
    /// Fills the current path and keeps it.
    public func fillPreserve() { cairo_fill_preserve(pointer) }
    /// Paints the source everywhere inside the clip.
    public func paint() { cairo_paint(pointer) }
    /// Intersects the clip with the current path and clears the path.
    public func clip() { cairo_clip(pointer) }
    /// Removes all clipping.
    public func resetClip() { cairo_reset_clip(pointer) }

    /// Ends the current page of a document surface and starts a new one.
    public func showPage() { cairo_show_page(pointer) }

    // MARK: Text
    /// Draws `text` with `font`, its baseline starting at (`x`, `y`).
    public func showText(_ text: String, font: ScaledFont, x: Double, y: Double) {
        let text = documentText(text, font: font)
        cairo_set_font_face(pointer, font.face.pointer)
        cairo_set_font_size(pointer, font.size)
        cairo_move_to(pointer, x, y)
        cairo_show_text(pointer, text)
        cairo_new_path(pointer)
    }

    /// Draws `text` as `showText` does, with `tracking` user-space units added after each glyph (letter-spacing).
    public func showText(_ text: String, font: ScaledFont, x: Double, y: Double, tracking: Double) {
        guard tracking != 0 else { return showText(text, font: font, x: x, y: y) }
        let text = documentText(text, font: font)
        cairo_set_font_face(pointer, font.face.pointer)
        cairo_set_font_size(pointer, font.size)
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        let status = cairo_scaled_font_text_to_glyphs(
            cairo_get_scaled_font(pointer), x, y, text, -1, &glyphs, &count, nil, nil, nil)
        defer { cairo_glyph_free(glyphs) }
        guard status == CAIRO_STATUS_SUCCESS, let glyphs else { return }
        for index in 0..<Int(count) { glyphs[index].x += tracking * Double(index) }
        cairo_show_glyphs(pointer, glyphs, count)
        cairo_new_path(pointer)
    }

    /// `text` as a PDF gets it: a no-break space (U+00A0) drawn as a space where `font` draws the two alike.
    /// cairo's PDF surface keeps the characters of Windows' Latin encoding in one compact copy of each font and
    /// puts every other glyph in a second, composite copy; it leaves U+00A0 out of the first, so one no-break
    /// space (a date like "Nov 28, 2026" in a title) embedded the font twice, ~2 M instructions of subsetting and
    /// compression. The words were kept together when the text was laid out; the page looks the same, and its
    /// text copies with a plain space. Pixels and SVG (glyphs as paths) are drawn from the text as it is.
    func documentText(_ text: String, font: ScaledFont) -> String {
        guard text.unicodeScalars.contains("\u{A0}"),
            cairo_surface_get_type(cairo_get_target(pointer)) == CAIRO_SURFACE_TYPE_PDF,
            font.drawsAlike("\u{A0}", " ")
        else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{A0}" ? " " : $0 }))
    }
}
