// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// How a position or colour scale maps values.
public struct ScaleType: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case linear, log, squareRoot
        case symmetricLog(slopeAtZero: Double)
        case power(exponent: Double)
        case category, date
    }

    let kind: Kind

    /// Proportional (the default for numbers).
    public static let linear = ScaleType(kind: .linear)
    /// Base-10 logarithmic; non-positive values are left out with a warning.
    public static let log = ScaleType(kind: .log)
    /// Square root.
    public static let squareRoot = ScaleType(kind: .squareRoot)
    /// Logarithmic away from zero and linear near it, so negative values work.
    public static let symmetricLog = ScaleType(kind: .symmetricLog(slopeAtZero: 1))
    /// `symmetricLog` with a chosen slope at zero.
    public static func symmetricLog(slopeAtZero: CGFloat) -> ScaleType {
        ScaleType(kind: .symmetricLog(slopeAtZero: Double(slopeAtZero)))
    }
    /// Values raised to `exponent`.
    public static func power(exponent: Double) -> ScaleType { ScaleType(kind: .power(exponent: exponent)) }
    /// Discrete categories.
    public static let category = ScaleType(kind: .category)
    /// Time.
    public static let date = ScaleType(kind: .date)
}

/// A domain a scale can be given: a closed range of numbers or dates, an array of values, or `.automatic(…)`.
public protocol ScaleDomain {
    /// The domain as the pipeline reads it.
    var _domain: DomainSetting { get }
    /// A change to the inferred domain (`.automatic(dataType:modifyInferredDomain:)`), if any.
    var _modifyInferredDomain: DomainModifier? { get }
}

extension ScaleDomain {
    public var _modifyInferredDomain: DomainModifier? { nil }
}

/// A user's change to an inferred domain, on plain values: numbers get `[lower, upper]` and read back the
/// smallest and largest finite number; categories get their names in order and read back the new order.
public struct DomainModifier: @unchecked Sendable {
    // Unchecked: `apply` is the app's domain closure (not `@Sendable` in Swift Charts), only called while the
    // chart resolves.
    let apply: ([PlottablePrimitive]) -> [PlottablePrimitive]
}

/// A domain setting as the pipeline reads it.
public enum DomainSetting: Sendable, Equatable {
    /// An inclusive range of plain numbers.
    case numbers(Double, Double)
    /// An inclusive range of dates.
    case dates(Date, Date)
    /// Discrete values in order (categories, or numbers/dates used as ticks).
    case values([PlottablePrimitive])
    /// Inferred from data, with optional changes.
    case automatic(includesZero: Bool?, reversed: Bool?)
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _domain: DomainSetting {
        switch (lowerBound.primitive, upperBound.primitive) {
        case (.number(let a), .number(let b)): .numbers(a, b)
        case (.date(let a), .date(let b)): .dates(a, b)
        default: .values([lowerBound.primitive, upperBound.primitive])
        }
    }
}

extension Range: ScaleDomain where Bound: Plottable {
    public var _domain: DomainSetting { (lowerBound...upperBound)._domain }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _domain: DomainSetting {
        let values = map(\.primitive)
        // Two numbers or two dates read as a range ([0, 100] as in Apple's docs); anything else is discrete.
        if values.count == 2, case .number(let a) = values[0], case .number(let b) = values[1] { return .numbers(a, b) }
        if values.count == 2, case .date(let a) = values[0], case .date(let b) = values[1] { return .dates(a, b) }
        return .values(values)
    }
}

/// The inferred domain, optionally without zero or reversed: `.automatic(includesZero: false)`.
public struct AutomaticScaleDomain: ScaleDomain, Sendable {
    let includesZero: Bool?
    let reversed: Bool?
    var modifier: DomainModifier? = nil
    public var _domain: DomainSetting { .automatic(includesZero: includesZero, reversed: reversed) }
    public var _modifyInferredDomain: DomainModifier? { modifier }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The domain inferred from the data (the default).
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }

    /// The inferred domain, with zero included or not and optionally reversed.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }

    /// The inferred domain, changed by `modifyInferredDomain` before it is used: a number scale's
    /// `[lower, upper]` (append a value to include it), or a category scale's names in order.
    public static func automatic<DataValue: Plottable>(
        includesZero: Bool? = nil, reversed: Bool? = nil, dataType: DataValue.Type,
        modifyInferredDomain: @escaping (inout [DataValue]) -> Void
    ) -> AutomaticScaleDomain {
        let modifier = DomainModifier { primitives in
            var values = primitives.compactMap { primitive -> DataValue? in
                DataValue.PrimitivePlottable._make(primitive).flatMap { DataValue(primitivePlottable: $0) }
            }
            modifyInferredDomain(&values)
            return values.map(\.primitive)
        }
        return AutomaticScaleDomain(includesZero: includesZero, reversed: reversed, modifier: modifier)
    }
}

/// The pixel range of a position scale: the plot's full dimension, optionally padded.
public struct PlotDimensionScaleRange: Sendable, Equatable {
    var startPadding = 0.0
    var endPadding = 0.0
    /// Fixed positions from the axis's start (`chartXScale(range: 0...128)`), in place of the padded plot.
    var positions: Span? = nil

    /// The plot's dimension with `startPadding` and `endPadding` points kept free at its ends.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: Double(startPadding), endPadding: Double(endPadding))
    }

    /// The plot's dimension with `padding` points free at both ends.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: Double(padding), endPadding: Double(padding))
    }
}

/// The visual range of a colour scale: an array of colours or a gradient.
public protocol ScaleRange {
    /// The range as the pipeline reads it.
    var _styleRange: StyleRange { get }
}

/// A colour scale's range as the pipeline reads it.
public enum StyleRange: Sendable, Equatable {
    /// Colours assigned to discrete values in order (cycling).
    case colors([Color])
    /// A gradient sampled for numbers (and spread over discrete values).
    case gradient(Gradient)
}

extension Array: ScaleRange where Element: ShapeStyle {
    public var _styleRange: StyleRange { .colors(map { Color(style: $0) }) }
}

extension Gradient: ScaleRange {
    public var _styleRange: StyleRange { .gradient(self) }
}
