// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog

/// `shipplot chart`'s options as given, before the table is read: the fields to read and the combinations that
/// cannot work are known from these alone; the request itself needs the fields' types too (which field measures).
struct ChartOptionsInput {
    var path: String
    var x: String?
    /// `--y`, split at commas when it names several fields.
    var y: [String] = []
    var color: String?
    var size: String?
    var shape: String?
    var facet: String?
    var columns: Int?
    var mark: DataMark = .bar
    var aggregate: AggregateChoice?
    var unit: DateUnit?
    var bin: BinRequest?
    var sort: SortOrder?
    var top: Int?
    var filters: [FieldFilter] = []
    var stacking: DataStacking?
    var grouped = false
    var smoothing: WeekSmoothing?
    var allPoints = false
    var extent: ErrorExtent?
    var innerRadius: Double?
    var xTitle: String?
    var yTitle: String?
    var colorTitle: String?
    var xScale: ScaleKind?
    var yScale: ScaleKind?
    var xDomain: [DomainValue]?
    var yDomain: [DomainValue]?
    var xType: FieldType?
    var yType: FieldType?
    var colorType: FieldType?
    var dateFormat: DatePattern?
    var format: TableFormat?
    var title: String?

    /// The source as messages name it.
    var source: String { path == "-" ? "stdin" : path }

    /// The fold's made fields: the folded field's name on colour, its value up y.
    static let foldKey = "field"
    static let foldValue = "value"

    /// Every field read, each once: x, y, the other channels, then the filters'.
    var fieldsRead: [String] {
        var names: [String] = []
        for name in [x] + y.map(Optional.some) + [color, size, shape, facet] + filters.map(\.field) {
            if let name, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// `--y` as one name when the table has a field of that whole name, else split at commas.
    mutating func splitY(header: [String]) {
        guard y.count == 1, let whole = y.first, whole.contains(","), !header.contains(whole) else { return }
        y = whole.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

extension ChartOptionsInput {
    /// Refuses the options against the table's field names: a missing `--x` or `--y`, or a name the table lacks,
    /// each listing the fields (with the nearest one when it is close).
    func check(_ fields: [String]) throws {
        let counts = aggregate == .count || bin != nil || mark == .rect || mark == .arc
        if x == nil && (y.isEmpty || !counts && mark != .arc) {
            throw UsageError("missing --x FIELD, expected one of \(Self.list(fields))")
        }
        if y.isEmpty && !counts {
            throw UsageError(
                "missing --y FIELD, expected the field to measure, one of \(Self.list(fields)) (or --aggregate "
                    + "count to count rows)")
        }
        let named: [(String, String?)] =
            [("--x", x)] + y.map { ("--y", $0) } + [
                ("--color", color), ("--size", size), ("--shape", shape), ("--facet", facet),
            ]
            + filters.map { ("--filter", $0.field) }
        for (option, name) in named {
            guard let name, !fields.contains(name) else { continue }
            throw UsageError.invalidValue(option, problem: Self.unknown(name, in: fields, source: source))
        }
    }

    static func unknown(_ name: String, in fields: [String], source: String) -> String {
        var problem = "\(VisibleText.quoted(name, limit: 40)) is not a field of \(source)"
        // A one- or two-letter name is a letter or two from every other short one: only its case may differ.
        let distance = name.unicodeScalars.prefix(3).count > 2 ? suggestionDistance(for: name) : 0
        if let near = closestMatch(to: name, in: fields, maxDistance: distance) {
            problem += " (did you mean \(VisibleText.quoted(near, limit: 40))?)"
        } else {
            problem += ", expected one of \(list(fields))"
        }
        return problem
    }

    /// `"date", "downloads" or "platform"`, the first dozen of a long list.
    static func list(_ fields: [String]) -> String {
        guard !fields.isEmpty else { return "no fields (the table names none)" }
        return NameList.oneOf(fields, quotedUpTo: 40)
    }

    /// Combinations refused before any reading: options of a mark given with another.
    func checkCombinations() throws {
        if let stacking, mark != .bar && mark != .area {
            throw UsageError(
                "--stacking \(stacking.rawValue) stacks bars and areas, expected --mark bar or area with it")
        }
        if grouped {
            guard mark == .bar else { throw UsageError("--group sets bars side by side, expected --mark bar") }
            guard color != nil || y.count > 1 else {
                throw UsageError("--group sets bars of different colours side by side, expected --color FIELD")
            }
            if let stacking {
                throw UsageError(
                    "--group sets bars side by side and --stacking \(stacking.rawValue) stacks them, expected one")
            }
        }
        if smoothing != nil, mark != .line && mark != .area {
            throw UsageError("--smooth bends lines and areas, expected --mark line or area with it")
        }
        if allPoints, mark != .point {
            throw UsageError("--all-points draws every point of a scatter, expected --mark point with it")
        }
        for (option, given) in [("--size", size), ("--shape", shape)] where given != nil && mark != .point {
            throw UsageError("\(option) sizes and shapes points, expected --mark point with it")
        }
        if innerRadius != nil && mark != .arc {
            throw UsageError("--inner-radius makes a pie a donut, expected --mark arc with it")
        }
        if let extent, ![.bar, .point, .line, .errorbar, .boxplot].contains(mark) {
            throw UsageError(
                "--extent \(extent.rawValue) draws error bars, expected --mark bar, point, line, errorbar or boxplot")
        }
        if y.count > 1 && color != nil {
            throw UsageError("--y with several fields colours by field, expected no --color with it")
        }
        if let aggregate, mark == .boxplot || mark == .errorbar {
            throw UsageError(
                "--aggregate \(aggregate.rawValue) combines rows, and --mark \(mark.rawValue) summarises each group "
                    + "itself, expected no --aggregate with it")
        }
        if aggregate == AggregateChoice.none && extent != nil {
            throw UsageError("--extent draws error bars around a mean, expected an aggregate other than none")
        }
    }
}

extension ChartOptionsInput {
    /// The request these options make of a table whose fields have `types`: which field measures (numbers up
    /// y, unless only x holds them), the aggregate the mark takes by default, and the fold of several `--y`.
    func request(types: [String: FieldType]) throws -> ChartRequest {
        var request = ChartRequest(
            data: DataSource(path: path, format: format, dateFormat: dateFormat),
            transforms: filters.map { .filter($0) },
            mark: MarkRequest(
                kind: mark, stacking: stacking, grouped: grouped, smoothing: smoothing, innerRadius: innerRadius ?? 0,
                extent: extent, allPoints: allPoints),
            encoding: ChartEncoding(), title: title)
        var yField = y.first
        var colorField = color
        var yTitle = yTitle
        if y.count > 1 {
            request.transforms.append(.fold(fields: y, key: Self.foldKey, value: Self.foldValue))
            (yField, colorField) = (Self.foldValue, Self.foldKey)
            if yTitle == nil { yTitle = y.count <= 3 ? StepSelection.list(y) : "value" }
        }
        var types = types
        if y.count > 1 { (types[Self.foldValue], types[Self.foldKey]) = (.number, .category) }
        var encoding = ChartEncoding()
        if let colorField {
            encoding.color = FieldEncoding(field: colorField, type: types[colorField], title: colorTitle)
        }
        if let size { encoding.size = FieldEncoding(field: size, type: types[size]) }
        if let shape { encoding.shape = FieldEncoding(field: shape, type: types[shape]) }
        if let facet {
            let field = FieldEncoding(field: facet, type: types[facet])
            encoding.facet = FacetEncoding(field: field, columns: columns)
        }
        switch mark {
        case .arc: try arc(&encoding, y: yField, types: types)
        case .rect: heatMap(&encoding, y: yField, types: types)
        default: try positions(&encoding, y: yField, types: types)
        }
        if let xTitle { encoding.x?.title = xTitle }
        if let yTitle { encoding.y?.title = yTitle }
        encoding.x?.scale = ScaleRequest(type: xScale, domain: xDomain)
        encoding.y?.scale = ScaleRequest(type: yScale, domain: yDomain)
        request.encoding = encoding
        return request
    }

    private var aggregateAsked: DataAggregate? { aggregate?.aggregate }

    /// ` as read with --y-type date`: a type given on the command line is what took the numbers away, so a message
    /// names it rather than the data.
    private var typesGiven: String {
        let given = [("--x-type", xType), ("--y-type", yType)].compactMap { option, type in
            type.map { "\(option) \($0.rawValue)" }
        }
        return given.isEmpty ? "" : " as read with \(given.joined(separator: " and "))"
    }

    /// A pie: the slices from `--color` (or `--x`), their sizes from `--y` (summed) or the rows counted.
    private func arc(_ encoding: inout ChartEncoding, y: String?, types: [String: FieldType]) throws {
        if x != nil && color != nil {
            throw UsageError("--mark arc slices by --x or by --color, expected one of them")
        }
        let slices = x ?? color ?? ""
        encoding.color = FieldEncoding(field: slices, type: types[slices], title: colorTitle, sort: sort, limit: top)
        if aggregate == .count || y == nil {
            // Counting the rows (those with a --y value, when one is given).
            encoding.theta = FieldEncoding(field: y, aggregate: .count, title: yTitle)
        } else {
            let summed = aggregate == AggregateChoice.none ? nil : aggregateAsked ?? .sum
            encoding.theta = FieldEncoding(field: y, aggregate: summed, title: yTitle)
        }
    }

    /// A heat map: a cell per `--x` and `--y` value, coloured by the rows counted or the `--color` numbers summed.
    private func heatMap(_ encoding: inout ChartEncoding, y: String?, types: [String: FieldType]) {
        encoding.x = key(x, types: types, isKey: true)
        encoding.y = key(y, types: types, isKey: false)
        if let color, types[color] == .number {
            encoding.color?.aggregate = aggregate == AggregateChoice.none ? nil : aggregateAsked ?? .sum
        } else if color == nil {
            encoding.color = FieldEncoding(aggregate: .count, title: colorTitle)
        }
    }

    /// A position field that groups rows: binned, cut to a unit, sorted and topped as the options say.
    private func key(_ field: String?, types: [String: FieldType], isKey: Bool) -> FieldEncoding? {
        guard let field else { return nil }
        var encoding = FieldEncoding(field: field, type: types[field])
        if isKey {
            encoding.timeUnit = unit
            encoding.sort = sort
            encoding.limit = top
            encoding.bin = types[field] == .number ? bin : nil
        }
        return encoding
    }

    /// Bars, lines, areas, points, rules, ticks, box plots and error bars: one position field is the key, the
    /// other the measure.
    private func positions(_ encoding: inout ChartEncoding, y: String?, types: [String: FieldType]) throws {
        let counting = aggregate == .count || (bin != nil && y == nil) || (bin != nil && x == nil)
        if counting {
            // Counts go up y, or along x when only --y is given.
            if x == nil, let y {
                encoding.y = key(y, types: types, isKey: true)
                encoding.x = FieldEncoding(aggregate: .count)
                encoding.y?.bin = types[y] == .number ? bin : nil
            } else {
                encoding.x = key(x, types: types, isKey: true)
                encoding.y = FieldEncoding(field: aggregate == .count ? y : nil, aggregate: .count)
            }
            return
        }
        guard let x, let y else { return }
        let (xType, yType) = (types[x] ?? .category, types[y] ?? .category)
        // Numbers along y, unless only x holds them: then the keys run down the y axis.
        let horizontal = yType != .number && xType == .number
        if yType != .number && xType != .number {
            throw UsageError(
                "neither --x \(VisibleText.quoted(x, limit: 40)) nor --y \(VisibleText.quoted(y, limit: 40)) holds "
                    + "numbers\(typesGiven), expected numbers in one of them to measure (or --aggregate count to count "
                    + "rows)")
        }
        if horizontal && (mark == .line || mark == .area) {
            throw UsageError(
                "--mark \(mark.rawValue) draws numbers up the y axis, and --y \(VisibleText.quoted(y, limit: 40)) "
                    + "holds \(yType.plural), expected a number field as --y (bars, points and rules can also lie "
                    + "along x, with the numbers as --x)")
        }
        var measure = FieldEncoding(field: horizontal ? x : y, type: .number)
        if mark != .boxplot && mark != .errorbar {
            measure.aggregate =
                aggregate == AggregateChoice.none
                ? nil : aggregateAsked ?? (extent != nil ? .mean : mark.showsRows ? nil : .sum)
        }
        let keyEncoding = key(horizontal ? y : x, types: types, isKey: true)
        (encoding.x, encoding.y) = horizontal ? (measure, keyEncoding) : (keyEncoding, measure)
    }
}

extension ChartOptionsInput {
    /// The fields to read before the header says whether `--y a,b` is one field or two: both.
    var candidateFields: [String] {
        var names = fieldsRead
        if y.count == 1, let whole = y.first, whole.contains(",") {
            for part in whole.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
            where !part.isEmpty && !names.contains(part) {
                names.append(part)
            }
        }
        return names
    }
}
