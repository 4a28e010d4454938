// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Behaviours of whole app screens as SwiftUI and Swift Charts show them, each once drawn wrong here: measured
/// with fixed text metrics (0.6 em per character).
@Suite struct ScreenBehaviourTests {
    static let theme = Theme.standard(.light)

    /// `view` rendered at the top of an image of `width` × `height`, as `ImageRenderer` draws it.
    static func viewScene(_ view: some View, width: Double = 400, height: Double = 300) throws -> ChartScene {
        try ChartRenderer(view: view, width: width, height: height).makeScene(measurer: FixedTextMeasurer())
    }

    static func chartScene<C>(_ chart: Chart<C>, title: String? = nil) throws -> (ChartScene, ChartLayout) {
        var renderer = ChartRenderer(chart, width: 400, height: 300)
        renderer.calendar = ChartCalendar.standard
        renderer.title = title
        return (
            try renderer.makeScene(measurer: FixedTextMeasurer()),
            try renderer.laidOut(measurer: FixedTextMeasurer()).layout
        )
    }

    static func fills(_ commands: [DrawCommand], _ color: RGBA) -> [Path] {
        commands.compactMap { if case .fill(let path, color) = $0 { path } else { nil } }
    }

    static func inside(_ point: Point, _ rect: Rect) -> Bool {
        point.x >= rect.minX && point.x <= rect.maxX && point.y >= rect.minY && point.y <= rect.maxY
    }

    static func isCurved(_ path: ShipPlotCore.Path) -> Bool {
        path.elements.contains { if case .curve = $0 { true } else { false } }
    }

    struct Reading: Identifiable {
        var id: Int
        var kind: String
        var value: Double
    }

    static let readings = [
        Reading(id: 0, kind: "Rest", value: 2), Reading(id: 1, kind: "Walk", value: 5),
        Reading(id: 2, kind: "Rest", value: 3), Reading(id: 3, kind: "Walk", value: 7),
    ]

    // MARK: Symbol scale shapes

    @Test func aSymbolScaleOfTheAppsShapesDrawsThoseShapes() throws {
        let chart = Chart(Self.readings) {
            PointMark(x: .value("Reading", $0.id), y: .value("Value", $0.value))
                .symbol(by: .value("Kind", $0.kind))
        }
        .chartSymbolScale(["Rest": TriangleSymbol(), "Walk": TriangleSymbol()])
        let (scene, _) = try Self.chartScene(chart)
        let ink = Self.theme.resolve(.accentColor)
        let triangles = scene.commands.filter {
            guard case .fill(let path, _) = $0 else { return false }
            return path.elements.filter { if case .line = $0 { true } else { false } }.count == 2
                && !Self.isCurved(path)
        }
        let circles = Self.fills(scene.commands, ink).filter(Self.isCurved)
        // Four points and the legend's two swatches, all triangles; no circle anywhere.
        #expect(triangles.count == 6, "\(triangles.count) triangles")
        #expect(circles.isEmpty, "\(circles.count) circles")
    }

    // MARK: Palette symbols

    @Test func aPaletteStyleColoursTheSymbolsLayers() throws {
        let view = Image(systemName: "heart.circle.fill").font(.system(size: 40)).foregroundStyle(.yellow, .red)
        let commands = try Self.viewScene(view, width: 60, height: 60).commands
        let red = Self.theme.resolve(.red), yellow = Self.theme.resolve(.yellow)
        // The circle is the secondary layer, the heart inside it the primary.
        let ring = try #require(Self.fills(commands, red).first, "nothing red in \(commands)")
        let heart = try #require(Self.fills(commands, yellow).first, "nothing yellow in \(commands)")
        #expect(ring.bounds.width > heart.bounds.width)
        let outlined = try Self.viewScene(
            Image(systemName: "heart.circle").font(.system(size: 40)).foregroundStyle(.yellow, .red), width: 60,
            height: 60
        ).commands
        let strokes = outlined.compactMap { if case .stroke(_, _, let color) = $0 { color } else { nil } }
        #expect(strokes.contains(red) && strokes.contains(yellow), "the ring red, the heart yellow: \(strokes)")
        // One style: the heart is cut out of the circle (the background), as before.
        let one = try Self.viewScene(
            Image(systemName: "heart.circle.fill").font(.system(size: 40)).foregroundStyle(.red), width: 60,
            height: 60
        ).commands
        #expect(Self.fills(one, yellow).isEmpty && Self.fills(one, red).count == 1)
    }

    // MARK: Category labels that are views

    static let steps = ["Plan", "Build", "Test", "Ship", "Learn"]

    @Test func categoryLabelViewsThatFitAreAllDrawn() throws {
        let chart = Chart(Array(Self.steps.enumerated()), id: \.offset) { step in
            BarMark(x: .value("Step", step.element), y: .value("Days", step.offset + 1))
        }
        .chartXAxis {
            AxisMarks { value in
                AxisValueLabel {
                    VStack(spacing: 2) {
                        Image(systemName: "star.fill")
                        Text(value.as(String.self) ?? "")
                    }
                }
            }
        }
        let (scene, layout) = try Self.chartScene(chart)
        let drawn = scene.commands.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
        // Five labels of at most 30 points in a plot over 300 wide: each band has room for its label.
        #expect(layout.plot.width / 5 > 40)
        #expect(Self.steps.allSatisfy(drawn.contains), "drawn: \(drawn)")
    }

    // MARK: Overlay legends

    @Test func anOverlayLegendIsDrawnOverThePlot() throws {
        let chart = Chart(Self.readings) {
            LineMark(x: .value("Reading", $0.id), y: .value("Value", $0.value))
                .foregroundStyle(by: .value("Kind", $0.kind))
        }
        let (_, hidden) = try Self.chartScene(chart.chartLegend(.hidden))
        let (_, overlay) = try Self.chartScene(chart.chartLegend(position: .overlay))
        let swatches = try #require(overlay.legend?.items.map(\.swatchCenter))
        #expect(swatches.count == 2)
        // The legend takes no room: the plot is as large as without one, and the swatches are inside it.
        #expect(overlay.plot == hidden.plot)
        #expect(swatches.allSatisfy { Self.inside($0, overlay.plot) }, "\(swatches) outside \(overlay.plot)")
        let (_, topTrailing) = try Self.chartScene(chart.chartLegend(position: .overlay, alignment: .topTrailing))
        let right = try #require(topTrailing.legend?.items.map(\.swatchCenter))
        #expect(right.allSatisfy { Self.inside($0, topTrailing.plot) && $0.x > topTrailing.plot.midX })
    }

    // MARK: Adaptive grid columns

    @Test func anAdaptiveGridsLastRowFillsItsColumnsFromTheLeadingOne() throws {
        let colors: [Color] = [.red, .orange, .yellow, .green, .blue]
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
            ForEach(0..<5, id: \.self) { i in colors[i].frame(height: 20) }
        }
        // 340 points hold three columns of at least 100 with 8 between.
        let commands = try Self.viewScene(grid.frame(width: 340), width: 340, height: 100).commands
        func cell(_ i: Int) throws -> Rect {
            try #require(Self.fills(commands, Self.theme.resolve(colors[i])).first?.bounds)
        }
        let (first, second, fourth, fifth) = (try cell(0), try cell(1), try cell(3), try cell(4))
        #expect(first.width > 100 && first.width < 110, "column width \(first.width)")
        #expect(abs(fourth.minX - first.minX) < 0.01 && abs(fourth.width - first.width) < 0.01, "\(fourth)")
        #expect(abs(fifth.minX - second.minX) < 0.01 && abs(fifth.width - second.width) < 0.01, "\(fifth)")
        #expect(fourth.minY > first.maxY)
    }

    // MARK: A root scroll view

    @Test func aRootScrollViewTakesTheHeightOffered() throws {
        // Content taller than the screen: the scroll view is the screen's height, its content cut there.
        let renderer = ImageRenderer(
            content: ScrollView {
                VStack {
                    Chart(Self.readings) { BarMark(x: .value("Reading", $0.id), y: .value("Value", $0.value)) }
                        .frame(height: 300)
                    ForEach(0..<40, id: \.self) { Text("Reading \($0)") }
                }
            })
        renderer.proposedSize = ProposedViewSize(width: 390, height: 700)
        let size = try renderer.size()
        #expect(size.width == 390 && size.height == 700, "\(size)")
        // Shorter content: the scroll view still takes the height offered.
        let short = ImageRenderer(content: ScrollView { Text("Energy") })
        short.proposedSize = ProposedViewSize(width: 390, height: 700)
        #expect(try short.size() == CGSize(width: 390, height: 700))
        // Offered no height, it is as tall as its content.
        let ideal = ImageRenderer(content: ScrollView { Text("Energy").frame(height: 50) })
        ideal.proposedSize = ProposedViewSize(width: 390, height: nil)
        #expect(try ideal.size().height == 50)
    }

    // MARK: Plot-style padding

    @Test func paddingInThePlotStyleInsetsThePlot() throws {
        let chart = Chart(Self.readings) { BarMark(x: .value("Reading", $0.id), y: .value("Value", $0.value)) }
        let (_, free) = try Self.chartScene(chart)
        let (_, padded) = try Self.chartScene(chart.chartPlotStyle { $0.padding(30) })
        #expect(abs(padded.plot.minY - (free.plot.minY + 30)) < 0.5, "\(padded.plot) in \(free.plot)")
        #expect(abs(padded.plot.maxY - (free.plot.maxY - 30)) < 0.5)
        #expect(abs(padded.plot.minX - (free.plot.minX + 30)) < 2)
        #expect(abs(padded.plot.maxX - (free.plot.maxX - 30)) < 2)
        let (_, sides) = try Self.chartScene(chart.chartPlotStyle { $0.padding(.horizontal, 20) })
        #expect(abs(sides.plot.minY - free.plot.minY) < 0.5 && abs(sides.plot.height - free.plot.height) < 0.5)
        #expect(abs(sides.plot.width - (free.plot.width - 40)) < 2)
    }

    // MARK: Sparkline stroke

    @Test func aHiddenAxisSparklineKeepsItsWholeStroke() throws {
        let sparkline = Chart(Self.readings) {
            LineMark(x: .value("Reading", $0.id), y: .value("Value", $0.value)).lineStyle(StrokeStyle(lineWidth: 4))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .chartYScale(domain: 2...7)
        let commands = try Self.viewScene(sparkline.frame(width: 200, height: 40), width: 200, height: 40).commands
        let strokes: [(ShipPlotCore.Path, Stroke)] = commands.compactMap {
            if case .stroke(let path, let stroke, _) = $0, stroke.width == 4 { (path, stroke) } else { nil }
        }
        let line = try #require(strokes.first)
        // The top of the stroke around the highest point is inside the image and the chart's frame.
        #expect(line.0.bounds.minY - 2 >= -0.01, "stroke reaches \(line.0.bounds.minY - 2)")
        #expect(line.0.bounds.maxY + 2 <= 40.01, "stroke reaches \(line.0.bounds.maxY + 2)")
        let clips: [Rect] = commands.compactMap { if case .pushClip(let rect) = $0 { rect } else { nil } }
        for clip in clips { #expect(clip.minY <= line.0.bounds.minY - 2 + 0.01, "clipped at \(clip.minY)") }
    }

    // MARK: A y-axis label on top

    @Test func aTopYAxisLabelStaysBelowTheTitleAboveTheChart() throws {
        let view = VStack(alignment: .leading, spacing: 4) {
            Text("Usage").font(.headline)
            Chart(Self.readings) { BarMark(x: .value("Reading", $0.id), y: .value("Value", $0.value)) }
                .chartYAxisLabel("kWh", position: .top)
        }
        let commands = try Self.viewScene(view.padding(), width: 300, height: 240).commands
        let runs = commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
        let title = try #require(runs.first { $0.text == "Usage" })
        let label = try #require(runs.first { $0.text == "kWh" })
        let labelTop = label.origin.y - label.font.size
        #expect(labelTop >= title.origin.y, "kWh's top \(labelTop) above the title's baseline \(title.origin.y)")
        // A chart's own title too.
        let chart = Chart(Self.readings) { BarMark(x: .value("Reading", $0.id), y: .value("Value", $0.value)) }
            .chartYAxisLabel("kWh", position: .top)
        let (scene, _) = try Self.chartScene(chart, title: "Usage")
        let own = scene.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
        let ownTitle = try #require(own.first { $0.text == "Usage" })
        let ownLabel = try #require(own.first { $0.text == "kWh" })
        #expect(ownLabel.origin.y - ownLabel.font.size >= ownTitle.origin.y)
    }
}
