import Foundation

/// A vectorized plot after resolution: coordinates read through accessors, series grouped, extents known.
struct ResolvedBatch {
    var kind: MarkKind
    var index: Int
    var count: Int
    /// Axis coordinates of element `i`; NaN where the value is missing, non-finite or off the scale.
    var x: (Int) -> Double
    var y: (Int) -> Double
    /// The lower edge of an area at element `i` (zero, or a band's start).
    var yLower: ((Int) -> Double)?
    /// Element offsets of each series in first-appearance order, or nil for a single series in order.
    var series: [[Int]]?
    /// Colour-domain index of each series (lines) or element (points).
    var seriesColor: [Int?]
    var elementColor: ((Int) -> Int?)?
    var elementColorValue: ((Int) -> Double)?
    var xExtent: Span?
    var yExtent: Span?
    var style: MarkStyle
    var dropped: Int
    /// For numeric plots on numeric axes: coordinates of every element in one pass, read straight from the
    /// caller's memory where possible. NaN marks a missing point.
    var pairs: NumericPairs?
}

/// The extremes of a numeric batch, measured in one pass over both channels.
struct BatchStats {
    var x: (min: Double, max: Double)?
    var y: (min: Double, max: Double)?
    /// Elements with a non-finite x or y.
    var dropped = 0

    init(_ pairs: NumericPairs) {
        var (x0, x1, y0, y1) = (Double.infinity, -Double.infinity, Double.infinity, -Double.infinity)
        var dropped = 0
        pairs { _, x, y in
            guard x.isFinite, y.isFinite else {
                dropped += 1
                return
            }
            x0 = min(x0, x); x1 = max(x1, x)
            y0 = min(y0, y); y1 = max(y1, y)
        }
        self.dropped = dropped
        if x0 <= x1 { x = (x0, x1) }
        if y0 <= y1 { y = (y0, y1) }
    }

    /// Stand-in encodings for axis inference: the extremes, or a zero when nothing is finite.
    func encodings(_ label: String, _ range: (min: Double, max: Double)?) -> [Encoding?] {
        guard let range else { return [Encoding(label: label, value: .number(0))] }
        return [Encoding(label: label, value: .number(range.min)), Encoding(label: label, value: .number(range.max))]
    }
}

extension Resolver {
    /// Stand-in values for a batch's channels, so axis and colour inference see its kinds, categories and
    /// ranges without a mark per element.
    static func sampleEncodings(_ channel: BatchChannel?, count: Int) -> [Encoding] {
        guard let channel else { return [] }
        switch channel.kind {
        case .string:
            var seen: Set<String> = []
            var result: [Encoding] = []
            for i in 0..<count {
                if case .string(let s) = channel.value(i), seen.insert(s).inserted {
                    result.append(Encoding(label: channel.label, value: .string(s), unit: channel.unit))
                }
            }
            return result
        case .number:
            var lo = Double.infinity, hi = -Double.infinity
            for i in 0..<count {
                let v = channel.number?(i) ?? .nan
                if v.isFinite { lo = min(lo, v); hi = max(hi, v) }
            }
            guard lo <= hi else { return [Encoding(label: channel.label, value: .number(0))] }
            return [Encoding(label: channel.label, value: .number(lo)), Encoding(label: channel.label, value: .number(hi))]
        case .date:
            guard count > 0 else { return [] }
            return [Encoding(label: channel.label, value: channel.value(0), unit: channel.unit)]
        }
    }

    /// Resolves one batch against the chart's axes and colour domain.
    func resolveBatch(_ batch: MarkBatch, xAxis: ResolvedAxis?, yAxis: ResolvedAxis?, colors: StyleDomain?,
                      functionDomain: ClosedRange<Double>, stats: BatchStats? = nil) -> ResolvedBatch {
        // Numbers on plain numeric axes need no conversion: reuse the one-pass measurement.
        if let stats, let pairs = batch.numericPairs, batch.series == nil, batch.colorBy == nil,
           xAxis?.kind == .number, yAxis?.kind == .number,
           spec.settings.xScale.type?.kind != .log, spec.settings.yScale.type?.kind != .log {
            return ResolvedBatch(
                kind: batch.kind, index: batch.index, count: batch.count,
                x: coordinateAccessor(batch.x, axis: xAxis, type: nil), y: coordinateAccessor(batch.y, axis: yAxis, type: nil),
                yLower: nil, series: nil, seriesColor: [nil], elementColor: nil, elementColorValue: nil,
                xExtent: stats.x.map { Span(lower: $0.min, upper: $0.max) },
                yExtent: stats.y.map { Span(lower: $0.min, upper: $0.max) },
                style: batch.style, dropped: stats.dropped, pairs: pairs)
        }
        var count = batch.count
        var xAccess: (Int) -> Double
        var yAccess: (Int) -> Double
        var yLower: ((Int) -> Double)?
        if let function = batch.function {
            // Sampled finely enough that a curve is smooth at any chart size.
            let samples = 1024
            let domain = function.domain ?? functionDomain
            var xs = [Double](repeating: .nan, count: samples), ys = xs, lows = xs
            for i in 0..<samples {
                let t = domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(i) / Double(samples - 1)
                let point = function.evaluate(t)
                xs[i] = point.x.isFinite ? point.x : .nan
                ys[i] = point.y.isFinite ? point.y : .nan
                if let band = function.band {
                    let b = band(t)
                    (lows[i], ys[i]) = (b.yStart.isFinite ? b.yStart : .nan, b.yEnd.isFinite ? b.yEnd : .nan)
                } else {
                    lows[i] = 0
                }
            }
            count = samples
            xAccess = { xs[$0] }
            yAccess = { ys[$0] }
            if batch.kind == .area { yLower = { lows[$0] } }
        } else {
            xAccess = coordinateAccessor(batch.x, axis: xAxis, type: spec.settings.xScale.type)
            yAccess = coordinateAccessor(batch.y, axis: yAxis, type: spec.settings.yScale.type)
        }
        var xLo = Double.infinity, xHi = -Double.infinity, yLo = Double.infinity, yHi = -Double.infinity
        var dropped = 0
        for i in 0..<count {
            let x = xAccess(i), y = yAccess(i)
            guard x.isFinite, y.isFinite else {
                dropped += 1
                continue
            }
            xLo = min(xLo, x); xHi = max(xHi, x)
            yLo = min(yLo, y); yHi = max(yHi, y)
            if let low = yLower?(i), low.isFinite { yLo = min(yLo, low); yHi = max(yHi, low) }
        }
        var series: [[Int]]?
        var seriesColor: [Int?] = [nil]
        let colorLookup = colors.map { Resolver.lookup($0.keys) } ?? [:]
        if let channel = batch.series ?? (batch.kind == .line ? batch.colorBy : nil) {
            var order: [String] = []
            var groups: [String: [Int]] = [:]
            for i in 0..<count {
                let key = LabelFormat.key(channel.value(i))
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(i)
            }
            series = order.map { groups[$0]! }
            seriesColor = order.enumerated().map { k, key in
                guard let colorBy = batch.colorBy, let first = groups[key]?.first else { return nil }
                return colorLookup[LabelFormat.key(colorBy.value(first))]
            }
        }
        var elementColor: ((Int) -> Int?)?
        var elementColorValue: ((Int) -> Double)?
        if batch.kind != .line, let colorBy = batch.colorBy {
            if colors?.continuous != nil, colorBy.kind == .number {
                elementColorValue = { colorBy.number?($0) ?? .nan }
            } else {
                elementColor = { colorLookup[LabelFormat.key(colorBy.value($0))] }
            }
        }
        return ResolvedBatch(
            kind: batch.kind, index: batch.index, count: count, x: xAccess, y: yAccess, yLower: yLower, series: series,
            seriesColor: seriesColor, elementColor: elementColor, elementColorValue: elementColorValue,
            xExtent: xLo <= xHi ? Span(lower: xLo, upper: xHi) : nil,
            yExtent: yLo <= yHi ? Span(lower: batch.kind == .area ? min(0, yLo) : yLo, upper: yHi) : nil,
            style: batch.style, dropped: dropped, pairs: nil)
    }

    /// Reads a channel as axis coordinates: category index, number (NaN when off a log scale), or date
    /// coordinate (the bin's middle when binned).
    private func coordinateAccessor(_ channel: BatchChannel?, axis: ResolvedAxis?, type: ScaleType?) -> (Int) -> Double {
        guard let channel else { return { _ in .nan } }
        switch axis?.kind {
        case .category(let names)?:
            let lookup = Resolver.lookup(names)
            return { i in
                if case .string(let s) = channel.value(i), let index = lookup[s] { return Double(index) }
                return .nan
            }
        case .date(let coordinates, let binned)?:
            let binnedChannel = binned && channel.unit != nil
            return { i in
                guard case .date(let d) = channel.value(i), d.timeIntervalSince1970.isFinite else { return .nan }
                if binnedChannel {
                    let bin = coordinates.bin(d)
                    return (bin.start + bin.end) / 2
                }
                return coordinates.coordinate(d)
            }
        default:
            let log = type?.kind == .log
            if let number = channel.number {
                return log ? { i in let v = number(i); return v > 0 ? v : .nan } : number
            }
            return { _ in .nan }
        }
    }
}
