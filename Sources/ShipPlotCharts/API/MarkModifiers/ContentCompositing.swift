// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The content a `compositingLayer(style:)` closure styles, standing in for the marks as a view.
nonisolated public struct PlaceholderContentView<Content>: View {
    public var _node: _ViewNode { .empty }
}

nonisolated extension ChartContent {
    /// Draws these marks as one layer before compositing them with the rest of the chart; marks here are
    /// already drawn that way, so nothing changes.
    public func compositingLayer() -> Self { self }

    /// Draws these marks as one layer styled by the view modifiers `style` applies to it: its `foregroundStyle`
    /// paints marks that have no style of their own, its `opacity` fades them, and each `overlay` is drawn over
    /// each mark's frame, aligned as it asks (with the opacity and foreground style applied outside it). Other
    /// modifiers (backgrounds, blurs) are not drawn.
    public func compositingLayer<V: View>(@ViewBuilder style: (PlaceholderContentView<Self>) -> V)
        -> ModifiedChartContent<Self>
    {
        let layer = CompositingStyle(style(PlaceholderContentView())._node)
        let color = layer.paint.map { Color(style: AnyShapeStyle(paint: $0)) }
        return ModifiedChartContent(content: self) {
            if $0.foreground == nil, let color { $0.foreground = color }
            if let opacity = layer.opacity { $0.opacity = ($0.opacity ?? 1) * opacity }
            if !layer.overlays.isEmpty { $0.annotations += layer.overlays }
        }
    }
}

/// What a `compositingLayer(style:)` view does to the marks: read from its modifiers, outermost first.
private struct CompositingStyle {
    var opacity: Double?
    var paint: _ShapePaint?
    /// The overlays, as annotations over each mark's frame.
    var overlays: [AnnotationSpec] = []

    init(_ root: _ViewNode) {
        // The modifiers outside the one being read, outermost first: an overlay is drawn through them.
        var outside: [any ModifierApplication] = []
        for modifier in root.modifierChain.modifiers {
            switch modifier.meaning {
            case .opacity(let value): opacity = (opacity ?? 1) * value
            case .environment(let change):
                if case .style(let style)? = change.foreground { paint = style }
            case .overlay(let view, let alignment):
                var content = view
                for kind in outside.reversed() {
                    switch kind.meaning {
                    case .opacity, .environment: content = kind.wrapping(content)
                    case .background, .overlay, .clip, .frame, .shadow, .offset, .padding, .room, .geometry, .drawing,
                        .nothing:
                        break
                    }
                }
                overlays.append(Self.overlay(content, alignment: alignment))
            case .background, .clip, .frame, .shadow, .offset, .padding, .room, .geometry, .drawing, .nothing: break
            }
            outside.append(modifier)
        }
    }

    /// `content` over each mark, proposed the mark's frame and aligned in it, as SwiftUI lays out an overlay.
    private static func overlay(_ content: _ViewNode, alignment: Alignment) -> AnnotationSpec {
        var spec = AnnotationSpec(position: .overlay, alignment: .center, spacing: 0, content: content)
        spec.contextual = ContextualAnnotation { context in
            content.modified(
                FrameModifier(
                    width: Double(context.targetSize.width), height: Double(context.targetSize.height),
                    alignment: alignment))
        }
        return spec
    }
}
