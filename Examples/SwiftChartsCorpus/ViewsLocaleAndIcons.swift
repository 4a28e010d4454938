// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

extension ViewsCorpus {
    /// Formatted values in the chart's locale, callout rows with a spacer, and the thumbs and money icons.
    static var localesAndIcons: [Entry] {
        let best = ViewsData.noonWeek.max { $0.steps < $1.steps }!
        return [
            Entry(
                "views23-feedback-thumbs",
                Chart(ViewsData.sales) { sale in
                    RuleMark(y: .value("No change", 0))
                        .foregroundStyle(.gray.opacity(0.4))
                    PointMark(x: .value("Product", sale.product), y: .value("Change", sale.change))
                        .symbol {
                            if sale.change >= 0 {
                                Image(systemName: "hand.thumbsup.circle.fill")
                                    .foregroundStyle(.green)
                                    .font(.title3)
                            } else {
                                Image(systemName: "hand.thumbsdown.circle.fill")
                                    .foregroundStyle(.pink)
                                    .font(.title3)
                            }
                        }
                }
                .chartYAxis {
                    AxisMarks { value in
                        AxisGridLine()
                        AxisValueLabel(format: FloatingPointFormatStyle<Double>.Percent.percent)
                    }
                }),
            Entry(
                "views24-callout-rows-in-dollars",
                Chart(ViewsData.noonWeek) { day in
                    BarMark(x: .value("Day", day.date, unit: .day), y: .value("Revenue", day.steps / 10))
                        .foregroundStyle(day.id == best.id ? Color.green : Color.green.opacity(0.4))
                        .annotation(position: .top, alignment: .center) {
                            if day.id == best.id {
                                VStack(alignment: .leading, spacing: 2) {
                                    Text(day.date, format: .dateTime.month().day().year())
                                        .font(.caption2)
                                        .foregroundStyle(.secondary)
                                    HStack {
                                        Image(systemName: "dollarsign.circle.fill").foregroundStyle(.green)
                                        Text("Revenue")
                                        Spacer()
                                        Text(day.steps / 10, format: .currency(code: "USD")).bold()
                                    }
                                    HStack {
                                        Image(systemName: "trophy.fill").foregroundStyle(.orange)
                                        Text("Best day")
                                        Spacer(minLength: 8)
                                        Text("\(day.steps / 1000, specifier: "%.1f")k steps")
                                    }
                                }
                                .font(.caption)
                                .frame(width: 170)
                                .padding(6)
                                .background(RoundedRectangle(cornerRadius: 8).fill(.white))
                                .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray.opacity(0.3)))
                            }
                        }
                }
                .chartYScale(domain: 0...1_800)),
            Entry(
                "views25-environment-locale-german",
                Chart(ViewsData.noonWeek) { day in
                    BarMark(x: .value("Day", day.date, unit: .day), y: .value("Umsatz", day.steps / 10))
                        .foregroundStyle(.indigo)
                        .annotation(position: .top) {
                            Text(day.steps / 10, format: .currency(code: "EUR").precision(.fractionLength(0)))
                                .font(.caption2)
                        }
                }
                .chartXAxis {
                    AxisMarks(values: .stride(by: .day)) { _ in
                        AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
                    }
                }
                .environment(\.locale, Locale(identifier: "de_DE"))),
            Entry(
                "views26-background-symbol-scaled-to-fit",
                Chart(ViewsData.week) { day in
                    BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        .foregroundStyle(.pink.gradient)
                }
                .chartBackground { _ in
                    Image(systemName: "heart.fill")
                        .resizable()
                        .scaledToFit()
                        .foregroundStyle(.pink.opacity(0.12))
                        .padding(24)
                }),
        ]
    }
}
