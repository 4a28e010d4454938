// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

nonisolated extension View {
    /// The title the navigation stack around this view shows: large under its bar at rest, or inline in the bar
    /// with `navigationBarTitleDisplayMode(.inline)`.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedView { titled(Text(titleKey)) }

    /// The title the navigation stack around this view shows.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedView { titled(Text(title)) }

    /// The title the navigation stack around this view shows.
    public func navigationTitle(_ title: Text) -> ModifiedView { titled(title) }

    /// The title the navigation stack around this view shows, the binding's current value (it is not edited in
    /// an image).
    public func navigationTitle(_ title: Binding<String>) -> ModifiedView { titled(Text(title.wrappedValue)) }

    /// A title view the navigation stack around this view shows.
    public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> ModifiedView { titled(title()) }

    /// How the navigation title shows: `.large` under the bar (what `.automatic` gives at a stack's root),
    /// `.inline` centred in it.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItemTitleDisplayMode) -> ModifiedView {
        modified(NavigationTitleModifier(title: nil, displayMode: displayMode))
    }

    /// The older navigation title.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedView { titled(Text(title)) }

    /// The older navigation title.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedView { titled(Text(titleKey)) }

    /// The older navigation title and its display mode.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItemTitleDisplayMode
    ) -> ModifiedView {
        titled(Text(title), displayMode: displayMode)
    }

    /// The older navigation title and its display mode.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItemTitleDisplayMode)
        -> ModifiedView
    { titled(Text(titleKey), displayMode: displayMode) }

    /// The older navigation title and its display mode (`.automatic` by default).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItemTitleDisplayMode = .automatic)
        -> ModifiedView
    { titled(title, displayMode: displayMode) }

    /// Hides the navigation bar around this view when `hidden`, and the room it takes.
    public func navigationBarHidden(_ hidden: Bool) -> ModifiedView {
        modified(BarAppearanceModifier(bars: [.navigationBar], setting: .visibility(hidden ? .hidden : .automatic)))
    }

    /// Hides the back button; the root of a stack, which an image shows, has none.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedView { modified(.inert) }

    /// Bar items at the navigation bar's leading and trailing ends (the older spelling of `toolbar`).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedView {
        modified(
            ToolbarModifier(entries: [
                ToolbarEntry(placement: .navigationBarLeading, node: leading._node),
                ToolbarEntry(placement: .navigationBarTrailing, node: trailing._node),
            ]))
    }

    /// A bar item at the navigation bar's leading end (the older spelling of `toolbar`).
    public func navigationBarItems<L: View>(leading: L) -> ModifiedView {
        modified(ToolbarModifier(entries: [ToolbarEntry(placement: .navigationBarLeading, node: leading._node)]))
    }

    /// A bar item at the navigation bar's trailing end (the older spelling of `toolbar`).
    public func navigationBarItems<T: View>(trailing: T) -> ModifiedView {
        modified(ToolbarModifier(entries: [ToolbarEntry(placement: .navigationBarTrailing, node: trailing._node)]))
    }

    private func titled(_ title: some View, displayMode: NavigationBarItemTitleDisplayMode? = nil) -> ModifiedView {
        modified(NavigationTitleModifier(title: title._node, displayMode: displayMode))
    }
}
