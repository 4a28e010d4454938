// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Content with a style modifier applied to every mark inside it. Settings made closer to a mark win.
nonisolated public struct ModifiedChartContent<Content: ChartContent>: ChartContent {
    let content: Content
    let modify: (inout MarkStyle) -> Void

    public var body: Never { fatalError("ModifiedChartContent is primitive") }

    public func _collect(into collector: inout ChartContentCollector) {
        let start = collector.marks.count
        content._collect(into: &collector)
        collector.restyleMarks(from: start, modify)
    }
}

nonisolated extension ChartContent {
    private func modified(_ modify: @escaping (inout MarkStyle) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, modify: modify)
    }

    /// Paints the marks with `style`: a colour, a gradient (over each bar, or over a line's or area's bounds),
    /// either with an opacity or a drop shadow. Adds no legend entry.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartContent<Self> {
        let color = Color(style: style)
        return modified { if $0.foreground == nil { $0.foreground = color } }
    }

    /// Colours the marks by `value` through the chart's colour scale, splits lines and areas into series,
    /// and adds a legend titled with the value's label.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
        let encoding = value.encoding
        return modified { if $0.foregroundBy == nil { $0.foregroundBy = encoding } }
    }

    /// Draws a symbol at each point (lines) or uses it instead of the circle (points). A custom shape is
    /// filled from its own `path(in:)`, its `perceptualUnitRect` sized to the symbol's square.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> ModifiedChartContent<Self> {
        let shape = symbol.basicShape
        let view = shape == nil ? symbol.symbolView : nil
        return modified {
            guard $0.symbol == nil, $0.symbolView == nil else { return }
            $0.symbol = shape
            $0.symbolView = view
        }
    }

    /// Chooses the symbol by `value` from the default cycle (circle, square, triangle, diamond, pentagon, plus,
    /// cross, asterisk).
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
        let encoding = value.encoding
        return modified { if $0.symbolBy == nil { $0.symbolBy = encoding } }
    }

    /// Sets the symbol's area in square points (default 64, a circle 8 pt across).
    public func symbolSize(_ area: CGFloat) -> ModifiedChartContent<Self> {
        let area = Double(area)
        return modified { if $0.symbolSize == nil { $0.symbolSize = area } }
    }

    /// Sets the symbol's size as width × height points (its area is used).
    public func symbolSize(_ size: CGSize) -> ModifiedChartContent<Self> {
        symbolSize(size.width * size.height)
    }

    /// Sizes symbols by `value`: numbers scale the symbol's area from 16 to 256 pt² across their range,
    /// categories step through sizes in order of first appearance.
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
        let encoding = value.encoding
        return modified { if $0.symbolSizeBy == nil { $0.symbolSizeBy = encoding } }
    }

    /// Dashes lines by `value` (solid, dashed, dotted, dash-dot, …), splitting them into series, with a legend.
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
        let encoding = value.encoding
        return modified { if $0.lineStyleBy == nil { $0.lineStyleBy = encoding } }
    }

    /// Sets how lines and rules are stroked (width, dash, caps, joins).
    public func lineStyle(_ style: StrokeStyle) -> ModifiedChartContent<Self> {
        modified { if $0.lineStyle == nil { $0.lineStyle = style } }
    }

    /// Sets how lines and areas pass through their points (default `.linear`).
    public func interpolationMethod(_ method: InterpolationMethod) -> ModifiedChartContent<Self> {
        modified { if $0.interpolation == nil { $0.interpolation = method } }
    }

    /// Whether a point plot (`PointPlot`) of more than 2,000 points draws each point as a symbol of its own
    /// (`true`) or, the default, one symbol per device pixel and colour (per point in PDF and SVG): the same
    /// picture to within a pixel's anti-aliasing, every point alone in its pixel (an outlier) kept, and the
    /// work and the file bounded by the plot's size however many points there are. ShipPlot's own: a PDF or SVG
    /// with every point of a million-point scatter is hundreds of megabytes.
    public func drawsEveryPoint(_ every: Bool = true) -> ModifiedChartContent<Self> {
        modified { if $0.drawsEveryPoint == nil { $0.drawsEveryPoint = every } }
    }

    /// Multiplies the marks' opacity by `opacity` (0...1).
    public func opacity(_ opacity: Double) -> ModifiedChartContent<Self> {
        modified { if $0.opacity == nil { $0.opacity = opacity } }
    }

    /// Rounds bar and rectangle corners by `radius` points.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> ModifiedChartContent<Self> {
        let radius = Double(radius)
        return modified { if $0.cornerRadius == nil { $0.cornerRadius = radius } }
    }
}

nonisolated extension ChartContent {
    /// Places marks that share a position side by side, one slot per `value` (grouped bars).
    /// `span` is the share of the band the group fills (default: the bar's automatic width).
    public func position<P: Plottable>(
        by value: PlottableValue<P>, axis: Axis? = nil,
        span: MarkDimension = .automatic
    ) -> ModifiedChartContent<Self> {
        let encoding = value.encoding
        return ModifiedChartContent(content: self) {
            if $0.positionBy == nil {
                $0.positionBy = encoding
                $0.positionSpan = span
            }
        }
    }

    /// Draws these marks above (higher) or below (lower) others; the default is 0, in declaration order.
    public func zIndex(_ value: Double) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self) { if $0.zIndex == nil { $0.zIndex = value } }
    }

    /// An accessibility label; kept for source compatibility (a static image has no accessibility tree).
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
    /// An accessibility label; kept for source compatibility.
    public func accessibilityLabel(_ label: Text) -> Self { self }
    /// An accessibility value; kept for source compatibility.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
    /// An accessibility value; kept for source compatibility.
    public func accessibilityValue(_ value: Text) -> Self { self }
    /// Accessibility visibility; kept for source compatibility.
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    /// An accessibility identifier; kept for source compatibility.
    public func accessibilityIdentifier(_ identifier: String) -> Self { self }
}

nonisolated extension ChartContent {
    /// Draws a soft shadow of `color` under the marks, blurred by `radius` points and moved by `x`, `y`
    /// (SwiftUI's default colour: black at 33 % opacity).
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ModifiedChartContent<Self> {
        let shadow = _ShapePaint.Shadow(color: color, radius: Double(radius), x: Double(x), y: Double(y))
        return ModifiedChartContent(content: self) { if $0.shadow == nil { $0.shadow = shadow } }
    }

    /// Moves the marks by `x`, `y` points on screen (y down), after they are placed.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartContent<Self> {
        offset(MarkOffset(xStart: x, xEnd: x, yStart: y, yEnd: y))
    }

    /// Moves the marks by `value.width`, `value.height` points on screen.
    public func offset(_ value: CGSize) -> ModifiedChartContent<Self> {
        offset(x: value.width, y: value.height)
    }

    /// Moves the marks' leading and trailing edges by `xStart` and `xEnd` points, and everything by `y`.
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartContent<Self> {
        offset(MarkOffset(xStart: xStart, xEnd: xEnd, yStart: y, yEnd: y))
    }

    /// Moves the marks by `x`, and their lower and upper edges by `yStart` and `yEnd` points.
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> ModifiedChartContent<Self> {
        offset(MarkOffset(xStart: x, xEnd: x, yStart: yStart, yEnd: yEnd))
    }

    /// Moves each edge of the marks by its own amount in points.
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0)
        -> ModifiedChartContent<Self>
    {
        offset(MarkOffset(xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd))
    }

    private func offset(_ offset: MarkOffset) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self) { if $0.offset == nil { $0.offset = offset } }
    }
}
