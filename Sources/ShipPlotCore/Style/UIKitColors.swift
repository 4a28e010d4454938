// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// UIKit's colour type, as far as chart code names it: the semantic and system colours apps hand to
/// `Color(_:)` and `Color(uiColor:)` (`Color(.label)`, `Color(.systemFill)`, `Color(UIColor.systemBackground)`).
/// Linux has no UIKit, so without these such code would not compile; each resolves per theme (light or dark)
/// to a close match of UIKit's value. Only construction is offered: UIKit's drawing and trait APIs are not.
public struct UIColor: Sendable {
    package let color: Color

    package init(_ color: Color) { self.color = color }

    /// A colour from sRGB components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A grey of `white` (0 black, 1 white).
    public init(white: CGFloat, alpha: CGFloat) { color = Color(white: Double(white), opacity: Double(alpha)) }

    /// A colour from hue, saturation and brightness in 0...1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(
            hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// The theme's background, `fraction` of the way to its text colour: UIKit's layered backgrounds and greys.
    private static func toward(_ fraction: Double) -> UIColor {
        UIColor(Color(base: .mix(Color(base: .background), .primary, fraction)))
    }

    /// Primary text.
    public static let label = UIColor(.primary)
    /// Secondary text.
    public static let secondaryLabel = UIColor(.secondary)
    /// Tertiary text: the text colour at 30 %.
    public static let tertiaryLabel = UIColor(Color.primary.opacity(0.3))
    /// Quaternary text: the text colour at 18 %.
    public static let quaternaryLabel = UIColor(Color.primary.opacity(0.18))
    /// The background.
    public static let systemBackground = UIColor(Color(base: .background))
    /// A background one layer up (light grey in light mode, dark grey in dark mode).
    public static let secondarySystemBackground = toward(0.06)
    /// A background two layers up.
    public static let tertiarySystemBackground = toward(0.12)
    /// The grouped-table background (as `secondarySystemBackground`).
    public static let systemGroupedBackground = toward(0.06)
    /// A fill for thin and small shapes: grey at 20 %.
    public static let systemFill = UIColor(Color.gray.opacity(0.2))
    /// A fill for medium shapes: grey at 16 %.
    public static let secondarySystemFill = UIColor(Color.gray.opacity(0.16))
    /// A fill for large shapes: grey at 12 %.
    public static let tertiarySystemFill = UIColor(Color.gray.opacity(0.12))
    /// A fill for large areas: grey at 8 %.
    public static let quaternarySystemFill = UIColor(Color.gray.opacity(0.08))
    /// Thin separator lines: grey at 29 %.
    public static let separator = UIColor(Color.gray.opacity(0.29))
    /// Opaque separator lines.
    public static let opaqueSeparator = toward(0.2)
    /// Links (the system blue).
    public static let link = UIColor(.blue)
    /// UIKit's six greys, from the system grey towards the background.
    public static let systemGray = UIColor(.gray)
    /// The second system grey.
    public static let systemGray2 = UIColor(Color(base: .mix(.gray, Color(base: .background), 0.3)))
    /// The third system grey.
    public static let systemGray3 = UIColor(Color(base: .mix(.gray, Color(base: .background), 0.5)))
    /// The fourth system grey.
    public static let systemGray4 = UIColor(Color(base: .mix(.gray, Color(base: .background), 0.6)))
    /// The fifth system grey.
    public static let systemGray5 = UIColor(Color(base: .mix(.gray, Color(base: .background), 0.75)))
    /// The sixth system grey.
    public static let systemGray6 = UIColor(Color(base: .mix(.gray, Color(base: .background), 0.88)))
    /// The system red.
    public static let systemRed = UIColor(.red)
    /// The system orange.
    public static let systemOrange = UIColor(.orange)
    /// The system yellow.
    public static let systemYellow = UIColor(.yellow)
    /// The system green.
    public static let systemGreen = UIColor(.green)
    /// The system mint.
    public static let systemMint = UIColor(.mint)
    /// The system teal.
    public static let systemTeal = UIColor(.teal)
    /// The system cyan.
    public static let systemCyan = UIColor(.cyan)
    /// The system blue.
    public static let systemBlue = UIColor(.blue)
    /// The system indigo.
    public static let systemIndigo = UIColor(.indigo)
    /// The system purple.
    public static let systemPurple = UIColor(.purple)
    /// The system pink.
    public static let systemPink = UIColor(.pink)
    /// The system brown.
    public static let systemBrown = UIColor(.brown)
    /// Black.
    public static let black = UIColor(.black)
    /// White.
    public static let white = UIColor(.white)
    /// Transparent.
    public static let clear = UIColor(.clear)
    /// Pure red.
    public static let red = UIColor(Color(red: 1, green: 0, blue: 0))
    /// Pure green.
    public static let green = UIColor(Color(red: 0, green: 1, blue: 0))
    /// Pure blue.
    public static let blue = UIColor(Color(red: 0, green: 0, blue: 1))
    /// 50 % grey.
    public static let gray = UIColor(Color(white: 0.5))
    /// 33 % grey.
    public static let darkGray = UIColor(Color(white: 1.0 / 3))
    /// 67 % grey.
    public static let lightGray = UIColor(Color(white: 2.0 / 3))
}

extension Color {
    /// The SwiftUI colour of a UIKit colour (`Color(.label)`), resolved per theme. Disfavoured, so that
    /// `Color(.brandBlue)` names the generated `ColorResource` when `UIColor` has a generated member of that name too.
    @_disfavoredOverload
    public init(_ color: UIColor) { self = color.color }

    /// The SwiftUI colour of a UIKit colour (`Color(uiColor: .secondarySystemBackground)`).
    public init(uiColor: UIColor) { self = uiColor.color }
}
