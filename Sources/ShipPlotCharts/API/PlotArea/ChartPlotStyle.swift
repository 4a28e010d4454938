// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The plot area, as `chartPlotStyle` hands it over for styling. Its modifiers style the plot: a fill, a border,
/// rounded corners or a clip shape, views behind or over it, and a fixed size.
nonisolated public struct ChartPlotContent: View, Sendable {
    var background: Color?
    var border: (color: Color, width: Double)?
    var cornerRadius: Double?
    /// The plot's outline for its background, border and marks (`clipShape`).
    var clip: ShapeOutline?
    /// Views laid out in the plot: behind the grid and marks, or over the marks.
    var behind: [(view: _ViewNode, alignment: Alignment)] = []
    var front: [(view: _ViewNode, alignment: Alignment)] = []
    /// Room between the axes and the plot (`padding`): marks, grid and scales keep inside it.
    var padding = EdgeInsets()
    /// A fixed plot width and height in points (`frame(width:height:)`).
    var width: Double?
    var height: Double?
    /// Bad sizes given to the plot style, counted and ignored.
    var problems = ViewProblems()
    /// Geometry effects on the plot's content (`scaleEffect`, `offset`), in order.
    var effects: [PlotEffect] = []
    /// How many effects came before the background and the border: only the later ones apply to them.
    var backgroundEffects = 0
    var borderEffects = 0
    /// Shadows under the background (`.shadow(radius:)` written on the style), innermost first.
    var shadows: [PlotShadow] = []

    public var _textLines: [StyledText] { [] }

    private func with(_ change: (inout ChartPlotContent) -> Void) -> ChartPlotContent {
        var copy = self
        change(&copy)
        return copy
    }

    /// Rounds the plot area's corners by `radius` points: its background and border follow them.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ChartPlotContent {
        with { $0.cornerRadius = radius.isFinite ? max(0, Double(radius)) : nil }
    }

    /// Fills the plot area with `style`.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ChartPlotContent
    {
        with {
            $0.background = Chart<EmptyChartContent>.color(of: style)
            $0.backgroundEffects = $0.effects.count
        }
    }

    /// Draws the views built by `content` behind the plot's grid and marks, offered the plot's size.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> ChartPlotContent
    {
        let node = content()._node
        return with { $0.behind.append((node, alignment)) }
    }

    /// Draws the views built by `content` over the plot's marks, offered the plot's size.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ChartPlotContent {
        let node = content()._node
        return with { $0.front.append((node, alignment)) }
    }

    /// Outlines the plot area.
    public func border<S: ShapeStyle>(_ style: S, width: CGFloat = 1) -> ChartPlotContent {
        with {
            $0.border = (Chart<EmptyChartContent>.color(of: style), Double(width))
            $0.borderEffects = $0.effects.count
        }
    }

    /// Clips the plot to `shape`: its background and border take the shape's outline, and marks stay inside
    /// the plot's rectangle (a static approximation: the canvas clips to rectangles).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ChartPlotContent {
        with { $0.clip = shape.outline }
    }

    /// Fixes the plot's width and/or height in points; the axes and legend keep their room around it, and the
    /// chart's image keeps its size (the plot sits at the top-leading corner of the space it had). Nil keeps the
    /// space the axes leave; NaN, negative or enormous sizes are ignored with a diagnostic.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> ChartPlotContent
    {
        let w = validLength(width), h = validLength(height)
        return with {
            $0.width = w.value ?? $0.width
            $0.height = h.value ?? $0.height
            if w.bad || h.bad { $0.problems.counts[ViewProblems.Kind.invalidValue.rawValue] += 1 }
        }
    }

    /// A flexible frame: the plot takes the space the axes leave, within `minHeight…maxHeight` (the ideal sizes
    /// are ignored).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> ChartPlotContent {
        self
    }

    /// Insets the plot `length` points (16 when nil) on `edges` inside the space the axes leave: marks, grid lines
    /// and scales keep inside, the axis labels stay where they were. NaN, negative or enormous lengths are
    /// ignored with a diagnostic.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ChartPlotContent {
        let value: (value: Double?, bad: Bool) = length.map { validLength($0) } ?? (16, false)
        return with {
            guard let inset = value.value else {
                if value.bad { $0.problems.counts[ViewProblems.Kind.invalidValue.rawValue] += 1 }
                return
            }
            if edges.contains(.top) { $0.padding.top += CGFloat(inset) }
            if edges.contains(.leading) { $0.padding.leading += CGFloat(inset) }
            if edges.contains(.bottom) { $0.padding.bottom += CGFloat(inset) }
            if edges.contains(.trailing) { $0.padding.trailing += CGFloat(inset) }
        }
    }

    /// Insets the plot `length` points on every edge, as `padding(.all, length)`.
    public func padding(_ length: CGFloat) -> ChartPlotContent { padding(.all, length) }
}

nonisolated extension _ChartModifiable {
    /// Styles the plot area: `.chartPlotStyle { $0.background(.gray.opacity(0.1)) }` fills it, `.border(…)`
    /// outlines it, `.cornerRadius(8)` or `.clipShape(RoundedRectangle(cornerRadius: 8))` rounds it,
    /// `.background { … }` and `.overlay { … }` draw views behind and over it, `.frame(height: 200)` fixes its
    /// height, `.shadow(radius: 4)` shades its background and `.opacity(_:)` fades it; other view modifiers
    /// (`.blendMode`, `.blur`) apply to its views, and none of them drops what was set before.
    public func chartPlotStyle<V: View>(content: (ChartPlotContent) -> V) -> Self {
        let styled = content(ChartPlotContent())
        guard let plot = styled as? ChartPlotContent ?? ChartPlotContent.composed(styled._node) else { return self }
        return with {
            $0.plotArea.background = plot.background
            $0.plotArea.border = plot.border
            $0.plotArea.cornerRadius = plot.cornerRadius
            $0.plotArea.style = plot
        }
    }
}
