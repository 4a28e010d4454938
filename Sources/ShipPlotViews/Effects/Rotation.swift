// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// The view drawn turned by `angle` around `anchor` (its frame stays).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedView {
        let bad = !angle.radians.isFinite
        // The same turn within ±π: `.degrees(-1e12)` reached text runs as a -1.7e10 radian angle.
        return modified(
            RotationModifier(radians: bad ? 0 : remainder(angle.radians, 2 * .pi), anchor: anchor), bad: bad)
    }
}

/// A rotation: what the content draws, turned around its anchor in the frame.
package struct RotationModifier: DrawingEffect {
    package let radians: Double
    package let anchor: UnitPoint
    package var meaning: ModifierMeaning { .drawing }
    package func drawing(_ content: [DrawCommand], of view: PlacedNode, in drawer: inout ViewDrawer) -> [DrawCommand] {
        let rect = view.frame
        let center = Point(x: rect.x + Double(anchor.x) * rect.width, y: rect.y + Double(anchor.y) * rect.height)
        return ViewGeometry.rotated(content, by: radians, around: center)
    }

    package init(radians: Double, anchor: UnitPoint) {
        self.radians = radians
        self.anchor = anchor
    }
}
