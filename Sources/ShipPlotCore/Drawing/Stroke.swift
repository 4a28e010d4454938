// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a path is stroked once everything is resolved.
package struct Stroke: Equatable, Sendable {
    package var width: Double
    package var dash: [Double] = []
    package var dashPhase: Double = 0
    package var cap: CGLineCap = .butt
    package var join: CGLineJoin = .miter

    package init(
        width: Double, dash: [Double] = [], dashPhase: Double = 0, cap: CGLineCap = .butt, join: CGLineJoin = .miter
    ) {
        self.width = width
        self.dash = dash
        self.dashPhase = dashPhase
        self.cap = cap
        self.join = join
    }
}

extension Stroke {
    /// A mark's `lineStyle` as drawn, or the given defaults when it set none: a `StrokeStyle` replaces every
    /// default at once, as in SwiftUI.
    package init(
        _ style: StrokeStyle?, width: Double, cap: CGLineCap = .butt, join: CGLineJoin = .miter, dash: [Double] = []
    ) {
        guard let style else {
            self.init(width: width, dash: dash, cap: cap, join: join)
            return
        }
        self.init(
            width: Double(style.lineWidth), dash: style.dash.map { Double($0) }, dashPhase: Double(style.dashPhase),
            cap: style.lineCap, join: style.lineJoin)
    }
}
