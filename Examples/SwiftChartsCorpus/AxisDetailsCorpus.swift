// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// Axis titles and axis mark details as public Swift Charts samples write them: titles at their
/// positions, several titles, a `Label` title, ticks reaching past the labels, labels between values, moved
/// ticks and label colours from their `Text`.
public enum AxisDetailsCorpus {
    /// One chart of this part.
    public typealias Entry = CorpusEntry

    /// Every chart, in order.
    public static var all: [Entry] { [titlesAtPositions, tickDetails] }

    struct Month {
        let name: String
        let units: Double
    }

    static let months = [
        Month(name: "Jan", units: 20), Month(name: "Feb", units: 10), Month(name: "Mar", units: 30),
        Month(name: "Apr", units: 40),
    ]

    /// A y title horizontal above the plot at its leading edge, an x title turned at the trailing end, two
    /// more x titles above the plot (one 32 points out, in the headline font) and a `Label` with its icon below.
    static var titlesAtPositions: Entry {
        Entry(
            "axisdetails01-titles-at-positions",
            Chart(months, id: \.name) { month in
                BarMark(x: .value("Month", month.name), y: .value("Units", month.units))
            }
            .chartYAxisLabel(position: .top, alignment: .leading) {
                Text("Units sold").font(.caption2.italic())
            }
            .chartXAxisLabel(position: .trailing) { Text("Month") }
            .chartXAxisLabel(position: .top, spacing: 32) { Text("Transaction Count").font(.headline) }
            .chartXAxisLabel(position: .top) { Text("First quarter") }
            .chartXAxisLabel(position: .bottom) { Label("Store sales", systemImage: "heart.fill").font(.caption2) }
        )
    }

    /// Thick ticks reaching 8 points past the longest y label, y labels centred between grid lines, red x
    /// ticks moved 16 points up into the plot, and month labels in their `Text`'s own blue.
    static var tickDetails: Entry {
        Entry(
            "axisdetails02-tick-reach-centred-labels-offset-ticks",
            Chart(months, id: \.name) { month in
                BarMark(x: .value("Month", month.name), y: .value("Units", month.units))
                    .foregroundStyle(.gray.opacity(0.4))
            }
            .chartXAxis {
                AxisMarks { value in
                    AxisValueLabel { Text(value.as(String.self) ?? "").foregroundColor(.blue) }
                    AxisTick(stroke: .init(lineWidth: 1)).foregroundStyle(.red).offset(y: -16)
                }
            }
            .chartYAxis {
                AxisMarks { _ in
                    AxisGridLine()
                    AxisValueLabel(centered: true)
                    AxisTick(centered: true, length: .longestLabel(extendPastBy: 8), stroke: .init(lineWidth: 2))
                }
            }
        )
    }
}
