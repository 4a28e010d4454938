// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// How a continuous scale bends values before mapping them linearly: none, log, square root, power or
/// symmetric log.
enum ScaleTransform: Equatable, Sendable {
    case identity
    case log
    case power(Double)
    case symlog(Double)

    init(_ type: ScaleType?) {
        switch type?.kind {
        case .log?: self = .log
        case .squareRoot?: self = .power(0.5)
        case .power(let exponent)?: self = exponent == 1 ? .identity : .power(exponent)
        case .symmetricLog(let slope)?: self = .symlog(slope)
        default: self = .identity
        }
    }

    func apply(_ v: Double) -> Double {
        switch self {
        case .identity: return v
        case .log: return log10(v)
        case .power(let e): return v < 0 ? -pow(-v, e) : pow(v, e)
        case .symlog(let c): return (v < 0 ? -1 : 1) * log1p(abs(v) / c)
        }
    }

    func invert(_ t: Double) -> Double {
        switch self {
        case .identity: return t
        case .log: return pow(10, t)
        case .power(let e): return t < 0 ? -pow(-t, 1 / e) : pow(t, 1 / e)
        case .symlog(let c): return (t < 0 ? -1 : 1) * expm1(abs(t)) * c
        }
    }
}

/// A continuous scale from a data interval to a pixel interval, through an optional transform.
struct LinearScale: Equatable, Sendable {
    var domain: (lower: Double, upper: Double)
    var range: (start: Double, end: Double) = (0, 1)
    var transform: ScaleTransform = .identity

    static func == (a: LinearScale, b: LinearScale) -> Bool {
        a.domain == b.domain && a.range == b.range && a.transform == b.transform
    }

    /// The pixel position of `value`; a zero-width domain maps everything to the middle of the range. Halved
    /// before subtracting, so a domain or value near ±1.8e308 cannot overflow to infinity; a value the transform
    /// cannot take (log of a negative number) gives NaN, which the scene leaves out.
    func callAsFunction(_ value: Double) -> Double {
        let t0 = transform.apply(domain.lower) / 2, t1 = transform.apply(domain.upper) / 2
        let span = t1 - t0
        guard span != 0, span.isFinite else { return (range.start + range.end) / 2 }
        let t = transform.apply(value) / 2
        guard !t.isNaN else { return .nan }
        // A value far beyond a tiny domain would overflow, and 0 on a log scale is infinitely far down (a bar's
        // base): 1e15 ranges out is past anything cairo holds, and the canvas clips such a line keeping its angle.
        let fraction = min(max((t - t0) / span, -1e15), 1e15)
        return range.start + fraction * (range.end - range.start)
    }

    /// The data value at pixel position `pixel`.
    func invert(_ pixel: Double) -> Double {
        let span = range.end - range.start
        guard span != 0 else { return domain.lower }
        let t0 = transform.apply(domain.lower), t1 = transform.apply(domain.upper)
        // On halves, as in `callAsFunction`: a domain from -1e308 to 1e308 has an infinite span.
        return transform.invert((t0 / 2 + (pixel - range.start) / span * (t1 / 2 - t0 / 2)) * 2)
    }

    /// About `count` round values inside the domain: d3's ticks, or powers of ten (with 2 and 5 between them
    /// when the domain spans few decades) on a log scale.
    func ticks(count: Double) -> [Double] {
        guard transform == .log else { return Ticks.ticks(domain.lower, domain.upper, count: count) }
        let (lo, hi) = (min(domain.lower, domain.upper), max(domain.lower, domain.upper))
        guard lo > 0, hi.isFinite else { return [] }
        let first = Int(log10(lo).rounded(.down)), last = Int(log10(hi).rounded(.up))
        guard last - first < 400 else { return [] }
        let decades = last - first
        let multipliers: [Double] = decades <= 1 ? [1, 2, 3, 5] : decades <= 3 ? [1, 2, 5] : [1]
        let every = max(1, Int((Double(decades) / max(count, 1)).rounded(.up)))
        var result: [Double] = []
        for p in stride(from: first, through: last, by: every) {
            for m in multipliers {
                let v = m * pow(10, Double(p))
                if v >= lo * (1 - 1e-12) && v <= hi * (1 + 1e-12) { result.append(v) }
            }
        }
        return result
    }

    /// The tick count that, on this scale niced at `count`, gives ticks at the step it was rounded by (both ends
    /// among them); `count` itself on a log scale, whose ticks are decades.
    func niceSteps(count: Double) -> Double {
        transform == .log ? count : Ticks.niceSteps(domain.lower, domain.upper, count: count)
    }

    /// This scale with its domain extended outward to round values (whole decades on a log scale).
    func niced(count: Double) -> LinearScale {
        var copy = self
        if transform == .log {
            let (lo, hi) = (min(domain.lower, domain.upper), max(domain.lower, domain.upper))
            guard lo > 0, hi.isFinite else { return self }
            copy.domain = (pow(10, log10(lo).rounded(.down)), pow(10, log10(hi).rounded(.up)))
            return copy
        }
        let (lower, upper) = Ticks.nice(domain.lower, domain.upper, count: count)
        // Near ±1.8e308 rounding out can overflow; the domain as it was is still a usable scale.
        guard lower.isFinite, upper.isFinite else { return self }
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

    /// The centre of band `index`; fractional indices interpolate, so `index ± 0.5` are the band's edges.
    func center(_ index: Double) -> Double { start(index) + bandwidth / 2 }
}
