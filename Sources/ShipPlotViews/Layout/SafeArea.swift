// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

// A rendered image has no screen edges, keyboard or bars: no safe area to respect or ignore, and its one scene is
// the image itself.

/// The kinds of safe area a view can expand into with ``View/ignoresSafeArea(_:edges:)``, as SwiftUI names them.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area a container (a bar, a window's edges) defines.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The safe area the software keyboard takes.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every kind of safe area.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The kinds of padding ``View/scenePadding(_:edges:)`` adds, as SwiftUI names them.
public struct ScenePadding: Sendable, Equatable {
    package let length: Double
    /// The minimum scene padding: 16 points here, SwiftUI's default padding on iOS.
    public static let minimum = ScenePadding(length: 16)
    /// The padding of content in a navigation bar: 16 points here.
    public static let navigationBar = ScenePadding(length: 16)

    package init(length: Double) {
        self.length = length
    }
}

nonisolated extension View {
    /// Expands this view into the safe area of `regions` along `edges` (defaults: all of both), as SwiftUI does.
    /// The image's own edges have no safe area, so the view is laid out as it is; the bottom layer of a
    /// navigation stack's root `ZStack` that ignores the top edge (`Color.mint.ignoresSafeArea()`) reaches on
    /// behind the navigation bar, which is transparent at rest.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedView {
        modified(SafeAreaExpansion(edges: regions.contains(.container) ? edges : []))
    }

    /// Extends this view's proposed area past the screen's safe area along `edges` (SwiftUI's older spelling of
    /// ``ignoresSafeArea(_:edges:)``).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedView {
        modified(SafeAreaExpansion(edges: edges))
    }

    /// Pads this view along `edges` (default all) by the amount right for its scene, as SwiftUI does: 16 points,
    /// SwiftUI's default padding on iOS.
    public func scenePadding(_ edges: Edge.Set = .all) -> ModifiedView { padding(edges, 16) }

    /// Pads this view along `edges` (default all) by `padding`'s amount for its scene: 16 points for each kind.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> ModifiedView {
        self.padding(edges, padding.length)
    }
}

/// A view that ignores the safe area along `edges`: laid out as it is (an image's edges have no safe area); the
/// containers whose bars make one read it and draw the view on behind the bar.
package struct SafeAreaExpansion: PassThroughModifier {
    package let edges: Edge.Set
    package var meaning: ModifierMeaning { .nothing }
}
