// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

/// The colours series get, in order, and the one rule for what comes after them: no two series of a chart
/// share a colour.
///
/// A chart's series take the palette's colours in order (their colour domain's order). Past its last colour,
/// the palette starts again with each colour deepened toward the theme's text colour, then lightened toward the
/// background, and so on, a step further each round: series 8 of ``swiftCharts`` is a deeper blue, never blue
/// again. (Colours ten or more rounds out are hard to tell apart; fold series you do not need to name, as the
/// `shipplot` tool does, into one ``remainder``-coloured series.)
///
/// The library's default is ``swiftCharts``. The `shipplot` tool colours series with ``shipplot`` (or
/// ``okabeIto`` for `--palette okabe-ito`) through this same rule, so a library chart given
/// `.chartForegroundStyleScale(domain: names, range: ChartPalette.shipplot.colors(names.count))` colours each
/// series as the tool does.
public struct ChartPalette: Sendable, Hashable {
    /// The colours, in the order series take them.
    public let colors: [Color]

    /// A palette of `colors` (at least one; an empty list is the default palette).
    public init(_ colors: [Color]) {
        self.colors = colors.isEmpty ? Self.swiftCharts.colors : colors
    }

    /// Swift Charts' order of Apple's system colours: blue, green, orange, purple, red, cyan, yellow. The default.
    public static let swiftCharts = ChartPalette([.blue, .green, .orange, .purple, .red, .cyan, .yellow])

    /// Apple's system colours in the order the `shipplot` tool gives them: blue, orange, mint and brown first
    /// (any two of those four stay apart under deuteranopia, protanopia and tritanopia, where Swift Charts' blue
    /// and purple do not), then purple, green, pink, cyan, red, indigo, yellow and teal.
    public static let shipplot = ChartPalette([
        .blue, .orange, .mint, .brown, .purple, .green, .pink, .cyan, .red, .indigo, .yellow, .teal,
    ])

    /// Okabe and Ito's colour-blind-safe set (2008) without its black, the same in both themes: blue,
    /// vermillion, bluish green, reddish purple, orange, sky blue, yellow.
    public static let okabeIto = ChartPalette(
        [0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7, 0xE69F00, 0x56B4E9, 0xF0E442].map { (hex: Int) in
            Color(
                red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                blue: Double(hex & 0xFF) / 255)
        })

    /// The colour of a series that stands for the rest ("12 more"): grey, which none of these palettes uses.
    public static let remainder = Color.gray

    /// The colour of series `index` (from 0): the palette's colours in order, then each deepened and lightened
    /// a step further every round (see the type's description). A negative index is the first colour.
    public func color(_ index: Int) -> Color {
        let index = max(index, 0)
        let base = colors[index % colors.count]
        let round = index / colors.count
        guard round > 0 else { return base }
        // Odd rounds deepen toward the text colour, even rounds lighten toward the background, k/(k + 2) of the
        // way at the k-th step (1/3, 1/2, 3/5, 2/3, …): slow enough that dozens of rounds stay apart to the byte.
        let step = Double((round + 1) / 2)
        let target = round % 2 == 1 ? Color.primary : Color(base: .background)
        return Color(base: .mix(base, target, step / (step + 2)))
    }

    /// The colours of `count` series, by ``color(_:)``.
    public func colors(_ count: Int) -> [Color] {
        (0..<max(count, 0)).map(color)
    }
}
