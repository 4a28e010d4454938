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
                      functionDomain: ClosedRange<Double>) -> ResolvedBatch {
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
            style: batch.style, dropped: dropped)
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
