// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// The labels of values and dates, in `LabelFormat`'s fixed English patterns.
extension LabelFormat {
    /// The text a style value shows in the legend and is matched by.
    static func key(_ value: PlottablePrimitive) -> String {
        switch value {
        case .string(let s): return s
        case .number(let v): return number(v, decimals: decimals(forValue: v))
        case .date(let d):
            let civil = CivilDate(seconds: d.timeIntervalSince1970)
            return isoDay(civil)
        }
    }

    /// `YYYY-MM-DD`.
    static func isoDay(_ civil: CivilDate) -> String {
        func pad(_ n: Int, _ width: Int) -> String {
            let s = String(n)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(civil.year, 4))-\(pad(civil.month, 2))-\(pad(civil.day, 2))"
    }

    /// `Nov 28`.
    static func monthDay(_ civil: CivilDate) -> String { "\(monthNames[civil.month - 1]) \(civil.day)" }

    /// `Nov`.
    static func month(_ civil: CivilDate) -> String { monthNames[civil.month - 1] }
}
