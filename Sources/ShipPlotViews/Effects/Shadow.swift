// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// A shadow of the view's shapes in `color`, moved by `x`, `y` (drawn without blur: a static image keeps
    /// the offset copy soft by its colour's opacity).
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ModifiedView {
        let dx = validLength(x, allowsNegative: true), dy = validLength(y, allowsNegative: true)
        let r = validLength(radius)
        return modified(
            ShadowModifier(color: color, radius: r.value ?? 0, x: dx.value ?? 0, y: dy.value ?? 0),
            bad: dx.bad || dy.bad || r.bad)
    }
}

/// A shadow: the content's shapes and text copied in the shadow's colour, moved, under the content.
package struct ShadowModifier: DrawingEffect {
    package let color: Color
    package let radius: Double
    package let x: Double
    package let y: Double
    package var meaning: ModifierMeaning { .shadow(color: color, radius: radius, x: x, y: y) }
    package func drawing(_ content: [DrawCommand], of view: PlacedNode, in drawer: inout ViewDrawer) -> [DrawCommand] {
        ViewGeometry.shadow(of: content, color: drawer.resolve(color), radius: radius, dx: x, dy: y) + content
    }

    package init(color: Color, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}
