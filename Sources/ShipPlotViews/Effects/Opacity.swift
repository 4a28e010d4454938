// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// The view drawn at `opacity` (0...1).
    public func opacity(_ opacity: Double) -> ModifiedView {
        modified(OpacityModifier(opacity: opacity.isFinite ? min(max(opacity, 0), 1) : 1), bad: !opacity.isFinite)
    }
}

/// Opacity: every colour the content draws, faded by `opacity`.
package struct OpacityModifier: DrawingEffect {
    package let opacity: Double
    package var meaning: ModifierMeaning { .opacity(opacity) }
    package func drawing(_ content: [DrawCommand], of view: PlacedNode, in drawer: inout ViewDrawer) -> [DrawCommand] {
        ViewGeometry.faded(content, by: opacity)
    }

    package init(opacity: Double) {
        self.opacity = opacity
    }
}
