// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// What the modifiers a static image accepts and has nothing to draw for — interaction, lifecycle, navigation
/// chrome, accessibility, animation — do: their content is laid out and drawn as it is.
package struct AcceptedModifier: PassThroughModifier {
    package var meaning: ModifierMeaning { .nothing }
}

extension ViewModifierNode where Self == AcceptedModifier {
    /// A modifier accepted for compatibility that changes nothing drawn.
    package static var inert: AcceptedModifier { AcceptedModifier() }
}
