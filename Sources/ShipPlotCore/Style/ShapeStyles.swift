// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A style that can fill or stroke a mark: a `Color`, a gradient, or either with an opacity or a shadow.
public protocol ShapeStyle: Sendable {
    /// The style as the pipeline draws it.
    var _paint: _ShapePaint { get }
}

extension ShapeStyle {
    /// Styles this module does not know draw in grey rather than failing to compile.
    public var _paint: _ShapePaint { _ShapePaint(fill: .color(.gray)) }
}

/// A shape style as the pipeline reads it: one colour or a gradient, an opacity, and an optional drop shadow.
public struct _ShapePaint: Hashable, Sendable {
    package enum Fill: Hashable, Sendable {
        case color(Color)
        /// Unit points in the bounds of the shape it fills (for lines and areas: the series' bounds).
        case linear(Gradient, start: UnitPoint, end: UnitPoint)
        /// A centre in unit points; radii in points.
        case radial(Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)
    }

    package struct Shadow: Hashable, Sendable {
        package var color: Color
        package var radius: Double
        package var x: Double
        package var y: Double

        package init(color: Color, radius: Double, x: Double, y: Double) {
            self.color = color
            self.radius = radius
            self.x = x
            self.y = y
        }
    }

    package var fill: Fill
    package var opacity: Double = 1
    package var shadow: Shadow?
    /// How shapes painted with this style composite (`blendMode(_:)`); nil: drawn over, as `.normal`.
    package var blend: BlendMode?

    package func multiplyingOpacity(_ factor: Double) -> _ShapePaint {
        var copy = self
        copy.opacity *= factor
        return copy
    }

    /// The colour that stands for the style where one colour is drawn (legend swatches, points, rules): the most
    /// opaque stop of a gradient, the later one on a tie, so `.blue.gradient` and a fade to clear show their hue.
    package var representative: Color {
        switch fill {
        case .color(let color): return color.opacity(opacity)
        case .linear(let gradient, _, _), .radial(let gradient, _, _, _):
            var best: Color?
            for stop in gradient.stops where stop.color.alpha >= (best?.alpha ?? 0) { best = stop.color }
            return (best ?? .gray).opacity(opacity)
        }
    }

    /// Whether drawing needs more than the representative colour.
    package var isPlainColor: Bool {
        if case .color = fill { return shadow == nil && blend == nil }
        return false
    }

    package init(fill: Fill, opacity: Double = 1, shadow: Shadow? = nil, blend: BlendMode? = nil) {
        self.fill = fill
        self.opacity = opacity
        self.shadow = shadow
        self.blend = blend
    }
}

/// A type-erased shape style, as SwiftUI's: `AnyShapeStyle(.blue.gradient)`.
public struct AnyShapeStyle: ShapeStyle, Hashable {
    public let _paint: _ShapePaint

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) { _paint = style._paint }

    package init(paint: _ShapePaint) { _paint = paint }
}

/// A shadow, as SwiftUI's `ShadowStyle`; drawn as a soft shadow behind bars, areas and lines.
public struct ShadowStyle: Sendable, Equatable {
    package let shadow: _ShapePaint.Shadow

    /// A drop shadow of `color` blurred by `radius` points and moved by `x`, `y` (SwiftUI's defaults: black at
    /// 33 % opacity, no offset).
    public static func drop(
        color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(shadow: .init(color: color, radius: Double(radius), x: Double(x), y: Double(y)))
    }

    /// An inner shadow; drawn like a drop shadow of the same colour would be covered, so it draws nothing here.
    public static func inner(
        color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(shadow: .init(color: .clear, radius: 0, x: 0, y: 0))
    }

    package init(shadow: _ShapePaint.Shadow) {
        self.shadow = shadow
    }
}

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity` (0...1).
    public func opacity(_ opacity: Double) -> AnyShapeStyle {
        AnyShapeStyle(paint: _paint.multiplyingOpacity(opacity))
    }

    /// This style with a shadow behind what it fills or strokes.
    public func shadow(_ style: ShadowStyle) -> AnyShapeStyle {
        var paint = _paint
        paint.shadow = style.shadow.radius > 0 || style.shadow.x != 0 || style.shadow.y != 0 ? style.shadow : nil
        return AnyShapeStyle(paint: paint)
    }
}

extension Color {
    /// A grey from white 0 (black) to 1 (white) in `colorSpace` (treated as sRGB).
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }
}
