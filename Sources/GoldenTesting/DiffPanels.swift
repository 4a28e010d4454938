// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Places `images` left to right, top-aligned, on an opaque white canvas with `gutter` pixels (default 8) of
/// white between neighbours and no outer margin. Pixels are copied as they are (translucency kept).
/// The result is as tall as the tallest image; shorter ones leave white below them.
public func sideBySide(_ images: [RGBAImage], gutter: Int = 8) -> RGBAImage {
    precondition(gutter >= 0, "gutter must not be negative")
    guard !images.isEmpty else { return RGBAImage(unchecked: 0, 0, []) }
    let width = images.reduce(0) { $0 + $1.width } + gutter * (images.count - 1)
    let height = images.map(\.height).max() ?? 0
    var canvas = RGBAImage(unchecked: width, height, fill: .white)
    let canvasRowBytes = width * 4
    canvas.withUnsafeMutablePixelBytes { dst in
        guard let base = dst.baseAddress else { return }
        var left = 0
        for image in images {
            let rowBytes = image.width * 4
            image.pixels.withUnsafeBufferPointer { src in
                guard let source = src.baseAddress, rowBytes > 0 else { return }
                for y in 0..<image.height {
                    (base + y * canvasRowBytes + left * 4).update(from: source + y * rowBytes, count: rowBytes)
                }
            }
            left += image.width + gutter
        }
    }
    return canvas
}

/// [expected | actual | diff] side by side with 8-pixel white gutters, for failure artifacts.
public func triptych(expected: RGBAImage, actual: RGBAImage, diff: RGBAImage) -> RGBAImage {
    sideBySide([expected, actual, diff], gutter: 8)
}

/// A cairo-test-style difference panel (cairo's `buffer-diff.c`), opaque and the size of the larger image.
///
/// Unchanged pixels are black. Changed pixels get `|Δ|·4 + 128` (capped at 255) in every channel that differs
/// and 0 in the others; when only alpha differs the pixel is grey with the amplified alpha difference.
/// Where the sizes differ, pixels outside one image compare against transparent black.
public func amplifiedDifference(expected: RGBAImage, actual: RGBAImage) -> RGBAImage {
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    var out = [UInt8](repeating: 0, count: width * height * 4)
    out.withUnsafeMutableBufferPointer { dst in
        expected.pixels.withUnsafeBufferPointer { pe in
            actual.pixels.withUnsafeBufferPointer { pa in
                guard let d = dst.baseAddress else { return }
                for y in 0..<height {
                    for x in 0..<width {
                        let o = (y * width + x) * 4
                        var e: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
                        var a: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
                        if x < expected.width, y < expected.height, let p = pe.baseAddress {
                            let i = (y * expected.width + x) * 4
                            e = (p[i], p[i + 1], p[i + 2], p[i + 3])
                        }
                        if x < actual.width, y < actual.height, let p = pa.baseAddress {
                            let i = (y * actual.width + x) * 4
                            a = (p[i], p[i + 1], p[i + 2], p[i + 3])
                        }
                        let r = amplify(e.0, a.0), g = amplify(e.1, a.1), b = amplify(e.2, a.2)
                        if r == 0 && g == 0 && b == 0 {
                            // Alpha-only (or no) difference: show it as grey so it is visible at all.
                            let grey = amplify(e.3, a.3)
                            d[o] = grey
                            d[o + 1] = grey
                            d[o + 2] = grey
                        } else {
                            d[o] = r
                            d[o + 1] = g
                            d[o + 2] = b
                        }
                        d[o + 3] = 255
                    }
                }
            }
        }
    }
    return RGBAImage(unchecked: width, height, out)
}

/// `|a − b|·4 + 128` capped at 255, or 0 when equal.
@inline(__always)
private func amplify(_ a: UInt8, _ b: UInt8) -> UInt8 {
    let difference = a > b ? Int(a - b) : Int(b - a)
    return difference == 0 ? 0 : UInt8(min(255, difference * 4 + 128))
}
