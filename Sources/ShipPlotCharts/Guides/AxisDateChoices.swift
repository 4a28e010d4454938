// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

extension GuideBuilder {
    /// A date axis's densities: one per calendar stride fine enough to matter, each with every declaration's
    /// ticks; a declaration other than the leader that asks for its own count gets the stride nearest it.
    func dateChoices(
        _ orientation: AxisOrientation, scale: PositionScale, specs: [AxisMarksSpec?], leader: Int?,
        domain: (coordinates: TimeCoordinates, lower: Double, upper: Double, binned: Bool)
    ) -> (TickDensity, [TickChoice]) {
        let (coordinates, lower, upper, binned) = domain
        let desired = leader.flatMap { specs[$0] }.flatMap(desiredCount)
        let linear = LinearScale(domain: (lower, upper))
        let generator = DateTicks(coordinates: coordinates, binnedUnit: binned ? coordinates.unit : nil)
        let own = specs.indices.map { i in
            i == leader
                ? nil
                : specs[i].flatMap(desiredCount).map {
                    nearestDateTicks($0, generator: generator, lower: lower, upper: upper, binned: binned)
                }
        }
        func marks(_ generated: [TickMark]) -> [[GuideTick]] {
            specs.indices.map {
                let ticks = explicitTicks(specs[$0], scale: scale, linear: linear) ?? own[$0] ?? generated
                return evaluate(specs[$0], ticks: ticks, scale: scale, orientation: orientation)
            }
        }
        if leader == nil { return (.fixed, [TickChoice(count: 0, days: nil, marks: marks([]))]) }
        return (
            .dates(desired: desired),
            dateStrides(
                orientation, generator: generator, lower: lower, upper: upper, binned: binned, desired: desired
            ).map { stride, generated in
                TickChoice(count: 0, days: stride.approximateDays, marks: marks(generated))
            }
        )
    }

    /// The date strides whose ticks sit at least the theme's minimum spacing apart along the axis, each with its
    /// generated ticks; never finer than the bin unit of a binned axis.
    private func dateStrides(
        _ orientation: AxisOrientation, generator: DateTicks, lower: Double, upper: Double, binned: Bool,
        desired: Int?
    ) -> [(DateStride, [TickMark])] {
        let coordinates = generator.coordinates
        let longest = orientation == .x ? width : height
        guard upper - lower > 0, (upper - lower).isFinite else { return [] }
        let spacing =
            desired != nil
            ? DateStride.minDesiredSpacing
            : orientation == .x ? theme.minDateTickSpacing.x : theme.minDateTickSpacing.y
        return DateStride.candidates.compactMap { stride in
            guard !(binned && stride.unit < coordinates.unit),
                stride.approximateDays * longest / (upper - lower) * coordinates.unitsPerDay >= spacing
            else { return nil }
            let ticks = generator.ticks(stride, lower: lower, upper: upper)
            return ticks.isEmpty ? nil : (stride, ticks)
        }
    }

    /// Ticks for `.automatic(desiredCount:)` on a date axis: the calendar stride whose tick count is nearest the
    /// count, as Swift Charts honours it even where labels would collide (the content picks which to label).
    private func nearestDateTicks(
        _ desired: Int, generator: DateTicks, lower: Double, upper: Double, binned: Bool
    ) -> [TickMark] {
        let days = (upper - lower) / generator.coordinates.unitsPerDay
        guard days > 0, days.isFinite else { return [] }
        var best: [TickMark] = []
        for stride in DateStride.candidates + [.hours(2)] where !(binned && stride.unit < generator.coordinates.unit) {
            // Strides far finer than asked for are skipped before they are made, so the work stays bounded.
            guard days / stride.approximateDays <= Double(desired) * 4 + 4 else { continue }
            let ticks = generator.ticks(stride, lower: lower, upper: upper)
            if !ticks.isEmpty && (best.isEmpty || abs(ticks.count - desired) < abs(best.count - desired)) {
                best = ticks
            }
        }
        return best
    }

}
