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
        // One layer up from the background: a light grey in light mode, a dark grey in dark mode.
        let raisedLight = light.resolve(Color(uiColor: .secondarySystemBackground))
        let raisedDark = dark.resolve(Color(uiColor: .secondarySystemBackground))
        #expect(raisedLight.red < light.background.red && raisedLight.red > 0.9, "\(raisedLight)")
        #expect(raisedDark.red > dark.background.red && raisedDark.red < 0.2, "\(raisedDark)")
        #expect(light.resolve(Color(.systemFill)).alpha == 0.2)
    }
}
