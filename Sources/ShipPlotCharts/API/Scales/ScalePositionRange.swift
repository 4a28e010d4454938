// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

nonisolated extension _ChartModifiable {
    /// Maps the x scale onto positions `range` points from the plot's leading edge (`chartXScale(range:
    /// 0...128)` draws a one-dimensional bar 128 pt long), instead of the whole plot width. A range with a
    /// non-finite or negative end, or longer than 100,000 pt, is ignored.
    public func chartXScale(range: ClosedRange<CGFloat>, type: ScaleType? = nil) -> Self {
        chartXScale(range: Self.positions(range), type: type)
    }

    /// Maps the y scale onto positions `range` points up from the plot's bottom edge (see
    /// `chartXScale(range:type:)` with a closed range).
    public func chartYScale(range: ClosedRange<CGFloat>, type: ScaleType? = nil) -> Self {
        chartYScale(range: Self.positions(range), type: type)
    }

    /// Sets the x scale's domain and maps it onto positions `range` points from the plot's leading edge.
    public func chartXScale<Domain: ScaleDomain>(
        domain: Domain, range: ClosedRange<CGFloat>, type: ScaleType? = nil
    ) -> Self {
        chartXScale(domain: domain, range: Self.positions(range), type: type)
    }

    /// Sets the y scale's domain and maps it onto positions `range` points up from the plot's bottom edge.
    public func chartYScale<Domain: ScaleDomain>(
        domain: Domain, range: ClosedRange<CGFloat>, type: ScaleType? = nil
    ) -> Self {
        chartYScale(domain: domain, range: Self.positions(range), type: type)
    }

    private static func positions(_ range: ClosedRange<CGFloat>) -> PlotDimensionScaleRange {
        let (lower, upper) = (Double(range.lowerBound), Double(range.upperBound))
        guard lower.isFinite, upper.isFinite, lower >= 0, upper <= 100_000 else { return PlotDimensionScaleRange() }
        return PlotDimensionScaleRange(positions: Span(lower: lower, upper: upper))
    }
}
