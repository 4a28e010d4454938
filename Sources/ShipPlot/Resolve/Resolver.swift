import Foundation

/// An error that stops a chart from being drawn, naming the stage and the mark.
public struct ChartError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The pipeline stage that failed: `resolve`, `layout`, `render` or `output`.
    public let stage: String
    /// One line saying what is wrong and what was expected.
    public let message: String

    public var description: String { "\(stage): \(message)" }
}

/// The resolve stage: types every channel, assigns series and colours, bins dates and computes stacks.
struct Resolver {
    let spec: ChartSpec
    let calendar: Calendar

    func resolve() throws -> ResolvedChart {
        let marks = spec.marks
        let xAxis = try axis(named: "x", encodings: marks.map { [$0.x, $0.xStart, $0.xEnd] }, marks: marks)
        let yAxis = try axis(named: "y", encodings: marks.map { [$0.y, $0.yStart, $0.yEnd] }, marks: marks)
        let xIndex = CategoryIndex(xAxis?.kind)
        let yIndex = CategoryIndex(yAxis?.kind)

        let colors = styleDomain(marks.map(\.style.foregroundBy), explicit: spec.settings.styleScale)
        let symbols = styleDomain(marks.map(\.style.symbolBy), explicit: nil)
        let colorLookup = colors.map { Dictionary($0.keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a }) }
        let symbolLookup = symbols.map { Dictionary($0.keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a }) }

        var nonFinite: [MarkKind: Int] = [:]
        var resolved: [ResolvedMark] = []
        resolved.reserveCapacity(marks.count)
        for mark in marks {
            let colorKey = mark.style.foregroundBy.map { LabelFormat.key($0.value) }
            let symbolKey = mark.style.symbolBy.map { LabelFormat.key($0.value) }
            let seriesKey = mark.series.map { LabelFormat.key($0.value) } ?? colorKey ?? symbolKey ?? ""
            var item = ResolvedMark(
                kind: mark.kind, index: mark.index, seriesKey: seriesKey,
                colorIndex: colorKey.flatMap { colorLookup?[$0] }, symbolIndex: symbolKey.flatMap { symbolLookup?[$0] },
                style: mark.style, width: mark.width, height: mark.height)
            let x = mark.x.map { position($0, axis: xAxis, index: xIndex) }
            let y = mark.y.map { position($0, axis: yAxis, index: yIndex) }
            if x?.finite == false || y?.finite == false {
                item.defined = false
                nonFinite[mark.kind, default: 0] += 1
            }
            item.x = x?.point
            item.y = y?.point
            item.xBin = x?.bin
            item.yBin = y?.bin
            if mark.kind == .bar {
                item.orientation = Self.barOrientation(x: xAxis?.kind, y: yAxis?.kind)
            }
            resolved.append(item)
        }

        Stacking.stackBars(&resolved, stacking: marks.map(\.stacking))
        Stacking.stackAreas(&resolved, stacking: marks.map(\.stacking))

        let diagnostics = nonFinite.sorted { $0.key.rawValue < $1.key.rawValue }.map { kind, count in
            ChartDiagnostic(message: "\(count) non-finite value\(count == 1 ? "" : "s") left out of \(kind.typeName)")
        }
        return ResolvedChart(x: xAxis, y: yAxis, marks: resolved, colors: colors, symbols: symbols,
                             settings: spec.settings, diagnostics: diagnostics)
    }

    /// Bars grow along the numeric axis from the categorical or binned one.
    static func barOrientation(x: AxisKind?, y: AxisKind?) -> BarOrientation {
        switch (x, y) {
        case (.number?, .category?), (.number?, .date?): .horizontal
        case (.date(_, binned: false)?, .date(_, binned: true)?): .horizontal
        default: .vertical
        }
    }

    /// Decides an axis's kind from every value placed on it; mixing categories with numbers or dates is an error.
    private func axis(named name: String, encodings: [[Encoding?]], marks: [MarkSpec]) throws -> ResolvedAxis? {
        var title: String?
        var categories: [String] = []
        var seen: Set<String> = []
        var firstString: (value: String, mark: Int)?
        var firstNumber: Int?
        var firstDate: Int?
        var unit: (TimeUnit, Calendar?)?
        for (markIndex, list) in encodings.enumerated() {
            for case let encoding? in list {
                if title == nil { title = encoding.label }
                switch encoding.value {
                case .string(let s):
                    if firstString == nil { firstString = (s, markIndex) }
                    if seen.insert(s).inserted { categories.append(s) }
                case .number: if firstNumber == nil { firstNumber = markIndex }
                case .date:
                    if firstDate == nil { firstDate = markIndex }
                    if unit == nil, let component = encoding.unit, let timeUnit = TimeUnit(component) {
                        unit = (timeUnit, encoding.calendar)
                    }
                }
            }
        }
        guard let title else { return nil }
        func describe(_ markIndex: Int) -> String { "\(marks[markIndex].kind.typeName) #\(markIndex + 1)" }
        if let string = firstString {
            if let other = firstNumber ?? firstDate {
                throw ChartError(stage: "resolve", message:
                    "\(name) mixes categories (\"\(string.value)\" in \(describe(string.mark))) with "
                    + "\(firstNumber != nil ? "numbers" : "dates") (in \(describe(other))); use one kind of value per axis")
            }
            return ResolvedAxis(kind: .category(categories), title: title)
        }
        if let date = firstDate {
            if let number = firstNumber {
                throw ChartError(stage: "resolve", message:
                    "\(name) mixes dates (in \(describe(date))) with numbers (in \(describe(number))); use one kind of value per axis")
            }
            let coordinates = TimeCoordinates(unit: unit?.0 ?? .second, calendar: unit?.1 ?? calendar)
            return ResolvedAxis(kind: .date(coordinates, binned: unit != nil), title: title)
        }
        return ResolvedAxis(kind: .number, title: title)
    }

    private struct Position {
        var point: Span
        var bin: Span?
        var finite: Bool
    }

    /// Converts one value to axis coordinates: a point, plus the bin it fills when dates are binned.
    private func position(_ encoding: Encoding, axis: ResolvedAxis?, index: CategoryIndex) -> Position {
        switch encoding.value {
        case .string(let s):
            let i = Double(index.lookup[s] ?? 0)
            return Position(point: .point(i), bin: Span(lower: i - 0.5, upper: i + 0.5), finite: true)
        case .number(let v):
            return Position(point: .point(v), bin: nil, finite: v.isFinite)
        case .date(let date):
            guard case .date(let coordinates, let binned)? = axis?.kind else {
                return Position(point: .point(.nan), bin: nil, finite: false)
            }
            guard date.timeIntervalSince1970.isFinite else {
                return Position(point: .point(.nan), bin: nil, finite: false)
            }
            if binned && encoding.unit != nil {
                let bin = coordinates.bin(date)
                return Position(point: .point((bin.start + bin.end) / 2), bin: Span(lower: bin.start, upper: bin.end),
                                finite: true)
            }
            return Position(point: .point(coordinates.coordinate(date)), bin: nil, finite: true)
        }
    }

    /// The distinct values of a style channel in legend order: explicit scale entries first, then data order.
    private func styleDomain(_ encodings: [Encoding?], explicit: [(value: PlottablePrimitive, color: Color)]?) -> StyleDomain? {
        var keys: [String] = []
        var colors: [Color?] = []
        var seen: Set<String> = []
        var title: String?
        for (value, color) in explicit ?? [] {
            let key = LabelFormat.key(value)
            if seen.insert(key).inserted {
                keys.append(key)
                colors.append(color)
            }
        }
        for case let encoding? in encodings {
            if title == nil { title = encoding.label }
            let key = LabelFormat.key(encoding.value)
            if seen.insert(key).inserted {
                keys.append(key)
                colors.append(nil)
            }
        }
        guard let title else { return nil }
        return StyleDomain(title: title, keys: keys, explicitColors: colors)
    }
}

/// Category name → band index, built once per axis.
private struct CategoryIndex {
    let lookup: [String: Int]
    init(_ kind: AxisKind?) {
        if case .category(let names)? = kind {
            lookup = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        } else {
            lookup = [:]
        }
    }
}

extension MarkKind {
    /// The public type name, for messages.
    var typeName: String {
        switch self {
        case .bar: "BarMark"
        case .line: "LineMark"
        case .point: "PointMark"
        case .area: "AreaMark"
        case .rule: "RuleMark"
        }
    }
}
