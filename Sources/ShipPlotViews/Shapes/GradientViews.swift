// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

// Gradients are views as well as styles, as in SwiftUI: written where a view goes (in a `ZStack`, as a
// `background`), one fills the space it is offered.

nonisolated extension LinearGradient: View {
    /// The gradient filling the space it is offered.
    public var _node: _ViewNode {
        .make(ShapePrimitive(outline: ShapeOutline(path: { .rect($0) }), paint: .fill(.style(_paint))))
    }
}

nonisolated extension RadialGradient: View {
    /// The gradient filling the space it is offered.
    public var _node: _ViewNode {
        .make(ShapePrimitive(outline: ShapeOutline(path: { .rect($0) }), paint: .fill(.style(_paint))))
    }
}

// A gradient is a view and a style, as a colour is: where both `View` and `ShapeStyle` offer a modifier, the
// gradient's own answers as the style does, and the view's applies where only a view fits.

extension LinearGradient {
    /// This gradient, as a style, with its opacity multiplied by `opacity` (0...1).
    public func opacity(_ opacity: Double) -> AnyShapeStyle { AnyShapeStyle(self).opacity(opacity) }

    /// This gradient, as a style, composited with `mode` over what is behind each shape it paints.
    public func blendMode(_ mode: BlendMode) -> AnyShapeStyle { AnyShapeStyle(self).blendMode(mode) }
}

extension RadialGradient {
    /// This gradient, as a style, with its opacity multiplied by `opacity` (0...1).
    public func opacity(_ opacity: Double) -> AnyShapeStyle { AnyShapeStyle(self).opacity(opacity) }

    /// This gradient, as a style, composited with `mode` over what is behind each shape it paints.
    public func blendMode(_ mode: BlendMode) -> AnyShapeStyle { AnyShapeStyle(self).blendMode(mode) }
}
