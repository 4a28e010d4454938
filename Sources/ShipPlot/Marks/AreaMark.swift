/// The area between a line and zero (or the series stacked below it).
public struct AreaMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A point of the area's top edge at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            stacking: MarkStackingMethod = .standard) {
        var spec = MarkSpec(kind: .area)
        spec.x = x.encoding
        spec.y = y.encoding
        spec.stacking = stacking
        self.spec = spec
    }

    /// A point of the area named by `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                                          series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        var spec = MarkSpec(kind: .area)
        spec.x = x.encoding
        spec.y = y.encoding
        spec.series = series.encoding
        spec.stacking = stacking
        self.spec = spec
    }
}
