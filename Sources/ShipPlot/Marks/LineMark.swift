/// A line through points; marks with the same series (or the same `foregroundStyle(by:)` value) form one line,
/// connected in data order.
public struct LineMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A point of a line at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var spec = MarkSpec(kind: .line)
        spec.x = x.encoding
        spec.y = y.encoding
        self.spec = spec
    }

    /// A point of the line named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        var spec = MarkSpec(kind: .line)
        spec.x = x.encoding
        spec.y = y.encoding
        spec.series = series.encoding
        self.spec = spec
    }
}
