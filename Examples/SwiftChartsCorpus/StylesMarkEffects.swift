// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// Data for the mark-effect charts: a day's UV index by hour, rising to a midday peak, and a week's visits.
enum EffectsData {
    struct Hour: Identifiable {
        let id: Int
        let date: Date
        let index: Double
    }

    static let uv: [Hour] = [
        0, 0, 0, 0, 0, 0, 0.4, 1.2, 2.6, 4.1, 5.8, 7.2, 8.1, 7.9, 6.8, 5.2, 3.4, 1.8, 0.6, 0, 0, 0, 0, 0,
    ]
    .enumerated().map { hour, index in
        Hour(id: hour, date: StylesData.day(0).addingTimeInterval(Double(hour) * 3600), index: index)
    }

    struct Visit: Identifiable {
        let day: String
        let count: Int
        var id: String { day }
    }

    struct Use: Identifiable {
        let kind: String
        let gigabytes: Double
        var id: String { kind }
    }

    /// A phone's storage by kind.
    static let storage: [Use] = [("Photos", 61), ("Apps", 38), ("Messages", 12), ("System", 9)]
        .map { Use(kind: $0.0, gigabytes: $0.1) }

    struct Cell: Identifiable {
        let day: String
        let hour: Int
        let visits: Double
        var id: String { "\(day)-\(hour)" }
    }

    /// Visits by weekday and hour of the afternoon, busiest mid-week after lunch.
    static let heat: [Cell] = ["Mon", "Tue", "Wed", "Thu", "Fri"].enumerated().flatMap { d, day in
        (12..<18).map { hour in
            Cell(day: day, hour: hour, visits: Double((d * 7 + hour * 5) % 11) + (d == 2 && hour == 14 ? 12 : 0))
        }
    }

    /// Visits a day, the busiest reaching the axis's top value.
    static let visits: [Visit] = [("Mon", 28), ("Tue", 35), ("Wed", 22), ("Thu", 50), ("Fri", 41)]
        .map { Visit(day: $0.0, count: $0.1) }
}

extension StylesCorpus {
    /// Mark, plot and chart effects: masks, annotations at the plot's edge, a scaled plot, a legend beside the
    /// plot, and the chart view's aspect ratio and rounded corners.
    static var markEffects: [Entry] {
        [maskedGradient, annotationsAtTheTop, scaledPlot, legendBesideCentred, roundedStorageStrip, squareHeatGrid]
    }

    static var maskedGradient: Entry {
        Entry(
            "styles17-gradient-masked-by-area",
            Chart {
                RectangleMark(
                    xStart: .value("Hour", EffectsData.uv.first!.date),
                    xEnd: .value("Hour", EffectsData.uv.last!.date)
                )
                .foregroundStyle(
                    .linearGradient(
                        colors: [.green, .yellow, .orange, .red, .purple], startPoint: .bottom, endPoint: .top)
                )
                .mask {
                    ForEach(EffectsData.uv) { hour in
                        AreaMark(x: .value("Hour", hour.date), y: .value("UV index", hour.index))
                            .interpolationMethod(.catmullRom)
                            .foregroundStyle(.black.opacity(0.25))
                        LineMark(x: .value("Hour", hour.date), y: .value("UV index", hour.index))
                            .interpolationMethod(.catmullRom)
                            .lineStyle(StrokeStyle(lineWidth: 4, lineCap: .round))
                    }
                }
            }
            .chartYScale(domain: 0...11)
        )
    }

    static var annotationsAtTheTop: Entry {
        let chart = Chart(EffectsData.visits) { visit in
            BarMark(x: .value("Day", visit.day), y: .value("Visits", visit.count))
                .foregroundStyle(.teal)
                .annotation(position: .top) {
                    VStack(spacing: 2) {
                        Image(systemName: visit.count >= 40 ? "arrowtriangle.up.fill" : "minus")
                            .foregroundStyle(visit.count >= 40 ? Color.green : Color.secondary)
                        Text("\(visit.count)")
                            .font(.subheadline.weight(.semibold))
                    }
                }
        }
        return Entry("styles18-annotations-above-the-tallest-bar", chart)
    }

    static var scaledPlot: Entry {
        let chart = Chart(EffectsData.visits) { visit in
            BarMark(x: .value("Day", visit.day), y: .value("Visits", visit.count))
                .foregroundStyle(
                    LinearGradient(colors: [.orange, .pink], startPoint: .bottom, endPoint: .top))
        }
        .chartPlotStyle { plotArea in
            plotArea
                .scaleEffect(0.85)
                .background(.orange.opacity(0.08))
                .border(.orange.opacity(0.4), width: 1)
        }
        return Entry("styles19-plot-content-scaled-in-its-frame", chart)
    }

    static var legendBesideCentred: Entry {
        let chart = Chart(StylesData.sales) { sale in
            LineMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
                .foregroundStyle(by: .value("Plan", sale.plan))
                .symbol(by: .value("Plan", sale.plan))
        }
        .chartLegend(position: .trailing, alignment: .center, spacing: 16)
        return Entry("styles20-legend-trailing-centred", chart)
    }

    static var roundedStorageStrip: Entry {
        let chart = Chart(EffectsData.storage) { use in
            BarMark(x: .value("Size", use.gigabytes), stacking: .normalized)
                .foregroundStyle(by: .value("Kind", use.kind))
        }
        .chartXAxis(.hidden)
        .chartLegend(.hidden)
        .aspectRatio(8, contentMode: .fit)
        .cornerRadius(8)
        return Entry("styles21-storage-strip-rounded", chart)
    }

    static var squareHeatGrid: Entry {
        let chart = Chart(EffectsData.heat) { cell in
            RectangleMark(
                x: .value("Hour", "\(cell.hour)h"), y: .value("Day", cell.day), width: .ratio(1), height: .ratio(1)
            )
            .foregroundStyle(by: .value("Visits", cell.visits))
        }
        .chartForegroundStyleScale(range: Gradient(colors: [.yellow.opacity(0.3), .orange, .red]))
        .aspectRatio(1, contentMode: .fit)
        return Entry("styles22-square-heat-grid", chart)
    }
}
