import Foundation

/// The plot area, as `chartPlotStyle` hands it over for styling.
public struct ChartPlotContent: View {
    var background: Color?
    var border: (color: Color, width: Double)?
    var cornerRadius: Double?

    public var _textLines: [StyledText] { [] }

    /// Rounds the plot area's corners by `radius` points: its background and border follow them.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ChartPlotContent {
        var copy = self
        copy.cornerRadius = radius.isFinite ? max(0, Double(radius)) : nil
        return copy
    }

    /// Fills the plot area with `style`.
    public func background<S: ShapeStyle>(_ style: S) -> ChartPlotContent {
        var copy = self
        copy.background = Chart<EmptyChartContent>.color(of: style)
        return copy
    }

    /// Outlines the plot area.
    public func border<S: ShapeStyle>(_ style: S, width: CGFloat = 1) -> ChartPlotContent {
        var copy = self
        copy.border = (Chart<EmptyChartContent>.color(of: style), Double(width))
        return copy
    }

    /// Accepted for source compatibility; the plot always fills the space the axes leave.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> ChartPlotContent { self }
}
