// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// A card with a title, a subtitle and a bar chart, as a fitness app writes it.
public struct StepsCard: View {
    let days: [Samples.Day]
    public init(days: [Samples.Day] = Samples.week) { self.days = days }

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Steps").font(.headline)
            Text("Last 7 days").font(.subheadline).foregroundStyle(.secondary)
            Chart(days) { day in
                BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                    .foregroundStyle(.blue.gradient)
            }
            .frame(height: 180)
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .frame(width: 360)
    }
}

/// A card whose chart modifiers come after `.frame`, as many apps order them.
public struct TrendCard: View {
    public init() {}
    public var body: some View {
        VStack(alignment: .leading) {
            Label("Weekly trend", systemImage: "chart.line.uptrend.xyaxis").font(.headline)
            Chart(Samples.days) {
                LineMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
                    .interpolationMethod(.catmullRom)
                AreaMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
                    .foregroundStyle(
                        .linearGradient(colors: [.blue.opacity(0.4), .clear], startPoint: .top, endPoint: .bottom)
                    )
                    .interpolationMethod(.catmullRom)
            }
            .frame(height: 160)
            .chartYAxis(.hidden)
            .chartXAxis {
                AxisMarks(values: .stride(by: .day, count: 4)) { _ in
                    AxisValueLabel(format: .dateTime.day().month(.abbreviated))
                }
            }
        }
        .padding()
        .frame(width: 340)
    }
}

/// A sparkline tile: a number and a tiny line, axes hidden, in a fixed frame.
public struct SparklineTile: View {
    let title: String
    let values: [Double]
    let color: Color
    public init(title: String = "Downloads", values: [Double] = Samples.trend, color: Color = .green) {
        (self.title, self.values, self.color) = (title, values, color)
    }

    public var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.caption).foregroundStyle(.secondary)
                Text("\(Int(values.last ?? 0))k").font(.title2.bold())
            }
            Spacer()
            Chart(Array(values.enumerated()), id: \.offset) { point in
                LineMark(x: .value("i", point.offset), y: .value("v", point.element))
                    .foregroundStyle(color)
            }
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .frame(width: 90, height: 36)
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.12)))
        .frame(width: 260)
    }
}

/// Three sparkline tiles in a row.
public struct KPIRow: View {
    public init() {}
    public var body: some View {
        HStack(spacing: 12) {
            SparklineTile(title: "Downloads", values: Samples.trend, color: .green)
            SparklineTile(title: "Crashes", values: Samples.trend.reversed(), color: .red)
            SparklineTile(title: "Sessions", values: Samples.trend.map { $0 * 0.7 + 3 }, color: .blue)
        }
        .padding()
    }
}

/// Sales by region, stacked by product, with a legend at the top and a caption under it.
public struct RegionSalesCard: View {
    public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Sales by region").font(.title3.weight(.semibold))
            Chart(Samples.sales) { sale in
                BarMark(x: .value("Region", sale.region), y: .value("Amount", sale.amount))
                    .foregroundStyle(by: .value("Product", sale.product))
            }
            .chartLegend(position: .top, alignment: .leading)
            .frame(minHeight: 200, maxHeight: 240)
            Text("Thousands of dollars, third quarter").font(.footnote).foregroundStyle(.tertiary)
        }
        .padding(20)
        .border(Color.gray.opacity(0.3))
        .frame(width: 420)
    }
}

/// The four cards of a dashboard in a 2 × 2 grid.
public struct Dashboard: View {
    public init() {}
    public var body: some View {
        Grid(horizontalSpacing: 16, verticalSpacing: 16) {
            GridRow {
                StepsCard()
                TrendCard()
            }
            GridRow {
                RegionSalesCard()
                ScatterCard()
            }
        }
        .padding()
        .background(Color.gray.opacity(0.1))
    }
}

/// A card drawn dark, whatever the image's scheme.
public struct DarkStepsCard: View {
    public init() {}
    public var body: some View {
        StepsCard()
            .background(Color(red: 0.11, green: 0.11, blue: 0.12))
            .environment(\.colorScheme, .dark)
    }
}

/// A chart card to share: opaque, rounded, with a shadow and a footer.
public struct ShareCard: View {
    public init() {}
    public var body: some View {
        VStack(spacing: 0) {
            Chart(Samples.week) {
                BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
                    .cornerRadius(4)
            }
            .padding()
            .frame(width: 320, height: 200)
            Divider()
            HStack {
                Image(systemName: "figure.walk").foregroundStyle(.orange, .gray)
                Text("64,300 steps this week").font(.callout)
                Spacer()
            }
            .padding(12)
        }
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 14))
        .shadow(color: .black.opacity(0.2), radius: 6, x: 0, y: 3)
        .padding(20)
    }
}

/// A goal gauge: a donut with the percentage over it.
public struct GoalCard: View {
    public init() {}
    public var body: some View {
        VStack {
            Text("Daily goal").font(.headline)
            Chart {
                SectorMark(angle: .value("Done", 7_900), innerRadius: .ratio(0.7)).foregroundStyle(.green)
                SectorMark(angle: .value("Left", 2_100), innerRadius: .ratio(0.7)).foregroundStyle(.gray.opacity(0.25))
            }
            .frame(width: 160, height: 160)
            .overlay {
                Text("79%").font(.title.bold())
            }
        }
        .padding()
    }
}

/// A card style written once as a `ViewModifier` and applied with `.modifier(_:)`.
public struct CardStyle: ViewModifier {
    public init() {}
    public func body(content: Content) -> some View {
        content
            .padding()
            .background(RoundedRectangle(cornerRadius: 12).stroke(Color.gray.opacity(0.4), lineWidth: 1))
    }
}

/// Two charts styled by ``CardStyle``.
public struct ModifierCard: View {
    public init() {}
    public var body: some View {
        VStack(spacing: 12) {
            Chart(Samples.week) { LineMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps)) }
                .frame(height: 120)
                .modifier(CardStyle())
            Chart(Samples.week) { PointMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps)) }
                .frame(height: 120)
                .modifier(CardStyle())
        }
        .padding()
        .frame(width: 360)
    }
}

/// A card drawn with UIKit's semantic colours, as an app writes one that follows the colour scheme: a grouped
/// background, a grouped card, a fill behind a value, a divider, secondary and tertiary text and a material.
public struct SemanticColorsCard: View {
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Label("Steps", systemImage: "figure.walk").font(.headline)
                Spacer()
                Text("Last 7 days").font(.caption).foregroundStyle(.tertiary)
            }
            Chart(Samples.week) { day in
                BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
            }
            .frame(height: 120)
            Divider()
            HStack {
                Text("Daily average").foregroundStyle(.secondary)
                Spacer()
                Text("7,412")
                    .padding(.horizontal, 8).padding(.vertical, 2)
                    .background(Color(.systemFill), in: Capsule())
            }
            Text("Updated at 9:41")
                .font(.footnote)
                .padding(6)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 6))
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
        .padding()
        .background(Color(.systemGroupedBackground))
        .frame(width: 360)
    }
}
