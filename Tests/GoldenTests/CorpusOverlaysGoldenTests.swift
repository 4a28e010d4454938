import Foundation
import GoldenTesting
import SwiftChartsCorpus
import Testing

/// The overlays part of the compatibility corpus (`Examples/SwiftChartsCorpus/Overlays*.swift`) against its golden
/// images and structural goldens in `golden-images/corpus/`.
@Suite struct CorpusOverlaysGoldenTests {
    static let names = OverlaysCorpus.all.map(\.name)

    @Test(arguments: names)
    func chart(_ name: String) throws {
        let renderer = try #require(OverlaysCorpus.all.first { $0.name == name }).renderer
        let failure = checkGolden(png: try renderer.pngData(), suite: "corpus", name: name)
        #expect(failure == nil, Comment(rawValue: failure ?? ""))
        expectTextGolden(try structure(renderer), suite: "corpus", name)
    }

    @Test func everyChartRendersWithoutDiagnostics() throws {
        for entry in OverlaysCorpus.all {
            #expect(try entry.renderer.diagnostics().isEmpty, "\(entry.name)")
        }
    }
}
