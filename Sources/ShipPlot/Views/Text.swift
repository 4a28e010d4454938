// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a `Text` shows and how, before the environment adds its font and colour.
struct TextContent: Sendable {
    var text: LocalText
    /// The text as `environment` writes it.
    func string(in environment: TextEnvironment) -> String { text.string(in: environment) }
    var font: Font?
    var color: Color?
    var bold: Bool?
    var italic: Bool?
}

/// A run of text, with SwiftUI's spelling: `Text("\(value)").font(.caption).foregroundStyle(.secondary)`.
/// Unset font and colour come from the enclosing view, then from where the chart draws it (11 pt, secondary).
public struct Text: View, Sendable {
    var content: TextContent
    var tooLong = false

    init(string: String) { self.init(text: .plain(string)) }

    init(text: LocalText) {
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
        let node = _ViewNode.make(.text(content))
        return tooLong ? node.noting(.longText) : node
    }

    private func with(_ change: (inout TextContent) -> Void) -> Text {
        var copy = self
        change(&copy.content)
        return copy
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text { with { $0.font = font } }

    /// This text in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        with { $0.color = style._paint.representative }
    }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color } }

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
