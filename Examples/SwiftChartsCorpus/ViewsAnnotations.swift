// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

extension ViewsCorpus {
    /// Views in annotations: badges, labels with icons, stacks, shapes and formatted text.
    static var annotations: [Entry] {
        badges + stacks
    }

    private static var badges: [Entry] {
        let peak = ViewsData.week.max { $0.steps < $1.steps }!
        return [
            Entry(
                "views01-peak-badge",
                Chart(ViewsData.week) { day in
                    BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        .foregroundStyle(day.id == peak.id ? Color.orange : Color.blue.opacity(0.5))
                        .annotation(position: .top) {
                            if day.id == peak.id {
                                Text("Best day")
                                    .font(.caption.bold())
                                    .foregroundStyle(.white)
                                    .padding(.horizontal, 6)
                                    .padding(.vertical, 3)
                                    .background(Capsule().fill(Color.orange))
                            }
                        }
                }),
            Entry(
                "views02-value-labels-specifier",
                Chart(ViewsData.sales) { sale in
                    BarMark(x: .value("Units", sale.units), y: .value("Product", sale.product))
                        .annotation(position: .trailing, alignment: .center, spacing: 6) {
                            Text("\(sale.units, specifier: "%.0f") units")
                                .font(.caption2)
                                .foregroundStyle(.secondary)
                        }
                }
                .chartXScale(domain: 0...70)
                .chartYAxis { AxisMarks(position: .leading) }),
            Entry(
                "views03-change-arrows",
                Chart(ViewsData.sales) { sale in
                    BarMark(x: .value("Product", sale.product), y: .value("Units", sale.units))
                        .foregroundStyle(.teal)
                        .annotation(position: .top, spacing: 4) {
                            HStack(spacing: 2) {
                                Image(systemName: sale.change >= 0 ? "arrow.up" : "arrow.down")
                                Text("\(sale.change, format: .percent.precision(.fractionLength(0)))")
                            }
                            .font(.caption)
                            .foregroundStyle(sale.change >= 0 ? Color.green : Color.red)
                        }
                }),
            Entry(
                "views04-rule-with-label",
                Chart {
                    ForEach(ViewsData.week) { day in
                        LineMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                    }
                    RuleMark(y: .value("Goal", 10_000))
                        .foregroundStyle(.red)
                        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                        .annotation(position: .top, alignment: .leading) {
                            Label("Goal 10k", systemImage: "flag.fill")
                                .font(.caption)
                                .foregroundStyle(.red)
                        }
                }),
            Entry(
                "views05-overlay-circles",
                Chart(ViewsData.sales) { sale in
                    BarMark(x: .value("Product", sale.product), y: .value("Units", sale.units))
                        .foregroundStyle(.indigo)
                        .annotation(position: .overlay, alignment: .top, spacing: 6) {
                            ZStack {
                                Circle().fill(.white).frame(width: 24, height: 24)
                                Text("\(Int(sale.units))").font(.caption2.bold()).foregroundStyle(.indigo)
                            }
                            .padding(.top, 6)
                        }
                }),
        ]
    }

    private static var stacks: [Entry] {
        let latest = ViewsData.week.last!
        return [
            Entry(
                "views06-callout-card",
                Chart(ViewsData.week) { day in
                    AreaMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        .foregroundStyle(Color.mint.opacity(0.3))
                    LineMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        .foregroundStyle(.mint)
                    if day.id == latest.id {
                        PointMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                            .foregroundStyle(.mint)
                            .annotation(position: .top, alignment: .trailing, spacing: 8) {
                                VStack(alignment: .leading, spacing: 2) {
                                    Text("Today").font(.caption2).foregroundStyle(.secondary)
                                    Text("\(Int(day.steps)) steps").font(.subheadline.bold())
                                }
                                .padding(8)
                                .background(RoundedRectangle(cornerRadius: 8).fill(Color.white))
                                .overlay(
                                    RoundedRectangle(cornerRadius: 8).stroke(Color.gray.opacity(0.4), lineWidth: 1))
                            }
                    }
                }),
            Entry(
                "views07-icons-on-points",
                Chart(ViewsData.week) { day in
                    PointMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        .foregroundStyle(day.steps >= 10_000 ? Color.green : Color.gray)
                        .annotation(position: .top) {
                            Image(systemName: day.steps >= 10_000 ? "checkmark.circle.fill" : "xmark.circle")
                                .foregroundStyle(day.steps >= 10_000 ? Color.green : Color.gray)
                        }
                }),
            Entry(
                "views08-bottom-captions",
                Chart(ViewsData.sales) { sale in
                    BarMark(x: .value("Product", sale.product), y: .value("Units", sale.units))
                        .foregroundStyle(by: .value("Product", sale.product))
                        .annotation(position: .bottom, spacing: 4) {
                            Text(sale.product.uppercased())
                                .font(.system(size: 9, weight: .semibold))
                                .padding(.horizontal, 4)
                                .background(Color.gray.opacity(0.15))
                                .cornerRadius(3)
                        }
                }
                .chartXAxis(.hidden)
                .chartLegend(.hidden)),
            Entry(
                "views09-stars-and-hearts",
                Chart(ViewsData.sales) { sale in
                    BarMark(x: .value("Units", sale.units), y: .value("Product", sale.product))
                        .foregroundStyle(.pink.opacity(0.7))
                        .annotation(position: .trailing) {
                            HStack(spacing: 1) {
                                ForEach(0..<Int(sale.units / 12), id: \.self) { _ in
                                    Image(systemName: "star.fill")
                                }
                            }
                            .font(.caption2)
                            .foregroundStyle(.yellow)
                        }
                }
                .chartXScale(domain: 0...75)),
            Entry(
                "views10-divider-and-spacer",
                Chart(ViewsData.sales) { sale in
                    BarMark(x: .value("Product", sale.product), y: .value("Units", sale.units))
                        .foregroundStyle(.orange.opacity(0.8))
                        .annotation(position: .top) {
                            VStack(spacing: 2) {
                                Text("\(Int(sale.units))").font(.caption.monospacedDigit())
                                Divider().frame(width: 20)
                                Text(sale.change >= 0 ? "up" : "down").font(.caption2).foregroundStyle(.secondary)
                            }
                        }
                }),
        ]
    }
}
