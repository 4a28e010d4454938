// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// Text and shapes inside drawn with `style` unless they set their own. A hierarchical style (`.secondary`,
    /// `.tertiary`, …) is a level of the foreground style set around this view, as in SwiftUI: inside
    /// `.foregroundStyle(.white)`, `.secondary` is white at 60 %.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView {
        modified(.environment(EnvironmentChange(foreground: Paint(style))))
    }

    /// Text and shapes inside drawn in `color` unless they set their own.
    public func foregroundColor(_ color: Color?) -> ModifiedView {
        modified(.environment(EnvironmentChange(foreground: color.map { Paint.style($0._paint) })))
    }

    /// Text inside drawn in `font` unless it sets its own.
    public func font(_ font: Font?) -> ModifiedView { modified(.environment(EnvironmentChange(font: font))) }

    /// Text inside drawn at `weight` (semibold and heavier draw bold).
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedView {
        modified(.environment(EnvironmentChange(bold: weight?.isBold ?? false)))
    }

    /// Text inside drawn in the font design `design` (nil: the default). Accepted; ShipPlot draws every design in
    /// DejaVu Sans, its one typeface.
    public func fontDesign(_ design: Font.Design?) -> ModifiedView { modified(.inert) }

    /// Text inside drawn bold.
    public func bold(_ isActive: Bool = true) -> ModifiedView {
        modified(.environment(EnvironmentChange(bold: isActive)))
    }

    /// Text inside drawn in italic (upright again with `false`).
    public func italic(_ isActive: Bool = true) -> ModifiedView {
        modified(.environment(EnvironmentChange(italic: isActive)))
    }

    /// Text inside wraps to at most `number` lines (nil: as many as fit), the last one cut with an ellipsis.
    public func lineLimit(_ number: Int?) -> ModifiedView {
        modified(.environment(EnvironmentChange(lineLimit: .some(number.map { max(1, $0) }))))
    }

    /// Text inside wraps to at most `limit` lines. With `reservesSpace`, SwiftUI keeps the height of `limit`
    /// lines for shorter text; here the text takes the lines it needs.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedView { lineLimit(limit) }

    /// How the lines of wrapped text inside align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView {
        modified(.environment(EnvironmentChange(textAlignment: alignment)))
    }

    /// Text inside that would be cut (past its `lineLimit`, or too wide for its frame) shrinks first, down to
    /// `factor` of its size (0.01…1; 1, the default, never shrinks), as in SwiftUI.
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedView {
        let factor = Double(factor)
        return modified(
            .environment(EnvironmentChange(minimumScaleFactor: factor.isFinite ? min(max(factor, 0.01), 1) : 1)))
    }

    /// Whether text inside may tighten its letter spacing to fit; accepted, DejaVu Sans keeps its own spacing.
    public func allowsTightening(_ flag: Bool) -> ModifiedView { modified(.inert) }

    /// Text inside is truncated at `mode` (truncated at the end here).
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedView { modified(.inert) }
}

/// Which parts of a `Label` a built-in label style shows.
package struct LabelStyleKind: Sendable, Hashable {
    package let showsTitle: Bool
    package let showsIcon: Bool

    package init(showsTitle: Bool, showsIcon: Bool) {
        self.showsTitle = showsTitle
        self.showsIcon = showsIcon
    }

    /// Title and icon (the default).
    package static let titleAndIcon = LabelStyleKind(showsTitle: true, showsIcon: true)
}

extension Text {
    /// Where text that does not fit is cut.
    public enum TruncationMode: Sendable, Hashable { case head, tail, middle }
}

/// A change to what the content inherits (font, paint, text layout, environment values): the content and
/// everything in it are laid out and drawn in the changed environment, in the house style of its colour scheme.
package struct EnvironmentModifier: ViewModifierNode {
    package let change: EnvironmentChange

    package var meaning: ModifierMeaning { .environment(change) }

    package func environment(_ environment: ViewEnvironment) -> ViewEnvironment { environment.applying(change) }

    package func textLines(of content: _ViewNode) -> [StyledText] {
        content.textLines.map { line in
            var line = line
            if line.font == nil, let font = change.font { line.font = font }
            if line.color == nil, case .style(let paint)? = change.foreground { line.color = paint.representative }
            if let bold = change.bold, bold { line.font = (line.font ?? .caption).bold() }
            if let italic = change.italic, italic { line.font = (line.font ?? .caption).italic() }
            return line
        }
    }

    package func sizeThatFits(_ p: ProposedSize, content: _ViewNode, in context: LayoutContext) -> ViewSize {
        context.size(content, p)
    }

    package func place(in frame: Rect, content: _ViewNode, context: LayoutContext) -> Placement {
        Placement(children: [(content, frame)])
    }

    package func explicitGuides(_ size: ViewSize, content: _ViewNode, context: LayoutContext) -> [ExplicitGuide] {
        content.explicitGuides(size, in: context.childEnvironment, engine: context.engine)
    }

    package func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) {
        let scheme = view.children[0].environment.values.colorScheme
        guard scheme != view.environment.values.colorScheme else { return drawer.drawChildren(of: view) }
        drawer.restyled(for: scheme) { $0.drawChildren(of: view) }
    }

    package init(change: EnvironmentChange) {
        self.change = change
    }
}

extension ViewModifierNode where Self == EnvironmentModifier {
    /// A change to what the content inherits.
    package static func environment(_ change: EnvironmentChange) -> EnvironmentModifier {
        EnvironmentModifier(change: change)
    }
}
