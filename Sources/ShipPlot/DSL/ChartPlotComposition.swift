import Foundation

extension ChartPlotContent {
    /// The node that stands for the plot inside a view built around it (`ZStack { Color.black; plotArea }`), found
    /// again by its kind. A fresh node each time: nothing global holds view nodes.
    public var _node: _ViewNode { .make(.plotArea) }

    /// The plot style of a view built around the plot, as `chartPlotStyle { plotArea in ZStack { Color.black;
    /// Text(…); plotArea }.cornerRadius(5) }` writes it: the stack's views before the plot go behind its grid and
    /// marks, the ones after it over them, each offered the plot's size, placed by the stack's alignment and
    /// wrapped in the modifiers given to the whole stack. Nil when the plot is not a child of such a stack.
    static func composed(_ node: _ViewNode) -> ChartPlotContent? {
        let (modifiers, current) = node.modifierChain
        guard case .stack(nil, let alignment, _, let children) = current.box.kind,
            let index = children.firstIndex(where: \.isPlotArea)
        else { return nil }
        // The innermost modifier first, as the stack had them.
        func wrapped(_ layer: _ViewNode) -> _ViewNode { modifiers.reversed().reduce(layer) { $0.modified($1) } }
        var plot = ChartPlotContent()
        plot.behind = children[..<index].map { (wrapped($0), alignment) }
        plot.front = children[(index + 1)...].map { (wrapped($0), alignment) }
        return plot
    }
}

extension _ViewNode {
    /// Whether this is the plot's place in a view built around it.
    var isPlotArea: Bool { if case .plotArea = box.kind { true } else { false } }
}
