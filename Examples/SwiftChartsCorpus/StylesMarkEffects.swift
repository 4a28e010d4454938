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

    /// Visits a day, the busiest reaching the axis's top value.
    static let visits: [Visit] = [("Mon", 28), ("Tue", 35), ("Wed", 22), ("Thu", 50), ("Fri", 41)]
        .map { Visit(day: $0.0, count: $0.1) }
}

extension StylesCorpus {
    /// Mark and plot effects: masks, annotations at the plot's edge, a scaled plot, a legend beside the plot.
    static var markEffects: [Entry] { [maskedGradient, annotationsAtTheTop, scaledPlot, legendBesideCentred] }

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
}
