import Foundation

/// A view placed by layout: an axis label view or the legend view, and the rectangle it is drawn in.
struct PlacedView: Sendable {
    var node: _ViewNode
    var rect: Rect
}

extension LayoutEngine {
    /// The size an axis label view chooses when offered nothing (its ideal size), bounded by the chart.
    func labelViewSize(_ node: _ViewNode) -> ViewSize {
        let engine = ViewLayoutEngine(measurer: measurer, defaultFont: theme.labelFont)
        let size = engine.size(node, ProposedSize(width: nil, height: nil), ViewEnvironment())
        func bounded(_ v: Double, _ limit: Double) -> Double { v.isFinite ? min(max(v, 0), limit) : 0 }
        return ViewSize(width: bounded(size.width, width * 0.35), height: bounded(size.height, height * 0.35))
    }

    /// An axis label view at its ideal size: centred under (or over) its tick on x or, with `leading`, starting
    /// there, kept inside the chart; beside the plot, centred on its tick, on y.
    func labelView(_ node: _ViewNode, at position: Double, side: AxisSide, leading: Bool, plot: Rect) -> PlacedView {
        let size = labelViewSize(node)
        let tickSpace = theme.tickLength + 3
        let x: Double, y: Double
        switch side {
        case .bottom, .top:
            x = alongX(position, width: size.width, leading: leading)
            y = side == .bottom ? plot.maxY + tickSpace : plot.minY - tickSpace - size.height
        case .leading, .trailing:
            x = side == .trailing ? plot.maxX + theme.axisLabelGap : plot.minX - theme.axisLabelGap - size.width
            y = position - size.height / 2
        }
        return PlacedView(node: node, rect: Rect(x: x, y: y, width: size.width, height: size.height))
    }
}

extension SceneBuilder {
    /// An axis's label views, in the labels' colour and font unless they set their own.
    func axisLabelViews(_ views: [PlacedView]) -> [DrawCommand] {
        guard !views.isEmpty else { return [] }
        let image = Rect(x: 0, y: 0, width: layout.width, height: layout.height)
        let renderer = ViewRenderer(measurer: measurer, theme: theme, bounds: image)
        return views.flatMap { renderer.render($0.node, in: $0.rect) }
    }
}

extension ViewProblems {
    /// The diagnostics for bad input in the axes' label views.
    static func diagnostics(axes: [PlacedAxis]) -> [ChartDiagnostic] {
        let views = axes.flatMap(\.labelViews) + axes.flatMap(\.titleViews)
        let total = views.reduce(ViewProblems()) { $0 + $1.node.box.problems }
        return total.messages.map { ChartDiagnostic(message: "Axis labels: " + $0) }
    }
}

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
struct _NodeView: View {
    let node: _ViewNode
    typealias Body = Never
    var _node: _ViewNode { node }
}
