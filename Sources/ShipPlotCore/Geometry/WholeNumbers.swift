// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

extension Int {
    /// `value` rounded toward zero and held within `Int`'s range, NaN as `nan`: the conversion for doubles that
    /// came from data, where any finite number, ±infinity or NaN can arrive and `Int(_:)` would trap.
    package init(saturating value: Double, nan: Int = 0) {
        if value.isNaN {
            self = nan
        } else if value >= 0x1p63 {
            self = .max
        } else if value <= -0x1p63 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
