// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

extension ChartPlotContent {
    /// The node that stands for the plot inside a view built around it (`ZStack { Color.black; plotArea }`), or
    /// under a modifier this type does not declare (`.shadow`, `.opacity`, `.blendMode`): it carries this style,
    /// so the background and border set before that modifier stay. A fresh node each time: nothing global holds
    /// view nodes.
    public var _node: _ViewNode { .make(PlotAreaPrimitive(style: self)) }

    /// The plot style of a view built around the plot, as `chartPlotStyle { plotArea in ZStack { Color.black;
    /// Text(…); plotArea }.cornerRadius(5) }` writes it: the stack's views before the plot go behind its grid and
    /// marks, the ones after it over them, each offered the plot's size, placed by the stack's alignment and
    /// wrapped in the modifiers given to the whole stack. The plot style itself under modifiers it does not
    /// declare (`$0.background(.white).border(.gray).shadow(radius: 4)`) keeps what it set (see
    /// ``applying(_:)``). Nil when the plot is in neither.
    static func composed(_ node: _ViewNode) -> ChartPlotContent? {
        let (modifiers, current) = node.modifierChain
        if let area = current.primitive as? PlotAreaPrimitive { return area.style.applying(modifiers) }
        guard let stack = current.primitive.layout(as: ZStackLayout.self),
            let index = current.primitive.children.firstIndex(where: \.isPlotArea)
        else { return nil }
        let (alignment, children) = (stack.alignment, current.primitive.children)
        // The innermost modifier first, as the stack had them.
        func wrapped(_ layer: _ViewNode) -> _ViewNode { modifiers.reversed().reduce(layer) { $1.wrapping($0) } }
        var plot = ChartPlotContent()
        if let own = children[index].primitive as? PlotAreaPrimitive { plot = own.style }
        plot.behind = children[..<index].map { (wrapped($0), alignment) } + plot.behind
        plot.front = plot.front + children[(index + 1)...].map { (wrapped($0), alignment) }
        return plot
    }

    /// This style under `modifiers` (outermost first) written after the ones it declares, applied innermost
    /// first as SwiftUI applies them: a background, overlay, fixed frame or clip shape (`cornerRadius`) styles the
    /// plot as the declared ones do; a shadow falls from the plot's background; opacity fades the background,
    /// the border and the style's views; padding insets the plot inside the axes; any other modifier (a blend
    /// mode, a blur) wraps the style's views. The background and border set before them always stay.
    func applying(_ modifiers: [any ModifierApplication]) -> ChartPlotContent {
        modifiers.reversed().reduce(self) { $0.applying($1) }
    }

    private func applying(_ modifier: any ModifierApplication) -> ChartPlotContent {
        var plot = self
        switch modifier.meaning {
        case .background(let view, let alignment): plot.behind.insert((view, alignment), at: 0)
        case .overlay(let view, let alignment): plot.front.append((view, alignment))
        case .clip(let outline): plot.clip = outline
        case .frame(let width, let height): (plot.width, plot.height) = (width ?? plot.width, height ?? plot.height)
        case .shadow(let color, let radius, let x, let y):
            plot.shadows.append(PlotShadow(color: color, radius: radius, x: x, y: y))
        case .opacity(let opacity):
            plot.background = background?.opacity(opacity)
            plot.border = border.map { ($0.color.opacity(opacity), $0.width) }
            plot.wrapViews(in: modifier)
        case .padding(let insets):
            plot.padding.top += insets.top
            plot.padding.leading += insets.leading
            plot.padding.bottom += insets.bottom
            plot.padding.trailing += insets.trailing
        case .room, .nothing: break
        case .offset, .environment, .geometry, .drawing: plot.wrapViews(in: modifier)
        }
        return plot
    }

    private mutating func wrapViews(in modifier: any ModifierApplication) {
        behind = behind.map { (modifier.wrapping($0.view), $0.alignment) }
        front = front.map { (modifier.wrapping($0.view), $0.alignment) }
    }
}

/// A shadow under the plot's background (`chartPlotStyle { $0.background(.white).shadow(radius: 4) }`).
struct PlotShadow: Sendable {
    var color: Color
    var radius: Double
    var x: Double
    var y: Double
}

extension _ViewNode {
    /// Whether this is the plot's place in a view built around it.
    var isPlotArea: Bool { primitive is PlotAreaPrimitive }
}

/// The plot inside a view built around it (`chartPlotStyle { plotArea in ZStack { …; plotArea } }`): no size and
/// no drawing of its own, kept by stacks so the composition can find where the plot goes, with the style
/// written on it (so modifiers after it keep that style).
struct PlotAreaPrimitive: PrimitiveView {
    let style: ChartPlotContent
    func sizeThatFits(_ proposal: ProposedSize, in context: LayoutContext) -> ViewSize { .zero }
    func place(in frame: Rect, context: LayoutContext) -> Placement { .leaf }
    func draw(_ view: PlacedNode, in drawer: inout ViewDrawer) {}
}
