// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import PangoText
import ShipPlotCore

extension Font {
    /// SwiftUI's text styles; a headless chart has no Dynamic Type, so they only name the style a size is
    /// relative to.
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A font of the family `name` (a fontconfig family such as "Noto Sans") at `size` points. A family that
    /// is not installed draws the default family (Inter); glyphs the family lacks come from fallback fonts.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(size: Double(size), isBold: false, family: name)
    }

    /// A font of the family `name` at `size` points; `textStyle` is accepted for Swift Charts code and has no
    /// effect (no Dynamic Type when rendering headlessly).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        custom(name, size: size)
    }

    /// A font of the family `name` at `fixedSize` points.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        custom(name, size: fixedSize)
    }

    /// The layout's font for this font: its own family when `shaper` has it, else the theme's.
    package func spec(in theme: Theme, shaper: TextShaper) -> FontSpec {
        FontSpec(
            size: size, bold: isBold, family: TextRoute.installedFamily(family, in: shaper) ?? theme.labelFont.family,
            italic: isItalic)
    }
}
