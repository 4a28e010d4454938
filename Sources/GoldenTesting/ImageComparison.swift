// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The project's golden-image rule (docs/testing.md, "Golden images") with its tolerances.
///
/// Equal pixels pass. Otherwise pixelmatch v7.1.0 (YIQ, threshold 0.1, anti-aliasing excused) counts differing
/// pixels, and the images pass when that count is at most 0.1 % of the pixels (none allowed below 10,000 pixels)
/// **and** the RMS difference over RGBA is at most 2.0 on the 0–255 scale (which catches faint global shifts
/// that pixelmatch's threshold lets through). Per-test overrides need a written reason.
public struct ImageComparison: Equatable, Sendable {
    /// pixelmatch settings. Default: threshold 0.1, anti-aliasing excused, green for "actual darker".
    public var pixelMatch: PixelMatchOptions
    /// Largest share of pixels pixelmatch may count. Default 0.001 (0.1 %).
    public var maxDifferingFraction: Double
    /// Images with fewer pixels than this allow no counted pixel at all. Default 10,000.
    public var minimumPixelsForFraction: Int
    /// Largest root-mean-square difference over all RGBA channels, 0–255 scale. Default 2.0.
    public var maxRMS: Double

    /// Creates a rule; every parameter defaults to the project's value.
    public init(
        pixelMatch: PixelMatchOptions = PixelMatchOptions(),
        maxDifferingFraction: Double = 0.001,
        minimumPixelsForFraction: Int = 10_000,
        maxRMS: Double = 2.0
    ) {
        self.pixelMatch = pixelMatch
        self.maxDifferingFraction = maxDifferingFraction
        self.minimumPixelsForFraction = minimumPixelsForFraction
        self.maxRMS = maxRMS
    }

    /// The project rule with its default tolerances.
    public static let standard = ImageComparison()

    /// How many pixelmatch-counted pixels an image of `pixelCount` pixels may have: 0 below
    /// `minimumPixelsForFraction`, else ⌊pixelCount × maxDifferingFraction⌋.
    public func allowedDifferingPixels(pixelCount: Int) -> Int {
        guard pixelCount >= minimumPixelsForFraction else { return 0 }
        // The epsilon keeps 40,000 × 0.001 at 40 despite binary floating point.
        return Int((Double(pixelCount) * maxDifferingFraction + 1e-9).rounded(.down))
    }

    /// Compares `actual` against the reference `expected` (image 1 in pixelmatch terms).
    public func compare(expected: RGBAImage, actual: RGBAImage) -> ImageComparisonResult {
        guard expected.size == actual.size else {
            return .sizeMismatch(expected: expected.size, actual: actual.size)
        }
        if expected == actual { return .identical(expected.size) }

        let match = pixelmatch(expected, actual, options: pixelMatch, drawDiff: true)
        let stats = channelStatistics(expected, actual)
        let pixelCount = expected.pixelCount
        return .different(
            ImageDifference(
                size: expected.size,
                differingPixels: match.differingPixels,
                antialiasedPixels: match.antialiasedPixels,
                changedPixels: stats.changedPixels,
                allowedDifferingPixels: allowedDifferingPixels(pixelCount: pixelCount),
                rms: stats.rms,
                maxRMS: maxRMS,
                maxChannelDifference: stats.maxChannelDifference,
                diffImage: match.diffImage!
            ))
    }
}

/// Compares `actual` against the reference `expected` under `options` (default: the project rule).
public func compareImages(
    expected: RGBAImage, actual: RGBAImage, options: ImageComparison = .standard
) -> ImageComparisonResult {
    options.compare(expected: expected, actual: actual)
}

/// The outcome of ``compareImages(expected:actual:options:)``.
public enum ImageComparisonResult: Equatable, Sendable {
    /// Same size and byte-identical pixels (the normal case on the pinned CI).
    case identical(ImageSize)
    /// The sizes differ; nothing else was compared.
    case sizeMismatch(expected: ImageSize, actual: ImageSize)
    /// Same size, some pixels differ; the statistics decide.
    case different(ImageDifference)

    /// Whether the test should pass: identical, or different within tolerance.
    public var passes: Bool {
        switch self {
        case .identical: return true
        case .sizeMismatch: return false
        case .different(let difference): return difference.passes
        }
    }

    /// Whether the pixels are byte-identical.
    public var isIdentical: Bool {
        if case .identical = self { return true }
        return false
    }

    /// The statistics, when the images were the same size but not identical.
    public var difference: ImageDifference? {
        if case .different(let difference) = self { return difference }
        return nil
    }

    /// pixelmatch's count (0 when identical, `nil` when the sizes differ).
    public var differingPixels: Int? {
        switch self {
        case .identical: return 0
        case .sizeMismatch: return nil
        case .different(let difference): return difference.differingPixels
        }
    }

    /// pixelmatch's diff image, when the images were compared pixel by pixel.
    public var diffImage: RGBAImage? { difference?.diffImage }

    /// A one-line description for failure messages.
    public var summary: String {
        switch self {
        case .identical(let size):
            return "images are identical (\(size))"
        case .sizeMismatch(let expected, let actual):
            return "size mismatch: expected \(expected), actual \(actual)"
        case .different(let difference):
            return difference.summary
        }
    }
}

/// Statistics of two same-sized, non-identical images.
public struct ImageDifference: Equatable, Sendable {
    /// Size of both images.
    public let size: ImageSize
    /// Pixels pixelmatch counts as different.
    public let differingPixels: Int
    /// Pixels over pixelmatch's threshold that were excused as anti-aliasing.
    public let antialiasedPixels: Int
    /// Pixels with any byte different, however slightly.
    public let changedPixels: Int
    /// The most `differingPixels` allowed for this size.
    public let allowedDifferingPixels: Int
    /// Root mean square of the per-channel differences over R, G, B and A, 0–255 scale.
    public let rms: Double
    /// The RMS limit applied.
    public let maxRMS: Double
    /// Largest absolute difference in any single channel, 0–255.
    public let maxChannelDifference: Int
    /// pixelmatch's diff image (expected in faded grey; red, green and yellow marks).
    public let diffImage: RGBAImage

    /// Total number of pixels.
    public var pixelCount: Int { size.width * size.height }

    /// `differingPixels / pixelCount`.
    public var differingFraction: Double {
        pixelCount == 0 ? 0 : Double(differingPixels) / Double(pixelCount)
    }

    /// Whether the counted pixels are within the allowance.
    public var withinPixelTolerance: Bool { differingPixels <= allowedDifferingPixels }

    /// Whether the RMS difference is within its limit.
    public var withinRMSTolerance: Bool { rms <= maxRMS }

    /// Both tolerances hold.
    public var passes: Bool { withinPixelTolerance && withinRMSTolerance }

    /// One line: verdict, count, share, RMS, max channel difference, changed and excused pixels.
    public var summary: String {
        var failures: [String] = []
        if !withinPixelTolerance { failures.append("too many differing pixels") }
        if !withinRMSTolerance { failures.append("RMS too high") }
        let verdict = failures.isEmpty ? "within tolerance" : "FAILED (" + failures.joined(separator: ", ") + ")"
        let share = String(format: "%.4f", differingFraction * 100)
        return
            "\(verdict): \(differingPixels) of \(pixelCount) pixels differ (\(share) %, allowed \(allowedDifferingPixels)), "
            + "RMS \(String(format: "%.3f", rms)) (allowed \(String(format: "%.3g", maxRMS))), "
            + "max channel difference \(maxChannelDifference), "
            + "\(changedPixels) pixels changed, \(antialiasedPixels) excused as anti-aliasing"
    }
}

/// RMS over all RGBA bytes, the largest byte difference, and how many pixels changed at all.
func channelStatistics(_ a: RGBAImage, _ b: RGBAImage) -> (rms: Double, maxChannelDifference: Int, changedPixels: Int) {
    precondition(a.size == b.size)
    let count = a.pixelCount
    guard count > 0 else { return (0, 0, 0) }
    var sumOfSquares = 0  // at most 255² · 4 · pixels: fits Int64 for any image cairo can make
    var maxDifference = 0
    var changed = 0
    a.pixels.withUnsafeBufferPointer { pa in
        b.pixels.withUnsafeBufferPointer { pb in
            // Whole-pixel words: most pixels of a near-miss are equal, and RMS/max treat the four channels
            // alike, so byte order within the word does not matter.
            pa.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: count) { x in
                pb.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: count) { y in
                    var i = 0
                    while i < count {
                        let p = x[i], q = y[i]
                        if p != q {
                            changed &+= 1
                            var shift: UInt32 = 0
                            while shift < 32 {
                                let d = Int((p >> shift) & 0xFF) &- Int((q >> shift) & 0xFF)
                                let magnitude = d < 0 ? -d : d
                                sumOfSquares &+= magnitude &* magnitude
                                if magnitude > maxDifference { maxDifference = magnitude }
                                shift &+= 8
                            }
                        }
                        i &+= 1
                    }
                }
            }
        }
    }
    return ((Double(sumOfSquares) / Double(count * 4)).squareRoot(), maxDifference, changed)
}
