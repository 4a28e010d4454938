// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// How `chart` draws its points: the mark and its properties, the titles, scales and category orders, read from
/// the request and its planned channels.
struct DataChartStyle {
    var mark: DataMark
    /// Keys on the y axis and measures along x (horizontal bars, box plots on their side).
    var horizontal = false
    /// The axis titles (nil for an axis the chart has none of: an arc's).
    var xTitle: String?
    var yTitle: String?
    /// The colour legend's title; nil without a colour channel (one series, no legend).
    var colorTitle: String?
    /// A number field on colour: a continuous scale with a gradient legend.
    var continuousColor = false
    /// The colour categories in legend and colour order (`[""]` without a colour channel).
    var seriesNames: [String] = [""]
    /// The category that stands for the ones the legend does not name ("5 more"), drawn grey.
    var restSeries: String?
    var sizeTitle: String?
    var shapeTitle: String?
    /// A pie's value, what its angles measure.
    var thetaTitle: String?
    var shapeNames: [String] = []
    var facetTitle: String?
    /// The calendar interval of date positions, when they were cut to one.
    var xUnit: DateUnit?
    var yUnit: DateUnit?
    /// Whether the unit was asked for (`--unit`), so titles say "per month".
    var unitAsked = false
    /// The categories of each position axis, in axis order (empty for numbers and dates).
    var xCategories: [String] = []
    var yCategories: [String] = []
    var xScale = ScaleRequest()
    var yScale = ScaleRequest()
    var stacking: DataStacking = .standard
    /// Bars of one key side by side, one slot per series.
    var grouped = false
    /// The bars' opacity; nil: opaque.
    var opacity: Double?
    /// A symbol on every point of a line.
    var pointsOnLine = false
    /// The first series on top of a vertical stack and at the left of a horizontal one (Vega-Lite's order).
    var stacksInLegendOrder = false
    var smoothing: WeekSmoothing?
    /// Every point of a streamed scatter drawn as a symbol of its own (`--all-points`), rather than one per pixel
    /// and colour.
    var allPoints = false
    var palette: StepPalette = .standard
    var innerRadius = 0.0
    var extent: ErrorExtent?
    /// Whether the key axis holds dates, for hints.
    var keyIsDate = false
    /// A small multiple's heading (its facet's value), above its plot.
    var header: String?
    /// Whether this chart shows the legend (a grid of small multiples shows one, under its last chart).
    var legendShown = true
    /// Charts per row of a grid of small multiples (`--columns`).
    var facetColumns: Int?
    /// The padding around the chart, when a grid lines charts up; nil for the default.
    var padding: EdgeInsets?

    /// The key axis's and the measure's titles, for the default chart title and the alt text.
    var keyTitle: String { (horizontal ? yTitle : xTitle) ?? "" }
    var valueTitle: String { (mark == .arc ? thetaTitle : horizontal ? xTitle : yTitle) ?? "" }
    /// The key axis's date unit.
    var unit: DateUnit? { horizontal ? yUnit : xUnit }

    /// `--stacking` as the DSL's stacking method.
    var stackingMethod: MarkStackingMethod {
        switch stacking {
        case .standard: .standard
        case .normalized: .normalized
        case .center: .center
        case .none: .unstacked
        }
    }

    /// `--smooth` as the DSL's interpolation.
    var curve: InterpolationMethod {
        switch smoothing {
        case nil: .linear
        case .catmullRom?: .catmullRom
        case .monotone?: .monotone
        }
    }

    /// Whether `count` points are drawn as one streamed plot (a scatter of more than
    /// `DataCharts.streamingThreshold` points with no size or shape channel).
    func streamsPoints(_ count: Int) -> Bool {
        mark == .point && count > DataCharts.streamingThreshold && sizeTitle == nil && shapeTitle == nil
    }

    /// Whether the chart draws its points one symbol per pixel and colour (a streamed scatter without
    /// `--all-points`).
    func thinsPoints(_ count: Int) -> Bool { streamsPoints(count) && !allPoints }

    /// Whether normalized stacks show shares (bars and areas with a colour field).
    var showsShares: Bool {
        stacking == .normalized && colorTitle != nil && !continuousColor && (mark == .bar || mark == .area)
    }

    init(mark: DataMark) {
        self.mark = mark
    }

    init(request: ChartRequest, channels: PlanChannels, merged: Bool) {
        mark = request.mark.kind
        horizontal = channels.horizontal
        stacking = request.mark.stacking ?? .standard
        grouped = request.mark.grouped
        stacksInLegendOrder = request.mark.stacksInLegendOrder
        opacity = request.mark.opacity
        pointsOnLine = request.mark.pointsOnLine
        smoothing = request.mark.smoothing
        innerRadius = request.mark.innerRadius
        extent = request.mark.extent
        allPoints = request.mark.allPoints
        for channel in channels.all {
            let title = Self.title(channel, merged: merged, mark: request.mark)
            switch channel.name {
            case "x": (xTitle, xUnit, xScale) = (title, channel.unit, channel.encoding.scale)
            case "y": (yTitle, yUnit, yScale) = (title, channel.unit, channel.encoding.scale)
            case "color":
                (colorTitle, restSeries) = (title, channel.rest)
                continuousColor = channel.type != .category || channel.aggregated
            case "size": sizeTitle = title
            case "shape": shapeTitle = title
            case "facet": facetTitle = title
            case "theta": thetaTitle = title
            default: break
            }
            if channel.encoding.timeUnit != nil { unitAsked = true }
        }
        keyIsDate = channels.key?.type == .date
        facetColumns = request.encoding.facet?.columns
        if showsShares && horizontal {
            xTitle = shares(xTitle)
        } else if showsShares {
            yTitle = shares(yTitle)
        }
    }

    private func shares(_ title: String?) -> String { "Share of \(title ?? "") (%)" }

    /// A channel's title: as given, else its field (with the aggregate when rows were combined, the unit when
    /// dates were cut to one, "binned" for bins), or "Count".
    static func title(_ channel: PlanChannels.Channel, merged: Bool, mark: MarkRequest) -> String {
        if let title = channel.encoding.title { return title }
        guard let field = channel.encoding.field else { return "Count" }
        if let aggregate = channel.encoding.aggregate {
            if aggregate == .count { return "Count" }
            return merged ? "\(field) (\(aggregate.rawValue))" : field
        }
        if let years = channel.yearsPerBar { return "\(field) (\(years) years a bar)" }
        if let unit = channel.encoding.timeUnit { return "\(field) (\(unit.rawValue))" }
        if channel.encoding.bin != nil { return "\(field) (binned)" }
        return field
    }
}
