// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// A half-open bin `lowerBound..<upperBound` produced by ``NumberBins`` or ``DateBins``; plot it with
/// `.value("Range", bin)` and the mark spans the whole bin.
public struct ChartBinRange<Bound: Comparable>: Sendable, Equatable where Bound: Sendable {
    /// The bin's start (included).
    public let lowerBound: Bound
    /// The bin's end (excluded, except for the last bin).
    public let upperBound: Bound

    /// A bin from `lowerBound` to `upperBound`.
    public init(lowerBound: Bound, upperBound: Bound) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }
}

/// Evenly spaced (or given) bins over numbers, for histograms, with Swift Charts' initialisers.
///
/// `NumberBins(data: values, desiredCount: 10)` chooses a round bin width (d3's tick step) covering the data;
/// `index(for:)` tells which bin a value falls in.
public struct NumberBins<Value: Comparable & Numeric & Sendable>: RandomAccessCollection, Sendable {
    /// Bin edges in increasing order; bin `i` is `thresholds[i]..<thresholds[i + 1]`.
    public let thresholds: [Value]

    /// Bins between the given edges (sorted; duplicates removed); one edge becomes a bin of width 1.
    public init(thresholds: [Value]) {
        var edges: [Value] = []
        for edge in thresholds.filter({ $0 == $0 }).sorted() where edges.last != edge { edges.append(edge) }
        if edges.count == 1 { edges.append(edges[0] + 1) }
        self.thresholds = edges
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(0, thresholds.count - 1) }

    /// Bin `position`.
    public subscript(position: Int) -> ChartBinRange<Value> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1])
    }

    /// The bin `value` falls in; the last bin includes its upper edge, and values outside every bin (or NaN)
    /// count in the nearest end bin, so the index can always subscript the bins.
    public func index(for value: Value) -> Int {
        guard let first = thresholds.first, value == value, value > first, endIndex > 0 else { return 0 }
        var low = 0, high = thresholds.count - 1
        if value >= thresholds[high] { return endIndex - 1 }
        while high - low > 1 {
            let mid = (low + high) / 2
            if thresholds[mid] <= value { low = mid } else { high = mid }
        }
        return low
    }
}

extension NumberBins where Value: BinaryFloatingPoint {
    /// Bins between the given edges (sorted; duplicates, NaN and infinities removed).
    public init(thresholds: [Value]) {
        var edges: [Value] = []
        for edge in thresholds.filter(\.isFinite).sorted() where edges.last != edge { edges.append(edge) }
        if edges.count == 1 { edges.append(edges[0] + 1) }
        self.thresholds = edges
    }

    /// Bins of width `size` from `range.lowerBound` until `range.upperBound` is covered (at most 10,000).
    public init(size: Value, range: ClosedRange<Value>) {
        guard size > 0, size.isFinite, range.lowerBound.isFinite, range.upperBound.isFinite else {
            self.init(thresholds: [range.lowerBound, range.upperBound].filter(\.isFinite))
            return
        }
        let count = Swift.min(
            10_000, Swift.max(1, Int(saturating: Double(((range.upperBound - range.lowerBound) / size).rounded(.up)))))
        self.init(thresholds: (0...count).map { range.lowerBound + Value($0) * size })
    }

    /// Exactly `count` equal bins from `range.lowerBound` to `range.upperBound` (1...10,000).
    public init(range: ClosedRange<Value>, count: Int) {
        let count = Swift.min(10_000, Swift.max(1, count))
        let (lo, hi) = (range.lowerBound, range.upperBound)
        guard lo.isFinite, hi.isFinite else {
            self.init(thresholds: [0, 1])
            return
        }
        self.init(thresholds: (0...count).map { lo + (hi - lo) * Value($0) / Value(count) })
    }

    /// About `desiredCount` bins of a round width covering `range`, none narrower than `minimumStride`.
    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 0) {
        self.init(data: [range.lowerBound, range.upperBound], desiredCount: desiredCount, minimumStride: minimumStride)
    }

    /// About `desiredCount` bins of a round width covering `data` (default: Sturges' rule, at most 200 bins),
    /// none narrower than `minimumStride`.
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        let finite = data.filter { $0.isFinite }
        guard let lo = finite.min(), let hi = finite.max() else {
            self.init(thresholds: [0, 1])
            return
        }
        let count = Double(
            Swift.min(200, Swift.max(1, desiredCount ?? Int((log2(Double(finite.count))).rounded(.up)) + 1)))
        let (a, b) = (Double(lo), Double(hi))
        var step = Ticks.tickIncrement(a, b == a ? a + 1 : b, count: count)?.size ?? 1
        if minimumStride.isFinite { step = Swift.max(step, Double(minimumStride)) }
        let start = (a / step).rounded(.down) * step
        var end = (b / step).rounded(.up) * step
        if end <= b { end += step }
        self.init(size: Value(step), range: Value(start)...Value(end))
    }
}

extension NumberBins where Value: BinaryInteger {
    /// Bins of width `size` from `range.lowerBound` until `range.upperBound` is covered (at most 10,000); an
    /// edge the type cannot hold ends the bins at `range.upperBound`.
    public init(size: Value, range: ClosedRange<Value>) {
        self.init(integerStep: Double(size), range: range)
    }

    /// `count` equal integer bins over `range`, whose length should be a multiple of `count`.
    public init(range: ClosedRange<Value>, count: Int) {
        let span = Double(range.upperBound) - Double(range.lowerBound)
        self.init(
            integerStep: Swift.max(1, (span / Double(Swift.min(10_000, Swift.max(1, count)))).rounded(.down)),
            range: range)
    }

    /// Works in `Double`, so no edge computation overflows `Value`.
    private init(integerStep step: Double, range: ClosedRange<Value>) {
        let (lo, hi) = (Double(range.lowerBound), Double(range.upperBound))
        guard step >= 1, step.isFinite else {
            self.init(thresholds: [range.lowerBound, range.upperBound])
            return
        }
        let bins = Swift.min(10_000, Swift.max(1, Int(saturating: ((hi - lo) / step).rounded(.up))))
        var edges: [Value] = []
        for i in 0...bins {
            guard let edge = Value(exactly: lo + Double(i) * step) else {
                edges.append(range.upperBound)
                break
            }
            edges.append(edge)
        }
        self.init(thresholds: edges)
    }
}

/// Bins over dates along calendar units, for histograms over time.
public struct DateBins: RandomAccessCollection, Sendable {
    /// Bin edges in increasing order; bin `i` is `thresholds[i]..<thresholds[i + 1]`.
    public let thresholds: [Date]

    /// Bins with the given edges.
    public init(thresholds: [Date]) {
        self.thresholds = Array(Set(thresholds)).sorted()
    }

    /// Bins of `by` calendar `unit`s (days, weeks, months…) starting at the unit containing `range.lowerBound`.
    public init(
        unit: Calendar.Component, by step: Int = 1, range: ClosedRange<Date>,
        calendar: Calendar = ChartRenderer.defaultCalendar
    ) {
        var edges: [Date] = []
        var current = calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound
        edges.append(current)
        // Bounded: at most 10,000 bins.
        while current <= range.upperBound && edges.count <= 10_000 {
            guard let next = calendar.date(byAdding: unit, value: Swift.max(1, step), to: current), next > current
            else { break }
            edges.append(next)
            current = next
        }
        self.init(thresholds: edges)
    }

    /// Bins of `timeInterval` seconds from `range.lowerBound`.
    public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
        let count =
            timeInterval > 0
            ? Swift.min(
                10_000,
                Int(saturating: (range.upperBound.timeIntervalSince(range.lowerBound) / timeInterval).rounded(.up)))
            : 0
        self.init(
            thresholds: (0...Swift.max(1, count)).map {
                range.lowerBound.addingTimeInterval(Double($0) * Swift.max(timeInterval, 1))
            })
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(0, thresholds.count - 1) }

    /// Bin `position`.
    public subscript(position: Int) -> ChartBinRange<Date> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1])
    }

    /// The bin `date` falls in; dates outside every bin count in the nearest end bin.
    public func index(for date: Date) -> Int {
        guard let first = thresholds.first, date > first, endIndex > 0 else { return 0 }
        var low = 0, high = thresholds.count - 1
        if date >= thresholds[high] { return endIndex - 1 }
        while high - low > 1 {
            let mid = (low + high) / 2
            if thresholds[mid] <= date { low = mid } else { high = mid }
        }
        return low
    }
}

extension PlottableValue {
    /// A bin: the mark spans from its lower to its upper bound (a histogram bar).
    public static func value<S: StringProtocol>(_ label: S, _ bin: ChartBinRange<Value>) -> PlottableValue<Value>
    where Value: Comparable & Sendable {
        PlottableValue(
            encoding: Encoding(
                label: String(label), value: bin.lowerBound.primitive,
                rangeEnd: bin.upperBound.primitive))
    }

    /// An interval: the mark spans from its lower to its upper bound (e.g. a session from start to end).
    public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>) -> PlottableValue<Value>
    where Value: Comparable {
        PlottableValue(
            encoding: Encoding(
                label: String(label), value: range.lowerBound.primitive,
                rangeEnd: range.upperBound.primitive))
    }
}
