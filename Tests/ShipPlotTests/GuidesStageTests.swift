// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Counts how often axis content runs.
final class CallCounter: @unchecked Sendable {
    var calls = 0
    func hit() -> Bool {
        calls += 1
        return true
    }
}

/// The guides step alone: axis content and label formats evaluated once, legend entries settled.
@Suite struct GuidesStageTests {
    @Test func axisContentRunsInTheGuidesStepOnlyOncePerValue() throws {
        let counter = CallCounter()
        let stages = try Stages(
            Chart(threeDays) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.value)) }
                .chartYAxis {
                    AxisMarks { _ in
                        let _ = counter.hit()
                        AxisGridLine()
                        AxisValueLabel()
                    }
                })
        let guides = stages.guides
        let y = try #require(guides.y)
        // Once per value of every density layout may choose, plus once to read the label orientation.
        let values = y.choices.map { $0.marks[0].count }.reduce(0, +)
        #expect(values > 0)
        #expect(counter.calls == values + 1)
        _ = stages.layout(guides)
        _ = stages.layout(guides)
        #expect(counter.calls == values + 1, "layout ran axis content")
    }

    @Test func categoryContentRunsOncePerNameWhateverTheDensity() throws {
        let counter = CallCounter()
        let stages = try Stages(
            Chart(threeDays) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.value)) }
                .chartXAxis {
                    AxisMarks { _ in
                        let _ = counter.hit()
                        AxisValueLabel()
                    }
                })
        let x = try #require(stages.guides.x)
        #expect(x.choices.count == 1)
        #expect(x.choices[0].marks[0].map(\.lines) == [["Mon"], ["Tue"], ["Wed"]])
        #expect(counter.calls == 3 + 1)
    }

    @Test func automaticLabelsBesideAFixedGridFollowTheAxisDensity() throws {
        struct Total: Identifiable {
            let date: Date
            let value: Double
            var id: Date { date }
        }
        let start = Date(timeIntervalSince1970: 1_764_288_000)  // 2025-11-28, UTC
        let days = (0..<7).map { Total(date: start.addingTimeInterval(Double($0) * 86_400), value: Double($0)) }
        let stages = try Stages(
            Chart(days) { LineMark(x: .value("Day", $0.date, unit: .day), y: .value("V", $0.value)) }
                .chartXAxis {
                    AxisMarks(values: .stride(by: .day)) { _ in AxisGridLine() }
                    AxisMarks { _ in AxisValueLabel() }
                })
        let x = try #require(stages.guides.x)
        #expect(x.leader == 1)
        #expect(x.choices.count > 1)
        let layout = stages.layout(stages.guides)
        let axes = layout.axes.filter { $0.orientation == .x }
        #expect(axes.count == 2)
        #expect(axes[0].ticks.count == 7 && axes[0].labels.isEmpty)
        #expect(!axes[1].labels.isEmpty)
    }

    @Test func everyAxisMarksDeclarationHasItsSideAndTicks() throws {
        let stages = try Stages(
            Chart(threeDays) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.value)) }
                .chartYAxis {
                    AxisMarks(position: .leading)
                    AxisMarks(position: .trailing, values: [0.0, 3.5, 7.0]) { value in
                        AxisTick()
                        AxisValueLabel("\(Int((value.as(Double.self) ?? 0) / 7 * 100))%")
                    }
                })
        let y = try #require(stages.guides.y)
        #expect(y.sides == [.leading, .trailing])
        let choice = try #require(y.choices.first)
        #expect(choice.marks.count == 2)
        #expect(choice.marks[1].map(\.value) == [0, 3.5, 7])
        #expect(choice.marks[1].map(\.lines) == [["0%"], ["50%"], ["100%"]])
        #expect(choice.marks[1].allSatisfy { $0.grid == nil && $0.tick != nil })
        #expect(choice.marks[0].allSatisfy { $0.grid != nil && !$0.lines.isEmpty })
    }

    @Test func dateLabelFormatsUseTheCalendarPassedIn() throws {
        struct Event: Identifiable {
            let date: Date
            let value: Double
            var id: Date { date }
        }
        let start = Date(timeIntervalSince1970: 1_764_000_000)
        let events = (0..<3).map { Event(date: start.addingTimeInterval(Double($0) * 3600), value: Double($0)) }
        func labels(_ zone: TimeZone) throws -> [[String]] {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let stages = try Stages(
                Chart(events) { PointMark(x: .value("At", $0.date), y: .value("V", $0.value)) }
                    .chartXAxis {
                        AxisMarks(values: events.map(\.date)) { AxisValueLabel(format: .dateTime.hour().minute()) }
                    }, calendar: calendar)
            return try #require(stages.guides.x?.choices.first?.marks[0].map(\.lines))
        }
        let utc = try labels(TimeZone(identifier: "UTC")!)
        let later = try labels(TimeZone(secondsFromGMT: 5 * 3600)!)
        #expect(utc.count == 3)
        #expect(utc != later)
    }

    @Test func legendEntriesFollowTheColourDomain() throws {
        struct Count: Identifiable {
            let day: String
            let step: String
            let n: Double
            var id: String { day + step }
        }
        let data = [
            Count(day: "Mon", step: "Build", n: 2), Count(day: "Mon", step: "Test", n: 1),
            Count(day: "Tue", step: "Build", n: 3),
        ]
        let stages = try Stages(
            Chart(data) {
                BarMark(x: .value("Day", $0.day), y: .value("Count", $0.n)).foregroundStyle(by: .value("Step", $0.step))
            })
        let legend = try #require(stages.guides.legend)
        #expect(legend.groups.count == 1)
        // Untitled as in Swift Charts; ShipPlot's own charts opt in to the field's label.
        #expect(legend.groups[0].title == "")
        let titled = try Stages(
            Chart(data) {
                BarMark(x: .value("Day", $0.day), y: .value("Count", $0.n)).foregroundStyle(by: .value("Step", $0.step))
            }.chartLegendTitled())
        #expect(titled.guides.legend?.groups.first?.title == "Step")
        #expect(legend.groups[0].entries.map(\.label) == ["Build", "Test"])
        #expect(legend.groups[0].entries.map(\.color) == [stages.theme.paletteColor(0), stages.theme.paletteColor(1)])
        #expect(legend.side == .bottom)
    }

    @Test func theDefaultCalendarIsTheHostsAsInSwiftCharts() throws {
        let renderer = ChartRenderer(Chart(threeDays) { BarMark(x: .value("Day", $0.name), y: .value("V", $0.value)) })
        #expect(renderer.calendar == Calendar.current)
        #expect(ChartCalendar(chosen: nil).calendar == Calendar.current)
        #expect(ChartCalendar.standard.timeZone == .gmt, "what tests pin")
    }
}
