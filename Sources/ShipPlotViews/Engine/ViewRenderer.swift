// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// A view drawn: its commands, and the bad input found in views built while laying it out (a
/// `GeometryReader`'s content, bodies built where they are placed).
package struct ViewDrawing: Sendable {
    package var commands: [DrawCommand] = []
    package var problems = ViewProblems()
    /// The charts drawn inside the view, and what they reported.
    package var nested = NestedRenders()

    package init(
        commands: [DrawCommand] = [], problems: ViewProblems = ViewProblems(), nested: NestedRenders = NestedRenders()
    ) {
        self.commands = commands
        self.problems = problems
        self.nested = nested
    }
}

/// Lays out and draws one view into scene commands: its deferred bodies built in the root environment, the tree
/// placed in a rectangle (``ViewLayoutEngine/place(_:in:_:)``), then drawn once (``ViewDrawer``). Charts reach it
/// only through ``ChartViews``, their one door into the view engine.
///
/// `render` offers the view the rectangle's size, places it at the rectangle's origin and returns its commands
/// with every coordinate kept inside `bounds` widened by its own size, so nothing far off the image reaches cairo.
package struct ViewRenderer {
    package let measurer: TextMeasurer
    package let theme: Theme
    /// Colour of text and shapes that set none.
    package let defaultColor: RGBA
    /// The font of text that sets none.
    package let defaultFont: FontSpec
    /// The image's rectangle.
    package let bounds: Rect
    /// The environment at the root: the chart's text environment.
    package let root: ViewEnvironment

    package init(
        measurer: TextMeasurer, theme: Theme, bounds: Rect, text: TextEnvironment, defaultFont: FontSpec? = nil,
        defaultColor: RGBA? = nil, render: RenderContext = RenderContext(),
        values: EnvironmentValues = EnvironmentValues()
    ) {
        self.measurer = measurer
        self.defaultFont = defaultFont ?? theme.labelFont
        self.theme = theme
        self.defaultColor = defaultColor ?? theme.secondaryText
        self.bounds = bounds
        var root = ViewEnvironment()
        root.text = text
        root.render = render
        root.values = values
        if root.values[ContainerSizeKey.self] == nil {
            root.values[ContainerSizeKey.self] = ViewSize(width: bounds.width, height: bounds.height)
        }
        self.root = root
    }

    private func engine() -> ViewLayoutEngine { ViewLayoutEngine(measurer: measurer, defaultFont: defaultFont) }

    /// The size `node` chooses for `proposal` (nil axes ask for its ideal size).
    package func size(of node: _ViewNode, proposal: ProposedSize) -> ViewSize {
        engine().size(node.expanded(root), proposal, root)
    }

    /// `node` with the bodies of its views that read the environment built in the root environment.
    package func expanded(_ node: _ViewNode) -> _ViewNode { node.expanded(root) }

    /// `node` laid out in `rect` and drawn, drawing at most `chartBudget` charts inside it; `built` is the node
    /// `expanded(_:)` made of it, when the caller has it already.
    package func render(
        _ node: _ViewNode, built: _ViewNode? = nil, in rect: Rect, chartBudget: Int = ViewLimits.charts
    ) -> ViewDrawing {
        guard rect.isFinite else { return ViewDrawing() }
        let built = built ?? node.expanded(root)
        let placed = engine().place(built, in: rect, root)
        var drawer = ViewDrawer(
            theme: theme, defaultColor: defaultColor, measurer: measurer, chartBudget: chartBudget)
        drawer.draw(placed)
        return ViewDrawing(
            commands: ViewGeometry.confined(drawer.commands, to: bounds),
            problems: drawer.problems + (built.box.problems - node.box.problems), nested: drawer.nested)
    }
}
