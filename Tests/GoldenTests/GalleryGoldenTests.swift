// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import GalleryCharts
import GoldenTesting
import Testing

/// Every gallery chart, one per feature family of the Swift Charts surface, checked against its golden image
/// and its structural golden.
@Suite struct GalleryGoldenTests {
    static let names = Gallery.entries.map(\.name)

    @Test(arguments: names)
    func galleryChart(_ name: String) throws {
        let entry = try #require(Gallery.entries.first { $0.name == name })
        let failure = checkGolden(png: try entry.png(), suite: "gallery", name: name)
        #expect(failure == nil, Comment(rawValue: failure ?? ""))
    }

    /// The same chart's draw commands with fixed font metrics, so a layout change reads as a line diff.
    @Test(arguments: names)
    func galleryStructure(_ name: String) throws {
        let entry = try #require(Gallery.entries.first { $0.name == name })
        if let renderer = entry.renderer {
            expectTextGolden(try structure(renderer), suite: "gallery", name)
        } else {
            expectTextGolden(try structure(try #require(entry.sheet)), suite: "gallery", name)
        }
    }
}
