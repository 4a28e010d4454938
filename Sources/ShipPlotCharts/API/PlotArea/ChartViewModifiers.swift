// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// SwiftUI's layer modifiers on the chart view: `background` and `overlay` draw in the chart's frame (with its
/// padding when `.padding` came first, as SwiftUI lays out a padded view), behind or over everything the chart
/// draws. A later `background` goes behind an earlier one, a later `overlay` over it, as in SwiftUI.
extension Chart {
    /// Fills the chart's frame with `style` behind the chart.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> Chart {
        layer(behind: true, alignment: .center, Rectangle().fill(style)._node)
    }

    /// Fills `shape`, in the chart's frame, with `style` behind the chart.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> Chart
    {
        layer(behind: true, alignment: .center, ShapeView.layer(style, shape)._node)
    }

    /// Draws the views built by `content` behind the chart, offered the chart's frame and placed by `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Chart {
        layer(behind: true, alignment: alignment, content()._node)
    }

    /// Draws `background` behind the chart (the older spelling).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> Chart {
        layer(behind: true, alignment: alignment, background._node)
    }

    /// Fills the chart's frame with `style` over the chart.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> Chart {
        layer(behind: false, alignment: .center, Rectangle().fill(style)._node)
    }

    /// Paints `shape`, in the chart's frame, with `style` over the chart: a stroked shape
    /// (`.rect(cornerRadius: 8).stroke(style: StrokeStyle(lineWidth: 4))`) draws a border.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> Chart {
        layer(behind: false, alignment: .center, ShapeView.layer(style, shape)._node)
    }

    /// Draws the views built by `content` over the chart, offered the chart's frame and placed by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Chart {
        layer(behind: false, alignment: alignment, content()._node)
    }

    /// Draws `overlay` over the chart (the older spelling).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> Chart {
        layer(behind: false, alignment: alignment, overlay._node)
    }

    /// Sets the foreground colour of the views around the chart; kept for source compatibility: marks keep
    /// their own colours and the colour scale's.
    public func foregroundColor(_ color: Color?) -> Chart { self }

    /// Adds accessibility traits; kept for source compatibility (a static image has no accessibility tree).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Chart { self }

    /// Removes accessibility traits; kept for source compatibility.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Chart { self }

    private func layer(behind: Bool, alignment: Alignment, _ node: _ViewNode) -> Chart {
        with {
            var spec = ChartOverlaySpec(behind: behind, alignment: alignment) { _ in node }
            spec.viewLayer = true
            spec.includesPadding = $0.frame.padding != nil
            $0.layers.append(spec)
        }
    }
}
