import Foundation

/// A bar: vertical when x is a category or date and y a number, horizontal the other way round.
/// Bars that share a position stack by default; bars given a start and an end (ranges, Gantt bars) do not.
public struct BarMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A bar from zero (or the stack below it) to `y` at position `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                                            stacking: MarkStackingMethod = .standard) {
        spec = MarkSpec(kind: .bar, x: x.encoding, y: y.encoding, width: width, height: height, stacking: stacking)
    }

    /// A full-height band at `x`, or from `yStart` to `yEnd` points above the plot's top edge when given.
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
                              width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        spec = MarkSpec(kind: .bar, x: x.encoding, yFixed: fixed(yStart, yEnd), width: width, stacking: stacking)
    }

    /// A full-width band at `y`, or from `xStart` to `xEnd` points from the plot's leading edge when given.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
                              height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        spec = MarkSpec(kind: .bar, y: y.encoding, xFixed: fixed(xStart, xEnd), height: height, stacking: stacking)
    }

    /// A vertical bar at `x` spanning `yStart`…`yEnd` (a range; not stacked).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .bar, x: x.encoding, yStart: yStart.encoding, yEnd: yEnd.encoding, width: width)
    }

    /// A horizontal bar at `y` spanning `xStart`…`xEnd`: a Gantt bar.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .bar, y: y.encoding, xStart: xStart.encoding, xEnd: xEnd.encoding, height: height)
    }

    /// A band spanning `xStart`…`xEnd` over the full height, or `yStart`…`yEnd` points when given.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil,
                              yEnd: CGFloat? = nil) {
        spec = MarkSpec(kind: .bar, xStart: xStart.encoding, xEnd: xEnd.encoding, yFixed: fixed(yStart, yEnd))
    }

    /// A band spanning `yStart`…`yEnd` over the full width, or `xStart`…`xEnd` points when given.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>,
                              yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .bar, yStart: yStart.encoding, yEnd: yEnd.encoding, xFixed: fixed(xStart, xEnd))
    }
}
