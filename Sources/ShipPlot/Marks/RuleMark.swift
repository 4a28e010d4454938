import Foundation

/// A straight line: `RuleMark(y:)` is a horizontal threshold across the plot, `RuleMark(x:)` a vertical marker;
/// the start/end forms draw segments. Rules are 1 pt wide by default.
public struct RuleMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A vertical rule at `x` over the full height, or from `yStart` to `yEnd` points below the plot's top.
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        spec = MarkSpec(kind: .rule, x: x.encoding, yFixed: fixed(yStart, yEnd))
    }

    /// A horizontal rule at `y` over the full width, or from `xStart` to `xEnd` points from the leading edge.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rule, y: y.encoding, xFixed: fixed(xStart, xEnd))
    }

    /// A vertical segment at `x` from `yStart` to `yEnd` (data values).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rule, x: x.encoding, yStart: yStart.encoding, yEnd: yEnd.encoding)
    }

    /// A vertical segment `x` points from the leading edge (the middle when nil), from `yStart` to `yEnd`.
    public init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rule, yStart: yStart.encoding, yEnd: yEnd.encoding, xFixed: fixed(x, x))
    }

    /// A horizontal segment at `y` from `xStart` to `xEnd` (data values).
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rule, y: y.encoding, xStart: xStart.encoding, xEnd: xEnd.encoding)
    }

    /// A horizontal segment `y` points below the top (the middle when nil), from `xStart` to `xEnd`.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        spec = MarkSpec(kind: .rule, xStart: xStart.encoding, xEnd: xEnd.encoding, yFixed: fixed(y, y))
    }
}
