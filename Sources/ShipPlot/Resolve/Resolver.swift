import Foundation

/// An error that stops a chart from being drawn, naming the stage and the mark.
public struct ChartError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The pipeline stage that failed: `resolve`, `layout`, `render` or `output`.
    public let stage: String
    /// One line saying what is wrong and what was expected.
    public let message: String

    public var description: String { "\(stage): \(message)" }
}

/// The resolve stage: types every channel, assigns series, colours, symbols and slots, bins dates and
/// computes stacks.
struct Resolver {
    let spec: ChartSpec
    /// Bins dates given with `unit:` (an input of the pipeline, the renderer's `calendar`).
    let calendar: Calendar

    func resolve() throws -> ResolvedChart {
        let marks = spec.marks
        let settings = spec.settings
        // Batches join inference through stand-in encodings: their kinds, categories and extremes. Numeric
        // batches are measured in one pass over both channels, which resolving them reuses.
        let stats = spec.batches.map { batch in batch.function == nil ? batch.numericPairs.map(BatchStats.init) : nil }
        let batchX = spec.batches.indices.map { k -> [Encoding?] in
            let batch = spec.batches[k]
            if let function = batch.function { return [Encoding(label: function.xLabel, value: .number(0))] }
            if let stats = stats[k], let label = batch.x?.label { return stats.encodings(label, stats.x) }
            return Resolver.sampleEncodings(batch.x, count: batch.count)
        }
        let batchY = spec.batches.indices.map { k -> [Encoding?] in
            let batch = spec.batches[k]
            if let function = batch.function { return [Encoding(label: function.yLabel, value: .number(0))] }
            if let stats = stats[k], let label = batch.y?.label { return stats.encodings(label, stats.y) }
            return Resolver.sampleEncodings(batch.y, count: batch.count)
        }
        let xAxis = try axis(named: "x", channels: { ($0.x, $0.xStart, $0.xEnd) }, batchEncodings: batchX, marks: marks,
                             setting: settings.xScale)
        let yAxis = try axis(named: "y", channels: { ($0.y, $0.yStart, $0.yEnd) }, batchEncodings: batchY, marks: marks,
                             setting: settings.yScale)
        let xIndex = CategoryIndex(xAxis?.kind)
        let yIndex = CategoryIndex(yAxis?.kind)

        let batchColors = spec.batches.flatMap { Resolver.sampleEncodings($0.colorBy, count: $0.count).map { Optional($0) } }
        let colors = colorDomain(marks.map(\.style.foregroundBy) + batchColors, setting: settings.foregroundScale)
        let symbols = symbolDomain(marks.map(\.style.symbolBy), explicit: settings.symbolScale)
        let dashes = symbolDomain(marks.map(\.style.lineStyleBy), explicit: nil)
        let dashLookup = dashes.map { Self.lookup($0.keys) }
        let sizeArea = symbolAreas(marks.map(\.style.symbolSizeBy))
        let colorLookup = colors.map { Self.lookup($0.keys) }
        let symbolLookup = symbols.map { Self.lookup($0.keys) }
        let dodgeKeys = Self.distinct(marks.compactMap { $0.style.positionBy.map { LabelFormat.key($0.value) } })
        let dodgeLookup = Self.lookup(dodgeKeys)

        var dropped: [MarkKind: Int] = [:]
        var resolved: [ResolvedMark] = []
        resolved.reserveCapacity(marks.count)
        for mark in marks {
            let colorKey = mark.style.foregroundBy.map { LabelFormat.key($0.value) }
            let symbolKey = mark.style.symbolBy.map { LabelFormat.key($0.value) }
            let dashKey = mark.style.lineStyleBy.map { LabelFormat.key($0.value) }
            let seriesKey = mark.series.map { LabelFormat.key($0.value) } ?? colorKey ?? dashKey ?? symbolKey ?? ""
            var item = ResolvedMark(kind: mark.kind, index: mark.index, seriesKey: seriesKey,
                                    symbolIndex: symbolKey.flatMap { symbolLookup?[$0] }, style: mark.style,
                                    width: mark.width, height: mark.height)
            item.dashIndex = dashKey.flatMap { dashLookup?[$0] }
            item.symbolArea = mark.style.symbolSizeBy.flatMap { sizeArea($0.value) }
            if colors?.continuous != nil, case .number(let v)? = mark.style.foregroundBy?.value {
                item.colorValue = v
            } else {
                item.colorIndex = colorKey.flatMap { colorLookup?[$0] }
            }
            if let key = mark.style.positionBy.map({ LabelFormat.key($0.value) }) {
                item.dodgeIndex = dodgeLookup[key]
                item.dodgeCount = dodgeKeys.count
            }
            item.xFixed = mark.xFixed
            item.yFixed = mark.yFixed
            var finite = true
            if let x = extent(mark.x, mark.xStart, mark.xEnd, axis: xAxis, index: xIndex, type: settings.xScale.type) {
                item.x = x.span
                item.xBin = x.bin
                item.xIsRange = x.isRange
                finite = finite && x.finite
            }
            if let y = extent(mark.y, mark.yStart, mark.yEnd, axis: yAxis, index: yIndex, type: settings.yScale.type) {
                item.y = y.span
                item.yBin = y.bin
                item.yIsRange = y.isRange
                finite = finite && y.finite
            }
            let kind = mark.kind.contract.resolvePayload(mark, item, axes: (xAxis?.kind, yAxis?.kind))
            item.payload = kind.payload
            finite = finite && kind.valid
            if !finite {
                item.defined = false
                dropped[mark.kind, default: 0] += 1
            }
            resolved.append(item)
        }

        Stacking.stackBars(&resolved, stacking: marks.map(\.stacking))
        Stacking.stackAreas(&resolved, stacking: marks.map(\.stacking))
        SectorMarkKind.share(&resolved)

        var diagnostics = dropped.sorted { $0.key.rawValue < $1.key.rawValue }.map { kind, count in
            ChartDiagnostic(message: "\(count) non-finite or out-of-scale value\(count == 1 ? "" : "s") left out of \(kind.typeName)")
        }
        if let symbols, symbols.keys.count > BasicChartSymbolShape.cycle.count {
            diagnostics.append(ChartDiagnostic(message:
                "\(symbols.keys.count) symbol values share \(BasicChartSymbolShape.cycle.count) shapes; shapes repeat"))
        }
        // Function plots without a domain of their own span the x scale: explicit, else the other marks' extent.
        var functionDomain = 0.0...1.0
        if case .numbers(let a, let b)? = settings.xScale.domain, a.isFinite, b.isFinite, a != b {
            functionDomain = min(a, b)...max(a, b)
        } else {
            let xs = resolved.filter(\.defined).compactMap(\.x)
            if let lo = xs.map(\.lower).min(), let hi = xs.map(\.upper).max(), lo < hi { functionDomain = lo...hi }
        }
        var batches: [ResolvedBatch] = []
        // Data plots first, so function plots can span their extent too; declaration order is kept by index.
        let ordered = spec.batches.indices.filter { spec.batches[$0].function == nil }
            + spec.batches.indices.filter { spec.batches[$0].function != nil }
        for k in ordered {
            let batch = spec.batches[k]
            if batch.function != nil, !(settings.xScale.domain.map { if case .numbers = $0 { true } else { false } } ?? false) {
                let extents = resolved.filter(\.defined).compactMap(\.x) + batches.compactMap(\.xExtent)
                if let lo = extents.map(\.lower).min(), let hi = extents.map(\.upper).max(), lo < hi { functionDomain = lo...hi }
            }
            let resolvedBatch = resolveBatch(batch, xAxis: xAxis, yAxis: yAxis, colors: colors, functionDomain: functionDomain,
                                             stats: stats[k])
            if resolvedBatch.dropped > 0 && batch.function == nil {
                diagnostics.append(ChartDiagnostic(message:
                    "\(resolvedBatch.dropped) non-finite or out-of-scale value\(resolvedBatch.dropped == 1 ? "" : "s") left out of \(batch.kind == .line ? "LinePlot" : "PointPlot")"))
            }
            batches.append(resolvedBatch)
        }
        let polar = !marks.isEmpty && spec.batches.isEmpty && marks.allSatisfy { $0.kind == .sector }
        return ResolvedChart(x: xAxis, y: yAxis, marks: resolved, batches: batches, colors: colors, symbols: symbols,
                             dashes: dashes, settings: settings, diagnostics: diagnostics, isPolar: polar)
    }

    /// Decides an axis's kind from every value placed on it and the scale setting; mixing categories with
    /// numbers or dates is an error.
    private func axis(named name: String, channels: (MarkSpec) -> (Encoding?, Encoding?, Encoding?),
                      batchEncodings: [[Encoding?]], marks: [MarkSpec], setting: ScaleSetting) throws -> ResolvedAxis? {
        var title: String?
        var categories: [String] = []
        var seen: Set<String> = []
        var firstString: (value: String, mark: Int)?
        var firstNumber: Int?
        var firstDate: Int?
        var unit: (TimeUnit, Calendar?)?
        if case .values(let values)? = setting.domain {
            for case .string(let s) in values where seen.insert(s).inserted { categories.append(s) }
        }
        func visit(_ encoding: Encoding?, _ markIndex: Int) {
            guard let encoding else { return }
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
        // Each mark's channels are read in place; building arrays of them per mark cost more than the rest.
        for (markIndex, mark) in marks.enumerated() {
            let (a, b, c) = channels(mark)
            visit(a, markIndex)
            visit(b, markIndex)
            visit(c, markIndex)
        }
        for (k, list) in batchEncodings.enumerated() {
            for encoding in list { visit(encoding, marks.count + k) }
        }
        guard let title else { return nil }
        func describe(_ markIndex: Int) -> String {
            markIndex < marks.count ? "\(marks[markIndex].kind.typeName) #\(markIndex + 1)" : "plot #\(markIndex - marks.count + 1)"
        }
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

    private struct Extent {
        var span: Span
        var bin: Span?
        var isRange: Bool
        var finite: Bool
    }

    /// The extent of a mark along one axis, from its value or its start and end.
    private func extent(_ value: Encoding?, _ start: Encoding?, _ end: Encoding?, axis: ResolvedAxis?,
                        index: CategoryIndex, type: ScaleType?) -> Extent? {
        if let value, let rangeEnd = value.rangeEnd {
            // A bin or interval given as one value: it spans like a start and an end.
            var end = value
            end.value = rangeEnd
            end.rangeEnd = nil
            var start = value
            start.rangeEnd = nil
            return extent(nil, start, end, axis: axis, index: index, type: type)
        }
        if let value {
            let p = position(value, axis: axis, index: index, type: type)
            return Extent(span: .point(p.value), bin: p.bin, isRange: false, finite: p.finite)
        }
        guard let start, let end else { return nil }
        let a = position(start, axis: axis, index: index, type: type)
        let b = position(end, axis: axis, index: index, type: type)
        if case .category = axis?.kind {
            // A category range covers whole bands, from the first band's start to the last band's end.
            let (lo, hi) = (min(a.value, b.value), max(a.value, b.value))
            return Extent(span: Span(lower: lo - 0.5, upper: hi + 0.5), bin: nil, isRange: true, finite: a.finite && b.finite)
        }
        // Binned dates cover whole bins: from the start of the first to the end of the last.
        let lower = a.bin?.lower ?? a.value
        let upper = b.bin?.upper ?? b.value
        return Extent(span: Span(lower: min(lower, upper), upper: max(lower, upper)), bin: nil, isRange: true,
                      finite: a.finite && b.finite)
    }

    /// Converts one value to axis coordinates: a point, plus the band or bin it fills.
    private func position(_ encoding: Encoding, axis: ResolvedAxis?, index: CategoryIndex,
                          type: ScaleType?) -> (value: Double, bin: Span?, finite: Bool) {
        switch encoding.value {
        case .string(let s):
            let i = Double(index.lookup[s] ?? 0)
            return (i, Span(lower: i - 0.5, upper: i + 0.5), true)
        case .number(let v):
            // Values the scale cannot show (0 on a log scale, 0 under a negative power) are left out, as
            // non-finite ones are.
            let onScale = ScaleTransform(type).apply(v).isFinite
            return (v, nil, v.isFinite && onScale)
        case .date(let date):
            guard case .date(let coordinates, let binned)? = axis?.kind, date.timeIntervalSince1970.isFinite else {
                return (.nan, nil, false)
            }
            if binned && encoding.unit != nil {
                let bin = coordinates.bin(date)
                return ((bin.start + bin.end) / 2, Span(lower: bin.start, upper: bin.end), true)
            }
            return (coordinates.coordinate(date), nil, true)
        }
    }

    /// The colour domain: discrete keys in legend order (explicit scale first, then data order), or a
    /// continuous range when the values are numbers and no discrete mapping is given.
    private func colorDomain(_ encodings: [Encoding?], setting: ForegroundScaleSetting?) -> StyleDomain? {
        guard let title = encodings.lazy.compactMap({ $0?.label }).first else { return nil }
        let values = encodings.compactMap { $0?.value }
        let numbers = values.compactMap { value -> Double? in
            if case .number(let v) = value { return v }
            return nil
        }
        let allNumbers = !values.isEmpty && numbers.count == values.count
        var keys: [String] = []
        var colors: [Color?] = []
        var seen: Set<String> = []
        func add(_ value: PlottablePrimitive, _ color: Color?) {
            let key = LabelFormat.key(value)
            if seen.insert(key).inserted {
                keys.append(key)
                colors.append(color)
            }
        }
        switch setting {
        case .pairs(let pairs)?:
            for (value, color) in pairs { add(value, color) }
        case .domainRange(let domain, let range)?:
            if allNumbers, case .gradient(let gradient)? = range {
                return continuousDomain(title: title, numbers: numbers, domain: domain, gradient: gradient)
            }
            if allNumbers, range == nil, case .numbers? = domain {
                return continuousDomain(title: title, numbers: numbers, domain: domain, gradient: nil)
            }
            if case .values(let list)? = domain { for value in list { add(value, nil) } }
            for value in values { add(value, nil) }
            switch range {
            case .colors(let list)? where !list.isEmpty:
                colors = keys.indices.map { list[$0 % list.count] }
            case .gradient(let gradient)?:
                colors = keys.indices.map { i in
                    GradientSampler(gradient).color(at: keys.count > 1 ? Double(i) / Double(keys.count - 1) : 0.5)
                }
            default: break
            }
            return StyleDomain(title: title, keys: keys, explicitColors: colors)
        case .mapping(let domain, let lookup)?:
            for value in domain ?? [] { add(value, lookup(value)) }
            for value in values { add(value, lookup(value)) }
            return StyleDomain(title: title, keys: keys, explicitColors: colors)
        case nil:
            if allNumbers { return continuousDomain(title: title, numbers: numbers, domain: nil, gradient: nil) }
        }
        for value in values { add(value, nil) }
        return StyleDomain(title: title, keys: keys, explicitColors: colors)
    }

    private func continuousDomain(title: String, numbers: [Double], domain: DomainSetting?, gradient: Gradient?) -> StyleDomain {
        let finite = numbers.filter(\.isFinite)
        var range = (finite.min() ?? 0)...(finite.max() ?? 1)
        if case .numbers(let a, let b)? = domain, a.isFinite, b.isFinite, a != b { range = min(a, b)...max(a, b) }
        if range.lowerBound == range.upperBound { range = range.lowerBound...(range.lowerBound + 1) }
        return StyleDomain(title: title, keys: [], explicitColors: [], continuous: range, gradient: gradient)
    }

    private func symbolDomain(_ encodings: [Encoding?], explicit: [(value: PlottablePrimitive, symbol: BasicChartSymbolShape)]?) -> StyleDomain? {
        guard let title = encodings.lazy.compactMap({ $0?.label }).first else { return nil }
        let keys = Self.distinct((explicit ?? []).map { LabelFormat.key($0.value) } + encodings.compactMap { $0.map { LabelFormat.key($0.value) } })
        return StyleDomain(title: title, keys: keys, explicitColors: [])
    }

    /// Maps `symbolSize(by:)` values to areas: numbers linearly over their range onto 16…256 pt², other values
    /// stepping through that range in order of first appearance.
    private func symbolAreas(_ encodings: [Encoding?]) -> (PlottablePrimitive) -> Double? {
        let values = encodings.compactMap { $0?.value }
        let numbers = values.compactMap { value -> Double? in
            if case .number(let v) = value, v.isFinite { return v }
            return nil
        }
        let (smallest, largest) = (16.0, 256.0)
        if !numbers.isEmpty && numbers.count == values.count, let lo = numbers.min(), let hi = numbers.max() {
            return { value in
                guard case .number(let v) = value, v.isFinite else { return nil }
                return hi > lo ? smallest + (v - lo) / (hi - lo) * (largest - smallest) : (smallest + largest) / 2
            }
        }
        let keys = Self.distinct(values.map(LabelFormat.key))
        let lookup = Self.lookup(keys)
        return { value in
            guard let i = lookup[LabelFormat.key(value)] else { return nil }
            return keys.count > 1 ? smallest + Double(i) / Double(keys.count - 1) * (largest - smallest) : 64
        }
    }

    static func distinct(_ keys: [String]) -> [String] {
        var seen: Set<String> = []
        return keys.filter { seen.insert($0).inserted }
    }

    static func lookup(_ keys: [String]) -> [String: Int] {
        Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    }
}

/// Category name → band index, built once per axis.
private struct CategoryIndex {
    let lookup: [String: Int]
    init(_ kind: AxisKind?) {
        if case .category(let names)? = kind {
            lookup = Resolver.lookup(names)
        } else {
            lookup = [:]
        }
    }
}

/// Colours along a gradient, by linear interpolation between stops in sRGB.
struct GradientSampler {
    let stops: [(location: Double, color: Color)]

    init(_ gradient: Gradient) {
        stops = gradient.stops.map { (Double($0.location), $0.color) }
    }

    /// The colour at `t` in 0...1 (clamped).
    func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .gray }
        let t = t.isFinite ? min(max(t, 0), 1) : 0
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let (a, b) = (stops[i - 1], stops[i])
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 0
            return Color(base: .mix(a.color, b.color, f), alpha: 1)
        }
        return last.color
    }
}
