// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CCairo
import Foundation
import Testing

@testable import Cairo

/// A drawing with hard edges, anti-aliased curves and text-like detail, on `background` (nil: transparent).
private func sample(width: Int, height: Int, background: (Double, Double, Double, Double)?) throws -> ImageSurface {
    let surface = try ImageSurface(width: width, height: height)
    let context = try Context(surface: surface)
    if let (r, g, b, a) = background {
        context.setSource(red: r, green: g, blue: b, alpha: a)
        context.paint()
    }
    let w = Double(width), h = Double(height)
    context.setSource(red: 0.3, green: 0.47, blue: 0.66, alpha: 1)
    context.rectangle(x: w * 0.1, y: h * 0.3, width: w * 0.25, height: h * 0.6)
    context.fill()
    context.setSource(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.5)
    context.arc(center: w * 0.6, h * 0.5, radius: min(w, h) * 0.37, start: 0, end: 2 * .pi)
    context.fill()
    context.setSource(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.8)
    context.setLineWidth(1.3)
    context.move(to: 0, h)
    context.line(to: w, 0)
    context.stroke()
    try context.checkStatus()
    return surface
}

/// The chunk types of a PNG, in order.
private func chunkTypes(_ png: Data) -> [String] {
    let bytes = [UInt8](png)
    var types: [String] = []
    var offset = 8
    while offset + 8 <= bytes.count {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
        offset += 12 + length
    }
    return types
}

/// The data of the first chunk of `type`, or nil.
private func chunkData(_ png: [UInt8], _ type: String) -> [UInt8]? {
    var offset = 8
    while offset + 8 <= png.count {
        let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        if String(decoding: png[offset + 4..<offset + 8], as: UTF8.self) == type {
            return Array(png[offset + 8..<min(png.count, offset + 8 + length)])
        }
        offset += 12 + length
    }
    return nil
}

private let filters: [PNGFilter] = [.none, .sub, .up, .paeth, .adaptive]

@Suite struct PNGEncoderTests {
    @Test(arguments: filters)
    func opaqueImagesRoundTripExactlyAsRGB(filter: PNGFilter) throws {
        let surface = try sample(width: 64, height: 40, background: (1, 1, 1, 1))
        for level in [0, 1, 3, 6, 9] {
            let png = try surface.pngData(encoding: PNGEncoding(level: level, filter: filter))
            #expect(png[25] == 2, "colour type RGB")
            let decoded = try ImageSurface(pngData: png)
            #expect(decoded.width == 64 && decoded.height == 40)
            // Opaque pixels survive unchanged; cairo decodes them as RGB24, whose unused byte is 0xFF.
            #expect(decoded.pixelBytes() == surface.pixelBytes())
        }
    }

    @Test(arguments: filters)
    func translucentImagesDecodeToTheSamePixelsAsCairosWriter(filter: PNGFilter) throws {
        for background in [nil, (0.2, 0.8, 0.4, 0.35)] {
            let surface = try sample(width: 50, height: 31, background: background)
            let ours = try surface.pngData(encoding: PNGEncoding(level: 6, filter: filter))
            #expect(ours[25] == 6, "colour type RGBA")
            let reference = try ImageSurface(pngData: try surface.cairoPNGData()).pixelBytes()
            #expect(try ImageSurface(pngData: ours).pixelBytes() == reference)
        }
    }

    @Test func fullyTransparentImage() throws {
        let surface = try ImageSurface(width: 9, height: 5)
        let png = try surface.pngData()
        #expect(png[25] == 6)
        #expect(try ImageSurface(pngData: png).pixelBytes().allSatisfy { $0 == 0 })
    }

    @Test(arguments: [(1, 1), (3, 7), (7, 3), (2, 1), (1, 9)])
    func oddSizes(size: (Int, Int)) throws {
        for background in [nil, (1.0, 1.0, 1.0, 1.0), (0.5, 0.25, 0.75, 0.5)] {
            let surface = try sample(width: size.0, height: size.1, background: background)
            let reference = try ImageSurface(pngData: try surface.cairoPNGData()).pixelBytes()
            for filter in filters {
                let png = try surface.pngData(encoding: PNGEncoding(level: 3, filter: filter))
                let decoded = try ImageSurface(pngData: png)
                #expect(decoded.width == size.0 && decoded.height == size.1)
                #expect(decoded.pixelBytes() == reference, "\(size) \(filter)")
            }
        }
    }

    @Test func decodedRGB24SurfacesEncodeToo() throws {
        let opaque = try ImageSurface(pngData: try sample(width: 12, height: 8, background: (1, 1, 1, 1)).pngData())
        #expect(cairo_image_surface_get_format(opaque.pointer) == CAIRO_FORMAT_RGB24)
        let again = try ImageSurface(pngData: try opaque.pngData())
        #expect(again.pixelBytes() == opaque.pixelBytes())
    }

    @Test func sameImageGivesSameBytesWithOnlySRGBAndDensityBesideThePixels() throws {
        let surface = try sample(width: 300, height: 200, background: (1, 1, 1, 1))
        let first = try surface.pngData()
        #expect(try surface.pngData() == first)
        #expect(try sample(width: 300, height: 200, background: (1, 1, 1, 1)).pngData() == first)
        let types = chunkTypes(first)
        #expect(Array(types.prefix(3)) == ["IHDR", "sRGB", "pHYs"] && types.last == "IEND")
        #expect(Set(types.dropFirst(3).dropLast()) == ["IDAT"])
    }

    /// pHYs says 72 dpi per point of device scale (2835 px/m at 1×, 5669 at 2×, unit metre); sRGB says perceptual.
    @Test(arguments: [(1.0, 2835), (2.0, 5669), (0.5, 1417), (3.0, 8504)])
    func densityFollowsTheDeviceScale(scale: Double, pixelsPerMetre: Int) throws {
        let surface = try ImageSurface(width: 4, height: 3)
        surface.setDeviceScale(scale, scale)
        let png = [UInt8](try surface.pngData())
        let physical = try #require(chunkData(png, "pHYs"))
        let x = physical[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let y = physical[4..<8].reduce(0) { $0 << 8 | Int($1) }
        #expect(physical.count == 9 && x == pixelsPerMetre && y == pixelsPerMetre && physical[8] == 1)
        #expect(chunkData(png, "sRGB") == [0])
        #expect(try ImageSurface(pngData: Data(png)).width == 4, "cairo's decoder checks the chunk CRCs")
    }

    @Test func largeImagesSplitIntoSeveralDataChunks() throws {
        // Noise does not compress, so the zlib stream exceeds one chunk.
        let surface = try ImageSurface(width: 200, height: 200)
        surface.withPixelBytes { bytes in
            var state: UInt32 = 12345
            for i in bytes.indices {
                state = state &* 1_103_515_245 &+ 12345
                bytes[i] = i % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: state >> 16)
            }
        }
        let png = try surface.pngData()
        #expect(chunkTypes(png).filter { $0 == "IDAT" }.count > 1)
        #expect(try ImageSurface(pngData: png).pixelBytes() == surface.pixelBytes())
    }

    // MARK: rows that repeat the row above

    /// Horizontal 1-pixel lines on a background: between two lines (and after the last) the rows repeat the row
    /// above in runs of 1, 2, 3, 4, 5, 10 and 20, so runs shorter and longer than the shortest diverted run occur.
    private func striped(width: Int, background: (Double, Double, Double, Double)?) throws -> ImageSurface {
        let surface = try ImageSurface(width: width, height: 60)
        let context = try Context(surface: surface)
        if let (r, g, b, a) = background {
            context.setSource(red: r, green: g, blue: b, alpha: a)
            context.paint()
        }
        context.setSource(red: 0.3, green: 0.47, blue: 0.66, alpha: 0.9)
        for y in [1, 4, 8, 13, 19, 26, 38] {
            context.rectangle(x: 0, y: Double(y), width: Double(width), height: 1)
        }
        context.fill()
        try context.checkStatus()
        return surface
    }

    /// The image data of `png` (its IDAT chunks joined) inflated by zlib, which also checks the Adler-32
    /// checksum; nil when zlib rejects the stream.
    private func inflated(_ png: Data, size: Int) -> [UInt8]? {
        let bytes = [UInt8](png)
        var stream: [UInt8] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == "IDAT" {
                stream += bytes[offset + 8..<offset + 8 + length]
            }
            offset += 12 + length
        }
        var output = [UInt8](repeating: 0, count: size + 1)
        var outputLength = uLongf(output.count)
        let status = uncompress(&output, &outputLength, stream, uLong(stream.count))
        return status == Z_OK ? Array(output.prefix(Int(outputLength))) : nil
    }

    /// Runs of at least `PNGWriter.minimumRepeatedRun` rows that repeat the row above are written as deflate
    /// blocks of their own, between zlib's (one full flush each). Widths chosen so the matches that cover a row
    /// end in every way: one short match, a 258 and a rest, a rest of 1 or 2 (split 255 + 4 or 5), several 258s.
    @Test(arguments: [1, 2, 3, 86, 87, 88, 200, 345])
    func rowsThatRepeatTheRowAboveBypassZlibAndRoundTrip(width: Int) throws {
        for background in [nil, (1.0, 1.0, 1.0, 1.0), (0.2, 0.8, 0.4, 0.35)] {
            let surface = try striped(width: width, background: background)
            let flushes = Counter()
            var zlib = ZlibCalls()
            zlib.deflate = { stream, flush in
                if flush == Z_FULL_FLUSH { flushes.count += 1 }
                return deflate(stream, flush)
            }
            let png = try PNGWriter(encoding: .fast, zlib: zlib).encode(surface)
            let channels = png[25] == 2 ? 3 : 4
            // Width 1 as RGB leaves too few zeros after a row's literal zero for a match: zlib takes it all.
            #expect(flushes.count == (width * channels >= 4 ? 4 : 0), "runs of 4, 5, 10 and 20 rows diverted")
            let data = try #require(inflated(png, size: 60 * (1 + width * channels)), "zlib accepts the stream")
            #expect(data.count == 60 * (1 + width * channels))
            let reference = try ImageSurface(pngData: try surface.cairoPNGData()).pixelBytes()
            #expect(try ImageSurface(pngData: png).pixelBytes() == reference, "width \(width) \(channels) channels")
        }
    }

    final class Counter: @unchecked Sendable {
        var count = 0
    }

    // MARK: zlib failures

    /// Counts calls and fails the chosen one; everything else goes to the real zlib.
    final class FaultyZlib: @unchecked Sendable {
        var deflateCalls = 0
        var endCalls = 0
        var failInit: Int32?
        var failDeflateCall: Int?
        var deflateStatus: Int32 = Z_STREAM_ERROR
        var stallDeflate = false
        var endStatus: Int32?

        var calls: ZlibCalls {
            var calls = ZlibCalls()
            calls.deflateInit = { stream, level, strategy in
                self.failInit ?? shipplot_deflate_init(stream, level, strategy)
            }
            calls.deflate = { stream, flush in
                self.deflateCalls += 1
                if self.stallDeflate { return Z_OK }
                if self.deflateCalls == self.failDeflateCall { return self.deflateStatus }
                return deflate(stream, flush)
            }
            calls.deflateEnd = { stream in
                self.endCalls += 1
                let status = deflateEnd(stream)
                return self.endStatus ?? status
            }
            return calls
        }
    }

    private func encode(_ zlib: FaultyZlib) throws -> Data {
        let surface = try sample(width: 40, height: 30, background: (1, 1, 1, 1))
        return try PNGWriter(encoding: .fast, zlib: zlib.calls).encode(surface)
    }

    @Test func everyZlibFailureIsReportedAndTheStreamFreed() throws {
        let fine = FaultyZlib()
        #expect(try ImageSurface(pngData: try encode(fine)).width == 40)
        #expect(fine.endCalls == 1)

        let noMemory = FaultyZlib()
        noMemory.failInit = Z_MEM_ERROR
        #expect(throws: CairoError(operation: "encode PNG", reason: "zlib could not start compression: out of memory"))
        {
            try encode(noMemory)
        }
        #expect(noMemory.deflateCalls == 0 && noMemory.endCalls == 0)

        let version = FaultyZlib()
        version.failInit = Z_VERSION_ERROR
        #expect(throws: CairoError.self) { try encode(version) }

        for call in [1, 15, fine.deflateCalls] {
            let broken = FaultyZlib()
            broken.failDeflateCall = call
            #expect(
                throws: CairoError(
                    operation: "encode PNG",
                    reason: "zlib could not compress: inconsistent stream state (Z_STREAM_ERROR)")
            ) {
                try encode(broken)
            }
            #expect(broken.endCalls == 1, "the stream is freed after a failure")
        }

        let bufferError = FaultyZlib()
        bufferError.failDeflateCall = fine.deflateCalls
        bufferError.deflateStatus = Z_BUF_ERROR
        #expect(throws: CairoError.self) { try encode(bufferError) }

        let stalled = FaultyZlib()
        stalled.stallDeflate = true
        #expect(
            throws: CairoError(
                operation: "encode PNG", reason: "zlib could not compress: no progress possible (Z_BUF_ERROR)")
        ) {
            try encode(stalled)
        }
        #expect(stalled.deflateCalls == 1)

        let badEnd = FaultyZlib()
        badEnd.endStatus = Z_DATA_ERROR
        #expect(
            throws: CairoError(
                operation: "encode PNG", reason: "zlib could not finish compression: data error (Z_DATA_ERROR)")
        ) {
            try encode(badEnd)
        }
        #expect(badEnd.endCalls == 1)
    }
}
