// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A layer effect (`blur(radius:opaque:)`, `blendMode(_:)`): the content drawn as one layer, blurred or blended
/// with what is behind it; nothing is drawn for content that draws nothing.
package struct LayerEffectModifier: DrawingEffect {
    package let effect: LayerEffect
    package var meaning: ModifierMeaning { .drawing }
    package func drawing(_ content: [DrawCommand], of view: PlacedNode, in drawer: inout ViewDrawer) -> [DrawCommand] {
        content.isEmpty ? [] : [.pushEffect(effect)] + content + [.popEffect]
    }

    package init(effect: LayerEffect) {
        self.effect = effect
    }
}
