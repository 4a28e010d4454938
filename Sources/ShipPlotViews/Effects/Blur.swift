// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// SwiftUI view modifiers that everyday annotation and overlay code uses and a static image draws the same
/// without: they compile as in SwiftUI and leave the view as it was.
nonisolated extension View {
    /// Blurs the view by a Gaussian whose standard deviation is `radius` points (at most 64), as one layer;
    /// `opaque` is accepted and ignored. A NaN, infinite or negative radius draws the view sharp and is counted.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedView {
        let sigma = LayerEffect.sigma(Double(radius))
        guard let sigma, sigma > 0 else { return modified(.inert, bad: sigma == nil) }
        return modified(LayerEffectModifier(effect: .blur(radius: sigma)))
    }
    /// Makes the view one accessibility element (ignored in an image).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedView {
        modified(.inert)
    }
}

extension _ViewNode {
    /// Whether the view brings its own backdrop (a `.background` on its outer modifiers), so what it draws sits
    /// on that rather than on the mark beneath it.
    package var hasOwnBackground: Bool {
        modifierChain.modifiers.contains { if case .background = $0.meaning { true } else { false } }
    }
}
