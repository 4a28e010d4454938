import Foundation
import ShipPlot

extension StylesCorpus {
    /// SwiftUI's layer modifiers on the chart view and the iOS 17/18 spellings around them: a card background in
    /// a rounded rectangle, a stroked border, bars clipped by `.rect(cornerRadius:)`, mixed colours, and
    /// annotations sized from their `AnnotationContext`.
    static var viewLayers: [Entry] { [cardBackground, borderedWithSizedAnnotations] }

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
}
