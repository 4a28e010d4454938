// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCore
@testable import ShipPlotViews

/// `UIImage` as view code makes one (from data, a file, a catalog or a symbol) and shows it with
/// `Image(uiImage:)`; bad data is nil, as in UIKit.
@MainActor @Suite struct UIImageTests {
    /// A PNG of a red rectangle, `width` × `height` pixels.
    private static func redPNG(width: Double, height: Double) throws -> Data {
        let renderer = ImageRenderer(content: Color.red.frame(width: width, height: height))
        renderer.scale = 1
        return try renderer.pngData()
    }

    @Test func anImageFromDataHasItsSizeAndIsDrawn() throws {
        let png = try Self.redPNG(width: 8, height: 4)
        let image = try #require(UIImage(data: png))
        #expect(image.size == CGSize(width: 8, height: 4) && image.scale == 1)
        #expect(UIImage(data: png, scale: 2)?.size == CGSize(width: 4, height: 2))
        #expect(image.pngData() == png && image.jpegData(compressionQuality: 0.8) == nil)

        // Drawn where the view puts it, from the same bytes.
        let drawn = ListStyleTests.drawn(Image(uiImage: image))
        let placed = try #require(
            drawn.compactMap { if case .image(let placed) = $0 { placed } else { nil } }.first)
        #expect(placed.files.first?.file.bytes == png)
        #expect(placed.topRight.x - placed.topLeft.x == 8)
        // And its pixels are the image's: red in the middle of a PNG of it.
        let renderer = ImageRenderer(content: Image(uiImage: image).resizable().frame(width: 16, height: 8))
        renderer.scale = 1
        let again = try #require(UIImage(data: try renderer.pngData()))
        #expect(again.size == CGSize(width: 16, height: 8))
    }

    @Test func aVectorImageFromDataIsDrawnFromItsBytes() throws {
        let svg = Data(
            "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='6'><rect width='10' height='6' fill='red'/></svg>"
                .utf8)
        let image = try #require(UIImage(data: svg))
        #expect(image.size == CGSize(width: 10, height: 6))
        // Drawn from the bytes it was made from (there is no file to read): no diagnostic.
        let renderer = ImageRenderer(content: Image(uiImage: image))
        #expect(try renderer.pngData().count > 0)
        #expect(try renderer.diagnostics().isEmpty)
    }

    @Test func aFileAndASymbolMakeImagesAndBadInputMakesNone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shipplot-uiimage-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("badge.png")
        try Self.redPNG(width: 6, height: 6).write(to: file)
        #expect(UIImage(contentsOfFile: file.path)?.size == CGSize(width: 6, height: 6))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)

        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(!ListStyleTests.fills(ListStyleTests.drawn(Image(uiImage: star))).isEmpty)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(named: "NoSuchAsset") == nil)

        // Not an image, empty, and a PNG whose header claims 20,000 × 20,000 pixels: nil, never a crash.
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
        var huge = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        huge += Data("IHDR".utf8) + Data([0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0, 0, 0, 0, 0])
        #expect(UIImage(data: huge) == nil)
        // Drawn as a template in the foreground style when asked.
        #expect(star.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
    }
}
