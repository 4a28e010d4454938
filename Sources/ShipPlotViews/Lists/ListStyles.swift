// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// How a list looks, as SwiftUI's `ListStyle`: set with ``View/listStyle(_:)`` on the list or any view around
/// it, and drawn as iOS draws the style at rest. Use the built-in styles (`.plain`, `.insetGrouped`, …); a style of
/// an app's own draws as `.automatic`.
public protocol ListStyle: Sendable {
    /// The built-in look this style draws (an implementation detail; an app's own style draws `.automatic`).
    var _look: _ListLook { get }
}

extension ListStyle {
    public var _look: _ListLook { .automatic }
}

/// The looks of the built-in list styles (an implementation detail of ``ListStyle``).
public enum _ListLook: Sendable, Hashable, CaseIterable {
    case automatic, plain, inset, insetGrouped, grouped, sidebar

    /// The look drawn: `.automatic` is iOS's default on iPhone, inset grouped.
    package var resolved: _ListLook { self == .automatic ? .insetGrouped : self }
}

/// The platform's default list style: on iPhone, as here, inset grouped.
public struct DefaultListStyle: ListStyle {
    /// The default list style.
    public init() {}
    public var _look: _ListLook { .automatic }
}

/// Rows edge to edge on the background, separators between them: iOS's plain list.
public struct PlainListStyle: ListStyle {
    /// The plain list style.
    public init() {}
    public var _look: _ListLook { .plain }
}

/// Plain rows set in from both edges by the layout margins.
public struct InsetListStyle: ListStyle {
    /// The inset list style.
    public init() {}
    public var _look: _ListLook { .inset }
}

/// Sections as rounded groups set in from the edges, on the grouped background: iOS's settings look.
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped list style.
    public init() {}
    public var _look: _ListLook { .insetGrouped }
}

/// Sections as full-width groups on the grouped background, a hairline above and below each.
public struct GroupedListStyle: ListStyle {
    /// The grouped list style.
    public init() {}
    public var _look: _ListLook { .grouped }
}

/// A sidebar's list: on iPhone, rounded groups under bold headers with a disclosure chevron.
public struct SidebarListStyle: ListStyle {
    /// The sidebar list style.
    public init() {}
    public var _look: _ListLook { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default: inset grouped on iPhone.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge, separators between them.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Plain rows set in from both edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded groups on the grouped background.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections as full-width groups on the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// How a form looks, as SwiftUI's `FormStyle`. On iPhone every form is grouped: rounded sections on the grouped
/// background, as an inset grouped list.
public protocol FormStyle: Sendable {}

/// The platform's default form style: grouped.
public struct AutomaticFormStyle: FormStyle {
    /// The default form style.
    public init() {}
}

/// Sections as rounded groups on the grouped background.
public struct GroupedFormStyle: FormStyle {
    /// The grouped form style.
    public init() {}
}

/// Labels in a column beside their controls (macOS); on iPhone, drawn grouped.
public struct ColumnsFormStyle: FormStyle {
    /// The columns form style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's default: grouped.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Sections as rounded groups.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels beside their controls (drawn grouped on iPhone).
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

private struct ListLookKey: EnvironmentKey {
    static let defaultValue = _ListLook.automatic
}

private struct ListRowSpacingKey: EnvironmentKey {
    static let defaultValue: Double? = nil
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 44
}

extension EnvironmentValues {
    /// The look lists inside draw in, set by `.listStyle(_:)`.
    package var listLook: _ListLook {
        get { self[ListLookKey.self] }
        set { self[ListLookKey.self] = newValue }
    }

    /// The space between rows of lists inside, set by `.listRowSpacing(_:)`; nil: rows touch.
    package var listRowSpacing: Double? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// Whether lists and forms inside draw their background, set by `.scrollContentBackground(_:)`.
    package var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }

    /// The least height of a list row, in points. Default 44, iOS's.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the lists inside in `style` (`.plain`, `.inset`, `.insetGrouped`, `.grouped`, `.sidebar`;
    /// `.automatic`, the default, is inset grouped as on iPhone).
    public func listStyle<S: ListStyle>(_ style: S) -> ModifiedView { environment(\.listLook, style._look) }

    /// Draws the forms inside in `style`; every form style draws grouped, as on iPhone.
    public func formStyle<S: FormStyle>(_ style: S) -> ModifiedView { modified(.inert) }

    /// Puts `spacing` points between the rows of the lists inside (nil: the style's, rows touching). In grouped
    /// styles each row then draws as its own rounded group, without separators, as iOS does.
    public func listRowSpacing(_ spacing: CGFloat?) -> ModifiedView {
        let (length, bad) = validLength(spacing)
        let view = environment(\.listRowSpacing, length)
        return bad ? ModifiedView(node: view._node.noting(.invalidValue)) : view
    }

    /// Shows or hides the background of the lists and forms inside (`.hidden` lets the views behind show
    /// through their rows; the rows' own backgrounds stay). Default `.automatic`: shown.
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedView {
        environment(\.scrollContentBackground, visibility)
    }
}
