// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

extension StylesCorpus {
    /// Gradient fills and strokes.
    static var gradients: [Entry] {
        [
            Entry(
                "styles01-area-fading-under-line",
                Chart(StylesData.steps) { reading in
                    AreaMark(x: .value("Day", reading.date, unit: .day), y: .value("Steps", reading.value))
                        .interpolationMethod(.catmullRom)
                        .foregroundStyle(
                            LinearGradient(
                                colors: [.blue.opacity(0.4), .blue.opacity(0.02)], startPoint: .top,
                                endPoint: .bottom))
                    LineMark(x: .value("Day", reading.date, unit: .day), y: .value("Steps", reading.value))
                        .interpolationMethod(.catmullRom)
                        .foregroundStyle(.blue)
                }),
            Entry(
                "styles02-gradient-bars",
                Chart(StylesData.steps) { reading in
                    BarMark(x: .value("Day", reading.date, unit: .day), y: .value("Steps", reading.value))
                        .foregroundStyle(Color.teal.gradient)
                        .cornerRadius(4)
                }),
            Entry(
                "styles03-line-stroked-with-gradient",
                Chart(StylesData.temperatures) { t in
                    LineMark(x: .value("Hour", t.hour), y: .value("°C", t.celsius))
                        .interpolationMethod(.monotone)
                        .lineStyle(StrokeStyle(lineWidth: 4, lineCap: .round))
                        .foregroundStyle(
                            .linearGradient(
                                colors: [.blue, .green, .yellow, .orange, .red], startPoint: .bottom,
                                endPoint: .top))
                }),
            Entry(
                "styles04-gradients-in-foreground-scale",
                Chart(StylesData.sales) { sale in
                    BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
                        .foregroundStyle(by: .value("Plan", sale.plan))
                }
                .chartForegroundStyleScale(["Free": Color.green.gradient, "Pro": Color.purple.gradient])),
            Entry(
                "styles05-stops-and-radial",
                Chart {
                    ForEach(StylesData.sales.filter { $0.plan == "Free" }) { sale in
                        BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
                            .foregroundStyle(
                                LinearGradient(
                                    stops: [
                                        .init(color: .orange, location: 0), .init(color: .orange, location: 0.3),
                                        .init(color: .pink, location: 1),
                                    ], startPoint: .top, endPoint: .bottom))
                    }
                    PointMark(x: .value("Month", "Apr"), y: .value("Amount", 80))
                        .symbolSize(900)
                        .foregroundStyle(
                            RadialGradient(
                                colors: [.white, .yellow, .orange], center: .center, startRadius: 0, endRadius: 15))
                }),
        ]
    }
}
