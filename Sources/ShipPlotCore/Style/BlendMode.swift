// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How a view or style is composited over what is behind it, as SwiftUI names the modes. Each is drawn with cairo's
/// operator of the same name (PDF keeps it as a blend mode); `plusLighter` is cairo's saturating `add`, and
/// `plusDarker`, which cairo lacks, draws as `multiply`.
public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension ShapeStyle {
    /// This style composited with `mode` over what is behind each shape it paints (see ``BlendMode``).
    public func blendMode(_ mode: BlendMode) -> AnyShapeStyle {
        var paint = _paint
        paint.blend = mode == .normal ? nil : mode
        return AnyShapeStyle(paint: paint)
    }
}
