// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// UIKit's colour type, as far as chart code names it: the semantic and system colours apps hand to
/// `Color(_:)` and `Color(uiColor:)` (`Color(.label)`, `Color(.systemFill)`, `Color(UIColor.systemBackground)`).
/// Linux has no UIKit, so without these such code would not compile; each resolves per theme (light or dark)
/// to a close match of UIKit's value. Only construction is offered: UIKit's drawing and trait APIs are not.
public struct UIColor: Sendable {
    package let color: Color

    /// The UIKit colour for a SwiftUI colour (`UIColor(Color("royalBlue"))`), resolved per theme as the colour is.
    public init(_ color: Color) { self.color = color }

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

    /// One of UIKit's semantic colours, with iOS's light and dark values.
    private static func semantic(_ color: SemanticColor) -> UIColor { UIColor(Color(semantic: color)) }

    /// Primary text.
    public static let label = UIColor(.primary)
    /// Secondary text.
    public static let secondaryLabel = UIColor(.secondary)
    /// Tertiary text: #3C3C43 at 30 % (light), #EBEBF5 at 30 % (dark).
    public static let tertiaryLabel = semantic(.tertiaryLabel)
    /// Quaternary text: #3C3C43 at 18 % (light), #EBEBF5 at 18 % (dark).
    public static let quaternaryLabel = semantic(.quaternaryLabel)
    /// Placeholder text, as the tertiary label.
    public static let placeholderText = semantic(.placeholderText)
    /// A screen's background: white, black in dark mode.
    public static let systemBackground = semantic(.systemBackground)
    /// A background one layer up: #F2F2F7, #1C1C1E in dark mode.
    public static let secondarySystemBackground = semantic(.secondarySystemBackground)
    /// A background two layers up: white, #2C2C2E in dark mode.
    public static let tertiarySystemBackground = semantic(.tertiarySystemBackground)
    /// The background of a grouped list or form: #F2F2F7, black in dark mode.
    public static let systemGroupedBackground = semantic(.systemGroupedBackground)
    /// The rows of a grouped list or form: white, #1C1C1E in dark mode.
    public static let secondarySystemGroupedBackground = semantic(.secondarySystemGroupedBackground)
    /// A background inside grouped rows: #F2F2F7, #2C2C2E in dark mode.
    public static let tertiarySystemGroupedBackground = semantic(.tertiarySystemGroupedBackground)
    /// A fill for thin and small shapes: #787880 at 20 % (36 % in dark mode).
    public static let systemFill = semantic(.systemFill)
    /// A fill for medium shapes: #787880 at 16 % (32 % in dark mode).
    public static let secondarySystemFill = semantic(.secondarySystemFill)
    /// A fill for large shapes: #767680 at 12 % (24 % in dark mode).
    public static let tertiarySystemFill = semantic(.tertiarySystemFill)
    /// A fill for large areas: #747480 at 8 % (#767680 at 18 % in dark mode).
    public static let quaternarySystemFill = semantic(.quaternarySystemFill)
    /// Thin separator lines: #3C3C43 at 29 % (#545458 at 60 % in dark mode).
    public static let separator = semantic(.separator)
    /// Opaque separator lines: #C6C6C8, #38383A in dark mode.
    public static let opaqueSeparator = semantic(.opaqueSeparator)
    /// Links: #007AFF, #0984FF in dark mode.
    public static let link = semantic(.link)
    /// UIKit's six greys, from the system grey towards the background.
    public static let systemGray = UIColor(.gray)
    /// The second system grey: #AEAEB2, #636366 in dark mode.
    public static let systemGray2 = semantic(.systemGray2)
    /// The third system grey: #C7C7CC, #48484A in dark mode.
    public static let systemGray3 = semantic(.systemGray3)
    /// The fourth system grey: #D1D1D6, #3A3A3C in dark mode.
    public static let systemGray4 = semantic(.systemGray4)
    /// The fifth system grey: #E5E5EA, #2C2C2E in dark mode.
    public static let systemGray5 = semantic(.systemGray5)
    /// The sixth system grey: #F2F2F7, #1C1C1E in dark mode.
    public static let systemGray6 = semantic(.systemGray6)
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
