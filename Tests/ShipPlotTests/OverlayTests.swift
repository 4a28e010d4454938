// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// `GeometryReader` layout, `chartOverlay` / `chartBackground` placement and order, and bad input in overlay views,
/// read back from the draw commands (fixed text metrics).
@Suite struct OverlayTests {
    static let days: [(name: String, value: Double)] = [("Mon", 4), ("Tue", 6), ("Wed", 3)]

    static func bars() -> Chart<ForEach<[Int], Int, BarMark>> {
        Chart([0, 1, 2], id: \.self) { i in BarMark(x: .value("Day", days[i].name), y: .value("Steps", days[i].value)) }
    }

    static func scene<C>(_ chart: Chart<C>) throws -> (ChartScene, ChartDriver.LaidOut) {
        var renderer = ChartRenderer(chart, width: 400, height: 300)
        renderer.calendar = ChartCalendar.standard
        return (
            try renderer.makeScene(measurer: FixedTextMeasurer()),
            try renderer.laidOut(measurer: FixedTextMeasurer())
        )
    }

    /// Bounds of the fills in `color`, in drawing order, with their index among all commands.
    static func fills(_ commands: [DrawCommand], _ color: RGBA) -> [(index: Int, rect: Rect)] {
        commands.enumerated().compactMap { i, command in
            if case .fill(let path, let ink) = command, ink == color { return (i, path.bounds) }
            return nil
        }
    }

    static let red = Theme.standard(.light).resolve(.red)

    @Test func geometryReaderTakesTheOfferAndPlacesContentAtTopLeading() {
        let reader = GeometryReader { geometry in
            Rectangle().fill(.red).frame(width: geometry.size.width / 2, height: 10)
        }
        #expect(ViewLayoutTests.size(reader, 200, 100) == ViewSize(width: 200, height: 100))
        #expect(ViewLayoutTests.size(reader, nil, nil) == ViewSize(width: 10, height: 10))
        let fills = ViewLayoutTests.fills(reader, in: Rect(x: 10, y: 20, width: 200, height: 100))
        #expect(fills == [Rect(x: 10, y: 20, width: 100, height: 10)])
    }

    @Test func geometryReaderLayersEachViewAndReportsItsFrame() {
        var seen: [CGRect] = []
        let reader = GeometryReader { geometry in
            let _ = seen.append(geometry.frame(in: .global))
            let _ = seen.append(geometry.frame(in: .local))
            Rectangle().frame(width: 30, height: 10)
            if geometry.size.width > 100 {
                Rectangle().frame(width: 20, height: 20).offset(x: 5, y: 5)
            }
        }
        let fills = ViewLayoutTests.fills(reader, in: Rect(x: 50, y: 60, width: 150, height: 80))
        // Both at the reader's top-leading corner, one over the other (not stacked as a VStack would).
        #expect(fills == [Rect(x: 50, y: 60, width: 30, height: 10), Rect(x: 55, y: 65, width: 20, height: 20)])
        #expect(seen == [CGRect(x: 50, y: 60, width: 150, height: 80), CGRect(x: 0, y: 0, width: 150, height: 80)])
    }

    @Test func pathsDrawInTheirViewsOwnSpace() {
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 10))
        }
        .stroke(.red, lineWidth: 1)
        let commands = ViewLayoutTests.renderer().render(path._node, in: Rect(x: 40, y: 30, width: 100, height: 100))
            .commands
        guard case .stroke(let drawn, _, _)? = commands.first else {
            Issue.record("no stroke")
            return
        }
        #expect(drawn.bounds == Rect(x: 40, y: 30, width: 10, height: 10))
    }

    @Test func overlayPlacesViewsAtProxyPositionsInThePlot() throws {
        let chart = Self.bars().chartOverlay { proxy in
            GeometryReader { geometry in
                let plot = geometry[proxy.plotFrame!]
                if let x = proxy.position(forX: "Tue"), let y = proxy.position(forY: 6.0) {
                    Rectangle().fill(.red).frame(width: 4, height: 4)
                        .position(x: plot.minX + x, y: plot.minY + y)
                }
            }
        }
        let (scene, stages) = try Self.scene(chart)
        let plot = stages.layout.plot
        let x = try #require(stages.layout.x?.scale).position(1)
        let y = try #require(stages.layout.y?.scale).position(6)
        let red = Self.fills(scene.commands, Self.red)
        #expect(red.count == 1)
        let marker = try #require(red.last)
        #expect(abs(marker.rect.midX - x) < 1e-9 && abs(marker.rect.midY - y) < 1e-9)
        // Drawn after everything the chart drew.
        #expect(marker.index == scene.commands.count - 1)
        #expect(plot.width > 0)
    }

    @Test func overlayIsOfferedTheChartFrameAndAlignedInIt() throws {
        let chart = Self.bars().chartOverlay(alignment: .bottomTrailing) { _ in
            Rectangle().fill(.red).frame(width: 30, height: 20)
        }
        let (scene, stages) = try Self.scene(chart)
        let frame = stages.chartFrame
        #expect(frame == Rect(x: 16, y: 16, width: 368, height: 268))
        let box = try #require(Self.fills(scene.commands, Self.red).first).rect
        #expect(box == Rect(x: frame.maxX - 30, y: frame.maxY - 20, width: 30, height: 20))
    }

    @Test func backgroundDrawsOverTheFillAndUnderGridAndMarks() throws {
        let chart = Self.bars().chartBackground { proxy in
            Rectangle().fill(.red)
        }
        let (scene, _) = try Self.scene(chart)
        let red = Self.fills(scene.commands, Self.red)
        #expect(red.map(\.index) == [1], "right after the image's background fill")
        #expect(red.first?.rect == Rect(x: 16, y: 16, width: 368, height: 268))
        let plain = try Self.scene(Self.bars()).0.commands
        #expect(scene.commands.count == plain.count + 1)
    }

    @Test func chartsWithoutOverlaysOrWithEmptyOnesDrawTheSame() throws {
        let plain = try Self.scene(Self.bars()).0
        let empty = try Self.scene(Self.bars().chartOverlay { _ in EmptyView() }.chartBackground { _ in EmptyView() }).0
        #expect(plain.commands.count == empty.commands.count)
        #expect(empty.diagnostics.isEmpty)
    }

    @Test func badOverlayGeometryIsCountedAndNeverLeavesTheImage() throws {
        let chart = Self.bars().chartOverlay { _ in
            GeometryReader { _ in
                Rectangle().fill(.red).frame(width: .nan, height: .infinity)
                Rectangle().fill(.red).frame(width: 10, height: 10).offset(x: .infinity, y: -1e12)
                Rectangle().fill(.red).frame(width: 10, height: 10).position(x: 1e12, y: 5)
                Text("far").padding(-1e15)
            }
        }
        let (scene, _) = try Self.scene(chart)
        let messages = scene.diagnostics.map(\.message)
        #expect(messages == ["chart overlay: 4 views with a non-finite, negative or oversized length drawn without it"])
        #expect(drawingProblems(in: scene.commands, scale: 1).isEmpty)
        #expect(nonFinitePoints(in: scene.commands).isEmpty)
        var renderer = ChartRenderer(chart, width: 400, height: 300)
        renderer.calendar = ChartCalendar.standard
        #expect(try renderer.diagnostics().map(\.message) == messages)
        _ = try renderer.pngData()
    }

    @Test func proxyAnglesRunClockwiseFromTwelveAndMapToSectorTotals() throws {
        let pie = Chart([3.0, 1.0], id: \.self) { SectorMark(angle: .value("Count", $0)) }
            .chartOverlay { _ in EmptyView() }
        var renderer = ChartRenderer(pie, width: 400, height: 300)
        renderer.calendar = ChartCalendar.standard
        let proxy = try renderer.proxy(measurer: FixedTextMeasurer())
        let size = proxy.plotSize
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        #expect(proxy.angle(at: CGPoint(x: centre.x, y: centre.y - 10)).degrees == 0)
        #expect(abs(proxy.angle(at: CGPoint(x: centre.x + 10, y: centre.y)).degrees - 90) < 1e-9)
        #expect(abs(proxy.angle(at: CGPoint(x: centre.x - 10, y: centre.y)).degrees - 270) < 1e-9)
        #expect(proxy.value(atAngle: .degrees(90), as: Double.self).map { abs($0 - 1) < 1e-9 } == true)
        #expect(proxy.value(atAngle: .degrees(450), as: Double.self).map { abs($0 - 1) < 1e-9 } == true)
        #expect(proxy.value(atAngle: .radians(.nan), as: Double.self) == nil)
        let bars = try ChartRenderer(Self.bars()).proxy(measurer: FixedTextMeasurer())
        #expect(bars.value(atAngle: .degrees(90), as: Double.self) == nil)
    }

    @Test func bindingsReadAndWriteThroughTheirClosures() {
        var stored = 3
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.wrappedValue = 7
        #expect(stored == 7 && binding.wrappedValue == 7)
        let constant = Binding.constant("fixed")
        constant.wrappedValue = "changed"
        #expect(constant.wrappedValue == "fixed")
        let state = State(wrappedValue: 1)
        state.projectedValue.wrappedValue = 2
        #expect(state.wrappedValue == 2)
    }

    @Test func pressThenDragOverlaysCompileAndDrawNothing() throws {
        @GestureState var isPressing = false
        var selected: String?
        let chart = Self.bars().chartOverlay { proxy in
            GeometryReader { geometry in
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .gesture(
                        LongPressGesture(minimumDuration: 0.2)
                            .sequenced(before: DragGesture(minimumDistance: 0))
                            .updating($isPressing) { value, state, _ in
                                if case .second(true, _) = value { state = true }
                            }
                            .onChanged { value in
                                if case .second(true, let drag?) = value {
                                    let origin = geometry[proxy.plotAreaFrame].origin
                                    selected = proxy.value(atX: drag.location.x - origin.x)
                                }
                            }
                    )
            }
        }
        let plain = try Self.scene(Self.bars()).0.commands.count
        let (scene, _) = try Self.scene(chart)
        // The clear layer adds nothing visible: at most a transparent fill, over everything.
        let added = scene.commands.suffix(scene.commands.count - plain)
        #expect(added.count <= 1)
        #expect(added.allSatisfy { if case .fill(_, let ink) = $0 { ink.alpha == 0 } else { false } })
        #expect(!isPressing && selected == nil)
    }
}
