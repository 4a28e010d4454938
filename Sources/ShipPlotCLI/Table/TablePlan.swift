// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

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
            let near = fields.first { $0.lowercased() == name.lowercased() }
            // A one- or two-letter name is a letter or two from every other short one: no guess there.
            let distance = name.count > 2 ? suggestionDistance(for: name) : 0
            if let near = near ?? closestMatch(to: name, in: fields, maxDistance: distance) {
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
        let shown = fields.prefix(12).map { VisibleText.quoted($0, limit: 40) }
        if fields.count > 12 { return shown.joined(separator: ", ") + " or \(fields.count - 12) more" }
        if shown.count == 1 { return shown[0] }
        return shown.dropLast().joined(separator: ", ") + " or " + shown[shown.count - 1]
    }
}

/// The points and style of a data chart, worked out from a request and its table.
struct TablePlan {
    var points: TablePoints
    var style: DataChartStyle

    /// The most categories put along an axis: more are narrower than a readable label on the widest chart.
    static let categoryLimit = 1_000

    /// The plan for `request` over `table`, for a chart `width` points wide.
    init(_ request: TableRequest, table: Table, width: Double) throws {
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
        let (keyTyping, keyType, keyOption) = horizontal ? (yTyping!, yType, "--y") : (xTyping, xType, "--x")
        let key = try keyTyping.values(as: keyType)
        var value: FieldColumn?
        if horizontal {
            value = try xTyping.values(as: .number)
        } else if let yTyping {
            value =
                request.aggregate == .count ? .presence(table.columns[yTyping.column]) : try yTyping.values(as: .number)
        }
        try Self.checkKey(key, typing: keyTyping, type: keyType, option: keyOption, request: request, table: table)
        let unit = Self.unit(request, key: key, type: keyType, width: width)
        var series: FieldColumn?
        if let color = request.color {
            series = try FieldTyping(table: table, column: table.columns.count - 1, name: color, option: "--color")
                .values(as: .category)
        }
        points = TablePoints(key: key, value: value, series: series, aggregate: request.aggregate, unit: unit)
        style = DataChartStyle(
            mark: request.mark, horizontal: horizontal, keyLabel: keyTyping.name,
            valueLabel: Self.valueLabel(request, field: horizontal ? x : request.y, merged: points.merged),
            seriesLabel: request.color, seriesNames: points.seriesNames, unit: unit,
            stacking: request.stacking ?? .standard, grouped: request.grouped, smoothing: request.smoothing)
        try checkSize(table)
    }

    /// Keys down the y axis need numbers along x, and a mark that can lie along x.
    private static func checkHorizontal(
        _ request: TableRequest, xType: FieldType, y: FieldTyping?, yType: FieldType
    ) throws {
        guard xType == .number, let y else {
            throw UsageError(
                "neither --x \(VisibleText.quoted(request.x ?? "", limit: 40)) nor --y "
                    + "\(VisibleText.quoted(request.y ?? "", limit: 40)) holds numbers, expected numbers in one of "
                    + "them to measure (or --aggregate count to count rows)")
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
                    + "names the first \(TablePoints.seriesLimit), or give \(option)-type number or date if it "
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

    /// Refuses what cannot be drawn: a value that overflowed in its aggregate, more bars than pixels.
    private func checkSize(_ table: Table) throws {
        if points.values.contains(where: { !$0.isFinite }) {
            throw ShipLogError(
                .badData, source: table.source,
                message: "the sum at one x of \(VisibleText.quoted(style.valueLabel, limit: 40)) is past the largest "
                    + "number, expected values that add up to less (or --aggregate mean, min or max)")
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

extension FieldColumn {
    /// 1 where a row has a value and NaN where it has none, for counting rows.
    static func presence(_ cells: [TableCell]) -> FieldColumn {
        .numbers(cells.map { $0.isMissing ? .nan : 1 })
    }
}
