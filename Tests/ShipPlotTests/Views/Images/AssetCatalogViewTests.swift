// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Colours and images from an asset catalog in a bundle, through `Color`, `UIColor` and `Image`, as drawn.
@Suite struct AssetCatalogViewTests {
    /// A bundle folder holding `Assets.xcassets` with the files given (path inside the catalog, contents).
    final class TestBundle {
        let folder: URL
        let bundle: Bundle

        init(_ files: [(String, Data)]) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
            for (path, data) in files {
                let url = folder.appendingPathComponent("Assets.xcassets/" + path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            bundle = try #require(Bundle(path: folder.path))
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    static func json(_ text: String) -> Data { Data(text.utf8) }

    /// Made on each use: a `Data` kept in a global until exit is reported by LeakSanitizer, which cannot follow
    /// the tagged pointer to its storage.
    static var ink: Data {
        json(
            #"""
            { "colors" : [
              { "color" : { "color-space" : "srgb", "components" : { "red" : "0x10", "green" : "0x20", "blue" : "0x30", "alpha" : "1.000" } }, "idiom" : "universal" },
              { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "color-space" : "srgb", "components" : { "red" : "0xE0", "green" : "0xE8", "blue" : "0xF0", "alpha" : "1.000" } }, "idiom" : "universal" },
              { "appearances" : [ { "appearance" : "contrast", "value" : "high" } ], "color" : { "color-space" : "srgb", "components" : { "red" : "0", "green" : "0", "blue" : "0", "alpha" : "1.000" } }, "idiom" : "universal" } ] }
            """#)
    }

    /// A `width` × `height` PNG of one opaque colour, drawn by cairo.
    static func png(width: Int, height: Int) throws -> Data {
        let surface = try ImageSurface(width: width, height: height)
        let context = try Context(surface: surface)
        context.setSource(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        context.paint()
        return try surface.cairoPNGData()
    }

    @Test func aCatalogColourFollowsTheSchemeAndContrast() throws {
        let bundle = try TestBundle([("Ink.colorset/Contents.json", Self.ink)])
        let ink = Color("Ink", bundle: bundle.bundle)
        #expect(Theme.standard(.light).resolve(ink) == RGBA(hex: 0x102030))
        #expect(Theme.standard(.dark).resolve(ink) == RGBA(hex: 0xE0E8F0))
        #expect(Theme.standard(.light, contrast: .increased).resolve(ink) == RGBA(hex: 0x000000))
        // No dark high-contrast value: the dark one.
        #expect(Theme.standard(.dark, contrast: .increased).resolve(ink) == RGBA(hex: 0xE0E8F0))
        #expect(Theme.standard(.light).resolve(ink.opacity(0.5)) == RGBA(hex: 0x102030, alpha: 0.5))
        #expect(
            Theme.standard(.light).resolve(Color(ColorResource(name: "Ink", bundle: bundle.bundle)))
                == RGBA(hex: 0x102030))
    }

    @Test func anUnknownOrBrokenColourIsTheAccentColourAndSaysWhy() throws {
        let bundle = try TestBundle([
            ("Ink.colorset/Contents.json", Self.ink),
            (
                "Bad.colorset/Contents.json",
                Self.json(#"{ "colors" : [ { "color" : { "components" : { "red" : "2.0" } } } ] }"#)
            ),
        ])
        let view = VStack {
            Text("a").foregroundStyle(Color("Nope", bundle: bundle.bundle))
            Text("b").foregroundStyle(Color("Bad", bundle: bundle.bundle))
        }
        let messages = try ImageRenderer(content: view).diagnostics().map(\.message)
        #expect(
            messages == [
                #"unknown asset colour "Nope" drawn as the accent colour (not in Assets.xcassets)"#,
                #"asset colour "Bad" drawn as the accent colour: Assets.xcassets/Bad.colorset/Contents.json: "colors[0].color.components.red" is "2.0", outside 0...1 (extended colour spaces take wider values)"#,
            ], "\(messages)")
        #expect(
            Theme.standard(.light).resolve(Color("Nope", bundle: bundle.bundle))
                == Theme.standard(.light).resolve(.accentColor))
    }

    @Test func anImageTakesItsSizeAndTheFileForTheScheme() throws {
        let png = try Self.png(width: 48, height: 32)
        let bundle = try TestBundle([
            (
                "Logo.imageset/Contents.json",
                Self.json(
                    #"""
                    { "images" : [ { "filename" : "logo@2x.png", "idiom" : "universal", "scale" : "2x" },
                      { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "dark@2x.png", "idiom" : "universal", "scale" : "2x" } ] }
                    """#)
            ),
            ("Logo.imageset/logo@2x.png", png), ("Logo.imageset/dark@2x.png", png),
        ])
        let light = ImageRenderer(content: Image("Logo", bundle: bundle.bundle))
        #expect(try light.size() == CGSize(width: 24, height: 16))
        #expect(
            try light.recordedCommands() == "image Assets.xcassets/Logo.imageset/logo@2x.png@2x (0,0) (24,0) (0,16)")
        let dark = ImageRenderer(content: Image("Logo", bundle: bundle.bundle).preferredColorScheme(.dark))
        #expect(try dark.recordedCommands().hasPrefix("image Assets.xcassets/Logo.imageset/dark@2x.png@2x"))
        let stretched = ImageRenderer(
            content: Image("Logo", bundle: bundle.bundle).resizable().frame(width: 90, height: 30))
        #expect(try stretched.recordedCommands().contains("(0,0) (90,0) (0,30)"))
        let fitted = ImageRenderer(
            content: Image("Logo", bundle: bundle.bundle).resizable().aspectRatio(contentMode: .fit).frame(
                width: 90, height: 30))
        let fittedCommands = try fitted.recordedCommands()
        #expect(fittedCommands.contains("(22.5,0) (67.5,0) (22.5,30)"), "\(fittedCommands)")
        #expect(try light.diagnostics().isEmpty)
    }

    @Test func aTemplateImageIsTheForegroundStyleThroughItsAlpha() throws {
        let bundle = try TestBundle([
            (
                "Glyph.imageset/Contents.json",
                Self.json(
                    #"{ "images" : [ { "filename" : "g.png", "scale" : "1x" } ], "properties" : { "template-rendering-intent" : "template" } }"#
                )
            ),
            ("Glyph.imageset/g.png", try Self.png(width: 10, height: 10)),
        ])
        let lines = try ImageRenderer(content: Image("Glyph", bundle: bundle.bundle).foregroundStyle(.red))
            .recordedCommands().split(separator: "\n").map(String.init)
        let red = Theme.standard(.light).resolve(.red).hexString
        #expect(
            lines.count == 5 && lines[0] == "masked" && lines[1].hasPrefix("fill \(red) M0,0") && lines[2] == "mask"
                && lines[3].hasPrefix("image ") && lines[4] == "unmask", "\(lines)")
        let original = try ImageRenderer(content: Image("Glyph", bundle: bundle.bundle).renderingMode(.original))
            .recordedCommands()
        #expect(!original.contains("masked"))
    }

    @Test func badImagesAreNamedAndDrawNothing() throws {
        var huge: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        huge += [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0]
        let bundle = try TestBundle([
            ("Huge.imageset/Contents.json", Self.json(#"{ "images" : [ { "filename" : "huge.png" } ] }"#)),
            ("Huge.imageset/huge.png", Data(huge)),
            ("Gone.imageset/Contents.json", Self.json(#"{ "images" : [ { "filename" : "gone.png" } ] }"#)),
            ("Broken.imageset/Contents.json", Self.json("{ not json")),
        ])
        let view = VStack {
            Image("Huge", bundle: bundle.bundle)
            Image("Gone", bundle: bundle.bundle)
            Image("Broken", bundle: bundle.bundle)
            Image("Nope", bundle: bundle.bundle)
        }
        let renderer = ImageRenderer(content: view)
        let messages = try renderer.diagnostics().map(\.message)
        #expect(messages.count == 1, "\(messages)")
        let message = messages.first ?? ""
        #expect(message.hasPrefix("4 asset image problems: "))
        #expect(
            message.contains(
                #""Huge" drawn as an empty frame (Assets.xcassets/Huge.imageset/huge.png: is 20000 × 20000 pixels, over the limit of 16777216 pixels (4096 × 4096))"#
            ))
        #expect(
            message.contains(#""Gone" drawn as an empty frame (Assets.xcassets/Gone.imageset/gone.png: is missing)"#))
        #expect(
            message.contains(
                #""Broken" drawn as an empty frame (Assets.xcassets/Broken.imageset/Contents.json: is not valid JSON ("#
            ))
        #expect(message.contains(#""Nope" drawn as an empty frame (not in Assets.xcassets)"#))
        #expect(!(try renderer.recordedCommands()).contains("image"))
    }
}
