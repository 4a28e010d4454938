// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import ShipPlot

/// How the week chart draws each day's total.
public enum WeekMark: String, Sendable, CaseIterable {
    case bar, line, point, area
}

/// How a smooth week chart bends between days (`--smooth catmull-rom|monotone`).
public enum WeekSmoothing: String, Sendable, CaseIterable {
    /// Catmull-Rom, the default: rounded peaks, held to the data (never under the lowest day, so never under
    /// zero for counts, and level between two equal days).
    case catmullRom = "catmull-rom"
    /// The monotone cubic: never overshoots between two days, above or below; the honest choice for counts.
    case monotone
}

/// The ship-log charts as ready-made ShipPlot charts, shared by the commands and usable from code.
public enum ShipLogCharts {
    /// A log day as a chart data point: the start of its calendar day in UTC and its total.
    public struct DayTotal: Identifiable, Sendable {
        /// The day's start, in UTC (the charts bin days in UTC, so a date never shifts with the host's zone).
        public var date: Date
        /// Steps logged that day.
        public var total: Int
        /// The day identifies the point.
        public var id: Date { date }
    }

    /// `days` (oldest first) as chart points.
    public static func totals(_ days: [ShipDay]) -> [DayTotal] {
        days.map { DayTotal(date: $0.date.startOfDayUTC, total: $0.total) }
    }

    /// Totals per day on a day-unit date axis: bars by default; lines get circle symbols and, with `smooth`, a
    /// curve drawn as `smoothing` says (Catmull-Rom by default); areas are drawn translucent under their edge line.
    public static func week(
        _ days: [ShipDay], mark: WeekMark = .bar, smooth: Bool = false, smoothing: WeekSmoothing = .catmullRom
    ) -> Chart<some ChartContent> {
        let points = totals(days)
        let curve: InterpolationMethod = smooth ? (smoothing == .monotone ? .monotone : .catmullRom) : .linear
        return countAxis(
            Chart(points) { day in
                let x = PlottableValue.value("Day", day.date, unit: .day)
                let y = PlottableValue.value("Steps", day.total)
                switch mark {
                case .bar:
                    BarMark(x: x, y: y)
                case .line:
                    LineMark(x: x, y: y)
                        .symbol(.circle)
                        .interpolationMethod(curve)
                case .point:
                    PointMark(x: x, y: y)
                case .area:
                    AreaMark(x: x, y: y)
                        .interpolationMethod(curve)
                        .foregroundStyle(Color.blue.opacity(0.25))
                    LineMark(x: x, y: y)
                        .interpolationMethod(curve)
                }
            }, largest: points.map(\.total).max() ?? 0)
    }

    /// One step's count on one day, a segment of the stacked chart.
    public struct StepTotal: Sendable {
        /// The day's start, in UTC.
        public var date: Date
        /// The step name.
        public var step: String
        /// How many times the step was logged that day.
        public var count: Int
    }

    /// Per day (`days` oldest first), one bar split by step, bottom to top in `steps` order; the legend lists
    /// `steps` in that order and colours them with `palette` in that order, so a step keeps its colour whether
    /// or not it was logged in this window. Steps not in `steps` are not counted.
    /// `rest` is the series that stands for the steps not named ("5 more steps"), drawn grey.
    public static func stacked(
        _ days: [ShipDay], steps: [String], palette: StepPalette = .standard, rest: String? = nil
    ) -> Chart<some ChartContent> {
        var points: [StepTotal] = []
        points.reserveCapacity(days.count * steps.count)
        let perDay = days.map { day in Dictionary(day.steps.map { ($0, 1) }, uniquingKeysWith: +) }
        // Step by step, so each stack follows `steps` bottom to top; the colour scale's domain fixes the legend
        // and the colours to `steps`, logged in this window or not.
        for step in steps {
            for (day, counts) in zip(days, perDay) where (counts[step] ?? 0) > 0 {
                points.append(StepTotal(date: day.date.startOfDayUTC, step: step, count: counts[step] ?? 0))
            }
        }
        let largest = perDay.map { counts in steps.reduce(0) { $0 + (counts[$1] ?? 0) } }.max() ?? 0
        let chart = Chart {
            ForEach(points.indices, id: \.self) { index in
                BarMark(x: .value("Day", points[index].date, unit: .day), y: .value("Steps", points[index].count))
                    .foregroundStyle(by: .value("Step", points[index].step))
            }
            // Days with nothing logged still belong on the axis.
            if let first = days.first, let last = days.last {
                RuleMark(
                    xStart: .value("Day", first.date.startOfDayUTC, unit: .day),
                    xEnd: .value("Day", last.date.startOfDayUTC, unit: .day), y: .value("Steps", 0)
                )
                .foregroundStyle(Color.clear)
            }
        }
        .chartForegroundStyleScale(domain: steps, range: palette.colors(for: steps, rest: rest))
        .chartLegendTitled()
        return countAxis(chart, largest: largest)
    }

    /// One day's count per step as bars, in `counts` order (zeros included, so a missed step shows as an empty
    /// slot under the goal), in the step colours of `palette` or all in `barColor`, with a dashed red goal line at
    /// `goal` (none when `nil`). The steps are named on the x axis, so there is no legend.
    public static func day(
        _ counts: [StepCount], goal: Int?, barColor: Color? = nil, palette: StepPalette = .standard,
        rest: String? = nil
    ) -> Chart<some ChartContent> {
        let chart = Chart {
            ForEach(counts.indices, id: \.self) { index in
                if let barColor {
                    BarMark(x: .value("Step", counts[index].step), y: .value("Count", counts[index].count))
                        .foregroundStyle(barColor)
                } else {
                    BarMark(x: .value("Step", counts[index].step), y: .value("Count", counts[index].count))
                        .foregroundStyle(by: .value("Step", counts[index].step))
                }
            }
            if let goal {
                RuleMark(y: .value("Goal", goal))
                    .foregroundStyle(Color.red)
                    .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [5, 3]))
            }
        }
        .chartLegend(.hidden)
        .chartForegroundStyleScale(
            domain: counts.map(\.step), range: palette.colors(for: counts.map(\.step), rest: rest))
        return countAxis(chart, largest: max(counts.map(\.count).max() ?? 0, goal ?? 0))
    }

    /// The count axis, titled "Steps" so a chart says what it counts, with a floor: with only 0s and 1s the
    /// automatic domain is 0...1, so a single step fills the plot and the goal line sits on its top edge; below 4
    /// the domain is pinned to 0...4 (a tick per step). Every ship-log chart passes here, so this is also where
    /// they keep ShipPlot's own axis labels (days centred under their bars).
    static func countAxis<Content>(_ chart: Chart<Content>, largest: Int) -> Chart<Content> {
        let titled = chart.chartYAxisLabel("Steps").chartShipPlotAxisLabels()
        return largest < 4 ? titled.chartYScale(domain: 0...4) : titled
    }

    /// "Nov 22 – Nov 28, 2026" for the first and last day of a window.
    static func rangeText(_ days: [ShipDay]) -> String {
        guard let first = days.first?.date, let last = days.last?.date else { return "" }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        // No-break spaces keep "Nov 16, 2026" together when a narrow chart wraps its title.
        func day(_ d: LogDate) -> String { "\(months[d.month - 1])\u{A0}\(d.day)" }
        if first == last { return "\(day(first)),\u{A0}\(first.year)" }
        if first.year == last.year { return "\(day(first)) – \(day(last)),\u{A0}\(last.year)" }
        return "\(day(first)),\u{A0}\(first.year) – \(day(last)),\u{A0}\(last.year)"
    }
}

/// Logs with very many step names: the charts name the first `limit` steps and fold the rest into one
/// "N more steps" series, so a chart, its legend and its alt text stay readable and their cost stays linear in
/// the log's size (a legend of 400,000 names is neither).
enum StepFolding {
    /// The most steps a chart names before folding the rest: 12, or fewer when the palette has fewer colours
    /// (``StepPalette/limit``), so every step named and the rest each have a colour of their own.
    static let limit = 12

    /// The steps a chart shows: `steps` unchanged when there are at most `limit + 1` of them (one more than the
    /// palette has colours takes the palette's next, a deeper first colour, rather than folding a single step),
    /// else the first `limit` and a label for the rest, which never equals a shown name.
    static func shown(_ steps: [String], limit: Int = limit) -> (steps: [String], more: String?) {
        guard steps.count > limit + 1 else { return (steps, nil) }
        let kept = Array(steps.prefix(limit))
        let count = steps.count - limit
        var label = "\(grouped(count)) more steps"
        let names = Set(kept)
        while names.contains(label) { label = "…" + label }
        return (kept + [label], label)
    }

    /// `days` with every step past the first `limit` renamed to the fold's label; `steps` as `shown` gives them.
    /// `rest` is the fold's label, nil when nothing was folded.
    static func fold(_ days: [ShipDay], steps: [String], limit: Int = limit) -> (
        days: [ShipDay], steps: [String], rest: String?
    ) {
        let (shownSteps, more) = shown(steps, limit: limit)
        guard let more else { return (days, steps, nil) }
        let kept = Set(shownSteps.dropLast())
        let folded = days.map { day in ShipDay(date: day.date, steps: day.steps.map { kept.contains($0) ? $0 : more }) }
        return (folded, shownSteps, more)
    }

    /// `399988` → `399,988`, the same on every host (no locale).
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
