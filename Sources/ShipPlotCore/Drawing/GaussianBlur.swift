// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A Gaussian blur of premultiplied 4-byte pixels, approximated by three box blurs in each direction (the
/// "boxes for Gauss" widths, whose variances add up to σ²). Each pass is a running sum, so the work is the same
/// for any radius; integer sums with fixed rounding make the same input give the same pixels on every run.
/// Pixels outside the image count as transparent, so a shape's edge fades out instead of smearing.
package enum GaussianBlur {
    /// The widths (odd) of the three boxes whose combined variance is about `sigma`² (pixels).
    package static func boxes(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma > 0 else { return [] }
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(saturating: min(ideal, 1e6).rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < m ? lower : lower + 2 }.filter { $0 > 1 }
    }

    /// Blurs `pixels` (`height` rows of `stride` bytes, `width` pixels of 4 bytes each) in place by a Gaussian
    /// whose standard deviation is `sigma` pixels.
    package static func blur(
        _ pixels: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double
    ) {
        let radii = boxes(sigma: sigma).map { $0 / 2 }
        guard !radii.isEmpty, width > 0, height > 0, stride >= 4 * width, pixels.count >= stride * height else {
            return
        }
        var line = [Int32](repeating: 0, count: max(width, height))
        var out = [Int32](repeating: 0, count: max(width, height))
        for y in 0..<height {
            for channel in 0..<4 {
                pass(pixels, start: y * stride + channel, step: 4, count: width, radii: radii, &line, &out)
            }
        }
        for x in 0..<width {
            for channel in 0..<4 {
                pass(pixels, start: 4 * x + channel, step: stride, count: height, radii: radii, &line, &out)
            }
        }
        // Rounding each channel apart may leave a colour a step above its alpha; premultiplied pixels need ≤.
        let alpha = pixelAlphaByte
        for y in 0..<height {
            for x in 0..<width {
                let p = y * stride + 4 * x
                let a = pixels[p + alpha]
                for channel in 0..<4 where channel != alpha && pixels[p + channel] > a { pixels[p + channel] = a }
            }
        }
    }

    /// Where the alpha byte of a native-endian ARGB32 pixel lies in memory.
    package static let pixelAlphaByte = UInt32(1).littleEndian == 1 ? 3 : 0

    /// The box blurs of one row or column of one channel, `count` bytes `step` apart from `start`.
    private static func pass(
        _ pixels: UnsafeMutableBufferPointer<UInt8>, start: Int, step: Int, count: Int, radii: [Int],
        _ line: inout [Int32], _ out: inout [Int32]
    ) {
        var any = false
        for i in 0..<count {
            line[i] = Int32(pixels[start + i * step])
            any = any || line[i] != 0
        }
        guard any else { return }
        for r in radii {
            box(line, radius: r, count: count, into: &out)
            swap(&line, &out)
        }
        for i in 0..<count { pixels[start + i * step] = UInt8(line[i]) }
    }

    /// A running-sum box average of width `2 radius + 1`, rounded to the nearest integer.
    private static func box(_ input: [Int32], radius: Int, count: Int, into output: inout [Int32]) {
        let width = Int32(2 * radius + 1)
        var sum: Int32 = 0
        for i in 0..<min(radius, count) { sum += input[i] }
        for i in 0..<count {
            if i + radius < count { sum += input[i + radius] }
            if i - radius - 1 >= 0 { sum -= input[i - radius - 1] }
            output[i] = (sum + width / 2) / width
        }
    }
}
