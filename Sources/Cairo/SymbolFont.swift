// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CCairo

/// One outline element of a ``SymbolFont``'s shape, around the origin.
public enum SymbolOutline: Sendable, Equatable {
    case move(Double, Double)
    case line(Double, Double)
    case curve(to: (Double, Double), control1: (Double, Double), control2: (Double, Double))
    case close

    public static func == (a: SymbolOutline, b: SymbolOutline) -> Bool {
        switch (a, b) {
        case (.move(let x, let y), .move(let u, let v)), (.line(let x, let y), .line(let u, let v)):
            return x == u && y == v
        case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
            return p == q && c1 == d1 && c2 == d2
        case (.close, .close): return true
        default: return false
        }
    }
}

/// A shape drawn once and placed many times: a cairo user font whose one glyph is the shape. PDF and SVG
/// surfaces write a placed glyph as a reference to the glyph drawn once (a Type 3 font glyph in PDF,
/// `<use xlink:href="#glyph…" x= y=>` in SVG), where a path per placement writes the whole outline each time.
public final class SymbolFont {
    let face: OpaquePointer

    /// The shape of `outline`, filled, or stroked `strokeWidth` wide with `cap` and `join` when given.
    public init(
        outline: [SymbolOutline], strokeWidth: Double? = nil, cap: LineCap = .butt, join: LineJoin = .miter
    ) throws {
        face = cairo_user_font_face_create()
        let shape = Shape(outline: outline, strokeWidth: strokeWidth, cap: cap, join: join)
        // The face owns the shape: cairo calls the render function while the document is finished, after the
        // drawing that placed the glyphs.
        let status = cairo_font_face_set_user_data(
            face, &Shape.key, Unmanaged.passRetained(shape).toOpaque(),
            { Unmanaged<Shape>.fromOpaque($0!).release() })
        guard status == CAIRO_STATUS_SUCCESS else {
            Unmanaged.passUnretained(shape).release()
            cairo_font_face_destroy(face)
            throw CairoError(operation: "create symbol font", status: status)
        }
        cairo_user_font_face_set_init_func(face) { font, _, extents in
            guard let shape = Shape.of(font), let extents else { return CAIRO_STATUS_USER_FONT_ERROR }
            let (minX, minY, maxX, maxY) = shape.bounds
            extents.pointee.ascent = -minY
            extents.pointee.descent = maxY
            extents.pointee.height = maxY - minY
            extents.pointee.max_x_advance = maxX - minX
            extents.pointee.max_y_advance = 0
            return CAIRO_STATUS_SUCCESS
        }
        cairo_user_font_face_set_render_glyph_func(face) { font, _, context, extents in
            guard let shape = Shape.of(font), let context, let extents else { return CAIRO_STATUS_USER_FONT_ERROR }
            shape.draw(on: context)
            let (minX, minY, maxX, maxY) = shape.bounds
            extents.pointee.x_bearing = minX
            extents.pointee.y_bearing = minY
            extents.pointee.width = maxX - minX
            extents.pointee.height = maxY - minY
            extents.pointee.x_advance = 0
            extents.pointee.y_advance = 0
            return CAIRO_STATUS_SUCCESS
        }
        try check(cairo_font_face_status(face), "create symbol font")
    }

    deinit { cairo_font_face_destroy(face) }

    /// The outline and its paint, read by the font's callbacks.
    private final class Shape {
        nonisolated(unsafe) static var key = cairo_user_data_key_t()
        let outline: [SymbolOutline]
        let strokeWidth: Double?
        let cap: LineCap
        let join: LineJoin
        /// The outline's box, grown by half the stroke (a miter's reach for mitered joins).
        let bounds: (Double, Double, Double, Double)

        init(outline: [SymbolOutline], strokeWidth: Double?, cap: LineCap, join: LineJoin) {
            self.outline = outline
            self.strokeWidth = strokeWidth
            self.cap = cap
            self.join = join
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            func add(_ p: (Double, Double)) {
                (minX, minY, maxX, maxY) = (min(minX, p.0), min(minY, p.1), max(maxX, p.0), max(maxY, p.1))
            }
            for element in outline {
                switch element {
                case .move(let x, let y), .line(let x, let y): add((x, y))
                case .curve(let p, let c1, let c2): [p, c1, c2].forEach(add)
                case .close: break
                }
            }
            if minX > maxX { (minX, minY, maxX, maxY) = (0, 0, 0, 0) }
            let pad = (strokeWidth ?? 0) / 2 * (join == .miter ? 10 : 1)
            bounds = (minX - pad, minY - pad, maxX + pad, maxY + pad)
        }

        static func of(_ font: OpaquePointer?) -> Shape? {
            guard let face = cairo_scaled_font_get_font_face(font),
                let data = cairo_font_face_get_user_data(face, &key)
            else { return nil }
            return Unmanaged<Shape>.fromOpaque(data).takeUnretainedValue()
        }

        func draw(on context: OpaquePointer) {
            cairo_new_path(context)
            for element in outline {
                switch element {
                case .move(let x, let y): cairo_move_to(context, x, y)
                case .line(let x, let y): cairo_line_to(context, x, y)
                case .curve(let p, let c1, let c2): cairo_curve_to(context, c1.0, c1.1, c2.0, c2.1, p.0, p.1)
                case .close: cairo_close_path(context)
                }
            }
            guard let strokeWidth else { return cairo_fill(context) }
            cairo_set_line_width(context, strokeWidth)
            cairo_set_line_cap(
                context,
                cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(
                context,
                join == .round ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            cairo_stroke(context)
        }
    }
}

extension Context {
    /// Draws `font`'s shape in the current source at each of `centers` (the shape's origin), in order.
    ///
    /// Each placement copies as a space: a PDF's text layer would otherwise hold a replacement character per
    /// symbol.
    public func showSymbols(_ font: SymbolFont, at centers: [(x: Double, y: Double)]) {
        guard !centers.isEmpty else { return }
        cairo_set_font_face(pointer, font.face)
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        cairo_set_font_matrix(pointer, &identity)
        let glyphs = centers.map { cairo_glyph_t(index: 0, x: $0.x, y: $0.y) }
        let spaces = String(repeating: " ", count: centers.count)
        let clusters = [cairo_text_cluster_t](
            repeating: cairo_text_cluster_t(num_bytes: 1, num_glyphs: 1), count: centers.count)
        cairo_show_text_glyphs(
            pointer, spaces, Int32(clamping: centers.count), glyphs, Int32(clamping: glyphs.count), clusters,
            Int32(clamping: clusters.count), cairo_text_cluster_flags_t(rawValue: 0))
        cairo_new_path(pointer)
    }
}
