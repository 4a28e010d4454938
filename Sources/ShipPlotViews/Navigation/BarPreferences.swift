// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// The bars of a screen, as SwiftUI's `ToolbarPlacement` names them for `toolbarBackground(_:for:)` and
/// `toolbar(_:for:)`.
public struct ToolbarPlacement: Sendable, Hashable {
    package enum Bar: Sendable, Hashable { case automatic, navigationBar, tabBar, bottomBar }
    package let bar: Bar

    /// The bar the context chooses: the navigation bar here.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar at the top of a navigation stack.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The tab bar of a tab view.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// The toolbar at the bottom of a navigation stack.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)

    /// The bar this placement names, the navigation bar for `.automatic`.
    package var resolved: Bar { bar == .automatic ? .navigationBar : bar }
}

/// What a screen's content asks of the bars around it — the navigation title and its display mode, toolbar items,
/// bar backgrounds and visibility — found by walking the content, as SwiftUI hands them up as preferences. The
/// container nearest the content takes what is its own: a navigation stack its title and toolbar, a tab view its
/// tab bar's background.
package struct BarPreferences: Sendable {
    package var title: _ViewNode?
    package var displayMode: NavigationBarItemTitleDisplayMode?
    package var items: [ToolbarEntry] = []
    package var backgrounds: [ToolbarPlacement.Bar: _ShapePaint] = [:]
    package var backgroundVisibility: [ToolbarPlacement.Bar: Visibility] = [:]
    package var visibility: [ToolbarPlacement.Bar: Visibility] = [:]
    /// The width a split view gives the column (`navigationSplitViewColumnWidth`).
    package var columnWidth: Double?
    /// The prompt of the search field under the title (`searchable`), when the content has one.
    package var searchPrompt: _ViewNode?

    package init() {}

    /// Whether `bar` is hidden (`toolbar(.hidden, for:)`).
    package func isHidden(_ bar: ToolbarPlacement.Bar) -> Bool { visibility[bar] == .hidden }

    /// The background `bar` draws at rest: its style (or the bar material) when shown, nil when transparent.
    /// `shownAtRest` is whether iOS shows it when the app says nothing: a navigation bar over content that has not
    /// scrolled under it is transparent, a tab bar over a screen's content is not.
    package func background(_ bar: ToolbarPlacement.Bar, shownAtRest: Bool) -> _ShapePaint? {
        switch backgroundVisibility[bar] {
        case .hidden?: return nil
        case .visible?: return backgrounds[bar] ?? _ShapePaint.barMaterial
        case .automatic?, nil: return shownAtRest ? backgrounds[bar] ?? _ShapePaint.barMaterial : nil
        }
    }

    /// The preferences set in `node` and the views in it that reach the container taking `group`, in the order
    /// they are written, outermost first; the first title and display mode found win.
    package static func collect(_ node: _ViewNode, for group: BarGroup) -> BarPreferences {
        var preferences = BarPreferences()
        var pending = [node]
        var visits = 0
        while let next = pending.popLast(), visits < 10_000 {
            visits += 1
            if let source = next.primitive as? BarPreferenceSource { source.contribute(to: &preferences, for: group) }
            let children =
                (next.primitive as? BarPreferenceBoundary)?.preferenceChildren(for: group) ?? next.primitive.children
            pending += children.reversed()
        }
        return preferences
    }
}

/// The kinds of bar preference a container takes: a navigation container its navigation and bottom bars, a tab
/// view its tab bar.
package enum BarGroup: Sendable { case navigation, tabBar }

extension ToolbarPlacement.Bar {
    /// The container that takes preferences for this bar.
    package var group: BarGroup { self == .tabBar ? .tabBar : .navigation }
}

/// A modifier that asks something of the bars around it.
package protocol BarPreference: ViewModifierNode {
    func contribute(to preferences: inout BarPreferences, for group: BarGroup)
}

/// A view that carries a bar preference (a modified view whose modifier is one).
package protocol BarPreferenceSource {
    func contribute(to preferences: inout BarPreferences, for group: BarGroup)
}

extension ModifiedNode: BarPreferenceSource where Modifier: BarPreference {
    package func contribute(to preferences: inout BarPreferences, for group: BarGroup) {
        modifier.contribute(to: &preferences, for: group)
    }
}

/// A container that takes some bar preferences itself: for those, the views it shows are not searched further
/// (an empty list), and for others, only the views it shows (a tab view's selected tab).
package protocol BarPreferenceBoundary {
    func preferenceChildren(for group: BarGroup) -> [_ViewNode]
}

/// A toolbar item found in the content: where it goes and what it shows.
package struct ToolbarEntry: Sendable {
    package let placement: ToolbarItemPlacement
    package let node: _ViewNode

    package init(placement: ToolbarItemPlacement, node: _ViewNode) {
        self.placement = placement
        self.node = node
    }
}

/// The navigation title (`navigationTitle(_:)`) and how it shows (`navigationBarTitleDisplayMode(_:)`).
package struct NavigationTitleModifier: PassThroughModifier, BarPreference {
    package let title: _ViewNode?
    package let displayMode: NavigationBarItemTitleDisplayMode?

    package var meaning: ModifierMeaning { .nothing }
    package var views: [_ViewNode] { title.map { [$0] } ?? [] }
    package func replacingViews(_ views: [_ViewNode]) -> NavigationTitleModifier {
        NavigationTitleModifier(title: title == nil ? nil : views.first, displayMode: displayMode)
    }

    package func contribute(to preferences: inout BarPreferences, for group: BarGroup) {
        guard group == .navigation else { return }
        if preferences.title == nil, let title { preferences.title = title }
        if preferences.displayMode == nil, let displayMode { preferences.displayMode = displayMode }
    }

    package init(title: _ViewNode?, displayMode: NavigationBarItemTitleDisplayMode?) {
        self.title = title
        self.displayMode = displayMode
    }
}

/// A search field (`searchable`): its prompt, drawn by the navigation container under the title.
package struct SearchFieldModifier: PassThroughModifier, BarPreference {
    package let prompt: _ViewNode

    package var meaning: ModifierMeaning { .nothing }
    package var views: [_ViewNode] { [prompt] }
    package func replacingViews(_ views: [_ViewNode]) -> SearchFieldModifier { SearchFieldModifier(prompt: views[0]) }

    package func contribute(to preferences: inout BarPreferences, for group: BarGroup) {
        guard group == .navigation, preferences.searchPrompt == nil else { return }
        preferences.searchPrompt = prompt
    }

    package init(prompt: _ViewNode) {
        self.prompt = prompt
    }
}

/// Toolbar items (`toolbar { … }`): kept with the content, drawn by the navigation container around it.
package struct ToolbarModifier: PassThroughModifier, BarPreference {
    package let entries: [ToolbarEntry]

    package var meaning: ModifierMeaning { .nothing }
    package var views: [_ViewNode] { entries.map(\.node) }
    package func replacingViews(_ views: [_ViewNode]) -> ToolbarModifier {
        ToolbarModifier(entries: zip(entries, views).map { ToolbarEntry(placement: $0.placement, node: $1) })
    }

    package func contribute(to preferences: inout BarPreferences, for group: BarGroup) {
        guard group == .navigation else { return }
        preferences.items += entries
    }

    package init(entries: [ToolbarEntry]) {
        self.entries = entries
    }
}

/// A bar's background style, its visibility, or the bar's own visibility (`toolbarBackground(_:for:)`,
/// `toolbarBackground(_:for:)` with a `Visibility`, `toolbar(_:for:)`).
package struct BarAppearanceModifier: PassThroughModifier, BarPreference {
    package enum Setting: Sendable {
        case background(_ShapePaint)
        case backgroundVisibility(Visibility)
        case visibility(Visibility)
    }
    package let bars: [ToolbarPlacement]
    package let setting: Setting

    package var meaning: ModifierMeaning { .nothing }

    package func contribute(to preferences: inout BarPreferences, for group: BarGroup) {
        for bar in bars.map(\.resolved) where bar.group == group {
            switch setting {
            case .background(let paint): preferences.backgrounds[bar] = preferences.backgrounds[bar] ?? paint
            case .backgroundVisibility(let shown):
                preferences.backgroundVisibility[bar] = preferences.backgroundVisibility[bar] ?? shown
            case .visibility(let shown): preferences.visibility[bar] = preferences.visibility[bar] ?? shown
            }
        }
    }

    package init(bars: [ToolbarPlacement], setting: Setting) {
        self.bars = bars
        self.setting = setting
    }
}

extension _ShapePaint {
    /// The material iOS fills a bar with once content scrolls under it (its standard appearance).
    package static var barMaterial: _ShapePaint { Color(base: .mix(Color(base: .background), .primary, 0.03))._paint }
}
