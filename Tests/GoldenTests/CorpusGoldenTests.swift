// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import GoldenTesting
import SwiftChartsCorpus
import Testing

/// The compatibility corpus (`Examples/SwiftChartsCorpus`: styles, overlays and views) against its golden images
/// and structural goldens in `golden-images/corpus/`.
@Suite struct CorpusGoldenTests {
    static let names = Corpus.all.map(\.name)

    @Test(arguments: names)
    func chart(_ name: String) throws {
        try expectGolden(try #require(Corpus.all.first { $0.name == name }).renderer, suite: "corpus", name)
    }

    @Test func everyChartRendersWithoutDiagnostics() throws {
        for entry in Corpus.all {
            #expect(try entry.renderer.diagnostics().isEmpty, "\(entry.name)")
        }
    }

    @Test func everyGoldenBelongsToAChart() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../golden-images/corpus").standardized
        let pngs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        #expect(Set(pngs.map { String($0.dropLast(4)) }) == Set(Self.names))
        #expect(Set(Self.names).count == Self.names.count, "names are unique")
    }
}
