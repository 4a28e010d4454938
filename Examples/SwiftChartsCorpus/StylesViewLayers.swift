// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

extension StylesCorpus {
    /// SwiftUI's layer modifiers on the chart view and the iOS 17/18 spellings around them: a card background in
    /// a rounded rectangle, a stroked border, bars clipped by `.rect(cornerRadius:)`, mixed colours, and
    /// annotations sized from their `AnnotationContext`.
    static var viewLayers: [Entry] { [cardBackground, borderedWithSizedAnnotations, ridgeline, storageBar] }

    /// A card as apps draw one: the chart padded, then a gradient in a rounded rectangle behind the padding.
    static var cardBackground: Entry {
        let chart = Chart(EffectsData.visits) { visit in
            BarMark(x: .value("Day", visit.day), y: .value("Visits", visit.count))
                .foregroundStyle(Color.blue.mix(with: .purple, by: 0.4))
                .clipShape(.rect(cornerRadius: 6))
        }
        .padding(16)
        .background(
            LinearGradient(
                colors: [.orange.opacity(0.35), .purple.opacity(0.2)], startPoint: .topLeading,
                endPoint: .bottomTrailing),
            in: .rect(cornerRadius: 16))
        return Entry("styles40-card-background-in-rounded-rect", chart)
    }

    /// A padded, tinted chart with an orange border cut to its rounded frame, and under each bar's top a capsule as wide
    /// as the bar, read from the annotation's context.
    static var borderedWithSizedAnnotations: Entry {
        let chart = Chart(EffectsData.visits) { visit in
            BarMark(x: .value("Day", visit.day), y: .value("Visits", visit.count))
                .foregroundStyle(Color.green.gradient.secondary)
                .annotation(position: .top, spacing: 2) { context in
                    Capsule().fill(Color.green).frame(width: context.targetSize.width, height: 5)
                }
        }
        .padding(12)
        .background(Color.blue.mix(with: .black, by: 0.2).opacity(0.12))
        .overlay(.orange, in: .rect(cornerRadius: 10).stroke(style: StrokeStyle(lineWidth: 4)))
        .clipShape(.rect(cornerRadius: 10))
        return Entry("styles41-bordered-chart-annotations-sized-to-bars", chart)
    }

    /// A ridgeline: each day's UV curve (area, line and baseline rule) moved up by `.offset(y:)` so it sits on its
    /// own baseline, the later days in front.
    static var ridgeline: Entry {
        let days = ["Mon", "Tue", "Wed", "Thu"]
        let chart = Chart {
            ForEach(Array(days.enumerated()), id: \.offset) { row, day in
                UVRidge(day: day, scale: 0.6 + 0.2 * Double(row % 3))
                    .offset(y: -Double(days.count - 1 - row) * 44)
                    .zIndex(Double(row))
            }
        }
        .chartYScale(domain: 0...30)
        .chartYAxis(.hidden)
        .chartLegend(.hidden)
        return Entry("styles42-ridgeline-areas-offset", chart)
    }

    /// A storage bar as Settings draws one: the plot style builds a black rounded bar with the free space written
    /// in it, and the used space stacked over it.
    static var storageBar: Entry {
        let chart = Chart(EffectsData.storage) { use in
            BarMark(x: .value("Size", use.gigabytes))
                .foregroundStyle(by: .value("Kind", use.kind))
        }
        .chartPlotStyle { plotArea in
            ZStack {
                Color.black
                Text("136 GB free")
                    .foregroundColor(.white)
                    .padding(.leading, 180)
                plotArea
            }
            .cornerRadius(8)
        }
        .chartXAxis(.hidden)
        .chartXScale(domain: 0...256)
        .aspectRatio(5, contentMode: .fit)
        return Entry("styles43-storage-bar-in-black-plot", chart)
    }
}

/// One ridge of the ridgeline: a day's UV curve with its baseline, as a custom chart content.
struct UVRidge: ChartContent {
    let day: String
    let scale: Double

    var body: some ChartContent {
        RuleMark(y: .value("Base", 0))
            .foregroundStyle(Color.gray.opacity(0.5))
        ForEach(EffectsData.uv) { hour in
            AreaMark(
                x: .value("Hour", hour.date),
                y: .value("UV", hour.index * scale),
                series: .value("Day", day),
                stacking: .unstacked
            )
            .foregroundStyle(Color.orange.gradient)
            .interpolationMethod(.catmullRom)
            LineMark(
                x: .value("Hour", hour.date),
                y: .value("UV", hour.index * scale),
                series: .value("Day", day)
            )
            .foregroundStyle(Color.white)
            .interpolationMethod(.catmullRom)
        }
    }
}
