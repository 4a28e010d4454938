// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

extension StylesCorpus {
    /// Hue colours, opacity on styles, `AnyShapeStyle` and shadows.
    static var colorsAndShadows: [Entry] {
        [
            Entry(
                "styles06-hue-coloured-bars",
                Chart(Array(StylesData.months.enumerated()), id: \.offset) { index, month in
                    BarMark(x: .value("Month", month), y: .value("Share", 20 + index * 9))
                        .foregroundStyle(
                            Color(hue: Double(index) / 6, saturation: 0.55, brightness: 0.9))
                }),
            Entry(
                "styles07-line-with-drop-shadow",
                Chart(StylesData.steps) { reading in
                    LineMark(x: .value("Day", reading.date, unit: .day), y: .value("Steps", reading.value))
                        .interpolationMethod(.catmullRom)
                        .lineStyle(StrokeStyle(lineWidth: 3))
                        .foregroundStyle(.indigo)
                        .shadow(color: .indigo.opacity(0.5), radius: 6, y: 6)
                }),
            Entry(
                "styles08-shadowed-style-bars",
                Chart(StylesData.sales.filter { $0.plan == "Pro" }) { sale in
                    BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount), width: .ratio(0.5))
                        .foregroundStyle(Color.orange.shadow(.drop(color: .black.opacity(0.3), radius: 3, x: 2, y: 2)))
                        .cornerRadius(3)
                }),
            Entry(
                "styles09-any-shape-style-range",
                Chart(StylesData.sales) { sale in
                    AreaMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
                        .foregroundStyle(by: .value("Plan", sale.plan))
                }
                .chartForegroundStyleScale(
                    domain: ["Free", "Pro"],
                    range: [AnyShapeStyle(Color.mint.gradient), AnyShapeStyle(Color.purple.opacity(0.6))])),
        ]
    }
}
