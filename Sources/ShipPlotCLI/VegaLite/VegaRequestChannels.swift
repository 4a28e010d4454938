// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

extension VegaRequestMapping {
    /// A category channel's values as a column, its names in the order Vega-Lite sorts the domain: ascending by
    /// value unless `sort` says otherwise; dates cut to a time unit named as Vega labels them (`Jan`, `Q1`, `13:00`),
    /// bins as their range (`1 – 2`), and null as `null`, a category of its own as in Vega-Lite.
    func categories(_ values: [VegaValue], channel: VegaViewChannel, name: VegaChannel) -> (FieldColumn, [String]) {
        var distinct: [VegaValue] = []
        var index: [VegaValue: Int32] = [:]
        let indices = values.map { value -> Int32 in
            if let known = index[value] { return known }
            index[value] = Int32(distinct.count)
            distinct.append(value)
            return Int32(distinct.count - 1)
        }
        let labels = distinct.map { label($0, channel: channel) }
        var order = self.order(distinct, channel: channel, name: name)
        // Time runs up a temporal y axis, earliest at the bottom, where categories run down from the top.
        if name == .y && channel.type == .temporal { order.reverse() }
        // Two values can share a label (1 and "1"): the first keeps it.
        var names: [String] = []
        var renumber = [Int32](repeating: -1, count: distinct.count)
        for position in order {
            if let existing = names.firstIndex(of: labels[position]) {
                renumber[position] = Int32(existing)
            } else {
                renumber[position] = Int32(names.count)
                names.append(labels[position])
            }
        }
        return (.categories(indices.map { renumber[Int($0)] }, names: names), names)
    }

    /// A value as a category's name: dates in their time unit's format, bins as their range, numbers as
    /// JavaScript prints them.
    private func label(_ value: VegaValue, channel: VegaViewChannel) -> String {
        if let unit = channel.timeUnit, let instant = clock.instant(value) {
            return VegaTimeFormat.label(instant, unit: unit)
        }
        if let bins = channel.bins, let start = value.measure {
            return "\(VegaValue.numberText(start)) – \(VegaValue.numberText(start + bins.step))"
        }
        return value.text
    }

    /// The positions in `distinct` in domain order.
    private func order(_ distinct: [VegaValue], channel: VegaViewChannel, name: VegaChannel) -> [Int] {
        let ascending = distinct.indices.sorted { VegaValue.sortsBefore(distinct[$0], distinct[$1]) }
        // A domain given for categories is their order.
        let sort = channel.def.scale.domain.map { VegaSort.values($0) } ?? channel.def.sort
        switch sort {
        case nil, .ascending?: return ascending
        case .descending?: return ascending.reversed()
        case .none?: return Array(distinct.indices)
        case .values(let given)?:
            // Compared by name, so a day or month name orders a time unit's values, as Vega-Lite allows.
            let names = given.map { sortName($0, channel: channel) }
            let rank = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let labels = distinct.map { label($0, channel: channel) }
            return distinct.indices.sorted { a, b in
                let (l, r) = (rank[labels[a]] ?? Int.max, rank[labels[b]] ?? Int.max)
                return l != r ? l < r : a < b
            }
        case .channel(let other, let descending)?:
            guard let by = view[other], let field = by.def.field else { return ascending }
            let op = by.def.aggregate ?? .min
            return sorted(distinct, channel: channel, by: op == .count ? nil : field, op: op, descending: descending)
        case .field(let field, let op, let descending)?:
            return sorted(distinct, channel: channel, by: field, op: op, descending: descending)
        }
    }

    /// The name a value of a `sort` list matches: for a time unit, a day or month name (`mon`, `Monday`, `jan`)
    /// or a date as its label; anything else as its text.
    private func sortName(_ value: VegaValue, channel: VegaViewChannel) -> String {
        guard let unit = channel.timeUnit else { return value.text }
        if case .string(let text) = value, text.count >= 3 {
            let prefix = text.prefix(3).lowercased()
            let days = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
            let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
            if unit.parts.contains(.day), let day = days.firstIndex(of: prefix),
                let sunday = VegaDates.seconds(year: 2012, month: 1, day: 1)
            {
                return VegaTimeFormat.label(sunday + Double(day) * 86400, unit: unit)
            }
            if unit.parts.contains(.month), let month = months.firstIndex(of: prefix),
                let first = VegaDates.seconds(year: 2012, month: month + 1, day: 1)
            {
                return VegaTimeFormat.label(first, unit: unit)
            }
        }
        return clock.instant(value).map { VegaTimeFormat.label(VegaDates.truncate($0, to: unit), unit: unit) }
            ?? value.text
    }

    /// The positions in `distinct` ordered by `op` of field `by` over the rows of each value (before any
    /// aggregation), ties in ascending value order.
    private func sorted(
        _ distinct: [VegaValue], channel: VegaViewChannel, by: String?, op: VegaAggregateOp, descending: Bool
    ) -> [Int] {
        let keys = view.source.values(channel.sourceField ?? "")
        let measured = by.map { view.source.values($0) } ?? Array(repeating: .null, count: keys.count)
        var groups: [VegaValue: [VegaValue]] = [:]
        for (key, value) in zip(keys, measured) { groups[key, default: []].append(value) }
        let measures = distinct.map { VegaAggregation.apply(op, groups[$0] ?? []).measure ?? -.infinity }
        let ascending = distinct.indices.sorted { VegaValue.sortsBefore(distinct[$0], distinct[$1]) }
        let rank = Dictionary(uniqueKeysWithValues: ascending.enumerated().map { ($1, $0) })
        return distinct.indices.sorted { a, b in
            if measures[a] != measures[b] { return descending ? measures[a] > measures[b] : measures[a] < measures[b] }
            return rank[a]! < rank[b]!
        }
    }

    // MARK: Scales

    /// The scale's type, domain and zero as the request says them; what only styles the scale is left out.
    mutating func scale(_ channel: VegaViewChannel, _ name: VegaChannel, into encoding: inout FieldEncoding) throws {
        let scale = channel.def.scale
        let path = "encoding.\(name.rawValue).scale"
        switch scale.type {
        case nil, .linear?, .time?, .utc?, .ordinal?, .band?, .point?: break
        case .log?:
            if let base = scale.base, base != 10 {
                throw fail(
                    "\(path).base",
                    "a log scale of base \(VegaValue.numberText(base)) is not drawn by shipplot, expected 10")
            }
            encoding.scale.type = .log
        case .sqrt?: encoding.scale.type = .sqrt
        case .pow?:
            guard scale.exponent == 0.5 else {
                throw fail("\(path).exponent", "a power scale is drawn only with exponent 0.5 (sqrt)")
            }
            encoding.scale.type = .sqrt
        case .symlog?: encoding.scale.type = .symlog
        }
        if let zero = scale.zero {
            encoding.scale.zero = zero
        } else if name == .x || name == .y, channel.type == .quantitative, channel.bins == nil, scale.domain == nil,
            scale.type == nil || scale.type == .linear || scale.type == .sqrt || scale.type == .pow
        {
            // Vega-Lite's quantitative positions start at zero unless binned or given a domain.
            encoding.scale.zero = true
        }
        if let domain = scale.domain { encoding.scale.domain = try self.domain(domain, channel: channel, path: path) }
        if scale.domainMin != nil || scale.domainMax != nil {
            throw fail(
                "\(path).domainMin", "one end of a domain is not drawn by shipplot yet, expected domain [min, max]")
        }
        if scale.reverse { throw fail("\(path).reverse", "a reversed scale is not drawn by shipplot yet") }
        if encoding.type != .category, channel.def.sort == .descending {
            throw fail("encoding.\(name.rawValue).sort", "a reversed axis (descending) is not drawn by shipplot yet")
        }
        for (set, property) in [
            (scale.range != nil, "range"), (scale.scheme != nil, "scheme"), (scale.nice != nil, "nice"),
            (scale.padding != nil, "padding"), (scale.paddingInner != nil, "paddingInner"),
            (scale.domainMid != nil, "domainMid"),
        ] where set {
            dropped.append("\(path).\(property)")
        }
    }

    /// A domain as the request holds one: two numbers or dates for a continuous scale, the categories in order.
    private func domain(_ values: [VegaValue], channel: VegaViewChannel, path: String) throws -> [DomainValue] {
        if channel.type == .quantitative || channel.type == .temporal && !Self.isCyclicUnit(channel.timeUnit) {
            guard values.count == 2 else {
                throw fail("\(path).domain", "a continuous domain is drawn from two values, [min, max]")
            }
            return try values.map { value in
                if channel.type == .temporal, let instant = clock.instant(value) { return .date(instant) }
                guard let number = value.measure else { throw fail("\(path).domain", "expected numbers") }
                return .number(number)
            }
        }
        let names = values.map { label($0, channel: channel) }
        // A domain of categories is their order; one that leaves a drawn value out would place it nowhere.
        if let field = channel.field {
            let listed = Set(names)
            for value in Set(view.table.values(field)) where value != .null {
                let name = label(value, channel: channel)
                guard listed.contains(name) else {
                    throw fail(
                        "\(path).domain",
                        "\(VisibleText.quoted(name, limit: 40)) is not in it, expected every value the channel draws, "
                            + "in order")
                }
            }
        }
        return names.map { .text($0) }
    }

    static func isCyclicUnit(_ unit: VegaTimeUnit?) -> Bool { unit.map { !$0.parts.contains(.year) } ?? false }

    // MARK: Facets and fixed values

    /// `row`, `column` or `facet` as the request's one facet channel: a row or a column alone is a grid of one
    /// column or one row; both make one chart per pair, row by row.
    mutating func facet(_ columns: inout [String: FieldColumn]) throws {
        let row = view[.row].flatMap { $0.field != nil ? $0 : nil }
        let column = view[.column].flatMap { $0.field != nil ? $0 : nil }
        let wrapped = view[.facet].flatMap { $0.field != nil ? $0 : nil }
        guard row != nil || column != nil || wrapped != nil else { return }
        for (channel, name) in [(row, VegaChannel.row), (column, .column), (wrapped, .facet)] {
            guard let field = channel?.field else { continue }
            let count = Set(view.table.values(field)).count
            if count > ChartPlan.facetLimit {
                throw fail(
                    "encoding.\(name.rawValue)",
                    "\(VisibleText.quoted(field, limit: 40)) has \(StepFolding.grouped(count)) values, expected at most "
                        + "\(ChartPlan.facetLimit) charts (filter the rows, or facet by a coarser field)")
            }
        }
        if wrapped != nil && (row != nil || column != nil) {
            throw fail("encoding.facet", "facet and row or column together are not drawn, expected one")
        }
        if let wrapped {
            let (values, names) = categories(view.table.values(wrapped.field!), channel: wrapped, name: .facet)
            columns[wrapped.field!] = values
            request.encoding.facet = FacetEncoding(
                field: FieldEncoding(field: wrapped.field, type: .category, title: wrapped.title, sort: .given(names)),
                columns: wrapped.def.columns)
            return
        }
        var rowColumn: (FieldColumn, [String])?
        var columnColumn: (FieldColumn, [String])?
        if let row { rowColumn = categories(view.table.values(row.field!), channel: row, name: .row) }
        if let column { columnColumn = categories(view.table.values(column.field!), channel: column, name: .column) }
        guard
            let (field, combined, names) = Self.pairs(
                rowColumn, columnColumn, rowField: row?.field, columnField: column?.field)
        else {
            throw fail(
                "encoding.column",
                "a grid of rows and columns with empty cells is not drawn by shipplot yet (its cells would move)")
        }
        columns[field] = combined
        let title = [row?.title, column?.title].compactMap { $0 }.joined(separator: " · ")
        request.encoding.facet = FacetEncoding(
            field: FieldEncoding(field: field, type: .category, title: title, sort: .given(names)),
            columns: columnColumn.map { $0.1.count } ?? 1)
    }

    /// One category per (row, column) pair, named `row · column`, row-major.
    private static func pairs(
        _ rows: (FieldColumn, [String])?, _ columns: (FieldColumn, [String])?, rowField: String?, columnField: String?
    ) -> (String, FieldColumn, [String])? {
        guard let rows, let columns else {
            let only = rows ?? columns!
            return (rowField ?? columnField!, only.0, only.1)
        }
        guard case .categories(let r, _) = rows.0, case .categories(let c, _) = columns.0 else {
            return (rowField!, rows.0, rows.1)
        }
        let width = Int32(columns.1.count)
        let indices = zip(r, c).map { $0 < 0 || $1 < 0 ? -1 : $0 * width + $1 }
        // A grid cell with no marks would be left out of the grid, moving the cells after it.
        guard Set(indices).count == rows.1.count * columns.1.count else { return nil }
        let names = rows.1.flatMap { row in columns.1.map { "\(row) · \($0)" } }
        return ("\(rowField!) · \(columnField!)", .categories(indices, names: names), names)
    }

    /// Fixed values (`"value": …`) and fields on channels the mark does not use only style the chart.
    mutating func constants() throws {
        for (channel, compiled) in view.channels.sorted(by: { $0.key.rawValue < $1.key.rawValue })
        where compiled.def.value != nil || compiled.def.datum != nil {
            if compiled.def.datum != nil, [.x, .y, .x2, .y2, .theta].contains(channel) {
                throw fail("encoding.\(channel.rawValue).datum", "a fixed position is not drawn by shipplot yet")
            }
            // A bar's opacity as a number is the request's; other fixed values only style.
            if channel == .opacity, view.mark.type == .bar, compiled.def.value?.measure != nil { continue }
            dropped.append("encoding.\(channel.rawValue).\(compiled.def.value != nil ? "value" : "datum")")
        }
        if let offset = view[.xOffset]?.field, offset == view[.color]?.field { request.mark.grouped = true }
    }
}

/// Labels of dates cut to a time unit, as Vega writes them by default.
enum VegaTimeFormat {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// `Jan`, `Jan 2012`, `Jan 05, 2012`, `Q1`, `Mon`, `13:00`, `13:45`, as Vega's time unit specifiers.
    static func label(_ instant: Double, unit: VegaTimeUnit) -> String {
        let f = VegaDates.Fields(instant)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let parts = Set(unit.parts)
        if parts == [.year, .month] { return "\(months[f.month - 1]) \(f.year)" }
        if parts == [.year, .month, .date] { return "\(months[f.month - 1]) \(two(f.day)), \(f.year)" }
        if parts == [.hours, .minutes] { return "\(two(f.hours)):\(two(f.minutes))" }
        if parts == [.hours, .minutes, .seconds] { return "\(two(f.hours)):\(two(f.minutes)):\(two(f.seconds))" }
        if parts == [.minutes, .seconds] { return "\(two(f.minutes)):\(two(f.seconds))" }
        var words: [String] = []
        for part in unit.parts {
            switch part {
            case .year: words.append("\(f.year)")
            case .quarter: words.append("Q\((f.month - 1) / 3 + 1)")
            case .month: words.append(months[f.month - 1])
            case .week:
                words.append(
                    "W\(two(((f.dayOfYear - 1) + VegaDates.Fields(instant - Double(f.dayOfYear - 1) * 86400).weekday) / 7))"
                )
            case .date: words.append(two(f.day))
            case .day: words.append(weekdays[f.weekday])
            case .dayofyear: words.append(String(format: "%03d", f.dayOfYear))
            case .hours: words.append("\(two(f.hours)):00")
            case .minutes: words.append("00:\(two(f.minutes))")
            case .seconds: words.append(":\(two(f.seconds))")
            case .milliseconds: words.append(".\(String(format: "%03d", Int(f.milliseconds)))")
            }
        }
        return words.joined(separator: " ")
    }
}
