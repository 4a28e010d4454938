// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// What `chartXAxisStyle { axis in … }` asks of an axis, read from the modifiers on the axis view: a static image
/// can fade it, move it and put something behind it.
struct AxisViewStyle: Sendable {
    /// The product of every `opacity(_:)`, 0 to 1.
    var opacity = 1.0
    /// The sum of every `offset(x:y:)`, in points.
    var offset = (x: 0.0, y: 0.0)
    /// The outermost `background { … }`, drawn across the band the axis's labels take.
    var background: _ViewNode?

    /// Reads the modifiers wrapped around the axis view, outermost first; a bounded walk (views are at most
    /// `ViewLimits` deep), and non-finite values are left out.
    init(_ node: _ViewNode) {
        for modifier in node.modifierChain.modifiers {
            switch modifier.meaning {
            case .opacity(let value) where value.isFinite:
                opacity *= min(max(value, 0), 1)
            case .offset(let x, let y) where x.isFinite && y.isFinite && abs(x) < 10_000 && abs(y) < 10_000:
                offset = (offset.x + x, offset.y + y)
            case .background(let view, _) where background == nil:
                background = view
            case .opacity, .offset, .background, .overlay, .clip, .frame, .shadow, .environment, .padding, .room,
                .geometry, .drawing, .nothing:
                break
            }
        }
    }
}
