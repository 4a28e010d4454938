// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// How `chartForegroundStyleScale` maps data values to colours.
enum ForegroundScaleSetting {
    /// Explicit pairs, in legend order.
    case pairs([(value: PlottablePrimitive, color: Color)])
    /// A domain and/or range (colours or a gradient); numbers on a gradient give a continuous scale.
    case domainRange(domain: DomainSetting?, range: StyleRange?)
    /// A function from value to colour, with an optional domain fixing legend order.
    case mapping(domain: [PlottablePrimitive]?, (PlottablePrimitive) -> Color?)
}

/// An axis title set with `chartXAxisLabel` / `chartYAxisLabel`; the guides write its text in the chart's
/// locale.
struct AxisTitleSetting {
    var text: LocalText
    var position: AnnotationPosition.Kind
    var alignment: Alignment?
    var spacing: Double?
    /// The title as a view (`chartXAxisLabel { HStack { Image(…); Text(…) } }`), drawn instead of `text`.
    var view: _ViewNode? = nil
}

extension AxisTitleSetting {
    /// A title given as a view: text in no font or colour of its own is drawn as the text title.
    init(_ node: _ViewNode, position: AnnotationPosition, alignment: Alignment?, spacing: CGFloat?) {
        let lines = node.textLines.map(\.text)
        let joined = lines.dropFirst().reduce(lines.first ?? .plain("")) { $0 + .plain(" ") + $1 }
        self.init(text: joined, position: position.kind, alignment: alignment, spacing: spacing.map(Double.init))
        view = node.isPlainTitle ? nil : node
    }

    /// The title as the layout places it, its text written in `environment`.
    func written(in environment: TextEnvironment) -> AxisTitle {
        AxisTitle(
            text: text.string(in: environment), position: position, alignment: alignment, spacing: spacing,
            view: view)
    }
}

/// A position scale set with `chartXScale` / `chartYScale`.
struct ScaleSetting {
    var domain: DomainSetting?
    var modifyInferredDomain: DomainModifier?
    var type: ScaleType?
    var range: PlotDimensionScaleRange?
}

/// What the chart asks of one position axis: its scale, whether and how it is drawn, and its visible window.
struct AxisSettings {
    var scale = ScaleSetting()
    var visibility: Visibility = .automatic
    /// The `AxisMarks` declarations (`chartXAxis { … }`); nil draws the default axis.
    var marks: [AxisMarksSpec]?
    /// Axis titles in the order declared; each is drawn at its own position (`chartXAxisLabel` may be repeated).
    var titles: [AxisTitleSetting] = []
    /// What `chartXAxisStyle { $0… }` / `chartYAxisStyle` apply to the axis: opacity, offset, background.
    var style: AxisViewStyle?
    /// ShipPlot's own axis label look (`chartShipPlotAxisLabels()`), kept for its CLI charts.
    var shipPlotLabels = false
    /// The part of a scrolling axis the chart shows (`chartXVisibleDomain(length:)` with
    /// `chartScrollPosition`): its length in data units and its start. Set by resolve from the scroll settings.
    var window: (length: Double, start: PlottablePrimitive?)?
}

/// What the chart asks of its legend (`chartLegend`).
struct LegendSettings {
    var visibility: Visibility = .automatic
    var position: AnnotationPosition.Kind = .automatic
    var alignment: Alignment?
    var spacing: Double?
    /// Whether each legend group is titled with its field's label; Swift Charts' automatic legend has no title.
    var titled = false
    /// A view drawn in place of the automatic legend (`chartLegend(position:alignment:spacing:content:)`).
    var view: _ViewNode?
}

/// What the chart asks of its plot area (`chartPlotStyle`), and whether marks are cut to it.
struct PlotAreaSettings {
    var background: Color?
    var border: (color: Color, width: Double)?
    /// Rounds the plot area's background and border (`chartPlotStyle { $0.cornerRadius(8) }`).
    var cornerRadius: Double?
    /// Everything `chartPlotStyle` set beyond the fill, border and corner radius above.
    var style: ChartPlotContent?
    /// Whether marks are cut to the plot: a scrolled axis shows only a window of them. Set by resolve.
    var clipsMarks = false
}

/// What marks ask of the whole scene: masked and blurred layers, looked for only when some mark asks.
struct MarkLayerSettings: Sendable {
    /// Whether some marks are masked (`.mask { }`): only then do stacks, series and the scene look for masks.
    var hasMasks = false
    /// How many `.blur(radius:)` modifiers the marks have, and how many were given a bad radius.
    var blurs = (count: 0, invalid: 0)
}

/// The scales of the style channels (`chartForegroundStyleScale`, `chartSymbolScale`, …), which resolve reads.
struct StyleScaleSettings {
    var foreground: ForegroundScaleSetting?
    /// Each value's symbol: a built-in shape, or the app's own shape drawn as a view (`custom`).
    var symbol: [(value: PlottablePrimitive, symbol: BasicChartSymbolShape, custom: SymbolViewSpec?)]?
    /// Symbol areas by category (`chartSymbolSizeScale(["a": 24, …])`), keyed as the legend keys values.
    var symbolSize: [String: Double]?
    var lineStyle: LineStyleScaleSetting?
}

/// Chart-level settings made with `.chart…` and view modifiers, grouped by the component they shape. Unset
/// values fall back to inferred defaults. Only resolve reads them: it hands each group on to the stages that
/// place and draw that component.
struct ChartSettings {
    var marks = MarkLayerSettings()
    var styleScales = StyleScaleSettings()
    var axes = AxisPair(x: AxisSettings(), y: AxisSettings())
    var legend = LegendSettings()
    var plotArea = PlotAreaSettings()
    /// The chart view's own frame: padding, an aspect ratio and a clip outline (`padding`, `aspectRatio`, …).
    var frame = ChartFrameSetting()
    /// `chartOverlay` and `chartBackground` views and the chart view's `background`/`overlay`, in the order given.
    var layers: [ChartOverlaySpec] = []
    /// What `chartScrollableAxes`, `chartXVisibleDomain` and `chartScrollPosition` asked for.
    var scroll = ScrollSetting()
    /// The locale set with `.environment(\.locale, …)`; it wins over the renderer's.
    var locale: Locale?
    /// Everything the chart's `.environment(_:_:)` set: its colour scheme, contrast, calendar and zone.
    var environment = EnvironmentValues()
}
