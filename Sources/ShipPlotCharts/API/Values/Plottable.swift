// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The three kinds of value a chart can place on an axis or use for a style.
public enum PlottablePrimitive: Sendable, Equatable {
    /// A category, drawn on a band scale.
    case string(String)
    /// A quantity, drawn on a linear (or log) scale.
    case number(Double)
    /// An instant, drawn on a time scale.
    case date(Date)
}

/// A primitive value the chart understands directly: strings, numbers and dates.
public protocol PrimitivePlottableProtocol: Plottable {
    /// The value as one of the three primitive kinds.
    var _plottablePrimitive: PlottablePrimitive { get }
    /// A value of this type from a primitive, or nil when the primitive is of another kind or does not fit.
    static func _make(_ primitive: PlottablePrimitive) -> Self?
}

extension PrimitivePlottableProtocol where Self: BinaryInteger {
    public static func _make(_ primitive: PlottablePrimitive) -> Self? {
        guard case .number(let value) = primitive, value.isFinite, value == value.rounded() else { return nil }
        return Self(exactly: value)
    }
}

extension PrimitivePlottableProtocol where Self: BinaryFloatingPoint {
    public static func _make(_ primitive: PlottablePrimitive) -> Self? {
        guard case .number(let value) = primitive else { return nil }
        return Self(value)
    }
}

/// A type whose values can be plotted: strings (categories), numbers (quantities) and dates (time).
///
/// Enums backed by a `String` (or any plottable raw value) conform with no extra code:
/// `enum Step: String, Plottable { case screenshots, metadata }`.
public protocol Plottable {
    /// The primitive type this value is plotted as.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The value in its primitive form.
    var primitivePlottable: PrimitivePlottable { get }
    /// Recreates a value from its primitive form, or `nil` when it has no such value.
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: PrimitivePlottableProtocol, PrimitivePlottable == Self {
    /// The value itself: it is already primitive.
    public var primitivePlottable: Self { self }
    /// The value itself.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol, PrimitivePlottable == RawValue {
    /// The raw value, plotted in its place.
    public var primitivePlottable: RawValue { rawValue }
    /// The case with this raw value, if any.
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension Plottable {
    var primitive: PlottablePrimitive { primitivePlottable._plottablePrimitive }
}

extension String: PrimitivePlottableProtocol {
    public var _plottablePrimitive: PlottablePrimitive { .string(self) }
    public static func _make(_ primitive: PlottablePrimitive) -> String? {
        if case .string(let s) = primitive { return s }
        return nil
    }
}

extension Date: PrimitivePlottableProtocol {
    public var _plottablePrimitive: PlottablePrimitive { .date(self) }
    public static func _make(_ primitive: PlottablePrimitive) -> Date? {
        if case .date(let d) = primitive { return d }
        return nil
    }
}

extension Decimal: PrimitivePlottableProtocol {
    public var _plottablePrimitive: PlottablePrimitive { .number(NSDecimalNumber(decimal: self).doubleValue) }
    public static func _make(_ primitive: PlottablePrimitive) -> Decimal? {
        guard case .number(let value) = primitive, value.isFinite else { return nil }
        // Through the shortest decimal text, so 0.1 stays 0.1 rather than 0.1000000000000000055…
        return Decimal(string: "\(value)", locale: Locale(identifier: "en_US_POSIX"))
    }
}

extension Double: PrimitivePlottableProtocol {
    public var _plottablePrimitive: PlottablePrimitive { .number(self) }
}
extension Float: PrimitivePlottableProtocol {
    public var _plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}
extension Int: PrimitivePlottableProtocol {
    public var _plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}
extension Int8: PrimitivePlottableProtocol {
    public var _plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}
extension Int16: PrimitivePlottableProtocol {
    public var _plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}
extension Int32: PrimitivePlottableProtocol {
    public var _plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}
extension Int64: PrimitivePlottableProtocol {
    public var _plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}
extension UInt: PrimitivePlottableProtocol {
    public var _plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}
extension UInt8: PrimitivePlottableProtocol {
    public var _plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}
extension UInt16: PrimitivePlottableProtocol {
    public var _plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}
extension UInt32: PrimitivePlottableProtocol {
    public var _plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}
extension UInt64: PrimitivePlottableProtocol {
    public var _plottablePrimitive: PlottablePrimitive { .number(Double(self)) }
}
