// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CCairo
import Foundation

/// The PNG row filter: a per-row transform that makes rows compress better.
public enum PNGFilter: Sendable, Equatable {
    /// Rows stored as they are.
    case none
    /// Each byte minus the byte one pixel to the left.
    case sub
    /// Each byte minus the byte above.
    case up
    /// Each byte minus the Paeth predictor of left, above and upper-left.
    case paeth
    /// Per row, whichever of the four gives the smallest sum of absolute differences (libpng's heuristic).
    case adaptive
}

/// How ``ImageSurface/pngData(encoding:)`` trades encoding time against file size.
public struct PNGEncoding: Sendable, Equatable {
    /// zlib's compression level, 0 (store) ... 9 (smallest).
    public var level: Int
    /// The row filter.
    public var filter: PNGFilter

    /// Creates an encoding; `level` is clamped to 0...9.
    public init(level: Int, filter: PNGFilter) {
        self.level = min(max(level, 0), 9)
        self.filter = filter
    }

    /// The default: zlib level 3 with the Up filter. On 800 × 500 charts about 5× faster than libpng's
    /// defaults, with files 10–35 % larger (`ShipPlotBench --png` measures it).
    public static let fast = PNGEncoding(level: 3, filter: .up)
    /// zlib level 6 with the Up filter: files as small as libpng's defaults give, about 2× slower than ``fast``.
    public static let small = PNGEncoding(level: 6, filter: .up)
}

extension ImageSurface {
    /// Encodes the image as an 8-bit PNG with ShipPlot's own writer: RGB when every pixel is opaque, RGBA
    /// otherwise. Besides the pixels it writes only an sRGB chunk (the colours are sRGB) and a pHYs chunk giving
    /// 72 dpi times the surface's device scale, so a scale-2 image displays at the size of a scale-1 one; no
    /// timestamp, so the same pixels always give the same bytes. Decoded, the pixels equal those of cairo's own
    /// writer (``cairoPNGData()``).
    public func pngData(encoding: PNGEncoding = .fast) throws -> Data {
        try PNGWriter(encoding: encoding).encode(self)
    }
}

/// The zlib calls the writer makes, replaceable so tests can make each one fail.
struct ZlibCalls: Sendable {
    var deflateInit: @Sendable (_ stream: z_streamp, _ level: Int32, _ strategy: Int32) -> Int32 = {
        shipplot_deflate_init($0, $1, $2)
    }
    var deflate: @Sendable (_ stream: z_streamp, _ flush: Int32) -> Int32 = { CCairo.deflate($0, $1) }
    var deflateEnd: @Sendable (_ stream: z_streamp) -> Int32 = { CCairo.deflateEnd($0) }
    var deflatePrime: @Sendable (_ stream: z_streamp, _ bits: Int32, _ value: Int32) -> Int32 = {
        CCairo.deflatePrime($0, $1, $2)
    }
}

/// Writes ARGB32 / RGB24 cairo images as PNG through zlib.
struct PNGWriter {
    var encoding: PNGEncoding
    var zlib = ZlibCalls()

    /// Largest IDAT chunk written; decoders accept any size, this keeps chunks conventional.
    static let chunkLimit = 1 << 16

    func encode(_ surface: ImageSurface) throws -> Data {
        let format = cairo_image_surface_get_format(surface.pointer)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw CairoError(operation: "encode PNG", reason: "only ARGB32 and RGB24 images can be encoded")
        }
        let width = surface.width, height = surface.height, stride = surface.stride
        cairo_surface_flush(surface.pointer)
        guard let base = cairo_image_surface_get_data(surface.pointer) else {
            throw CairoError(operation: "encode PNG", reason: "the image has no pixel data")
        }
        let pixels = UnsafeRawPointer(base)
        let opaque = format == CAIRO_FORMAT_RGB24 || Self.isOpaque(pixels, width: width, height: height, stride: stride)
        let channels = opaque ? 3 : 4

        var png = Data()
        png.reserveCapacity(width * height / 4 + 1024)
        png.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = [UInt8]()
        header.append(contentsOf: Self.bigEndian(UInt32(width)))
        header.append(contentsOf: Self.bigEndian(UInt32(height)))
        // 8 bits per channel, colour type 2 (RGB) or 6 (RGBA), deflate, adaptive filtering, no interlace.
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        Self.appendChunk("IHDR", header[...], to: &png)
        // Rendering intent 0, perceptual: the usual choice for images made in sRGB.
        Self.appendChunk("sRGB", [0][...], to: &png)
        Self.appendChunk("pHYs", Self.physicalDensity(surface)[...], to: &png)
        let compressed = try deflateRows(
            pixels, width: width, height: height, stride: stride,
            channels: channels, straightAlpha: !opaque)
        var offset = 0
        repeat {
            let end = min(compressed.count, offset + Self.chunkLimit)
            Self.appendChunk("IDAT", compressed[offset..<end], to: &png)
            offset = end
        } while offset < compressed.count
        Self.appendChunk("IEND", [][...], to: &png)
        return png
    }

    /// The pHYs chunk's data: pixels per metre on each axis and unit 1 (metre). A point is 1/72 inch, so device
    /// scale 1 gives 72 dpi (2835 px/m) and scale 2 gives 144 dpi (5669 px/m).
    static func physicalDensity(_ surface: ImageSurface) -> [UInt8] {
        var x = 1.0, y = 1.0
        cairo_surface_get_device_scale(surface.pointer, &x, &y)
        func perMetre(_ scale: Double) -> [UInt8] {
            let value = (72 * scale / 0.0254).rounded()
            return bigEndian(value.isFinite && value >= 1 && value <= 0x7FFF_FFFF ? UInt32(value) : 2835)
        }
        return perMetre(x) + perMetre(y) + [1]
    }

    /// True when every pixel's alpha is 255.
    static func isOpaque(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<width { all &= row[x] }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    /// Runs of at least this many rows that repeat the row above are written as ``RepeatedRowBlock``s; shorter
    /// ones go to zlib, since each diversion costs a zlib flush (about 5 bytes) and a new zlib block header.
    static let minimumRepeatedRun = 4

    /// Filters each row and feeds it to deflate; returns the zlib stream. With the Up filter, runs of rows equal
    /// to the row above (found by comparing cairo's pixels, before any conversion) bypass zlib.
    private func deflateRows(
        _ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int,
        channels: Int, straightAlpha: Bool
    ) throws -> [UInt8] {
        let rowBytes = width * channels
        // Two raw rows (this one and the one above) and one filtered row per candidate filter.
        var current = [UInt8](repeating: 0, count: rowBytes)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var filtered = [UInt8](repeating: 0, count: 1 + rowBytes)
        var scratch = [UInt8](repeating: 0, count: encoding.filter == .adaptive ? 1 + rowBytes : 0)

        let deflater = try Deflater(level: encoding.level, zlib: zlib, check: check)
        let repeats = RepeatedRows(
            enabled: encoding.filter == .up && encoding.level > 0 && RepeatedRowBlock.isPossible(rowBytes: rowBytes),
            block: RepeatedRowBlock(type: 2, rowBytes: rowBytes))

        for y in 0..<height {
            let row = pixels.advanced(by: y * stride)
            if repeats.enabled && y > 0 && memcmp(row, row - stride, width * 4) == 0 {
                repeats.pending += 1
                continue
            }
            try repeats.flush(into: deflater)
            current.withUnsafeMutableBufferPointer { out in
                if straightAlpha {
                    Self.unpremultiply(row.assumingMemoryBound(to: UInt32.self), width: width, into: out)
                } else {
                    Self.rgb(row.assumingMemoryBound(to: UInt32.self), width: width, into: out)
                }
            }
            filtered.withUnsafeMutableBufferPointer { f in
                current.withUnsafeBufferPointer { cur in
                    previous.withUnsafeBufferPointer { prev in
                        scratch.withUnsafeMutableBufferPointer { s in
                            Self.filterRow(
                                cur, previous: prev, first: y == 0, bpp: channels, filter: encoding.filter,
                                into: f, scratch: s)
                        }
                    }
                }
            }
            try filtered.withUnsafeMutableBufferPointer { row in try deflater.feed(row, flush: Z_NO_FLUSH) }
            swap(&current, &previous)
        }
        try repeats.flush(into: deflater)
        return try deflater.finish()
    }

    private func check(_ status: Int32, _ operation: String) throws {
        guard status == Z_OK else {
            throw CairoError(operation: "encode PNG", reason: "zlib could not \(operation): \(Self.describe(status))")
        }
    }

    static func describe(_ status: Int32) -> String {
        switch status {
        case Z_MEM_ERROR: "out of memory"
        case Z_STREAM_ERROR: "inconsistent stream state (Z_STREAM_ERROR)"
        case Z_BUF_ERROR: "no progress possible (Z_BUF_ERROR)"
        case Z_VERSION_ERROR: "incompatible zlib library version"
        case Z_DATA_ERROR: "data error (Z_DATA_ERROR)"
        default: "status \(status)"
        }
    }

    /// Opaque pixels to R, G, B bytes (ARGB32 is native-endian 0xAARRGGBB).
    @inline(__always)
    static func rgb(_ row: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
        var o = 0
        for x in 0..<width {
            let p = row[x]
            out[o] = UInt8(truncatingIfNeeded: p >> 16)
            out[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
            out[o + 2] = UInt8(truncatingIfNeeded: p)
            o += 3
        }
    }

    /// Premultiplied pixels to straight R, G, B, A bytes, rounding exactly as cairo's own PNG writer does.
    @inline(__always)
    static func unpremultiply(_ row: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
        var o = 0
        for x in 0..<width {
            let p = row[x]
            let a = p >> 24
            if a == 0 {
                out[o] = 0; out[o + 1] = 0; out[o + 2] = 0; out[o + 3] = 0
            } else if a == 255 {
                out[o] = UInt8(truncatingIfNeeded: p >> 16)
                out[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
                out[o + 2] = UInt8(truncatingIfNeeded: p)
                out[o + 3] = 255
            } else {
                let half = a / 2
                out[o] = UInt8(truncatingIfNeeded: (((p >> 16) & 0xFF) * 255 + half) / a)
                out[o + 1] = UInt8(truncatingIfNeeded: (((p >> 8) & 0xFF) * 255 + half) / a)
                out[o + 2] = UInt8(truncatingIfNeeded: ((p & 0xFF) * 255 + half) / a)
                out[o + 3] = UInt8(truncatingIfNeeded: a)
            }
            o += 4
        }
    }

    /// Writes the filter type byte and the filtered row into `out` (1 + row length bytes).
    static func filterRow(
        _ cur: UnsafeBufferPointer<UInt8>, previous prev: UnsafeBufferPointer<UInt8>, first: Bool,
        bpp: Int, filter: PNGFilter, into out: UnsafeMutableBufferPointer<UInt8>,
        scratch: UnsafeMutableBufferPointer<UInt8>
    ) {
        // Above the first row everything is zero, so Up is None there and Paeth is Sub.
        switch filter {
        case .none: apply(0, cur, prev, bpp, out)
        case .sub: apply(1, cur, prev, bpp, out)
        case .up: apply(first ? 0 : 2, cur, prev, bpp, out)
        case .paeth: apply(first ? 1 : 4, cur, prev, bpp, out)
        case .adaptive:
            var best = UInt64.max
            for type: UInt8 in first ? [0, 1] : [0, 1, 2, 3, 4] {
                apply(type, cur, prev, bpp, scratch)
                var sum: UInt64 = 0
                for i in 1..<scratch.count {
                    let v = Int8(bitPattern: scratch[i])
                    sum &+= UInt64(v.magnitude)
                }
                if sum < best {
                    best = sum
                    _ = out.update(fromContentsOf: scratch)
                }
            }
        }
    }

    @inline(__always)
    static func apply(
        _ type: UInt8, _ cur: UnsafeBufferPointer<UInt8>, _ prev: UnsafeBufferPointer<UInt8>, _ bpp: Int,
        _ out: UnsafeMutableBufferPointer<UInt8>
    ) {
        out[0] = type
        let n = cur.count
        switch type {
        case 0:
            for i in 0..<n { out[i + 1] = cur[i] }
        case 1:
            for i in 0..<min(bpp, n) { out[i + 1] = cur[i] }
            if n > bpp { for i in bpp..<n { out[i + 1] = cur[i] &- cur[i - bpp] } }
        case 2:
            for i in 0..<n { out[i + 1] = cur[i] &- prev[i] }
        case 3:
            for i in 0..<min(bpp, n) { out[i + 1] = cur[i] &- prev[i] / 2 }
            if n > bpp {
                for i in bpp..<n { out[i + 1] = cur[i] &- UInt8((UInt16(cur[i - bpp]) + UInt16(prev[i])) / 2) }
            }
        default:
            for i in 0..<min(bpp, n) { out[i + 1] = cur[i] &- prev[i] }
            if n > bpp {
                for i in bpp..<n { out[i + 1] = cur[i] &- paeth(cur[i - bpp], prev[i], prev[i - bpp]) }
            }
        }
    }

    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [
            UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8),
            UInt8(truncatingIfNeeded: v),
        ]
    }

    /// Appends length, type, data and the CRC-32 of type + data.
    static func appendChunk<C: Collection>(_ type: String, _ data: C, to png: inout Data) where C.Element == UInt8 {
        let typeBytes = Array(type.utf8)
        png.append(contentsOf: bigEndian(UInt32(data.count)))
        png.append(contentsOf: typeBytes)
        png.append(contentsOf: data)
        var crc = typeBytes.withUnsafeBufferPointer { CCairo.crc32(0, $0.baseAddress, UInt32($0.count)) }
        let contiguous = data.withContiguousStorageIfAvailable { buffer in
            CCairo.crc32(crc, buffer.baseAddress, UInt32(buffer.count))
        }
        crc = contiguous ?? Array(data).withUnsafeBufferPointer { CCairo.crc32(crc, $0.baseAddress, UInt32($0.count)) }
        png.append(contentsOf: bigEndian(UInt32(truncatingIfNeeded: crc)))
    }
}

/// Rows that repeat the row above, waiting to be written, and the Adler-32 of every row so far (zlib's own
/// checksum misses the rows it does not see).
private final class RepeatedRows {
    let enabled: Bool
    let block: RepeatedRowBlock
    var pending = 0

    init(enabled: Bool, block: RepeatedRowBlock) {
        self.enabled = enabled
        self.block = block
    }

    /// Writes the pending rows: a long run as its own block after a full flush (so zlib's later matches never
    /// reach back past it), a short one through zlib.
    func flush(into deflater: Deflater) throws {
        guard pending > 0 else { return }
        defer { pending = 0 }
        if pending < PNGWriter.minimumRepeatedRun {
            var row = [UInt8](repeating: 0, count: 1 + block.rowBytes)
            row[0] = block.type
            for _ in 0..<pending { try row.withUnsafeMutableBufferPointer { try deflater.feed($0, flush: Z_NO_FLUSH) } }
            return
        }
        try deflater.feed(UnsafeMutableBufferPointer(start: nil, count: 0), flush: Z_FULL_FLUSH)
        var bits = BitWriter()
        block.write(rows: pending, to: &bits)
        try deflater.insert(bits.takeBytes(), thenBits: bits.pendingBits)
        deflater.adler = block.adler32(continuing: deflater.adler, rows: pending)
    }
}

/// A zlib stream: zlib's raw deflate between the zlib header and the Adler-32 of every byte fed or inserted,
/// which this class writes; freed on every path, checked only on success. The stream lives at one address
/// because zlib's state points back at it.
private final class Deflater {
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var started = false
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var output: [UInt8]
    private let zlib: ZlibCalls
    private let check: (Int32, String) throws -> Void
    /// The checksum of the uncompressed bytes so far.
    var adler: UInt32 = 1

    init(level: Int, zlib: ZlibCalls, check: @escaping (Int32, String) throws -> Void) throws {
        self.zlib = zlib
        self.check = check
        output = Self.header(level: level)
        stream.initialize(to: z_stream())
        try check(zlib.deflateInit(stream, Int32(level), Z_DEFAULT_STRATEGY), "start compression")
        started = true
    }

    /// The two bytes zlib itself starts a stream with: deflate with a 32 KiB window, the level's class (RFC 1950
    /// FLEVEL, as zlib assigns it: 0 below level 2, 1 up to 5, 2 at 6, 3 above), and the check bits.
    static func header(level: Int) -> [UInt8] {
        let levelClass = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var value = 0x7800 | levelClass << 6
        value += 31 - value % 31
        return [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    // After a failure the stream is freed without looking at the status: the failure is what gets reported.
    deinit {
        if started { _ = zlib.deflateEnd(stream) }
        stream.deallocate()
    }

    func feed(_ bytes: UnsafeMutableBufferPointer<UInt8>, flush: Int32) throws {
        let finish = flush == Z_FINISH
        if !bytes.isEmpty { adler = Adler32.update(adler, UnsafeRawBufferPointer(bytes)) }
        stream.pointee.next_in = bytes.baseAddress
        stream.pointee.avail_in = UInt32(bytes.count)
        try chunk.withUnsafeMutableBufferPointer { out in
            while true {
                stream.pointee.next_out = out.baseAddress
                stream.pointee.avail_out = UInt32(out.count)
                let pending = stream.pointee.avail_in
                let status = zlib.deflate(stream, flush)
                let produced = out.count - Int(stream.pointee.avail_out)
                if status == Z_STREAM_END && finish {
                    output.append(contentsOf: out[0..<produced])
                    return
                }
                try check(status, "compress")
                // zlib's Z_OK promises progress; a call that made none would loop forever.
                if produced == 0 && stream.pointee.avail_in == pending { try check(Z_BUF_ERROR, "compress") }
                output.append(contentsOf: out[0..<produced])
                // Short of Z_FINISH deflate is done once it has taken all input and left output room.
                if !finish && stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0 { return }
            }
        }
    }

    /// Appends deflate data of our own after a full flush (which leaves the output on a byte boundary); its
    /// last, partial byte goes to zlib, which continues the bit stream from there.
    func insert(_ bytes: [UInt8], thenBits bits: (value: UInt64, count: Int)) throws {
        output.append(contentsOf: bytes)
        if bits.count > 0 { try check(zlib.deflatePrime(stream, Int32(bits.count), Int32(bits.value)), "compress") }
    }

    /// Ends the stream: the last deflate block, then the checksum.
    func finish() throws -> [UInt8] {
        var none = [UInt8]()
        try none.withUnsafeMutableBufferPointer { try feed($0, flush: Z_FINISH) }
        started = false
        try check(zlib.deflateEnd(stream), "finish compression")
        output.append(contentsOf: PNGWriter.bigEndian(adler))
        return output
    }
}
