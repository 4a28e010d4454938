// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AssetCatalog
import Cairo
import Foundation
import Testing

@testable import AssetImages

/// Image files probed and drawn: every format, and files that must be refused before they cost memory.
@Suite struct ImageFileTests {
    static func fixture(_ path: String) -> URL { TemporaryCatalog.fixture.appendingPathComponent(path) }

    @Test func eachFormatIsProbedFromItsHeader() throws {
        let cases: [(String, ImageFile.Format, Double, Double)] = [
            ("Brand/Logo.imageset/logo@3x.png", .png, 120, 120), ("Photo.imageset/photo@2x.jpg", .jpeg, 240, 160),
            ("Badge.imageset/badge.svg", .svg, 32, 32), ("Trophy.imageset/trophy.pdf", .pdf, 32, 32),
        ]
        for (path, format, width, height) in cases {
            let file = try ImageFiles.probe(Self.fixture(path), path: path).get()
            #expect(file.format == format && file.width == width && file.height == height, "\(path): \(file)")
        }
    }

    @Test func aHugeBitmapIsRefusedFromItsHeaderAlone() throws {
        let catalog = try TemporaryCatalog()
        // 20,000 × 20,000 would be 1.6 GB decoded; the file is its 33-byte header.
        try catalog.write("Huge.imageset/huge.png", TemporaryCatalog.pngHeader(width: 20_000, height: 20_000))
        let url = catalog.catalog.appendingPathComponent("Huge.imageset/huge.png")
        guard case .failure(let problem) = ImageFiles.probe(url, path: "Huge.imageset/huge.png") else {
            Issue.record("a 20,000 × 20,000 PNG was accepted")
            return
        }
        #expect(problem.reason == "is 20000 × 20000 pixels, over the limit of 16777216 pixels (4096 × 4096)")
        #expect(DecodedImages.shared.pixels(url.standardizedFileURL.path) == nil)
    }

    @Test func aBitmapWhosePixelsAreBrokenIsFoundWhenProbed() throws {
        let catalog = try TemporaryCatalog()
        try catalog.write("Cut.imageset/cut.png", TemporaryCatalog.pngHeader(width: 10, height: 10) + Data([0, 0, 0]))
        let fine = try Data(contentsOf: Self.fixture("Photo.imageset/photo@2x.jpg"))
        try catalog.write("Cut.imageset/cut.jpg", fine.prefix(200))
        let png = catalog.catalog.appendingPathComponent("Cut.imageset/cut.png")
        let jpeg = catalog.catalog.appendingPathComponent("Cut.imageset/cut.jpg")
        guard case .failure(let problem) = ImageFiles.probe(png, path: "cut.png") else {
            Issue.record("a PNG with no pixel data was accepted")
            return
        }
        #expect(problem.reason.hasPrefix("cannot be decoded as PNG"), "\(problem)")
        guard case .failure(let cut) = ImageFiles.probe(jpeg, path: "cut.jpg") else {
            Issue.record("a JPEG cut after its header was accepted")
            return
        }
        #expect(cut.reason.contains("JPEG"), "\(cut)")
    }

    @Test func otherFormatsAreNamed() throws {
        let catalog = try TemporaryCatalog()
        try catalog.write("X.imageset/x.gif", "GIF89a....")
        try catalog.write("X.imageset/x.heic", Data([0, 0, 0, 24] + Array("ftypheic".utf8)))
        try catalog.write(
            "X.imageset/x.svg", "<svg xmlns='http://www.w3.org/2000/svg'><rect width='4' height='4'/></svg>")
        func reason(_ name: String) -> String {
            let url = catalog.catalog.appendingPathComponent("X.imageset/\(name)")
            guard case .failure(let problem) = ImageFiles.probe(url, path: name) else { return "accepted" }
            return problem.reason
        }
        #expect(reason("x.gif") == "is a GIF image, which is not drawn here (PNG, JPEG, PDF and SVG are)")
        #expect(reason("x.heic") == "is a HEIC image, which is not drawn here (PNG, JPEG, PDF and SVG are)")
        #expect(reason("x.svg") == "has no size (give the svg element a width and height or a viewBox)")
        #expect(reason("missing.png") == "is missing")
    }

    @Test func aDecodedJPEGHasItsPixels() throws {
        let path = "Photo.imageset/photo@2x.jpg"
        let file = try ImageFiles.probe(Self.fixture(path), path: path).get()
        let pixels = try ImageFiles.pixels(of: file)
        #expect(pixels.width == 240 && pixels.height == 160)
        let surface = try ImageSurface(width: 240, height: 160)
        try Context(surface: surface).paint(pixels, alpha: 1)
        // The sky at the top-left is the source's orange (#F6B26B), within JPEG's error.
        let top = surface.pixelBytes()
        let (b, g, r, a) = (Int(top[0]), Int(top[1]), Int(top[2]), Int(top[3]))
        #expect(a == 255 && abs(r - 0xF6) < 8 && abs(g - 0xB2) < 8 && abs(b - 0x6B) < 8, "\(r) \(g) \(b) \(a)")
    }
}
