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
    /// Mark effects: masks, annotations at the plot's edge.
    static var markEffects: [Entry] { [maskedGradient, annotationsAtTheTop] }

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
}
