// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

extension GuideBuilder {
    /// A label styled by axis mark modifiers: its view, or its text as a view, with the font, colour and offset.
    static func style(_ guide: inout GuideTick, _ style: AxisLabelStyle) {
        guard !guide.lines.isEmpty || guide.view != nil else { return }
        let text = Text(verbatim: guide.lines.joined(separator: "\n"))
        var view = guide.view.map { AnyView(_NodeView(node: $0)) } ?? AnyView(style.font.map { text.font($0) } ?? text)
        if guide.view != nil, let font = style.font { view = AnyView(view.font(font)) }
        if let color = style.color { view = AnyView(view.foregroundStyle(color)) }
        if style.offset != CGSize(width: 0, height: 0) {
            view = AnyView(view.offset(x: style.offset.width, y: style.offset.height))
        }
        guide.view = view._node
    }
}

/// A lowered view as a view again, to wrap it in modifiers.
nonisolated struct _NodeView: View {
    let node: _ViewNode
    typealias Body = Never
    var _node: _ViewNode { node }
}
