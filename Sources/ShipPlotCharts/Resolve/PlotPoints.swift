// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A plot's points after resolution, in axis coordinates, read through accessors so a million points never
/// become a million values: the point source its mark kind draws from.
// Unchecked: the accessors only read the caller's collection or arrays sampled once; nothing mutates them.
struct PlotPoints: @unchecked Sendable {
    var count: Int
    /// Axis coordinates of element `i`; NaN where the value is missing, non-finite or off the scale.
    var x: (Int) -> Double
    var y: (Int) -> Double
    /// The lower edge of an area at element `i` (zero, or a band's start).
    var yLower: ((Int) -> Double)?
    /// Element offsets of each series in first-appearance order, or nil for a single series in order.
    var series: [[Int]]?
    /// Colour-domain index of each series.
    var seriesColor: [Int?]
    /// Colour-domain index, or continuous colour value, of each element (points coloured by value).
    var elementColor: ((Int) -> Int?)?
    var elementColorValue: ((Int) -> Double)?
    /// For numeric plots on numeric axes: coordinates of every element in one pass, read straight from the
    /// caller's memory where possible. NaN marks a missing point.
    var pairs: NumericPairs?

    /// Calls `visit` with each series' colour index and its points' offsets, in order.
    func forEachSeries(_ visit: (_ colorIndex: Int?, _ offsets: AnySequence<Int>) -> Void) {
        guard let series else { return visit(nil, AnySequence(0..<count)) }
        for (k, offsets) in series.enumerated() {
            visit(seriesColor.indices.contains(k) ? seriesColor[k] : nil, AnySequence(offsets))
        }
    }
}

/// The extremes of a numeric plot, measured in one pass over both channels.
struct PlotStats {
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

/// A plot resolved against the chart's axes: its points, its extent, and how many of them were left out.
struct ResolvedPlot {
    var points: PlotPoints
    var xExtent: Span?
    var yExtent: Span?
    var dropped: Int
}

extension Resolver {
    /// Stand-in values for a plot's channels, so axis and colour inference see its kinds, categories and
    /// ranges without a mark per element.
    static func sampleEncodings(_ channel: PlotChannel?, count: Int) -> [Encoding] {
        guard let channel else { return [] }
        switch channel.kind {
        case .string:
            let values = channel.read()
            if let distinct = values.distinct {
                return distinct.map { Encoding(label: channel.label, value: .string($0), unit: channel.unit) }
            }
            var seen: Set<String> = []
            var result: [Encoding] = []
            for i in 0..<count {
                if case .string(let s) = values.value(i), seen.insert(s).inserted {
                    result.append(Encoding(label: channel.label, value: .string(s), unit: channel.unit))
                }
            }
            return result
        case .number:
            let number = channel.read().number
            var lo = Double.infinity, hi = -Double.infinity
            for i in 0..<count {
                let v = number?(i) ?? .nan
                if v.isFinite { lo = min(lo, v); hi = max(hi, v) }
            }
            guard lo <= hi else { return [Encoding(label: channel.label, value: .number(0))] }
            return [
                Encoding(label: channel.label, value: .number(lo)), Encoding(label: channel.label, value: .number(hi)),
            ]
        case .date:
            guard count > 0 else { return [] }
            let seconds = elementReader(channel)(0)
            return [
                Encoding(
                    label: channel.label, value: .date(Date(timeIntervalSinceReferenceDate: seconds)),
                    unit: channel.unit)
            ]
        }
    }

    /// Resolves one plot against the chart's axes and colour domain. A kind that fills from its baseline (areas)
    /// adds each element's lower edge, zero unless a band gives one, to the extent.
    func resolvePlot(
        _ plot: PlotSource, contract: any MarkContract.Type, axes: (x: ResolvedAxis?, y: ResolvedAxis?),
        colors: StyleDomain?, functionDomain: ClosedRange<Double>, stats: PlotStats?
    ) -> ResolvedPlot {
        let fillsFromBaseline = contract.fillsFromBaseline
        // Numbers on plain numeric axes need no conversion: reuse the one-pass measurement.
        if let stats, let pairs = plot.numericPairs, plot.series == nil, plot.colorBy == nil,
            axes.x?.kind == .number, axes.y?.kind == .number,
            spec.settings.axes.x.scale.type?.kind != .log, spec.settings.axes.y.scale.type?.kind != .log
        {
            // A kind drawn from the pairs alone never reads its points one by one: nothing is read ahead.
            let (x, y) =
                contract.drawsPlotFromPairs
                ? (Self.elementReader(plot.x), Self.elementReader(plot.y))
                : (
                    coordinateAccessor(plot.x, axis: axes.x, type: nil),
                    coordinateAccessor(plot.y, axis: axes.y, type: nil)
                )
            let points = PlotPoints(count: plot.count, x: x, y: y, seriesColor: [nil], pairs: pairs)
            return ResolvedPlot(
                points: points, xExtent: stats.x.map { Span(lower: $0.min, upper: $0.max) },
                yExtent: stats.y.map { Span(lower: $0.min, upper: $0.max) }, dropped: stats.dropped)
        }
        var points: PlotPoints
        if let function = plot.function {
            points = sample(function, domain: function.domain ?? functionDomain, fillsFromBaseline: fillsFromBaseline)
        } else {
            points = PlotPoints(
                count: plot.count, x: coordinateAccessor(plot.x, axis: axes.x, type: spec.settings.axes.x.scale.type),
                y: coordinateAccessor(plot.y, axis: axes.y, type: spec.settings.axes.y.scale.type), seriesColor: [nil])
        }
        colorPoints(&points, plot: plot, colors: colors)
        return measured(points, fillsFromBaseline: fillsFromBaseline)
    }

    /// A function sampled finely enough that its curve is smooth at any chart size; NaN where undefined.
    private func sample(_ function: FunctionSource, domain: ClosedRange<Double>, fillsFromBaseline: Bool) -> PlotPoints
    {
        let samples = 1024
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
        return PlotPoints(
            count: samples, x: { xs[$0] }, y: { ys[$0] }, yLower: fillsFromBaseline ? { lows[$0] } : nil,
            seriesColor: [nil])
    }

    /// Element `i` of a number or date channel (seconds since 2001), read on its own.
    private static func elementReader(_ channel: PlotChannel?) -> (Int) -> Double {
        guard let read = channel?.numbers else { return { _ in .nan } }
        return { i in
            var value = Double.nan
            withUnsafeMutablePointer(to: &value) { read(i..<(i + 1), UnsafeMutableBufferPointer(start: $0, count: 1)) }
            return value
        }
    }

    /// Series (by `series`, else one) with their colours, and per-element colours for plots without series.
    private func colorPoints(_ points: inout PlotPoints, plot: PlotSource, colors: StyleDomain?) {
        let colorLookup = colors.map { Resolver.lookup($0.keys) } ?? [:]
        if let channel = plot.series?.read() {
            var order: [String] = []
            var groups: [String: [Int]] = [:]
            for i in 0..<points.count {
                let key = LabelFormat.key(channel.value(i))
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(i)
            }
            points.series = order.map { groups[$0]! }
            let colorBy = plot.colorBy?.read()
            points.seriesColor = order.map { key in
                guard let colorBy, let first = groups[key]?.first else { return nil }
                return colorLookup[LabelFormat.key(colorBy.value(first))]
            }
        } else if let channel = plot.colorBy {
            let colorBy = channel.read()
            if colors?.continuous != nil, channel.kind == .number {
                points.elementColorValue = { colorBy.number?($0) ?? .nan }
            } else if let code = colorBy.code, let distinct = colorBy.distinct {
                // Each different value looked up once.
                let colorOfCode = distinct.map { colorLookup[LabelFormat.key(.string($0))] }
                points.elementColor = { colorOfCode[code($0)] }
            } else {
                points.elementColor = { colorLookup[LabelFormat.key(colorBy.value($0))] }
            }
        }
    }

    /// The plot's extent over its finite points, and how many points were left out.
    private func measured(_ points: PlotPoints, fillsFromBaseline: Bool) -> ResolvedPlot {
        var xLo = Double.infinity, xHi = -Double.infinity, yLo = Double.infinity, yHi = -Double.infinity
        var dropped = 0
        for i in 0..<points.count {
            let x = points.x(i), y = points.y(i)
            guard x.isFinite, y.isFinite else {
                dropped += 1
                continue
            }
            xLo = min(xLo, x); xHi = max(xHi, x)
            yLo = min(yLo, y); yHi = max(yHi, y)
            if let low = points.yLower?(i), low.isFinite { yLo = min(yLo, low); yHi = max(yHi, low) }
        }
        return ResolvedPlot(
            points: points, xExtent: xLo <= xHi ? Span(lower: xLo, upper: xHi) : nil,
            yExtent: yLo <= yHi ? Span(lower: fillsFromBaseline ? min(0, yLo) : yLo, upper: yHi) : nil,
            dropped: dropped)
    }

    /// Reads a channel as axis coordinates: category index, number (NaN when off a log scale), or date
    /// coordinate (the bin's middle when binned).
    private func coordinateAccessor(_ plotChannel: PlotChannel?, axis: ResolvedAxis?, type: ScaleType?)
        -> (Int) -> Double
    {
        guard let plotChannel else { return { _ in .nan } }
        let channel = plotChannel.read()
        switch axis?.kind {
        case .category(let names)?:
            let lookup = Resolver.lookup(names)
            if let code = channel.code, let distinct = channel.distinct {
                let indexOfCode = distinct.map { lookup[$0].map(Double.init) ?? .nan }
                return { indexOfCode[code($0)] }
            }
            return { i in
                if case .string(let s) = channel.value(i), let index = lookup[s] { return Double(index) }
                return .nan
            }
        case .date(let coordinates, let binned)?:
            let binnedChannel = binned && plotChannel.unit != nil
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
                return log
                    ? { i in
                        let v = number(i); return v > 0 ? v : .nan
                    } : number
            }
            return { _ in .nan }
        }
    }
}
