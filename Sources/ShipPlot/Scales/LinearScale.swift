/// A continuous scale from a data interval to a pixel interval.
struct LinearScale: Equatable, Sendable {
    var domain: (lower: Double, upper: Double)
    var range: (start: Double, end: Double) = (0, 1)

    static func == (a: LinearScale, b: LinearScale) -> Bool {
        a.domain == b.domain && a.range == b.range
    }

    /// The pixel position of `value`; a zero-width domain maps everything to the middle of the range.
    func callAsFunction(_ value: Double) -> Double {
        let span = domain.upper - domain.lower
        guard span != 0 else { return (range.start + range.end) / 2 }
        return range.start + (value - domain.lower) / span * (range.end - range.start)
    }

    /// The data value at pixel position `pixel`.
    func invert(_ pixel: Double) -> Double {
        let span = range.end - range.start
        guard span != 0 else { return domain.lower }
        return domain.lower + (pixel - range.start) / span * (domain.upper - domain.lower)
    }

    /// About `count` round values inside the domain.
    func ticks(count: Double) -> [Double] {
        Ticks.ticks(domain.lower, domain.upper, count: count)
    }

    /// This scale with its domain extended outward to round values.
    func niced(count: Double) -> LinearScale {
        var copy = self
        let (lower, upper) = Ticks.nice(domain.lower, domain.upper, count: count)
        copy.domain = (lower, upper)
        return copy
    }
}

/// Evenly spaced bands for categories (d3's band scale).
struct BandScale: Equatable, Sendable {
    var count: Int
    var paddingInner: Double
    var paddingOuter: Double
    var range: (start: Double, end: Double) = (0, 1)

    static func == (a: BandScale, b: BandScale) -> Bool {
        a.count == b.count && a.paddingInner == b.paddingInner && a.paddingOuter == b.paddingOuter && a.range == b.range
    }

    /// Distance between the starts of neighbouring bands.
    var step: Double {
        (range.end - range.start) / max(1, Double(count) - paddingInner + 2 * paddingOuter)
    }

    /// Width of one band.
    var bandwidth: Double { step * (1 - paddingInner) }

    /// Where band `index` starts (align 0.5, as d3's default).
    func start(_ index: Double) -> Double {
        let first = range.start + (range.end - range.start - step * (Double(count) - paddingInner)) * 0.5
        return first + index * step
    }

    /// The centre of band `index`.
    func center(_ index: Double) -> Double { start(index) + bandwidth / 2 }
}
