import Foundation
import ShipPlot

/// Hourly readings for the mark-effect charts: a day's UV index, rising to a midday peak.
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
}

extension StylesCorpus {
    /// Mark effects: masks.
    static var markEffects: [Entry] {
        [
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
        ]
    }
}
