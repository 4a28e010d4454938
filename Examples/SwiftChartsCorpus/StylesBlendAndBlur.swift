import Foundation
import ShipPlot

extension StylesCorpus {
    /// Blurs, blend modes and compositing layers on marks, as apps write them: a forecast drawn soft beside the
    /// measured days, and a line with a blurred glow under it.
    static var blendAndBlur: [Entry] { [blurredForecast, glowingLine] }

    static var blurredForecast: Entry {
        let chart = Chart(EffectsData.visits) { visit in
            BarMark(x: .value("Day", visit.day), y: .value("Visits", visit.count))
                .foregroundStyle(.indigo)
                .blur(radius: visit.day == "Thu" || visit.day == "Fri" ? 4 : 0)
        }
        return Entry("styles60-blurred-forecast-bars", chart)
    }

    static var glowingLine: Entry {
        let chart = Chart {
            ForEach(StylesData.steps) { reading in
                LineMark(
                    x: .value("Day", reading.date, unit: .day), y: .value("Steps", reading.value),
                    series: .value("Layer", "Glow")
                )
                .interpolationMethod(.catmullRom)
                .lineStyle(StrokeStyle(lineWidth: 8, lineCap: .round))
                .foregroundStyle(.pink.opacity(0.6))
                .blur(radius: 6)
            }
            ForEach(StylesData.steps) { reading in
                LineMark(
                    x: .value("Day", reading.date, unit: .day), y: .value("Steps", reading.value),
                    series: .value("Layer", "Line")
                )
                .interpolationMethod(.catmullRom)
                .foregroundStyle(.pink)
            }
        }
        return Entry("styles61-line-with-blurred-glow", chart)
    }
}
