import Cairo
import Foundation

/// What fills the chart behind the plot.
public enum ChartBackground: Sendable, Equatable {
    /// The theme's background: white in light mode, `#1C1C1E` in dark mode (the default).
    case automatic
    /// Nothing: PNGs keep an alpha channel.
    case transparent
    /// A colour of your choice.
    case color(Color)
}

/// The file formats a chart can be written as.
public enum ChartOutputFormat: String, Sendable, CaseIterable {
    case png, pdf, svg

    /// The format named by a file extension (case-insensitive), or nil for anything else.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
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
    let spec: ChartSpec
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
    /// Default nil: DejaVu Sans, loaded from its file. A family that is not installed draws DejaVu Sans
    /// (``isFontFamilyInstalled(_:)`` tells beforehand); glyphs a family lacks come from fallback fonts.
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

    /// The default locale: the one `LC_ALL` or `LANG` names (`de_DE.UTF-8` → `de_DE`), or `en_US` when they name
    /// none (unset, `C`, `POSIX`), where Foundation on Linux would give `en_001` ("US$38.00", "18 May 2022").
    public static let defaultLocale: Locale = processLocale(ProcessInfo.processInfo.environment)

    /// The house style in this renderer's colour scheme and contrast, before a font family is applied.
    var standardTheme: Theme { Theme.standard(colorScheme, contrast: colorSchemeContrast) }

    /// The locale and time zone values in views and labels are formatted in while this chart renders.
    var textEnvironment: TextEnvironment {
        TextEnvironment(locale: spec.settings.locale ?? chosenLocale, timeZone: chosenCalendar?.timeZone)
    }

    /// The default calendar: `Calendar.current` (its time zone and first weekday come from the host).
    public static var defaultCalendar: Calendar { Calendar.current }

    /// Prepares to render `chart` at `width` × `height` points with `scale` pixels per point.
    public init<Content>(_ chart: Chart<Content>, width: Double = 800, height: Double = 500, scale: Double = 1) {
        spec = chart.spec
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
        try raster(try makeScene())
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
                stage: "output",
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
            try draw(scene, on: surface)
            lap("draw")
            let document = try wrap("finish document") { try surface.documentData() }
            lap("finish")
            return format == .svg ? try webSVG(document, scene: scene) : document
        }
    }

    /// Warnings about data left out of the chart (non-finite values and the like), one line each.
    public func diagnostics() throws -> [ChartDiagnostic] {
        // Overlay views and scroll windows are only known after layout; other charts stop at resolve.
        let settings = spec.settings
        let styleViews = settings.plotStyle.map { !$0.problems.isEmpty || !$0.behind.isEmpty || !$0.front.isEmpty }
        // Axis label views are evaluated with the axes, so they are checked after layout too.
        let axisMarks = settings.xAxisMarks != nil || settings.yAxisMarks != nil
        guard !settings.overlays.isEmpty || settings.scroll.isSet || styleViews == true || axisMarks else {
            return try resolve().diagnostics
        }
        return try makeScene().diagnostics
    }

    // MARK: Pipeline

    struct Scene {
        var commands: [DrawCommand]
        var diagnostics: [ChartDiagnostic]
    }

    private var pixelWidth: Int { Int((width * scale).rounded(.up)) }
    private var pixelHeight: Int { Int((height * scale).rounded(.up)) }

    /// Rejects sizes cairo cannot draw or that would allocate absurd amounts, before anything is allocated.
    /// Rasters are limited in pixels (32767 a side, 100 megapixels, scale in (0, 8]); PDF pages in points
    /// (14,400 a side, the PDF limit) and SVG documents likewise, where scale plays no part.
    func validateSize(for format: ChartOutputFormat = .png) throws {
        func fail(_ message: String) -> ChartError { ChartError(stage: "layout", message: message) }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw fail(
                "size \(Self.describe(width)) × \(Self.describe(height)) points is not drawable, expected positive sizes"
            )
        }
        guard format == .png else {
            let limit = 14_400.0
            guard width <= limit, height <= limit else {
                throw fail(
                    "size \(Self.describe(width)) × \(Self.describe(height)) points is too large for \(format == .pdf ? "a PDF page" : "an SVG document"), expected at most 14400 a side"
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
                "\(Int(pixels.0.rounded(.up))) × \(Int(pixels.1.rounded(.up))) pixels is too large, expected at most 32767 a side"
            )
        }
        guard pixels.0 * pixels.1 <= 100_000_000 else {
            throw fail("\(Int(pixels.0.rounded(.up))) × \(Int(pixels.1.rounded(.up))) pixels is over 100 megapixels")
        }
    }

    func resolve() throws -> ResolvedChart {
        try Resolver(spec: spec, dates: ChartCalendar(chosen: chosenCalendar)).resolve()
    }

    /// The guides step for this renderer: its title, calendar and size.
    func guides(_ resolved: ResolvedChart, scales: ChartScales, theme: Theme) -> ChartGuides {
        GuideBuilder(
            scales: scales, settings: resolved.settings, theme: theme, dates: ChartCalendar(chosen: chosenCalendar),
            width: width,
            height: height, polar: resolved.isPolar, title: title, colors: resolved.colors,
            symbols: resolved.symbols, dashes: resolved.dashes
        ).build()
    }

    /// The stages up to layout: what the scene, the chart proxy and the overlay views are built from.
    struct LaidOut {
        var resolved: ResolvedChart
        var theme: Theme
        var scales: ChartScales
        var layout: ChartLayout
        var measurer: TextMeasurer
        /// The chart inside its padding: the frame overlay and background views are laid out in.
        var chartFrame: Rect
    }

    /// Runs resolve, scales, guides and layout with the given text measurer.
    func laidOut(
        measurer: TextMeasurer? = nil, format: ChartOutputFormat = .png,
        annotationRoom: (top: Double, bottom: Double, scaleBottom: Double) = (0, 0, 0)
    ) throws -> LaidOut {
        try TextEnvironment.$current.withValue(textEnvironment) {
            try stagesToLayout(measurer, format: format, annotationRoom: annotationRoom)
        }
    }

    private func stagesToLayout(
        _ measurer: TextMeasurer?, format: ChartOutputFormat,
        annotationRoom: (top: Double, bottom: Double, scaleBottom: Double)
    ) throws -> LaidOut {
        try validateSize(for: format)
        let resolved = try resolve()
        let theme = standardTheme.drawing(family: fontFamily)
        let scales = ScaleBuilder(chart: resolved, theme: theme).build()
        let textMeasurer = try measurer ?? CairoTextMeasurer()
        var engine = LayoutEngine(
            guides: guides(resolved, scales: scales, theme: theme), theme: theme,
            measurer: textMeasurer, width: width, height: height
        )
        if let style = resolved.settings.plotStyle { engine.fixedPlot = (style.width, style.height) }
        engine.annotationRoom = annotationRoom
        return LaidOut(
            resolved: resolved, theme: theme, scales: scales, layout: engine.layout(), measurer: textMeasurer,
            chartFrame: engine.content)
    }

    /// The proxy `chartOverlay` and `chartBackground` content sees: the finished layout's plot and scales.
    func proxy(measurer: TextMeasurer? = nil) throws -> ChartProxy {
        chartProxy(try laidOut(measurer: measurer))
    }

    /// The proxy for finished stages: the layout's plot and scales, and a pie's total for angle lookups.
    func chartProxy(_ stages: LaidOut) -> ChartProxy {
        var proxy = stages.layout.proxy(scales: stages.scales)
        if stages.resolved.isPolar {
            proxy.angleTotal = stages.resolved.marks.reduce(0.0) { total, mark in
                guard mark.defined, let value = mark.sector?.value, value > 0 else { return total }
                return total + value
            }
        }
        return proxy
    }

    /// Runs every stage up to the scene with the given text measurer.
    func makeScene(measurer: TextMeasurer? = nil, format: ChartOutputFormat = .png) throws -> Scene {
        try TextEnvironment.$current.withValue(textEnvironment) { try scene(measurer, format: format) }
    }

    private func scene(_ measurer: TextMeasurer?, format: ChartOutputFormat) throws -> Scene {
        var stages = try stagesToLayout(measurer, format: format, annotationRoom: (0, 0, 0))
        let backgroundColor: RGBA?
        switch background {
        case .automatic: backgroundColor = stages.theme.background
        case .transparent: backgroundColor = nil
        case .color(let color): backgroundColor = stages.theme.resolve(color)
        }
        func builder(_ stages: LaidOut) -> SceneBuilder {
            SceneBuilder(
                chart: stages.resolved, scales: stages.scales, layout: stages.layout, theme: stages.theme,
                pixelScale: scale, background: backgroundColor, measurer: stages.measurer,
                thinsDenseLines: thinsDenseLines)
        }
        var scene = builder(stages)
        var commands = scene.build()
        // Annotations that would leave the image get room: the plot's edges move in and the scene is built again.
        if scene.annotationRoom.isNeeded {
            let room = (scene.annotationRoom.top, scene.annotationRoom.bottom, scene.annotationRoom.belowPlot)
            stages = try stagesToLayout(stages.measurer, format: format, annotationRoom: room)
            scene = builder(stages)
            commands = scene.build()
        }
        let (resolved, scales, layout) = (stages.resolved, stages.scales, stages.layout)
        var diagnostics = resolved.diagnostics + scales.diagnostics + ViewProblems.diagnostics(axes: layout.axes)
        // A chart background goes over the image's fill, under everything else.
        let filled = backgroundColor.map { $0.alpha > 0 } ?? false
        if !resolved.settings.overlays.isEmpty {
            let views = overlayCommands(stages)
            commands.insert(contentsOf: views.behind, at: filled ? 1 : 0)
            commands += views.front
            diagnostics += views.problems.messages.map { ChartDiagnostic(message: "chart overlay: " + $0) }
        }
        if resolved.settings.frame.clip != nil {
            commands = clippedToChartFrame(commands, stages: stages, filled: filled)
        }
        if let style = resolved.settings.plotStyle {
            let views = (style.behind + style.front).reduce(style.problems) { $0 + $1.view.box.problems }
            diagnostics += views.messages.map { ChartDiagnostic(message: "chart plot style: " + $0) }
        }
        return Scene(commands: commands, diagnostics: diagnostics)
    }

    /// The draw commands as text, measured with fixed metrics: a structural golden independent of fonts.
    func recordedCommands() throws -> String {
        var canvas = RecordingCanvas()
        for command in try makeScene(measurer: FixedTextMeasurer()).commands { try canvas.draw(command) }
        return canvas.dump
    }

    private func draw(_ scene: Scene, on surface: Surface) throws {
        let context = try wrap("create context") { try Context(surface: surface) }
        try draw(scene, on: context)
    }

    /// Replays `scene` on `context` in its current transform.
    func draw(_ scene: Scene, on context: Context) throws {
        var canvas = CairoCanvas(context: context, pixelScale: scale)
        // Only rasters merge bar fills: PDF viewers snap single rectangles to pixels and would draw merged ones
        // differently.
        let commands = context.surface is ImageSurface ? FillBatching.merged(scene.commands) : scene.commands
        for command in commands { try canvas.draw(command) }
        try wrap("draw") { try context.checkStatus() }
    }

    /// `scene` drawn on a new image of the chart's pixel size.
    private func raster(_ scene: Scene) throws -> ImageSurface {
        let surface = try ImageSurface(width: pixelWidth, height: pixelHeight)
        surface.setDeviceScale(scale, scale)
        try draw(scene, on: surface)
        return surface
    }

    private func wrap<T>(_ operation: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ChartError {
            throw error
        } catch {
            throw ChartError(stage: "render", message: "\(error)")
        }
    }

    private static func describe(_ value: Double) -> String {
        value.isNaN ? "NaN" : value.isInfinite ? (value < 0 ? "-inf" : "inf") : LabelFormat.number(value, decimals: 3)
    }
}
