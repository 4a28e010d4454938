import Foundation

/// The content a `compositingLayer(style:)` closure styles, standing in for the marks as a view.
public struct PlaceholderContentView<Content>: View {
    public var _node: _ViewNode { .empty }
}

extension ChartContent {
    /// Draws these marks as one layer before compositing them with the rest of the chart; marks here are
    /// already drawn that way, so nothing changes.
    public func compositingLayer() -> Self { self }

    /// Draws these marks as one layer styled by the view modifiers `style` applies. Kept for source
    /// compatibility: the modifiers are not applied and the marks draw as without them.
    public func compositingLayer<V: View>(@ViewBuilder style: (PlaceholderContentView<Self>) -> V) -> Self { self }
}
