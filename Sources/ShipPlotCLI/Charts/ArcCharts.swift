// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// Pies and donuts: a sector per colour category, its angle the category's share of the total.
enum ArcCharts {
    static func renderer(_ points: PlotPoints, style: DataChartStyle, values: ChartOptions.Values, title: String?)
        -> ChartRenderer
    {
        let names = points.color.map(String.values) ?? []
        let angles = points.theta ?? []
        let inner: MarkDimension = style.innerRadius > 0 ? .ratio(style.innerRadius) : .automatic
        let chart = Chart {
            ForEach(angles.indices, id: \.self) { index in
                SectorMark(angle: .value(style.valueTitle, angles[index]), innerRadius: inner, angularInset: 1)
                    .foregroundStyle(by: .value(style.colorTitle ?? "", names[index]))
            }
        }
        // A pie has no axis to head it: a small multiple's heading is its title; its grid shows one legend.
        let framed = DataCharts.titled(DataCharts.coloured(chart, style: style), style: style)
        return DataCharts.render(framed, style: style, values: values, title: style.header ?? title)
    }
}
