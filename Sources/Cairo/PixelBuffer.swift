// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CCairo
import Foundation

/// Pixels in cairo's ARGB32 format (premultiplied, native-endian) in memory of their own: written once, while an
/// image is decoded into them, then only read, so one buffer can be drawn from any number of threads at once.
/// Each drawing wraps it in a cairo surface of its own that keeps the buffer alive until cairo lets go of it (a
/// PDF surface holds its images until the page ends).
public final class PixelBuffer: @unchecked Sendable {
    // Unchecked: the bytes are written only while the image is decoded, before the buffer is shared; then only read.
    public let width: Int
    public let height: Int
    /// Bytes per row.
    public let stride: Int
    private let bytes: UnsafeMutableRawPointer

    /// A transparent `width` × `height` buffer; sizes must be 1...32767 (cairo's limit).
    public init(width: Int, height: Int) throws {
        guard (1...32767).contains(width), (1...32767).contains(height) else {
            throw CairoError(
                operation: "allocate pixels", reason: "size \(width)×\(height) is outside 1...32767 pixels")
        }
        self.width = width
        self.height = height
        stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        bytes = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
    }

    /// The pixels of a decoded image surface, copied.
    public convenience init(copying image: ImageSurface) throws {
        try self.init(width: image.width, height: image.height)
        let rowBytes = min(stride, image.stride)
        image.withPixelBytes { source in
            guard let base = source.baseAddress else { return }
            for row in 0..<height {
                (bytes + row * stride).copyMemory(from: base + row * image.stride, byteCount: rowBytes)
            }
        }
    }

    deinit { bytes.deallocate() }

    /// The memory the buffer holds.
    public var byteCount: Int { stride * height }

    /// Calls `body` with the pixel memory to fill it; only while decoding, before the buffer is shared.
    public func fill<R>(_ body: (UnsafeMutableRawPointer) throws -> R) rethrows -> R { try body(bytes) }

    /// A new cairo surface over the buffer, holding a reference to it that cairo releases with the surface.
    fileprivate func surface() -> OpaquePointer? {
        let surface = cairo_image_surface_create_for_data(
            bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
            Int32(stride))
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let retained = Unmanaged.passRetained(self).toOpaque()
        let status = cairo_surface_set_user_data(surface, &PixelBuffer.ownerKey, retained) { owner in
            Unmanaged<PixelBuffer>.fromOpaque(owner!).release()
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            Unmanaged<PixelBuffer>.fromOpaque(retained).release()
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    nonisolated(unsafe) private static var ownerKey = cairo_user_data_key_t()
}

extension Context {
    /// Multiplies the current transform by the affine matrix `(xx, yx, xy, yy, x0, y0)`: a point (x, y) of the new
    /// user space lands at (xx·x + xy·y + x0, yx·x + yy·y + y0) of the old.
    public func transform(xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double) {
        var matrix = cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0)
        cairo_transform(pointer, &matrix)
    }

    /// Paints `pixels` with pixel (0, 0) at the user-space origin, one pixel per user unit, at `alpha`;
    /// `smooth` filters between pixels when scaled, otherwise each pixel stays a sharp square.
    public func paint(_ pixels: PixelBuffer, alpha: Double, smooth: Bool = true) {
        guard let surface = pixels.surface() else { return }
        cairo_save(pointer)
        cairo_set_source_surface(pointer, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(pointer), smooth ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        // The edge pixels are not smeared past the image's rectangle.
        cairo_pattern_set_extend(cairo_get_source(pointer), CAIRO_EXTEND_PAD)
        cairo_rectangle(pointer, 0, 0, Double(pixels.width), Double(pixels.height))
        cairo_clip(pointer)
        cairo_paint_with_alpha(pointer, alpha)
        cairo_restore(pointer)
        cairo_surface_destroy(surface)
    }

    /// Whether the context draws into a PDF or SVG document rather than pixels.
    public var drawsVectors: Bool {
        let type = cairo_surface_get_type(cairo_get_target(pointer))
        return type == CAIRO_SURFACE_TYPE_PDF || type == CAIRO_SURFACE_TYPE_SVG
    }

    /// Paints the current source everywhere inside the clip at `alpha`.
    public func paint(alpha: Double) { cairo_paint_with_alpha(pointer, alpha) }
}
