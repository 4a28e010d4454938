// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The background of the view a chart sits in, as SwiftUI's `.background` shape style: white in the light
/// theme, the dark background in the dark one. Used to knock text out of lines (`.background(.background)`).
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// The background style.
    public init() {}
    public var _paint: _ShapePaint { Color(base: .background)._paint }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The theme's background colour.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A translucent material, as SwiftUI's `Material`. There is no blur behind an image's views, so a material
/// draws as its tint at the material's opacity (thin ones let more through): white in the light appearance, and
/// in the dark one the grey of Apple's iOS design kit, so a regular material on a black screen is #1E1E1E.
public struct Material: ShapeStyle, Hashable {
    package let opacity: Double
    public var _paint: _ShapePaint { Color(base: .semantic(.materialTint), alpha: opacity)._paint }

    /// The most translucent material.
    public static let ultraThin = Material(opacity: 0.55)
    /// A translucent material.
    public static let thin = Material(opacity: 0.7)
    /// The standard material.
    public static let regular = Material(opacity: 0.8)
    /// A mostly opaque material.
    public static let thick = Material(opacity: 0.9)
    /// The most opaque material.
    public static let ultraThick = Material(opacity: 0.95)
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(opacity: 0.9)

    package init(opacity: Double) {
        self.opacity = opacity
    }
}

extension ShapeStyle where Self == Material {
    /// The most translucent material (55 % background here).
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A translucent material (70 % background here).
    public static var thinMaterial: Material { .thin }
    /// The standard material (80 % background here).
    public static var regularMaterial: Material { .regular }
    /// A mostly opaque material (90 % background here).
    public static var thickMaterial: Material { .thick }
    /// The most opaque material (95 % background here).
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars (90 % background here).
    public static var bar: Material { .bar }
}

/// The levels of SwiftUI's content hierarchy, `.primary` to `.quinary`: each is the foreground style a container
/// sets (`.foregroundStyle(.white)`) at the level's opacity — 100, 60, 30, 18 and 10 %, UIKit's label opacities
/// — as SwiftUI resolves them in views and text; where none is set, the theme's label colours.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// The level's opacity over the foreground style.
    package let opacity: Double
    public var _paint: _ShapePaint { unset._paint }

    /// The level where no foreground style is set: the theme's text colour, its secondary colour, or the text
    /// colour at the level's opacity.
    package var unset: Color {
        switch opacity {
        case 1: .primary
        case Self.secondaryOpacity: .secondary
        default: Color(base: .primary, alpha: opacity)
        }
    }

    package static let secondaryOpacity = 0.6

    package init(opacity: Double) {
        self.opacity = opacity
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// Primary content: the foreground style, or the text colour.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(opacity: 1) }
    /// Secondary content: the foreground style at 60 %, or the secondary text colour.
    public static var secondary: HierarchicalShapeStyle {
        HierarchicalShapeStyle(opacity: HierarchicalShapeStyle.secondaryOpacity)
    }
    /// Tertiary content: the foreground style, or the text colour, at 30 %.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(opacity: 0.3) }
    /// Quaternary content: the foreground style, or the text colour, at 18 %.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(opacity: 0.18) }
    /// Quinary content: the foreground style, or the text colour, at 10 %.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(opacity: 0.1) }
}

/// The view's tint, as SwiftUI's `TintShapeStyle` (`.foregroundStyle(.tint)`): the accent colour, blue.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The tint style.
    public init() {}
    public var _paint: _ShapePaint { Color.accentColor._paint }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The view's tint: the accent colour, blue (`.tint(_:)` on a view is not applied to it).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
