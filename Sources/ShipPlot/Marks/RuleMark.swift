import Foundation

/// A straight line across the plot: `RuleMark(y:)` is a horizontal threshold, `RuleMark(x:)` a vertical marker.
/// Rules are 1 pt wide by default.
public struct RuleMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A vertical rule at `x`, spanning the plot's full height.
    public init<X: Plottable>(x: PlottableValue<X>) {
        var spec = MarkSpec(kind: .rule)
        spec.x = x.encoding
        self.spec = spec
    }

    /// A horizontal rule at `y`, spanning the plot's full width.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        var spec = MarkSpec(kind: .rule)
        spec.y = y.encoding
        self.spec = spec
    }
}
