import Foundation

/// Text broken into lines for a width, with the face it draws in.
struct TextLayout {
    var lines: [String]
    var widths: [Double]
    var font: FontSpec
    var metrics: LineMetrics

    var width: Double { widths.max() ?? 0 }
    var height: Double { Double(lines.count) * metrics.height }
}

extension ViewLayoutEngine {
    /// The face `text` draws in: its own font, else the inherited one, else the default; bold and italic from
    /// either.
    func fontSpec(_ text: TextContent, _ env: ViewEnvironment) -> FontSpec {
        var spec = (text.font ?? env.font).map(spec(of:)) ?? defaultFont
        if text.bold ?? env.bold { spec.bold = true }
        if text.italic ?? env.italic { spec.italic = true }
        return spec
    }

    /// The face of `font`: its own family when installed, else the chart's.
    func spec(of font: Font) -> FontSpec {
        FontSpec(
            size: font.size, bold: font.isBold, family: TextRoute.installedFamily(font.family) ?? defaultFont.family,
            italic: font.isItalic)
    }

    /// `text` wrapped at word boundaries to the proposed width, at most `lineLimit` lines (and as many as fit a
    /// proposed height); a line that still does not fit, and the last line kept, end in an ellipsis.
    func textLayout(_ text: TextContent, _ p: ProposedSize, _ env: ViewEnvironment) -> TextLayout {
        let font = fontSpec(text, env)
        let metrics = measurer.metrics(font)
        var maxLines = env.lineLimit ?? 200
        if let height = p.height, height.isFinite, metrics.height > 0 {
            maxLines = min(maxLines, max(1, Int((height + 0.5) / metrics.height)))
        }
        var lines: [String] = []
        let paragraphs = text.string.split(separator: "\n", omittingEmptySubsequences: false)
        for paragraph in paragraphs {
            lines += wrap(String(paragraph), width: p.width, font: font)
            if lines.count > maxLines { break }
        }
        if lines.count > maxLines {
            let rest = lines[(maxLines - 1)...].joined(separator: " ")
            lines = Array(lines.prefix(maxLines - 1))
            lines.append(measurer.fitting(rest, font: font, maxWidth: max(0, p.width ?? .infinity)))
        }
        let widths = lines.map { measurer.width(of: $0, font: font) }
        return TextLayout(lines: lines, widths: widths, font: font, metrics: metrics)
    }

    /// One paragraph as lines no wider than `width` (when given): greedy by words, long words cut.
    private func wrap(_ paragraph: String, width: Double?, font: FontSpec) -> [String] {
        guard let width, width.isFinite, measurer.width(of: paragraph, font: font) > width + 0.01 else {
            return [paragraph]
        }
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if measurer.width(of: candidate, font: font) <= width + 0.01 {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = measurer.fitting(String(word), font: font, maxWidth: max(0, width))
            if lines.count >= 200 { break }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.isEmpty ? [""] : lines
    }
}
