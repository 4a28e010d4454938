// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// UIKit's semantic colours, as iOS chart code passes them to `Color(_:)` and `Color(uiColor:)`, follow the theme.
@Suite struct UIKitColorTests {
    @Test func semanticColoursResolvePerTheme() {
        let light = Theme.standard(.light), dark = Theme.standard(.dark)
        #expect(light.resolve(Color(.label)) == light.text)
        #expect(dark.resolve(Color(.label)) == dark.text)
        #expect(light.resolve(Color(UIColor.systemBackground)) == light.background)
        #expect(light.resolve(Color(.systemBlue)) == light.resolve(.blue))
        // iOS's values in each appearance: a screen's background is black in dark mode, the layers above it greys.
        #expect(dark.resolve(Color(UIColor.systemBackground)) == RGBA(hex: 0x000000))
        #expect(light.resolve(Color(uiColor: .secondarySystemBackground)) == RGBA(hex: 0xF2F2F7))
        #expect(dark.resolve(Color(uiColor: .secondarySystemBackground)) == RGBA(hex: 0x1C1C1E))
        #expect(dark.resolve(Color(.tertiarySystemBackground)) == RGBA(hex: 0x2C2C2E))
        #expect(light.resolve(Color(.systemGroupedBackground)) == RGBA(hex: 0xF2F2F7))
        #expect(dark.resolve(Color(.secondarySystemGroupedBackground)) == RGBA(hex: 0x1C1C1E))
        #expect(dark.resolve(Color(.tertiarySystemGroupedBackground)) == RGBA(hex: 0x2C2C2E))
        #expect(dark.resolve(Color(.separator)) == RGBA(hex: 0x545458, alpha: 0.6))
        #expect(dark.resolve(Color(.tertiaryLabel)) == RGBA(hex: 0xEBEBF5, alpha: 0.3))
        #expect(dark.resolve(Color(.systemGray6)) == RGBA(hex: 0x1C1C1E))
        #expect(light.resolve(Color(.systemFill)) == RGBA(hex: 0x787880, alpha: 0.2))
        #expect(dark.resolve(Color(.systemFill)) == RGBA(hex: 0x787880, alpha: 0.36))
    }
}
