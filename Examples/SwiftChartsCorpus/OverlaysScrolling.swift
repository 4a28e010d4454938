// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

extension OverlaysCorpus {
    /// Scrollable charts at rest: the visible window from the initial scroll position.
    static var scrolling: [Entry] {
        [scrollWeek, scrollFromStart, scrollBinding, scrollMonths]
    }

    /// A week of daily bars visible out of four, starting at the second week, snapping to days.
    static var scrollWeek: Entry {
        Entry(
            "overlays12-scroll-week-from-initial-position",
            Chart(OverlaysData.sales) { element in
                BarMark(x: .value("Day", element.day, unit: .day), y: .value("Sales", element.sales))
                    .foregroundStyle(.blue)
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 3600 * 24 * 7)
            .chartScrollPosition(initialX: OverlaysData.day(7))
            .chartScrollTargetBehavior(
                .valueAligned(matching: DateComponents(hour: 0), majorAlignment: .matching(DateComponents(day: 1)))
            )
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisTick()
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
                }
            })
    }

    /// Twenty of sixty readings visible, from the start of the data (no initial position), paging.
    static var scrollFromStart: Entry {
        Entry(
            "overlays13-scroll-numbers-from-start",
            Chart(OverlaysData.signal) { sample in
                LineMark(x: .value("Index", sample.index), y: .value("Value", sample.value))
                    .foregroundStyle(.green)
                PointMark(x: .value("Index", sample.index), y: .value("Value", sample.value))
                    .foregroundStyle(.green)
                    .symbolSize(16)
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 20)
            .chartScrollTargetBehavior(.paging))
    }

    /// A scroll position binding (`.constant` here): the window starts at its value, ten days before the end.
    static var scrollBinding: Entry {
        let scrollPosition = Binding.constant(OverlaysData.day(18))
        return Entry(
            "overlays14-scroll-position-binding",
            Chart(OverlaysData.sales) { element in
                LineMark(x: .value("Day", element.day, unit: .day), y: .value("Sales", element.sales))
                    .foregroundStyle(.indigo)
                    .symbol(.circle)
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 3600 * 24 * 10)
            .chartScrollPosition(x: scrollPosition)
            .chartScrollTargetBehavior(.valueAligned(unit: 3600 * 24)))
    }

    /// Four of twelve months visible, from March: a category axis scrolls by whole bands.
    static var scrollMonths: Entry {
        Entry(
            "overlays15-scroll-categories-four-months",
            Chart(OverlaysData.monthly) { month in
                BarMark(x: .value("Month", month.month), y: .value("Revenue", month.revenue))
                    .foregroundStyle(.cyan)
                    .annotation(position: .top) {
                        Text("\(Int(month.revenue))").font(.caption)
                    }
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 4)
            .chartScrollPosition(initialX: "Mar"))
    }
}
