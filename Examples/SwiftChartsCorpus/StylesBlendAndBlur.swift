// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

extension StylesCorpus {
    /// Blurs, blend modes and compositing layers on marks, as apps write them: a forecast drawn soft beside the
    /// measured days, and a line with a blurred glow under it.
    static var blendAndBlur: [Entry] { [blurredForecast, glowingLine, darkenedRules, compositedHighlight] }

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

    static var darkenedRules: Entry {
        let peaks = [("Free", "Feb"), ("Pro", "May")]
        let chart = Chart {
            ForEach(StylesData.sales) { sale in
                AreaMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
                    .foregroundStyle(by: .value("Plan", sale.plan))
            }
            ForEach(peaks, id: \.0) { plan, month in
                RuleMark(x: .value("Month", month))
                    .lineStyle(StrokeStyle(lineWidth: 6))
                    .foregroundStyle(
                        LinearGradient(
                            colors: [.indigo.opacity(0.05), .purple.opacity(0.8)], startPoint: .top,
                            endPoint: .bottom
                        ).blendMode(.darken))
            }
        }
        .chartForegroundStyleScale(range: [Color.mint, Color.cyan])
        return Entry("styles62-gradient-rules-darkening-areas", chart)
    }

    static var compositedHighlight: Entry {
        let chart = Chart(EffectsData.visits) { visit in
            BarMark(x: .value("Day", visit.day), y: .value("Visits", visit.count))
                .compositingLayer { view in
                    if visit.count == 50 {
                        AnyView(
                            view.foregroundStyle(.orange)
                                .overlay(alignment: .top) {
                                    Image(systemName: "star.fill").foregroundStyle(.white).padding(.top, 6)
                                })
                    } else {
                        AnyView(view.opacity(0.4))
                    }
                }
        }
        return Entry("styles63-compositing-layer-highlight", chart)
    }
}
