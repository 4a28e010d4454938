import Foundation

/// The one-paragraph description of a data chart for `--alt-text` (and an SVG's `<desc>`): what is charted
/// against what, how many points over which range, and where the highest and lowest are.
enum TableAltText {
    static func describe(_ points: TablePoints, style: DataChartStyle) -> String {
        var text = "\(style.mark.phrase) of \(style.valueLabel) by \(style.keyLabel)"
        if let series = style.seriesLabel {
            text += ", coloured by \(series) (\(StepSelection.list(style.seriesNames)))"
        }
        guard let first = points.keys.first, let last = points.keys.last else { return text + ", with no points." }
        let count = points.count == 1 ? "1 point" : "\(StepFolding.grouped(points.count)) points"
        switch points.keyType {
        case .category:
            let categories = points.categories.count == 1 ? "1 category" : "\(points.categories.count) categories"
            text += ": \(count) over \(categories)"
        case .number, .date:
            text += ": \(count), \(style.keyLabel) from \(key(first, points, style)) to \(key(last, points, style))"
        }
        func at(_ index: Int) -> String {
            let series = style.seriesLabel == nil ? "" : " (\(points.seriesNames[Int(points.series[index])]))"
            return "\(number(points.values[index])) at \(key(points.keys[index], points, style))\(series)"
        }
        if let high = points.values.indices.max(by: { points.values[$0] < points.values[$1] }),
            let low = points.values.indices.min(by: { points.values[$0] < points.values[$1] })
        {
            text += high == low ? "; the value is \(at(high))" : "; the highest is \(at(high)), the lowest \(at(low))"
        }
        return text + "."
    }

    /// A key as the chart's reader knows it: a category's name, a number, or a date to its unit.
    static func key(_ key: Double, _ points: TablePoints, _ style: DataChartStyle) -> String {
        switch points.keyType {
        case .category: return points.categories[Int(key)]
        case .number: return number(key)
        case .date:
            let days = Int((key / 86400).rounded(.down))
            let date = FieldText.civil(fromDays: days)
            func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            let day = "\(date.year)-\(two(date.month))-\(two(date.day))"
            switch style.unit {
            case .year?: return "\(date.year)"
            case .month?: return "\(date.year)-\(two(date.month))"
            case .day?, .week?: return day
            case .hour?, nil:
                let seconds = Int(key - Double(days) * 86400)
                return "\(day) \(two(seconds / 3600)):\(two(seconds / 60 % 60))"
                    + (seconds % 60 == 0 ? "" : ":\(two(seconds % 60))") + " UTC"
            }
        }
    }

    /// `1,234`, `-12`, `0.125`: whole numbers with thousands grouped, others to four significant digits.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            let whole = Int(value)
            return (whole < 0 ? "-" : "") + StepFolding.grouped(abs(whole))
        }
        return String(format: "%.4g", value)
    }
}
