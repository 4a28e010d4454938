// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

extension ViewsCorpus {
    /// Views in legends and axis labels.
    static var guides: [Entry] {
        legends + axisLabels + clipShapes
    }

    private static let productColors: [Color] = [.blue, .green, .orange, .purple, .pink]

    private static var legends: [Entry] {
        [
            Entry(
                "views16-legend-dots-top-trailing",
                Chart(ViewsData.readings) { reading in
                    LineMark(x: .value("Hour", reading.hour), y: .value("°C", reading.value))
                        .foregroundStyle(by: .value("Where", reading.series))
                        .interpolationMethod(.catmullRom)
                }
                .chartForegroundStyleScale(["Indoor": Color.orange, "Outdoor": Color.blue])
                .chartLegend(position: .top, alignment: .trailing) {
                    HStack(spacing: 12) {
                        ForEach(["Indoor", "Outdoor"], id: \.self) { place in
                            HStack(spacing: 4) {
                                Circle()
                                    .fill(place == "Indoor" ? Color.orange : Color.blue)
                                    .frame(width: 8, height: 8)
                                Text(place)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }),
            Entry(
                "views17-donut-legend-with-values",
                Chart(ViewsData.sales) { sale in
                    SectorMark(angle: .value("Units", sale.units), innerRadius: .ratio(0.6), angularInset: 1.5)
                        .cornerRadius(4)
                        .foregroundStyle(by: .value("Product", sale.product))
                }
                .chartForegroundStyleScale(domain: ViewsData.sales.map(\.product), range: productColors)
                .chartLegend(position: .trailing, alignment: .center, spacing: 16) {
                    VStack(alignment: .leading, spacing: 6) {
                        ForEach(Array(ViewsData.sales.enumerated()), id: \.offset) { index, sale in
                            HStack(spacing: 6) {
                                RoundedRectangle(cornerRadius: 2)
                                    .fill(productColors[index])
                                    .frame(width: 10, height: 10)
                                Text(sale.product)
                                    .font(.caption)
                                Spacer()
                                Text("\(Int(sale.units))")
                                    .font(.caption.monospacedDigit())
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }),
        ]
    }

    private static var axisLabels: [Entry] {
        [
            Entry(
                "views18-axis-icon-labels",
                Chart(ViewsData.sales) { sale in
                    BarMark(x: .value("Product", sale.product), y: .value("Units", sale.units))
                        .foregroundStyle(sale.change >= 0 ? Color.green.opacity(0.7) : Color.red.opacity(0.7))
                }
                .chartXAxis {
                    AxisMarks { value in
                        AxisValueLabel {
                            if let product = value.as(String.self),
                                let sale = ViewsData.sales.first(where: { $0.product == product })
                            {
                                VStack(spacing: 2) {
                                    Image(systemName: sale.change >= 0 ? "arrow.up.right" : "arrow.down.right")
                                        .foregroundStyle(sale.change >= 0 ? Color.green : Color.red)
                                    Text(product)
                                        .font(.caption2)
                                }
                            }
                        }
                    }
                }),
            Entry(
                "views19-two-line-date-labels",
                Chart(ViewsData.noonWeek) { day in
                    BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        .foregroundStyle(.blue.gradient)
                        .cornerRadius(4)
                }
                .chartXAxis {
                    AxisMarks(values: .stride(by: .day)) { value in
                        AxisValueLabel {
                            if let date = value.as(Date.self) {
                                VStack(spacing: 1) {
                                    Text(date, format: .dateTime.weekday(.abbreviated))
                                        .font(.caption2)
                                        .foregroundStyle(.secondary)
                                    Text(date, format: .dateTime.day())
                                        .font(.caption.bold())
                                }
                            }
                        }
                    }
                }),
            Entry(
                "views20-bold-thousands-on-leading-axis",
                Chart(ViewsData.week) { day in
                    LineMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        .symbol(.circle)
                }
                .chartYAxis {
                    AxisMarks(position: .leading) { value in
                        AxisGridLine()
                        AxisValueLabel {
                            if let steps = value.as(Double.self) {
                                HStack(spacing: 2) {
                                    Text("\(Int(steps / 1000))k").bold()
                                    if steps >= 10_000 { Image(systemName: "flag.fill").foregroundStyle(.orange) }
                                }
                            }
                        }
                    }
                }),
        ]
    }

    private static var clipShapes: [Entry] {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
        let hours = ["8", "10", "12", "14", "16", "18"]
        return [
            Entry(
                "views21-capsule-bars",
                Chart(ViewsData.sales) { sale in
                    BarMark(x: .value("Units", sale.units), y: .value("Product", sale.product), height: .fixed(14))
                        .foregroundStyle(.teal)
                        .clipShape(Capsule())
                        .annotation(position: .trailing) {
                            Text("\(Int(sale.units))").font(.caption).foregroundStyle(.secondary)
                        }
                }
                .chartXScale(domain: 0...70)
                .chartYAxis { AxisMarks(position: .leading) }),
            Entry(
                "views22-rounded-heatmap",
                Chart {
                    ForEach(Array(days.enumerated()), id: \.offset) { d, day in
                        ForEach(Array(hours.enumerated()), id: \.offset) { h, hour in
                            RectangleMark(
                                x: .value("Hour", hour), y: .value("Day", day), width: .ratio(0.9),
                                height: .ratio(0.9)
                            )
                            .foregroundStyle(by: .value("Visits", (d * 7 + h * 5) % 11 + h))
                            .clipShape(RoundedRectangle(cornerRadius: 6))
                        }
                    }
                }
                .chartForegroundStyleScale(range: Gradient(colors: [.yellow.opacity(0.4), .orange, .red]))),
        ]
    }
}
