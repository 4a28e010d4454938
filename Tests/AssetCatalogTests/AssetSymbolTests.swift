// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import AssetCatalog

/// The names of generated asset symbols, checked against the names in Xcode's own generated files.
@Suite struct AssetSymbolTests {
    @Test(arguments: [
        ("AccentColor", "accent"), ("Blue Theme", "blueTheme"), ("BrandColor", "brand"), ("Color", "color"),
        ("watercolor", "watercolor"), ("AuthFieldBg", "authFieldBg"),
    ])
    func colours(_ name: String, _ symbol: String) {
        #expect(AssetSymbolNames.colorMember(name) == symbol)
    }

    @Test(arguments: [
        ("diary-filled", "diaryFilled"), ("logo_dark", "logoDark"), ("MuseumMap-8k", "museumMap8K"),
        ("myFirstFloor_v03-metric", "myFirstFloorV03Metric"), ("A319neo", "a319Neo"), ("A330neo-900", "a330Neo900"),
        ("A220-300", "A_220_300"), ("ATR42", "ATR_42"), ("B737MAX8", "B_737_MAX_8"), ("E175E2", "E_175_E_2"),
        ("CONCORDE", "CONCORDE"), ("BG", "BG"), ("B2", "B_2"), ("1", "_1"), ("10e", "_10E"), ("2x2", "_2X2"),
        ("2xm", "_2Xm"), ("40k-border", "_40KBorder"), ("a25", "a25"), ("c21-border", "c21Border"),
        ("AboutIcon", "aboutIcon"), ("Hero image", "hero"), ("final-image", "final"), ("AppIconImage", "appIcon"),
        ("Image", "image"), ("Top Shelf Image Wide", "topShelfImageWide"), ("default", "`default`"),
        ("HTMLView", "htmlView"),
    ])
    func images(_ name: String, _ symbol: String) {
        #expect(AssetSymbolNames.imageMember(name) == symbol)
    }

    @Test func namespacesAreTypes() {
        #expect(AssetSymbolNames.namespaceType("App Icon") == "AppIcon")
        #expect(AssetSymbolNames.namespaceType("App Icon - App Store") == "AppIconAppStore")
    }

    @Test func theGeneratedSourceDeclaresEachAssetOnce() throws {
        let source = try AssetSymbolsSource.generate(
            colors: ["BrandBlue", "Palette/Series1", "Blue"], images: ["Logo", "Icons/Star"], bundle: "Bundle.module")
        #expect(
            source.contains(
                #"    static let brandBlue = ShipPlot.ColorResource(name: "BrandBlue", bundle: resourceBundle)"#))
        #expect(
            source.contains("    enum Palette {\n\n        /// The \"Palette/Series1\" asset catalog color resource."))
        #expect(source.contains(#"    static let logo = ShipPlot.ImageResource(name: "Logo", bundle: resourceBundle)"#))
        #expect(
            source.contains(
                "    static var brandBlue: ShipPlot.Color { ShipPlot.Color(ShipPlot.ColorResource.brandBlue) }"))
        #expect(
            source.contains(
                "    static var brandBlue: ShipPlot.UIColor { ShipPlot.UIColor(resource: ShipPlot.ColorResource.brandBlue) }"
            ))
        // A colour named like a built-in one keeps its resource but gets no Color member that would hide it.
        #expect(source.contains("static let blue = ShipPlot.ColorResource"))
        #expect(!source.contains("static var blue:"))
    }

    @Test func twoAssetsWithOneSymbolAreAnError() {
        #expect(throws: AssetSymbolsSource.Collision.self) {
            try AssetSymbolsSource.generate(colors: [], images: ["logo-dark", "logo_dark"], bundle: "Bundle.main")
        }
    }
}

/// Where catalogs are found in a bundle, as SwiftPM ships them on Linux.
@Suite struct BundleLookupTests {
    /// A bundle folder holding a catalog with one colour, at `catalogPath` inside it.
    static func bundle(catalogAt catalogPath: String) throws -> (folder: URL, bundle: Bundle) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
            .appendingPathComponent("App_App.resources")
        let catalog = folder.appendingPathComponent(catalogPath)
        try FileManager.default.createDirectory(
            at: catalog.appendingPathComponent("Ink.colorset"), withIntermediateDirectories: true)
        try Data(
            #"{ "colors" : [ { "color" : { "color-space" : "extended-gray", "components" : { "white" : "0.200" } } } ] }"#
                .utf8
        )
        .write(to: catalog.appendingPathComponent("Ink.colorset/Contents.json"))
        return (folder, try #require(Bundle(path: folder.path)))
    }

    @Test(arguments: ["Assets.xcassets", "Resources/Assets.xcassets", "Media/Assets.xcassets"])
    func aCatalogIsFoundWhereSwiftPMPutsIt(_ path: String) throws {
        let (folder, bundle) = try Self.bundle(catalogAt: path)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        guard case .found(_, let catalog) = AssetCatalogs.color(named: "Ink", in: bundle) else {
            Issue.record("not found in \(path)")
            return
        }
        #expect(catalog.lastPathComponent == "Assets.xcassets")
        guard case .missing(let searched, _) = AssetCatalogs.color(named: "Nope", in: bundle) else {
            Issue.record("an unknown name was found")
            return
        }
        #expect(searched.count == 1)
    }

    @Test func theAppSearchReachesTheResourceBundlesBesideTheExecutable() throws {
        // The test runner's folder holds this package's resource bundles, the fixture's among them.
        guard case .found(_, let catalog) = AssetCatalogs.color(named: "BrandBlue", in: nil) else {
            Issue.record(
                "the fixture's catalog was not found from the main bundle: \(AssetCatalogs.catalogURLs(for: nil))")
            return
        }
        #expect(catalog.deletingLastPathComponent().lastPathComponent.hasSuffix("_AssetCatalogApp.resources"))
    }
}
