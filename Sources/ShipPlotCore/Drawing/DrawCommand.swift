// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A colour stop of a gradient.
package struct GradientStop: Equatable, Sendable {
    package var offset: Double
    package var color: RGBA

    package init(offset: Double, color: RGBA) {
        self.offset = offset
        self.color = color
    }
}

/// Where a gradient's colours lie, in points.
package enum GradientGeometry: Equatable, Sendable {
    /// Colours change along the line from `from` to `to` and stay constant across it.
    case linear(from: Point, to: Point)
    /// Colours change from the circle of `startRadius` to that of `endRadius`, both around `center`.
    case radial(center: Point, startRadius: Double, endRadius: Double)
}

/// An effect on a layer of drawing: the commands between `pushEffect` and `popEffect` are drawn on their own,
/// then blurred or blended onto the picture as one.
package enum LayerEffect: Equatable, Sendable {
    /// A Gaussian blur whose standard deviation is `radius` points (finite, 0...``LayerEffect/maximumBlur``).
    case blur(radius: Double)
    /// Composited with `mode` instead of drawn over.
    case blend(BlendMode)

    /// The largest blur radius drawn, in points; larger radii are clamped to it.
    package static let maximumBlur = 64.0

    /// The standard deviation drawn for `radius`: clamped to ``maximumBlur``; nil when it is NaN, infinite or
    /// negative.
    package static func sigma(_ radius: Double) -> Double? {
        guard radius.isFinite, radius >= 0 else { return nil }
        return min(radius, maximumBlur)
    }
}

/// One drawing operation. The scene emits these in z-order; a canvas replays them.
package enum DrawCommand: Equatable, Sendable {
    case fill(Path, RGBA)
    case stroke(Path, Stroke, RGBA)
    case text(TextRun)
    case linearGradient(Path, from: Point, to: Point, stops: [GradientStop])
    // The rarely used kinds are boxed, so they do not make every command larger to copy.
    indirect case radialGradient(Path, center: Point, startRadius: Double, endRadius: Double, stops: [GradientStop])
    /// A stroke whose colour follows a gradient.
    indirect case gradientStroke(Path, Stroke, GradientGeometry, stops: [GradientStop])
    /// A soft shadow of `color`, blurred by `radius` points, under a filled path (no stroke) or a stroked one.
    indirect case shadow(Path, Stroke?, RGBA, radius: Double)
    /// Restricts the following commands to a rectangle until the matching `popClip`.
    case pushClip(Rect)
    case popClip
    /// Starts a masked layer: the following commands draw its content, up to `pushMaskLayer`.
    case pushMaskedLayer
    /// Ends the masked layer's content; the following commands draw its mask, up to `popMaskLayers`.
    case pushMaskLayer
    /// Lays the content over the picture through the mask's alpha. The three always come as a triple.
    case popMaskLayers
    /// Starts a layer drawn with `effect`, up to the matching `popEffect`; pairs nest.
    case pushEffect(LayerEffect)
    case popEffect
}
