// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// A square symbol whose visual weight is its middle half, to check both its path and its perceptual rectangle.
private struct HalfSquare: ChartSymbolShape {
    var unit = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
    var perceptualUnitRect: CGRect { unit }
    func path(in rect: CGRect) -> Path { Path(rect) }
}

/// Views where Swift Charts takes one besides annotations: symbol views and custom symbol shapes, read back from
/// the scene's draw commands (fixed text metrics, 400 × 300 points).
@Suite struct ChartViewSlotTests {
    static let theme = Theme.standard(.light)
    static let image = Rect(x: 0, y: 0, width: 400, height: 300)

    static func commands<Content>(_ chart: Chart<Content>) throws -> [DrawCommand] {
        try ChartRenderer(chart, width: 400, height: 300).makeScene(measurer: FixedTextMeasurer()).commands
    }

    /// The bounds of every fill (`stroked` false) or stroke (true) in `color`.
    static func paths(_ commands: [DrawCommand], _ color: Color, stroked: Bool = false) -> [Rect] {
        let rgba = theme.resolve(color)
        return commands.compactMap { command in
            switch command {
            case .fill(let path, let c) where !stroked && c == rgba: return path.bounds
            case .stroke(let path, _, let c) where stroked && c == rgba: return path.bounds
            default: return nil
            }
        }
    }

    /// Where the default circles of points at `threeDays` sit.
    static func pointCentres() throws -> [Point] {
        let chart = Chart(threeDays) {
            PointMark(x: .value("Day", $0.name), y: .value("V", $0.value)).foregroundStyle(.blue)
        }
        return paths(try commands(chart), .blue).map { Point(x: $0.midX, y: $0.midY) }
    }

    @Test func lineSymbolViewsSitOnEveryPointAtTheirFrame() throws {
        let chart = Chart(threeDays) {
            LineMark(x: .value("Day", $0.name), y: .value("V", $0.value))
                .foregroundStyle(.red)
                .symbol { Circle().strokeBorder(lineWidth: 2).frame(width: 10, height: 10) }
        }
        let rings = Self.paths(try Self.commands(chart), .red, stroked: true).filter { $0.width < 20 }
        let centres = try Self.pointCentres()
        #expect(rings.count == 3 && centres.count == 3)
        for (ring, centre) in zip(rings, centres) {
            // strokeBorder insets the outline by half the line width: 10 − 2 across.
            #expect(abs(ring.width - 8) < 1e-6 && abs(ring.height - 8) < 1e-6)
            #expect(abs(ring.midX - centre.x) < 1e-6 && abs(ring.midY - centre.y) < 1e-6)
        }
    }

    @Test func symbolViewWithoutAFrameTakesTheSymbolSize() throws {
        let chart = { (area: CGFloat?) in
            Chart(threeDays) {
                if let area {
                    PointMark(x: .value("Day", $0.name), y: .value("V", $0.value)).symbol { Circle() }
                        .symbolSize(area).foregroundStyle(.red)
                } else {
                    PointMark(x: .value("Day", $0.name), y: .value("V", $0.value)).symbol { Circle() }
                        .foregroundStyle(.red)
                }
            }
        }
        let standard = Self.paths(try Self.commands(chart(nil)), .red)
        let large = Self.paths(try Self.commands(chart(400)), .red)
        #expect(standard.count == 3 && large.count == 3)
        #expect(standard.allSatisfy { abs($0.width - 8) < 1e-6 })
        #expect(large.allSatisfy { abs($0.width - 20) < 1e-6 })
        let centres = try Self.pointCentres()
        for (circle, centre) in zip(large, centres) {
            #expect(abs(circle.midX - centre.x) < 1e-6 && abs(circle.midY - centre.y) < 1e-6)
        }
    }

    @Test func customSymbolShapeIsDrawnByItsPathScaledByItsPerceptualRect() throws {
        let chart = Chart(threeDays) {
            PointMark(x: .value("Day", $0.name), y: .value("V", $0.value)).symbol(HalfSquare()).foregroundStyle(.red)
        }
        let squares = Self.paths(try Self.commands(chart), .red)
        #expect(squares.count == 3)
        // The perceptual half fills the 8 pt symbol square, so the whole path is 16 pt across, centred.
        let centres = try Self.pointCentres()
        for (square, centre) in zip(squares, centres) {
            #expect(abs(square.width - 16) < 1e-6 && abs(square.height - 16) < 1e-6)
            #expect(abs(square.midX - centre.x) < 1e-6 && abs(square.midY - centre.y) < 1e-6)
        }
        // A type-erased built-in shape stays the built-in one.
        let erased = Chart(threeDays) {
            PointMark(x: .value("Day", $0.name), y: .value("V", $0.value))
                .symbol(AnyChartSymbolShape(.square)).foregroundStyle(.red)
        }
        #expect(Self.paths(try Self.commands(erased), .red).allSatisfy { abs($0.width - 7.2) < 1e-6 })
    }

    @Test func badSymbolViewsAreCountedAndStayInTheImage() throws {
        let nanFrame = Chart(threeDays) {
            PointMark(x: .value("Day", $0.name), y: .value("V", $0.value))
                .symbol { Circle().frame(width: .nan, height: .infinity).offset(x: 1e12) }
        }
        let nanUnit = Chart(threeDays) {
            LineMark(x: .value("Day", $0.name), y: .value("V", $0.value))
                .symbol(HalfSquare(unit: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 0)))
        }
        let huge = Chart(threeDays) {
            PointMark(x: .value("Day", $0.name), y: .value("V", $0.value))
                .symbol { Text(String(repeating: "W", count: 50_000)) }
                .symbolSize(1e30)
        }
        let renderers = [
            ChartRenderer(nanFrame, width: 400, height: 300), ChartRenderer(nanUnit, width: 400, height: 300),
            ChartRenderer(huge, width: 400, height: 300),
        ]
        for renderer in renderers {
            #expect(try !renderer.diagnostics().isEmpty)
            let scene = try renderer.makeScene(measurer: FixedTextMeasurer())
            for command in scene.commands {
                switch command {
                case .fill(let path, _), .stroke(let path, _, _):
                    let b = path.bounds
                    #expect(b.isFinite && b.minX > -1e6 && b.maxX < 1e6 && b.minY > -1e6 && b.maxY < 1e6)
                case .text(let run):
                    #expect(run.origin.x.isFinite && run.origin.y.isFinite && abs(run.origin.x) < 1e6)
                default: break
                }
            }
        }
    }

    // MARK: Legend views

    static func texts(_ commands: [DrawCommand]) -> [String] {
        commands.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
    }

    static func seriesChart() -> Chart<ForEach<[Day], String, ModifiedChartContent<LineMark>>> {
        Chart(threeDays) {
            LineMark(x: .value("Day", $0.name), y: .value("V", $0.value))
                .foregroundStyle(by: .value("Kind", $0.name == "Mon" ? "Alpha" : "Beta"))
        }
    }

    @Test func legendViewReplacesTheAutomaticLegendAtTheWidthGiven() throws {
        let automatic = Self.texts(try Self.commands(Self.seriesChart()))
        #expect(automatic.contains("Alpha") && automatic.contains("Beta"))
        let below = try Self.commands(
            Self.seriesChart().chartLegend(position: .bottom) {
                Rectangle().fill(.red).frame(height: 6)
                Text("Custom")
            })
        let texts = Self.texts(below)
        #expect(texts.contains("Custom") && !texts.contains("Alpha") && !texts.contains("Beta"))
        let bar = try #require(Self.paths(below, .red).first)
        // Below the plot the view is offered the chart's whole width (minus its padding), and sits at the bottom.
        #expect(bar.height == 6 && bar.width > 360 && bar.width <= 400 && bar.minY > 250)
        let beside = try Self.commands(
            Self.seriesChart().chartLegend(position: .trailing) { Rectangle().fill(.red).frame(height: 6) })
        let side = try #require(Self.paths(beside, .red).first)
        // Beside the plot it is offered 30 % of the width and placed past the y labels.
        #expect(abs(side.width - 0.3 * (bar.width)) < 6 && side.minX > 250)
        let hidden = try Self.commands(
            Self.seriesChart().chartLegend { Rectangle().fill(.red).frame(height: 6) }.chartLegend(.hidden))
        #expect(Self.paths(hidden, .red).isEmpty)
    }

    @Test func legendViewOfTenThousandItemsIsCountedAndCutToItsSpace() throws {
        let chart = Self.seriesChart().chartLegend {
            HStack { ForEach(0..<10_000, id: \.self) { i in Text("Item \(i)") } }
        }
        let renderer = ChartRenderer(chart, width: 400, height: 300)
        #expect(try renderer.diagnostics().contains { $0.message.hasPrefix("Legend: ") })
        let commands = try renderer.makeScene(measurer: FixedTextMeasurer()).commands
        let clip = try #require(
            commands.compactMap { if case .pushClip(let rect) = $0 { rect } else { nil } }.first)
        #expect(clip.minX >= 0 && clip.maxX <= 400 && clip.minY >= 0 && clip.maxY <= 300)
        for case .text(let run) in commands {
            #expect(run.origin.x.isFinite && run.origin.y.isFinite && abs(run.origin.x) < 1e6)
        }
    }

    // MARK: Axis label views

    static func barChart<A: AxisContent>(@AxisContentBuilder x: () -> A) -> Chart<
        ForEach<[Day], String, ModifiedChartContent<BarMark>>
    > {
        Chart(threeDays) { BarMark(x: .value("Day", $0.name), y: .value("V", $0.value)).foregroundStyle(.blue) }
            .chartXAxis(content: x)
    }

    @Test func axisLabelViewsAreSizedByTheirLayoutAndPlacedUnderTheirTicks() throws {
        let commands = try Self.commands(
            Self.barChart {
                AxisMarks { _ in
                    AxisValueLabel {
                        VStack(spacing: 2) {
                            Rectangle().fill(.red).frame(width: 12, height: 6)
                            Rectangle().fill(.green).frame(width: 20, height: 4)
                        }
                    }
                }
            })
        let bars = Self.paths(commands, .blue), tops = Self.paths(commands, .red), lows = Self.paths(commands, .green)
        #expect(bars.count == 3 && tops.count == 3 && lows.count == 3)
        let baseline = bars.map(\.maxY).max() ?? 0
        for ((bar, top), low) in zip(zip(bars, tops), lows) {
            #expect(top.width == 12 && top.height == 6 && low.width == 20 && low.height == 4)
            // Centred under the bar's tick, below the plot, stacked with the VStack's spacing.
            #expect(abs(top.midX - bar.midX) < 1e-6 && abs(low.midX - bar.midX) < 1e-6)
            #expect(top.minY > baseline && top.minY < baseline + 12 && abs(low.minY - top.maxY - 2) < 1e-6)
        }
        // The plot makes room for the views: they end inside the image.
        #expect(lows.allSatisfy { $0.maxY <= 300 })
    }

    @Test func axisLabelViewOfEnormousTextIsCountedAndKeptInTheImage() throws {
        let chart = Self.barChart {
            AxisMarks { _ in
                AxisValueLabel {
                    HStack {
                        Image(systemName: "no.such.symbol")
                        Text(String(repeating: "W", count: 50_000)).font(.system(size: 1e9))
                    }
                }
            }
        }
        let renderer = ChartRenderer(chart, width: 400, height: 300)
        #expect(try renderer.diagnostics().contains { $0.message.hasPrefix("Axis labels: ") })
        let commands = try renderer.makeScene(measurer: FixedTextMeasurer()).commands
        #expect(Self.paths(commands, .blue).count == 3)
        for command in commands {
            switch command {
            case .fill(let path, _), .stroke(let path, _, _):
                let b = path.bounds
                #expect(b.isFinite && b.minX > -1e6 && b.maxX < 1e6 && b.minY > -1e6 && b.maxY < 1e6)
            case .text(let run):
                #expect(run.origin.x.isFinite && run.origin.y.isFinite && abs(run.origin.y) < 1e6)
            default: break
            }
        }
    }

    // MARK: Clip shapes

    @Test func clipShapeCutsEachBarToTheShapeInItsOwnFrame() throws {
        func bars(_ clip: MarkClipShape?) throws -> [Path] {
            let chart = Chart(threeDays) {
                if let clip, case .custom = clip {
                    BarMark(x: .value("Day", $0.name), y: .value("V", $0.value)).foregroundStyle(.red)
                        .clipShape(TriangleSymbol())
                } else if clip != nil {
                    BarMark(x: .value("Day", $0.name), y: .value("V", $0.value)).foregroundStyle(.red)
                        .clipShape(Capsule())
                } else {
                    BarMark(x: .value("Day", $0.name), y: .value("V", $0.value)).foregroundStyle(.red)
                }
            }
            return try Self.commands(chart).compactMap {
                if case .fill(let path, let c) = $0, c == Self.theme.resolve(.red) { path } else { nil }
            }
        }
        let plain = try bars(nil), capsules = try bars(.capsule),
            wedges = try bars(.custom(ClipOutline { _ in Path() }))
        #expect(plain.count == 3 && capsules.count == 3 && wedges.count == 3)
        for ((bar, capsule), wedge) in zip(zip(plain, capsules), wedges) {
            // Same frame; the capsule's ends are arcs, the wedge is the shape's own three lines.
            #expect(capsule.bounds == bar.bounds && wedge.bounds == bar.bounds)
            #expect(!bar.elements.contains { if case .curve = $0 { true } else { false } })
            #expect(capsule.elements.contains { if case .curve = $0 { true } else { false } })
            #expect(wedge.elements.filter { if case .line = $0 { true } else { false } }.count == 2)
        }
    }

    // MARK: Real code from the held-out set

    @Test func axisMarkModifiersStyleTheLabels() throws {
        let chart = Chart(threeDays) { BarMark(x: .value("Day", $0.name), y: .value("V", $0.value)) }
            .chartYAxis {
                AxisMarks {
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel()
                        .font(.title2.weight(.semibold))
                        .foregroundStyle(.orange)
                        .offset(x: 0, y: -4)
                }
            }
        let orange = Self.theme.resolve(.orange)
        let runs = try Self.commands(chart).compactMap { if case .text(let run) = $0 { run } else { nil } }
        let styled = runs.filter { $0.color == orange }
        #expect(styled.count >= 3 && styled.count == runs.filter { Double($0.text) != nil }.count)
        #expect(styled.allSatisfy { $0.font.size > Self.theme.labelFont.size + 4 && $0.font.bold })
    }

    @Test func symbolAndLegendViewsAsRealCodeWritesThem() throws {
        let flag = true
        let chart = Chart(threeDays) {
            LineMark(x: .value("Day", $0.name), y: .value("V", $0.value))
                .foregroundStyle(.red)
                .symbol(Circle().strokeBorder(lineWidth: 2))
            PointMark(x: .value("Day", $0.name), y: .value("V", $0.value))
                .symbol {
                    if flag {
                        Image(systemName: "star.fill").font(.title3)
                    } else {
                        Image(systemName: "circle").foregroundStyle(.pink)
                    }
                }
        }
        .chartLegend(alignment: .center, spacing: 50) {
            HStack {
                ForEach(["A", "B"], id: \.self) { name in
                    Label {
                        Text(name)
                    } icon: {
                        Image(systemName: "square.fill")
                    }
                }
            }
        }
        let commands = try Self.commands(chart)
        // Three rings of the symbol's 8 pt square, inset by the 2 pt border: 6 pt across.
        let rings = Self.paths(commands, .red, stroked: true).filter { abs($0.width - 6) < 1e-6 }
        #expect(rings.count == 3)
        #expect(Self.texts(commands).contains("A") && Self.texts(commands).contains("B"))
    }
}
