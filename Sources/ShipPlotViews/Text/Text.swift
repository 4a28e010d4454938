// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// What a `Text` shows and how, before the environment adds its font and colour.
package struct TextContent: Sendable {
    package var text: LocalText
    /// The text as `environment` writes it.
    package func string(in environment: TextEnvironment) -> String { text.string(in: environment) }
    package var font: Font?
    package var color: Color?
    /// With a hierarchical `color` (`.foregroundStyle(.secondary)`), its opacity over the foreground style around
    /// the text, which it is drawn in where one is set.
    package var level: Double?
    package var bold: Bool?
    package var italic: Bool?
    /// Points added after each character (`tracking(_:)`, `kerning(_:)`).
    package var tracking: Double?
    /// How far the text is raised above its baseline, in points (lowered when negative).
    package var baselineOffset: Double?
    /// The line under the text and the line through it, when drawn.
    package var underline: TextLine?
    package var strikethrough: TextLine?

    package init(text: LocalText, font: Font? = nil, color: Color? = nil, bold: Bool? = nil, italic: Bool? = nil) {
        self.text = text
        self.font = font
        self.color = color
        self.bold = bold
        self.italic = italic
    }
}

/// A run of text, with SwiftUI's spelling: `Text("\(value)").font(.caption).foregroundStyle(.secondary)`.
/// Unset font and colour come from the enclosing view, then from where the chart draws it (11 pt, secondary).
nonisolated public struct Text: View, Sendable {
    package var content: TextContent
    package var tooLong = false

    package init(string: String) { self.init(text: .plain(string)) }

    package init(text: LocalText) {
        // Formatted values are short; the length that matters is the text's as it would draw now.
        let string = text.string(in: TextEnvironment())
        guard string.count > ViewLimits.characters else {
            content = TextContent(text: text)
            return
        }
        content = TextContent(text: .plain(String(string.prefix(ViewLimits.characters)) + "…"))
        tooLong = true
    }

    /// Text showing `content` verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.init(string: String(content)) }

    /// Text showing `key`, with interpolations formatted as SwiftUI formats them (`specifier:`, `format:`).
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        self.init(text: key.text)
    }

    /// Text showing `content` verbatim.
    public init(verbatim content: String) { self.init(string: content) }

    /// Text showing `input` formatted by `format` in the chart's locale (``ChartRenderer/locale``), which replaces
    /// the format's own as in SwiftUI.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(text: .pieces([LocalText.formatted(input, format)]))
    }

    public var _node: _ViewNode {
        let node = _ViewNode.make(TextPrimitive(content: content))
        return tooLong ? node.noting(.longText) : node
    }

    package func with(_ change: (inout TextContent) -> Void) -> Text {
        var copy = self
        change(&copy.content)
        return copy
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text { with { $0.font = font } }

    /// This text in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let level = style as? HierarchicalShapeStyle
        return with {
            $0.color = style._paint.representative
            $0.level = level?.opacity
        }
    }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        with {
            $0.color = color
            $0.level = nil
        }
    }

    /// This text in bold.
    public func bold(_ isActive: Bool = true) -> Text { with { $0.bold = isActive } }

    /// This text at `weight` (semibold and heavier draw bold).
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.bold = weight?.isBold } }

    /// This text in the font design `design` (nil: the default). Accepted; ShipPlot draws every design in DejaVu
    /// Sans, its one typeface.
    public func fontDesign(_ design: Font.Design?) -> Text { self }

    /// This text with tabular digits (DejaVu Sans digits already are).
    public func monospacedDigit() -> Text { self }

    /// This text in italic (DejaVu Sans Oblique; upright when `fonts-dejavu-extra` is missing); `false` sets it
    /// upright again.
    public func italic(_ isActive: Bool = true) -> Text { with { $0.italic = isActive } }

    /// The label read by accessibility tools; a chart image draws the visible text.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { self }

    /// The label read by accessibility tools; a chart image draws the visible text.
    public func accessibilityLabel(_ label: Text) -> Text { self }

    /// Two texts run together (the second keeps the first's style here).
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.content.text = lhs.content.text + rhs.content.text
        return joined
    }
}

/// Text laid out: wrapped to the width it is offered (`ViewLayoutEngine.textLayout`), its lines drawn by the
/// environment's alignment and centred vertically on a frame taller than they are, as SwiftUI does.
package struct TextPrimitive: PrimitiveView {
    package let content: TextContent

    package var textLines: [StyledText] {
        // The text-only drawing has no inherited font: bold text without one is bold caption, as before views.
        var font = content.bold == true ? (content.font ?? .caption).bold() : content.font
        if content.italic == true { font = (font ?? .caption).italic() }
        return [StyledText(text: content.text, font: font, color: content.color)]
    }

    package func sizeThatFits(_ p: ProposedSize, in context: LayoutContext) -> ViewSize {
        let layout = context.engine.textLayout(content, p, context.environment)
        return ViewSize(width: layout.width, height: layout.height)
    }

    package func place(in frame: Rect, context: LayoutContext) -> Placement {
        let proposal = ProposedSize(width: frame.width, height: frame.height)
        return Placement(payload: context.engine.textLayout(content, proposal, context.environment))
    }

    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) {
        guard let layout = view.payload as? TextLayout else { return }
        let rect = view.frame
        let ink: RGBA
        if let color = content.color {
            let around = view.environment.foreground
            if let level = content.level, around != .foreground {
                ink = drawer.color(around.level(level, otherwise: color), view.environment)
            } else {
                ink = drawer.resolve(color)
            }
        } else {
            ink = drawer.color(.foreground, view.environment)
        }
        let raised = content.raised(in: view.environment)
        let (under, through) = content.lines(in: view.environment)
        var y = rect.y + (rect.height - layout.height) / 2
        for (line, width) in zip(layout.lines, layout.widths) {
            let x: Double
            switch view.environment.textAlignment {
            case .leading: x = rect.x
            case .center: x = rect.x + (rect.width - width) / 2
            case .trailing: x = rect.maxX - width
            }
            let baseline = y + layout.metrics.ascent - raised
            if !line.isEmpty {
                drawer.commands.append(
                    .text(TextRun(text: line, origin: Point(x: x, y: baseline), font: layout.font, color: ink)))
                // Under the baseline, and through the middle of the lower-case letters.
                let size = layout.font.size, thickness = TextLine.thickness(size)
                for (decoration, top) in [(under, baseline + size * 0.08), (through, baseline - size * 0.3)] {
                    guard let decoration else { continue }
                    let color = decoration.style.color.map { drawer.resolve($0) } ?? ink
                    for rect in decoration.rects(from: x, to: x + width, y: top, thickness: thickness) {
                        drawer.commands.append(.fill(.rect(rect), color))
                    }
                }
            }
            y += layout.metrics.height
        }
    }

    package init(content: TextContent) {
        self.content = content
    }
}
