// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Text broken into lines for a width, with the face it draws in.
package struct TextLayout: Sendable {
    package var lines: [String]
    package var widths: [Double]
    package var font: FontSpec
    package var metrics: LineMetrics
    /// Whether lines were left out or a word cut to fit, so the text does not show whole.
    package var isCut = false

    package var width: Double { widths.max() ?? 0 }
    package var height: Double { Double(lines.count) * metrics.height }

    package init(lines: [String], widths: [Double], font: FontSpec, metrics: LineMetrics, isCut: Bool = false) {
        self.lines = lines
        self.widths = widths
        self.font = font
        self.metrics = metrics
        self.isCut = isCut
    }
}

extension ViewLayoutEngine {
    /// The face `text` draws in: its own font, else the inherited one, else the default; bold and italic from
    /// either.
    package func fontSpec(_ text: TextContent, _ env: ViewEnvironment) -> FontSpec {
        var spec = (text.font ?? env.font).map(spec(of:)) ?? defaultFont
        if text.bold ?? env.bold { spec.bold = true }
        if text.italic ?? env.italic { spec.italic = true }
        if let tracking = text.tracking ?? env.values.textDecorations.tracking, tracking.isFinite {
            spec.tracking = min(max(tracking, -spec.size), spec.size)
        }
        return spec
    }

    /// The face of `font`: its own family when installed, else the chart's.
    package func spec(of font: Font) -> FontSpec {
        FontSpec(
            size: font.size, bold: font.isBold, family: measurer.installedFamily(font.family) ?? defaultFont.family,
            italic: font.isItalic)
    }

    /// `text` wrapped at word boundaries to the proposed width, at most `lineLimit` lines (and as many as fit a
    /// proposed height); a line that still does not fit, and the last line kept, end in an ellipsis. With a
    /// `minimumScaleFactor` below 1, text that would be cut shrinks first, as far as that factor allows.
    package func textLayout(_ text: TextContent, _ p: ProposedSize, _ env: ViewEnvironment) -> TextLayout {
        let font = fontSpec(text, env)
        var string = text.string(in: env.text)
        if let textCase = env.values.textCase { string = textCase.applied(to: string, locale: env.text.locale) }
        var layout = textLayout(string, font: font, p, env)
        if layout.isCut, env.minimumScaleFactor < 1 { layout = shrunk(string, font: font, p, env) }
        // A raised line is taller above its baseline, a lowered one below it, so the frame holds the glyphs.
        let offset = text.raised(in: env)
        if offset != 0 {
            layout.metrics.ascent += max(0, offset)
            layout.metrics.descent += max(0, -offset)
        }
        return layout
    }

    /// The largest size, on a grid of 64 steps from `minimumScaleFactor` to 1, at which `string` shows whole; the
    /// smallest (still cut) when none does. A grid, not a free search, so laying the text out again in the width
    /// it chose picks the same size.
    private func shrunk(_ string: String, font: FontSpec, _ p: ProposedSize, _ env: ViewEnvironment) -> TextLayout {
        let steps = 64
        func layout(_ step: Int) -> TextLayout {
            var scaled = font
            scaled.size *= env.minimumScaleFactor + (1 - env.minimumScaleFactor) * Double(step) / Double(steps)
            return textLayout(string, font: scaled, p, env)
        }
        var best = layout(0)
        guard !best.isCut else { return best }
        var low = 0, high = steps  // step `low` shows whole, step `high` (full size) is cut
        while high - low > 1 {
            let mid = (low + high) / 2
            let candidate = layout(mid)
            if candidate.isCut {
                high = mid
            } else {
                (low, best) = (mid, candidate)
            }
        }
        return best
    }

    private func textLayout(_ string: String, font: FontSpec, _ p: ProposedSize, _ env: ViewEnvironment) -> TextLayout {
        let metrics = measurer.metrics(font)
        var maxLines = env.lineLimit ?? 200
        if let height = p.height, height.isFinite, metrics.height > 0 {
            maxLines = min(maxLines, max(1, Int((height + 0.5) / metrics.height)))
        }
        var lines: [String] = []
        var isCut = false
        let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false)
        for paragraph in paragraphs {
            let wrapped = wrap(String(paragraph), width: p.width, font: font)
            lines += wrapped.lines
            isCut = isCut || wrapped.isCut
            if lines.count > maxLines { break }
        }
        if lines.count > maxLines {
            let rest = lines[(maxLines - 1)...].joined(separator: " ")
            lines = Array(lines.prefix(maxLines - 1))
            lines.append(measurer.fitting(rest, font: font, maxWidth: max(0, p.width ?? .infinity)))
            isCut = true
        }
        let widths = lines.map { measurer.width(of: $0, font: font) }
        return TextLayout(lines: lines, widths: widths, font: font, metrics: metrics, isCut: isCut)
    }

    /// One paragraph as lines no wider than `width` (when given): greedy by words, long words cut (`isCut`).
    private func wrap(_ paragraph: String, width: Double?, font: FontSpec) -> (lines: [String], isCut: Bool) {
        guard let width, width.isFinite, measurer.width(of: paragraph, font: font) > width + 0.01 else {
            return ([paragraph], false)
        }
        var lines: [String] = []
        var current = ""
        var isCut = false
        for word in paragraph.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if measurer.width(of: candidate, font: font) <= width + 0.01 {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = measurer.fitting(String(word), font: font, maxWidth: max(0, width))
            isCut = isCut || current != word
            if lines.count >= 200 { break }
        }
        if !current.isEmpty { lines.append(current) }
        return (lines.isEmpty ? [""] : lines, isCut)
    }
}
