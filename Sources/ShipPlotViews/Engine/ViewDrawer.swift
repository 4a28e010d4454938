// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore

/// Draws a placed view tree into scene commands: each view's own type draws itself (``PrimitiveView/draw``),
/// reading the frame and environment layout gave it. The drawer holds the look (theme and the colour of text and
/// shapes that set none), the commands drawn so far and the problems found on the way.
package struct ViewDrawer {
    private(set) var theme: Theme
    /// Colour of text and shapes that set none.
    private(set) var defaultColor: RGBA
    /// Measures text, for charts drawn inside views.
    package let measurer: TextMeasurer
    package var commands: [DrawCommand] = []
    /// Problems in views built while laying out or drawing (a `GeometryReader`'s content).
    package var problems = ViewProblems()
    /// How many charts this tree may draw in all, and the charts drawn so far.
    package let chartBudget: Int
    package var nested = NestedRenders()
    /// Views drawn over a larger frame than layout gave them (a layer reaching on behind a bar): the view, the
    /// frame it was placed in and the frame it is drawn over.
    private var reaching: [(view: ObjectIdentifier, placed: Rect, drawn: Rect)] = []

    package init(theme: Theme, defaultColor: RGBA, measurer: TextMeasurer, chartBudget: Int = ViewLimits.charts) {
        self.theme = theme
        self.defaultColor = defaultColor
        self.measurer = measurer
        self.chartBudget = chartBudget
    }

    /// Draws `view` and what it holds.
    package mutating func draw(_ view: PlacedNode) {
        if !view.problems.isEmpty { problems = problems + view.problems }
        if !reaching.isEmpty, let drawn = reached(view) { return draw(Self.stretched(view, to: drawn)) }
        view.node.primitive.draw(view, in: &self)
    }

    /// Draws `body`, in which `view` is drawn over `frame` instead of the frame layout gave it, with the views
    /// inside it that fill its frame (a modifier's content) stretched alike: a gradient runs the whole height.
    package mutating func drawing(_ view: PlacedNode, over frame: Rect, _ body: (inout ViewDrawer) -> Void) {
        reaching.append((ObjectIdentifier(view.node.box), view.frame, frame))
        body(&self)
        reaching.removeLast()
    }

    /// The frame `view` is drawn over, when it is one that reaches past its own (once stretched, its frame is
    /// another, so it is drawn as it is).
    private func reached(_ view: PlacedNode) -> Rect? {
        let id = ObjectIdentifier(view.node.box)
        return reaching.first { $0.view == id && $0.placed == view.frame && $0.drawn != view.frame }?.drawn
    }

    private static func stretched(_ placed: PlacedNode, to frame: Rect) -> PlacedNode {
        PlacedNode(
            node: placed.node, frame: frame, environment: placed.environment,
            children: placed.children.map { $0.frame == placed.frame ? stretched($0, to: frame) : $0 },
            payload: placed.payload, problems: ViewProblems())
    }

    /// Draws `view`'s placed children, in order.
    package mutating func drawChildren(of view: PlacedNode) {
        for child in view.children { draw(child) }
    }

    /// The commands `body` draws, apart from the ones drawn so far (for effects that change them as a whole).
    package mutating func layer(_ body: (inout ViewDrawer) -> Void) -> [DrawCommand] {
        let outside = commands
        commands = []
        body(&self)
        let inside = commands
        commands = outside
        return inside
    }

    /// Draws with the house style of `scheme` inside `body`, for a subtree `.environment(\.colorScheme, …)`
    /// changes: its text and shapes that set no colour take the new theme's primary or secondary text colour.
    package mutating func restyled(for scheme: ColorScheme, _ body: (inout ViewDrawer) -> Void) {
        let (outerTheme, outerColor) = (theme, defaultColor)
        theme = outerTheme.restyled(scheme)
        if outerColor == outerTheme.text {
            defaultColor = theme.text
        } else if outerColor == outerTheme.secondaryText {
            defaultColor = theme.secondaryText
        }
        body(&self)
        (theme, defaultColor) = (outerTheme, outerColor)
    }

    /// The colour `paint` draws in where one colour is drawn (text, symbols).
    package mutating func color(_ paint: Paint, _ env: ViewEnvironment) -> RGBA {
        switch paint.resolved(in: env.foreground) {
        case .foreground, .level: return defaultColor
        case .style(let style): return resolve(style.representative)
        }
    }

    /// The drawn colour of `color` in this drawer's theme, an asset colour no catalog gave noted.
    package mutating func resolve(_ color: Color) -> RGBA { theme.resolve(color, noting: &nested.unknownColors) }

    /// Notes the asset colours no catalog gave among those `paint` draws with, before it is painted.
    package mutating func note(_ paint: _ShapePaint) { theme.note(paint, in: &nested.unknownColors) }
}
