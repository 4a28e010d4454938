// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The two position axes.
enum AxisOrientation: Sendable, CaseIterable { case x, y }

/// One value for each position axis, read by orientation, so code for one axis serves both.
struct AxisPair<Value> {
    var x: Value
    var y: Value

    subscript(_ orientation: AxisOrientation) -> Value {
        get { orientation == .x ? x : y }
        set {
            switch orientation {
            case .x: x = newValue
            case .y: y = newValue
            }
        }
    }

    /// Each value changed by `transform`, which is told its axis.
    func map<T>(_ transform: (AxisOrientation, Value) throws -> T) rethrows -> AxisPair<T> {
        AxisPair<T>(x: try transform(.x, x), y: try transform(.y, y))
    }
}

extension AxisPair: Sendable where Value: Sendable {}
