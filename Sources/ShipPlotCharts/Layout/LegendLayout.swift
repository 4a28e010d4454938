// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A legend laid out relative to its own top-left corner, placed once the plot is known.
struct LegendBlock {
    var layout: LegendLayout
    var width: Double
    var height: Double
    /// Width of each row, to align rows within the space given.
    var rows: [(top: Double, width: Double)]

    mutating func place(in rect: Rect, alignment: HorizontalAlignment) {
        func shift(_ y: Double) -> Double {
            guard let row = rows.last(where: { $0.top <= y + 1e-9 }) else { return 0 }
            switch alignment.key {
            case .leading: return 0
            case .center: return (rect.width - row.width) / 2
            case .trailing: return rect.width - row.width
            }
        }
        func moved(_ run: TextRun, by dx: Double) -> TextRun {
            var run = run
            run.origin = Point(x: run.origin.x + dx, y: run.origin.y + rect.minY)
            return run
        }
        layout.titles = layout.titles.map { moved($0, by: rect.minX + shift($0.origin.y - 1)) }
        layout.items = layout.items.map { item in
            var item = item
            let dx = rect.minX + shift(item.swatchCenter.y)
            item.swatchCenter = Point(x: item.swatchCenter.x + dx, y: item.swatchCenter.y + rect.minY)
            item.label = moved(item.label, by: dx)
            return item
        }
        if var view = layout.view {
            view.rect = Rect(
                x: view.rect.x + rect.minX + shift(0), y: view.rect.y + rect.minY, width: view.rect.width,
                height: view.rect.height)
            layout.view = view
        }
        if var gradient = layout.gradient {
            let dx = rect.minX + shift(gradient.bar.minY)
            gradient.bar.x += dx
            gradient.bar.y += rect.minY
            gradient.labels = gradient.labels.map { moved($0, by: dx) }
            layout.gradient = gradient
        }
    }
}

/// Flows legend titles and entries into rows (or one per row, beside the plot), from the top-left corner.
private struct LegendFlow {
    let theme: Theme
    let measurer: TextMeasurer
    let stacked: Bool
    /// The width rows wrap at.
    let available: Double
    var x = 0.0, y = 0.0, widest = 0.0
    var rows: [(top: Double, width: Double)] = [(0, 0)]
    var titles: [TextRun] = []
    var items: [LegendItem] = []
    var gradient: GradientLegend?

    var font: FontSpec { theme.labelFont }
    var metrics: LineMetrics { measurer.metrics(theme.labelFont) }

    mutating func newRow() {
        widest = max(widest, x)
        y += metrics.height + theme.legendRowGap
        x = 0
        rows.append((y, 0))
    }

    mutating func advance(_ w: Double) {
        x += w
        rows[rows.count - 1].width = x
        x += theme.legendItemGap
    }

    /// Space between groups: a gap in a row, a new row when stacked.
    mutating func separate() {
        if !stacked && x > 0 { x += theme.legendItemGap }
        if stacked { newRow() }
    }

    mutating func add(title text: String) {
        guard !text.isEmpty else { return }
        if stacked && x > 0 { newRow() }
        let fitted = measurer.fitting(text, font: font, maxWidth: available / (stacked ? 1 : 3))
        let w = measurer.width(of: fitted, font: font)
        if !stacked && x > 0 && x + w > available { newRow() }
        titles.append(
            TextRun(
                text: fitted, origin: Point(x: x, y: y + metrics.ascent), font: font,
                color: theme.secondaryText))
        advance(w)
        if stacked { newRow() }
    }

    mutating func add(_ entries: [LegendEntry]) {
        for entry in entries {
            let swatch = entry.dash == nil ? theme.legendSwatch : theme.legendLineSwatch
            let text = measurer.fitting(entry.label, font: font, maxWidth: available - swatch - 5)
            let w = swatch + 5 + measurer.width(of: text, font: font)
            if stacked ? x > 0 : (x > 0 && x + w > available) { newRow() }
            items.append(
                LegendItem(
                    swatchCenter: Point(x: x + swatch / 2, y: y + metrics.height / 2),
                    color: entry.color, symbol: entry.symbol, custom: entry.custom, dash: entry.dash,
                    label: TextRun(
                        text: text, origin: Point(x: x + swatch + 5, y: y + metrics.ascent), font: font,
                        color: theme.text)))
            advance(w)
        }
    }

    mutating func add(_ guide: GradientGuide) {
        let barWidth = min(120, available * 0.5)
        if !stacked && x > 0 && x + barWidth > available { newRow() }
        let lw = measurer.width(of: guide.lower, font: font)
        let bar = Rect(
            x: x + lw + 5, y: y + (metrics.height - theme.legendSwatch) / 2, width: barWidth,
            height: theme.legendSwatch)
        gradient = GradientLegend(
            bar: bar, stops: guide.stops,
            labels: [
                TextRun(
                    text: guide.lower, origin: Point(x: x, y: y + metrics.ascent), font: font,
                    color: theme.secondaryText),
                TextRun(
                    text: guide.upper, origin: Point(x: bar.maxX + 5, y: y + metrics.ascent), font: font,
                    color: theme.secondaryText),
            ])
        advance(lw + 10 + barWidth + measurer.width(of: guide.upper, font: font))
    }
}

extension LayoutEngine {
    /// The legend's groups flowed into rows (or stacked, beside the plot), each titled; at most half the
    /// height it is given.
    func legendBlock(_ guide: LegendGuide, maxWidth: Double, maxHeight: Double) -> LegendBlock? {
        if let view = guide.view {
            return legendViewBlock(view, guide: guide, maxWidth: maxWidth, maxHeight: maxHeight)
        }
        guard !guide.groups.isEmpty else { return nil }
        let stacked = guide.side == .leading || guide.side == .trailing
        var flow = LegendFlow(
            theme: theme, measurer: measurer, stacked: stacked,
            available: stacked ? min(maxWidth * 0.3, 200) : maxWidth)
        for (i, group) in guide.groups.enumerated() {
            if i > 0 { flow.separate() }
            flow.add(title: group.title)
            if let gradient = group.gradient { flow.add(gradient) } else { flow.add(group.entries) }
        }
        flow.widest = max(flow.widest, flow.x - theme.legendItemGap)
        let height = min(flow.y + flow.metrics.height, maxHeight / 2)
        return LegendBlock(
            layout: LegendLayout(titles: flow.titles, items: flow.items, gradient: flow.gradient),
            width: stacked ? min(flow.widest, flow.available) : flow.widest, height: height,
            rows: flow.rows)
    }
}
