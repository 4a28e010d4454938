// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

extension Gallery {
    static var marks: [GalleryEntry] {
        typealias D = GalleryData
        return [
            GalleryEntry("bars-week", "BarMark, day-unit date axis") {
                render(
                    Chart(D.week) {
                        BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.total))
                    }, title: "Steps per day")
            },
            GalleryEntry("bars-stacked", "Stacking, foregroundStyle(by:), chartForegroundStyleScale") {
                render(
                    Chart(D.stepDays) {
                        BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Count", $0.count))
                            .foregroundStyle(by: .value("Step", $0.step))
                    }.chartForegroundStyleScale([
                        "Screenshots": .blue, "Metadata": .green, "Keywords": .orange, "Final QA": .purple,
                    ]),
                    title: "Steps by kind")
            },
            GalleryEntry("bars-grouped", "position(by:), annotations") {
                render(
                    Chart(D.sales) { sale in
                        BarMark(x: .value("Product", sale.product), y: .value("Revenue", sale.revenue))
                            .position(by: .value("Quarter", sale.quarter))
                            .foregroundStyle(by: .value("Quarter", sale.quarter))
                            .cornerRadius(3)
                    }, title: "Revenue by quarter")
            },
            GalleryEntry("bars-diverging", "Negative values stack below zero") {
                render(
                    Chart(D.balances) {
                        BarMark(x: .value("Month", $0.month), y: .value("Amount", $0.amount))
                            .foregroundStyle(by: .value("Kind", $0.kind))
                    }.chartForegroundStyleScale(["Income": .green, "Spending": .red]), title: "Cash flow")
            },
            GalleryEntry("bars-normalized", "MarkStackingMethod.normalized") {
                render(
                    Chart(D.stepDays) {
                        BarMark(
                            x: .value("Day", $0.date, unit: .day), y: .value("Share", $0.count), stacking: .normalized
                        )
                        .foregroundStyle(by: .value("Step", $0.step))
                    }, title: "Share of each step")
            },
            GalleryEntry("bars-horizontal", "Horizontal bars, long category labels") {
                render(
                    Chart(D.countries) { item in
                        BarMark(x: .value("Downloads", item.count), y: .value("Country", item.country))
                            .annotation(position: .trailing) { Text("\(Int(item.count))").font(.caption2) }
                    }, title: "Downloads by country")
            },
            GalleryEntry("bars-gantt", "BarMark(xStart:xEnd:y:)") {
                render(
                    Chart(D.jobs) {
                        BarMark(
                            xStart: .value("Start", $0.start), xEnd: .value("End", $0.end), y: .value("Task", $0.name),
                            height: 18
                        )
                        .foregroundStyle(by: .value("Task", $0.name))
                        .cornerRadius(4)
                    }.chartLegend(.hidden), title: "Release schedule")
            },
            GalleryEntry("bars-range-gradient", "BarMark(x:yStart:yEnd:), gradient fill") {
                render(
                    Chart(D.temperatures) {
                        BarMark(
                            x: .value("Month", $0.month), yStart: .value("Low", $0.low), yEnd: .value("High", $0.high),
                            width: .ratio(0.5)
                        )
                        .foregroundStyle(Color.orange.gradient)
                        .cornerRadius(6)
                    }.chartYAxisLabel("°C"), title: "Temperature range")
            },
            GalleryEntry("lines-series", "LineMark series, symbol(by:), legend") {
                render(
                    Chart(D.readings) {
                        LineMark(x: .value("Week", $0.t), y: .value("Crashes", $0.value))
                            .foregroundStyle(by: .value("Platform", $0.series))
                            .symbol(by: .value("Platform", $0.series))
                    }, title: "Crash reports")
            },
            GalleryEntry("lines-dashed", "lineStyle(by:) with foregroundStyle(by:)") {
                render(
                    Chart(D.readings) {
                        LineMark(x: .value("Week", $0.t), y: .value("Crashes", $0.value))
                            .foregroundStyle(by: .value("Platform", $0.series))
                            .lineStyle(by: .value("Platform", $0.series))
                    }, title: "Crash reports by platform")
            },
            GalleryEntry("points-bubbles", "symbolSize(by:), opacity") {
                render(
                    Chart(D.scatter.prefix(24)) {
                        PointMark(x: .value("Bill length", $0.x), y: .value("Bill depth", $0.y))
                            .symbolSize(by: .value("Mass", $0.x * $0.y))
                            .foregroundStyle(by: .value("Species", $0.group))
                            .opacity(0.7)
                    }.chartXScale(domain: .automatic(includesZero: false)).chartYScale(
                        domain: .automatic(includesZero: false)),
                    title: "Penguins by mass")
            },
            GalleryEntry("areas-stacked", "AreaMark stacking") {
                render(
                    Chart(D.readings) {
                        AreaMark(x: .value("Week", $0.t), y: .value("Sessions", $0.value))
                            .foregroundStyle(by: .value("Platform", $0.series))
                            .interpolationMethod(.monotone)
                    }, title: "Sessions, stacked")
            },
            GalleryEntry("areas-streamgraph", "MarkStackingMethod.center") {
                render(
                    Chart(D.readings) {
                        AreaMark(x: .value("Week", $0.t), y: .value("Sessions", $0.value), stacking: .center)
                            .foregroundStyle(by: .value("Platform", $0.series))
                            .interpolationMethod(.catmullRom)
                    }, title: "Sessions, streamgraph")
            },
            GalleryEntry("areas-band", "AreaMark(x:yStart:yEnd:) with a line") {
                render(
                    Chart {
                        ForEach(D.temperatures) {
                            AreaMark(
                                x: .value("Month", $0.month), yStart: .value("Low", $0.low),
                                yEnd: .value("High", $0.high)
                            )
                            .foregroundStyle(Color.blue.opacity(0.25))
                            .interpolationMethod(.catmullRom)
                            LineMark(x: .value("Month", $0.month), y: .value("Mid", ($0.low + $0.high) / 2))
                                .interpolationMethod(.catmullRom)
                        }
                    }, title: "Daily range and middle")
            },
            GalleryEntry("points-symbols", "PointMark, all eight symbols, symbolSize") {
                render(
                    Chart(D.scatter) {
                        PointMark(x: .value("Bill length", $0.x), y: .value("Bill depth", $0.y))
                            .symbol(by: .value("Species", $0.group))
                            .foregroundStyle(by: .value("Species", $0.group))
                            .symbolSize(70)
                    }.chartXScale(domain: .automatic(includesZero: false)).chartYScale(
                        domain: .automatic(includesZero: false)),
                    title: "Penguins")
            },
            GalleryEntry("rules", "RuleMark forms, lineStyle, opacity") {
                render(
                    Chart {
                        ForEach(D.week) {
                            BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.total)).opacity(0.5)
                        }
                        RuleMark(y: .value("Goal", 4)).foregroundStyle(.red).lineStyle(
                            StrokeStyle(lineWidth: 1.5, dash: [5, 3])
                        )
                        .annotation(position: .top, alignment: .leading) { Text("Goal").foregroundStyle(.red) }
                        RuleMark(x: .value("Release", D.day(2026, 11, 25), unit: .day)).foregroundStyle(.green)
                            .lineStyle(StrokeStyle(lineWidth: 2))
                        RuleMark(
                            xStart: .value("From", D.day(2026, 11, 22), unit: .day),
                            xEnd: .value("To", D.day(2026, 11, 24), unit: .day),
                            y: .value("Target", 6)
                        ).foregroundStyle(.purple).lineStyle(StrokeStyle(lineWidth: 3, lineCap: .round))
                        RuleMark(
                            x: .value("Peak", D.day(2026, 11, 26), unit: .day), yStart: .value("Low", 2),
                            yEnd: .value("High", 7)
                        )
                        .foregroundStyle(.orange).lineStyle(StrokeStyle(lineWidth: 3))
                    }, title: "Rules")
            },
            GalleryEntry("heatmap", "RectangleMark, Gradient colour scale") {
                render(
                    Chart(D.heat) { cell in
                        RectangleMark(x: .value("Day", cell.weekday), y: .value("Hour", cell.hour))
                            .foregroundStyle(by: .value("Steps", cell.count))
                            .annotation(position: .overlay) { Text("\(Int(cell.count))").font(.caption2) }
                    }.chartForegroundStyleScale(range: Gradient(colors: [.white, .blue])),
                    title: "When steps are logged")
            },
            GalleryEntry("sectors-pie", "SectorMark pie") {
                render(
                    Chart(D.shares) {
                        SectorMark(angle: .value("Share", $0.value))
                            .foregroundStyle(by: .value("Step", $0.name))
                    }, title: "Time per step")
            },
            GalleryEntry("sectors-donut", "SectorMark donut, angularInset, annotations") {
                render(
                    Chart(D.shares) { share in
                        SectorMark(angle: .value("Share", share.value), innerRadius: .ratio(0.6), angularInset: 2)
                            .cornerRadius(4)
                            .foregroundStyle(by: .value("Step", share.name))
                            .annotation(position: .overlay) {
                                Text("\(Int(share.value))%").font(.caption).bold().foregroundStyle(.white)
                            }
                    }.chartLegend(position: .trailing), title: "Time per step")
            },
            GalleryEntry("vectorized", "LinePlot, PointPlot and function plots") {
                render(
                    Chart {
                        AreaPlot(x: "x", yStart: "low", yEnd: "high", domain: 0...400) { x in
                            (yStart: -4 + sin(x / 30), yEnd: 4 + sin(x / 30))
                        }
                        .foregroundStyle(Color.gray.opacity(0.2))
                        LinePlot(GalleryData.walk(400), x: .value("Step", \.x), y: .value("Value", \.y))
                        PointPlot(
                            GalleryData.walk(400).filter { Int($0.x) % 40 == 0 }, x: .value("Step", \.x),
                            y: .value("Value", \.y)
                        )
                        .foregroundStyle(.orange)
                        LinePlot(x: "x", y: "y") { x in 3 * sin(x / 30) }
                            .foregroundStyle(.purple)
                            .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 2]))
                    }, title: "Vectorized and function plots")
            },
        ]
    }
}
