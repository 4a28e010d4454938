// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

// SwiftUI spellings from iOS 17 and 18 that Swift Charts code uses around its charts.

extension Shape where Self == Rectangle {
    /// A rectangle, as `.clipShape(.rect)` spells it.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerRadius` points: `.clipShape(.rect(cornerRadius: 8))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with each corner rounded by its own radius (drawn with the largest).
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// A rectangle with the four corner radii of `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> UnevenRoundedRectangle
    {
        rect(
            topLeadingRadius: cornerRadii.topLeading, bottomLeadingRadius: cornerRadii.bottomLeading,
            bottomTrailingRadius: cornerRadii.bottomTrailing, topTrailingRadius: cornerRadii.topTrailing,
            style: style)
    }
}

/// The radii of a rectangle's four corners, in points.
public struct RectangleCornerRadii: Sendable, Equatable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat
    /// Four radii, zero by default.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        (self.topLeading, self.bottomLeading) = (topLeading, bottomLeading)
        (self.bottomTrailing, self.topTrailing) = (bottomTrailing, topTrailing)
    }
}

extension Shape where Self == Capsule {
    /// A capsule: `.clipShape(.capsule)`.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with corners of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle: `.clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse: `.clipShape(.ellipse)`.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Animation {
    /// A smooth spring of `duration` seconds (charts are drawn at rest).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { .smooth }
    /// A snappy spring of `duration` seconds (charts are drawn at rest).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        Animation(name: "snappy")
    }
    /// A snappy spring (charts are drawn at rest).
    public static var snappy: Animation { Animation(name: "snappy") }
    /// A bouncy spring of `duration` seconds (charts are drawn at rest).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { .bouncy }
    /// A spring of `duration` seconds and `bounce` (charts are drawn at rest).
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0)
        -> Animation
    { .spring }
    /// A quick spring for interactive changes (charts are drawn at rest).
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation { .spring }
}

extension Gradient {
    /// How a gradient interpolates between its colours.
    public struct ColorSpace: Sendable, Hashable {
        package let perceptual: Bool
        /// In the output colour space.
        public static let device = ColorSpace(perceptual: false)
        /// In a perceptual colour space (drawn as `device` here).
        public static let perceptual = ColorSpace(perceptual: true)

        package init(perceptual: Bool) {
            self.perceptual = perceptual
        }
    }
}

extension Color {
    /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is `rhs` (iOS 18). Both colour spaces mix
    /// the sRGB components here.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        return Color(base: .mix(self, rhs, f))
    }
}

extension ShapeStyle {
    /// The second level of this style: drawn at 60 % of its opacity.
    public var secondary: AnyShapeStyle { AnyShapeStyle(paint: _paint.multiplyingOpacity(0.6)) }
    /// The third level of this style: drawn at 30 % of its opacity.
    public var tertiary: AnyShapeStyle { AnyShapeStyle(paint: _paint.multiplyingOpacity(0.3)) }
    /// The fourth level of this style: drawn at 18 % of its opacity.
    public var quaternary: AnyShapeStyle { AnyShapeStyle(paint: _paint.multiplyingOpacity(0.18)) }
    /// The fifth level of this style: drawn at 10 % of its opacity.
    public var quinary: AnyShapeStyle { AnyShapeStyle(paint: _paint.multiplyingOpacity(0.1)) }
}
