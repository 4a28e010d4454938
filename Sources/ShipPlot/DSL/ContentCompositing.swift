import Foundation

/// The content a `compositingLayer(style:)` closure styles, standing in for the marks as a view.
public struct PlaceholderContentView<Content>: View {
    public var _node: _ViewNode { .empty }
}

extension ChartContent {
    /// Draws these marks as one layer before compositing them with the rest of the chart; marks here are
    /// already drawn that way, so nothing changes.
    public func compositingLayer() -> Self { self }

    /// Draws these marks as one layer styled by the view modifiers `style` applies to it: its `foregroundStyle`
    /// paints marks that have no style of their own and its `opacity` fades them; other modifiers (overlays,
    /// blurs) are not drawn.
    public func compositingLayer<V: View>(@ViewBuilder style: (PlaceholderContentView<Self>) -> V)
        -> ModifiedChartContent<Self>
    {
        var (opacity, paint): (Double?, _ShapePaint?) = (nil, nil)
        var node = style(PlaceholderContentView())._node
        while case .modified(let child, let modifier) = node.box.kind {
            switch modifier {
            case .opacity(let value): opacity = (opacity ?? 1) * value
            case .environment(let change):
                if case .style(let style)? = change.foreground { paint = style }
            default: break
            }
            node = child
        }
        let color = paint.map { Color(style: AnyShapeStyle(paint: $0)) }
        return ModifiedChartContent(content: self) {
            if $0.foreground == nil, let color { $0.foreground = color }
            if let opacity { $0.opacity = ($0.opacity ?? 1) * opacity }
        }
    }
}
