// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

extension LayoutEngine {
    /// Lays out both axes and returns the plot rectangle with every axis declaration placed beside it. Ticks
    /// depend on the plot size and the plot size on the labels; three rounds settle it.
    func layoutAxes(in area: Rect) -> (Rect, [PlacedAxis]) {
        let lineHeight = labelMetrics.height
        var top = area.minY, bottom = area.maxY, left = area.minX, right = area.maxX
        if let y = guides.y, y.visible, y.drawsLabels { top += lineHeight / 2 }
        reserveTitleRoom(top: &top, bottom: &bottom, left: &left, right: &right)
        func plot(_ bands: [AxisSide: Double]) -> Rect {
            let (t, b, l, r) = (bands[.top] ?? 0, bands[.bottom] ?? 0, bands[.leading] ?? 0, bands[.trailing] ?? 0)
            return Rect(
                x: left + l, y: top + t, width: max(1, right - left - l - r), height: max(1, bottom - top - t - b))
        }
        var xBands: [AxisSide: Double] = [:], yBands: [AxisSide: Double] = [:]
        if let x = guides.x, x.visible, x.drawsLabels {
            for (i, side) in x.sides.enumerated() where x.preset(i) != .inset {
                xBands[side] = theme.tickLength + 3 + lineHeight
            }
        }
        for _ in 0..<3 {
            let yPlan = guides.y.map { plan($0, plot: plot(xBands.merging(yBands) { max($0, $1) })) }
            let newY = bands(yPlan)
            let xPlan = guides.x.map { plan($0, plot: plot(xBands.merging(newY) { max($0, $1) })) }
            let newX = bands(xPlan)
            let settled = newX == xBands && newY == yBands
            (xBands, yBands) = (newX, newY)
            if settled { break }
        }
        // The plot style's padding moves the plot in from the labels, which stay beside the room they took.
        let final = plot(xBands.merging(yBands) { max($0, $1) })
        let inner = Self.inset(final, by: plotPadding)
        let yPlan = guides.y.map { plan($0, plot: inner) }
        let xPlan = guides.x.map { plan($0, plot: inner) }
        var xAxes = xPlan.map { place($0, plot: final).map { reachingLabels($0, plot: final) } } ?? []
        var yAxes = yPlan.map { place($0, plot: final).map { reachingLabels($0, plot: final) } } ?? []
        placeTitles(x: &xAxes, y: &yAxes, plot: final)
        return (inner, xAxes + yAxes)
    }

    /// `rect` less `insets`, at least a point on each side.
    static func inset(_ rect: Rect, by insets: EdgeInsets) -> Rect {
        let (top, leading) = (Double(insets.top), Double(insets.leading))
        let (bottom, trailing) = (Double(insets.bottom), Double(insets.trailing))
        return Rect(
            x: rect.minX + min(leading, rect.width), y: rect.minY + min(top, rect.height),
            width: max(1, rect.width - leading - trailing), height: max(1, rect.height - top - bottom))
    }

    /// The room each side needs for a plan's labels: ticks and labels below or above, labels beside.
    private func bands(_ plan: AxisPlan?) -> [AxisSide: Double] {
        guard let plan, plan.guide.visible else { return [:] }
        var bands: [AxisSide: Double] = [:]
        // Inset labels sit inside the plot and take no room beside it.
        for (i, (side, extent)) in zip(plan.guide.sides, plan.extents).enumerated() where plan.guide.preset(i) != .inset
        {
            // Without labels a declaration takes only what its ticks reach, none for grid lines alone.
            let band =
                !plan.marks[i].contains(where: \.drawsLabel)
                ? plan.marks[i].map(\.tickReach).max() ?? 0
                : plan.guide.orientation == .x ? theme.tickLength + 3 + extent : extent + theme.axisLabelGap
            bands[side] = max(bands[side] ?? 0, band)
        }
        if plan.guide.orientation == .x, plan.angle != 0, plan.guide.visible {
            bands[.leading] = turnedOverhang(plan)
        }
        return bands
    }

    /// How far turned x labels reach past the plot's leading edge, so the chart leaves them that room instead of
    /// cutting the first ("J…" for "January"); Swift Charts shows every turned label whole.
    private func turnedOverhang(_ plan: AxisPlan) -> Double {
        let c = cos(plan.angle), s = abs(sin(plan.angle))
        guard c > 0.01 else { return 0 }
        let start = min(plan.scale.range.start, plan.scale.range.end)
        var overhang = 0.0
        for (d, ticks) in plan.marks.enumerated() {
            for (i, tick) in ticks.enumerated() where tick.view == nil {
                guard let line = plan.labels[d][i].first else { continue }
                let width = min(measurer.width(of: line, font: tick.font), maxTurnedLabelWidth)
                let m = measurer.metrics(tick.font)
                // As `turnedRun` draws it: the baseline ends beside the tick, the ascent reaches further out.
                let reach = width * c + s * (m.ascent - m.descent) / 2 + s * m.ascent + 1
                // Labels scrolled out of the plot are not drawn.
                let position = plan.scale.position(tick.value + tick.labelShift)
                if position >= start - 0.5 { overhang = max(overhang, reach - (position - start)) }
            }
        }
        return overhang
    }

    /// The positions inside the plot along a plan's axis, or nil when its scale's range fits in the plot (every
    /// value shows).
    static func shownPositions(_ plan: AxisPlan, plot: Rect) -> ClosedRange<Double>? {
        let (low, high) = plan.guide.orientation == .x ? (plot.minX, plot.maxX) : (plot.minY, plot.maxY)
        let range = plan.scale.range
        guard min(range.start, range.end) < low - 0.5 || max(range.start, range.end) > high + 0.5 else { return nil }
        return (low - 0.5)...(high + 0.5)
    }

    /// Each declaration of a plan as ticks and label runs on its side of the plot.
    private func place(_ plan: AxisPlan, plot: Rect) -> [PlacedAxis] {
        // A scrolled category axis reaches past the plot: only values inside it are drawn.
        let shown = Self.shownPositions(plan, plot: plot)
        return plan.marks.indices.map { d in
            let side = plan.guide.sides[d]
            let marks = shown.map { range in plan.marks[d].filter { range.contains(plan.scale.position($0.value)) } }
            let ticks = (marks ?? plan.marks[d]).map { tick in
                PlacedTick(
                    position: plan.scale.position(tick.value + tick.lineShift), grid: tick.grid, tick: tick.tick,
                    tickPosition: tick.tick.map { plan.scale.position(tick.value + $0.detail.shift) })
            }
            let (runs, views) =
                plan.guide.visible ? labels(plan, d, side: side, shown: shown, plot: plot) : ([], [])
            let axis = PlacedAxis(
                orientation: plan.guide.orientation, scale: plan.scale, ticks: ticks, labels: runs,
                visible: plan.guide.visible, side: side, labelViews: views)
            return plan.guide.viewStyle.map { styled(axis, $0, plot: plot) } ?? axis
        }
    }

    /// Declaration `d`'s labels, as text runs and views in tick order. Labels placed by their own anchor
    /// (`AxisValueLabel("Low", anchor: .topLeading)`) are placed first, so where anchored labels collide an
    /// automatic one is left out rather than a label the content placed by hand.
    private func labels(
        _ plan: AxisPlan, _ d: Int, side: AxisSide, shown: ClosedRange<Double>?, plot: Rect
    ) -> ([TextRun], [PlacedView]) {
        let marks = plan.marks[d]
        // Category labels may be as wide as the bands between them; only bands have a stride.
        let stride = plan.scale.step == nil ? 1 : strideOf(marks)
        let preset = plan.guide.preset(d)
        var runs = [[TextRun]](repeating: [], count: marks.count)
        var views = [PlacedView?](repeating: nil, count: marks.count)
        var taken: [Rect] = []
        let order =
            marks.indices.filter { marks[$0].labelAnchor != nil }
            + marks.indices.filter {
                marks[$0].labelAnchor == nil
            }
        for i in order where shown?.contains(plan.scale.position(marks[i].value)) ?? true {
            let tick = marks[i]
            let at = plan.scale.position(tick.value + tick.labelShift)
            let anchored = Self.anchors(preset, tick, angle: plan.angle)
            let anchor = tick.labelAnchor ?? Self.leadingAnchor(tick, side: side, inset: preset == .inset)
            if let view = tick.view {
                let rect = anchoredRect(
                    size: labelViewSize(view), at: at, side: side, preset: preset, anchor: anchor, plot: plot)
                let placed =
                    anchored
                    ? PlacedView(node: view, rect: rect)
                    : labelView(view, at: at, side: side, leading: tick.labelLeading, plot: plot)
                // Label views collide as text labels do: the later of two is left out, greedily, in tick order.
                let across = side == .bottom || side == .top
                if across && !tick.keepsCollidingLabel && Self.collides(placed.rect, taken) { continue }
                views[i] = placed
                if across { taken.append(placed.rect) }
            } else if anchored {
                let (rect, label) = anchoredRuns(
                    plan.labels[d][i], font: tick.font, at: at, side: side, preset: preset, anchor: anchor, plot: plot)
                if !label.isEmpty && (tick.keepsCollidingLabel || !Self.collides(rect, taken)) {
                    runs[i] = label
                    taken.append(rect)
                }
            } else {
                let label = labelRuns(
                    plan.labels[d][i], font: tick.font, at: at, side: side, plan: plan, stride: stride,
                    leading: tick.labelLeading, plot: plot)
                // A label kept inside the chart's edge can reach its neighbour (a date label that starts at the
                // last tick); Swift Charts leaves out the later of two colliding labels.
                let rect = (side == .bottom || side == .top) && plan.angle == 0 ? bounds(of: label) : nil
                if let rect, !tick.keepsCollidingLabel, Self.collides(rect, taken) { continue }
                runs[i] = label
                if let rect { taken.append(rect) }
            }
        }
        return (runs.flatMap { $0 }, views.compactMap { $0 })
    }

    /// The box around a label's upright lines.
    private func bounds(of runs: [TextRun]) -> Rect? {
        let boxes = runs.map(box)
        guard let minX = boxes.map(\.minX).min(), let minY = boxes.map(\.minY).min(),
            let maxX = boxes.map(\.maxX).max(), let maxY = boxes.map(\.maxY).max()
        else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The box an upright text run takes: its width, and its font's line from the ascent down.
    func box(of run: TextRun) -> Rect {
        let metrics = measurer.metrics(run.font)
        return Rect(
            x: run.origin.x, y: run.origin.y - metrics.ascent, width: measurer.width(of: run.text, font: run.font),
            height: metrics.height)
    }

    /// One value's label: beside the plot on y, centred under (or over) its tick on x or, with `leading`,
    /// starting there, or turned to end there.
    private func labelRuns(
        _ lines: [String], font: FontSpec, at position: Double, side: AxisSide, plan: AxisPlan,
        stride: Int, leading: Bool, plot: Rect
    ) -> [TextRun] {
        let fontMetrics = measurer.metrics(font)
        switch side {
        case .leading, .trailing:
            let total = Double(lines.count) * fontMetrics.height
            return lines.enumerated().map { row, line in
                let w = measurer.width(of: line, font: font)
                let x = side == .trailing ? plot.maxX + theme.axisLabelGap : plot.minX - theme.axisLabelGap - w
                let baseline = position - total / 2 + Double(row) * fontMetrics.height + fontMetrics.ascent
                return TextRun(text: line, origin: Point(x: x, y: baseline), font: font, color: theme.secondaryText)
            }
        case .bottom, .top:
            if plan.angle != 0 {
                return lines.first.map {
                    [turnedRun($0, font: font, at: position, side: side, angle: plan.angle, plot: plot)]
                } ?? []
            }
            let lineHeight = labelMetrics.height
            let tickSpace = theme.tickLength + 3
            let maxWidth = plan.scale.step.map { max($0 * Double(stride) - theme.categoryLabelGap, 12) }
            return lines.enumerated().map { row, line in
                let text = maxWidth.map { measurer.fitting(line, font: font, maxWidth: $0) } ?? line
                let w = measurer.width(of: text, font: font)
                let left = alongX(position, width: w, leading: leading)
                let baseline =
                    side == .bottom
                    ? plot.maxY + tickSpace + fontMetrics.ascent + Double(row) * lineHeight
                    : plot.minY - tickSpace - fontMetrics.descent - Double(lines.count - 1 - row) * lineHeight
                return TextRun(text: text, origin: Point(x: left, y: baseline), font: font, color: theme.secondaryText)
            }
        }
    }

    /// A turned label ending at its tick, reading up toward it, cut where it would leave the chart.
    private func turnedRun(
        _ line: String, font: FontSpec, at position: Double, side: AxisSide, angle: Double,
        plot: Rect
    ) -> TextRun {
        let metrics = measurer.metrics(font)
        let tickSpace = theme.tickLength + 3
        let (c, s) = (cos(angle), sin(angle))
        let room = abs(c) > 0.01 ? (position - content.minX) / abs(c) : maxTurnedLabelWidth
        let text = measurer.fitting(line, font: font, maxWidth: max(12, min(maxTurnedLabelWidth, room)))
        let w = measurer.width(of: text, font: font)
        let anchorY = side == .bottom ? plot.maxY + tickSpace : plot.minY - tickSpace
        // Place the end of the baseline so the text's vertical middle meets the tick: the middle lies
        // (ascent - descent) / 2 along the text's up direction, (sin, -cos) of its angle, from the baseline.
        let endX = position - s * (metrics.ascent - metrics.descent) / 2
        let endY = anchorY + abs(c) * (metrics.ascent - metrics.descent) / 2
        return TextRun(
            text: text, origin: Point(x: endX - w * c, y: side == .bottom ? endY - w * s : anchorY),
            font: font, color: theme.secondaryText, angle: angle)
    }

    private func strideOf(_ ticks: [GuideTick]) -> Int {
        guard ticks.count > 1 else { return 1 }
        return max(1, Int(saturating: (ticks[1].value - ticks[0].value).rounded()))
    }

    /// The lowest point of an axis's labels and title below the plot.
    func bottomExtent(of axis: PlacedAxis, plot: Rect) -> Double {
        guard axis.visible, axis.side == .bottom else { return plot.maxY }
        var bottom = plot.maxY
        let metrics = labelMetrics
        for run in axis.labels {
            // Text turned upward (negative angle) starts at its lowest point; turned downward it ends there.
            let drop = max(0, sin(run.angle)) * measurer.width(of: run.text, font: run.font)
            bottom = max(bottom, run.origin.y + drop + metrics.descent)
        }
        for view in axis.labelViews { bottom = max(bottom, view.rect.maxY) }
        for title in axis.titles where title.angle == 0 && title.origin.y > plot.maxY {
            bottom = max(bottom, title.origin.y + metrics.descent)
        }
        for view in axis.titleViews where view.rect.minY >= plot.maxY { bottom = max(bottom, view.rect.maxY) }
        return bottom
    }

    /// The rightmost point of an axis's labels and title beside the plot.
    func trailingExtent(of axis: PlacedAxis, plot: Rect) -> Double {
        guard axis.visible, axis.side == .trailing else { return plot.maxX }
        var right = plot.maxX
        for run in axis.labels { right = max(right, run.origin.x + measurer.width(of: run.text, font: run.font)) }
        for view in axis.labelViews { right = max(right, view.rect.maxX) }
        for title in axis.titles where title.angle != 0 && title.origin.x > plot.maxX {
            right = max(right, title.origin.x + labelMetrics.height)
        }
        // A turned title view is turned a quarter: its height lies across the axis.
        for view in axis.titleViews where view.rect.midX > plot.maxX {
            right = max(right, view.rect.midX + view.rect.height / 2)
        }
        return right
    }
}
