// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a path is stroked once everything is resolved.
struct Stroke: Equatable, Sendable {
    var width: Double
    var dash: [Double] = []
    var dashPhase: Double = 0
    var cap: CGLineCap = .butt
    var join: CGLineJoin = .miter
}

extension Stroke {
    /// A mark's `lineStyle` as drawn, or the given defaults when it set none: a `StrokeStyle` replaces every
    /// default at once, as in SwiftUI.
    init(_ style: StrokeStyle?, width: Double, cap: CGLineCap = .butt, join: CGLineJoin = .miter, dash: [Double] = []) {
        guard let style else {
            self.init(width: width, dash: dash, cap: cap, join: join)
            return
        }
        self.init(
            width: Double(style.lineWidth), dash: style.dash.map { Double($0) }, dashPhase: Double(style.dashPhase),
            cap: style.lineCap, join: style.lineJoin)
    }
}
