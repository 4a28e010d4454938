/// The area between a line and zero (or the series stacked below it), or between two values (a band).
public struct AreaMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A point of the area's top edge at (`x`, `y`); areas of different series at the same x stack.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            stacking: MarkStackingMethod = .standard) {
        spec = MarkSpec(kind: .area, x: x.encoding, y: y.encoding, stacking: stacking)
    }

    /// A point of the area named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                                          series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        spec = MarkSpec(kind: .area, x: x.encoding, y: y.encoding, series: series.encoding, stacking: stacking)
    }

    /// A band from `yStart` to `yEnd` at `x` (not stacked).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .area, x: x.encoding, yStart: yStart.encoding, yEnd: yEnd.encoding)
    }

    /// A band of the series `series` from `yStart` to `yEnd` at `x`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>,
                                                          yEnd: PlottableValue<Y>, series: PlottableValue<S>) {
        spec = MarkSpec(kind: .area, x: x.encoding, yStart: yStart.encoding, yEnd: yEnd.encoding, series: series.encoding)
    }

    /// A horizontal band from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .area, y: y.encoding, xStart: xStart.encoding, xEnd: xEnd.encoding)
    }

    /// A horizontal band of the series `series` from `xStart` to `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                                          y: PlottableValue<Y>, series: PlottableValue<S>) {
        spec = MarkSpec(kind: .area, y: y.encoding, xStart: xStart.encoding, xEnd: xEnd.encoding, series: series.encoding)
    }
}
