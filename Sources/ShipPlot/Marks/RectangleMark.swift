import Foundation

/// A rectangle: a heat-map cell at a position, or an area between start and end values. Without a size it
/// fills 70 % of the band or bin it sits in (20 pt on a continuous axis).
public struct RectangleMark: ChartContent, PrimitiveMark {
    let spec: MarkSpec

    /// A cell centred on (`x`, `y`).
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .rectangle, x: x.encoding, y: y.encoding, width: width, height: height)
    }

    /// The rectangle between `xStart`…`xEnd` and `yStart`…`yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rectangle, xStart: xStart.encoding, xEnd: xEnd.encoding, yStart: yStart.encoding,
                        yEnd: yEnd.encoding)
    }

    /// A rectangle centred on `x` spanning `yStart`…`yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .rectangle, x: x.encoding, yStart: yStart.encoding, yEnd: yEnd.encoding, width: width)
    }

    /// A rectangle centred on `y` spanning `xStart`…`xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        spec = MarkSpec(kind: .rectangle, y: y.encoding, xStart: xStart.encoding, xEnd: xEnd.encoding, height: height)
    }

    /// A rectangle spanning `xStart`…`xEnd` (data) and `yStart`…`yEnd` points (the full height when nil).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil,
                              yEnd: CGFloat? = nil) {
        spec = MarkSpec(kind: .rectangle, xStart: xStart.encoding, xEnd: xEnd.encoding, yFixed: fixed(yStart, yEnd))
    }

    /// A rectangle spanning `yStart`…`yEnd` (data) and `xStart`…`xEnd` points (the full width when nil).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>,
                              yEnd: PlottableValue<Y>) {
        spec = MarkSpec(kind: .rectangle, yStart: yStart.encoding, yEnd: yEnd.encoding, xFixed: fixed(xStart, xEnd))
    }

    /// A rectangle given entirely in points from the plot's top-leading corner (edges when nil).
    public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        spec = MarkSpec(kind: .rectangle, xFixed: fixed(xStart, xEnd), yFixed: fixed(yStart, yEnd))
    }
}
