// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// How a field's text becomes values, decided once its values have been looked at.
enum FieldReading: Equatable, Sendable {
    case number
    case date(DateReader)
    case category

    var type: FieldType {
        switch self {
        case .number: .number
        case .date: .date
        case .category: .category
        }
    }
}

/// How a date field's text is read: the forms `DateInference` knows (with the order of day and month when the
/// values need one), a pattern, or numbers as years or Unix time.
enum DateReader: Equatable, Sendable {
    case inferred(DayOrder?)
    case pattern(DatePattern)
    case epoch(EpochUnit)

    /// Seconds since 1970 of `bytes`, or nil when they are not a date this way.
    func seconds(_ bytes: ArraySlice<UInt8>) -> Double? {
        switch self {
        case .inferred(let order): DateInference.read(bytes).seconds(order: order)
        case .pattern(let pattern): pattern.read(bytes)
        case .epoch(let unit): FieldText.number(bytes: bytes).flatMap(unit.seconds)
        }
    }

    /// What a value that does not read should have looked like, for messages.
    var expected: String {
        switch self {
        case .inferred: "a date such as 2026-11-28, 2026/11/28, Nov 28 2026 or 2026-11-28T14:30:00Z"
        case .pattern(let pattern): "a date written as \(VisibleText.quoted(pattern.text))"
        case .epoch(let unit): unit == .years ? "a year such as 2026" : "a number of \(unit.rawValue) since 1970"
        }
    }
}

/// How a field's values split by kind, counted in one pass, with the first few rows of each kind for messages,
/// and what dates and numbers need to be read later: which order of day and month the dates allow, and the
/// numbers' range.
struct FieldProfile {
    var numbers = 0
    var dates = 0
    var texts = 0
    var missing = 0
    /// The first three rows of each kind.
    var numberRows: [Int] = []
    var dateRows: [Int] = []
    var textRows: [Int] = []
    /// Dates such as `13/01/2012` that read only day first, or only month first, and ones that read either way
    /// as different days; the first row of each.
    var dayFirstOnly = (count: 0, row: -1)
    var monthFirstOnly = (count: 0, row: -1)
    var eitherOrder = (count: 0, row: -1, separator: UInt8(ascii: "/"))
    /// The numbers' range, and whether all are whole.
    var low = Double.infinity
    var high = -Double.infinity
    var allWhole = true

    /// The profile of column `column` of `table`; a JSON string is never a number, and with `pattern` a date is
    /// what the pattern reads.
    init(_ table: Table, column: Int, pattern: DatePattern?) {
        for (row, cell) in table.columns[column].enumerated() {
            if cell.isMissing {
                missing += 1
                continue
            }
            let bytes = table.slice(cell)
            // 1e400 is a number, too large to chart: counted as one, so the message says what is wrong with it.
            if !cell.isQuoted, FieldText.isNumberSyntax(bytes) {
                numbers += 1
                if numberRows.count < 3 { numberRows.append(row) }
                let number = FieldText.number(bytes: bytes) ?? .nan
                (low, high) = (min(low, number), max(high, number))
                if number != number.rounded() { allWhole = false }
            } else if isDate(bytes, row: row, pattern: pattern) {
                dates += 1
                if dateRows.count < 3 { dateRows.append(row) }
            } else {
                texts += 1
                if textRows.count < 3 { textRows.append(row) }
            }
        }
    }

    private mutating func isDate(_ bytes: ArraySlice<UInt8>, row: Int, pattern: DatePattern?) -> Bool {
        if let pattern { return pattern.read(bytes) != nil }
        switch DateInference.read(bytes) {
        case .none: return false
        case .date: return true
        case .numeric(let monthFirst, let dayFirst, let separator):
            if monthFirst == nil {
                dayFirstOnly.count += 1
                if dayFirstOnly.row < 0 { dayFirstOnly.row = row }
            } else if dayFirst == nil {
                monthFirstOnly.count += 1
                if monthFirstOnly.row < 0 { monthFirstOnly.row = row }
            } else if monthFirst != dayFirst {
                eitherOrder.count += 1
                if eitherOrder.row < 0 { eitherOrder = (eitherOrder.count, row, separator) }
            }
            return true
        }
    }

    var present: Int { numbers + dates + texts }
}

/// Turns a table field into a typed column: the type given, else the one its values share.
struct FieldTyping {
    let table: Table
    /// Which of the table's columns.
    let column: Int
    /// The field's name, and the option that named it (`--x`), for messages.
    let name: String
    let option: String

    /// How the field is read: `explicit` when given, else inferred. Every present value a number → number, a
    /// date → date, none of either → category. A field with both kinds, or mostly numbers or dates and some other
    /// text, is refused, naming the odd rows, since charting it either way would hide rows. With `strict` (a
    /// measured field), any text among numbers or dates is refused. Dates whose day and month could be read either
    /// way, with no value to say which, are refused unless `pattern` reads them.
    func reading(explicit: FieldType?, pattern: DatePattern?, strict: Bool = false) throws -> FieldReading {
        let profile = FieldProfile(table, column: column, pattern: pattern)
        switch explicit {
        case .number?: return .number
        case .category?: return .category
        case .date?: return .date(try dateReader(profile, pattern: pattern, explicit: true))
        case nil: break
        }
        guard profile.present > 0 else {
            throw ShipLogError(
                .badData, source: table.source,
                message: "field \(quoted) has no values (every row leaves it empty), expected at least one")
        }
        if profile.texts == 0 && profile.dates == 0 {
            if pattern == nil, profile.allWhole,
                let unit = EpochUnit.looksLikeUnixTime(name: name, low: profile.low, high: profile.high)
            {
                return .date(.epoch(unit))
            }
            return .number
        }
        if profile.texts == 0 && profile.numbers == 0 {
            return .date(try dateReader(profile, pattern: pattern, explicit: false))
        }
        try refuseMixed(profile, strict: strict)
        return .category
    }

    /// Numbers and dates, or mostly numbers or dates among text: the fewer kind is named, row by row.
    private func refuseMixed(_ profile: FieldProfile, strict: Bool) throws {
        if profile.texts == 0 {
            let numbersFewer = profile.numbers <= profile.dates
            throw mixed(
                rows: numbersFewer ? profile.numberRows : profile.dateRows,
                count: numbersFewer ? profile.numbers : profile.dates, kind: numbersFewer ? .number : .date,
                others: numbersFewer ? profile.dates : profile.numbers, othersType: numbersFewer ? .date : .number)
        }
        let typed = profile.numbers + profile.dates
        guard typed > 0 && (typed > profile.texts || strict) else { return }
        // The fewer are the odd ones; on a tie, the text.
        if typed < profile.texts {
            let numbers = profile.numbers > 0
            throw mixed(
                rows: numbers ? profile.numberRows : profile.dateRows, count: numbers ? profile.numbers : profile.dates,
                kind: numbers ? .number : .date, others: profile.texts, othersType: .category)
        }
        let majority: FieldType = profile.numbers >= profile.dates ? .number : .date
        throw mixed(rows: profile.textRows, count: profile.texts, kind: .category, others: typed, othersType: majority)
    }

    /// How dates of this field are read: the pattern, numbers as years or Unix time (only when asked for dates),
    /// or the inferred forms in the one order of day and month the values allow.
    private func dateReader(_ profile: FieldProfile, pattern: DatePattern?, explicit: Bool) throws -> DateReader {
        if let pattern { return .pattern(pattern) }
        if explicit && profile.dates == 0 && profile.numbers > 0 {
            return .epoch(
                EpochUnit.forValues(
                    maximumMagnitude: max(abs(profile.low), abs(profile.high)), allWhole: profile.allWhole))
        }
        let (dayFirst, monthFirst, either) = (profile.dayFirstOnly, profile.monthFirstOnly, profile.eitherOrder)
        if dayFirst.count > 0 && monthFirst.count > 0 {
            throw table.error(
                column: column, row: dayFirst.row,
                "field \(quoted): \(value(dayFirst.row)) reads only day first, but \(value(monthFirst.row)) (line "
                    + "\(table.place(column: column, row: monthFirst.row).line)) only month first, expected one order "
                    + "of day and month in a field")
        }
        if dayFirst.count > 0 { return .inferred(.dayFirst) }
        if monthFirst.count > 0 { return .inferred(.monthFirst) }
        if either.count > 0 {
            let s = either.separator
            throw table.error(
                column: column, row: either.row,
                "field \(quoted): \(value(either.row)) could be month first or day first, and no value has a number "
                    + "above 12 to say which, expected --date-format \(DayOrder.monthFirst.pattern(separator: s)) "
                    + "(month first) or --date-format \(DayOrder.dayFirst.pattern(separator: s)) (day first)")
        }
        return .inferred(nil)
    }

    private var quoted: String { VisibleText.quoted(name, limit: 40) }

    private func value(_ row: Int) -> String { VisibleText.quoted(table.text(table.columns[column][row]), limit: 40) }

    /// A field with `count` values of `kind` among `others` of `othersType`: the first is named with its line and
    /// column, the next two by line.
    private func mixed(rows: [Int], count: Int, kind: FieldType, others: Int, othersType: FieldType) -> ShipLogError {
        let first = rows[0]
        let what = kind == .category ? "is not \(othersType.phrase)" : "is \(kind.phrase)"
        var odd = "\(value(first)) \(what)"
        if count > 1 {
            let more = rows.dropFirst().map { "\(value($0)) on line \(table.place(column: column, row: $0).line)" }
            let rest = count - rows.count
            let tail = rest > 0 ? " and \(StepFolding.grouped(rest)) more" : ""
            odd += " (and " + more.joined(separator: ", ") + tail + ")"
        }
        let othersText =
            others == 1
            ? "1 other value is \(othersType.phrase)"
            : "\(StepFolding.grouped(others)) other values are \(othersType.plural)"
        // Categories up the y axis would turn the chart on its side: there, only the data can change.
        let retype =
            option == "--x"
            ? ", or give --x-type category to chart every value as a category" : ""
        return table.error(
            column: column, row: first,
            "field \(quoted): \(odd), but \(othersText), expected one kind of value in a field (leave a value empty "
                + "when it is missing\(retype))")
    }

    /// The field's values read as `reading` says; a value that does not read is refused with its line and column.
    func values(_ reading: FieldReading) throws -> FieldColumn {
        let cells = table.columns[column]
        switch reading {
        case .number, .date:
            var out = [Double](repeating: .nan, count: cells.count)
            for (row, cell) in cells.enumerated() where !cell.isMissing {
                let bytes = table.slice(cell)
                let value: Double?
                switch reading {
                case .date(let reader): value = reader.seconds(bytes)
                default: value = FieldText.number(bytes: bytes)
                }
                guard let value else { throw notReadable(row: row, reading: reading) }
                out[row] = value
            }
            return reading == .number ? .numbers(out) : .dates(out)
        case .category:
            return categories(cells)
        }
    }

    private func notReadable(row: Int, reading: FieldReading) -> ShipLogError {
        if reading == .number, FieldText.isNumberSyntax(table.slice(table.columns[column][row])) {
            return table.error(
                column: column, row: row,
                "field \(quoted): \(value(row)) is past the largest number (about ±1.8e308), expected a number a "
                    + "chart can place")
        }
        let expected =
            switch reading {
            case .date(let reader): reader.expected
            default: "a number such as 42, -1.5 or 2e3"
            }
        return table.error(
            column: column, row: row,
            "field \(quoted): \(value(row)) is not \(reading.type.phrase), expected \(expected)")
    }

    private func categories(_ cells: [TableCell]) -> FieldColumn {
        var indices = [Int32](repeating: -1, count: cells.count)
        var names: [String] = []
        var seen: [String: Int32] = [:]
        for (row, cell) in cells.enumerated() where !cell.isMissing {
            let text = table.text(cell)
            if let index = seen[text] {
                indices[row] = index
            } else {
                let index = Int32(names.count)
                seen[text] = index
                names.append(text)
                indices[row] = index
            }
        }
        return .categories(indices, names: names)
    }
}
