// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// What one list style draws and where, as iOS 17 draws it on iPhone. The numbers were read back from iOS
/// screenshots at 3× (an iPhone 15 Pro Max 430 pt wide, inset grouped, light and dark; an iPhone 12 Pro Max for
/// footers and plain rows), to a third of a point:
/// - rows are 44 pt apart when their text is one 17-pt line or they hold a switch, and a row holding a 60-pt
///   image is 72 pt tall: 6 pt above and below the content, 44 pt at least;
/// - sections and their content are set in 20 pt from the edges on that 430-pt phone (UIKit's layout margin on
///   phones 414 pt wide or wider; 16 pt on narrower ones), and the rows' text 20 pt further in;
/// - an inset group's corner reaches 6 pt in at 0.8 pt below its top edge: a 10-pt radius;
/// - a grouped header's 13-pt capitals sit with their baseline 9.3 pt above the group and 47 pt below the group
///   before (17 pt of room above the header's line, 6 pt below it, 18 pt under a group with no footer);
/// - a footer's first line starts 7–8 pt under its group;
/// - separators are one device pixel of `separator` colour, from the rows' text to the group's trailing edge.
/// Plain lists' section headers (15-pt semibold, secondary) and the sidebar's (17-pt bold, with a chevron) follow
/// UIKit's header configurations; their padding was not measured.
package struct ListAppearance {
    /// The list's look.
    package let look: _ListLook
    /// The phone's layout margin at the list's width.
    package let margin: Double

    /// Whether sections draw as groups on the grouped background, with room between them.
    package var isGrouped: Bool { look != .plain && look != .inset }
    /// Whether rows are set in from both edges by the margin.
    package var insetsRows: Bool { look != .plain && look != .grouped }
    /// Whether a section's group has rounded corners.
    package var roundsGroups: Bool { look == .insetGrouped || look == .sidebar }
    /// The corner radius of an inset group.
    package static let cornerRadius = 10.0
    /// The least height of a row.
    package static let minRowHeight = 44.0
    /// The room above and below a row's content.
    package static let rowPadding = 6.0

    package init(look: _ListLook, width: Double) {
        self.look = look.resolved
        margin = width >= 414 ? 20 : 16
    }

    /// The list's background.
    package var background: SemanticColor { isGrouped ? .systemGroupedBackground : .systemBackground }
    /// The background of a section's rows.
    package var rowBackground: SemanticColor { isGrouped ? .secondarySystemGroupedBackground : .systemBackground }
    /// Whether separators are drawn between a section's rows.
    package var separatesRows: Bool { look != .sidebar }

    /// The rows' content insets where a row sets none.
    package var rowInsets: EdgeInsets {
        EdgeInsets(
            top: CGFloat(Self.rowPadding), leading: CGFloat(margin), bottom: CGFloat(Self.rowPadding),
            trailing: CGFloat(margin))
    }

    /// The left edge and width of rows in a list `width` wide.
    package func rowSpan(_ width: Double) -> (x: Double, width: Double) {
        insetsRows ? (margin, max(0, width - 2 * margin)) : (0, width)
    }

    /// Room above a section's header (or above its rows when it has none), first or after another section.
    package func roomAbove(header: Bool, first: Bool, afterFooter: Bool) -> Double {
        guard isGrouped else { return header ? (first ? 6 : 12) : 0 }
        if header { return first || afterFooter ? 17 : 35 }
        return first ? 35 : afterFooter ? 17 : 35
    }

    /// Room between a header and its rows.
    package var headerGap: Double { 6 }
    /// Room between a section's rows and its footer, and under the footer.
    package var footerGap: (above: Double, below: Double) { isGrouped ? (7, 0) : (6, 6) }
    /// Room under the last section.
    package var roomBelow: Double { isGrouped ? 35 : 0 }
}

/// A section's header and footer dressed as each look draws them, made once per section: the grouped look's
/// small secondary capitals, the plain look's semibold text, the sidebar's bold title with a chevron, the
/// increased-prominence title, and the footer's small secondary text.
package struct SectionDress: Sendable {
    package let grouped: _ViewNode
    package let plain: _ViewNode
    package let sidebar: _ViewNode
    package let prominent: _ViewNode
    package let footer: _ViewNode

    package init(header: _ViewNode, footer: _ViewNode) {
        let view = ModifiedView(node: header)
        grouped = Self.secondary(view.font(.footnote)).textCase(.uppercase)._node
        plain = Self.secondary(view.font(.subheadline.bold()))._node
        prominent = Self.primary(view.font(.title3.bold()))._node
        let chevron = Image(systemName: "chevron.down").font(.footnote.bold()).foregroundStyle(.tint)._node
        let title = view.font(.headline).foregroundStyle(.primary)._node
        sidebar = LayoutNode.node(
            HStackLayout(alignment: .center),
            content: .make(GroupPrimitive(children: [title, Spacer()._node, chevron])))
        self.footer = Self.secondary(ModifiedView(node: footer).font(.footnote))._node
    }

    // Headers and footers are drawn in the first and second levels of the foreground style a container sets
    // (`List { … }.foregroundColor(.white)` draws them white and 60 % white, as SwiftUI's hierarchical styles do),
    // and in the label colours where none is set.
    private static func primary(_ view: ModifiedView) -> ModifiedView { level(view, 1, .primary) }
    private static func secondary(_ view: ModifiedView) -> ModifiedView { level(view, 0.6, .secondary) }
    private static func level(_ view: ModifiedView, _ opacity: Double, _ fallback: Color) -> ModifiedView {
        view.modified(.environment(EnvironmentChange(foreground: .level(opacity, fallback: fallback))))
    }

    /// The header as `appearance` draws it, at `prominence`.
    package func header(_ appearance: ListAppearance, _ prominence: Prominence?) -> _ViewNode {
        if prominence == .increased { return prominent }
        switch appearance.look {
        case .plain, .inset: return plain
        case .sidebar: return sidebar
        case .automatic, .insetGrouped, .grouped: return grouped
        }
    }
}
