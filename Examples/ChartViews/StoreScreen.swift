// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// The app's store, handed down from the app's root with `.environmentObject(_:)`.
public final class ActivityStore: ObservableObject {
    @Published public var days: [Samples.Day] = Samples.days
    @Published public var goal = 8_000.0
    public init() {}
}

/// A screen whose cards read the app's store from the environment, in a card style that follows the colour
/// scheme; the app sets the store (and, for the dark golden, the scheme) around it.
public struct StoreScreen: View {
    public init() {}
    public var body: some View {
        VStack(spacing: 12) {
            StoreSummaryRow()
            StoreWeekCard()
        }
        .padding()
        .frame(width: 360)
    }
}

/// Two figures from the store, side by side.
struct StoreSummaryRow: View {
    @EnvironmentObject private var store: ActivityStore

    var body: some View {
        let week = store.days.suffix(7).map(\.steps)
        HStack(spacing: 12) {
            StoreFigure(title: "Best day", value: week.max() ?? 0)
            StoreFigure(title: "Average", value: week.isEmpty ? 0 : week.reduce(0, +) / Double(week.count))
        }
    }
}

struct StoreFigure: View {
    let title: String
    let value: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text(value, format: .number.precision(.fractionLength(0))).font(.title2.bold())
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .modifier(AdaptiveCard())
    }
}

/// The last seven days against the store's goal.
struct StoreWeekCard: View {
    @EnvironmentObject private var store: ActivityStore

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("This week").font(.headline)
            Chart {
                ForEach(store.days.suffix(7)) { day in
                    BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        .foregroundStyle(day.steps >= store.goal ? Color.green : Color.gray)
                }
                RuleMark(y: .value("Goal", store.goal))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                    .annotation(position: .top, alignment: .leading) {
                        Text("Goal").font(.caption2).foregroundStyle(.secondary)
                    }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in AxisValueLabel(format: .dateTime.weekday(.narrow)) }
            }
            .frame(height: 160)
        }
        .modifier(AdaptiveCard())
    }
}

/// A card background that is lighter than the page in light mode and darker in dark mode.
struct AdaptiveCard: ViewModifier {
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        content
            .padding()
            .background(
                colorScheme == .dark ? Color(white: 0.16) : Color(white: 0.95), in: RoundedRectangle(cornerRadius: 12))
    }
}
