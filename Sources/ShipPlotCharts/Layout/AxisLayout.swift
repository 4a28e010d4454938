// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// An axis's scale and chosen ticks before they are placed beside the plot: one code path for x and y.
struct AxisPlan {
    var guide: AxisGuide
    var scale: PlacedScale
    /// Each declaration's ticks at the chosen density.
    var marks: [[GuideTick]]
    /// Each declaration's labels, one string per line, fitted where the axis limits their width.
    var labels: [[[String]]]
    var angle: Double
    /// Space each declaration's labels need across the axis (height for x, width for y).
    var extents: [Double]
}

extension LayoutEngine {
    /// The density that fits `plot`: the guide's choice whose labels keep clear of each other (or the
    /// desired count, or the user's values), with the scale placed and the labels measured.
    func plan(_ guide: AxisGuide, plot: Rect) -> AxisPlan {
        let rise = guide.orientation == .y ? scaleRise : 0
        let placed = { (count: Double) in
            guide.scale.placed(along: guide.orientation, of: plot, count: count, extraStartPadding: rise)
        }
        var scale = placed(0)
        var angle = guide.orientation == .x ? guide.forcedAngle ?? 0 : 0
        var choice = guide.choices.first
        switch guide.density {
        case .fixed:
            let count = Double(preferredCount(guide, plot: plot))
            choice = guide.choices.first { $0.count == count } ?? choice
            scale = placed(choice?.count ?? 0)
        case .strides(let desired):
            guard case .band(let band) = scale else { break }
            let stride: Int
            (stride, angle) = categoryStride(guide, step: max(band.step, 1e-9), desired: desired)
            let all = choice?.marks ?? []
            choice?.marks = zip(all, guide.thins).map { ticks, thins in
                thins ? Swift.stride(from: 0, to: ticks.count, by: stride).map { ticks[$0] } : ticks
            }
        case .counts(let desired):
            var count = desired ?? preferredCount(guide, plot: plot)
            while true {
                choice = guide.choices.first { $0.count == Double(count) } ?? choice
                scale = placed(Double(count))
                if count <= 1 || desired != nil || fits(choice?.marks[guide.leader] ?? [], guide, scale: scale) {
                    break
                }
                count -= 1
            }
        case .dates(let desired):
            choice = dateChoice(guide, scale: scale, desired: desired)
        }
        let marks = (choice?.marks ?? guide.sides.map { _ in [] }).map { $0.filter { Self.inDomain($0.value, scale) } }
        return measured(AxisPlan(guide: guide, scale: scale, marks: marks, labels: [], angle: angle, extents: []))
    }

    /// Whether an axis value lies in the placed scale's domain (within a rounding tolerance): Swift Charts draws
    /// no marks for values outside the plot, such as `values: Array(0...12)` on a 0…10 domain.
    static func inDomain(_ value: Double, _ scale: PlacedScale) -> Bool {
        guard case .linear(let linear) = scale else { return true }
        let (lower, upper) = (
            min(linear.domain.lower, linear.domain.upper), max(linear.domain.lower, linear.domain.upper)
        )
        let tolerance = max(upper - lower, 0) * 1e-6
        return value >= lower - tolerance && value <= upper + tolerance
    }

    /// The number of ticks the axis length asks for, between 2 and the theme's most.
    private func preferredCount(_ guide: AxisGuide, plot: Rect) -> Int {
        let x = guide.orientation == .x
        let length = x ? plot.width : plot.height
        let spacing = x ? theme.tickSpacing.x : theme.tickSpacing.y
        return Int(
            max(2, min(Double(x ? theme.maxTickCount.x : theme.maxTickCount.y), (length / spacing).rounded(.down))))
    }

    /// Every how many categories a label is drawn, and at what angle: flat on x while every label fits its
    /// share of the axis (`categoryLabelGap` to spare), otherwise turned 45° (or as the axis asks) and spaced by
    /// the line height of the font the labels are drawn in, as on y; turned 90° when some must be left out, so
    /// each label stands under its own category; label views stay upright and thin out. A declaration's desired
    /// count labels about that many categories, never more.
    private func categoryStride(_ guide: AxisGuide, step: Double, desired: Int?) -> (Int, Double) {
        guard case .band(let names) = guide.scale.domain else { return (1, 0) }
        let ticks = guide.choices.first?.marks[guide.leader] ?? []
        let lineHeight = ticks.map { measurer.metrics($0.font).height }.max() ?? labelMetrics.height
        let least = desired.map { max(1, Int((Double(names.count) / Double(max($0, 1))).rounded(.up))) } ?? 1
        func stride(_ needed: Double) -> Int {
            max(least, min(Int(saturating: (needed / step).rounded(.up)), names.count))
        }
        guard guide.orientation == .x else { return (stride(lineHeight + 2), 0) }
        let widest = ticks.map(labelWidth).max() ?? 0
        let flat = stride(widest + theme.categoryLabelGap)
        let forced = guide.forcedAngle
        // Label views (a styled `AxisValueLabel`) are drawn upright, so they thin rather than turn.
        if ticks.contains(where: { $0.view != nil }) || forced == nil && flat == least || forced == 0 {
            return (flat, 0)
        }
        // Turned labels need only their line height (times √2 at 45°) between neighbours.
        let angle = forced ?? -Double.pi / 4
        let turned = stride(lineHeight * (abs(sin(angle)) > 0.99 ? 1 : 1.45) + 2)
        // Thinned, a label turned 45° lies under the unlabelled bars beside its own: upright, it stays over its own.
        if forced == nil && turned > 1 { return (stride(lineHeight + 2), -Double.pi / 2) }
        return (turned, angle)
    }

    /// The width of a value's label as drawn (its view, or its widest line in its font); the axis's own label when
    /// the declaration draws none.
    private func labelWidth(_ tick: GuideTick) -> Double {
        if let view = tick.view { return labelViewSize(view).width }
        let lines = tick.drawsLabel ? tick.lines : tick.fitLines
        return lines.map { measurer.width(of: $0, font: tick.drawsLabel ? tick.font : theme.labelFont) }.max() ?? 0
    }

    /// The finest date stride whose labels fit (or the one nearest the desired count); when none fits, the
    /// coarsest one tried, cut to its first tick.
    private func dateChoice(_ guide: AxisGuide, scale: PlacedScale, desired: Int?) -> TickChoice? {
        guard case .time(let coordinates, let lower, let upper, _) = guide.scale.domain else { return nil }
        let length = abs(scale.range.end - scale.range.start)
        guard length > 0 else { return nil }
        let pixelsPerDay = length / (upper - lower) * coordinates.unitsPerDay
        let spacing =
            desired != nil
            ? DateStride.minDesiredSpacing
            : guide.orientation == .x ? theme.minDateTickSpacing.x : theme.minDateTickSpacing.y
        var fallback: TickChoice?
        var nearest: (choice: TickChoice, distance: Int)?
        for choice in guide.choices where (choice.days ?? 0) * pixelsPerDay >= spacing {
            let ticks = choice.marks[guide.leader]
            if let desired {
                let distance = abs(ticks.count - desired)
                if nearest == nil || distance < nearest!.distance { nearest = (choice, distance) }
                continue
            }
            if fits(ticks, guide, scale: scale) { return choice }
            fallback = choice
        }
        if let nearest { return nearest.choice }
        guard var last = fallback else { return nil }
        last.marks[guide.leader] = Array(last.marks[guide.leader].prefix(1))
        return last
    }

    /// Whether neighbouring labels keep clear of each other along the axis: `labelSpacing` between widths on
    /// x, a line height (per line) on y.
    private func fits(_ ticks: [GuideTick], _ guide: AxisGuide, scale: PlacedScale) -> Bool {
        let horizontal = guide.orientation == .x
        let maxLines = Double(ticks.map { $0.fitLines.count }.max() ?? 1)
        let placed = ticks.map { tick -> (at: Double, size: Double, leading: Bool) in
            let size =
                horizontal
                ? tick.fitLines.map { measurer.width(of: $0, font: theme.labelFont) }.max() ?? 0
                : labelMetrics.height * maxLines
            return (scale.position(tick.value + tick.labelShift), size, tick.labelLeading)
        }.sorted { $0.at < $1.at }
        // Labels at the ends are drawn pulled inside the chart (`labelRuns`), so their neighbours are checked
        // against where they are drawn, not where their ticks are.
        func drawn(_ label: (at: Double, size: Double, leading: Bool)) -> (lower: Double, upper: Double) {
            let lower = alongX(label.at, width: label.size, leading: label.leading)
            return (lower, lower + label.size)
        }
        for i in placed.indices.dropFirst() {
            if horizontal
                ? drawn(placed[i]).lower - drawn(placed[i - 1]).upper < theme.labelSpacing
                : placed[i].at - placed[i - 1].at < placed[i].size + 2
            {
                return false
            }
        }
        return true
    }

    /// Turned category labels are cut at this width so a long name cannot push the plot away.
    var maxTurnedLabelWidth: Double { min(160, height * 0.3) }

    /// Labels fitted and measured: the room each declaration needs across its axis.
    private func measured(_ plan: AxisPlan) -> AxisPlan {
        var plan = plan
        let metrics = labelMetrics
        let horizontal = plan.guide.orientation == .x
        plan.labels = plan.marks.map { ticks in
            ticks.map { tick in
                horizontal
                    ? tick.lines
                    : tick.lines.map { measurer.fitting($0, font: theme.labelFont, maxWidth: width * 0.35) }
            }
        }
        plan.extents = zip(plan.marks, plan.labels).map { ticks, labels in
            zip(ticks, labels).map { tick, lines -> Double in
                if let view = tick.view { return labelViewSize(view).along(horizontal ? .vertical : .horizontal) }
                let widest = lines.map { measurer.width(of: $0, font: tick.font) }.max() ?? 0
                guard horizontal else { return widest }
                if plan.angle == 0 { return Double(lines.count) * metrics.height }
                return min(widest, maxTurnedLabelWidth) * abs(sin(plan.angle)) + metrics.height * abs(cos(plan.angle))
            }.max() ?? 0
        }
        return plan
    }
}
