import Foundation
import GalleryCharts
import GoldenTesting
import Testing

/// Every gallery chart, one per feature family of the Swift Charts surface, checked against its golden.
@Suite struct GalleryGoldenTests {
    static let names = Gallery.entries.map(\.name)

    @Test(arguments: names)
    func galleryChart(_ name: String) throws {
        let entry = try #require(Gallery.entries.first { $0.name == name })
        let failure = checkGolden(png: try entry.png(), suite: "gallery", name: name)
        #expect(failure == nil, Comment(rawValue: failure ?? ""))
    }
}
