// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

// A port of pixelmatch v7.1.0 (https://github.com/mapbox/pixelmatch, ISC licence, Vladimir Agafonkin), pinned on
// purpose: later versions (after v7.2.0) switched to an OKLab/HyAB metric, which would change what passes.
// Kept to the original's arithmetic and loop order (which neighbour counts as "darkest" depends on it), so counts
// match the JavaScript pixel for pixel.

/// Options for ``pixelmatch(_:_:options:drawDiff:)``. Defaults are pixelmatch v7.1.0's, except that
/// `diffColorAlt` defaults to green (pixelmatch leaves it unset, painting every difference red).
public struct PixelMatchOptions: Equatable, Sendable {
    /// Matching threshold, 0...1; smaller is more sensitive. Default 0.1.
    public var threshold: Double
    /// Count anti-aliased pixels as differences instead of excusing them. Default `false`.
    public var includeAA: Bool
    /// Opacity of image 1's grey copy in the diff image. Default 0.1.
    public var alpha: Double
    /// Diff colour of pixels excused as anti-aliasing. Default yellow (255, 255, 0).
    public var aaColor: RGBA
    /// Diff colour of counted pixels where image 2 is brighter (pixelmatch: delta ≥ 0). Default red (255, 0, 0).
    public var diffColor: RGBA
    /// Diff colour of counted pixels where image 2 is darker; `nil` uses `diffColor`. Default green (0, 255, 0).
    public var diffColorAlt: RGBA?
    /// Draw only the differences over a transparent background. Default `false`.
    public var diffMask: Bool

    /// Creates options; every parameter defaults as documented on its property.
    public init(
        threshold: Double = 0.1,
        includeAA: Bool = false,
        alpha: Double = 0.1,
        aaColor: RGBA = .yellow,
        diffColor: RGBA = .red,
        diffColorAlt: RGBA? = .green,
        diffMask: Bool = false
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
    }
}

/// What ``pixelmatch(_:_:options:drawDiff:)`` found.
public struct PixelMatchResult: Equatable, Sendable {
    /// Pixels whose YIQ difference exceeds the threshold and are not excused as anti-aliasing (pixelmatch's return value).
    public let differingPixels: Int
    /// Pixels over the threshold that were excused as anti-aliasing (painted `aaColor`; always 0 with `includeAA`).
    public let antialiasedPixels: Int
    /// The diff image, when requested.
    public let diffImage: RGBAImage?
}

/// Constants and the colour metric of the pixelmatch port.
public enum PixelMatch {
    /// The pixelmatch release this port follows.
    public static let version = "7.1.0"

    /// Largest possible YIQ delta (reached by red vs cyan; black vs white gives about 32857).
    public static let maxYIQDelta = 35215.0

    /// The squared YIQ distance between two colours as pixelmatch computes it, negative when `first` is brighter.
    ///
    /// `byteOffset` is the pixel's byte offset in the image: v7.1.0 blends translucent pixels over a
    /// checkerboard chosen from it. Opaque colours do not depend on it.
    public static func colorDelta(_ first: RGBA, _ second: RGBA, byteOffset: Int = 0) -> Double {
        colorDeltaValues(
            Double(first.r), Double(first.g), Double(first.b), Double(first.a),
            Double(second.r), Double(second.g), Double(second.b), Double(second.a), byteOffset, yOnly: false)
    }
}

/// Compares two same-sized images with pixelmatch v7.1.0 and optionally draws its diff image.
///
/// The diff image shows image 1 as faded grey (`alpha`), counted differences in `diffColor` (image 2 brighter)
/// or `diffColorAlt` (image 2 darker), and excused anti-aliasing in `aaColor`. Traps if the sizes differ;
/// ``compareImages(expected:actual:options:)`` checks that first.
public func pixelmatch(
    _ image1: RGBAImage, _ image2: RGBAImage, options: PixelMatchOptions = PixelMatchOptions(), drawDiff: Bool = true
) -> PixelMatchResult {
    precondition(image1.size == image2.size, "pixelmatch: image sizes do not match (\(image1.size) vs \(image2.size))")
    let count = image1.pixelCount
    var output: [UInt8] = drawDiff ? [UInt8](repeating: 0, count: count * 4) : []
    var counts = (differing: 0, excused: 0)
    if count > 0 {
        image1.pixels.withUnsafeBufferPointer { buf1 in
            image2.pixels.withUnsafeBufferPointer { buf2 in
                let identical = memcmp(buf1.baseAddress!, buf2.baseAddress!, count * 4) == 0
                // From here on pixels are read and written as whole 32-bit words, like pixelmatch's Uint32Array views.
                buf1.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: count) { a32 in
                    buf2.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: count) { b32 in
                        // Memo of hasManySiblings per pixel and image (0 unknown, 1 no, 2 yes): neighbouring
                        // AA checks ask about the same pixels again and again.
                        let cache = UnsafeMutablePointer<UInt8>.allocate(capacity: identical ? 0 : 2 * count)
                        cache.initialize(repeating: 0, count: identical ? 0 : 2 * count)
                        defer { cache.deallocate() }
                        let kernel = PixelMatchKernel(
                            a32: a32, b32: b32, siblingsA: cache, siblingsB: cache + (identical ? 0 : count),
                            width: image1.width, height: image1.height, options: options)
                        if drawDiff {
                            output.withUnsafeMutableBufferPointer { outBuf in
                                outBuf.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: count) { out32 in
                                    counts = kernel.run(identical: identical, output: out32)
                                }
                            }
                        } else {
                            counts = kernel.run(identical: identical, output: nil)
                        }
                    }
                }
            }
        }
    }
    let diffImage = drawDiff ? RGBAImage(unchecked: image1.width, image1.height, output) : nil
    return PixelMatchResult(differingPixels: counts.differing, antialiasedPixels: counts.excused, diffImage: diffImage)
}

// MARK: kernel
// Written for unoptimised test builds too: whole-word pixel access, no generic helpers (`min`, `abs`,
// `loadUnaligned`) in the per-pixel paths, since those are not specialised or inlined at -Onone.

private struct PixelMatchKernel {
    let a32: UnsafePointer<UInt32>
    let b32: UnsafePointer<UInt32>
    let siblingsA: UnsafeMutablePointer<UInt8>
    let siblingsB: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int
    let options: PixelMatchOptions

    func run(identical: Bool, output out: UnsafeMutablePointer<UInt32>?) -> (differing: Int, excused: Int) {
        let count = width * height
        let alpha = options.alpha
        let drawBackground = !options.diffMask
        if identical {
            // Fast path, as in pixelmatch: only the grey background.
            if let out, drawBackground {
                var i = 0
                while i < count {
                    out[i] = grayPixel(a32[i], alpha)
                    i &+= 1
                }
            }
            return (0, 0)
        }

        // Maximum acceptable square distance between two colours.
        let maxDelta = PixelMatch.maxYIQDelta * options.threshold * options.threshold
        let includeAA = options.includeAA
        let aaWord = opaqueWord(options.aaColor)
        let diffWord = opaqueWord(options.diffColor)
        let altWord = opaqueWord(options.diffColorAlt ?? options.diffColor)
        var differing = 0
        var excused = 0
        var y = 0
        while y < height {
            var x = 0
            while x < width {
                let i = y &* width &+ x
                let p1 = a32[i], p2 = b32[i]
                let delta = p1 == p2 ? 0 : colorDelta(p1, p2, i &* 4, yOnly: false)
                if delta > maxDelta || -delta > maxDelta {
                    // A real rendering difference, or just anti-aliasing?
                    if !includeAA
                        && (antialiased(a32, x, y, b32, siblingsA, siblingsB)
                            || antialiased(b32, x, y, a32, siblingsB, siblingsA))
                    {
                        excused &+= 1
                        if let out, drawBackground { out[i] = aaWord }
                    } else {
                        if let out { out[i] = delta < 0 ? altWord : diffWord }
                        differing &+= 1
                    }
                } else if let out, drawBackground {
                    out[i] = grayPixel(p1, alpha)
                }
                x &+= 1
            }
            y &+= 1
        }
        return (differing, excused)
    }

    /// Vyšniauskas (2009) anti-aliased pixel detector, as in pixelmatch: is pixel (x1, y1) of `img` anti-aliasing?
    /// `other` is the other image, used for the "identical siblings in both images" test; the caches belong to
    /// `img` and `other`.
    func antialiased(
        _ img: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int, _ other: UnsafePointer<UInt32>,
        _ imgCache: UnsafeMutablePointer<UInt8>, _ otherCache: UnsafeMutablePointer<UInt8>
    ) -> Bool {
        let x0 = x1 > 0 ? x1 - 1 : 0
        let y0 = y1 > 0 ? y1 - 1 : 0
        let x2 = x1 + 1 < width ? x1 + 1 : width - 1
        let y2 = y1 + 1 < height ? y1 + 1 : height - 1
        let pos = y1 * width + x1
        let centre = img[pos]
        let centreOpaque = alphaIsOpaque(centre)
        // A border pixel starts with one "equal" neighbour.
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        // Column-major like the original: the first strictly darkest/brightest neighbour wins.
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                if !(x == x1 && y == y1) {
                    // Brightness delta between the centre and this neighbour.
                    let delta = brightnessDelta(
                        centre, img[y * width + x], centreOpaque: centreOpaque, byteOffset: pos * 4)
                    if delta == 0 {
                        zeroes += 1
                        // More than 2 equal siblings: definitely not anti-aliasing.
                        if zeroes > 2 { return false }
                    } else if delta < minDelta {
                        minDelta = delta
                        minX = x
                        minY = y
                    } else if delta > maxDelta {
                        maxDelta = delta
                        maxX = x
                        maxY = y
                    }
                }
                y += 1
            }
            x += 1
        }

        // Anti-aliasing needs both a darker and a brighter neighbour.
        if minDelta == 0 || maxDelta == 0 { return false }

        // AA if the darkest or the brightest neighbour has 3+ identical siblings in both images.
        return (hasManySiblings(img, minX, minY, imgCache) && hasManySiblings(other, minX, minY, otherCache))
            || (hasManySiblings(img, maxX, maxY, imgCache) && hasManySiblings(other, maxX, maxY, otherCache))
    }

    /// The brightness (Y) difference centre − neighbour. Between opaque pixels it needs no blending, so it is
    /// computed directly (the same arithmetic as colorDelta's yOnly path).
    @inline(__always)
    private func brightnessDelta(_ centre: UInt32, _ n: UInt32, centreOpaque: Bool, byteOffset: Int) -> Double {
        if n == centre { return 0 }
        guard centreOpaque && alphaIsOpaque(n) else { return colorDelta(centre, n, byteOffset, yOnly: true) }
        return (red(centre) - red(n)) * 0.29889531 + (green(centre) - green(n)) * 0.58662247
            + (blue(centre) - blue(n)) * 0.11448223
    }

    /// Whether pixel (x1, y1) has 3+ identical (all four bytes) neighbours; the image border counts as one.
    func hasManySiblings(_ img: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int, _ cache: UnsafeMutablePointer<UInt8>)
        -> Bool
    {
        let known = cache[y1 * width + x1]
        if known != 0 { return known == 2 }
        let result = countSiblings(img, x1, y1)
        cache[y1 * width + x1] = result ? 2 : 1
        return result
    }

    func countSiblings(_ img: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = x1 > 0 ? x1 - 1 : 0
        let y0 = y1 > 0 ? y1 - 1 : 0
        let x2 = x1 + 1 < width ? x1 + 1 : width - 1
        let y2 = y1 + 1 < height ? y1 + 1 : height - 1
        let value = img[y1 * width + x1]
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var x = x0
        while x <= x2 {
            var y = y0
            while y <= y2 {
                if !(x == x1 && y == y1) {
                    if value == img[y * width + x] { zeroes += 1 }
                    if zeroes > 2 { return true }
                }
                y += 1
            }
            x += 1
        }
        return false
    }
}

/// pixelmatch's `colorDelta(img1, img2, k, m, yOnly)` on two pixel words: the YIQ distance (negative if the first
/// pixel is brighter) or, with `yOnly`, the brightness difference. `k` is the first pixel's byte offset.
private func colorDelta(_ w1: UInt32, _ w2: UInt32, _ k: Int, yOnly: Bool) -> Double {
    colorDeltaValues(red(w1), green(w1), blue(w1), alpha(w1), red(w2), green(w2), blue(w2), alpha(w2), k, yOnly: yOnly)
}

/// The body of pixelmatch's `colorDelta` on channel values.
private func colorDeltaValues(
    _ r1: Double, _ g1: Double, _ b1: Double, _ a1: Double,
    _ r2: Double, _ g2: Double, _ b2: Double, _ a2: Double, _ k: Int, yOnly: Bool
) -> Double {
    var dr = r1 - r2
    var dg = g1 - g2
    var db = b1 - b2
    let da = a1 - a2
    if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }

    if a1 < 255 || a2 < 255 {
        // v7: blend over a checkerboard picked by byte offset k (v5 blended over white). k is a multiple of 4,
        // so the red term is always 48; kept as written to stay identical.
        let rb = 48 + 159 * Double(k % 2)
        let gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
        let bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
        dr = (r1 * a1 - r2 * a2 - rb * da) / 255
        dg = (g1 * a1 - g2 * a2 - gb * da) / 255
        db = (b1 * a1 - b2 * a2 - bb * da) / 255
    }

    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    if yOnly { return y }
    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    // Encode in the sign whether the pixel lightens or darkens.
    return y > 0 ? -delta : delta
}

// Channels of a pixel word (memory order R, G, B, A) as Double. `Double(Int(_))` because `Double(UInt32)` goes
// through the generic BinaryInteger initialiser, which dominated the profile of unoptimised builds.
#if _endian(little)
    @inline(__always) private func red(_ w: UInt32) -> Double { Double(Int(w & 0xFF)) }
    @inline(__always) private func green(_ w: UInt32) -> Double { Double(Int((w >> 8) & 0xFF)) }
    @inline(__always) private func blue(_ w: UInt32) -> Double { Double(Int((w >> 16) & 0xFF)) }
    @inline(__always) private func alpha(_ w: UInt32) -> Double { Double(Int(w >> 24)) }
#else
    @inline(__always) private func red(_ w: UInt32) -> Double { Double(Int(w >> 24)) }
    @inline(__always) private func green(_ w: UInt32) -> Double { Double(Int((w >> 16) & 0xFF)) }
    @inline(__always) private func blue(_ w: UInt32) -> Double { Double(Int((w >> 8) & 0xFF)) }
    @inline(__always) private func alpha(_ w: UInt32) -> Double { Double(Int(w & 0xFF)) }
#endif

@inline(__always) private func alphaIsOpaque(_ w: UInt32) -> Bool {
    #if _endian(little)
        return w >= 0xFF00_0000
    #else
        return w & 0xFF == 0xFF
    #endif
}

/// `colour` with alpha 255 as a pixel word (memory order R, G, B, A).
private func opaqueWord(_ colour: RGBA) -> UInt32 {
    #if _endian(little)
        return UInt32(colour.r) | UInt32(colour.g) << 8 | UInt32(colour.b) << 16 | 0xFF00_0000
    #else
        return UInt32(colour.r) << 24 | UInt32(colour.g) << 16 | UInt32(colour.b) << 8 | 0xFF
    #endif
}

/// pixelmatch's `drawGrayPixel`: image 1's brightness blended with white at `alpha`, opaque. Stored truncated,
/// as a `Uint8Array` (Node's Buffer) stores it.
private func grayPixel(_ w: UInt32, _ opacity: Double) -> UInt32 {
    #if _endian(little)  // spelled out: helper calls are not inlined at -Onone
        let r = Double(Int(w & 0xFF)), g = Double(Int((w >> 8) & 0xFF)), b = Double(Int((w >> 16) & 0xFF)),
            a = Double(Int(w >> 24))
    #else
        let r = Double(Int(w >> 24)), g = Double(Int((w >> 16) & 0xFF)), b = Double(Int((w >> 8) & 0xFF)),
            a = Double(Int(w & 0xFF))
    #endif
    let value = 255 + (r * 0.29889531 + g * 0.58662247 + b * 0.11448223 - 255) * opacity * a / 255
    let v = UInt32(value < 0 ? 0 : (value > 255 ? 255 : value))
    #if _endian(little)
        return v | v << 8 | v << 16 | 0xFF00_0000
    #else
        return v << 24 | v << 16 | v << 8 | 0xFF
    #endif
}
