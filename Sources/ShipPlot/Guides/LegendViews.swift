import Foundation

extension Chart {
    /// Draws `content` in place of the automatic legend, at `position` (below the plot by default), aligned by
    /// `alignment` within the space along that edge (leading by default), `spacing` points from the plot (12 by
    /// default). The view is offered the width the chart gives the legend (the chart's width above or below it,
    /// up to 200 points beside it) and takes the size it chooses, as in SwiftUI's layout.
    public func chartLegend<LegendContent: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> LegendContent
    ) -> Chart {
        let node = content()._node
        return chartLegend(position: position, alignment: alignment, spacing: spacing).with { $0.legendView = node }
    }
}

extension GuideBuilder {
    /// The legend as a view, on the side and with the alignment and spacing the chart asks for.
    func legendViewGuide(_ view: _ViewNode) -> LegendGuide {
        LegendGuide(
            groups: [], side: Self.legendSide(settings.legendPosition),
            alignment: settings.legendAlignment?.horizontal ?? .leading,
            spacing: settings.legendSpacing ?? theme.legendGap, view: view)
    }
}

/// A legend view after layout: the view and the rectangle it is drawn in.
struct LegendViewLayout: Sendable {
    var node: _ViewNode
    var rect: Rect
    /// Whether the view chose a size larger than it was given, so its drawing is cut to `rect`.
    var clipped: Bool
}

extension LayoutEngine {
    /// A legend view's block: offered the legend's width (the whole width above or below the plot, at most 200
    /// points or 30 % beside it) and at most half the height, it takes the size it chooses within those.
    func legendViewBlock(_ node: _ViewNode, guide: LegendGuide, maxWidth: Double, maxHeight: Double) -> LegendBlock {
        let stacked = guide.side == .leading || guide.side == .trailing
        let available = max(0, stacked ? min(maxWidth * 0.3, 200) : maxWidth)
        let tallest = max(0, maxHeight / 2)
        let engine = ViewLayoutEngine(measurer: measurer, defaultFont: theme.labelFont)
        let size = engine.size(node, ProposedSize(width: available, height: nil), ViewEnvironment())
        let width = size.width.isFinite ? min(max(size.width, 0), available) : available
        let height = size.height.isFinite ? min(max(size.height, 0), tallest) : tallest
        let clipped = !(size.width <= width + 0.5 && size.height <= height + 0.5)
        let view = LegendViewLayout(node: node, rect: Rect(x: 0, y: 0, width: width, height: height), clipped: clipped)
        return LegendBlock(
            layout: LegendLayout(titles: [], items: [], gradient: nil, view: view), width: width, height: height,
            rows: [(top: 0, width: width)])
    }
}

extension SceneBuilder {
    /// The legend view in its rectangle, cut to it when the view chose more room than the chart gives.
    func legendView(_ view: LegendViewLayout) -> [DrawCommand] {
        let image = Rect(x: 0, y: 0, width: layout.width, height: layout.height)
        let renderer = ViewRenderer(measurer: measurer, theme: theme, bounds: image)
        let commands = renderer.render(view.node, in: view.rect)
        guard view.clipped else { return commands }
        return [.pushClip(view.rect)] + commands + [.popClip]
    }
}

extension ViewProblems {
    /// The diagnostics for bad input in the chart's legend view.
    static func diagnostics(legend: _ViewNode?) -> [ChartDiagnostic] {
        (legend?.box.problems.messages ?? []).map { ChartDiagnostic(message: "Legend: " + $0) }
    }
}
