// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Sendable, Hashable, CaseIterable {
    case leading, trailing
}

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Sendable, Hashable {
    private let name: String
    /// Where the platform puts it: under the navigation bar's title on iOS.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the navigation bar's drawer, shown or hidden as `displayMode` asks.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
    /// In the navigation bar's drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")

    /// When a navigation bar's search field shows, as SwiftUI's `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    public enum NavigationBarDrawerDisplayMode: Sendable, Hashable {
        case automatic, always
    }
}

nonisolated extension View {
    /// Actions a swipe across a list row reveals on `edge` (none are revealed at rest).
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> ModifiedView {
        modified(.inert)
    }

    /// A search field for `text`, drawn by the navigation stack around the view under its title, as iOS shows it
    /// with the content scrolled to the top: `text`, or `prompt` (default "Search") in the secondary colour when
    /// `text` is empty. Outside a navigation stack nothing is drawn.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> ModifiedView {
        searchField(text.wrappedValue, prompt: prompt ?? Text("Search"))
    }

    /// A search field for `text` with the prompt `prompt`, drawn as above.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> ModifiedView {
        searchField(text.wrappedValue, prompt: Text(prompt))
    }

    /// A search field for `text` with the prompt `prompt`, drawn as above.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> ModifiedView {
        searchField(text.wrappedValue, prompt: Text(prompt))
    }

    /// A search field for `text` that is presented while `isPresented` is true, drawn as above.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> ModifiedView {
        searchField(text.wrappedValue, prompt: prompt ?? Text("Search"))
    }

    private func searchField(_ text: String, prompt: Text) -> ModifiedView {
        let shown = text.isEmpty ? prompt._node : Text(verbatim: text).foregroundStyle(Color.primary)._node
        return modified(SearchFieldModifier(prompt: shown))
    }
}
