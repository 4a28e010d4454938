// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// Content whose marks are blurred (`.blur(radius:)`): each mark group is drawn into its own layer and blurred as
/// one, so touching shapes of a mark blur together.
nonisolated public struct BlurredChartContent<Content: ChartContent>: ChartContent {
    let content: Content
    let radius: Double

    public var body: Never { fatalError("BlurredChartContent is primitive") }

    public func _collect(into collector: inout ChartContentCollector) {
        let start = collector.marks.count
        content._collect(into: &collector)
        collector.blurs.count += 1
        guard let sigma = Self.sigma(radius) else {
            collector.blurs.invalid += 1
            return
        }
        guard sigma > 0 else { return }
        collector.restyleMarks(from: start, where: { $0.blur == nil }) { $0.blur = sigma }
    }

    /// The standard deviation drawn for `radius`: clamped to ``LayerEffect/maximumBlur``; nil when it is NaN,
    /// infinite or negative.
    static func sigma(_ radius: Double) -> Double? { LayerEffect.sigma(radius) }

    static func diagnostic(_ count: Int) -> ChartDiagnostic {
        ChartDiagnostic(
            message: "\(count) blur\(count == 1 ? "" : "s") with a non-finite or negative radius drawn without blur")
    }
}

nonisolated extension ChartContent {
    /// Blurs the marks by a Gaussian whose standard deviation is `radius` points, as SwiftUI's blur (its
    /// `GraphicsContext.Filter.blur(radius:)` documents the radius as the standard deviation). Radii above 64 pt
    /// draw as 64; a NaN, infinite or negative radius draws the marks sharp and adds a chart diagnostic. Each mark
    /// (a line or area: each series) is blurred as one layer; annotations stay sharp.
    public func blur(radius: CGFloat) -> BlurredChartContent<Self> {
        BlurredChartContent(content: self, radius: Double(radius))
    }
}
