/// A symbol at a position: a circle 8 pt across unless `.symbol` or `.symbolSize` say otherwise.
public struct PointMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A point at (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        var spec = MarkSpec(kind: .point)
        spec.x = x.encoding
        spec.y = y.encoding
        self.spec = spec
    }
}
