// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// One legend entry: its label and swatch (a symbol in a colour, or a line with a dash pattern).
struct LegendEntry: Sendable {
    var label: String
    var color: RGBA
    var symbol: BasicChartSymbolShape
    /// The app's own symbol shape, drawn instead of `symbol` (`chartSymbolScale` with custom shapes).
    var custom: SymbolViewSpec? = nil
    /// A line swatch with this dash pattern instead of a symbol (for `lineStyle(by:)`).
    var dash: [Double]?
}

/// A continuous colour scale's legend: a gradient bar between its domain's labelled ends.
struct GradientGuide: Sendable {
    var lower: String
    var upper: String
    var stops: [GradientStop]
}

/// One titled group of the legend: entries, or a gradient.
struct LegendGroup: Sendable {
    var title: String
    var entries: [LegendEntry]
    var gradient: GradientGuide?
}

/// What the legend says and where it asks to go.
struct LegendGuide: Sendable {
    var groups: [LegendGroup]
    var side: AxisSide
    /// How rows align across the chart (`.chartLegend(position:alignment:)`); beside the plot, leading.
    var alignment: HorizontalAlignment
    /// Where a legend beside the plot sits along it (`alignment:`'s vertical part); top by default.
    var verticalAlignment: VerticalAlignment = .top
    /// Space between the legend and the plot.
    var spacing: Double
    /// A view drawn instead of the groups (`chartLegend { view }`).
    var view: _ViewNode? = nil
    /// Drawn over the plot where this aligns it, taking no room (`chartLegend(position: .overlay)`); its rows flow
    /// as a legend above the plot's do.
    var overlay: Alignment? = nil
}

extension GuideBuilder {
    /// The legend: one group per styled channel (colour, then symbol and dash when they are different
    /// fields), untitled as in Swift Charts unless the chart asks for its fields' labels. Nil when hidden or when
    /// nothing is styled by a value.
    func legend() -> LegendGuide? {
        let settings = legendSettings
        guard settings.visibility != .hidden else { return nil }
        if let view = settings.view { return legendViewGuide(view) }
        guard colors != nil || symbols != nil || dashes != nil else { return nil }
        let symbolsWithColors = colors != nil && symbols?.title == colors?.title && symbols?.keys == colors?.keys
        let dashesWithColors = colors != nil && dashes?.title == colors?.title && dashes?.keys == colors?.keys
        let strokes = dashes?.explicitStrokes ?? []
        let dash = { (i: Int) in
            (strokes.indices.contains(i) ? strokes[i]?.dash.map(Double.init) : nil)
                ?? theme.dashCycle[i % theme.dashCycle.count]
        }
        let symbol = { (i: Int) in scales.symbols.indices.contains(i) ? scales.symbols[i] : .circle }
        let custom = { (i: Int) in scales.customSymbols.indices.contains(i) ? scales.customSymbols[i] : nil }
        var groups: [LegendGroup] = []
        if let colors {
            var group = LegendGroup(title: colors.title, entries: [], gradient: nil)
            if let domain = colors.continuous {
                let label = { (v: Double) in LabelFormat.number(v, decimals: LabelFormat.decimals(forValue: v)) }
                group.gradient = GradientGuide(
                    lower: label(domain.lowerBound), upper: label(domain.upperBound),
                    stops: scales.colorGradient)
            } else {
                group.entries = colors.keys.enumerated().map { i, key in
                    LegendEntry(
                        label: key,
                        color: scales.colors.indices.contains(i) ? scales.colors[i] : theme.paletteColor(i),
                        symbol: symbolsWithColors ? symbol(i) : .circle, custom: symbolsWithColors ? custom(i) : nil,
                        dash: dashesWithColors ? dash(i) : nil)
                }
            }
            groups.append(group)
        }
        if let symbols, !symbolsWithColors {
            groups.append(
                LegendGroup(
                    title: symbols.title,
                    entries: symbols.keys.enumerated().map { i, key in
                        LegendEntry(
                            label: key, color: theme.secondaryText, symbol: symbol(i), custom: custom(i), dash: nil)
                    }))
        }
        if let dashes, !dashesWithColors {
            groups.append(
                LegendGroup(
                    title: dashes.title,
                    entries: dashes.keys.enumerated().map { i, key in
                        LegendEntry(label: key, color: theme.secondaryText, symbol: .circle, dash: dash(i))
                    }))
        }
        if !settings.titled {
            for i in groups.indices { groups[i].title = "" }
        }
        let side = Self.legendSide(settings.position)
        let stacked = side == .leading || side == .trailing
        return LegendGuide(
            groups: groups, side: side,
            alignment: stacked ? .leading : settings.alignment?.horizontal ?? .leading,
            verticalAlignment: stacked ? settings.alignment?.vertical ?? .top : .top,
            spacing: settings.spacing ?? theme.legendGap, overlay: Self.legendOverlay(settings))
    }

    /// Where an overlaid legend sits in the plot: the alignment asked for, the top-leading corner by default.
    static func legendOverlay(_ settings: LegendSettings) -> Alignment? {
        settings.position == .overlay ? settings.alignment ?? .topLeading : nil
    }

    static func legendSide(_ position: AnnotationPosition.Kind) -> AxisSide {
        switch position {
        case .top, .topLeading, .topTrailing, .overlay: .top
        case .leading: .leading
        case .trailing: .trailing
        default: .bottom
        }
    }
}
