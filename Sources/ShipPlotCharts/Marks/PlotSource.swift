// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The kind of primitive a plot channel holds.
enum PrimitiveKind: Sendable { case string, number, date }

/// One channel of a vectorized plot: its label, the kind of value, and an accessor by element offset.
struct PlotChannel {
    var label: String
    var kind: PrimitiveKind
    var unit: Calendar.Component?
    var value: (Int) -> PlottablePrimitive
    /// A fast path for numeric channels, avoiding the enum per element.
    var number: ((Int) -> Double)?
    /// A numeric channel's values, in element order.
    var numbers: [Double]?
    /// For strings: each element's index into `distinct`, the strings in the order they first appear.
    var code: ((Int) -> Int)?
    var distinct: [String]?
}

/// A channel's values read once from the plotted collection, 8 bytes an element (4 for strings, with each
/// different string once): a plot reads each value several times (extent, colour, position, drawing), and a
/// key path or a whole element copied per read cost more than the chart's drawing.
struct PlotColumn: Sendable {
    /// Numbers, or dates as seconds since 2001 (which rebuilds each `Date` exactly).
    var numbers: [Double] = []
    var codes: [Int32] = []
    var strings: [String] = []

    init<Data: Collection>(_ data: Data, kind: PrimitiveKind, _ read: (Data.Element) -> PlottablePrimitive) {
        switch kind {
        case .number, .date:
            numbers.reserveCapacity(data.count)
            for element in data {
                switch read(element) {
                case .number(let v): numbers.append(v)
                case .date(let d): numbers.append(d.timeIntervalSinceReferenceDate)
                case .string: numbers.append(.nan)
                }
            }
        case .string:
            var index: [String: Int32] = [:]
            codes.reserveCapacity(data.count)
            for element in data {
                guard case .string(let text) = read(element) else { continue }
                if let code = index[text] {
                    codes.append(code)
                } else {
                    index[text] = Int32(strings.count)
                    codes.append(Int32(strings.count))
                    strings.append(text)
                }
            }
        }
    }

    /// The column of a stored property of type `V` at byte `offset` in each element of `buffer`, read from
    /// memory: a key path read is a generic call and lookups per element, ~4,000 instructions for a point's
    /// three channels. nil for a type other than the plottable numbers, `Date` and `String`.
    init?<Element, V>(stored buffer: UnsafeBufferPointer<Element>, offset: Int, as _: V.Type) {
        guard let base = buffer.baseAddress.map(UnsafeRawPointer.init) else { return nil }
        let field = StoredField(base: base + offset, count: buffer.count, stride: MemoryLayout<Element>.stride)
        if let numbers = field.numbers(V.self) {
            self.numbers = numbers
        } else if V.self == String.self {
            var index: [String: Int32] = [:]
            codes.reserveCapacity(buffer.count)
            for i in 0..<buffer.count {
                let text = (field.base + i * field.stride).load(as: String.self)
                if let code = index[text] {
                    codes.append(code)
                } else {
                    index[text] = Int32(strings.count)
                    codes.append(Int32(strings.count))
                    strings.append(text)
                }
            }
        } else {
            return nil
        }
    }
}

/// One stored property of every element of a contiguous collection: where the first one is and how far apart.
private struct StoredField {
    var base: UnsafeRawPointer
    var count: Int
    var stride: Int

    func load<T: BitwiseCopyable>(_ i: Int, as _: T.Type) -> T { (base + i * stride).loadUnaligned(as: T.self) }

    /// Every element's value as a number, for the plottable number types and `Date` (seconds since 2001); nil
    /// for any other type. Each type has its own loop so that no call is made per element.
    func numbers<V>(_: V.Type) -> [Double]? {
        if V.self == Double.self { return column { load($0, as: Double.self) } }
        if V.self == Float.self { return column { Double(load($0, as: Float.self)) } }
        if V.self == Int.self { return column { Double(load($0, as: Int.self)) } }
        if V.self == Int32.self { return column { Double(load($0, as: Int32.self)) } }
        if V.self == Int64.self { return column { Double(load($0, as: Int64.self)) } }
        if V.self == UInt32.self { return column { Double(load($0, as: UInt32.self)) } }
        if V.self == Date.self {
            return column { (base + $0 * stride).load(as: Date.self).timeIntervalSinceReferenceDate }
        }
        return nil
    }

    @inline(__always)
    private func column(_ read: (Int) -> Double) -> [Double] {
        [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
            for i in 0..<count { buffer[i] = read(i) }
            initialized = count
        }
    }
}

/// A function plot's source: `y = f(x)` or a parametric curve, sampled once the x domain is known.
struct FunctionSource {
    var xLabel: String
    var yLabel: String
    var domain: ClosedRange<Double>?
    /// For `y = f(x)`: nil. For parametric curves: the range of `t`.
    var parametric: Bool
    var evaluate: (Double) -> (x: Double, y: Double)
    /// For areas between two functions of x.
    var band: ((Double) -> (yStart: Double, yEnd: Double))?
}

/// Calls `body` with each element's offset and its x and y numbers, in order.
typealias NumericPairs = (_ body: (Int, Double, Double) -> Void) -> Void

/// Where a plot's points come from (`LinePlot`, `PointPlot`, function plots): a whole collection read through
/// accessors, without a mark value per element. A plot is one mark whose spec carries this source; it resolves
/// to a point stream that its kind draws like the equivalent marks.
// Unchecked: the closures only read the caller's collection (a value) and are never mutated after the chart
// is built.
struct PlotSource: @unchecked Sendable {
    var count: Int
    var x: PlotChannel?
    var y: PlotChannel?
    var series: PlotChannel?
    var colorBy: PlotChannel?
    var function: FunctionSource?
    /// Both channels read as numbers in one pass, straight from memory when the collection allows it.
    var numericPairs: NumericPairs?
}

extension MarkSpec {
    /// A plot of `kind` drawing `source`.
    init(kind: MarkKind, plot source: PlotSource) {
        self.init(kind: kind)
        self.plot = source
    }
}

/// A channel of a vectorized plot: a label and a key path (or a constant) into each element.
public struct PlottableProjection<DataElement, Value: Plottable> {
    let label: String
    let unit: Calendar.Component?
    let access: (DataElement) -> Value
    /// The key path read, when there is one: a stored property can then be read straight from the collection's
    /// memory.
    var keyPath: KeyPath<DataElement, Value>? = nil

    /// The value at `keyPath` of each element.
    public static func value<S: StringProtocol>(_ label: S, _ keyPath: KeyPath<DataElement, Value>)
        -> PlottableProjection
    {
        PlottableProjection(label: String(label), unit: nil, access: { $0[keyPath: keyPath] }, keyPath: keyPath)
    }

    /// The same value for every element.
    public static func value<S: StringProtocol>(_ label: S, _ constant: Value) -> PlottableProjection {
        PlottableProjection(label: String(label), unit: nil, access: { _ in constant })
    }

    /// Dates at `keyPath`, binned to the calendar `unit`.
    public static func value<S: StringProtocol>(
        _ label: S, _ keyPath: KeyPath<DataElement, Value>,
        unit: Calendar.Component
    ) -> PlottableProjection where Value == Date {
        PlottableProjection(label: String(label), unit: unit, access: { $0[keyPath: keyPath] })
    }

    /// A channel over `data`, read by element offset.
    func channel<Data: RandomAccessCollection>(_ data: Data) -> PlotChannel where Data.Element == DataElement {
        let kind: PrimitiveKind =
            Value.PrimitivePlottable.self == String.self
            ? .string
            : Value.PrimitivePlottable.self == Date.self ? .date : .number
        let access = self.access
        let column =
            stored(data) ?? PlotColumn(data, kind: kind) { access($0).primitivePlottable._plottablePrimitive }
        switch kind {
        case .number:
            let numbers = column.numbers
            return PlotChannel(
                label: label, kind: kind, unit: unit, value: { .number(numbers[$0]) }, number: { numbers[$0] },
                numbers: numbers)
        case .date:
            let seconds = column.numbers
            return PlotChannel(
                label: label, kind: kind, unit: unit,
                value: { .date(Date(timeIntervalSinceReferenceDate: seconds[$0])) })
        case .string:
            let (codes, strings) = (column.codes, column.strings)
            return PlotChannel(
                label: label, kind: kind, unit: unit, value: { .string(strings[Int(codes[$0])]) },
                code: { Int(codes[$0]) }, distinct: strings)
        }
    }
}

extension PlottableProjection {
    /// The column read straight from `data`'s memory when the value is a stored property of a plain type and the
    /// collection is contiguous (an `Array`).
    fileprivate func stored<Data: RandomAccessCollection>(_ data: Data) -> PlotColumn?
    where Data.Element == DataElement {
        guard let keyPath, let offset = MemoryLayout<DataElement>.offset(of: keyPath) else { return nil }
        return data.withContiguousStorageIfAvailable { PlotColumn(stored: $0, offset: offset, as: Value.self) } ?? nil
    }
}

/// x and y of every element as numbers, from the two channels' columns, read once from the collection.
func numericPairs(_ channels: (x: PlotChannel, y: PlotChannel)) -> NumericPairs? {
    guard let xs = channels.x.numbers, let ys = channels.y.numbers else { return nil }
    return { body in
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeBufferPointer { ys in
                for i in 0..<min(xs.count, ys.count) { body(i, xs[i], ys[i]) }
            }
        }
    }
}
