// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One straight (non-premultiplied) RGBA8 colour.
public struct RGBA: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red, 0–255.
    public var r: UInt8
    /// Green, 0–255.
    public var g: UInt8
    /// Blue, 0–255.
    public var b: UInt8
    /// Alpha (opacity), 0 transparent – 255 opaque.
    public var a: UInt8

    /// Creates a colour; alpha defaults to 255 (opaque).
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Opaque white.
    public static let white = RGBA(255, 255, 255)
    /// Opaque black.
    public static let black = RGBA(0, 0, 0)
    /// Transparent black, (0, 0, 0, 0).
    public static let transparent = RGBA(0, 0, 0, 0)
    /// Opaque red, pixelmatch's `diffColor`.
    public static let red = RGBA(255, 0, 0)
    /// Opaque green, the `diffColorAlt` used here.
    public static let green = RGBA(0, 255, 0)
    /// Opaque yellow, pixelmatch's `aaColor`.
    public static let yellow = RGBA(255, 255, 0)

    /// `rgba(r,g,b,a)`.
    public var description: String { "rgba(\(r),\(g),\(b),\(a))" }
}

/// A width × height pair, printed as `480×270`.
public struct ImageSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `width×height`, e.g. `480×270`.
    public var description: String { "\(width)×\(height)" }
}

/// Why an ``RGBAImage`` could not be built.
public enum RGBAImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A dimension is negative.
    case negativeSize(width: Int, height: Int)
    /// `width × height × 4` overflows `Int`.
    case tooLarge(width: Int, height: Int)
    /// The pixel array does not hold exactly `width × height × 4` bytes.
    case pixelCountMismatch(width: Int, height: Int, expectedBytes: Int, actualBytes: Int)
    /// A premultiplied buffer's row stride is shorter than `width × 4`.
    case strideTooSmall(stride: Int, width: Int)
    /// A premultiplied buffer is shorter than its rows need.
    case bufferTooSmall(expectedBytes: Int, actualBytes: Int)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .negativeSize(let width, let height):
            return "image size \(width)×\(height) is negative"
        case .tooLarge(let width, let height):
            return "image size \(width)×\(height) is too large"
        case .pixelCountMismatch(let width, let height, let expected, let actual):
            return "a \(width)×\(height) RGBA image needs \(expected) bytes, got \(actual)"
        case .strideTooSmall(let stride, let width):
            return "stride \(stride) is shorter than \(width) pixels × 4 bytes"
        case .bufferTooSmall(let expected, let actual):
            return "pixel buffer holds \(actual) bytes, needs at least \(expected)"
        }
    }
}

/// A raster in straight (non-premultiplied) RGBA8: row-major, 4 bytes a pixel, no row padding.
///
/// This is the form the comparison works on; cairo's premultiplied ARGB32 is converted with
/// ``fromPremultipliedBGRA(width:height:stride:bytes:)`` and back with ``toPremultipliedBGRA()``.
public struct RGBAImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A for each pixel, rows top to bottom.
    public private(set) var pixels: [UInt8]

    /// Wraps `pixels`, which must hold exactly `width × height × 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(RGBAImageError) {
        let expected = try Self.byteCount(width: width, height: height)
        guard pixels.count == expected else {
            throw .pixelCountMismatch(width: width, height: height, expectedBytes: expected, actualBytes: pixels.count)
        }
        self.init(unchecked: width, height, pixels)
    }

    /// Creates an image filled with one colour (default: transparent black).
    public init(width: Int, height: Int, fill: RGBA = .transparent) throws(RGBAImageError) {
        let count = try Self.byteCount(width: width, height: height)
        self.init(unchecked: width, height, Self.filledBytes(count: count, with: fill))
    }

    /// For sizes already known to be valid (internal producers such as the diff renderers).
    init(unchecked width: Int, _ height: Int, _ pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Internal fill initializer for sizes derived from existing images.
    init(unchecked width: Int, _ height: Int, fill: RGBA) {
        self.init(unchecked: width, height, Self.filledBytes(count: width * height * 4, with: fill))
    }

    /// `width × height`.
    public var size: ImageSize { ImageSize(width: width, height: height) }

    /// Number of pixels, `width × height`.
    public var pixelCount: Int { width * height }

    /// The pixel at column `x`, row `y` (origin top left). Traps when out of bounds.
    public subscript(x: Int, y: Int) -> RGBA {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(size)")
            let i = (y * width + x) * 4
            return RGBA(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(size)")
            let i = (y * width + x) * 4
            pixels[i] = newValue.r
            pixels[i + 1] = newValue.g
            pixels[i + 2] = newValue.b
            pixels[i + 3] = newValue.a
        }
    }

    /// Gives `body` mutable access to the pixel bytes (the count cannot change).
    public mutating func withUnsafeMutablePixelBytes<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R)
        rethrows -> R
    {
        try pixels.withUnsafeMutableBufferPointer { try body($0) }
    }

    /// Same size and same bytes; compared with `memcmp` because the generic `Array ==` is slow in debug builds.
    public static func == (lhs: RGBAImage, rhs: RGBAImage) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        return bytesEqual(lhs.pixels, rhs.pixels)
    }

    // MARK: cairo ARGB32 conversion

    /// Converts cairo's `CAIRO_FORMAT_ARGB32` memory to straight RGBA.
    ///
    /// Each pixel is a native-endian 32-bit word `A<<24 | R<<16 | G<<8 | B` with premultiplied colour, i.e. bytes
    /// B, G, R, A on little-endian hosts. Colours are un-premultiplied with rounding, `c = (c·255 + a/2) / a`
    /// (cairo's own PNG writer does the same); fully transparent pixels become (0, 0, 0, 0).
    /// `stride` is the byte length of a row (`cairo_image_surface_get_stride`), at least `width × 4`.
    public static func fromPremultipliedBGRA(
        width: Int, height: Int, stride: Int, bytes: UnsafeBufferPointer<UInt8>
    ) throws(RGBAImageError) -> RGBAImage {
        let count = try byteCount(width: width, height: height)
        guard stride >= width * 4 else { throw .strideTooSmall(stride: stride, width: width) }
        // The last row only needs its pixels, not its padding.
        let needed = height == 0 ? 0 : stride * (height - 1) + width * 4
        guard bytes.count >= needed else { throw .bufferTooSmall(expectedBytes: needed, actualBytes: bytes.count) }
        var out = [UInt8](repeating: 0, count: count)
        guard count > 0, let base = bytes.baseAddress else { return RGBAImage(unchecked: width, height, out) }
        let source = UnsafeRawPointer(base)
        out.withUnsafeMutableBufferPointer { dst in
            let d = dst.baseAddress!
            var o = 0
            var y = 0
            while y < height {
                let row = source + y * stride
                var x = 0
                while x < width {
                    let word = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                    let a = word >> 24
                    if a == 255 {
                        d[o] = UInt8(truncatingIfNeeded: word >> 16)
                        d[o + 1] = UInt8(truncatingIfNeeded: word >> 8)
                        d[o + 2] = UInt8(truncatingIfNeeded: word)
                        d[o + 3] = 255
                    } else if a != 0 {
                        d[o] = unpremultiply((word >> 16) & 0xFF, a)
                        d[o + 1] = unpremultiply((word >> 8) & 0xFF, a)
                        d[o + 2] = unpremultiply(word & 0xFF, a)
                        d[o + 3] = UInt8(a)
                    }  // a == 0 stays (0, 0, 0, 0)
                    o &+= 4
                    x &+= 1
                }
                y &+= 1
            }
        }
        return RGBAImage(unchecked: width, height, out)
    }

    /// The same conversion from an array, e.g. cairo's `ImageSurface.pixelBytes()`.
    public static func fromPremultipliedBGRA(
        width: Int, height: Int, stride: Int, bytes: [UInt8]
    ) throws(RGBAImageError) -> RGBAImage {
        let result: Result<RGBAImage, RGBAImageError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(RGBAImageError) {
                return .success(try fromPremultipliedBGRA(width: width, height: height, stride: stride, bytes: buffer))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Converts to cairo's `CAIRO_FORMAT_ARGB32` (premultiplied, native-endian words), for encoding through cairo.
    ///
    /// The stride is `width × 4` (cairo's stride for ARGB32 at any width). Premultiplication rounds to nearest,
    /// as cairo's PNG reader does, so converting cairo data to RGBA and back reproduces it exactly.
    public func toPremultipliedBGRA() -> (stride: Int, bytes: [UInt8]) {
        var out = [UInt8](repeating: 0, count: pixels.count)
        out.withUnsafeMutableBufferPointer { dst in
            writePremultipliedBGRA(into: dst, stride: width * 4)
        }
        return (width * 4, out)
    }

    /// Writes the premultiplied ARGB32 form into existing memory (e.g. a cairo surface's data) with row `stride`.
    /// Row padding is left untouched. Traps if the buffer is too small.
    public func writePremultipliedBGRA(into destination: UnsafeMutableBufferPointer<UInt8>, stride: Int) {
        precondition(stride >= width * 4, "stride \(stride) is shorter than \(width) pixels × 4 bytes")
        guard width > 0, height > 0 else { return }
        precondition(destination.count >= stride * (height - 1) + width * 4, "destination buffer too small")
        let target = UnsafeMutableRawPointer(destination.baseAddress!)
        pixels.withUnsafeBufferPointer { src in
            let s = src.baseAddress!
            var i = 0
            var y = 0
            while y < height {
                let row = target + y * stride
                var x = 0
                while x < width {
                    let a = UInt32(s[i + 3])
                    let word: UInt32
                    if a == 255 {
                        word = 0xFF00_0000 | UInt32(s[i]) << 16 | UInt32(s[i + 1]) << 8 | UInt32(s[i + 2])
                    } else if a == 0 {
                        word = 0
                    } else {
                        word =
                            a << 24 | premultiply(UInt32(s[i]), a) << 16
                            | premultiply(UInt32(s[i + 1]), a) << 8 | premultiply(UInt32(s[i + 2]), a)
                    }
                    row.storeBytes(of: word, toByteOffset: x &* 4, as: UInt32.self)
                    i &+= 4
                    x &+= 1
                }
                y &+= 1
            }
        }
    }

    // MARK: helpers

    static func byteCount(width: Int, height: Int) throws(RGBAImageError) -> Int {
        guard width >= 0, height >= 0 else { throw .negativeSize(width: width, height: height) }
        let (area, o1) = width.multipliedReportingOverflow(by: height)
        let (bytes, o2) = area.multipliedReportingOverflow(by: 4)
        guard !o1, !o2 else { throw .tooLarge(width: width, height: height) }
        return bytes
    }

    static func filledBytes(count: Int, with colour: RGBA) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        if colour == .transparent || count == 0 { return bytes }
        bytes.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            base[0] = colour.r
            base[1] = colour.g
            base[2] = colour.b
            base[3] = colour.a
            // Doubling copies: a handful of memcpy calls instead of a per-pixel loop (slow in debug builds).
            var filled = 4
            while filled < count {
                let chunk = filled < count - filled ? filled : count - filled
                (base + filled).update(from: base, count: chunk)
                filled += chunk
            }
        }
        return bytes
    }
}

/// `(c·255 + a/2) / a`, clamped because invalid premultiplied data can have c > a.
@inline(__always)
private func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt8 {
    UInt8(min(255, (c &* 255 &+ a / 2) / a))
}

/// `round(c·a / 255)` without division, the formula cairo and pixman use.
@inline(__always)
private func premultiply(_ c: UInt32, _ a: UInt32) -> UInt32 {
    let t = c &* a &+ 0x80
    return (t &+ (t >> 8)) >> 8
}

/// Byte-wise equality of two arrays with `memcmp`.
func bytesEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBufferPointer { pa in
        b.withUnsafeBufferPointer { pb in
            guard let x = pa.baseAddress, let y = pb.baseAddress else { return true }
            return memcmp(x, y, pa.count) == 0
        }
    }
}
