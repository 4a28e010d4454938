// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import ShipPlotCore
import ShipPlotViews

/// Several charts output together: a PDF with one chart a page, or a grid of charts in one PNG or SVG.
///
/// Each chart keeps the size, theme and title of its ``ChartRenderer``; grid cells are as large as the largest
/// chart and the grid is filled row by row.
public struct ChartSheet {
    /// The charts, in page (or reading) order.
    public var charts: [ChartRenderer]
    /// Columns of the grid for PNG and SVG output. Default 2.
    public var columns: Int
    /// Device pixels per point for PNG output, in (0, 8]. Default: the first chart's scale.
    public var scale: Double
    /// What fills the grid between and around charts. Default: the first chart's theme background.
    public var background: ChartBackground
    /// The document's title: the PDF's Title metadata and the SVG's `<title>`; it is not drawn. Default: none,
    /// which gives a PDF the first chart's title.
    public var title: String?

    /// Groups `charts`; `columns` applies to grids.
    public init(_ charts: [ChartRenderer], columns: Int = 2) {
        self.charts = charts
        self.columns = columns
        scale = charts.first?.scale ?? 1
        background = charts.first?.background ?? .automatic
    }

    /// A PDF with one page per chart, each page the size of its chart, for PDF readers: ``title`` (or the first
    /// chart's) as its Title, which viewers show instead of the file name; a bookmark per chart, named by its
    /// title; each page a tagged `Figure` whose alternate text is the chart's ``ChartRenderer/altText`` (or its
    /// title); Creator "ShipPlot" and no creation date, so the same charts give the same bytes.
    public func pdfData() throws -> Data {
        do {
            return try pdfDocument(tagged: true)
        } catch let error as CairoError where error.isTagError {
            // A chart that paints its whole page opaquely past the background makes cairo 1.16 drop the open
            // tags (see pdfPage); such a PDF is still written, untagged.
            return try pdfDocument(tagged: false)
        }
    }

    private func pdfDocument(tagged: Bool) throws -> Data {
        guard let first = try validated(for: .pdf).first else { return Data() }
        let surface = try DocumentSurface(
            format: .pdf, width: first.width, height: first.height, title: nonEmpty(title) ?? first.title)
        let context = try Context(surface: surface)
        for (index, chart) in charts.enumerated() {
            if index > 0 { try surface.setPageSize(width: chart.width, height: chart.height) }
            try pdfPage(chart, on: context, tagged: tagged, first: index == 0, last: index == charts.count - 1)
        }
        try context.checkStatus("draw PDF pages")
        for (index, chart) in charts.enumerated() {
            try surface.addOutline(nonEmpty(chart.title) ?? "Chart \(index + 1)", page: index + 1)
        }
        let document = try surface.documentData()
        guard tagged else { return document }
        let alternateTexts = charts.enumerated().map { index, chart in
            nonEmpty(chart.altText) ?? nonEmpty(chart.title) ?? "Chart \(index + 1)"
        }
        return try PDFAlternateText.adding(alternateTexts, to: document)
    }

    /// One chart on the current page, as a `Figure` of the `Document` structure when `tagged`.
    ///
    /// cairo 1.16 records a page and, when a fill covers the whole page opaquely, discards everything recorded
    /// before it, tags included, which leaves the tags unbalanced. So the page background (an artifact, not part
    /// of the figure) is drawn before any tag opens.
    private func pdfPage(_ chart: ChartRenderer, on context: Context, tagged: Bool, first: Bool, last: Bool) throws {
        var commands = try chart.makeScene(format: .pdf).commands
        let page = Path.rect(Rect(x: 0, y: 0, width: chart.width, height: chart.height))
        if case .fill(page, _)? = commands.first {
            try chart.draw(ChartScene(commands: [commands.removeFirst()], diagnostics: []), on: context, pixelScale: 1)
        }
        if tagged {
            if first { context.beginTag("Document") }
            context.beginTag("Figure")
        }
        try chart.draw(ChartScene(commands: commands, diagnostics: []), on: context, pixelScale: 1)
        if tagged {
            context.endTag("Figure")
            if last { context.endTag("Document") }
        }
        context.showPage()
        // Checked here, unwrapped, so pdfData can tell a tag error from any other.
        try context.checkStatus("finish PDF page")
    }

    private func nonEmpty(_ text: String?) -> String? {
        text.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// All charts in a grid as one PNG.
    public func pngData() throws -> Data {
        let (width, height) = try gridSize(for: .png)
        let surface = try ImageSurface(
            width: Int(saturating: (width * scale).rounded(.up)), height: Int(saturating: (height * scale).rounded(.up))
        )
        surface.setDeviceScale(scale, scale)
        try drawGrid(on: try Context(surface: surface), format: .png)
        return try surface.pngData()
    }

    /// All charts in a grid as one SVG document made for web pages: ids unique to it, `role="img"`, ``title``
    /// as its `<title>`, the charts' alt texts as its `<desc>`, and the charts' text selectable.
    public func svgData() throws -> Data {
        let (width, height) = try gridSize(for: .svg)
        let surface = try DocumentSurface(format: .svg, width: width, height: height)
        let scenes = try drawGrid(on: try Context(surface: surface), format: .svg)
        let (cellWidth, cellHeight) = cellSize
        var texts: [SVGTextRun] = []
        for (index, (chart, scene)) in zip(charts, scenes).enumerated() {
            texts += try chart.svgTextRuns(
                scene, dx: Double(index % columns) * cellWidth, dy: Double(index / columns) * cellHeight)
        }
        let descriptions = charts.compactMap { $0.altText.flatMap { $0.isEmpty ? nil : $0 } }
        return SVGWeb.document(
            try surface.documentData(), width: width, height: height, title: title,
            description: descriptions.isEmpty ? nil : descriptions.joined(separator: " "), texts: texts)
    }

    /// All charts in a grid on one PDF page, as ``pngData()`` lays them out (``pdfData()`` gives a chart a page).
    public func gridPDFData() throws -> Data {
        let (width, height) = try gridSize(for: .pdf)
        let surface = try DocumentSurface(format: .pdf, width: width, height: height, title: nonEmpty(title))
        try drawGrid(on: try Context(surface: surface), format: .pdf)
        return try surface.documentData()
    }

    /// Writes the sheet in the format named by `url`'s extension, atomically: PDFs get a page per chart,
    /// PNGs and SVGs a grid.
    public func write(to url: URL) throws {
        guard let format = ChartOutputFormat(pathExtension: url.pathExtension) else {
            throw ChartError(
                stage: .output, message: "\(url.relativePath): not a chart format, expected .png, .pdf or .svg")
        }
        let data: Data
        switch format {
        case .png: data = try pngData()
        case .pdf: data = try pdfData()
        case .svg: data = try svgData()
        }
        try FileOutput.write(data, to: url)
    }

    private func validated(for format: ChartOutputFormat) throws -> [ChartRenderer] {
        guard columns >= 1 else {
            throw ChartError(stage: .layout, message: "a sheet needs at least 1 column, got \(columns)")
        }
        for chart in charts { try chart.validateSize(for: format) }
        return charts
    }

    private var cellSize: (Double, Double) {
        (charts.map(\.width).max() ?? 0, charts.map(\.height).max() ?? 0)
    }

    private func gridSize(for format: ChartOutputFormat) throws -> (Double, Double) {
        guard !(try validated(for: format)).isEmpty else {
            throw ChartError(stage: .layout, message: "a sheet needs at least one chart")
        }
        let (cellWidth, cellHeight) = cellSize
        let columnCount = min(columns, charts.count)
        let rows = (charts.count + columnCount - 1) / columnCount
        let size = (cellWidth * Double(columnCount), cellHeight * Double(rows))
        var probe = charts[0]
        (probe.width, probe.height, probe.scale) = (size.0, size.1, scale)
        try probe.validateSize(for: format)
        return size
    }

    /// Draws every chart in its cell and returns their scenes, in chart order.
    @discardableResult
    private func drawGrid(on context: Context, format: ChartOutputFormat) throws -> [ChartScene] {
        let (cellWidth, cellHeight) = cellSize
        let (width, height) = try gridSize(for: format)
        let theme = charts[0].standardTheme
        let fill: RGBA?
        switch background {
        case .automatic: fill = theme.background
        case .transparent: fill = nil
        case .color(let color): fill = theme.resolve(color)
        }
        var canvas = CairoCanvas(context: context, pixelScale: format == .png ? scale : 1)
        if let fill { try canvas.draw(.fill(.rect(Rect(x: 0, y: 0, width: width, height: height)), fill)) }
        var scenes: [ChartScene] = []
        for (index, chart) in charts.enumerated() {
            context.save()
            context.translate(Double(index % columns) * cellWidth, Double(index / columns) * cellHeight)
            let scene = try chart.makeScene(format: format)
            try chart.draw(scene, on: context, pixelScale: format == .png ? chart.scale : 1)
            scenes.append(scene)
            context.restore()
        }
        try context.checkStatus("draw grid")
        return scenes
    }
}
