// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import PangoText
import ShipPlotCore
import ShipPlotViews

/// What fills the chart behind the plot.
public enum ChartBackground: Sendable, Equatable {
    /// The theme's background: white in light mode, `#1C1C1E` in dark mode (the default).
    case automatic
    /// Nothing: PNGs keep an alpha channel.
    case transparent
    /// A colour of your choice.
    case color(Color)
}

/// Renders a chart headlessly to PNG, PDF or SVG.
///
/// ```swift
/// try ChartRenderer(chart, width: 800, height: 500, scale: 2).write(to: URL(fileURLWithPath: "week.png"))
/// let png = try ChartRenderer(chart).pngData()
/// ```
/// Width and height are in points; `scale` multiplies pixels for PNGs (2 gives a HiDPI image) and does not
/// change the layout. Dates are binned and labelled in ``calendar`` (`Calendar.current` unless you set it, as in
/// Swift Charts).
public struct ChartRenderer {
    /// What is drawn: a chart, run through the chart driver, or a view at the top of the image (``ImageRenderer``).
    enum Root {
        case chart(ChartSpec)
        case view(_ViewNode)
    }
    let root: Root
    /// Width in points. Default 800.
    public var width: Double
    /// Height in points. Default 500.
    public var height: Double
    /// Device pixels per point for PNG output, in (0, 8]. Default 1.
    public var scale: Double
    /// Light or dark theme. Default `.light`.
    public var colorScheme: ColorScheme = .light
    /// Apple's system colours (`.standard`, the default) or, with `.increased`, the light theme's pale ones
    /// darkened to 3:1 on white, as the `shipplot` tool draws them.
    public var colorSchemeContrast: ColorSchemeContrast = .standard
    /// What fills the background. Default `.automatic` (the theme's colour).
    public var background: ChartBackground = .automatic
    /// A title drawn above the plot in 15 pt bold; none by default. Also the PDF's title and the SVG's `<title>`.
    public var title: String?
    /// What the chart shows, in words, for readers who cannot see it: the SVG's `<desc>` and the alt text of the
    /// chart's figure in a PDF. None by default.
    public var altText: String?
    /// The font family of every title, label, legend and annotation, by its fontconfig name (e.g. "Noto Sans").
    /// Default nil: Inter (DejaVu Sans where Inter is not installed), loaded from its file. A family that is not
    /// installed draws the default family (``isFontFamilyInstalled(_:)`` tells beforehand); glyphs a family lacks
    /// come from fallback fonts.
    public var fontFamily: String?
    /// The calendar that bins dates given with `unit:` and places date labels. Default: `Calendar.current`, the
    /// calendar Swift Charts takes from the environment; set one to render the same on every host.
    public var calendar: Calendar {
        get { chosenCalendar ?? Self.defaultCalendar }
        set { chosenCalendar = newValue }
    }
    // Nil means the default, which resolve and guides build only for a chart with dates (see ChartCalendar).
    private var chosenCalendar: Calendar?
    /// The locale `Text(_:format:)`, `specifier:` interpolations and `AxisValueLabel(format:)` write values in.
    /// Default: ``defaultLocale``. A chart's `.environment(\.locale, …)` wins, as the innermost environment does
    /// in SwiftUI. Automatic axis labels stay in English.
    public var locale: Locale {
        get { chosenLocale ?? Self.defaultLocale }
        set { chosenLocale = newValue }
    }
    private var chosenLocale: Locale?
    /// Whether dense lines are thinned before stroking (same picture, far less work); tests turn it off to
    /// compare against the full line.
    var thinsDenseLines = true
    /// The fonts text the default family cannot draw alone falls back to: the system's, or a pinned set (the tests').
    package var shaper = TextShaper.system

    /// The default locale: the one `LC_ALL` or `LANG` names (`de_DE.UTF-8` → `de_DE`), or `en_US` when they name
    /// none (unset, `C`, `POSIX`), where Foundation on Linux would give `en_001` ("US$38.00", "18 May 2022").
    public static var defaultLocale: Locale { TextEnvironment.processDefault }

    /// The house style in this renderer's colour scheme and contrast, before a font family is applied.
    var standardTheme: Theme { Theme.standard(colorScheme, contrast: colorSchemeContrast) }

    /// Whether fontconfig knows the font family `family` (case-insensitive), so ``fontFamily`` and
    /// `Font.custom` would draw it rather than the default family.
    public static func isFontFamilyInstalled(_ family: String) -> Bool {
        TextShaper.system.hasFamily(family)
    }

    /// The default calendar: `Calendar.current` (its time zone and first weekday come from the host).
    public static var defaultCalendar: Calendar { Calendar.current }

    /// Prepares to render `chart` at `width` × `height` points with `scale` pixels per point.
    public init<Content>(_ chart: Chart<Content>, width: Double = 800, height: Double = 500, scale: Double = 1) {
        root = .chart(chart.spec)
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// The chart as a PNG image of `width·scale` × `height·scale` pixels.
    public func pngData() throws -> Data {
        try data(as: .png)
    }

    /// The drawn image before encoding, so the benchmark can compare PNG writers on the same pixels.
    package func image() throws -> ImageSurface {
        try raster(makeScene(format: .png))
    }

    /// The chart as a one-page PDF of `width` × `height` points, with no creation date.
    public func pdfData() throws -> Data {
        try data(as: .pdf)
    }

    /// The chart as an SVG document of `width` × `height` CSS pixels (one per point), ready to inline in a web
    /// page: ids unique to its content, `role="img"` with ``title`` and ``altText``, selectable text.
    public func svgData() throws -> Data {
        try data(as: .svg)
    }

    /// Renders in the format named by `url`'s extension (`.png`, `.pdf`, `.svg`) and writes the file
    /// atomically: a reader never sees a half-written chart.
    public func write(to url: URL) throws {
        guard let format = ChartOutputFormat(pathExtension: url.pathExtension) else {
            let ext = url.pathExtension.isEmpty ? "no extension" : "\".\(url.pathExtension)\""
            throw ChartError(
                stage: .output,
                message: "\(url.relativePath): \(ext) is not a chart format, expected .png, .pdf or .svg")
        }
        try FileOutput.write(try self.data(as: format), to: url)
    }

    /// The chart encoded as `format`.
    public func data(as format: ChartOutputFormat) throws -> Data {
        try data(as: format) { _ in }
    }

    /// Renders like ``data(as:)`` and calls `lap` after each stage with its name (`scene`, `draw`, then
    /// `encode` or `finish`), so the benchmark can time the stages without reaching into them.
    package func data(as format: ChartOutputFormat, lap: (String) -> Void) throws -> Data {
        let scene = try makeScene(format: format)
        lap("scene")
        switch format {
        case .png:
            let surface = try raster(scene)
            lap("draw")
            let data = try wrap("encode PNG") { try surface.pngData() }
            lap("encode")
            return data
        case .pdf, .svg:
            let surface = try wrap("create document") {
                try DocumentSurface(format: format == .pdf ? .pdf : .svg, width: width, height: height, title: title)
            }
            let context = try wrap("create context") { try Context(surface: surface) }
            try draw(scene, on: context, pixelScale: 1)
            lap("draw")
            let document = try wrap("finish document") { try surface.documentData() }
            lap("finish")
            return format == .svg ? try webSVG(document, scene: scene) : document
        }
    }

    /// Warnings about what the chart left out or cut short (non-finite values, views with bad sizes, text too
    /// long), one line each: those of the scene drawing makes.
    public func diagnostics() throws -> [ChartDiagnostic] {
        try makeScene().diagnostics
    }

    // MARK: Pipeline

    /// The driver that runs this chart's stages for `format`, measuring with `measurer` (nil: cairo with
    /// ``shaper``'s fonts).
    func driver(format: ChartOutputFormat = .png, measurer: TextMeasurer? = nil) throws -> ChartDriver {
        guard case .chart(let spec) = root else {
            throw ChartError(stage: .view, message: "a view has no chart driver of its own")
        }
        return ChartDriver(spec: spec, inputs: try inputs(format: format, measurer: measurer))
    }

    /// What the stages are run with for `format`, measuring with `measurer` (nil: cairo with ``shaper``'s fonts).
    func inputs(format: ChartOutputFormat, measurer: TextMeasurer?) throws -> ChartInputs {
        ChartInputs(
            width: width, height: height, format: format, scale: scale, colorScheme: colorScheme,
            contrast: colorSchemeContrast, background: background, title: title, fontFamily: fontFamily,
            calendar: ChartCalendar(chosen: chosenCalendar), locale: chosenLocale,
            measurer: try measurer ?? CairoTextMeasurer(shaper: shaper), thinsDenseLines: thinsDenseLines)
    }

    /// Rejects sizes `format` cannot hold, before anything is allocated (see ``ChartDriver/validateSize()``).
    func validateSize(for format: ChartOutputFormat = .png) throws {
        try inputs(format: format, measurer: FixedTextMeasurer()).validateSize()
    }

    func resolve() throws -> ResolvedChart {
        try driver(measurer: FixedTextMeasurer()).resolve()
    }

    /// Runs every stage up to layout (and the scene once, when annotations may need room).
    func laidOut(measurer: TextMeasurer? = nil, format: ChartOutputFormat = .png) throws -> ChartDriver.LaidOut {
        try driver(format: format, measurer: measurer).run(until: .layout).laidOut
    }

    /// The proxy `chartOverlay` and `chartBackground` content sees: the finished layout's plot and scales.
    func proxy(measurer: TextMeasurer? = nil) throws -> ChartProxy {
        try laidOut(measurer: measurer).layout.proxy
    }

    /// Where layout puts the plot area, in points from the chart's top-left corner: for lining up the plot areas
    /// of charts drawn side by side (the CLI's report grid). Runs the stages up to layout; draws nothing.
    package func plotFrame() throws -> (x: Double, y: Double, width: Double, height: Double) {
        let plot = try laidOut().layout.plot
        return (plot.x, plot.y, plot.width, plot.height)
    }

    /// Runs every stage up to the scene with the given text measurer.
    func makeScene(measurer: TextMeasurer? = nil, format: ChartOutputFormat = .png) throws -> ChartScene {
        switch root {
        case .chart:
            return try driver(format: format, measurer: measurer).run(until: .scene).scene!
        case .view(let node):
            return try viewScene(node, inputs: inputs(format: format, measurer: measurer))
        }
    }

    /// The draw commands as text, measured with fixed metrics: a structural golden independent of fonts.
    func recordedCommands() throws -> String {
        var canvas = RecordingCanvas()
        for command in try makeScene(measurer: FixedTextMeasurer()).commands { try canvas.draw(command) }
        return canvas.dump
    }

    /// Replays `scene` on `context` in its current transform, snapping to `pixelScale` device pixels a point.
    func draw(_ scene: ChartScene, on context: Context, pixelScale: Double) throws {
        var canvas = CairoCanvas(context: context, pixelScale: pixelScale, shaper: shaper)
        // Only rasters merge bar fills: PDF viewers snap single rectangles to pixels and would draw merged ones
        // differently.
        let commands = context.surface is ImageSurface ? FillBatching.merged(scene.commands) : scene.commands
        for command in commands { try canvas.draw(command) }
        try wrap("draw") { try context.checkStatus() }
    }

    /// `scene` drawn on a new image of the chart's pixel size.
    private func raster(_ scene: ChartScene) throws -> ImageSurface {
        let surface = try ImageSurface(width: pixelWidth, height: pixelHeight)
        surface.setDeviceScale(scale, scale)
        let context = try wrap("create context") { try Context(surface: surface) }
        try draw(scene, on: context, pixelScale: scale)
        return surface
    }

    private var pixelWidth: Int { Int((width * scale).rounded(.up)) }
    private var pixelHeight: Int { Int((height * scale).rounded(.up)) }

    private func wrap<T>(_ operation: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ChartError {
            throw error
        } catch {
            throw ChartError(stage: .render, message: "\(error)")
        }
    }
}
