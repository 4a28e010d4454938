// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import AssetCatalog

/// The walk over a catalog: folders, namespaces, and bad trees (loops, links, depth, size) that must end.
@Suite struct CatalogWalkTests {
    static let gray = TemporaryCatalog.entry("extended-gray", #""white" : "0.500""#)

    @Test func foldersGroupAndNamespacesPrefix() throws {
        let catalog = try TemporaryCatalog()
        try catalog.write("Group/Contents.json", #"{ "info" : { "version" : 1 } }"#)
        try catalog.colorSet("Group/Plain", Self.gray)
        try catalog.write("Brand/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        try catalog.colorSet("Brand/Blue", Self.gray)
        try catalog.write("Brand/Inner/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        try catalog.colorSet("Brand/Inner/Deep", Self.gray)
        try catalog.write("Icon.appiconset/Contents.json", #"{ "images" : [ ] }"#)
        let loaded = AssetCatalog.load(catalog.catalog)
        #expect(Set(loaded.colors.keys) == ["Plain", "Brand/Blue", "Brand/Inner/Deep"])
        #expect(loaded.images.isEmpty && loaded.problems.isEmpty, "\(loaded.problems)")
    }

    @Test func aLinkBackUpTheTreeEndsTheWalkWithANamedProblem() throws {
        let catalog = try TemporaryCatalog()
        try catalog.colorSet("Loop/Inside", Self.gray)
        try FileManager.default.createSymbolicLink(
            atPath: catalog.catalog.appendingPathComponent("Loop/Again").path, withDestinationPath: "..")
        let loaded = AssetCatalog.load(catalog.catalog)
        #expect(loaded.colors.keys.sorted() == ["Inside"])
        #expect(
            loaded.problems.map(\.description)
                == ["Assets.xcassets/Loop/Again: links back to a folder that contains it (a loop), not followed"])
    }

    @Test func twoLinksToOneFolderReadItOnce() throws {
        let catalog = try TemporaryCatalog()
        // Each level links twice to the next: without identities the walk would read 2^20 folders.
        for level in 0..<20 {
            try catalog.colorSet("L\(level)/Set\(level)", Self.gray)
            for link in ["A", "B"] {
                try FileManager.default.createSymbolicLink(
                    atPath: catalog.catalog.appendingPathComponent("L\(level)/\(link)").path,
                    withDestinationPath: "../L\(level + 1)")
            }
        }
        let loaded = AssetCatalog.load(catalog.catalog)
        #expect(loaded.colors.count == 20)
        #expect(loaded.problems.allSatisfy { $0.reason.contains("already read") }, "\(loaded.problems)")
    }

    @Test func depthAndEntryCountAreBounded() throws {
        let catalog = try TemporaryCatalog()
        let deep = (0..<40).map { "D\($0)" }.joined(separator: "/")
        try catalog.colorSet(deep + "/Bottom", Self.gray)
        for index in 0..<30 { try catalog.colorSet("Many/C\(index)", Self.gray) }
        let loaded = AssetCatalog.load(catalog.catalog)
        #expect(loaded.colors["Bottom"] == nil)
        #expect(
            loaded.problems.contains { $0.reason == "is nested deeper than 32 folders, not read" }, "\(loaded.problems)"
        )
        let cut = AssetCatalog.load(catalog.catalog, maximumEntries: 10)
        #expect(cut.colors.count < 10)
        #expect(cut.problems.last?.description == "Assets.xcassets: has more than 10 entries; the rest are not read")
    }

    @Test func aDanglingLinkAndAFileWhereAFolderGoesAreSkipped() throws {
        let catalog = try TemporaryCatalog()
        try FileManager.default.createSymbolicLink(
            atPath: catalog.catalog.appendingPathComponent("Gone.colorset").path, withDestinationPath: "/nonexistent")
        try catalog.write("File.colorset", "not a folder")
        try catalog.colorSet("Kept", Self.gray)
        let loaded = AssetCatalog.load(catalog.catalog)
        #expect(loaded.colors.keys.sorted() == ["Kept"])
    }

    @Test func theFixtureCatalogReadsWhole() throws {
        let loaded = AssetCatalog.load(TemporaryCatalog.fixture)
        #expect(loaded.problems.isEmpty, "\(loaded.problems)")
        #expect(
            loaded.colors.keys.sorted()
                == [
                    "Alert", "BrandBlue", "CardBackground", "InkColor", "Mist", "Palette/Series1", "Palette/Series2",
                    "Sunset",
                ])
        #expect(loaded.images.keys.sorted() == ["Badge", "Glyph", "Logo", "Photo", "Trophy"])
        #expect(loaded.colors.values.allSatisfy { (try? $0.get()) != nil })
        #expect(loaded.images.values.allSatisfy { (try? $0.get())?.problems.isEmpty == true })
    }
}

/// Image sets: files by scale and appearance, properties, and bad entries.
@Suite struct ImageSetTests {
    static func set(_ catalog: TemporaryCatalog, _ name: String) throws -> ImageSet {
        try #require(AssetCatalog.load(catalog.catalog).images[name]).get()
    }

    @Test func filesByScaleAndAppearance() throws {
        let catalog = try TemporaryCatalog()
        for file in ["a.png", "a@2x.png", "a-dark@2x.png", "a@3x.png"] { try catalog.write("A.imageset/\(file)", "x") }
        try catalog.write(
            "A.imageset/Contents.json",
            #"""
            { "images" : [ { "filename" : "a.png", "idiom" : "universal", "scale" : "1x" },
              { "filename" : "a@2x.png", "idiom" : "universal", "scale" : "2x" },
              { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "a-dark@2x.png", "idiom" : "universal", "scale" : "2x" },
              { "filename" : "a@3x.png", "idiom" : "universal", "scale" : "3x" },
              { "idiom" : "universal", "scale" : "3x", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ] } ],
              "properties" : { "template-rendering-intent" : "template", "preserves-vector-representation" : true } }
            """#)
        let set = try Self.set(catalog, "A")
        #expect(
            set.files(dark: false, highContrast: false).map(\.file.lastPathComponent) == [
                "a.png", "a@2x.png", "a@3x.png",
            ])
        #expect(set.files(dark: true, highContrast: true).map(\.file.lastPathComponent) == ["a-dark@2x.png"])
        #expect(set.files(dark: true, highContrast: false).map(\.scale) == [2])
        #expect(set.renderingIntent == .template && set.preservesVectorRepresentation && set.problems.isEmpty)
    }

    @Test func aMissingFileIsNamedAndTheOthersStay() throws {
        let catalog = try TemporaryCatalog()
        try catalog.write("B.imageset/b@2x.png", "x")
        try catalog.write(
            "B.imageset/Contents.json",
            #"{ "images" : [ { "filename" : "b@2x.png", "scale" : "2x" }, { "filename" : "b@3x.png", "scale" : "3x" } ] }"#
        )
        let set = try Self.set(catalog, "B")
        #expect(set.variants.map(\.scale) == [2])
        #expect(set.problems.map(\.description) == ["Assets.xcassets/B.imageset/b@3x.png: is missing"])
    }

    @Test func aFileNameOutsideTheSetOrABadScaleIsAProblem() throws {
        let catalog = try TemporaryCatalog()
        try catalog.write("C.imageset/Contents.json", #"{ "images" : [ { "filename" : "../../secret.png" } ] }"#)
        try catalog.write("D.imageset/Contents.json", #"{ "images" : [ { "filename" : "d.png", "scale" : "4x" } ] }"#)
        let loaded = AssetCatalog.load(catalog.catalog)
        guard case .failure(let outside)? = loaded.images["C"], case .failure(let scale)? = loaded.images["D"] else {
            Issue.record("expected problems: \(loaded.images)")
            return
        }
        #expect(outside.reason == #""images[0].filename" is "../../secret.png", not a file in the image set"#)
        #expect(scale.reason == #""images[0].scale" is "4x", not 1x, 2x or 3x"#)
    }
}
