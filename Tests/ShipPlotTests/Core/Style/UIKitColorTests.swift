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

    /// A palette written as UIKit dynamic colours (`UIColor { $0.userInterfaceStyle == .dark ? … }`) draws each
    /// appearance's value; the provider is asked for light, dark and both at high contrast.
    @Test func aDynamicColourFollowsTheScheme() {
        var asked: [(UIUserInterfaceStyle, UIAccessibilityContrast)] = []
        let accent = UIColor { traits in
            asked.append((traits.userInterfaceStyle, traits.accessibilityContrast))
            return traits.userInterfaceStyle == .dark
                ? UIColor(red: 1, green: 0.8, blue: 0, alpha: 1) : UIColor(red: 0, green: 0.2, blue: 0.6, alpha: 1)
        }
        let light = Theme.standard(.light), dark = Theme.standard(.dark)
        #expect(light.resolve(Color(uiColor: accent)) == light.resolve(Color(red: 0, green: 0.2, blue: 0.6)))
        #expect(dark.resolve(Color(uiColor: accent)) == dark.resolve(Color(red: 1, green: 0.8, blue: 0)))
        #expect(dark.resolve(Color(uiColor: accent).opacity(0.5)).alpha == 0.5)
        #expect(
            asked.map(\.0) == [.light, .dark, .light, .dark] && asked.map(\.1) == [.normal, .normal, .high, .high])
        let resolved = accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(light.resolve(Color(resolved)) == light.resolve(Color(red: 1, green: 0.8, blue: 0)))
        #expect(UITraitCollection().userInterfaceStyle == .unspecified)
        // A palette's faded variant sets the alpha (not multiplies it) and still follows the scheme.
        let faded = Color(uiColor: accent.withAlphaComponent(0.3).withAlphaComponent(0.4))
        #expect(dark.resolve(faded) == dark.resolve(Color(red: 1, green: 0.8, blue: 0, opacity: 0.4)))
        #expect(light.resolve(faded) == light.resolve(Color(red: 0, green: 0.2, blue: 0.6, opacity: 0.4)))
    }
}
