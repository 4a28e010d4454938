// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import ShipPlot

/// Small multiples (`--facet`): one chart per value of the facet field, in a grid read row by row. Every chart
/// has the same scales (the extent of all the marks, rounded as one axis would be) and the same plot size, so
/// a bar of one height means one value everywhere; the facet's value heads each chart, the title the first, and
/// the legend sits under the last.
enum FacetGrid {
    /// The narrowest chart of a grid chosen without `--columns`, in points.
    static let minimumCellWidth = 240.0

    static func write(
        _ points: PlotPoints, style: DataChartStyle, values: ChartOptions.Values, title: String, altText: String,
        io: CommandIO
    ) throws {
        if values.preview.asked {
            throw UsageError("--preview shows one chart, and --facet draws a grid of them, expected -o FILE")
        }
        let groups = points.facetRows().enumerated().filter { !$0.element.isEmpty }
        let columns = min(groups.count, style.facetColumns ?? max(1, Int(saturating: values.width / minimumCellWidth)))
        let rows = (groups.count + columns - 1) / columns
        var cell = values
        cell.width = (values.width / Double(columns)).rounded(.down)
        cell.height = max(150, (values.height / Double(rows)).rounded(.down))
        let shared = sharedScales(points, style: style)
        var cells: [ReportGrid.Cell] = []
        for (position, (facet, indices)) in groups.enumerated() {
            var facetStyle = shared
            facetStyle.header = points.facetNames[facet]
            facetStyle.legendShown = position == groups.count - 1
            let chartTitle = position == 0 ? title : ""
            let picked = points.picking(indices)
            let renderer = DataCharts.renderer(picked, style: facetStyle, values: cell, title: chartTitle)
            cells.append(
                ReportGrid.Cell(renderer: renderer) { padding in
                    var padded = facetStyle
                    padded.padding = padding
                    return DataCharts.renderer(picked, style: padded, values: cell, title: chartTitle)
                })
        }
        var renderers = try ReportGrid.aligned(cells)
        for index in renderers.indices { renderers[index].altText = index == 0 ? altText : nil }
        try writeSheet(renderers, columns: columns, title: title, values: values, io: io)
    }

    /// The grid in each theme `values` asks for, written together.
    private static func writeSheet(
        _ renderers: [ChartRenderer], columns: Int, title: String, values: ChartOptions.Values, io: CommandIO
    ) throws {
        var files: [(path: String, data: Data)] = []
        for scheme in values.pairsThemes ? [ColorScheme.light, .dark] : [values.scheme] {
            var sheet = ChartSheet(
                renderers.map { renderer in
                    var themed = renderer
                    themed.colorScheme = scheme
                    io.willRender?(themed)
                    return themed
                }, columns: columns)
            sheet.title = title
            let path = ThemePair.path(values.output, for: scheme, paired: values.pairsThemes)
            let data: Data
            switch ChartOptions.format(of: path) {
            case .png: data = try sheet.pngData()
            case .svg: data = try sheet.svgData()
            case .pdf: data = try sheet.gridPDFData()
            }
            files.append((path, data))
        }
        if values.output == "-" {
            io.writeOutput(files[0].data)
            return
        }
        try OutputFiles.write(files, io: io)
        ChartOptions.noteWritten(files.map(\.path), values: values, io: io)
    }

    /// `style` with every continuous position axis given the extent of all the marks (stacks summed, zero
    /// included where the mark grows from it), rounded to round numbers, unless a domain was given.
    static func sharedScales(_ points: PlotPoints, style: DataChartStyle) -> DataChartStyle {
        var style = style
        for horizontal in [false, true] {
            let isX = !horizontal
            let given = isX ? style.xScale.domain : style.yScale.domain
            guard given == nil, let column = isX ? points.x : points.y, column.type != .category else { continue }
            let measures = style.horizontal == isX
            var (low, high) = extent(points, isX: isX, measures: measures, style: style)
            guard low.isFinite, high.isFinite else { continue }
            let domain: [DomainValue]
            if column.type == .date {
                if let unit = isX ? style.xUnit : style.yUnit { high = unit.start(of: high) + unit.nominalLength }
                domain = [.date(low), .date(high)]
            } else {
                let kind = isX ? style.xScale.type : style.yScale.type
                (low, high) = kind == .log ? LogDomain.rounded(low, high) : NiceDomain.rounded(low, high)
                domain = [.number(low), .number(high)]
            }
            if isX { style.xScale.domain = domain } else { style.yScale.domain = domain }
        }
        return style
    }

    /// The lowest and highest value drawn along one axis: bin ends, error bars and whiskers, and stacks'
    /// totals on the measure axis of stacked bars and areas.
    private static func extent(_ points: PlotPoints, isX: Bool, measures: Bool, style: DataChartStyle)
        -> (Double, Double)
    {
        guard let column = isX ? points.x : points.y else { return (.nan, .nan) }
        var values = Double.values(column)
        values += (isX ? points.x2 : points.y2) ?? []
        if measures {
            values += (points.low ?? []) + (points.high ?? [])
            let stacked = (style.mark == .bar || style.mark == .area) && style.colorTitle != nil && !style.grouped
            if stacked && style.stacking == .normalized { return (0, 1) }
            if stacked && style.stacking != .none {
                var (up, down): ([GroupKey: Double], [GroupKey: Double]) = ([:], [:])
                for (key, value) in zip(points.stackKeys, Double.values(column)) {
                    if value >= 0 { up[key, default: 0] += value } else { down[key, default: 0] += value }
                }
                values += Array(up.values) + Array(down.values)
                if style.stacking == .center, let widest = up.values.max() { values += [-widest / 2, widest / 2] }
            }
            if [DataMark.bar, .area, .rule].contains(style.mark) && (isX ? style.xScale : style.yScale).type != .log {
                values.append(0)
            }
        }
        let finite = values.filter(\.isFinite)
        return (finite.min() ?? .nan, finite.max() ?? .nan)
    }
}

/// A domain rounded out to a round step, as an axis of about five ticks rounds it (d3's `nice`).
enum NiceDomain {
    static func rounded(_ low: Double, _ high: Double, count: Double = 5) -> (Double, Double) {
        guard high > low else { return (low - 1, high + 1) }
        var (start, stop) = (low, high)
        var previous = 0.0
        for _ in 0..<10 {
            let step = increment(start, stop, count: count)
            if step == previous || step == 0 || !step.isFinite { break }
            if step > 0 {
                (start, stop) = ((start / step).rounded(.down) * step, (stop / step).rounded(.up) * step)
            } else {
                (start, stop) = ((start * step).rounded(.up) / step, (stop * step).rounded(.down) / step)
            }
            previous = step
        }
        return (start, stop)
    }

    /// d3's tick increment: a power of ten times 1, 2 or 5, negative for the reciprocal of one below 1.
    private static func increment(_ start: Double, _ stop: Double, count: Double) -> Double {
        let step = (stop - start) / count
        let power = log10(step).rounded(.down)
        let error = step / pow(10, power)
        let factor =
            error >= 50.0.squareRoot() ? 10.0 : error >= 10.0.squareRoot() ? 5 : error >= 2.0.squareRoot() ? 2 : 1
        return power >= 0 ? factor * pow(10, power) : -pow(10, -power) / factor
    }
}

/// A log axis's domain: out to whole powers of ten.
enum LogDomain {
    static func rounded(_ low: Double, _ high: Double) -> (Double, Double) {
        guard low > 0, high > 0 else { return (low, high) }
        return (pow(10, log10(low).rounded(.down)), pow(10, log10(high).rounded(.up)))
    }
}
