import Foundation

/// A style that can fill or stroke a mark. `Color` is the one most charts use.
public protocol ShapeStyle: Sendable {}

/// A colour, with the same spellings as SwiftUI's `Color`.
///
/// The system colours (`.blue`, `.green`, …) resolve to Apple's system palette for the chart's theme,
/// so they stay legible on both light and dark backgrounds. `.primary` is the theme's text colour and
/// `.secondary` that colour at 64 % opacity (4.5:1 on white).
public struct Color: ShapeStyle, Hashable {
    enum Base: Hashable, Sendable {
        case system(SystemColor)
        case rgb(red: Double, green: Double, blue: Double)
        case primary
        case secondary
        case clear
        /// A blend of two colours, `fraction` of the way from the first to the second (gradient samples).
        indirect case mix(Color, Color, Double)
    }

    let base: Base
    let alpha: Double

    init(base: Base, alpha: Double = 1) {
        self.base = base
        self.alpha = alpha
    }

    /// A colour from sRGB components in 0...1; values outside are clamped when drawn.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(base: .rgb(red: red, green: green, blue: blue), alpha: opacity)
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
enum SystemColor: Hashable, Sendable, CaseIterable {
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
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
}

/// A colour with concrete sRGB components, as drawn.
struct RGBA: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// `0xRRGGBB`.
    init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// `fraction` of the way from `a` to `b`, per channel.
    static func mix(_ a: RGBA, _ b: RGBA, _ fraction: Double) -> RGBA {
        let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        return RGBA(
            red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
            blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }

    func withAlpha(_ factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// `#rrggbb` or `#rrggbbaa` for text dumps.
    var hexString: String {
        func byte(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}
