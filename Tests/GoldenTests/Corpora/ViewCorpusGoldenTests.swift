// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ChartViews
import Foundation
import GoldenTesting
import TestSupport
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// The views corpus (`Examples/ChartViews`: cards, dashboards and screens as apps write them) rendered through
/// `ImageRenderer` at 2×, opaque, against its golden images and structural goldens in `golden-images/views/`.
@MainActor @Suite struct ViewCorpusGoldenTests {
    static let names = ViewCorpus.all.map(\.name)

    static func renderer(_ name: String) throws -> ImageRenderer<AnyView> {
        let entry = try #require(ViewCorpus.all.first { $0.name == name })
        let renderer = ImageRenderer(content: entry.view)
        renderer.scale = 2
        renderer.isOpaque = true
        return renderer
    }

    @Test(arguments: await names)
    func view(_ name: String) throws {
        let renderer = try Self.renderer(name)
        let failure = checkGolden(png: try renderer.pngData(), suite: "views", name: name)
        #expect(failure == nil, Comment(rawValue: failure ?? ""))
        expectTextGolden(try renderer.recordedCommands(), suite: "views", name)
    }

    @Test(arguments: await names)
    func everyViewRendersWithoutDiagnostics(_ name: String) throws {
        let diagnostics = try Self.renderer(name).diagnostics()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func everyGoldenBelongsToAView() throws {
        let folder = repositoryRoot.appendingPathComponent("golden-images/views")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        #expect(Set(pngs.map { String($0.dropLast(4)) }) == Set(Self.names))
        #expect(Set(Self.names).count == Self.names.count, "names are unique")
    }
}
