// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import ShipPlot

/// What `shipplot chart` was asked to draw, before the table is read.
struct TableRequest {
    var x: String?
    var y: String?
    var color: String?
    var xType: FieldType?
    var yType: FieldType?
    var mark: DataMark
    var aggregate: DataAggregate
    var unit: DateUnit?
    var stacking: DataStacking?
    var grouped: Bool
    var smoothing: WeekSmoothing?
    /// `--all-points`: every point of a scatter a symbol of its own.
    var allPoints = false
    var source: String

    /// The fields to read, in the order the plan uses them: x, then y and the colour when given.
    var fields: [String] { [x ?? ""] + [y, color].compactMap { $0 } }

    /// Refuses the request against the table's field names: a missing `--x` or `--y`, or a name the table
    /// lacks, each listing the fields (with the nearest one when it is close).
    func check(_ fields: [String]) throws {
        guard let x else {
            throw UsageError("missing --x FIELD, expected one of \(Self.list(fields))")
        }
        if y == nil && aggregate != .count {
            throw UsageError(
                "missing --y FIELD, expected the field to measure, one of \(Self.list(fields)) (or --aggregate "
                    + "count to count rows)")
        }
        for (option, name) in [("--x", x), ("--y", y), ("--color", color)] {
            guard let name, !fields.contains(name) else { continue }
            var problem = "\(VisibleText.quoted(name, limit: 40)) is not a field of \(source)"
            // A one- or two-letter name is a letter or two from every other short one: only its case may differ.
            let distance = name.unicodeScalars.prefix(3).count > 2 ? suggestionDistance(for: name) : 0
            if let near = closestMatch(to: name, in: fields, maxDistance: distance) {
                problem += " (did you mean \(VisibleText.quoted(near, limit: 40))?)"
            } else {
                problem += ", expected one of \(Self.list(fields))"
            }
            throw UsageError.invalidValue(option, problem: problem)
        }
    }

    /// `"date", "downloads" or "platform"`, the first dozen of a long list.
    static func list(_ fields: [String]) -> String {
        guard !fields.isEmpty else { return "no fields (the table names none)" }
        return NameList.oneOf(fields, quotedUpTo: 40)
    }
}

/// The points and style of a data chart, worked out from a request and its table.
struct TablePlan {
    var points: TablePoints
    var style: DataChartStyle

    /// The most categories put along an axis: more are narrower than a readable label on the widest chart.
    static let categoryLimit = 1_000

    /// The plan for `request` over `table`, for a chart `width` points wide naming at most `seriesLimit` series.
    init(_ request: TableRequest, table: Table, width: Double, seriesLimit: Int = StepFolding.limit) throws {
        let x = request.x ?? ""
        let xTyping = FieldTyping(table: table, column: 0, name: x, option: "--x")
        let xType = try xTyping.type(explicit: request.xType)
        var yTyping: FieldTyping?
        var yType = FieldType.number
        if let y = request.y {
            let typing = FieldTyping(table: table, column: 1, name: y, option: "--y")
            yTyping = typing
            // Counting needs only whether a row has a value.
            if request.aggregate != .count { yType = try typing.type(explicit: request.yType, strict: true) }
        }
        // Numbers along y, unless only x holds them: then the keys run down the y axis.
        let horizontal = yType != .number
        if horizontal { try Self.checkHorizontal(request, xType: xType, y: yTyping, yType: yType) }
        let (keyTyping, dateType, keyOption) = horizontal ? (yTyping!, yType, "--y") : (xTyping, xType, "--x")
        var keyType = dateType
        var key = try keyTyping.values(as: keyType)
        var value: FieldColumn?
        if horizontal {
            value = try xTyping.values(as: .number)
        } else if let yTyping {
            value =
                request.aggregate == .count ? .presence(table.columns[yTyping.column]) : try yTyping.values(as: .number)
        }
        try Self.checkKey(key, typing: keyTyping, type: keyType, option: keyOption, request: request, table: table)
        var unit = Self.unit(request, key: key, type: keyType, width: width)
        var keyLabel = keyTyping.name
        if let years = Self.yearsPerBar(request, key: key, unit: unit, width: width) {
            // More years than bars fit: bars of several years each, keyed by their first year.
            key = Self.years(key, per: years)
            (keyType, unit) = (.number, nil)
            keyLabel += " (\(years) years a bar)"
        }
        var series: FieldColumn?
        if let color = request.color {
            series = try FieldTyping(table: table, column: table.columns.count - 1, name: color, option: "--color")
                .values(as: .category)
        }
        points = TablePoints(
            key: key, value: value, series: series, aggregate: request.aggregate, unit: unit, seriesLimit: seriesLimit)
        style = DataChartStyle(
            mark: request.mark, horizontal: horizontal, keyLabel: keyLabel,
            valueLabel: Self.valueLabel(request, field: horizontal ? x : request.y, merged: points.merged),
            seriesLabel: request.color, seriesNames: points.seriesNames, restSeries: points.rest, unit: unit,
            stacking: request.stacking ?? .standard, grouped: request.grouped, smoothing: request.smoothing,
            allPoints: request.allPoints)
        try checkSize(table)
    }

    /// Keys down the y axis need numbers along x, and a mark that can lie along x.
    private static func checkHorizontal(
        _ request: TableRequest, xType: FieldType, y: FieldTyping?, yType: FieldType
    ) throws {
        guard xType == .number, let y else {
            // A type given on the command line is what took the numbers away: name it, not the data.
            let given = [("--x-type", request.xType), ("--y-type", request.yType)].compactMap { option, type in
                type.map { "\(option) \($0.rawValue)" }
            }
            let read = given.isEmpty ? "" : " as read with \(given.joined(separator: " and "))"
            throw UsageError(
                "neither --x \(VisibleText.quoted(request.x ?? "", limit: 40)) nor --y "
                    + "\(VisibleText.quoted(request.y ?? "", limit: 40)) holds numbers\(read), expected numbers in one "
                    + "of them to measure (or --aggregate count to count rows)")
        }
        if request.mark == .line || request.mark == .area {
            throw UsageError(
                "--mark \(request.mark.rawValue) draws numbers up the y axis, and --y "
                    + "\(VisibleText.quoted(y.name, limit: 40)) holds \(yType.plural), expected a number "
                    + "field as --y (bars, points and rules can also lie along x, with the numbers as --x)")
        }
    }

    /// Refuses keys that cannot be drawn along an axis: too many categories, or a `--unit` on keys that are no dates.
    private static func checkKey(
        _ key: FieldColumn, typing: FieldTyping, type: FieldType, option: String, request: TableRequest, table: Table
    ) throws {
        if case .categories(_, let names) = key, names.count > categoryLimit {
            throw ShipLogError(
                .badData, source: table.source,
                message: "\(option) \(VisibleText.quoted(typing.name, limit: 40)) has "
                    + "\(StepFolding.grouped(names.count)) different values, expected at most "
                    + "\(StepFolding.grouped(categoryLimit)) along an axis (put the field on --color, which "
                    + "names the first \(StepFolding.limit), or give \(option)-type number or date if it "
                    + "holds those)")
        }
        if let unit = request.unit, type != .date {
            throw UsageError(
                "--unit \(unit.rawValue) bins dates, and \(option) \(VisibleText.quoted(typing.name, limit: 40)) "
                    + "holds \(type.plural), expected a date field there (or \(option)-type date)")
        }
    }

    /// `--unit`, else for dates the unit they fall on, coarser for bars too many for the width.
    private static func unit(_ request: TableRequest, key: FieldColumn, type: FieldType, width: Double) -> DateUnit? {
        guard type == .date, request.unit == nil, case .dates(let dates) = key else { return request.unit }
        let aligned = DateUnit.aligned(dates)
        // A bar needs room: about 3 points of band each.
        guard request.mark == .bar else { return aligned }
        return DateUnit.forBars(dates, aligned: aligned, maximumBins: max(width / 3, 10))
    }

    /// Years a bar when yearly bars over the dates would be narrower than a bar needs (about 3 points, as
    /// for the other units): 2, 5, 10, 20, 50, 100 … years, the fewest that fit; nil when yearly bars fit or the
    /// chart has no yearly bars.
    private static func yearsPerBar(_ request: TableRequest, key: FieldColumn, unit: DateUnit?, width: Double) -> Int? {
        guard request.mark == .bar, unit == .year, case .dates(let seconds) = key else { return nil }
        let present = seconds.filter { !$0.isNaN }
        guard let low = present.min(), let high = present.max() else { return nil }
        let (first, last) = (year(low), year(high))
        let maximumBins = max(width / 3, 10)
        guard Double(last - first + 1) > maximumBins else { return nil }
        var size = 1
        for step in [2, 5] + (1...9).flatMap({ power in [1, 2, 5].map { $0 * Int(pow(10.0, Double(power))) } }) {
            size = step
            if Double(floorDivide(last, step) - floorDivide(first, step) + 1) <= maximumBins { break }
        }
        return size
    }

    /// The year (UTC) `seconds` since 1970 fall in.
    private static func year(_ seconds: Double) -> Int {
        FieldText.civil(fromDays: FieldText.day(ofSeconds: seconds)).year
    }

    /// `a` divided by `b`, rounded down (years before 1 included).
    private static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// Dates as the first year of their `size`-year bin, as numbers.
    private static func years(_ key: FieldColumn, per size: Int) -> FieldColumn {
        guard case .dates(let seconds) = key else { return key }
        return .numbers(seconds.map { $0.isNaN ? .nan : Double(floorDivide(year($0), size) * size) })
    }

    /// The value axis's title: the field, with its aggregate when rows were merged; "Count" for counts.
    private static func valueLabel(_ request: TableRequest, field: String?, merged: Bool) -> String {
        var label: String
        switch (request.aggregate, field) {
        case (.count, _): label = "Count"
        case (_, let field?) where merged: label = "\(field) (\(request.aggregate.rawValue))"
        case (_, let field?): label = field
        case (_, nil): label = "Count"
        }
        if request.stacking == .normalized && request.color != nil { label = "Share of " + label + " (%)" }
        return label
    }

    /// Refuses what cannot be drawn: a sum or a stack past the largest number, more bars than pixels.
    private func checkSize(_ table: Table) throws {
        if points.values.contains(where: { !$0.isFinite }) {
            throw ShipLogError(
                .badData, source: table.source,
                message: "the sum at one x of \(VisibleText.quoted(style.valueLabel, limit: 40)) is past the largest "
                    + "number, expected values that add up to less (or --aggregate mean, min or max)")
        }
        if let key = points.overflowingStack(stacking: style.stackingMethod, stacks: stacks) {
            let at = TableAltText.key(key, points, style)
            throw ShipLogError(
                .badData, source: table.source,
                message: "the stack of \(VisibleText.quoted(style.valueLabel, limit: 40)) at \(at) adds up past the "
                    + "largest number, expected values that add up to less (or --stacking normalized or none)")
        }
        let streams = style.mark == .line || style.mark == .point
        if !streams && points.count > DataCharts.markLimit {
            let what = style.mark == .bar ? "bars" : style.mark == .area ? "area points" : "rules"
            let hint =
                points.keyType == .date
                ? "bin the dates with --unit day, week, month or year, or draw --mark line"
                : "draw --mark line or point"
            throw ShipLogError(
                .badData, source: table.source,
                message: "\(StepFolding.grouped(points.count)) \(what) are too many to draw, expected at most "
                    + "\(StepFolding.grouped(DataCharts.markLimit)) (\(hint))")
        }
    }
}

extension TablePlan {
    /// Whether the marks stack by colour: bars and areas with a colour field, not side by side.
    var stacks: Bool { (style.mark == .bar || style.mark == .area) && style.seriesLabel != nil && !style.grouped }
}

extension TablePoints {
    /// The first key whose stack of positive or of negative values adds up past the largest double, for
    /// `stacking` of standard or center; nil when every stack fits or nothing stacks.
    func overflowingStack(stacking: MarkStackingMethod, stacks: Bool) -> Double? {
        guard stacks, stacking == .standard || stacking == .center else { return nil }
        var index = 0
        while index < count {
            let key = keys[index]
            var (up, down) = (0.0, 0.0)
            let start = index
            while index < count, keys[index] == key {
                if values[index] >= 0 { up += values[index] } else { down += values[index] }
                index += 1
            }
            if !up.isFinite || !down.isFinite { return keys[start] }
        }
        return nil
    }
}

extension FieldColumn {
    /// 1 where a row has a value and NaN where it has none, for counting rows.
    static func presence(_ cells: [TableCell]) -> FieldColumn {
        .numbers(cells.map { $0.isMissing ? .nan : 1 })
    }
}
