// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// How prominent a section header is, as SwiftUI names it.
public enum Prominence: Sendable, Hashable, CaseIterable {
    /// The style's header: small secondary text (upper case in grouped styles).
    case standard
    /// A larger, bold header in the primary colour.
    case increased
}

nonisolated extension View {
    /// Shows or hides this row's separators at `edges` (both by default) in the list it is a row of; on a
    /// `Section` or `ForEach`, every row's. A separator between two rows is drawn unless either hides it.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedView {
        modified(ListRowTrait(setting: .separator(visibility, edges: edges)))
    }

    /// Draws this row's separators at `edges` in `color` (nil: the separator colour).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedView {
        modified(ListRowTrait(setting: .separatorTint(color, edges: edges)))
    }

    /// On a `Section`: shows or hides the separators at its `edges` (plain and grouped lists draw one above and
    /// below each section).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedView {
        modified(ListRowTrait(setting: .sectionSeparator(visibility, edges: edges)))
    }

    /// On a `Section`: draws its separators at `edges` in `color` (nil: the separator colour).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedView {
        modified(ListRowTrait(setting: .sectionSeparatorTint(color, edges: edges)))
    }

    /// Sets the room around this row's content in its list (nil: the style's, 6 points above and below and the
    /// layout margin at the sides); on a `Section` or `ForEach`, every row's.
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedView {
        guard let insets else { return modified(ListRowTrait(setting: .insets(nil))) }
        let sides = [insets.top, insets.leading, insets.bottom, insets.trailing].map { validLength($0) }
        let bad = sides.contains { $0.bad }
        let valid = EdgeInsets(
            top: CGFloat(sides[0].value ?? 0), leading: CGFloat(sides[1].value ?? 0),
            bottom: CGFloat(sides[2].value ?? 0), trailing: CGFloat(sides[3].value ?? 0))
        return modified(ListRowTrait(setting: .insets(valid)), bad: bad)
    }

    /// Draws `view` behind this row, filling it, in place of the style's row background (nil: the style's); on a
    /// `Section` or `ForEach`, behind every row.
    public func listRowBackground<V: View>(_ view: V?) -> ModifiedView {
        modified(ListRowTrait(setting: .background(view?._node)))
    }

    /// On a `Section`: how prominent its header is (`.increased`: larger, bold, in the primary colour).
    public func headerProminence(_ prominence: Prominence) -> ModifiedView {
        modified(ListRowTrait(setting: .prominence(prominence)))
    }
}

/// One row or section setting, as the list reads it from the modifiers around a row, a section or a `ForEach`.
package enum ListRowSetting: Sendable {
    case separator(Visibility, edges: VerticalEdge.Set)
    case separatorTint(Color?, edges: VerticalEdge.Set)
    case sectionSeparator(Visibility, edges: VerticalEdge.Set)
    case sectionSeparatorTint(Color?, edges: VerticalEdge.Set)
    case insets(EdgeInsets?)
    case background(_ViewNode?)
    case prominence(Prominence)
}

/// A row or section setting around a view: nothing drawn changes where it is, and the list it is a row of reads
/// it from the row's modifiers.
package struct ListRowTrait: PassThroughModifier {
    package let setting: ListRowSetting
    package var meaning: ModifierMeaning { .nothing }
}

/// What a list reads for one row: its own settings, the settings of the section and `ForEach` around it where
/// it sets none. The modifier written last (outermost) wins, as in SwiftUI.
package struct ListRowTraits: Sendable {
    package var separator = (top: Visibility.automatic, bottom: Visibility.automatic)
    package var separatorTint: (top: Color??, bottom: Color??) = (nil, nil)
    package var sectionSeparator = (top: Visibility.automatic, bottom: Visibility.automatic)
    package var sectionSeparatorTint: (top: Color??, bottom: Color??) = (nil, nil)
    package var insets: EdgeInsets??
    package var background: _ViewNode??
    package var prominence: Prominence?

    package init() {}

    /// The settings of the modifiers around `node`, outermost first, over `inherited`.
    package init(of node: _ViewNode, over inherited: ListRowTraits) {
        self.init()
        for trait in node.modifiers(ListRowTrait.self) { take(trait.setting) }
        fill(from: inherited)
    }

    /// `setting`, unless a setting written later already set it.
    private mutating func take(_ setting: ListRowSetting) {
        switch setting {
        case .separator(let visibility, let edges):
            if edges.contains(.top), separator.top == .automatic { separator.top = visibility }
            if edges.contains(.bottom), separator.bottom == .automatic { separator.bottom = visibility }
        case .separatorTint(let color, let edges):
            if edges.contains(.top), separatorTint.top == nil { separatorTint.top = .some(color) }
            if edges.contains(.bottom), separatorTint.bottom == nil { separatorTint.bottom = .some(color) }
        case .sectionSeparator(let visibility, let edges):
            if edges.contains(.top), sectionSeparator.top == .automatic { sectionSeparator.top = visibility }
            if edges.contains(.bottom), sectionSeparator.bottom == .automatic { sectionSeparator.bottom = visibility }
        case .sectionSeparatorTint(let color, let edges):
            if edges.contains(.top), sectionSeparatorTint.top == nil { sectionSeparatorTint.top = .some(color) }
            if edges.contains(.bottom), sectionSeparatorTint.bottom == nil {
                sectionSeparatorTint.bottom = .some(color)
            }
        case .insets(let value): if insets == nil { insets = .some(value) }
        case .background(let view): if background == nil { background = .some(view) }
        case .prominence(let value): if prominence == nil { prominence = value }
        }
    }

    /// Every setting this one leaves unset, from `outer`.
    private mutating func fill(from outer: ListRowTraits) {
        if separator.top == .automatic { separator.top = outer.separator.top }
        if separator.bottom == .automatic { separator.bottom = outer.separator.bottom }
        separatorTint = (
            separatorTint.top ?? outer.separatorTint.top, separatorTint.bottom ?? outer.separatorTint.bottom
        )
        if sectionSeparator.top == .automatic { sectionSeparator.top = outer.sectionSeparator.top }
        if sectionSeparator.bottom == .automatic { sectionSeparator.bottom = outer.sectionSeparator.bottom }
        sectionSeparatorTint = (
            sectionSeparatorTint.top ?? outer.sectionSeparatorTint.top,
            sectionSeparatorTint.bottom ?? outer.sectionSeparatorTint.bottom
        )
        insets = insets ?? outer.insets
        background = background ?? outer.background
        prominence = prominence ?? outer.prominence
    }
}
