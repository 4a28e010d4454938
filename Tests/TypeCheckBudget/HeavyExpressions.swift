// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import ShipPlot

let trend: [Double] = [4, 6, 5, 8]
struct MetricsGrid: View {
    let columns = [GridItem(.flexible()), GridItem(.flexible())]
    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(0..<4) { index in
                    GroupBox("Metric \(index + 1)") {
                        Chart(trend.indices, id: \.self) { i in
                            AreaMark(x: .value("i", i), y: .value("v", trend[(i + index * 3) % trend.count]))
                                .foregroundStyle(.tint)
                        }
                        .chartXAxis(.hidden)
                        .frame(height: 80)
                    }
                }
            }
        }
    }
}

struct Sale: Identifiable {
    let id: Int
    let date: Date
    let region: String
    let amount: Double
}

/// Marks with ternaries, a rule, an annotation and chart modifiers after the frame: the shape that gave up in the
/// held-out set before.
struct SalesCard: View {
    let sales: [Sale]
    let goal: Double
    @State private var selected: Date?
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Sales").font(.headline)
            Chart {
                ForEach(sales) { sale in
                    BarMark(x: .value("Day", sale.date, unit: .day), y: .value("Amount", sale.amount))
                        .foregroundStyle(sale.amount >= goal ? Color.green : Color.orange.opacity(0.8))
                        .cornerRadius(4)
                        .annotation(position: .top, alignment: .center, spacing: 2) {
                            Text("\(Int(sale.amount))").font(.caption2).foregroundStyle(.secondary)
                        }
                }
                RuleMark(y: .value("Goal", goal))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                    .foregroundStyle(colorScheme == .dark ? .white : .gray)
                if let selected {
                    RuleMark(x: .value("Selected", selected, unit: .day)).foregroundStyle(.tint)
                }
            }
            .frame(height: 180)
            .chartXSelection(value: $selected.animation(.easeInOut))
            .chartYScale(domain: 0...(goal * 1.5))
            .chartXAxis {
                AxisMarks(values: .stride(by: .day, count: 2)) { value in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.day().month(.abbreviated), centered: true)
                }
            }
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: 2)
    }
}
