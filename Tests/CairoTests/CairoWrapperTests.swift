// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CCairo
import Foundation
import Testing

@testable import Cairo

struct CairoWrapperTests {
    @Test func imageSurfaceRejectsImpossibleSizes() {
        #expect(throws: CairoError.self) { try ImageSurface(width: 0, height: 10) }
        #expect(throws: CairoError.self) { try ImageSurface(width: 40_000, height: 10) }
    }

    @Test func drawsAndRoundTripsThroughPNG() throws {
        let surface = try ImageSurface(width: 20, height: 10)
        let context = try Context(surface: surface)
        context.setSource(red: 1, green: 0, blue: 0, alpha: 1)
        context.rectangle(x: 0, y: 0, width: 10, height: 10)
        context.fill()
        try context.checkStatus()
        let decoded = try ImageSurface(pngData: try surface.pngData())
        #expect(decoded.width == 20 && decoded.height == 10)
        let pixels = decoded.pixelBytes()
        // Little-endian ARGB32: B, G, R, A.
        #expect(Array(pixels[0..<4]) == [0, 0, 255, 255])
        #expect(Array(pixels[(15 * 4)..<(16 * 4)]) == [0, 0, 0, 0])
    }

    /// A chart-sized image lies on a 2 MiB boundary (so it can take one huge page), mapped for its whole last
    /// 2 MiB when at most 512 KiB of it is unused and to its own page-rounded length otherwise, cleared either way.
    @Test func largeImagesAreMappedOnHugePageBoundaries() throws {
        let huge = 2 << 20
        for (width, height, mapped) in [(800, 500, huge), (1000, 700, 2_801_664), (1600, 1000, 6_402_048)] {
            let (memory, length) = try #require(ImageSurface.mapPixels(length: width * 4 * height))
            defer { munmap(memory, length) }
            #expect(Int(bitPattern: memory) % huge == 0, "\(width)×\(height)")
            #expect(length == mapped, "\(width)×\(height)")
            let image = try ImageSurface(width: width, height: height)
            image.withPixelBytes { pixels in
                #expect(Int(bitPattern: pixels.baseAddress) % huge == 0, "\(width)×\(height)")
                #expect(pixels.allSatisfy { $0 == 0 }, "\(width)×\(height)")
            }
        }
    }

    @Test func truncatedPNGIsAnError() throws {
        let png = try ImageSurface(width: 4, height: 4).pngData()
        #expect(throws: CairoError.self) { try ImageSurface(pngData: png.prefix(20)) }
        #expect(throws: CairoError.self) { try ImageSurface(pngData: Data("not a png".utf8)) }
    }

    @Test func pdfHasNoCreationDateAndIsReproducible() throws {
        func render() throws -> Data {
            let surface = try DocumentSurface(format: .pdf, width: 100, height: 50, title: "Test")
            let context = try Context(surface: surface)
            context.rectangle(x: 10, y: 10, width: 20, height: 20)
            context.fill()
            return try surface.documentData()
        }
        let first = try render()
        #expect(first == (try render()))
        #expect(String(decoding: first, as: UTF8.self).contains("/CreationDate") == false)
        #expect(first.starts(with: Data("%PDF-".utf8)))
    }

    /// A no-break space reaches a PDF as a space, so the font is embedded once (cairo gives U+00A0 a composite copy
    /// of the font of its own); the page's text and the advances are those of the plain text.
    @Test func pdfDrawsANoBreakSpaceAsASpace() throws {
        let face = try FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let font = try ScaledFont(face: face, size: 12)
        #expect(font.drawsAlike("\u{A0}", " "))
        #expect(!font.drawsAlike("a", " "))
        func render(_ text: String, tracking: Double = 0) throws -> String {
            let surface = try DocumentSurface(format: .pdf, width: 200, height: 50, title: "Test")
            let context = try Context(surface: surface)
            context.showText(text, font: font, x: 10, y: 30, tracking: tracking)
            context.showText("Steps", font: font, x: 10, y: 45)
            try context.checkStatus()
            return String(decoding: try surface.documentData(), as: UTF8.self)
        }
        for tracking in [0.0, 0.5] {
            let pdf = try render("Nov\u{A0}28,\u{A0}2026", tracking: tracking)
            #expect(pdf.components(separatedBy: "/Type /FontDescriptor").count == 2, "one embedded font")
            #expect(!pdf.contains("/Identity-H"), "no composite font")
            #expect(pdf == (try render("Nov 28, 2026", tracking: tracking)))
        }
        // Pixels are drawn from the text as it is.
        let surface = try ImageSurface(width: 10, height: 10)
        #expect(try Context(surface: surface).documentText("a\u{A0}b", font: font) == "a\u{A0}b")
    }

    /// A PDF or SVG draws text with the very font it was measured with, so cairo loads each glyph's metrics once;
    /// a PNG draws with its own (the image surface rounds glyph positions), as before.
    @Test func documentsDrawWithTheMeasuringFont() throws {
        let face = try FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let font = try ScaledFont(face: face, size: 11)
        func drawingFont(_ surface: Surface) throws -> OpaquePointer? {
            let context = try Context(surface: surface)
            context.showText("Jan 6", font: font, x: 10, y: 30)
            return cairo_get_scaled_font(context.pointer)
        }
        for format in [DocumentSurface.Format.pdf, .svg] {
            let surface = try DocumentSurface(format: format, width: 100, height: 50)
            #expect(try drawingFont(surface) == font.pointer, "\(format)")
        }
        #expect(try drawingFont(try ImageSurface(width: 100, height: 50)) != font.pointer)
    }

    @Test func unitFontIsTheCopyAPDFSubsets() throws {
        let face = try FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let unit = try ScaledFont.unit(face)
        // The one-unit copy cairo's PDF surface makes of each font it subsets, and asks for each glyph's widths.
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        var identity = cairo_matrix_t()
        cairo_matrix_init_identity(&identity)
        let copy = cairo_scaled_font_create(face.pointer, &identity, &identity, options)
        defer { cairo_scaled_font_destroy(copy) }
        #expect(copy == unit.pointer)
        // And it measures as the one-unit font with the drawing options does.
        let drawing = try ScaledFont(face: face, size: 1)
        #expect(unit.pointer != drawing.pointer)
        for text in ["Nov 28, 2026", "Final QA", "0123456789", "Screenshots"] {
            #expect(unit.advance(of: text) == drawing.advance(of: text), "\(text)")
        }
        #expect(unit.metrics == drawing.metrics)
    }

    @Test func missingFontNamesThePath() {
        #expect(throws: CairoError(operation: "open font /nonexistent/font.ttf", reason: "no such file")) {
            try FontFace(path: "/nonexistent/font.ttf")
        }
    }

    @Test func fontMeasuresLinearly() throws {
        let face = try FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let small = try ScaledFont(face: face, size: 10)
        let large = try ScaledFont(face: face, size: 20)
        let a = small.advance(of: "Nov 28"), b = large.advance(of: "Nov 28")
        #expect(a > 20 && a < 50)
        #expect(abs(b - 2 * a) < 1e-6)
        #expect(small.metrics.ascent > 0 && small.metrics.descent > 0)
    }
}
