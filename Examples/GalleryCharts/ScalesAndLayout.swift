// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

extension Gallery {
    static var scales: [GalleryEntry] {
        typealias D = GalleryData
        return [
            GalleryEntry("axes-custom", "AxisMarks: stride, format, leading position, titles") {
                render(
                    Chart(D.daily) {
                        LineMark(x: .value("Date", $0.date, unit: .day), y: .value("Installs", $0.value))
                    }
                    .chartXAxis {
                        AxisMarks(values: .stride(by: .month)) { _ in
                            AxisGridLine()
                            AxisTick()
                            AxisValueLabel(format: .dateTime.month(.wide))
                        }
                    }
                    .chartYAxis { AxisMarks(position: .leading, values: .automatic(desiredCount: 4)) }
                    .chartXAxisLabel("Month").chartYAxisLabel("Installs per day"), title: "Installs")
            },
            GalleryEntry("axes-percent", "Explicit axis values, percent format, plot style") {
                render(
                    Chart(D.sales.filter { $0.quarter == "Q1" }) {
                        BarMark(x: .value("Product", $0.product), y: .value("Share", $0.revenue))
                    }
                    .chartYScale(domain: 0...100)
                    .chartYAxis {
                        AxisMarks(values: [0, 25, 50, 75, 100]) { value in
                            AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 2]))
                            AxisValueLabel(format: Decimal.FormatStyle.Percent.percent.scale(1))
                        }
                    }
                    .chartPlotStyle { $0.background(Color.gray.opacity(0.08)) }, title: "Share of revenue")
            },
            GalleryEntry("scale-log", "chartYScale(type: .log)") {
                render(
                    Chart(D.yearly) {
                        LineMark(x: .value("Year", $0.date, unit: .year), y: .value("Users", $0.value)).symbol(.square)
                    }.chartYScale(type: .log), title: "Users, log scale")
            },
            GalleryEntry("histogram", "NumberBins and .value(_:_: ChartBinRange)") {
                let values = (0..<400).map { i in
                    50 + 12 * (GalleryData.h01(i) + GalleryData.h01(i + 500) + GalleryData.h01(i + 900) - 1.5)
                }
                let bins = NumberBins(data: values, desiredCount: 12)
                let counts = Dictionary(grouping: values.compactMap { bins.index(for: $0) }, by: { $0 }).mapValues(
                    \.count)
                return render(
                    Chart(bins.indices, id: \.self) { index in
                        BarMark(x: .value("Build time", bins[index]), y: .value("Builds", counts[index] ?? 0))
                            .foregroundStyle(Color.indigo.gradient)
                    }.chartXScale(domain: .automatic(includesZero: false)), title: "Build times (s)")
            },
            GalleryEntry("dates-hourly", "Hour units") {
                render(
                    Chart(D.hourly) {
                        BarMark(x: .value("Hour", $0.date, unit: .hour), y: .value("Sessions", $0.value))
                    }, title: "Sessions per hour")
            },
            GalleryEntry("dates-weekly", "Week units") {
                render(
                    Chart(D.daily) {
                        BarMark(x: .value("Week", $0.date, unit: .weekOfYear), y: .value("Installs", $0.value))
                    }, title: "Installs per week")
            },
            GalleryEntry("dates-monthly", "Month units across a year") {
                render(
                    Chart(D.monthly) {
                        BarMark(x: .value("Month", $0.date, unit: .month), y: .value("Revenue", $0.value))
                    }, title: "Revenue per month")
            },
            GalleryEntry("dates-yearly", "Year units") {
                render(
                    Chart(D.yearly) {
                        BarMark(x: .value("Year", $0.date, unit: .year), y: .value("Users", $0.value))
                    }, title: "Users per year")
            },
        ]
    }

    static var layout: [GalleryEntry] {
        typealias D = GalleryData
        let positions: [(AnnotationPosition, String)] = [
            (.top, "top"), (.bottom, "bottom"), (.leading, "leading"), (.trailing, "trailing"), (.overlay, "overlay"),
            (.topLeading, "topLeading"), (.topTrailing, "topTrailing"), (.bottomLeading, "bottomLeading"),
            (.bottomTrailing, "bottomTrailing"),
        ]
        let methods: [(InterpolationMethod, String)] = [
            (.linear, "linear"), (.catmullRom, "catmullRom"), (.catmullRom(alpha: 0), "catmullRom(alpha: 0)"),
            (.cardinal, "cardinal"), (.cardinal(tension: 0.7), "cardinal(tension: 0.7)"), (.monotone, "monotone"),
            (.stepStart, "stepStart"), (.stepCenter, "stepCenter"), (.stepEnd, "stepEnd"),
        ]
        let methodCharts = methods.map { method, name in
            var renderer = ChartRenderer(
                Chart(D.week) {
                    LineMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.total))
                        .interpolationMethod(method)
                        .symbol(.circle)
                }.chartXAxis(.hidden), width: 280, height: 180)
            renderer.title = name
            renderer.calendar = D.calendar
            return renderer
        }
        let positionCharts = positions.map { position, name in
            var renderer = ChartRenderer(
                Chart {
                    PointMark(x: .value("x", 1), y: .value("y", 1)).symbolSize(100)
                        .annotation(position: position) { Text(name).font(.caption) }
                }.chartXScale(domain: 0...2).chartYScale(domain: 0...2), width: 280, height: 180)
            renderer.calendar = D.calendar
            return renderer
        }
        return [
            GalleryEntry("interpolation", "Every InterpolationMethod", sheet: ChartSheet(methodCharts, columns: 3)),
            GalleryEntry("annotations", "Every AnnotationPosition", sheet: ChartSheet(positionCharts, columns: 3)),
            GalleryEntry("legend-top", "chartLegend(position: .top, alignment: .center)") {
                render(
                    Chart(D.readings) {
                        LineMark(x: .value("Week", $0.t), y: .value("Crashes", $0.value)).foregroundStyle(
                            by: .value("Platform", $0.series))
                    }.chartLegend(position: .top, alignment: .center), title: "Legend on top")
            },
            GalleryEntry("labels-rotated", "Many long category labels turn") {
                render(
                    Chart(D.countries) {
                        BarMark(x: .value("Country", $0.country), y: .value("Downloads", $0.count))
                    }, title: "Downloads by country")
            },
            GalleryEntry(
                "dark-transparent", "Dark theme on a transparent background",
                configure: {
                    $0.colorScheme = .dark
                    $0.background = .transparent
                }
            ) {
                render(
                    Chart(D.stepDays) {
                        BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Count", $0.count))
                            .foregroundStyle(by: .value("Step", $0.step))
                    }, title: "Dark theme")
            },
            GalleryEntry("small", "320 × 200", width: 320, height: 200) {
                render(
                    Chart(D.stepDays) {
                        BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Count", $0.count))
                            .foregroundStyle(by: .value("Step", $0.step))
                    }, title: "Two weeks of release prep")
            },
            GalleryEntry("large", "2000 × 1200", width: 2000, height: 1200) {
                render(
                    Chart(D.daily) {
                        AreaMark(x: .value("Date", $0.date, unit: .day), y: .value("Installs", $0.value))
                            .foregroundStyle(Color.teal.opacity(0.3))
                        LineMark(x: .value("Date", $0.date, unit: .day), y: .value("Installs", $0.value))
                            .foregroundStyle(.teal)
                    }.padding(32), title: "Installs over a quarter")
            },
        ]
    }
}
