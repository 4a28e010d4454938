/// A bar: vertical when x is a category or date and y a number, horizontal the other way round.
/// Bars that share a position stack by default.
public struct BarMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A bar from zero (or the stack below it) to `y` at position `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic,
                                            stacking: MarkStackingMethod = .standard) {
        var spec = MarkSpec(kind: .bar)
        spec.x = x.encoding
        spec.y = y.encoding
        spec.width = width
        spec.height = height
        spec.stacking = stacking
        self.spec = spec
    }
}
