// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The data extent of a position axis.
enum PositionDomain: Equatable, Sendable {
    /// Categories on bands, in order.
    case band([String])
    /// Numbers; `nice` rounds the ends out to ticks once the tick count is known.
    case linear(lower: Double, upper: Double, nice: Bool, transform: ScaleTransform)
    /// Dates as calendar coordinates; `binned` when marks fill whole units (bars over days).
    case time(TimeCoordinates, lower: Double, upper: Double, binned: Bool)
}

/// A position scale as the scales stage hands it on: its domain and everything that shapes it (band padding,
/// direction, pixel padding at the ends). Layout only gives it a pixel range, through `placed(from:to:count:)`.
struct PositionScale: Sendable {
    var domain: PositionDomain
    /// Whether the axis runs backwards (`.automatic(reversed: true)` or a domain given high to low).
    var reversed = false
    /// Whether every value on the axis is a whole number, so ticks never show fractions (as Swift Charts avoids).
    var integral = false
    /// Smallest gap between distinct bar positions on a numeric base axis, for automatic bar widths.
    var barGap: Double?
    /// Whether bars stand on this axis's values (vertical bars along x), so the axis draws ticks, not grid.
    var carriesBars = false
    /// Band padding (d3's inner and outer), from the theme.
    var paddingInner = 0.4
    var paddingOuter = 0.2
    /// Pixels left empty at each end of the range (`chartXScale(range: .plotDimension(startPadding:…))`).
    var startPadding = 0.0
    var endPadding = 0.0
    /// Fixed positions from the plot's start (`chartXScale(range: 0...128)`), in place of the padded plot.
    var positions: Span?
    /// Where the outermost bars' slots end on a numeric base axis (half a gap past the first and last bar):
    /// the range is inset so they stay inside the plot while the axis keeps its own (nice) domain.
    var barSlots: Span?
    /// The bands a scrolling category axis shows (first index and count): the range is stretched so they fill
    /// the plot and the others lie outside it.
    var window: (start: Double, length: Double)?

    /// The pixel ends for a plot running `start` to `end`, with padding (always inwards, `extra` more at the
    /// start) and direction applied.
    func range(_ start: Double, _ end: Double, extra: Double = 0) -> (Double, Double) {
        let inward = end >= start ? 1.0 : -1.0
        var (a, b) = (start + inward * (startPadding + extra), end - inward * endPadding)
        if let positions { (a, b) = (start + inward * positions.lower, start + inward * positions.upper) }
        return reversed ? (b, a) : (a, b)
    }

    /// `range` inset further so the bar slots past the domain's ends fit inside it, in proportion.
    private func insetForBars(_ range: (Double, Double), domain: (Double, Double)) -> (Double, Double) {
        guard let slots = barSlots, domain.1 > domain.0 else { return range }
        // In eighths: a domain reaching ±1.8e308 made the total ∞, the scale per unit 0, and `∞ · 0` a NaN end
        // of the range, so every mark on the axis had a NaN position. Eighths of finite values never overflow.
        let before = max(0, domain.0 / 8 - slots.lower / 8), after = max(0, slots.upper / 8 - domain.1 / 8)
        guard before > 0 || after > 0 else { return range }
        let perUnit = (range.1 - range.0) / (domain.1 / 8 - domain.0 / 8 + before + after)
        let inset = (range.0 + before * perUnit, range.1 - after * perUnit)
        return inset.0.isFinite && inset.1.isFinite ? inset : range
    }

    /// The scale across `plot` along `orientation`; a niceable domain is rounded out to about `count` ticks.
    /// Numbers grow rightward and upward; bands read left to right and top to bottom, in data order. The range
    /// starts `extraStartPadding` points further in than the scale's own padding says (room for annotations).
    func placed(
        along orientation: AxisOrientation, of plot: Rect, count: Double, extraStartPadding: Double = 0
    ) -> PlacedScale {
        let extra = extraStartPadding
        let (a, b) =
            orientation == .x ? range(plot.minX, plot.maxX, extra: extra) : range(plot.maxY, plot.minY, extra: extra)
        switch domain {
        case .band(let names):
            var range = orientation == .x ? (a, b) : (b, a)
            var outer = paddingOuter
            if let window {
                // Half the inner padding at the ends makes every step equal, so a window of bands fills the plot.
                outer = paddingInner / 2
                let step = (range.1 - range.0) / window.length
                range.0 -= window.start * step
                range.1 = range.0 + Double(names.count) * step
            }
            return .band(BandScale(count: names.count, paddingInner: paddingInner, paddingOuter: outer, range: range))
        case .linear(let lower, let upper, let nice, let transform):
            let linear = LinearScale(domain: (lower, upper), range: (a, b), transform: transform)
            var placed = nice ? linear.niced(count: count) : linear
            if barSlots != nil, transform == .identity {
                placed.range = insetForBars(placed.range, domain: placed.domain)
            }
            return .linear(placed)
        case .time(_, let lower, let upper, _):
            return .linear(LinearScale(domain: (lower, upper), range: (a, b)))
        }
    }

    /// The value at an axis coordinate, as `AxisValue` and label formats see it.
    func primitive(at coordinate: Double) -> PlottablePrimitive {
        switch domain {
        case .band(let names):
            let i = Int(saturating: coordinate.rounded(), nan: -1)
            return .string(names.indices.contains(i) ? names[i] : "")
        case .linear: return .number(coordinate)
        case .time(let coordinates, _, _, _): return .date(coordinates.date(at: coordinate))
        }
    }
}

/// A position scale with its pixel range fixed by the layout.
enum PlacedScale: Sendable {
    case band(BandScale)
    case linear(LinearScale)

    /// The pixel position of a coordinate: a band's centre (fractional indices interpolate), or the mapping.
    func position(_ value: Double) -> Double {
        switch self {
        case .band(let band): band.center(value)
        case .linear(let linear): linear(value)
        }
    }

    /// The width of one band, or nil on a continuous scale.
    var bandwidth: Double? {
        if case .band(let band) = self { return band.bandwidth }
        return nil
    }

    /// Distance between neighbouring band starts, or nil on a continuous scale.
    var step: Double? {
        if case .band(let band) = self { return band.step }
        return nil
    }

    /// The pixel range, start to end.
    var range: (start: Double, end: Double) {
        switch self {
        case .band(let band): band.range
        case .linear(let linear): linear.range
        }
    }
}
