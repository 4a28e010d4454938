// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import GoldenTesting
import ShipPlot
import Testing

/// Fixed data for the golden charts: dates in UTC, nothing random.
enum Fixtures {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    static func day(_ y: Int, _ m: Int, _ d: Int) -> Date {
        calendar.date(from: DateComponents(year: y, month: m, day: d))!
    }

    struct Total: Identifiable {
        let date: Date
        let value: Int
        var id: Date { date }
    }

    /// The W1 week: 3, 5, 0, 2, 7, 4, 6 ending on 2026-11-28.
    static let week: [Total] = [3, 5, 0, 2, 7, 4, 6].enumerated().map { i, v in
        Total(date: day(2026, 11, 22 + i), value: v)
    }

    struct XY: Identifiable {
        let x: Double
        let y: Double
        var id: Double { x }
    }

    static let wave: [XY] = (0..<12).map { i in XY(x: Double(i), y: 20 + 12 * sin(Double(i) * 0.7) + Double(i)) }

    struct Step: Identifiable {
        let date: Date
        let step: String
        let count: Int
        var id: String { "\(date.timeIntervalSince1970)-\(step)" }
    }

    static let steps: [Step] = {
        let names = ["Screenshots", "Metadata", "Keywords", "Final QA"]
        return (0..<10).flatMap { d in
            names.enumerated().compactMap { i, name -> Step? in
                let count = (d * 7 + i * 3) % 5
                return count == 0 ? nil : Step(date: day(2026, 11, 19 + d), step: name, count: count)
            }
        }
    }()
}

/// Renders `chart` and checks it against its golden image and its structural golden (`<name>.txt`).
func expectGolden<Content>(
    _ chart: Chart<Content>, suite: String = "charts", _ name: String, width: Double = 480,
    height: Double = 300, scale: Double = 1, configure: (inout ChartRenderer) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    var renderer = ChartRenderer(chart, width: width, height: height, scale: scale)
    renderer.calendar = Fixtures.calendar
    renderer.locale = Locale(identifier: "en_US")
    configure(&renderer)
    try expectGolden(renderer, suite: suite, name, sourceLocation: sourceLocation)
}

/// Checks `renderer`'s picture against its golden image and its draw commands against its structural golden.
func expectGolden(
    _ renderer: ChartRenderer, suite: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let failure = checkGolden(png: try renderer.pngData(), suite: suite, name: name)
    #expect(failure == nil, Comment(rawValue: failure ?? ""), sourceLocation: sourceLocation)
    expectTextGolden(try structure(renderer), suite: suite, name, sourceLocation: sourceLocation)
}

@Suite struct ChartGoldenTests {
    @Test func barsOnADayAxis() throws {
        try expectGolden(
            Chart(Fixtures.week) {
                BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.value))
            }, "bar-week")
    }

    @Test func linearLine() throws {
        try expectGolden(
            Chart(Fixtures.wave) {
                LineMark(x: .value("x", $0.x), y: .value("y", $0.y))
            }, "line-linear")
    }

    @Test func smoothLineWithSymbols() throws {
        try expectGolden(
            Chart(Fixtures.week) {
                LineMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.value))
                    .symbol(.circle)
                    .interpolationMethod(.catmullRom)
            }, "line-smooth-symbols"
        ) { $0.title = "Release prep" }
    }

    @Test func points() throws {
        try expectGolden(
            Chart(Fixtures.wave) {
                PointMark(x: .value("x", $0.x), y: .value("y", $0.y))
            }, "point-scatter")
    }

    @Test func areaWithPointsOnTop() throws {
        try expectGolden(
            Chart {
                ForEach(Fixtures.week) {
                    AreaMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.value))
                        .foregroundStyle(Color.blue.opacity(0.3))
                }
                ForEach(Fixtures.week) {
                    PointMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.value))
                }
            }, "area-points")
    }

    @Test func dashedGoalRuleOverBars() throws {
        try expectGolden(
            Chart {
                ForEach(Fixtures.week) {
                    BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.value))
                }
                RuleMark(y: .value("Goal", 4))
                    .foregroundStyle(.red)
                    .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [5, 3]))
                RuleMark(x: .value("Release", Fixtures.day(2026, 11, 25), unit: .day))
                    .foregroundStyle(.gray)
            }, "rule-dashed")
    }

    @Test func dateAxisWithAGapAcrossTheYear() throws {
        // Two weeks across New Year with Dec 31 and Jan 1 missing: their bands stay empty.
        let days = (0..<14).filter { $0 != 3 && $0 != 4 }.map { i in
            Fixtures.Total(date: Fixtures.day(2025, 12, 28 + i), value: 1 + (i * 5) % 7)
        }
        try expectGolden(
            Chart(days) {
                BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.value))
            }, "date-axis-gap")
    }

    @Test func stackedBarsWithLegend() throws {
        try expectGolden(
            Chart(Fixtures.steps) {
                BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Count", $0.count))
                    .foregroundStyle(by: .value("Step", $0.step))
            }, "stacked-legend", width: 560, height: 320)
    }

    @Test func categoriesInTheDarkTheme() throws {
        try expectGolden(
            Chart {
                BarMark(x: .value("Step", "Screenshots"), y: .value("Count", 3))
                BarMark(x: .value("Step", "Metadata"), y: .value("Count", 1))
                BarMark(x: .value("Step", "Keywords"), y: .value("Count", 2))
                BarMark(x: .value("Step", "Final QA"), y: .value("Count", 1))
                RuleMark(y: .value("Goal", 1)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
            }, "categories-dark"
        ) { $0.colorScheme = .dark }
    }

    @Test func hiDPI() throws {
        try expectGolden(
            Chart(Fixtures.week) {
                LineMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.value)).symbol(.circle)
            }, "line-week@2x", width: 320, height: 200, scale: 2)
    }

    @Test func pdfPage() async throws {
        var renderer = ChartRenderer(
            Chart(Fixtures.week) {
                BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.value))
            }, width: 480, height: 300)
        renderer.calendar = Fixtures.calendar
        renderer.title = "Release prep"
        let pdf = try renderer.pdfData()
        #expect(pdf == (try renderer.pdfData()), "the same chart gives the same PDF bytes")
        let failure = checkGolden(png: try await rasterizePDF(pdf), suite: "charts", name: "week-bars.pdf")
        #expect(failure == nil, Comment(rawValue: failure ?? ""))
        expectTextGolden(try structure(renderer), suite: "charts", "week-bars")
    }
}
