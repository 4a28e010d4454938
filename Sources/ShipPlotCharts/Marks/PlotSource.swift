// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The kind of primitive a plot channel holds.
enum PrimitiveKind: Sendable { case string, number, date }

/// One channel of a vectorized plot: its label, the kind of value, and how a render reads its values.
struct PlotChannel {
    var label: String
    var kind: PrimitiveKind
    var unit: Calendar.Component?
    /// The values by element offset, for a render that needs them one by one. A number or date stored in each
    /// element of an `Array` is read from its memory by each call rather than kept as a second copy beside
    /// it: a line drawn from `numbers` alone never needs the copy.
    var read: () -> ChannelValues
    /// For number and date channels (dates as seconds since 2001): elements `range` into `buffer`, a block at a
    /// time.
    var numbers: NumberReader?
}

/// Reads elements `range` of a number or date channel into `buffer`, which holds `range.count` numbers.
typealias NumberReader = (_ range: Range<Int>, _ buffer: UnsafeMutableBufferPointer<Double>) -> Void

/// A channel's values by element offset.
struct ChannelValues {
    var value: (Int) -> PlottablePrimitive
    /// A fast path for numeric channels, avoiding the enum per element.
    var number: ((Int) -> Double)?
    /// For strings: each element's index into `distinct`, the strings in the order they first appear.
    var code: ((Int) -> Int)?
    var distinct: [String]?

    init(_ column: PlotColumn, kind: PrimitiveKind) {
        switch kind {
        case .number:
            let numbers = column.numbers
            (value, number) = ({ .number(numbers[$0]) }, { numbers[$0] })
        case .date:
            let seconds = column.numbers
            value = { .date(Date(timeIntervalSinceReferenceDate: seconds[$0])) }
        case .string:
            let (codes, strings) = (column.codes, column.strings)
            (value, code, distinct) = ({ .string(strings[Int(codes[$0])]) }, { Int(codes[$0]) }, strings)
        }
    }
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
                intern(text, index: &index)
            }
        }
    }

    /// The codes and strings of a stored `String` property at byte `offset` in each element of `buffer`, read
    /// from memory: a key path read is a generic call and lookups per element.
    init<Element>(strings buffer: UnsafeBufferPointer<Element>, offset: Int) {
        guard let base = buffer.baseAddress.map(UnsafeRawPointer.init) else { return }
        let stride = MemoryLayout<Element>.stride
        var index: [String: Int32] = [:]
        codes.reserveCapacity(buffer.count)
        for i in 0..<buffer.count {
            let text = (base + offset + i * stride).load(as: String.self)
            intern(text, index: &index)
        }
    }

    /// A column of numbers already read.
    init(numbers: [Double]) { self.numbers = numbers }

    /// Appends the code of `text`: the code it was given when it first appeared, else the next one.
    private mutating func intern(_ text: String, index: inout [String: Int32]) {
        if let code = index[text] { return codes.append(code) }
        index[text] = Int32(strings.count)
        codes.append(Int32(strings.count))
        strings.append(text)
    }
}

/// One stored property of every element of a contiguous collection: where the first one is and how far apart.
private struct StoredField {
    var base: UnsafeRawPointer
    var stride: Int

    /// Whether `read` reads values of type `V`: the plottable number types and `Date`.
    static func readsNumbers<V>(_: V.Type) -> Bool {
        V.self == Double.self || V.self == Float.self || V.self == Int.self || V.self == Int32.self
            || V.self == Int64.self || V.self == UInt32.self || V.self == Date.self
    }

    /// Elements `range` as numbers (dates as seconds since 2001) into `buffer`. Each type has its own loop so
    /// that no call is made per element.
    func read<V>(_: V.Type, _ range: Range<Int>, into buffer: UnsafeMutableBufferPointer<Double>) {
        if V.self == Double.self { return fill(range, buffer) { load($0, as: Double.self) } }
        if V.self == Float.self { return fill(range, buffer) { Double(load($0, as: Float.self)) } }
        if V.self == Int.self { return fill(range, buffer) { Double(load($0, as: Int.self)) } }
        if V.self == Int32.self { return fill(range, buffer) { Double(load($0, as: Int32.self)) } }
        if V.self == Int64.self { return fill(range, buffer) { Double(load($0, as: Int64.self)) } }
        if V.self == UInt32.self { return fill(range, buffer) { Double(load($0, as: UInt32.self)) } }
        if V.self == Date.self {
            return fill(range, buffer) { (base + $0 * stride).load(as: Date.self).timeIntervalSinceReferenceDate }
        }
        buffer.initialize(repeating: .nan)
    }

    private func load<T: BitwiseCopyable>(_ i: Int, as _: T.Type) -> T { (base + i * stride).loadUnaligned(as: T.self) }

    @inline(__always)
    private func fill(_ range: Range<Int>, _ buffer: UnsafeMutableBufferPointer<Double>, _ read: (Int) -> Double) {
        for (k, i) in range.enumerated() { buffer[k] = read(i) }
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
        if kind != .string, let read = storedNumbers(data) {
            let count = data.count
            return PlotChannel(
                label: label, kind: kind, unit: unit,
                read: {
                    let numbers = [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
                        read(0..<count, buffer)
                        initialized = count
                    }
                    return ChannelValues(PlotColumn(numbers: numbers), kind: kind)
                }, numbers: read)
        }
        let access = self.access
        let column =
            storedStrings(data) ?? PlotColumn(data, kind: kind) { access($0).primitivePlottable._plottablePrimitive }
        let values = ChannelValues(column, kind: kind)
        let numbers = column.numbers
        return PlotChannel(
            label: label, kind: kind, unit: unit, read: { values },
            numbers: kind != .string
                ? { range, buffer in
                    for (k, i) in range.enumerated() { buffer[k] = numbers[i] }
                } : nil)
    }
}

extension PlottableProjection {
    /// The column read straight from `data`'s memory when the value is a stored `String` property and the
    /// collection is contiguous (an `Array`).
    fileprivate func storedStrings<Data: RandomAccessCollection>(_ data: Data) -> PlotColumn?
    where Data.Element == DataElement {
        guard Value.self == String.self, let keyPath, let offset = MemoryLayout<DataElement>.offset(of: keyPath)
        else { return nil }
        return data.withContiguousStorageIfAvailable { PlotColumn(strings: $0, offset: offset) }
    }

    /// A reader of a stored number or date property straight from `data`'s memory, when the collection is
    /// contiguous (an `Array`); nil otherwise.
    fileprivate func storedNumbers<Data: RandomAccessCollection>(_ data: Data) -> NumberReader?
    where Data.Element == DataElement {
        guard let keyPath, let offset = MemoryLayout<DataElement>.offset(of: keyPath),
            StoredField.readsNumbers(Value.self), data.withContiguousStorageIfAvailable({ _ in true }) == true
        else { return nil }
        return { range, buffer in
            let read: Bool? = data.withContiguousStorageIfAvailable { elements in
                guard let base = elements.baseAddress.map(UnsafeRawPointer.init) else { return false }
                let field = StoredField(base: base + offset, stride: MemoryLayout<DataElement>.stride)
                field.read(Value.self, range, into: buffer)
                return true
            }
            if read != true { buffer.initialize(repeating: .nan) }
        }
    }
}

/// x and y of every element as numbers, read a block at a time from the two channels: from the collection's
/// memory for stored properties, so a million-point line needs no copy of its points.
func numericPairs(_ channels: (x: PlotChannel, y: PlotChannel), count: Int) -> NumericPairs? {
    guard channels.x.kind == .number, channels.y.kind == .number, let readX = channels.x.numbers,
        let readY = channels.y.numbers
    else { return nil }
    let block = 4096
    return { body in
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * block) { buffer in
            let xs = UnsafeMutableBufferPointer(rebasing: buffer[0..<block])
            let ys = UnsafeMutableBufferPointer(rebasing: buffer[block...])
            for start in stride(from: 0, to: count, by: block) {
                let range = start..<min(start + block, count)
                readX(range, xs)
                readY(range, ys)
                for k in 0..<range.count { body(start + k, xs[k], ys[k]) }
            }
        }
    }
}
