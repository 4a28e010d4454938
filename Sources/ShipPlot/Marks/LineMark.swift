/// A line through points; marks with the same series (or the same `foregroundStyle(by:)` value) form one line,
/// connected in data order.
public struct LineMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A point of a line at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        spec = MarkSpec(kind: .line, x: x.encoding, y: y.encoding)
    }

    /// A point of the line named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        spec = MarkSpec(kind: .line, x: x.encoding, y: y.encoding, series: series.encoding)
    }
}
