import Foundation

extension ChartLayout {
    /// The chart proxy for this finished layout: the plot rectangle and each axis's scale as placed, so overlay
    /// and background views convert values to the positions the marks were drawn at.
    func proxy(scales: ChartScales) -> ChartProxy {
        let xAxis = x.flatMap { axis in scales.x.map { ProxyAxis(scale: $0, placed: axis.scale) } }
        let yAxis = y.flatMap { axis in scales.y.map { ProxyAxis(scale: $0, placed: axis.scale) } }
        return ChartProxy(plot: plot, x: xAxis, y: yAxis)
    }
}
