// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

extension LayoutEngine {
    /// The title wrapped into at most two lines at the top of `area`, which shrinks below it.
    func titleRuns(in area: inout Rect) -> [TextRun] {
        guard let title = guides.title, !title.isEmpty else { return [] }
        let metrics = measurer.metrics(theme.titleFont)
        var runs: [TextRun] = []
        for line in wrap(title, font: theme.titleFont, width: area.width, maxLines: 2) {
            runs.append(
                TextRun(
                    text: line, origin: Point(x: area.minX, y: area.minY + metrics.ascent),
                    font: theme.titleFont, color: theme.text))
            area.y += metrics.height
            area.height -= metrics.height
        }
        area.y += theme.titleGap
        area.height -= theme.titleGap
        return runs
    }

    /// Greedy word wrap into at most `maxLines` lines; the last line is ellipsised if text remains.
    func wrap(_ text: String, font: FontSpec, width: Double, maxLines: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)[...]
        while let word = words.first {
            let candidate = current.isEmpty ? word : current + " " + word
            if measurer.width(of: candidate, font: font) <= width || current.isEmpty {
                current = candidate
                words = words.dropFirst()
            } else {
                lines.append(current)
                current = ""
                if lines.count == maxLines - 1 { break }
            }
        }
        let rest = ([current].filter { !$0.isEmpty } + words).joined(separator: " ")
        if !rest.isEmpty { lines.append(measurer.fitting(rest, font: font, maxWidth: width)) }
        return lines.map { measurer.fitting($0, font: font, maxWidth: width) }
    }

    /// The x axis title under (or over) the labels on its side, aligned along the plot.
    func xTitle(_ setting: AxisTitle, axes: [PlacedAxis], side: AxisSide, plot: Rect) -> TextRun {
        let font = theme.axisTitleFont
        let text = measurer.fitting(setting.text, font: font, maxWidth: plot.width)
        let w = measurer.width(of: text, font: font)
        let x: Double
        switch (setting.alignment?.horizontal ?? .center).key {
        case .leading: x = plot.minX
        case .center: x = plot.midX - w / 2
        case .trailing: x = plot.maxX - w
        }
        let metrics = measurer.metrics(font)
        let spacing = setting.spacing ?? 4
        if side == .bottom {
            let bottom = axes.map { bottomExtent(of: $0, plot: plot) }.max() ?? plot.maxY
            return TextRun(
                text: text, origin: Point(x: x, y: bottom + spacing + metrics.ascent), font: font,
                color: theme.secondaryText)
        }
        // Any axis's labels reaching above the plot (the top y label too) stay clear of the title.
        let topOfLabels = min(plot.minY, axes.flatMap(\.labels).map { $0.origin.y - metrics.ascent }.min() ?? plot.minY)
        return TextRun(
            text: text, origin: Point(x: x, y: topOfLabels - spacing - metrics.descent), font: font,
            color: theme.secondaryText)
    }

    /// The y axis title turned to read upward beside the labels on its side, centred along the axis unless
    /// aligned.
    func yTitle(_ setting: AxisTitle, axes: [PlacedAxis], side: AxisSide, plot: Rect) -> TextRun {
        let font = theme.axisTitleFont
        let text = measurer.fitting(setting.text, font: font, maxWidth: plot.height)
        let w = measurer.width(of: text, font: font)
        let metrics = measurer.metrics(font)
        let spacing = setting.spacing ?? 4
        let along: Double
        switch (setting.alignment?.vertical ?? .center).key {
        case .top: along = plot.minY + w
        case .center: along = plot.midY + w / 2
        case .bottom: along = plot.maxY
        }
        if side == .trailing {
            let right = axes.map { trailingExtent(of: $0, plot: plot) }.max() ?? plot.maxX
            return TextRun(
                text: text, origin: Point(x: right + spacing + metrics.ascent, y: along), font: font,
                color: theme.secondaryText, angle: -Double.pi / 2)
        }
        let left = axes.filter { $0.side == side }.flatMap(\.labels).map(\.origin.x).min() ?? plot.minX
        return TextRun(
            text: text, origin: Point(x: left - spacing - metrics.descent, y: along), font: font,
            color: theme.secondaryText, angle: -Double.pi / 2)
    }
}
