import Foundation
import ShipLog
import ShipPlot

/// How the week chart draws each day's total.
public enum WeekMark: String, Sendable, CaseIterable {
    case bar, line, point, area
}

/// The ship-log charts as ready-made ShipPlot charts, shared by the commands and usable from code.
public enum ShipLogCharts {
    /// A log day as a chart data point: the start of its calendar day in UTC and its total.
    public struct DayTotal: Identifiable, Sendable {
        /// The day's start, in UTC (the charts bin days in UTC, so a date never shifts with the host's zone).
        public var date: Date
        /// Steps logged that day.
        public var total: Int
        public var id: Date { date }
    }

    /// `days` (oldest first) as chart points.
    public static func totals(_ days: [ShipDay]) -> [DayTotal] {
        days.map { DayTotal(date: $0.date.startOfDay(in: utc), total: $0.total) }
    }

    static let utc = TimeZone(identifier: "UTC")!

    /// Totals per day on a day-unit date axis: bars by default; lines get circle symbols and, with `smooth`, a
    /// Catmull-Rom curve; areas are drawn translucent under their edge line.
    public static func week(_ days: [ShipDay], mark: WeekMark = .bar, smooth: Bool = false) -> Chart<some ChartContent> {
        let points = totals(days)
        let curve: InterpolationMethod = smooth ? .catmullRom : .linear
        return Chart(points) { day in
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
        }
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
