// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

extension StylesCorpus {
    /// Mark modifiers: offsets and clip shapes.
    static var modifiers: [Entry] {
        [
            Entry(
                "styles15-points-offset-side-by-side",
                Chart(StylesData.sales) { sale in
                    RuleMark(
                        x: .value("Month", sale.month), yStart: .value("Amount", 0), yEnd: .value("Amount", sale.amount)
                    )
                    .foregroundStyle(by: .value("Plan", sale.plan))
                    .offset(x: sale.plan == "Free" ? -7 : 7)
                    PointMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
                        .foregroundStyle(by: .value("Plan", sale.plan))
                        .offset(x: sale.plan == "Free" ? -7 : 7)
                }),
            Entry(
                "styles16-histogram-gaps-by-offset",
                Chart(Array(StylesData.steps.prefix(8))) { reading in
                    BarMark(
                        x: .value("Day", reading.date, unit: .day), y: .value("Steps", reading.value), width: .ratio(1)
                    )
                    .offset(xStart: 1.5, xEnd: -1.5)
                    .foregroundStyle(.orange)
                }),
        ]
    }
}
