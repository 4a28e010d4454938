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

/// One value of a field as messages name it: its line and column, and its text.
struct FieldSample {
    var line: Int
    var column: Int
    var text: String

    init(_ table: Table, column: Int, row: Int) {
        (line, self.column) = table.place(column: column, row: row)
        text = table.text(table.columns[column][row])
    }

    var quoted: String { VisibleText.quoted(text, limit: 40) }
}

/// How a field's values split by kind, counted a batch of rows at a time, with the first few of each kind for
/// messages, and what dates and numbers need to be read later: which order of day and month the dates allow, and
/// the numbers' range.
struct FieldProfile {
    var numbers = 0
    var dates = 0
    var texts = 0
    var missing = 0
    /// The first three values of each kind.
    var numberSamples: [FieldSample] = []
    var dateSamples: [FieldSample] = []
    var textSamples: [FieldSample] = []
    /// Dates such as `13/01/2012` that read only day first, or only month first, and ones that read either way
    /// as different days; the first of each.
    var dayFirstOnly: (count: Int, sample: FieldSample?) = (0, nil)
    var monthFirstOnly: (count: Int, sample: FieldSample?) = (0, nil)
    var eitherOrder: (count: Int, sample: FieldSample?, separator: UInt8) = (0, nil, UInt8(ascii: "/"))
    /// The numbers' range, and whether all are whole.
    var low = Double.infinity
    var high = -Double.infinity
    var allWhole = true

    /// Adds the values of column `column` of `table`; a JSON string is never a number, and with `pattern` a date
    /// is what the pattern reads.
    mutating func add(_ table: Table, column: Int, pattern: DatePattern?) {
        for (row, cell) in table.columns[column].enumerated() {
            if cell.isMissing {
                missing += 1
                continue
            }
            let bytes = table.slice(cell)
            // 1e400 is a number, too large to chart: counted as one, so the message says what is wrong with it.
            if !cell.isQuoted, FieldText.isNumberSyntax(bytes) {
                numbers += 1
                if numberSamples.count < 3 { numberSamples.append(FieldSample(table, column: column, row: row)) }
                let number = FieldText.number(bytes: bytes) ?? .nan
                (low, high) = (min(low, number), max(high, number))
                if number != number.rounded() { allWhole = false }
            } else if isDate(bytes, table: table, column: column, row: row, pattern: pattern) {
                dates += 1
                if dateSamples.count < 3 { dateSamples.append(FieldSample(table, column: column, row: row)) }
            } else {
                texts += 1
                if textSamples.count < 3 { textSamples.append(FieldSample(table, column: column, row: row)) }
            }
        }
    }

    private mutating func isDate(
        _ bytes: ArraySlice<UInt8>, table: Table, column: Int, row: Int, pattern: DatePattern?
    ) -> Bool {
        if let pattern { return pattern.read(bytes) != nil }
        switch DateInference.read(bytes) {
        case .none: return false
        case .date: return true
        case .numeric(let monthFirst, let dayFirst, let separator):
            let sample = { FieldSample(table, column: column, row: row) }
            if monthFirst == nil {
                dayFirstOnly.count += 1
                if dayFirstOnly.sample == nil { dayFirstOnly.sample = sample() }
            } else if dayFirst == nil {
                monthFirstOnly.count += 1
                if monthFirstOnly.sample == nil { monthFirstOnly.sample = sample() }
            } else if monthFirst != dayFirst {
                eitherOrder.count += 1
                if eitherOrder.sample == nil { (eitherOrder.sample, eitherOrder.separator) = (sample(), separator) }
            }
            return true
        }
    }

    var present: Int { numbers + dates + texts }
}

/// Decides how a table field is read, from its profile: the type given, else the one its values share.
struct FieldTyping {
    /// The field's name, and the option that named it (`--x`), for messages.
    let name: String
    let option: String
    /// The input as messages name it.
    let source: String
    /// The field's values, as far as they have been read.
    var profile = FieldProfile()

    init(name: String, option: String, source: String) {
        self.name = name
        self.option = option
        self.source = source
    }

    /// How the field is read: `explicit` when given, else inferred. Every present value a number → number, a
    /// date → date, none of either → category. A field with both kinds, or mostly numbers or dates and some other
    /// text, is refused, naming the odd values, since charting it either way would hide rows. With `strict` (a
    /// measured field), any text among numbers or dates is refused. Dates whose day and month could be read either
    /// way, with no value to say which, are refused unless `pattern` reads them.
    func reading(explicit: FieldType?, pattern: DatePattern?, strict: Bool = false) throws -> FieldReading {
        switch explicit {
        case .number?: return .number
        case .category?: return .category
        case .date?: return .date(try dateReader(pattern: pattern, explicit: true))
        case nil: break
        }
        guard profile.present > 0 else {
            throw ShipLogError(
                .badData, source: source,
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
            return .date(try dateReader(pattern: pattern, explicit: false))
        }
        try refuseMixed(strict: strict)
        return .category
    }

    /// Numbers and dates, or mostly numbers or dates among text: the fewer kind is named, value by value.
    private func refuseMixed(strict: Bool) throws {
        if profile.texts == 0 {
            let numbersFewer = profile.numbers <= profile.dates
            throw mixed(
                numbersFewer ? profile.numberSamples : profile.dateSamples,
                count: numbersFewer ? profile.numbers : profile.dates, kind: numbersFewer ? .number : .date,
                others: numbersFewer ? profile.dates : profile.numbers, othersType: numbersFewer ? .date : .number)
        }
        let typed = profile.numbers + profile.dates
        guard typed > 0 && (typed > profile.texts || strict) else { return }
        // The fewer are the odd ones; on a tie, the text.
        if typed < profile.texts {
            let numbers = profile.numbers > 0
            throw mixed(
                numbers ? profile.numberSamples : profile.dateSamples, count: numbers ? profile.numbers : profile.dates,
                kind: numbers ? .number : .date, others: profile.texts, othersType: .category)
        }
        let majority: FieldType = profile.numbers >= profile.dates ? .number : .date
        throw mixed(profile.textSamples, count: profile.texts, kind: .category, others: typed, othersType: majority)
    }

    /// How dates of this field are read: the pattern, numbers as years or Unix time (only when asked for dates),
    /// or the inferred forms in the one order of day and month the values allow.
    private func dateReader(pattern: DatePattern?, explicit: Bool) throws -> DateReader {
        if let pattern { return .pattern(pattern) }
        if explicit && profile.dates == 0 && profile.numbers > 0 {
            let magnitude = max(abs(profile.low), abs(profile.high))
            return .epoch(EpochUnit.forValues(maximumMagnitude: magnitude, allWhole: profile.allWhole))
        }
        let (dayFirst, monthFirst, either) = (profile.dayFirstOnly, profile.monthFirstOnly, profile.eitherOrder)
        if let day = dayFirst.sample, let month = monthFirst.sample {
            throw error(
                day,
                "field \(quoted): \(day.quoted) reads only day first, but \(month.quoted) (line \(month.line)) only "
                    + "month first, expected one order of day and month in a field")
        }
        if dayFirst.count > 0 { return .inferred(.dayFirst) }
        if monthFirst.count > 0 { return .inferred(.monthFirst) }
        if let sample = either.sample {
            let s = either.separator
            throw error(
                sample,
                "field \(quoted): \(sample.quoted) could be month first or day first, and no value has a number "
                    + "above 12 to say which, expected --date-format \(DayOrder.monthFirst.pattern(separator: s)) "
                    + "(month first) or --date-format \(DayOrder.dayFirst.pattern(separator: s)) (day first)")
        }
        return .inferred(nil)
    }

    private var quoted: String { VisibleText.quoted(name, limit: 40) }

    private func error(_ sample: FieldSample, _ message: String) -> ShipLogError {
        ShipLogError(.badData, source: source, line: sample.line, column: sample.column, message: message)
    }

    /// A field with `count` values of `kind` among `others` of `othersType`: the first is named with its line and
    /// column, the next two by line.
    private func mixed(_ samples: [FieldSample], count: Int, kind: FieldType, others: Int, othersType: FieldType)
        -> ShipLogError
    {
        let first = samples[0]
        let what = kind == .category ? "is not \(othersType.phrase)" : "is \(kind.phrase)"
        var odd = "\(first.quoted) \(what)"
        if count > 1 {
            let more = samples.dropFirst().map { "\($0.quoted) on line \($0.line)" }
            let rest = count - samples.count
            let tail = rest > 0 ? " and \(StepFolding.grouped(rest)) more" : ""
            odd += " (and " + more.joined(separator: ", ") + tail + ")"
        }
        let othersText =
            others == 1
            ? "1 other value is \(othersType.phrase)"
            : "\(StepFolding.grouped(others)) other values are \(othersType.plural)"
        // Categories up the y axis would turn the chart on its side: there, only the data can change.
        let retype = option == "--x" ? ", or give --x-type category to chart every value as a category" : ""
        return error(
            first,
            "field \(quoted): \(odd), but \(othersText), expected one kind of value in a field (leave a value empty "
                + "when it is missing\(retype))")
    }
}

/// The category names of a field, numbered in the order first met, kept across the batches of a table so a
/// name has one index in all of them.
final class CategoryNames {
    private(set) var names: [String] = []
    private var index: [String: Int32] = [:]

    /// Names numbered from `names` (each once) on.
    init(_ names: [String] = []) {
        for name in names { _ = index(of: name) }
    }

    func index(of text: String) -> Int32 {
        if let found = index[text] { return found }
        let next = Int32(names.count)
        index[text] = next
        names.append(text)
        return next
    }
}

/// A field's values read as its type.
enum FieldReader {
    /// Column `column` of `table` read as `reading` says (categories numbered in `names`); a value that does not
    /// read is refused with its line and column.
    static func values(
        _ table: Table, column: Int, reading: FieldReading, name: String, names: CategoryNames
    ) throws -> FieldColumn {
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
                guard let value else {
                    let sample = FieldSample(table, column: column, row: row)
                    if reading == .number, FieldText.isNumberSyntax(bytes) {
                        throw ShipLogError(
                            .badData, source: table.source, line: sample.line, column: sample.column,
                            message: "field \(VisibleText.quoted(name, limit: 40)): \(sample.quoted) is past the "
                                + "largest number (about ±1.8e308), expected a number a chart can place")
                    }
                    let expected =
                        switch reading {
                        case .date(let reader): reader.expected
                        default: "a number such as 42, -1.5 or 2e3"
                        }
                    throw ShipLogError(
                        .badData, source: table.source, line: sample.line, column: sample.column,
                        message: "field \(VisibleText.quoted(name, limit: 40)): \(sample.quoted) is not "
                            + "\(reading.type.phrase), expected \(expected)")
                }
                out[row] = value
            }
            return reading == .number ? .numbers(out) : .dates(out)
        case .category:
            var indices = [Int32](repeating: -1, count: cells.count)
            for (row, cell) in cells.enumerated() where !cell.isMissing {
                indices[row] = names.index(of: table.text(cell))
            }
            return .categories(indices, names: names.names)
        }
    }
}
