// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A view drawn over or behind a chart, built from the chart's proxy once the chart is laid out.
struct ChartOverlaySpec {
    /// Behind the plot's background, grid and marks (`chartBackground`), or over everything (`chartOverlay`).
    var behind: Bool
    var alignment: Alignment
    var content: (ChartProxy) -> _ViewNode
    /// A SwiftUI `background`/`overlay` on the chart view rather than `chartBackground`/`chartOverlay`.
    var viewLayer = false
    /// Whether the layer takes in the chart's padding (`.padding` came before it).
    var includesPadding = false
}

nonisolated extension _ChartModifiable {
    /// Draws the views built by `content` over the chart. They are offered the chart's frame (the whole chart
    /// inside its padding, axes and legend included) and placed in it by `alignment`; the proxy converts data
    /// values to positions in the plot, and `geometry[proxy.plotFrame!]` (inside a `GeometryReader`) places the
    /// plot in that frame. Gestures in the content compile and never run: the chart draws its resting state.
    ///
    /// ```swift
    /// .chartOverlay { proxy in
    ///     GeometryReader { geometry in
    ///         let plot = geometry[proxy.plotFrame!]
    ///         if let x = proxy.position(forX: selectedDay) {
    ///             Rectangle().fill(.red).frame(width: 1, height: plot.height)
    ///                 .position(x: plot.minX + x, y: plot.midY)
    ///         }
    ///     }
    /// }
    /// ```
    public func chartOverlay<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    ) -> Self {
        with { $0.layers.append(ChartOverlaySpec(behind: false, alignment: alignment) { content($0)._node }) }
    }

    /// Draws the views built by `content` behind the chart's plot background, grid and marks, laid out as
    /// ``chartOverlay(alignment:content:)`` lays out its views.
    public func chartBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    ) -> Self {
        with { $0.layers.append(ChartOverlaySpec(behind: true, alignment: alignment) { content($0)._node }) }
    }

    /// Attaches a gesture built from the chart's proxy (never performed: the chart draws its resting state).
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> Self { self }
}
