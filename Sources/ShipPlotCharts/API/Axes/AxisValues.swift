// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Where axis marks sit relative to the plot.
public struct AxisMarkPosition: Sendable, Equatable {
    enum Kind: Sendable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    /// Trailing for y, bottom for x (the default).
    public static let automatic = AxisMarkPosition(kind: .automatic)
    public static let leading = AxisMarkPosition(kind: .leading)
    public static let trailing = AxisMarkPosition(kind: .trailing)
    public static let top = AxisMarkPosition(kind: .top)
    public static let bottom = AxisMarkPosition(kind: .bottom)
}

/// Presets for axis marks: `.inset` draws the labels inside the plot (taking no room beside it), `.aligned`
/// keeps the first and last labels within the plot's span, `.extended` draws as `.automatic`;
/// `.automatic` draws labels beside the plot, centred on their values.
public struct AxisMarkPreset: Sendable, Equatable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// Which values get axis marks.
public struct AxisMarkValues: Sendable {
    enum Kind: Sendable {
        case automatic(desiredCount: Int?)
        case numberStride(Double)
        case dateStride(Calendar.Component, count: Int, calendar: Calendar?)
        case values([PlottablePrimitive])
    }

    let kind: Kind

    /// Chosen from the scale, as many as fit (the default).
    public static let automatic = AxisMarkValues(kind: .automatic(desiredCount: nil))

    /// Chosen from the scale with about `desiredCount` marks (a hint; round values win).
    public static func automatic(
        desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
        roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }

    /// Chosen from the scale with about `desiredCount` marks at least `minimumStride` apart.
    public static func automatic<S: BinaryFloatingPoint>(
        minimumStride: S, desiredCount: Int? = nil,
        roundLowerBound: Bool? = nil,
        roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }

    /// Every multiple of `step` in the domain.
    public static func stride<S: BinaryFloatingPoint>(
        by step: S, roundLowerBound: Bool? = nil,
        roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .numberStride(Double(step)))
    }

    /// Every `count` calendar units (`.day`, `.weekOfYear`, `.month`, …) in the domain.
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
        roundUpperBound: Bool? = nil, calendar: Calendar? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, count: max(1, count), calendar: calendar))
    }
}

/// The value of one axis mark, handed to `AxisMarks` content so it can vary per value.
public struct AxisValue: Sendable {
    let primitive: PlottablePrimitive
    /// The mark's position among the axis marks, from 0.
    public let index: Int
    /// How many marks the axis has.
    public let count: Int

    /// The value as `type` (`Date.self`, `Double.self`, `String.self`, `Int.self` …), or nil when it is not one.
    /// A fractional number asked for as an integer type is truncated toward zero (0.2 gives 0), as in Swift Charts.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        var primitive = primitive
        if P.PrimitivePlottable.self is any BinaryInteger.Type, case .number(let value) = primitive, value.isFinite {
            primitive = .number(value.rounded(.towardZero))
        }
        guard let primitive = P.PrimitivePlottable._make(primitive) else { return nil }
        return P(primitivePlottable: primitive)
    }
}
