import Foundation

/// A slice of a pie or donut: its angle is the value's share of the total of all sectors in the chart.
/// `innerRadius: .ratio(0.618)` makes a donut; `angularInset` leaves a gap (in points) between slices.
public struct SectorMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A slice for `angle`; radii default to a full pie filling the plot.
    public init<P: Plottable>(angle: PlottableValue<P>, innerRadius: MarkDimension = .automatic,
                              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        var spec = MarkSpec(kind: .sector)
        spec.angle = angle.encoding
        spec.innerRadius = innerRadius
        spec.outerRadius = outerRadius
        spec.angularInset = angularInset.map(Double.init)
        self.spec = spec
    }
}
