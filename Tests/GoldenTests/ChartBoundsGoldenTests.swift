// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot
import Testing

/// A chart view's frame holds its axis labels, so a border, background or clip shape on the chart never cuts them;
/// annotations below marks keep clear of the x labels.
@Suite struct ChartBoundsGoldenTests {
    struct Month: Identifiable {
        let name: String
        let value: Double
        var id: String { name }
    }

    static let months = [
        Month(name: "Jan", value: 20), Month(name: "Feb", value: 10), Month(name: "Mar", value: 30),
        Month(name: "Apr", value: 40),
    ]

    /// md13's order: background, border and clip on the chart itself, the padding outside them.
    @Test func aBorderedChartPaddedOutside() throws {
        let chart = Chart(Self.months) { month in
            PointMark(x: .value("Month", month.name), y: .value("Value", month.value))
                .symbol {
                    Image(systemName: "star.fill").font(.title3).foregroundStyle(.orange)
                }
        }
        .background(Color.blue.mix(with: .black, by: 0.2).opacity(0.2))
        .overlay(.orange, in: .rect(cornerRadius: 8).stroke(style: StrokeStyle(lineWidth: 4)))
        .clipShape(.rect(cornerRadius: 8))
        .padding()
        try expectGolden(chart, "bounds-border-padded-outside", width: 400, height: 260)
    }

    /// The x axis on top: the lowest y label hangs below the plot, and the chart's frame still holds it.
    @Test func aClippedChartWithItsXAxisOnTop() throws {
        let chart = Chart(Self.months) { month in
            BarMark(x: .value("Month", month.name), y: .value("Value", month.value))
        }
        .chartXAxis { AxisMarks(position: .top) }
        .background(Color.gray.opacity(0.15))
        .clipShape(.rect(cornerRadius: 12))
        try expectGolden(chart, "bounds-x-axis-on-top-clipped", width: 400, height: 260)
    }

    /// Grouped bars with their values under them (`position: .bottom, alignment: .trailing, spacing: 16`): the
    /// y scale is padded so the values sit between the bars and the city names.
    @Test func valuesUnderGroupedBars() throws {
        let stats = [("Baku", "Men", 640), ("Baku", "Women", 580), ("Ganja", "Men", 210), ("Ganja", "Women", 240)]
        let chart = Chart {
            ForEach(stats.indices, id: \.self) { i in
                let (city, gender, population) = stats[i]
                BarMark(x: .value("City", city), y: .value("Population", population))
                    .clipShape(RoundedRectangle(cornerRadius: 8))
                    .position(by: .value("Gender", gender))
                    .foregroundStyle(by: .value("Gender", gender))
                    .annotation(position: .bottom, alignment: .trailing, spacing: 16) {
                        Text(verbatim: "\(population)").font(.caption)
                    }
            }
        }
        try expectGolden(chart, "bounds-values-under-grouped-bars", width: 400, height: 260)
    }
}
