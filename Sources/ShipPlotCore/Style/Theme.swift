// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Light or dark appearance, as SwiftUI names it.
public enum ColorScheme: String, Sendable, CaseIterable {
    case light, dark
}

/// How far system colours stand apart from the background, as SwiftUI names it.
public enum ColorSchemeContrast: Sendable, Hashable, CaseIterable {
    /// Apple's system colours, as a device draws them by default.
    case standard
    /// The light theme's orange, yellow, green, mint, teal and cyan darkened to WCAG's 3:1 for graphics on white,
    /// hue kept; the other colours, and every dark-theme colour, already reach it. The `shipplot` tool draws this.
    case increased
}

/// Every default of the house style in one place: colours, type sizes and spacing (docs/style.md).
package struct Theme: Sendable {
    package var scheme: ColorScheme
    package var contrast: ColorSchemeContrast = .standard
    package var background: RGBA
    package var text: RGBA
    package var palette: [RGBA]

    // Type, in points.
    package var titleFont = FontSpec(size: 15, bold: true)
    package var labelFont = FontSpec(size: 11, bold: false)
    package var axisTitleFont = FontSpec(size: 11, bold: false)

    // Spacing, in points.
    package var padding = 16.0
    package var titleGap = 10.0
    package var legendGap = 12.0
    package var legendSwatch = 8.0
    package var legendItemGap = 14.0
    package var legendRowGap = 5.0
    package var axisLabelGap = 6.0
    package var tickLength = 4.0
    /// Labels need their width plus this much room to sit side by side.
    package var labelSpacing = 8.0
    /// Flat category labels, centred on their bands, keep at least this far from their neighbours.
    package var categoryLabelGap = 4.0
    /// Room one number tick asks for along each axis, and the most ticks an axis starts from.
    package var tickSpacing = (x: 80.0, y: 36.0)
    package var maxTickCount = (x: 10, y: 5)
    /// Date ticks closer than this can never fit their labels, whatever the stride.
    package var minDateTickSpacing = (x: 20.0, y: 12.0)

    // Marks.
    package var barFraction = 0.6
    /// Space before the first band and after the last, as a fraction of a band step (d3's outer padding).
    package var bandPaddingOuter = 0.2
    package var lineWidth = 2.0
    package var ruleWidth = 1.0
    package var symbolArea = 64.0
    /// Dash patterns for `lineStyle(by:)`, in order: solid, dashed, dotted, dash-dot, sparse dots, long dashes.
    package var dashCycle: [[Double]] = [[], [6, 3], [1.5, 2.5], [8, 3, 2, 3], [1, 4], [12, 4]]
    /// The width of a line swatch in the legend.
    package var legendLineSwatch = 18.0

    /// The gradient for numbers coloured with no range given: a pale tint to the theme's blue.
    package var defaultGradient: Gradient {
        scheme == .dark
            ? Gradient(colors: [
                Color(red: 0.13, green: 0.2, blue: 0.32), .blue, Color(red: 0.75, green: 0.87, blue: 1),
            ])
            : Gradient(colors: [Color(red: 0.86, green: 0.92, blue: 1), .blue, Color(red: 0.0, green: 0.2, blue: 0.5)])
    }

    /// 64 % rather than SwiftUI's 60 %: at 60 % the light theme's labels are 4.45:1 on white, under WCAG's 4.5:1
    /// for text (64 % gives 5.07:1 on white and 6.93:1 on the dark background; ContrastTests recompute both).
    package var secondaryText: RGBA { text.withAlpha(0.64) }
    package var grid: RGBA { text.withAlpha(0.15) }
    package var axisLine: RGBA { text.withAlpha(0.3) }

    /// The house style of `scheme` with this theme's contrast and type.
    package func restyled(_ scheme: ColorScheme) -> Theme {
        var theme = Theme.standard(scheme, contrast: contrast)
        (theme.titleFont, theme.labelFont, theme.axisTitleFont) = (titleFont, labelFont, axisTitleFont)
        return theme
    }

    package static func standard(_ scheme: ColorScheme, contrast: ColorSchemeContrast = .standard) -> Theme {
        let dark = scheme == .dark
        var theme = Theme(
            scheme: scheme, contrast: contrast,
            background: dark ? RGBA(hex: 0x1C1C1E) : RGBA(hex: 0xFFFFFF),
            text: dark ? RGBA(hex: 0xF2F2F7) : RGBA(hex: 0x1D1D1F), palette: [])
        theme.palette = ChartPalette.swiftCharts.colors.map(theme.resolve)
        return theme
    }

    /// Apple's system colours for the light and dark appearances. With increased contrast the light orange,
    /// yellow, green, mint, teal and cyan are darkened (OKLab lightness only, hue kept) until they reach WCAG's 3:1
    /// for graphics on white, which Apple's values miss (orange and green are 2.2:1); every dark-appearance value
    /// already passes on #1C1C1E.
    package static func systemColor(
        _ color: SystemColor, _ scheme: ColorScheme, _ contrast: ColorSchemeContrast = .standard
    ) -> RGBA {
        if scheme == .light, contrast == .increased, let darkened = lightAtThreeToOne(color) {
            return RGBA(hex: darkened)
        }
        let (light, dark): (UInt32, UInt32)
        switch color {
        case .red: (light, dark) = (0xFF3B30, 0xFF453A)
        case .orange: (light, dark) = (0xFF9500, 0xFF9F0A)
        case .yellow: (light, dark) = (0xFFCC00, 0xFFD60A)
        case .green: (light, dark) = (0x34C759, 0x30D158)
        case .mint: (light, dark) = (0x00C7BE, 0x63E6E2)
        case .teal: (light, dark) = (0x30B0C7, 0x40C8E0)
        case .cyan: (light, dark) = (0x32ADE6, 0x64D2FF)
        case .blue: (light, dark) = (0x007AFF, 0x0A84FF)
        case .indigo: (light, dark) = (0x5856D6, 0x5E5CE6)
        case .purple: (light, dark) = (0xAF52DE, 0xBF5AF2)
        case .pink: (light, dark) = (0xFF2D55, 0xFF375F)
        case .brown: (light, dark) = (0xA2845E, 0xAC8E68)
        case .gray: (light, dark) = (0x8E8E93, 0x8E8E93)
        }
        return RGBA(hex: scheme == .dark ? dark : light)
    }

    /// The light-theme colours Apple draws under 3:1 on white, darkened to reach it.
    private static func lightAtThreeToOne(_ color: SystemColor) -> UInt32? {
        switch color {
        case .orange: 0xD87D02
        case .yellow: 0xB38F08
        case .green: 0x03AA41
        case .mint: 0x02A59E
        case .teal: 0x15A1B8
        case .cyan: 0x169DD5
        default: nil
        }
    }

    /// The drawn colour of `color` in this theme. A catalog colour takes its value for the scheme and contrast; an
    /// asset colour no catalog gave is the accent colour, its name and why noted in `unknown` for the render's
    /// diagnostics.
    package func resolve(_ color: Color, noting unknown: inout UnknownAssetColors) -> RGBA {
        switch color.base {
        case .system(let system): return Theme.systemColor(system, scheme, contrast).withAlpha(color.alpha)
        case .semantic(let semantic): return semantic.rgba(scheme).withAlpha(color.alpha)
        case .rgb(let r, let g, let b): return RGBA(red: r, green: g, blue: b, alpha: color.alpha)
        case .primary: return text.withAlpha(color.alpha)
        case .secondary: return secondaryText.withAlpha(color.alpha)
        case .background: return background.withAlpha(color.alpha)
        case .clear: return RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        case .catalog(let catalog):
            return resolve(catalog.color(scheme, contrast), noting: &unknown).withAlpha(color.alpha)
        case .asset(let name, let message):
            unknown.note(name, message: message)
            return resolve(.accentColor, noting: &unknown).withAlpha(color.alpha)
        case .mix(let a, let b, let f):
            return RGBA.mix(resolve(a, noting: &unknown), resolve(b, noting: &unknown), f).withAlpha(color.alpha)
        case .style(let paint): return resolve(paint.representative, noting: &unknown).withAlpha(color.alpha)
        }
    }

    /// The drawn colour of `color`, where its asset colours are noted elsewhere (a mark's style is noted once per
    /// mark, not once per point) or cannot be asset colours (the theme's own).
    package func resolve(_ color: Color) -> RGBA {
        var noted = UnknownAssetColors()
        return resolve(color, noting: &noted)
    }

    /// Notes in `unknown` the asset colours no catalog gave that drawing `color` draws with: the colour, and when
    /// it is a style, every colour of the style.
    package func note(_ color: Color, in unknown: inout UnknownAssetColors) {
        _ = resolve(color, noting: &unknown)
        if case .style(let paint) = color.base { note(paint, in: &unknown) }
    }

    /// Notes in `unknown` the asset colours no catalog gave among those `paint` draws with: its colour or its
    /// gradient's stops, and its shadow's.
    package func note(_ paint: _ShapePaint, in unknown: inout UnknownAssetColors) {
        switch paint.fill {
        case .color(let color): note(color, in: &unknown)
        case .linear(let gradient, _, _), .radial(let gradient, _, _, _):
            for stop in gradient.stops { note(stop.color, in: &unknown) }
        }
        if let shadow = paint.shadow { note(shadow.color, in: &unknown) }
    }

    /// The series colour at `index`: the default palette's, and past its end, its rule (``ChartPalette``).
    package func paletteColor(_ index: Int) -> RGBA {
        palette.indices.contains(index) ? palette[index] : resolve(ChartPalette.swiftCharts.color(index))
    }
}

/// A font as the layout asks for it: a family at a size, regular or bold, upright or italic.
package struct FontSpec: Hashable, Sendable {
    package var size: Double
    package var bold: Bool
    /// A fontconfig family name; nil is the default family (Inter) loaded from its file (the fast path for simple
    /// text).
    package var family: String? = nil
    /// Italic: the default family's italic face (upright when its file is missing), or the family's italic face.
    package var italic = false
    /// Points added after each glyph (`Text.tracking(_:)`), beyond the size's own tracking; text in other scripts,
    /// shaped by Pango, is drawn without it.
    package var tracking = 0.0

    package init(size: Double, bold: Bool, family: String? = nil, italic: Bool = false, tracking: Double = 0) {
        self.size = size
        self.bold = bold
        self.family = family
        self.italic = italic
        self.tracking = tracking
    }

    /// Hashes the face without its tracking, which is almost always zero: every width looked up hashes a spec,
    /// and faces that differ only in tracking are still told apart by `==`.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(bold)
        hasher.combine(italic)
        hasher.combine(family)
    }
}
