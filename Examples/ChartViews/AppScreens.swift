// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// A weekly step chart on a card, as a tab or a column of a screen shows it.
struct WeekCard: View {
    var title = "Steps this week"

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            Chart(Samples.week) { day in
                BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                    .foregroundStyle(.blue.gradient)
            }
            .frame(height: 160)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
    }
}

/// A tab view of an activity app: the Trends tab selected, its navigation stack titled, a chart and progress.
public struct ActivityTabs: View {
    @State private var tab = 2
    public init() {}

    public var body: some View {
        TabView(selection: $tab) {
            Text("Today").tabItem { Label("Today", systemImage: "house") }.tag(1)
            NavigationStack {
                ScrollView {
                    VStack(spacing: 16) {
                        WeekCard()
                        ProgressView(value: 6_200, total: 8_000) {
                            Text("Daily goal")
                        } currentValueLabel: {
                            Text("6,200 of 8,000 steps")
                        }
                    }
                    .padding()
                }
                .navigationTitle("Trends")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Share", systemImage: "square.and.arrow.up") {}.labelStyle(.iconOnly)
                    }
                }
            }
            .tabItem { Label("Trends", systemImage: "chart.bar") }.tag(2)
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(3)
            Text("Settings").tabItem { Label("Settings", systemImage: "gearshape") }.tag(4)
        }
        .frame(width: 393, height: 640)
    }
}

/// A navigation stack with a large title, bar buttons at both ends, and a dashboard under them.
public struct ActivityStack: View {
    public init() {}

    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                WeekCard(title: "Last 7 days")
                HStack {
                    Label("Streak", systemImage: "flame")
                    Spacer()
                    Text("3 days").foregroundStyle(.secondary)
                }
                Button("Set a new goal") {}.buttonStyle(.borderedProminent)
                Spacer()
            }
            .padding()
            .navigationTitle("Activity")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {}.labelStyle(.iconOnly) }
            }
        }
        .frame(width: 393, height: 560)
    }
}

/// A split view at an iPad's width: a sidebar of metrics, and the detail's dashboard.
public struct MetricsSplit: View {
    @State private var selection = "Steps"
    public init() {}

    public var body: some View {
        NavigationSplitView {
            VStack(alignment: .leading, spacing: 14) {
                ForEach(["Steps", "Heart rate", "Sleep", "Energy"], id: \.self) { name in
                    Label(name, systemImage: name == "Steps" ? "figure.walk" : "heart")
                        .foregroundStyle(name == selection ? Color.accentColor : Color.primary)
                }
                Spacer()
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .navigationTitle("Health")
        } detail: {
            VStack(spacing: 16) {
                WeekCard()
                HStack(spacing: 16) {
                    Gauge(value: 6_200, in: 0...8_000) {
                        Text("Goal")
                    } currentValueLabel: {
                        Text("78%")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    ProgressView(value: 0.78) { Text("Move") }
                }
                Spacer()
            }
            .padding()
            .navigationTitle(selection)
            .navigationBarTitleDisplayMode(.inline)
        }
        .frame(width: 1024, height: 600)
    }
}

/// Progress and gauges in each of their looks, as a settings screen lays them out.
public struct ProgressGallery: View {
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack(spacing: 40) {
                ProgressView()
                ProgressView("Loading")
                Gauge(value: 0.62) {
                    Text("SPD")
                } currentValueLabel: {
                    Text("62")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("1")
                }
                .gaugeStyle(.accessoryCircular)
                Gauge(value: 0.4) {
                    Text("BAT")
                } currentValueLabel: {
                    Text("40")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.green)
            }
            ProgressView(value: 0.35) {
                Text("Uploading photos")
            } currentValueLabel: {
                Text("35 %")
            }
            Gauge(value: 72, in: 0...100) {
                Text("Battery")
            } currentValueLabel: {
                Text("72")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            Gauge(value: 18, in: 0...30) {
                Text("Temperature")
            } currentValueLabel: {
                Text("18°")
            }
            .gaugeStyle(.accessoryLinearCapacity)
            .tint(.orange)
            HStack {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                Button("Plain") {}.buttonStyle(.plain)
            }
        }
        .padding()
        .frame(width: 393)
    }
}
