// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CCairo
import Foundation

/// A cairo surface owned by Swift: destroyed exactly once, when the last reference goes.
public class Surface {
    let pointer: OpaquePointer

    init(adopting pointer: OpaquePointer, operation: String) throws {
        self.pointer = pointer
        // A failed creation still returns a (nil-surface) object that must be destroyed; deinit does that.
        try check(cairo_surface_status(pointer), operation)
    }

    deinit { cairo_surface_destroy(pointer) }

    /// Sets how many device pixels make one user-space unit (used for HiDPI renders).
    public func setDeviceScale(_ x: Double, _ y: Double) {
        cairo_surface_set_device_scale(pointer, x, y)
    }

    /// Completes all pending drawing; for PDF and SVG this writes the document trailer.
    public func finish() throws {
        cairo_surface_finish(pointer)
        try check(cairo_surface_status(pointer), "finish surface")
    }
}

/// An in-memory raster in cairo's ARGB32 format (premultiplied, native-endian 32-bit pixels).
public final class ImageSurface: Surface {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// Allocates a transparent `width` × `height` ARGB32 image. Sizes must be 1...32767 (cairo's limit).
    public init(width: Int, height: Int) throws {
        guard (1...32767).contains(width), (1...32767).contains(height) else {
            throw CairoError(
                operation: "create image surface", reason: "size \(width)×\(height) is outside 1...32767 pixels")
        }
        self.width = width
        self.height = height
        try super.init(adopting: Self.create(width: width, height: height), operation: "create image surface")
    }

    /// A cleared ARGB32 image whose pixel memory, from 64 KiB up, is mapped by ``mapPixels(length:)``, all its
    /// pages handed over in one call instead of one page fault per 4 KiB page as drawing first touches them.
    /// Smaller images, and any mapping that fails, get cairo's own allocation.
    private static func create(width: Int, height: Int) -> OpaquePointer {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let length = stride * height
        guard stride > 0, length >= 1 << 16, let pixels = mapPixels(length: length) else {
            return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        }
        let (memory, mapped) = pixels
        let surface = cairo_image_surface_create_for_data(
            memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
            Int32(stride))!
        // The mapping goes when cairo destroys the surface (its last reference), through the user data's
        // destroy function. If cairo cannot take it, the mapping goes now and cairo allocates instead.
        let mapping = UnsafeMutablePointer<MappedPixels>.allocate(capacity: 1)
        mapping.initialize(to: MappedPixels(base: memory, length: mapped))
        let status =
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
            ? cairo_surface_set_user_data(surface, &mappedPixelsKey, mapping) { data in
                let mapping = data!.assumingMemoryBound(to: MappedPixels.self)
                munmap(mapping.pointee.base, mapping.pointee.length)
                mapping.deallocate()
            } : CAIRO_STATUS_NO_MEMORY
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            munmap(memory, mapped)
            mapping.deallocate()
            return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        }
        return surface
    }

    /// Zeroed pixel memory of at least `length` bytes, populated, and the length mapped; nil if mapping fails.
    ///
    /// The memory is laid out on 2 MiB boundaries and asks for transparent huge pages, so an 800 × 500 chart
    /// (1.6 MB) takes one 2 MiB page where it took about 390 pages of 4 KiB, each charged, listed and later
    /// freed by the kernel one at a time: about half a millisecond of a one-chart process. The last 2 MiB is
    /// mapped whole only when at most 512 KiB of it goes unused; otherwise the image's tail takes small pages.
    /// Only `length` bytes are populated, so a kernel without huge pages touches no more than the image.
    static func mapPixels(length: Int) -> (UnsafeMutableRawPointer, Int)? {
        let huge = 2 << 20
        let page = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))
        let rounded = (length + huge - 1) / huge * huge
        let mapped = rounded - length <= 512 << 10 ? rounded : (length + page - 1) / page * page
        // Room to slide to the next 2 MiB boundary; the slack before and after goes back at once.
        guard let raw = mmap(nil, mapped + huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            raw != MAP_FAILED
        else { return nil }
        let start = (Int(bitPattern: raw) + huge - 1) / huge * huge
        let lead = start - Int(bitPattern: raw)
        if lead > 0 { munmap(raw, lead) }
        let memory = raw + lead
        munmap(memory + mapped, huge - lead)
        // Advice only: without huge pages (an old kernel, THP turned off) the mapping works the same with
        // small pages, so failures are ignored.
        _ = madvise(memory, mapped, MADV_HUGEPAGE)
        if madvise(memory, length, MADV_POPULATE_WRITE) != 0 {
            // Before Linux 5.14: one write a page does what populating does.
            for offset in Swift.stride(from: 0, to: length, by: page) {
                memory.storeBytes(of: 0, toByteOffset: offset, as: UInt8.self)
            }
        }
        return (memory, mapped)
    }

    /// Decodes a PNG file held in memory.
    public init(pngData: Data) throws {
        let source = ByteSource(pngData)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    let source = Unmanaged<ByteSource>.fromOpaque(closure!).takeUnretainedValue()
                    return source.read(into: buffer!, count: Int(length))
                        ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                }, Unmanaged.passUnretained(source).toOpaque())!
        }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        try super.init(adopting: surface, operation: "decode PNG")
    }

    /// Bytes per row of ``pixelBytes()``.
    public var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// A copy of the pixel memory: `stride × height` bytes, ARGB32 premultiplied, native-endian.
    public func pixelBytes() -> [UInt8] {
        cairo_surface_flush(pointer)
        let count = stride * height
        guard let base = cairo_image_surface_get_data(pointer) else { return [] }
        return Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// Calls `body` with the live pixel memory (`stride × height` bytes) for in-place reading or writing.
    public func withPixelBytes<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        let buffer = UnsafeMutableBufferPointer(start: cairo_image_surface_get_data(pointer), count: stride * height)
        defer { cairo_surface_mark_dirty(pointer) }
        return try body(buffer)
    }

    /// Encodes the image as PNG with cairo's writer (libpng defaults: zlib level 6, adaptive filters, RGBA).
    /// ``pngData(encoding:)`` gives the same pixels several times faster.
    public func cairoPNGData() throws -> Data {
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(
                pointer,
                { closure, bytes, length in
                    Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue().append(bytes!, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque())
        }
        try check(status, "encode PNG")
        return sink.data
    }
}

/// A vector document surface (PDF or SVG) whose bytes are collected in memory.
public final class DocumentSurface: Surface {
    /// The document formats cairo can write for us.
    public enum Format: Sendable { case pdf, svg }

    private let sink: ByteSink
    /// The format this surface writes.
    public let format: Format

    /// Creates a one-page document of `width` × `height` points.
    ///
    /// PDFs get `title` as metadata and no creation date, so the same drawing gives the same bytes.
    public init(format: Format, width: Double, height: Double, title: String? = nil) throws {
        let sink = ByteSink()
        let write: cairo_write_func_t = { closure, bytes, length in
            Unmanaged<ByteSink>.fromOpaque(closure!).takeUnretainedValue().append(bytes!, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let created: OpaquePointer
        switch format {
        case .pdf: created = cairo_pdf_surface_create_for_stream(write, closure, width, height)
        case .svg: created = cairo_svg_surface_create_for_stream(write, closure, width, height)
        }
        self.sink = sink
        self.format = format
        try super.init(adopting: created, operation: format == .pdf ? "create PDF surface" : "create SVG surface")
        if format == .pdf {
            cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATE_DATE, nil)
            // cairo refuses noncharacters as invalid UTF-8, and would fail the whole document for a title.
            if let title { cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_TITLE, cairoText(title)) }
            cairo_pdf_surface_set_metadata(pointer, CAIRO_PDF_METADATA_CREATOR, "ShipPlot")
            try check(cairo_surface_status(pointer), "set PDF metadata")
        } else {
            // CSS pixels, one per point, so a browser shows the SVG at the size of the PNG at scale 1.
            cairo_svg_surface_set_document_unit(pointer, CAIRO_SVG_UNIT_PX)
        }
    }

    /// Sets the size in points of the pages that follow (PDF only; SVG documents have one page).
    public func setPageSize(width: Double, height: Double) throws {
        guard format == .pdf else { return }
        cairo_pdf_surface_set_size(pointer, width, height)
        try check(cairo_surface_status(pointer), "set PDF page size")
    }

    /// Adds a bookmark named `title` that opens page `page` (1-based) at the top level of the PDF's outline and
    /// returns its id. Other formats ignore it and return 0.
    @discardableResult
    public func addOutline(_ title: String, page: Int) throws -> Int {
        guard format == .pdf else { return 0 }
        guard page >= 1 else { throw CairoError(operation: "add PDF outline", reason: "page \(page) is not a page") }
        let id = cairo_pdf_surface_add_outline(
            pointer, Int32(CAIRO_PDF_OUTLINE_ROOT), cairoText(title), "page=\(page)",
            cairo_pdf_outline_flags_t(rawValue: 0))
        try check(cairo_surface_status(pointer), "add PDF outline")
        return Int(id)
    }

    /// Finishes the document and returns its bytes.
    public func documentData() throws -> Data {
        try finish()
        return sink.data
    }
}

/// Collects bytes that cairo writes through its stream callbacks. cairo writes a PDF in hundreds of pieces of a
/// few bytes; each appended to `Data` cost about a thousand instructions, to an array little more than the copy.
final class ByteSink {
    private var bytes: [UInt8] = []
    func append(_ bytes: UnsafePointer<UInt8>, count: Int) {
        self.bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
    }
    /// What was written so far.
    var data: Data { Data(bytes) }
}

/// Hands bytes to cairo's stream reader, failing cleanly when it asks past the end.
final class ByteSource {
    private let data: Data
    private var offset = 0
    init(_ data: Data) { self.data = data }
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= data.count - offset else { return false }
        data.withUnsafeBytes { raw in
            buffer.update(from: raw.baseAddress!.advanced(by: offset).assumingMemoryBound(to: UInt8.self), count: count)
        }
        offset += count
        return true
    }
}

/// `text` with each noncharacter (U+FDD0–U+FDEF, U+xFFFE, U+xFFFF) as U+FFFD: cairo checks the UTF-8 of
/// document titles and outline entries and refuses these, failing the whole PDF.
func cairoText(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: \.properties.isNoncharacterCodePoint) else { return text }
    return String(
        String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.isNoncharacterCodePoint ? "\u{FFFD}" : $0 }))
}

/// Pixel memory an ``ImageSurface`` mapped itself: unmapped when cairo destroys the surface.
private struct MappedPixels {
    var base: UnsafeMutableRawPointer
    var length: Int
}

nonisolated(unsafe) private var mappedPixelsKey = cairo_user_data_key_t()
