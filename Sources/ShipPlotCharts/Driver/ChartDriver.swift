// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlotCore
import ShipPlotViews

/// What a chart is drawn with besides its content: the size it is offered, the format it is drawn for, its look
/// and its text system. Every caller of the pipeline states these, so no stage reads a global or a task-local.
struct ChartInputs {
    /// The size offered to the chart, in points.
    var width: Double
    var height: Double
    /// The format drawn for: sizes are checked against its limits, and PDF and SVG scenes are built in points.
    var format: ChartOutputFormat = .png
    /// Device pixels per point of a PNG; vector output ignores it.
    var scale: Double = 1
    var colorScheme: ColorScheme = .light
    var contrast: ColorSchemeContrast = .standard
    var background: ChartBackground = .automatic
    var title: String?
    /// The family every text is drawn in (nil: DejaVu Sans).
    var fontFamily: String?
    /// Bins and labels dates.
    var calendar: ChartCalendar
    /// The renderer's locale; the chart's own (`.environment(\.locale, …)`) wins, and nil is the process's.
    var locale: Locale?
    /// Measures text: cairo with the shaper's fonts, or fixed metrics for structural goldens.
    var measurer: TextMeasurer
    /// Thin dense straight-segment lines before stroking (see Thinning.swift); off only in comparisons.
    var thinsDenseLines = true
    /// Space around the chart where it sets none: nil is the theme's 16 pt; a chart in a view has none.
    var padding: Double? = nil
    /// How many charts enclose this one (a chart drawn in a view is at depth 1).
    var depth = 0
    /// How many charts the views this chart draws (annotations, labels, overlays) may hold in all.
    var chartBudget = ViewLimits.charts
    /// The environment objects where the chart is placed, for custom views in it that read them.
    var objects = EnvironmentObjects()
    /// The moment text that counts from now (`Text(_:style: .relative)`) counts from.
    var referenceDate: Date? = nil

    /// Device pixels per point the scene snaps hairlines and edges to: the PNG scale, points for PDF and SVG.
    var pixelScale: Double { format == .png ? scale : 1 }

    /// What views drawn with these inputs are drawn for: the same format, scale, fonts and calendar.
    var renderContext: RenderContext {
        RenderContext(
            format: format, scale: scale, fontFamily: fontFamily, calendar: calendar, referenceDate: referenceDate)
    }

    /// What charts in views drawn with these inputs are drawn with: one level deeper.
    var chartContext: ChartContext { ChartContext(depth: depth) }
}

/// The one driver of the pipeline: rendering, the plot frame, diagnostics and the proxy all run the stages
/// through it, in order — resolve, scales, guides, layout, scene — each a function of the stage before it and the
/// inputs. The annotation room is its fix-point: when annotations reach past the room they had, layout runs
/// again with that much room and the scene is built on the new layout.
struct ChartDriver {
    let spec: ChartSpec
    var inputs: ChartInputs

    /// The driver for `spec` drawn with `inputs`, where the chart's own `.environment(…)` colour scheme,
    /// contrast and calendar win over the inputs', as the innermost environment does in SwiftUI.
    init(spec: ChartSpec, inputs: ChartInputs) {
        self.spec = spec
        var inputs = inputs
        let environment = spec.settings.environment
        if let scheme = environment.chosenColorScheme { inputs.colorScheme = scheme }
        if let contrast = environment.chosenContrast { inputs.contrast = contrast }
        inputs.calendar = environment.chartCalendar(inputs.calendar)
        self.inputs = inputs
    }

    /// How far to run.
    enum Stage { case layout, scene }

    /// The stages up to layout: what the proxy, the plot frame and the scene are built from.
    struct LaidOut {
        var resolved: ResolvedChart
        var theme: Theme
        var scales: ChartScales
        var guides: ChartGuides
        var layout: ChartLayout
        /// The door to the view engine every stage after guides draws views through.
        var views: ChartViews

        var measurer: TextMeasurer { views.measurer }
        /// The chart inside its padding: the frame overlay and background views are laid out in.
        var chartFrame: Rect { layout.frame }
    }

    /// What a run produced: the laid-out stages, and the scene when asked for it.
    struct Run {
        var laidOut: LaidOut
        var scene: ChartScene?
    }

    /// Runs the stages up to `stage`. A layout run builds the scene once only when annotations may need room.
    func run(until stage: Stage) throws -> Run {
        try validateSize()
        let resolved = try resolve()
        let theme = self.theme()
        let scales = ScaleBuilder(chart: resolved, theme: theme).build()
        let text = textEnvironment(resolved)
        let image = Rect(x: 0, y: 0, width: inputs.width, height: inputs.height)
        // One run measures each string once: the layout tries tick sets and sizes its axes again as the plot
        // narrows, measuring the same labels each time.
        let views = ChartViews(
            measurer: MemoizedTextMeasurer(inputs.measurer), theme: theme, text: text, bounds: image,
            render: inputs.renderContext, charts: inputs.chartContext, objects: inputs.objects,
            chartBudget: inputs.chartBudget)
        let guides = self.guides(resolved, scales: scales, theme: theme, text: text)
        var laidOut = LaidOut(
            resolved: resolved, theme: theme, scales: scales, guides: guides,
            layout: layout(guides, resolved, theme: theme, views: views, room: AnnotationRoom()), views: views)
        guard stage == .scene || resolved.marks.contains(where: { !$0.style.annotations.isEmpty }) else {
            return Run(laidOut: laidOut, scene: nil)
        }
        var scene = self.scene(laidOut)
        if scene.annotationRoom.isNeeded {
            laidOut.layout = layout(guides, resolved, theme: theme, views: views, room: scene.annotationRoom)
            guard stage == .scene else { return Run(laidOut: laidOut, scene: nil) }
            scene = self.scene(laidOut)
        }
        // The asset colours no catalog gave, in the order drawn: the colour scale's, the image's fill, the scene's;
        // moved into the chart's diagnostics, so a view that holds the chart does not name them again.
        var unknown = scales.unknownColors
        if case .color(let color) = inputs.background { theme.note(color, in: &unknown) }
        unknown.merge(scene.nested.unknownColors)
        scene.nested.unknownColors = UnknownAssetColors()
        scene.diagnostics = resolved.diagnostics + scales.diagnostics + scene.diagnostics + unknown.diagnostics
        return Run(laidOut: laidOut, scene: stage == .scene ? scene : nil)
    }

    // MARK: Stages

    func resolve() throws -> ResolvedChart {
        try Resolver(spec: spec, dates: inputs.calendar).resolve()
    }

    /// The house style in the inputs' colour scheme and contrast, in their font family when it is installed.
    func theme() -> Theme {
        var theme = Theme.standard(inputs.colorScheme, contrast: inputs.contrast)
            .drawing(family: inputs.fontFamily, measurer: inputs.measurer)
        if let padding = inputs.padding { theme.padding = padding }
        return theme
    }

    /// The locale and time zone text is written in: the chart's locale, else the inputs', and the zone of the
    /// calendar the inputs pin (none: the host's).
    func textEnvironment(_ resolved: ResolvedChart) -> TextEnvironment {
        TextEnvironment(
            locale: resolved.components.locale ?? inputs.locale, timeZone: inputs.calendar.chosen?.timeZone,
            referenceDate: inputs.referenceDate)
    }

    func guides(_ resolved: ResolvedChart, scales: ChartScales, theme: Theme, text: TextEnvironment) -> ChartGuides {
        GuideBuilder(
            scales: scales, axes: resolved.components.axes, legendSettings: resolved.components.legend, theme: theme,
            dates: inputs.calendar, text: text, shaper: inputs.measurer.shaper, width: inputs.width,
            height: inputs.height, polar: resolved.isPolar, title: inputs.title, colors: resolved.colors,
            symbols: resolved.symbols, dashes: resolved.dashes
        ).build()
    }

    func layout(
        _ guides: ChartGuides, _ resolved: ResolvedChart, theme: Theme, views: ChartViews, room: AnnotationRoom
    ) -> ChartLayout {
        LayoutEngine(
            guides: guides, components: resolved.components, theme: theme, views: views, width: inputs.width,
            height: inputs.height, room: room
        ).layout()
    }

    func scene(_ laidOut: LaidOut) -> ChartScene {
        SceneBuilder(
            chart: laidOut.resolved, scales: laidOut.scales, layout: laidOut.layout, theme: laidOut.theme,
            pixelScale: inputs.pixelScale, background: backgroundColor(laidOut.theme), views: laidOut.views,
            thinsDenseLines: inputs.thinsDenseLines
        ).build()
    }

    /// What fills the image under the chart: the theme's background, nothing, or a colour.
    func backgroundColor(_ theme: Theme) -> RGBA? {
        switch inputs.background {
        case .automatic: theme.background
        case .transparent: nil
        case .color(let color): theme.resolve(color)
        }
    }

    /// Rejects sizes the inputs' format cannot hold (see ``ChartInputs/validateSize()``).
    func validateSize() throws { try inputs.validateSize() }
}

extension ChartInputs {
    /// Rejects sizes cairo cannot draw or that would allocate absurd amounts, before anything is allocated.
    /// Rasters are limited in pixels (32767 a side, 100 megapixels, scale in (0, 8]); PDF pages in points
    /// (14,400 a side, the PDF limit) and SVG documents likewise, where scale plays no part.
    func validateSize() throws {
        let (width, height, scale) = (self.width, self.height, self.scale)
        func fail(_ message: String) -> ChartError { ChartError(stage: .size, message: message) }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw fail(
                "size \(Self.describe(width)) × \(Self.describe(height)) points is not drawable, expected positive sizes"
            )
        }
        guard format == .png else {
            let limit = 14_400.0
            guard width <= limit, height <= limit else {
                let document = format == .pdf ? "a PDF page" : "an SVG document"
                throw fail(
                    "size \(Self.describe(width)) × \(Self.describe(height)) points is too large for \(document), expected at most 14400 a side"
                )
            }
            return
        }
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw fail("scale \(Self.describe(scale)) is out of range, expected more than 0 and at most 8")
        }
        let pixels = (width * scale, height * scale)
        guard pixels.0 <= 32767, pixels.1 <= 32767 else {
            throw fail(
                "\(Self.pixels(pixels.0)) × \(Self.pixels(pixels.1)) pixels is too large, expected at most 32767 a side"
            )
        }
        guard pixels.0 * pixels.1 <= 100_000_000 else {
            throw fail(
                "\(Self.pixels(pixels.0)) × \(Self.pixels(pixels.1)) pixels is over 100 megapixels")
        }
    }

    /// A pixel count for a message, rounded up: digits alone, however large (no trap past `Int`).
    static func pixels(_ value: Double) -> String {
        let whole = value.rounded(.up)
        return whole < 1e15 ? String(Int(whole)) : describe(whole)
    }

    /// `value` for a message: three decimals, or every digit it takes when those would round it onto a limit
    /// ("scale 8.0001", not "scale 8").
    static func describe(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : value < 0 ? "-inf" : "inf" }
        let short = LabelFormat.number(value, decimals: 3)
        return abs(value) >= 1e15 || (value * 1000).rounded() / 1000 == value ? short : "\(value)"
    }
}
