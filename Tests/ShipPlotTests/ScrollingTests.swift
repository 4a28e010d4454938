// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Scrollable charts draw their resting window: the visible length from the initial position (or the start of
/// the data), marks clipped to the plot, and a diagnostic for a bad length or a start outside the data.
@Suite struct ScrollingTests {
    static let numbers = Array(0...40)

    static func line() -> Chart<ForEach<[Int], Int, LineMark>> {
        Chart(numbers, id: \.self) { LineMark(x: .value("X", $0), y: .value("Y", $0 % 7)) }
    }

    static func stages<C>(_ chart: Chart<C>) throws -> (ChartDriver.LaidOut, ChartScene) {
        var renderer = ChartRenderer(chart, width: 400, height: 300)
        renderer.calendar = ChartCalendar.standard
        return (
            try renderer.laidOut(measurer: FixedTextMeasurer()), try renderer.makeScene(measurer: FixedTextMeasurer())
        )
    }

    static func xDomain<C>(_ chart: Chart<C>) throws -> PositionDomain? {
        try stages(chart).0.scales.x?.domain
    }

    @Test func aNumberAxisShowsTheVisibleLengthFromTheInitialPosition() throws {
        let scrolled = Self.line().chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 10)
        #expect(try Self.xDomain(scrolled) == .linear(lower: 0, upper: 10, nice: false, transform: .identity))
        let later = scrolled.chartScrollPosition(initialX: 12)
        #expect(try Self.xDomain(later) == .linear(lower: 12, upper: 22, nice: false, transform: .identity))
        // Near the end the window stops at the data's end, as a scroll view does.
        let end = scrolled.chartScrollPosition(x: .constant(38))
        #expect(try Self.xDomain(end) == .linear(lower: 30, upper: 40, nice: false, transform: .identity))
        // The y axis keeps the whole data's domain, so scrolling does not rescale it.
        let (stages, scene) = try Self.stages(later)
        #expect(try Self.stages(Self.line()).0.scales.y?.domain == stages.scales.y?.domain)
        #expect(scene.diagnostics.isEmpty)
    }

    @Test func marksOfAScrolledChartAreClippedToThePlot() throws {
        let (stages, scene) = try Self.stages(
            Self.line().chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 10))
        let clips = scene.commands.enumerated().filter { if case .pushClip = $0.element { true } else { false } }
        #expect(clips.count == 1)
        guard case .pushClip(let rect)? = clips.first?.element else { return }
        #expect(rect == stages.layout.plot)
        let line = scene.commands.firstIndex { if case .stroke(_, let s, _) = $0, s.width > 1 { true } else { false } }
        let pop = scene.commands.firstIndex { if case .popClip = $0 { true } else { false } }
        #expect(try #require(clips.first?.offset) < #require(line) && #require(line) < #require(pop))
        let plain = try Self.stages(Self.line()).1.commands
        #expect(!plain.contains { if case .pushClip = $0 { true } else { false } })
    }

    @Test func aDateAxisLengthIsInSeconds() throws {
        let calendar = ChartCalendar.standard
        let days = (0..<20).map {
            calendar.date(byAdding: .day, value: $0, to: Date(timeIntervalSince1970: 1_780_000_000))!
        }
        let chart = Chart(days, id: \.self) { BarMark(x: .value("Day", $0, unit: .day), y: .value("N", 1)) }
            .chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 3600 * 24 * 7)
            .chartScrollPosition(initialX: calendar.startOfDay(for: days[5]))
        guard case .time(let coordinates, let lower, let upper, _)? = try Self.xDomain(chart) else {
            Issue.record("not a time domain")
            return
        }
        #expect(coordinates.date(at: lower) == calendar.startOfDay(for: days[5]))
        #expect(abs(upper - lower - 7) < 1e-9, "seven day bins")
    }

    @Test func aCategoryAxisShowsWholeBandsAndOnlyTheirLabels() throws {
        let names = ["A", "B", "C", "D", "E", "F"]
        let chart = Chart(names, id: \.self) { BarMark(x: .value("Name", $0), y: .value("N", 2)) }
            .chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 3).chartScrollPosition(initialX: "B")
        let (stages, _) = try Self.stages(chart)
        let plot = stages.layout.plot
        let x = try #require(stages.layout.x)
        guard case .band(let band) = x.scale else {
            Issue.record("not a band scale")
            return
        }
        // B's band starts half an inner padding after the plot's left edge, E's ends as far before its right edge.
        let gap = band.step * band.paddingInner / 2
        #expect(abs(band.start(1) - gap - plot.minX) < 1e-9)
        #expect(abs(band.start(3) + band.bandwidth + gap - plot.maxX) < 1e-9)
        #expect(x.labels.map(\.text) == ["B", "C", "D"])
        #expect(x.ticks.allSatisfy { $0.position >= plot.minX - 0.5 && $0.position <= plot.maxX + 0.5 })
    }

    @Test(arguments: [0.0, -5, .nan, .infinity])
    func aBadLengthShowsEverythingWithADiagnostic(_ length: Double) throws {
        let chart = Self.line().chartScrollableAxes(.horizontal).chartXVisibleDomain(length: length)
        let (stages, scene) = try Self.stages(chart)
        #expect(stages.scales.x?.domain == (try Self.xDomain(Self.line())))
        #expect(scene.diagnostics.count == 1)
        #expect(scene.diagnostics.first?.message.hasPrefix("visible x domain length") == true)
        #expect(drawingProblems(in: scene.commands, scale: 1).isEmpty)
        var renderer = ChartRenderer(chart, width: 400, height: 300)
        renderer.calendar = ChartCalendar.standard
        #expect(try renderer.diagnostics() == scene.diagnostics)
    }

    @Test func aStartOutsideTheDataIsMovedInsideWithADiagnostic() throws {
        let scrolled = Self.line().chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 10)
        for (start, lower) in [(500.0, 30.0), (-1e300, 0), (.nan, 0)] {
            let (stages, scene) = try Self.stages(scrolled.chartScrollPosition(initialX: start))
            #expect(
                stages.scales.x?.domain == .linear(lower: lower, upper: lower + 10, nice: false, transform: .identity))
            #expect(scene.diagnostics.count == 1, "\(start)")
            #expect(drawingProblems(in: scene.commands, scale: 1).isEmpty)
        }
        let names = Chart(["A", "B", "C"], id: \.self) { BarMark(x: .value("Name", $0), y: .value("N", 2)) }
            .chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 2).chartScrollPosition(initialX: "Z")
        #expect(
            try Self.stages(names).1.diagnostics.map(\.message) == [
                "initial x scroll position Z is outside the data; the window starts at A"
            ])
    }

    @Test func withoutAScrollableAxisTheLengthChangesNothing() throws {
        let unscrolled = Self.line().chartXVisibleDomain(length: 10).chartScrollPosition(initialX: 5)
        #expect(try Self.xDomain(unscrolled) == (try Self.xDomain(Self.line())))
    }
}

extension ScrollingTests {
    @Test func aVerticalCategoryAxisScrollsFromItsFirstCategory() throws {
        let names = ["A", "B", "C", "D", "E", "F"]
        let chart = Chart(names, id: \.self) { BarMark(x: .value("N", 2), y: .value("Name", $0)) }
            .chartScrollableAxes(.vertical).chartYVisibleDomain(length: 3)
        var renderer = ChartRenderer(chart, width: 400, height: 300)
        renderer.calendar = ChartCalendar.standard
        let stages = try renderer.laidOut(measurer: FixedTextMeasurer())
        let y = try #require(stages.layout.y)
        #expect(y.labels.map(\.text) == ["A", "B", "C"])
    }
}
