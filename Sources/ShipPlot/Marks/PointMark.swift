import Foundation

/// A symbol at a position: a circle 8 pt across unless `.symbol` or `.symbolSize` say otherwise.
public struct PointMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A point at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .point, x: x.encoding, y: y.encoding)
    }

    /// A point at `y`, `x` points from the plot's leading edge (its middle when nil): a 1-D strip plot.
    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .point, y: y.encoding, xFixed: fixed(x, x))
    }

    /// A point at `x`, `y` points from the plot's top edge (its middle when nil).
    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        spec = MarkSpec(kind: .point, x: x.encoding, yFixed: fixed(y, y))
    }
}
