// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A colour, with the same spellings as SwiftUI's `Color`.
///
/// The system colours (`.blue`, `.green`, …) resolve to Apple's system palette for the chart's theme,
/// so they stay legible on both light and dark backgrounds. `.primary` is the theme's text colour and
/// `.secondary` that colour at 64 % opacity (4.5:1 on white).
public struct Color: ShapeStyle, Hashable {
    package enum Base: Hashable, Sendable {
        case system(SystemColor)
        /// One of UIKit's semantic colours (backgrounds, fills, separators), light or dark as the theme is.
        case semantic(SemanticColor)
        case rgb(red: Double, green: Double, blue: Double)
        case primary
        case secondary
        /// The theme's background (SwiftUI's `.background` style and, translucent, its materials).
        case background
        case clear
        /// A colour from an asset catalog, with its value for each appearance.
        indirect case catalog(CatalogColor)
        /// An asset catalog colour that was not found or cannot be read: the accent colour, reported in the
        /// diagnostics by its name with `message`.
        case asset(String, message: String)
        /// A blend of two colours, `fraction` of the way from the first to the second (gradient samples).
        indirect case mix(Color, Color, Double)
        /// A style that is more than one colour (a gradient, a shadow) where the pipeline carries a colour: it
        /// resolves to its representative colour, and marks that can draw the whole style read it from here.
        indirect case style(_ShapePaint)
    }

    package let base: Base
    package let alpha: Double

    package init(base: Base, alpha: Double = 1) {
        self.base = base
        self.alpha = alpha
    }

    /// A colour from sRGB components in 0...1; values outside are clamped when drawn.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(base: .rgb(red: red, green: green, blue: blue), alpha: opacity)
    }

    /// A colour from hue, saturation and brightness in 0...1 (HSB, as SwiftUI's), converted to sRGB.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// HSB to sRGB; the hue wraps around, saturation and brightness are clamped to 0...1.
    package static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = unit(saturation), v = unit(brightness)
        let sector = min(Int(h), 5), f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// A grey from white 0 (black) to 1 (white).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The colour space of `Color(_:red:green:blue:opacity:)`; only sRGB is drawn.
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    /// A colour from components in `colorSpace` (treated as sRGB).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A colour from a `#RRGGBB` or `#RRGGBBAA` hex string (the `#` is optional); `nil` when malformed.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else { return nil }
        let hasAlpha = digits.count == 8
        let rgb = hasAlpha ? value >> 8 : value
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255, opacity: hasAlpha ? Double(value & 0xFF) / 255 : 1)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(base: base, alpha: alpha * opacity)
    }

    public var _paint: _ShapePaint {
        if case .style(let paint) = base { return paint.multiplyingOpacity(alpha) }
        return _ShapePaint(fill: .color(self))
    }

    /// `style` as a colour: itself when it is one, else a colour that carries the whole style.
    package init<S: ShapeStyle>(style: S) {
        if let color = style as? Color {
            self = color
        } else {
            self.init(paint: style._paint)
        }
    }

    /// A colour carrying `paint`: the plain colour when the paint is just one.
    package init(paint: _ShapePaint) {
        if case .color(let color) = paint.fill, paint.shadow == nil, paint.blend == nil {
            self = color.opacity(paint.opacity)
        } else {
            self.init(base: .style(paint))
        }
    }

    /// A plain colour with `rgba`'s components.
    package init(rgba: RGBA) {
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
    }

    /// The style this colour carries, when it is more than a colour.
    package var paint: _ShapePaint? {
        if case .style(let paint) = base { return paint.multiplyingOpacity(alpha) }
        return nil
    }

    /// System red: #FF3B30 in the light theme, #FF453A in the dark.
    public static let red = Color(base: .system(.red))
    /// System orange: #D87D02 in the light theme (Apple's #FF9500 darkened to 3:1 on white), #FF9F0A in the dark.
    public static let orange = Color(base: .system(.orange))
    /// System yellow: #B38F08 in the light theme (Apple's #FFCC00 darkened to 3:1 on white), #FFD60A in the dark.
    public static let yellow = Color(base: .system(.yellow))
    /// System green: #03AA41 in the light theme (Apple's #34C759 darkened to 3:1 on white), #30D158 in the dark.
    public static let green = Color(base: .system(.green))
    /// System mint: #02A59E in the light theme (Apple's #00C7BE darkened to 3:1 on white), #63E6E2 in the dark.
    public static let mint = Color(base: .system(.mint))
    /// System teal: #15A1B8 in the light theme (Apple's #30B0C7 darkened to 3:1 on white), #40C8E0 in the dark.
    public static let teal = Color(base: .system(.teal))
    /// System cyan: #169DD5 in the light theme (Apple's #32ADE6 darkened to 3:1 on white), #64D2FF in the dark.
    public static let cyan = Color(base: .system(.cyan))
    /// System blue: #007AFF in the light theme, #0A84FF in the dark.
    public static let blue = Color(base: .system(.blue))
    /// System indigo: #5856D6 in the light theme, #5E5CE6 in the dark.
    public static let indigo = Color(base: .system(.indigo))
    /// System purple: #AF52DE in the light theme, #BF5AF2 in the dark.
    public static let purple = Color(base: .system(.purple))
    /// System pink: #FF2D55 in the light theme, #FF375F in the dark.
    public static let pink = Color(base: .system(.pink))
    /// System brown: #A2845E in the light theme, #AC8E68 in the dark.
    public static let brown = Color(base: .system(.brown))
    /// System gray: #8E8E93 in the light theme, #8E8E93 in the dark.
    public static let gray = Color(base: .system(.gray))
    /// The app's accent colour: system blue here.
    public static let accentColor = Color(base: .system(.blue))
    /// Black in both themes.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White in both themes.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(base: .clear, alpha: 0)
    /// The theme's text colour.
    public static let primary = Color(base: .primary)
    /// The theme's text colour at 60 % opacity, for labels.
    public static let secondary = Color(base: .secondary)
}

/// Apple's named system colours.
package enum SystemColor: Hashable, Sendable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
}

/// The system colours as shape styles, so `.foregroundStyle(.red)` reads as in SwiftUI.
extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

/// A colour with concrete sRGB components, as drawn.
package struct RGBA: Hashable, Sendable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// `0xRRGGBB`.
    package init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// `fraction` of the way from `a` to `b`, per channel.
    package static func mix(_ a: RGBA, _ b: RGBA, _ fraction: Double) -> RGBA {
        let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        return RGBA(
            red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
            blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }

    package func withAlpha(_ factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// `#rrggbb` or `#rrggbbaa` for text dumps.
    package var hexString: String {
        func byte(_ v: Double) -> String {
            let s = String(min(max(Int(saturating: (v * 255).rounded()), 0), 255), radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}

extension RGBA {
    /// WCAG 2 relative luminance, of the colour as if opaque.
    package var relativeLuminance: Double {
        func channel(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    /// The WCAG 2 contrast ratio of this colour drawn over the opaque `background` (a translucent colour is
    /// composited first); the theme's label and mark colours are chosen against it.
    package func contrast(on background: RGBA) -> Double {
        let drawn = RGBA.mix(background, withAlpha(1 / max(alpha, 1e-9)), alpha)
        let (a, b) = (drawn.relativeLuminance, background.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
