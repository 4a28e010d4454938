// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A catalog written to a fresh temporary folder for one test, removed when the test ends.
final class TemporaryCatalog {
    let folder: URL
    let catalog: URL

    init(_ name: String = "Assets.xcassets") throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        catalog = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
        try write("Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Writes `text` at `path` inside the catalog, creating folders.
    func write(_ path: String, _ text: String) throws { try write(path, Data(text.utf8)) }

    func write(_ path: String, _ data: Data) throws {
        let url = catalog.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// A colour set with `colors` as its entries' JSON.
    func colorSet(_ name: String, _ colors: String...) throws {
        try write("\(name).colorset/Contents.json", #"{ "colors" : [ \#(colors.joined(separator: ", ")) ] }"#)
    }

    /// One colour entry in `space` with `components`, for `appearances` (JSON) and `idiom`.
    static func entry(
        _ space: String = "srgb", _ components: String, appearances: String? = nil, idiom: String = "universal"
    ) -> String {
        let looks = appearances.map { #", "appearances" : \#($0)"# } ?? ""
        return
            #"{ "color" : { "color-space" : "\#(space)", "components" : { \#(components) } }, "idiom" : "\#(idiom)"\#(looks) }"#
    }

    static let dark = #"[ { "appearance" : "luminosity", "value" : "dark" } ]"#
    static let highContrast = #"[ { "appearance" : "contrast", "value" : "high" } ]"#
    static let darkHighContrast =
        #"[ { "appearance" : "luminosity", "value" : "dark" }, { "appearance" : "contrast", "value" : "high" } ]"#

    /// A PNG's first 33 bytes (signature and IHDR) for a `width` × `height` image: enough for a header check.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    /// The fixture catalog's folder in the repository.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/AssetCatalogApp/Assets.xcassets").standardized
}
