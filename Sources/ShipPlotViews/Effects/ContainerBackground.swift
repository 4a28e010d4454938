// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// The container whose background `containerBackground(_:for:)` sets, as SwiftUI's
/// `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    private let name: String
    /// A widget's background.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    /// A navigation stack's background.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// A navigation split view's background.
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    /// A tab view's background.
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}

nonisolated extension View {
    /// `style` as the background of the container this view fills (a widget, a navigation stack): drawn behind
    /// the view across its whole frame, as the container shows it there.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement)
        -> ModifiedView
    {
        background(style)
    }

    /// The views `content` builds as the background of the container this view fills, placed by `alignment`.
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> ModifiedView {
        background(alignment: alignment, content: content)
    }

    /// The background style (the colour scheme's background) filling the view's frame behind it.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView {
        background(.background, ignoresSafeAreaEdges: edges)
    }
}
