import Foundation

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
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol, PrimitivePlottable == RawValue {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension Plottable {
    var primitive: PlottablePrimitive { primitivePlottable._plottablePrimitive }
}

extension String: PrimitivePlottableProtocol {
    public var _plottablePrimitive: PlottablePrimitive { .string(self) }
}

extension Date: PrimitivePlottableProtocol {
    public var _plottablePrimitive: PlottablePrimitive { .date(self) }
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
