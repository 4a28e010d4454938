// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// A screen as health apps write it: a list whose first section is a chart, then figures in rows with their
/// values trailing, then an action; drawn in the list style it is given, on an iPhone-sized frame.
public struct StepsListScreen<Style: ListStyle>: View {
    let style: Style
    /// The screen in `style`.
    public init(_ style: Style) { self.style = style }

    public var body: some View {
        List {
            Section {
                Chart(Samples.week) { day in
                    BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        .foregroundStyle(day.steps >= 8_000 ? Color.green : Color.orange)
                }
                .chartXAxis {
                    AxisMarks(values: .stride(by: .day)) { _ in AxisValueLabel(format: .dateTime.weekday(.narrow)) }
                }
                .frame(height: 150)
            } header: {
                Text("This week")
            } footer: {
                Text("Green days reached the goal of 8,000 steps.")
            }
            Section("Highlights") {
                FigureRow(title: "Best day", value: "11,400", symbol: "star.fill")
                FigureRow(title: "Average", value: "7,829", symbol: "chart.bar.fill")
                FigureRow(title: "Streak", value: "3 days", symbol: "flame.fill")
            }
            Section {
                Text("Export data").foregroundStyle(.blue)
            }
        }
        .listStyle(style)
        .frame(width: 390, height: 640)
    }
}

/// A figure in a row: its symbol and title leading, its value trailing in secondary text.
struct FigureRow: View {
    let title: String
    let value: String
    let symbol: String

    var body: some View {
        HStack {
            Label(title, systemImage: symbol)
            Spacer()
            Text(value).foregroundStyle(.secondary)
        }
    }
}

/// A settings form beside a chart, as a goal screen writes it.
public struct GoalSettingsForm: View {
    @State private var reminders = true
    @State private var goal = 8

    public init() {}

    public var body: some View {
        Form {
            Section {
                Chart(Samples.week) {
                    LineMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
                    RuleMark(y: .value("Goal", 8_000)).lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                }
                .chartXAxis {
                    AxisMarks(values: .stride(by: .day)) { _ in AxisValueLabel(format: .dateTime.weekday(.narrow)) }
                }
                .frame(height: 120)
            } header: {
                Text("Goal")
            }
            Section {
                Stepper("Daily goal: \(goal),000", value: $goal, in: 1...30)
                Toggle("Reminders", isOn: $reminders)
            } footer: {
                Text("Reminders come at 6 pm when the goal is not met yet.")
            }
            Section {
                Button("Reset Goal", role: .destructive) {}
            }
        }
        .frame(width: 390, height: 560)
    }
}
