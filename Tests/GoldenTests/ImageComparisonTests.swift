// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import GoldenTesting
import Testing

// Tests of the pure-Swift image comparison (pixelmatch v7.1.0 port, project tolerances, record modes).

// MARK: helpers (fileprivate: this target also holds other golden tests)

private func solid(_ width: Int, _ height: Int, _ colour: RGBA) throws -> RGBAImage {
    try RGBAImage(width: width, height: height, fill: colour)
}

private func fill(_ image: inout RGBAImage, x: Range<Int>, y: Range<Int>, _ colour: RGBA) {
    for row in y {
        for column in x { image[column, row] = colour }
    }
}

/// Black | one grey (128) anti-aliasing column at `edgeX` | white, like a rasterised vertical edge.
private func edgeImage(width: Int, height: Int, edgeX: Int) throws -> RGBAImage {
    var image = try solid(width, height, .white)
    fill(&image, x: 0..<edgeX, y: 0..<height, .black)
    fill(&image, x: edgeX..<(edgeX + 1), y: 0..<height, RGBA(128, 128, 128))
    return image
}

/// Integer-only test scene shared with the JavaScript reference run: gradient background, a 4×4-supersampled
/// disc (centre and radius in eighths of a pixel), a translucent band in the last 6 rows, and LCG noise.
private func scene(_ w: Int, _ h: Int, cx8: Int, cy8: Int, r8: Int, seed: UInt32, noise: Int) throws -> RGBAImage {
    var d = [UInt8](repeating: 0, count: w * h * 4)
    for y in 0..<h {
        for x in 0..<w {
            var coverage = 0
            for sy in 0..<4 {
                for sx in 0..<4 {
                    let px = 8 * x + 2 * sx + 1 - cx8, py = 8 * y + 2 * sy + 1 - cy8
                    if px * px + py * py <= r8 * r8 { coverage += 1 }
                }
            }
            let background = [(x * 5) & 255, (y * 7) & 255, 200], foreground = [20, 40, 160]
            let i = (y * w + x) * 4
            for c in 0..<3 {
                d[i + c] = UInt8((background[c] * (16 - coverage) + foreground[c] * coverage + 8) >> 4)
            }
            d[i + 3] = y >= h - 6 ? UInt8((x * 9) & 255) : 255
        }
    }
    var state = seed
    func next() -> UInt32 {
        state = state &* 1_664_525 &+ 1_013_904_223
        return state
    }
    for _ in 0..<noise {
        let p = Int(next() % UInt32(w * h)), c = Int(next() % 4), v = UInt8(next() & 255)
        d[p * 4 + c] = v
    }
    return try RGBAImage(width: w, height: h, pixels: d)
}

private func fnv1a(_ bytes: [UInt8]) -> UInt32 {
    var hash: UInt32 = 0x811C_9DC5
    for byte in bytes {
        hash ^= UInt32(byte)
        hash = hash &* 0x0100_0193
    }
    return hash
}

private func count(_ colour: RGBA, in image: RGBAImage) -> Int {
    var n = 0
    for y in 0..<image.height {
        for x in 0..<image.width where image[x, y] == colour { n += 1 }
    }
    return n
}

// MARK: comparison rule

@Suite("Image comparison")
struct ImageComparisonTests {
    @Test("identical images are reported identical and pass")
    func identical() throws {
        let expected = try solid(64, 48, RGBA(10, 20, 30))
        let actual = try solid(64, 48, RGBA(10, 20, 30))
        let result = compareImages(expected: expected, actual: actual)
        #expect(result == .identical(ImageSize(width: 64, height: 48)))
        #expect(result.isIdentical)
        #expect(result.passes)
        #expect(result.differingPixels == 0)
        #expect(result.diffImage == nil)
        #expect(pixelmatch(expected, actual).differingPixels == 0)
    }

    @Test("one changed pixel in 200×200 is counted but passes (≤ 0.1 %)")
    func onePixel() throws {
        let expected = try solid(200, 200, .white)
        var actual = expected
        actual[10, 10] = .black
        let result = compareImages(expected: expected, actual: actual)
        let difference = try #require(result.difference)
        #expect(difference.differingPixels == 1)
        #expect(difference.changedPixels == 1)
        #expect(difference.allowedDifferingPixels == 40)
        #expect(abs(difference.differingFraction - 1.0 / 40_000) < 1e-12)
        #expect(difference.maxChannelDifference == 255)
        #expect(abs(difference.rms - 255 * (3.0 / 160_000).squareRoot()) < 1e-9)
        #expect(result.passes)
        // Actual darker → diffColorAlt (green); the rest is expected's white, faded: still 255.
        #expect(difference.diffImage[10, 10] == .green)
        #expect(difference.diffImage[0, 0] == .white)
        #expect(result.summary.hasPrefix("within tolerance: 1 of 40000 pixels differ"))
    }

    @Test("below 10,000 pixels no counted pixel is allowed")
    func smallImages() throws {
        let expected = try solid(99, 99, RGBA(128, 128, 128))
        var actual = expected
        actual[5, 5] = RGBA(160, 160, 160)  // over the threshold, tiny RMS
        let small = try #require(compareImages(expected: expected, actual: actual).difference)
        #expect(small.differingPixels == 1)
        #expect(small.allowedDifferingPixels == 0)
        #expect(small.withinRMSTolerance)
        #expect(!small.passes)
        #expect(ImageComparison.standard.allowedDifferingPixels(pixelCount: 10_000) == 10)
        #expect(ImageComparison.standard.allowedDifferingPixels(pixelCount: 9_999) == 0)
        #expect(ImageComparison.standard.allowedDifferingPixels(pixelCount: 2_000 * 1_200) == 2_400)
    }

    @Test("a one-pixel shift of an anti-aliased edge is excused as anti-aliasing")
    func antialiasedEdgeShift() throws {
        let expected = try edgeImage(width: 40, height: 30, edgeX: 20)
        let actual = try edgeImage(width: 40, height: 30, edgeX: 21)
        let match = pixelmatch(expected, actual)
        #expect(match.differingPixels == 0)
        #expect(match.antialiasedPixels == 2 * 30)
        let diff = try #require(match.diffImage)
        #expect(diff[20, 15] == .yellow)
        #expect(diff[21, 15] == .yellow)
        // Counting anti-aliasing makes both columns real differences.
        #expect(pixelmatch(expected, actual, options: PixelMatchOptions(includeAA: true)).differingPixels == 2 * 30)

        // Through the project rule: a short shifted edge in a larger picture passes (RMS stays ≤ 2).
        var before = try solid(600, 400, .white)
        fill(&before, x: 100..<300, y: 100..<130, .black)
        fill(&before, x: 300..<301, y: 100..<130, RGBA(128, 128, 128))
        var after = try solid(600, 400, .white)
        fill(&after, x: 100..<301, y: 100..<130, .black)
        fill(&after, x: 301..<302, y: 100..<130, RGBA(128, 128, 128))
        let result = compareImages(expected: before, actual: after)
        let difference = try #require(result.difference)
        #expect(difference.differingPixels == 0)
        #expect(difference.antialiasedPixels == 60)
        #expect(difference.changedPixels == 60)
        #expect(result.passes, "\(result.summary)")
    }

    @Test("a global +3 brightness shift fails on RMS although pixelmatch counts nothing")
    func globalShift() throws {
        var expected = try solid(120, 100, .black)
        var actual = expected
        for y in 0..<100 {
            for x in 0..<120 {
                let v = UInt8(20 + (x + y) % 200)
                expected[x, y] = RGBA(v, v &+ 10, v &+ 20)
                actual[x, y] = RGBA(v + 3, v + 13, v + 23)
            }
        }
        let result = compareImages(expected: expected, actual: actual)
        let difference = try #require(result.difference)
        #expect(difference.differingPixels == 0)
        #expect(difference.withinPixelTolerance)
        #expect(abs(difference.rms - (27.0 / 4).squareRoot()) < 1e-9)  // RGB off by 3, alpha equal
        #expect(difference.maxChannelDifference == 3)
        #expect(!difference.withinRMSTolerance)
        #expect(!result.passes)
        #expect(result.summary.contains("RMS too high"))
    }

    @Test("a big red square fails with the exact count; colours say which side is darker")
    func redSquare() throws {
        let white = try solid(200, 200, .white)
        var square = white
        fill(&square, x: 60..<110, y: 60..<110, .red)

        let result = compareImages(expected: white, actual: square)
        let difference = try #require(result.difference)
        #expect(difference.differingPixels == 50 * 50)
        #expect(difference.antialiasedPixels == 0)
        #expect(!difference.withinPixelTolerance)
        #expect(!result.passes)
        #expect(difference.diffImage[60, 60] == .green)  // actual (red) darker than expected (white)
        #expect(count(.green, in: difference.diffImage) == 2_500)
        #expect(result.summary.contains("2500 of 40000 pixels differ (6.2500 %, allowed 40)"))

        let reversed = try #require(compareImages(expected: square, actual: white).difference)
        #expect(reversed.differingPixels == 2_500)
        #expect(reversed.diffImage[109, 109] == .red)  // actual brighter
        // Faded grey of the expected image outside the square: 255 + (255 − 255)·0.1 = 255.
        #expect(reversed.diffImage[0, 0] == .white)
    }

    @Test("different sizes are a mismatch that names both sizes")
    func sizeMismatch() throws {
        let result = compareImages(expected: try solid(100, 50, .white), actual: try solid(100, 51, .white))
        #expect(
            result
                == .sizeMismatch(expected: ImageSize(width: 100, height: 50), actual: ImageSize(width: 100, height: 51))
        )
        #expect(!result.passes)
        #expect(result.differingPixels == nil)
        #expect(result.diffImage == nil)
        #expect(result.summary == "size mismatch: expected 100×50, actual 100×51")
    }

    // MARK: pixelmatch port

    @Test("YIQ deltas: black vs white ≈ 32857, the 35215 maximum is red vs cyan, sign marks the brighter side")
    func yiqDelta() {
        // pixelmatch's comment calls 35215 the maximum YIQ delta; black vs white is 0.5053·255² ≈ 32857.
        let blackWhite = PixelMatch.colorDelta(.black, .white)
        #expect(abs(blackWhite - 32_857.13) < 1)
        #expect(PixelMatch.colorDelta(.white, .black) == -blackWhite)  // image 1 brighter → negative
        #expect(abs(PixelMatch.colorDelta(.red, RGBA(0, 255, 255)).magnitude - 35_215) < 1)
        #expect(abs(PixelMatch.maxYIQDelta - 35_215) < 1)
        let corners: [RGBA] = (0..<8).map { RGBA($0 & 1 == 0 ? 0 : 255, $0 & 2 == 0 ? 0 : 255, $0 & 4 == 0 ? 0 : 255) }
        let largest = corners.flatMap { p in corners.map { q in PixelMatch.colorDelta(p, q).magnitude } }.max()!
        #expect(abs(largest - 35_215) < 1)
        #expect(PixelMatch.colorDelta(.white, .white) == 0)
        #expect(PixelMatch.version == "7.1.0")
        // Default threshold 0.1 → maxDelta ≈ 352: 26 grey levels stay under it, 27 go over.
        #expect(PixelMatch.colorDelta(RGBA(100, 100, 100), RGBA(126, 126, 126)) < 352.15)
        #expect(PixelMatch.colorDelta(RGBA(100, 100, 100), RGBA(127, 127, 127)) > 352.15)
    }

    @Test(
        "matches the JavaScript reference on a scene with anti-aliasing, noise and translucency",
        arguments: [
            // (options, counted, excused as AA, FNV-1a of the diff image) from pixelmatch v7 run under Node.
            (PixelMatchOptions(), 13, 25, UInt32(2_195_618_373)),
            (PixelMatchOptions(threshold: 0.05, includeAA: true, diffColorAlt: nil), 68, 0, UInt32(1_233_082_509)),
            (PixelMatchOptions(diffColorAlt: nil), 13, 25, UInt32(1_614_939_261)),
        ])
    func javascriptReference(options: PixelMatchOptions, counted: Int, excused: Int, diffHash: UInt32) throws {
        let a = try scene(48, 36, cx8: 190, cy8: 140, r8: 100, seed: 1, noise: 0)
        let b = try scene(48, 36, cx8: 193, cy8: 141, r8: 100, seed: 7, noise: 25)
        #expect(fnv1a(a.pixels) == 2_284_910_682)  // same inputs as the JavaScript run
        #expect(fnv1a(b.pixels) == 3_494_436_558)
        let match = pixelmatch(a, b, options: options)
        #expect(match.differingPixels == counted)
        #expect(match.antialiasedPixels == excused)
        #expect(fnv1a(try #require(match.diffImage).pixels) == diffHash)
    }

    // MARK: cairo ARGB32 conversion

    @Test("premultiplied BGRA converts to straight RGBA and back")
    func premultipliedConversion() throws {
        #if _endian(little)
            // Memory order B, G, R, A.
            let opaque = try RGBAImage.fromPremultipliedBGRA(
                width: 1, height: 1, stride: 4, bytes: [0x10, 0x20, 0x30, 0xFF])
            #expect(opaque[0, 0] == RGBA(0x30, 0x20, 0x10, 0xFF))
            let partial = try RGBAImage.fromPremultipliedBGRA(
                width: 1, height: 1, stride: 4, bytes: [32, 64, 128, 128])
            // (c·255 + a/2) / a: 128 → 255, 64 → 128, 32 → 64.
            #expect(partial[0, 0] == RGBA(255, 128, 64, 128))
            let clear = try RGBAImage.fromPremultipliedBGRA(
                width: 2, height: 1, stride: 8, bytes: [0, 0, 0, 0, 9, 9, 9, 0])
            #expect(clear[0, 0] == .transparent)
            #expect(clear[1, 0] == .transparent)
            #expect(partial.toPremultipliedBGRA().bytes == [32, 64, 128, 128])
            #expect(opaque.toPremultipliedBGRA().bytes == [0x10, 0x20, 0x30, 0xFF])
            // Row padding (stride 12 for 2 pixels) is skipped.
            let padded = try RGBAImage.fromPremultipliedBGRA(
                width: 2, height: 2, stride: 12,
                bytes: [1, 2, 3, 255, 4, 5, 6, 255, 99, 99, 99, 99, 7, 8, 9, 255, 10, 11, 12, 255])
            #expect(padded.pixels == [3, 2, 1, 255, 6, 5, 4, 255, 9, 8, 7, 255, 12, 11, 10, 255])
        #endif

        // Every valid premultiplied pixel (c ≤ a) survives cairo → RGBA → cairo exactly, for all 256 alphas.
        var bytes: [UInt8] = []
        for a in 0...255 {
            for c in 0...a {
                bytes += [UInt8(c), UInt8(a - c), UInt8(c / 2), UInt8(a)]
            }
        }
        let width = bytes.count / 4
        let image = try RGBAImage.fromPremultipliedBGRA(width: width, height: 1, stride: width * 4, bytes: bytes)
        let back = image.toPremultipliedBGRA()
        #expect(back.stride == width * 4)
        #expect(back.bytes == bytes)

        // Straight colours with alpha 255 round-trip exactly; alpha 0 collapses to transparent black.
        var straight = try solid(3, 1, .transparent)
        straight[0, 0] = RGBA(1, 2, 3, 255)
        straight[1, 0] = RGBA(200, 100, 50, 0)
        straight[2, 0] = RGBA(255, 128, 0, 128)
        let converted = straight.toPremultipliedBGRA()
        let restored = try RGBAImage.fromPremultipliedBGRA(
            width: 3, height: 1, stride: converted.stride, bytes: converted.bytes)
        #expect(restored[0, 0] == RGBA(1, 2, 3, 255))
        #expect(restored[1, 0] == .transparent)
        #expect(restored[2, 0] == RGBA(255, 128, 0, 128))
    }

    @Test("invalid sizes and buffers are rejected")
    func validation() throws {
        #expect(throws: RGBAImageError.pixelCountMismatch(width: 2, height: 2, expectedBytes: 16, actualBytes: 15)) {
            try RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15))
        }
        #expect(throws: RGBAImageError.negativeSize(width: -1, height: 2)) {
            try RGBAImage(width: -1, height: 2, pixels: [])
        }
        #expect(throws: RGBAImageError.strideTooSmall(stride: 4, width: 2)) {
            try RGBAImage.fromPremultipliedBGRA(width: 2, height: 1, stride: 4, bytes: [UInt8](repeating: 0, count: 8))
        }
        #expect(throws: RGBAImageError.bufferTooSmall(expectedBytes: 16, actualBytes: 12)) {
            try RGBAImage.fromPremultipliedBGRA(width: 2, height: 2, stride: 8, bytes: [UInt8](repeating: 0, count: 12))
        }
        #expect(try RGBAImage(width: 0, height: 0, pixels: []).pixelCount == 0)
    }

    // MARK: diff panels

    @Test("triptych is three panels wide plus two 8-pixel white gutters")
    func triptychLayout() throws {
        let expected = try solid(10, 5, .red)
        let actual = try solid(12, 7, .black)
        let diff = try solid(10, 5, .green)
        let panel = triptych(expected: expected, actual: actual, diff: diff)
        #expect(panel.size == ImageSize(width: 10 + 8 + 12 + 8 + 10, height: 7))
        #expect(panel[9, 0] == .red)
        #expect(panel[10, 0] == .white)  // gutter
        #expect(panel[17, 6] == .white)
        #expect(panel[18, 6] == .black)
        #expect(panel[0, 6] == .white)  // below the shorter expected panel
        #expect(panel[38, 0] == .green)
        #expect(panel[47, 4] == .green)
    }

    @Test("amplified difference follows cairo: |Δ|·4+128, alpha-only grey, unchanged black")
    func amplified() throws {
        var expected = try solid(4, 1, RGBA(100, 100, 100))
        var actual = expected
        actual[1, 0] = RGBA(110, 100, 100)
        actual[2, 0] = RGBA(0, 100, 100)
        expected[3, 0] = RGBA(100, 100, 100, 200)
        actual[3, 0] = RGBA(100, 100, 100, 195)
        let panel = amplifiedDifference(expected: expected, actual: actual)
        #expect(panel[0, 0] == .black)
        #expect(panel[1, 0] == RGBA(168, 0, 0))
        #expect(panel[2, 0] == RGBA(255, 0, 0))
        #expect(panel[3, 0] == RGBA(148, 148, 148))
        #expect(
            amplifiedDifference(expected: expected, actual: try solid(5, 2, .black)).size
                == ImageSize(width: 5, height: 2))
    }

    // MARK: record modes

    @Test("record-mode decision table: every mode × reference exists × comparison passes")
    func decisionTable() {
        let table: [(RecordMode, Bool, Bool, GoldenOutcome)] = [
            (.never, false, false, .failMissingReference),
            (.never, false, true, .failMissingReference),
            (.never, true, false, .fail),
            (.never, true, true, .pass),
            (.missing, false, false, .recordAndFail(.missingReference)),
            (.missing, false, true, .recordAndFail(.missingReference)),
            (.missing, true, false, .fail),
            (.missing, true, true, .pass),
            (.failed, false, false, .recordAndFail(.missingReference)),
            (.failed, false, true, .recordAndFail(.missingReference)),
            (.failed, true, false, .recordAndFail(.comparisonFailed)),
            (.failed, true, true, .pass),
            (.all, false, false, .recordAndFail(.missingReference)),
            (.all, false, true, .recordAndFail(.missingReference)),
            (.all, true, false, .recordAndFail(.comparisonFailed)),
            (.all, true, true, .recordAndFail(.rewriteAll)),
        ]
        #expect(Set(table.map { "\($0.0)-\($0.1)-\($0.2)" }).count == RecordMode.allCases.count * 4)
        for (mode, exists, passes, outcome) in table {
            let actual = mode.outcome(referenceExists: exists, comparisonPassed: passes)
            #expect(actual == outcome, "mode \(mode), reference exists \(exists), passes \(passes)")
        }
    }

    @Test("record mode comes from SHIPPLOT_RECORD_GOLDENS; CI=true or CI=1 forces never")
    func environmentParsing() throws {
        let key = RecordMode.environmentVariable
        #expect(key == "SHIPPLOT_RECORD_GOLDENS")
        #expect(try RecordMode.current(environment: [:]) == .missing)
        #expect(try RecordMode.current(environment: [key: "never"]) == .never)
        #expect(try RecordMode.current(environment: [key: "missing"]) == .missing)
        #expect(try RecordMode.current(environment: [key: "failed"]) == .failed)
        #expect(try RecordMode.current(environment: [key: "all"]) == .all)
        #expect(try RecordMode.current(environment: [key: " ALL\n"]) == .all)
        #expect(try RecordMode.current(environment: [key: ""]) == .missing)
        #expect(try RecordMode.current(environment: [key: "  "]) == .missing)
        #expect(try RecordMode.current(environment: ["CI": "true", key: "all"]) == .never)
        #expect(try RecordMode.current(environment: ["CI": "TRUE", key: "failed"]) == .never)
        #expect(try RecordMode.current(environment: ["CI": "1"]) == .never)
        #expect(try RecordMode.current(environment: ["CI": "false", key: "all"]) == .all)
        #expect(try RecordMode.current(environment: ["CI": "0"]) == .missing)
    }

    @Test(
        "a mistyped SHIPPLOT_RECORD_GOLDENS is an error naming the variable and the accepted values, even on CI",
        arguments: [["SHIPPLOT_RECORD_GOLDENS": "faild"], ["SHIPPLOT_RECORD_GOLDENS": "yes", "CI": "true"]])
    func mistypedRecordMode(environment: [String: String]) throws {
        let expected =
            "SHIPPLOT_RECORD_GOLDENS=\"\(environment["SHIPPLOT_RECORD_GOLDENS"]!)\" is not a record mode, "
            + "expected one of never, missing, failed, all (or unset)"
        #expect(throws: GoldenError.self) { try RecordMode.current(environment: environment) }
        do {
            _ = try RecordMode.current(environment: environment)
        } catch {
            #expect("\(error)" == expected)
        }
        // Both golden checks fail with that message before comparing anything, and write nothing.
        let png = try encodePNG(try solid(4, 4, .white))
        let image = checkGolden(png: png, suite: "record-mode", name: "never-written", environment: environment)
        let text = checkTextGolden("x", suite: "record-mode", name: "never-written", environment: environment)
        #expect(image == "golden record-mode/never-written: \(expected)")
        #expect(text == "golden record-mode/never-written: \(expected)")
        let root = try #require(packageRoot(startingAt: #filePath))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("golden-images/record-mode").path))
    }

    // MARK: artifacts

    @Test("artifacts go to $GOLDEN_ARTIFACTS/<suite>/<case>/ or <package>/.build/golden-failures/<suite>/<case>/")
    func artifactLocation() throws {
        let custom = artifactDirectory(
            suite: "bars", case: "stacked", environment: ["GOLDEN_ARTIFACTS": "/tmp/golden-out"],
            filePath: "/nowhere/Tests/X.swift")
        #expect(custom.path == "/tmp/golden-out/bars/stacked")
        #expect(custom.hasDirectoryPath)

        let root = FileManager.default.temporaryDirectory.appendingPathComponent("golden-root-\(UUID().uuidString)")
        let testFolder = root.appendingPathComponent("Tests/SomeTests", isDirectory: true)
        try FileManager.default.createDirectory(at: testFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let testFile = testFolder.appendingPathComponent("ChartTests.swift").path

        let fallback = artifactDirectory(suite: "lines", case: "basic", environment: [:], filePath: testFile)
        #expect(fallback.path == root.standardizedFileURL.path + "/.build/golden-failures/lines/basic")
        #expect(packageRoot(startingAt: testFile)?.path == root.standardizedFileURL.path)
        #expect(
            artifactDirectory(suite: "s", case: "c", environment: ["GOLDEN_ARTIFACTS": ""], filePath: testFile)
                == fallback
                .deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("s", isDirectory: true).appendingPathComponent("c", isDirectory: true))

        // The default #filePath is this file's, inside some package.
        #expect(
            artifactDirectory(suite: "s", case: "c", environment: [:]).path.hasSuffix("/.build/golden-failures/s/c"))
        #expect(packageRoot(startingAt: "/") == nil || FileManager.default.fileExists(atPath: "/Package.swift"))
    }
}
