// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A tick step as d3 computes it: a whole multiple of a power of ten, or for steps below 1 its reciprocal,
/// so ticks are made by dividing integers (0.3, not 0.30000000000000004).
enum TickStep: Equatable, Sendable {
    case multiple(Double)
    case reciprocal(Double)

    var size: Double {
        switch self {
        case .multiple(let step): step
        case .reciprocal(let inverse): 1 / inverse
        }
    }
}

/// d3-array's `ticks` and `tickIncrement` (`ticks.js`), ported exactly, and a `nice` that rounds out once.
enum Ticks {
    private static let e10 = 50.0.squareRoot()
    private static let e5 = 10.0.squareRoot()
    private static let e2 = 2.0.squareRoot()

    /// The step and integer index range of the ticks in `start...stop` (start ≤ stop), or nil when there are none.
    private static func tickSpec(_ start: Double, _ stop: Double, _ count: Double) -> (
        i1: Double, i2: Double, step: TickStep
    )? {
        let step = (stop - start) / max(0, count)
        let power = (log10(step)).rounded(.down)
        let error = step / pow(10, power)
        let factor: Double = error >= e10 ? 10 : error >= e5 ? 5 : error >= e2 ? 2 : 1
        var i1: Double, i2: Double, tick: TickStep
        if power < 0 {
            let inverse = pow(10, -power) / factor
            i1 = (start * inverse).rounded()
            i2 = (stop * inverse).rounded()
            if i1 / inverse < start { i1 += 1 }
            if i2 / inverse > stop { i2 -= 1 }
            tick = .reciprocal(inverse)
        } else {
            let increment = pow(10, power) * factor
            i1 = (start / increment).rounded()
            i2 = (stop / increment).rounded()
            if i1 * increment < start { i1 += 1 }
            if i2 * increment > stop { i2 -= 1 }
            tick = .multiple(increment)
        }
        if i2 < i1 && 0.5 <= count && count < 2 { return tickSpec(start, stop, count * 2) }
        guard i1.isFinite, i2.isFinite else { return nil }
        return (i1, i2, tick)
    }

    /// Whether `start...stop` is wider than the largest double (-1e308 to 1e308): such a domain is worked out on
    /// its halves, whose span is finite, and the answer doubled, since twice a round value is a round value.
    private static func overflows(_ start: Double, _ stop: Double) -> Bool {
        start.isFinite && stop.isFinite && !(stop - start).isFinite
    }

    /// About `count` evenly spaced, round values in the domain (descending when `start > stop`).
    static func ticks(_ start: Double, _ stop: Double, count: Double) -> [Double] {
        guard count > 0, start.isFinite, stop.isFinite else { return [] }
        if start == stop { return [start] }
        if overflows(start, stop) { return ticks(start / 2, stop / 2, count: count).map { $0 * 2 } }
        let reverse = stop < start
        let (lo, hi) = reverse ? (stop, start) : (start, stop)
        guard let spec = tickSpec(lo, hi, count), spec.i2 >= spec.i1 else { return [] }
        // Bounded: a finite step over a finite range; cap anyway so bad input cannot allocate without limit.
        let n = Int(min(spec.i2 - spec.i1 + 1, 10_000))
        var result = [Double]()
        result.reserveCapacity(n)
        for k in 0..<n {
            let index = reverse ? spec.i2 - Double(k) : spec.i1 + Double(k)
            switch spec.step {
            case .multiple(let step): result.append(index * step)
            case .reciprocal(let inverse): result.append(index / inverse)
            }
        }
        return result
    }

    /// The step d3 would use for about `count` ticks over `start...stop` (start ≤ stop).
    static func tickIncrement(_ start: Double, _ stop: Double, count: Double) -> TickStep? {
        if overflows(start, stop) {
            guard case .multiple(let half)? = tickIncrement(start / 2, stop / 2, count: count) else { return nil }
            return .multiple(half * 2)
        }
        guard let spec = tickSpec(start, stop, count) else { return nil }
        return spec.step
    }

    /// The domain extended outward to the multiples of the step d3's `ticks` takes for about `count` ticks over
    /// it, rounded once: d3's `linear.nice(count)` rounds again while the wider domain asks for a larger step,
    /// which at two or three ticks (a short plot) runs −21,000…42,000 out to ±100,000, a third of the plot.
    static func nice(_ start: Double, _ stop: Double, count: Double = 10) -> (Double, Double) {
        if overflows(start, stop) {
            let (a, b) = nice(start / 2, stop / 2, count: count)
            // Rounded out past the largest double, the domain stays as it was.
            return (a * 2).isFinite && (b * 2).isFinite ? (a * 2, b * 2) : (start, stop)
        }
        let reverse = stop < start
        var (lo, hi) = reverse ? (stop, start) : (start, stop)
        guard let step = tickIncrement(lo, hi, count: count), step.size > 0, step.size.isFinite else {
            return (start, stop)
        }
        switch step {
        case .multiple(let s):
            lo = (lo / s).rounded(.down) * s
            hi = (hi / s).rounded(.up) * s
        case .reciprocal(let inverse):
            lo = (lo * inverse).rounded(.down) / inverse
            hi = (hi * inverse).rounded(.up) / inverse
        }
        return reverse ? (hi, lo) : (lo, hi)
    }

    /// How many of the steps `nice(start, stop, count:)` rounded by lie across the domain it returns: the count
    /// that makes `ticks` on that domain take the same step, so both its ends are ticks.
    static func niceSteps(_ start: Double, _ stop: Double, count: Double) -> Double {
        let (lo, hi) = (min(start, stop), max(start, stop))
        guard let step = tickIncrement(lo, hi, count: count), step.size > 0, step.size.isFinite else { return count }
        let (a, b) = nice(lo, hi, count: count)
        let steps = (b / step.size - a / step.size).rounded()
        return steps >= 1 && steps.isFinite ? steps : count
    }
}
