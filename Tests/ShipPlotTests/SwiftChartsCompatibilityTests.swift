// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot
import SwiftChartsSnippets
import Testing

// The snippets of reference/swift-charts-api.md §9 live in Examples/SwiftChartsSnippets, written as an app would
// write them for Apple's framework with only the import changed: that they compile is the first test. Here each
// must render without a diagnostic; GoldenTests.CompatibilityGoldenTests checks what each one draws.

@Suite struct SwiftChartsCompatibilityTests {
    static let names = SwiftChartsSnippets.all.map(\.name)

    @Test func everyShapeOfTheReferenceIsASnippet() {
        let shapes = Set(Self.names.map { String($0.prefix(7)) })
        #expect(shapes == Set((1...15).map { String(format: "shape%02d", $0) }))
        #expect(Set(Self.names).count == Self.names.count, "names are unique")
    }

    @Test(arguments: names)
    func rendersWithoutDiagnostics(_ name: String) throws {
        let renderer = try #require(SwiftChartsSnippets.all.first { $0.name == name }).renderer
        #expect(try renderer.diagnostics().isEmpty)
        let png = try renderer.pngData()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 1000)
    }
}
