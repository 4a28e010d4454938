// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The chart's scales and plot area after layout, as `chartOverlay` and `chartBackground` hand them to their
/// content: converts data values to positions in the plot and back. Positions are relative to the plot's
/// top-leading corner, as in Swift Charts; `plotFrame` (read through a `GeometryProxy`) places the plot in
/// the chart.
public struct ChartProxy: Sendable {
    /// The plot rectangle in chart coordinates (points from the chart's top-leading corner).
    let plot: Rect
    let x: ProxyAxis?
    let y: ProxyAxis?
    /// The total of a pie's sector values (what a full turn stands for), or nil on a chart without sectors.
    var angleTotal: Double? = nil

    /// An anchor to the frame of the plot (the area between the axes); resolve it with a `GeometryProxy`.
    public var plotFrame: Anchor<CGRect>? { plotAreaFrame }

    /// An anchor to the frame of the plot (the older spelling of ``plotFrame``).
    public var plotAreaFrame: Anchor<CGRect> { Anchor(CGRect(plot)) }

    /// An anchor to the frame of the plot's container: the visible part of the plot, which here is all of it.
    public var plotContainerFrame: Anchor<CGRect>? { plotAreaFrame }

    /// The size of the plot.
    public var plotSize: CGSize { CGSize(width: plot.width, height: plot.height) }

    /// The size of the plot (the older spelling of ``plotSize``).
    public var plotAreaSize: CGSize { plotSize }

    /// The x position of `value` relative to the plot, or nil when the chart has no x scale or the value does not
    /// belong on it (a category it does not show, a string on a number axis).
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        x?.position(of: value.primitivePlottable._plottablePrimitive).map { CGFloat($0 - plot.minX) }
    }

    /// The y position of `value` relative to the plot, or nil (see ``position(forX:)``).
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        y?.position(of: value.primitivePlottable._plottablePrimitive).map { CGFloat($0 - plot.minY) }
    }

    /// The position of a pair of values relative to the plot, or nil when either has none.
    public func position<X: Plottable, Y: Plottable>(for point: (x: X, y: Y)) -> CGPoint? {
        guard let px = position(forX: point.x), let py = position(forY: point.y) else { return nil }
        return CGPoint(x: px, y: py)
    }

    /// The x positions a value covers relative to the plot: its band for a category, a single point otherwise.
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        x?.range(of: value.primitivePlottable._plottablePrimitive).map {
            CGFloat($0.lowerBound - plot.minX)...CGFloat($0.upperBound - plot.minX)
        }
    }

    /// The y positions a value covers relative to the plot (see ``positionRange(forX:)``).
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? {
        y?.range(of: value.primitivePlottable._plottablePrimitive).map {
            CGFloat($0.lowerBound - plot.minY)...CGFloat($0.upperBound - plot.minY)
        }
    }

    /// The x value at `position` (relative to the plot) as `P`, or nil when the chart has no x scale, the
    /// position is not finite or past a category axis's bands, or the value is not a `P`.
    public func value<P: Plottable>(atX position: CGFloat, as: P.Type = P.self) -> P? {
        x?.primitive(at: Double(position) + plot.minX).flatMap {
            AxisValue(primitive: $0, index: 0, count: 1).as(P.self)
        }
    }

    /// The y value at `position` (relative to the plot) as `P`, or nil (see ``value(atX:as:)``).
    public func value<P: Plottable>(atY position: CGFloat, as: P.Type = P.self) -> P? {
        y?.primitive(at: Double(position) + plot.minY).flatMap {
            AxisValue(primitive: $0, index: 0, count: 1).as(P.self)
        }
    }

    /// The x and y values at `position` (relative to the plot), or nil when either has none.
    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let vx = value(atX: position.x, as: X.self), let vy = value(atY: position.y, as: Y.self) else {
            return nil
        }
        return (vx, vy)
    }
}

/// One axis of a ``ChartProxy``: the scale as the scales stage built it and as the layout placed it.
struct ProxyAxis: Sendable {
    let scale: PositionScale
    let placed: PlacedScale

    /// The axis coordinate of a value: a category's index, a number, a date's calendar coordinate.
    func coordinate(of primitive: PlottablePrimitive) -> Double? {
        switch (scale.domain, primitive) {
        case (.band(let names), _):
            return names.firstIndex(of: LabelFormat.key(primitive)).map(Double.init)
        case (.linear, .number(let value)):
            return value.isFinite ? value : nil
        case (.time(let coordinates, _, _, _), .date(let date)):
            let c = coordinates.coordinate(date)
            return c.isFinite ? c : nil
        default:
            return nil
        }
    }

    /// The pixel position of a value in chart coordinates.
    func position(of primitive: PlottablePrimitive) -> Double? {
        guard let c = coordinate(of: primitive) else { return nil }
        let p = placed.position(c)
        return p.isFinite ? p : nil
    }

    /// The pixels a value covers: a category's band, or its single position.
    func range(of primitive: PlottablePrimitive) -> ClosedRange<Double>? {
        guard let c = coordinate(of: primitive) else { return nil }
        guard case .band(let band) = placed else { return position(of: primitive).map { $0...$0 } }
        let (a, b) = (band.start(c), band.start(c) + band.bandwidth)
        return min(a, b)...max(a, b)
    }

    /// The value at a pixel position in chart coordinates: the nearest band's category within the bands'
    /// extent, or the inverted continuous value.
    func primitive(at pixel: Double) -> PlottablePrimitive? {
        guard pixel.isFinite else { return nil }
        switch placed {
        case .band(let band):
            guard band.count > 0, band.step != 0 else { return nil }
            let index = ((pixel - band.center(0)) / band.step).rounded()
            guard index >= 0, index < Double(band.count) else { return nil }
            return scale.primitive(at: index)
        case .linear(let linear):
            let value = linear.invert(pixel)
            return value.isFinite ? scale.primitive(at: value) : nil
        }
    }
}
