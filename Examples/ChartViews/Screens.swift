// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// A model an app keeps its data in, observed by its views.
public final class StepsModel: ObservableObject {
    @Published public var days: [Samples.Day] = Samples.days
    @Published public var goal = 8_000.0
    public init() {}
}

/// A model written with the Observation framework's `@Observable`.
@Observable public final class SalesModel {
    public var sales: [Samples.Sale] = Samples.sales
    public init() {}
}

/// A settings-style screen: a list of sections, a chart in one row, in a navigation stack with a toolbar.
public struct HistoryScreen: View {
    @StateObject private var model = StepsModel()
    @State private var selected: Date?
    @Environment(\.colorScheme) private var colorScheme

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Section("This fortnight") {
                    Chart(model.days) { day in
                        BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                            .foregroundStyle(day.steps >= model.goal ? Color.green : Color.orange)
                        RuleMark(y: .value("Goal", model.goal))
                            .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                            .foregroundStyle(colorScheme == .dark ? .white : .gray)
                    }
                    .chartXSelection(value: $selected.animation(.easeInOut))
                    .frame(height: 180)
                    Text("Goal: 8,000 steps a day").foregroundStyle(.secondary)
                }
                Section {
                    Label("Best day: 12,300", systemImage: "star.fill")
                    Label("Streak: 3 days", systemImage: "flame.fill")
                } header: {
                    Text("Highlights")
                }
            }
            .navigationTitle("History")
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Image(systemName: "square.and.arrow.up") }
            }
        }
        .frame(width: 380)
    }
}

/// A form with a chart and its settings, the chart bound to an observed object.
public struct GoalForm: View {
    @ObservedObject var model: StepsModel
    public init(model: StepsModel = StepsModel()) { self.model = model }

    public var body: some View {
        Form {
            Section(header: Text("Goal")) {
                Chart(model.days.suffix(7)) {
                    LineMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
                        .symbol(.circle)
                }
                .chartYScale(domain: 0...14_000)
                .frame(height: 150)
            }
            Section(footer: Text("Charts update as you walk.")) {
                Text("Reminders on").font(.body)
            }
        }
        .frame(width: 360)
    }
}

/// A dashboard of small charts in a lazy grid inside a scroll view.
public struct MetricsGrid: View {
    let columns = [GridItem(.flexible()), GridItem(.flexible())]
    public init() {}
    public var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(0..<4) { index in
                    GroupBox("Metric \(index + 1)") {
                        let values = Samples.trend.indices.map { Samples.trend[($0 + index * 3) % Samples.trend.count] }
                        Chart(values.indices, id: \.self) { i in
                            AreaMark(x: .value("i", i), y: .value("v", values[i]))
                                .foregroundStyle(.purple.gradient)
                        }
                        .chartXAxis(.hidden)
                        .frame(height: 80)
                    }
                }
            }
            .padding()
        }
        .tint(.purple)
        .frame(width: 400)
    }
}

/// Charts side by side in a horizontal lazy grid, two rows of fixed height.
public struct ChartStrip: View {
    public init() {}
    public var body: some View {
        LazyHGrid(rows: [GridItem(.fixed(90)), GridItem(.fixed(90))], spacing: 10) {
            ForEach(["North", "South", "East", "West"], id: \.self) { region in
                Chart(Samples.sales.filter { $0.region == region }) {
                    BarMark(x: .value("Product", $0.product), y: .value("Amount", $0.amount))
                }
                .chartYAxis(.hidden)
                .frame(width: 140)
                .overlay(alignment: .topTrailing) { Text(region).font(.caption2).padding(4) }
            }
        }
        .padding()
    }
}

/// A scatter plot in two groups, with axis titles, fading out a placeholder state.
public struct ScatterCard: View {
    @State private var isLoading = false
    public init() {}
    public var body: some View {
        VStack(alignment: .leading) {
            Text("Load against latency").font(.headline)
            Chart(Samples.points) {
                PointMark(x: .value("Load", $0.x), y: .value("Latency", $0.y))
                    .foregroundStyle(by: .value("Server", $0.group))
            }
            .chartXAxisLabel("Load (req/s)")
            .chartYAxisLabel("Latency (ms)")
            .frame(height: 200)
            .redacted(reason: isLoading ? .placeholder : [])
            .opacity(isLoading ? 0.5 : 1)
        }
        .padding()
        .frame(width: 360)
    }
}

/// Sales from an `@Observable` model, by a locale and in dark mode, with lifecycle and gesture handlers.
public struct LocaleSalesCard: View {
    let model: SalesModel
    public init(model: SalesModel = SalesModel()) { self.model = model }
    public var body: some View {
        VStack(alignment: .leading) {
            Text("Umsatz").font(.title2)
            Chart(model.sales) {
                BarMark(x: .value("Betrag", $0.amount), y: .value("Region", $0.region))
                    .foregroundStyle(by: .value("Produkt", $0.product))
                    .annotation(position: .trailing) { Text("").font(.caption2) }
            }
            .frame(height: 200)
            .onAppear {}
            .onTapGesture {}
            .accessibilityLabel("Umsatz nach Region")
        }
        .padding()
        .background(Color.black)
        .preferredColorScheme(.dark)
        .environment(\.locale, Locale(identifier: "de_DE"))
        .frame(width: 360)
    }
}

/// A chart in a fixed 300 × 200 frame, placed at the top leading corner of a larger one.
public struct FramedChart: View {
    public init() {}
    public var body: some View {
        Chart(Samples.week) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps)) }
            .frame(width: 300, height: 200)
            .frame(width: 360, height: 240, alignment: .topLeading)
            .background(Color.yellow.opacity(0.15))
            .cornerRadius(8)
    }
}

/// A chart whose frame takes an ideal size, inside a card with a bold header and a badge.
public struct HeaderCard: View {
    public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text("Build times").font(.headline)
                Spacer()
                Text("CI").font(.caption.bold()).padding(.horizontal, 8).padding(.vertical, 3)
                    .background(Capsule().fill(Color.blue.opacity(0.2)))
            }
            Chart(Samples.trend.indices, id: \.self) { i in
                LineMark(x: .value("Build", i), y: .value("Minutes", Samples.trend[i]))
                PointMark(x: .value("Build", i), y: .value("Minutes", Samples.trend[i]))
            }
            .frame(idealWidth: 320, idealHeight: 150)
            .fixedSize()
        }
        .padding()
        .backgroundStyle(.gray)
    }
}
