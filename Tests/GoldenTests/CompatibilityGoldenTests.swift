// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import GoldenTesting
import SwiftChartsSnippets
import Testing

/// Each Swift Charts snippet of reference §9 (`Examples/SwiftChartsSnippets`) against its golden image and its
/// structural golden in `golden-images/compatibility/`.
@Suite struct CompatibilityGoldenTests {
    static let names = SwiftChartsSnippets.all.map(\.name)

    @Test(arguments: names)
    func snippet(_ name: String) throws {
        try expectGolden(
            try #require(SwiftChartsSnippets.all.first { $0.name == name }).renderer, suite: "compatibility", name)
    }
}
