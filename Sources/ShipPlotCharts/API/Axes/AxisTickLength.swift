// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// How far a tick reaches past the labels: to its own label or to the axis's longest, plus `extendPastBy`.
struct TickReach: Sendable, Equatable {
    var longest: Bool
    var extendPastBy: Double

    /// A length or offset in points kept finite and within 10,000 points, so it cannot carry a tick or grid
    /// line out of cairo's coordinate range.
    static func bounded(_ value: CGFloat) -> Double {
        value.isFinite ? min(max(Double(value), -10_000), 10_000) : 0
    }
}

/// What an axis mark's modifiers add to its grid line or tick: a reach to the labels and an offset.
public struct AxisLineDetail: Sendable {
    var reach: TickReach? = nil
    /// `offset(x:y:)` on the mark, in points.
    var offset = CGSize(width: 0, height: 0)
    /// Where a tick sits from its value along the axis (scale units), set by the guides step; its grid line
    /// may sit elsewhere (`AxisTick(centered: true)` beside an uncentred grid line).
    var shift = 0.0

    /// No reach, offset or shift: a plain grid line or tick.
    public init() {}

    init(reach: TickReach?) { self.reach = reach }
}

extension AxisTick {
    /// How long a tick is: automatic (4 pt), or reaching out to the labels.
    public struct Length: Sendable {
        let reach: TickReach?

        /// The automatic length, 4 points.
        public static var automatic: AxisTick.Length { Length(reach: nil) }
        /// A tick that extends to its associated label.
        public static var label: AxisTick.Length { label(extendPastBy: 0) }
        /// A tick that extends to the longest label on the axis.
        public static var longestLabel: AxisTick.Length { longestLabel(extendPastBy: 0) }

        /// A tick that extends to its associated label, and `extendPastBy` points past it.
        public static func label(extendPastBy: CGFloat = 0) -> AxisTick.Length {
            Length(reach: TickReach(longest: false, extendPastBy: TickReach.bounded(extendPastBy)))
        }

        /// A tick that extends to the longest label on the axis, and `extendPastBy` points past it.
        public static func longestLabel(extendPastBy: CGFloat = 0) -> AxisTick.Length {
            Length(reach: TickReach(longest: true, extendPastBy: TickReach.bounded(extendPastBy)))
        }
    }
}
