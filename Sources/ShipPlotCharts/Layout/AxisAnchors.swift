// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Axis labels placed by an anchor, as `AxisValueLabel(anchor:)` and `AxisMarks(preset:)` ask: the label's
/// anchor point sits at its value's label point, beside the plot or, with `.inset`, just inside it.
extension LayoutEngine {
    /// How far inset labels keep from the plot's edge and from their grid line.
    static let insetGap = 4.0

    /// Whether a declaration's labels go through the anchored path: the default path keeps the thinning and
    /// turning of labels beside the plot, and draws the same as before anchors existed.
    static func anchors(_ preset: AxisMarkPreset, _ tick: GuideTick, angle: Double) -> Bool {
        angle == 0 && (preset == .inset || preset == .aligned || tick.labelAnchor != nil)
    }

    /// The point a label's anchor is placed at, and the anchor a side uses unless the label names one: beside the
    /// plot facing it, or with `.inset` inside it, above its grid line on y and above the baseline on x.
    func labelPoint(at position: Double, side: AxisSide, inset: Bool, plot: Rect) -> (Point, UnitPoint) {
        let tickSpace = theme.tickLength + 3
        let gap = theme.axisLabelGap
        let inner = Self.insetGap
        switch (side, inset) {
        case (.bottom, false): return (Point(x: position, y: plot.maxY + tickSpace), .top)
        case (.bottom, true): return (Point(x: position, y: plot.maxY - inner), .bottom)
        case (.top, false): return (Point(x: position, y: plot.minY - tickSpace), .bottom)
        case (.top, true): return (Point(x: position, y: plot.minY + inner), .top)
        case (.leading, false): return (Point(x: plot.minX - gap, y: position), .trailing)
        case (.leading, true): return (Point(x: plot.minX + inner, y: position), .bottomLeading)
        case (.trailing, false): return (Point(x: plot.maxX + gap, y: position), .leading)
        case (.trailing, true): return (Point(x: plot.maxX - inner, y: position), .bottomTrailing)
        }
    }

    /// The rectangle of a label of `size` placed by its anchor. On y a label hanging above or below its value
    /// keeps a small gap from the grid line. Along the axis, `.aligned` and `.inset` labels stay within the plot's
    /// span, others within the chart.
    func anchoredRect(
        size: ViewSize, at position: Double, side: AxisSide, preset: AxisMarkPreset, anchor: UnitPoint?,
        plot: Rect
    ) -> Rect {
        let (point, fallback) = labelPoint(at: position, side: side, inset: preset == .inset, plot: plot)
        let a = Self.usable(anchor) ?? fallback
        var x = point.x - Double(a.x) * size.width
        var y = point.y - Double(a.y) * size.height
        let withinPlot = preset == .inset || preset == .aligned
        switch side {
        case .bottom, .top:
            let (low, high) = withinPlot ? (plot.minX, plot.maxX) : (content.minX, content.maxX)
            x = min(max(x, low), high - size.width)
        case .leading, .trailing:
            y += (0.5 - Double(a.y)) * Self.insetGap
            if withinPlot { y = min(max(y, plot.minY), plot.maxY - size.height) }
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// A text label's lines in its anchored rectangle, each aligned toward the anchor's side, and the rectangle.
    func anchoredRuns(
        _ lines: [String], font: FontSpec, at position: Double, side: AxisSide, preset: AxisMarkPreset,
        anchor: UnitPoint?, plot: Rect
    ) -> (Rect, [TextRun]) {
        let metrics = measurer.metrics(font)
        let widths = lines.map { measurer.width(of: $0, font: font) }
        let size = ViewSize(width: widths.max() ?? 0, height: Double(lines.count) * metrics.height)
        let rect = anchoredRect(size: size, at: position, side: side, preset: preset, anchor: anchor, plot: plot)
        let a = Self.usable(anchor) ?? labelPoint(at: position, side: side, inset: preset == .inset, plot: plot).1
        return (
            rect,
            lines.enumerated().map { row, line in
                let x = rect.minX + (rect.width - widths[row]) * Double(a.x)
                let baseline = rect.minY + Double(row) * metrics.height + metrics.ascent
                return TextRun(text: line, origin: Point(x: x, y: baseline), font: font, color: theme.secondaryText)
            }
        )
    }

    /// How far a label that starts at its tick keeps from the tick's grid line.
    static let leadingLabelGap = 2.0

    /// Where an x label of `width` starts, kept inside the chart: centred on `position`, or with `leading` just
    /// past it.
    func alongX(_ position: Double, width: Double, leading: Bool) -> Double {
        let start = leading ? position + Self.leadingLabelGap : position - width / 2
        return min(max(start, content.minX), content.maxX - width)
    }

    /// The anchor of a label that starts at its tick when it is placed by anchor (`.inset`, `.aligned`): its
    /// leading edge at the tick, on the side's own edge. Nil for other labels, which keep the side's default.
    static func leadingAnchor(_ tick: GuideTick, side: AxisSide, inset: Bool) -> UnitPoint? {
        guard tick.labelLeading else { return nil }
        switch side {
        case .bottom: return inset ? .bottomLeading : .topLeading
        case .top: return inset ? .topLeading : .bottomLeading
        case .leading, .trailing: return nil
        }
    }

    /// An anchor a label can be placed by: finite and within a few label sizes of the label (bad input such as
    /// `UnitPoint(x: .nan, y: 1e12)` falls back to the side's default).
    static func usable(_ anchor: UnitPoint?) -> UnitPoint? {
        guard let anchor, anchor.x.isFinite, anchor.y.isFinite, abs(anchor.x) <= 10, abs(anchor.y) <= 10 else {
            return nil
        }
        return anchor
    }

    /// Whether `rect` overlaps any of `taken` by more than half a point: Swift Charts leaves out a label that
    /// would collide with one already drawn.
    static func collides(_ rect: Rect, _ taken: [Rect]) -> Bool {
        taken.contains {
            min(rect.maxX, $0.maxX) - max(rect.minX, $0.minX) > 0.5
                && min(rect.maxY, $0.maxY) - max(rect.minY, $0.minY) > 0.5
        }
    }
}
