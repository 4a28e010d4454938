// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import ShipPlot
@testable import ShipPlotCore
@testable import ShipPlotViews

/// A picker drawn at rest in each style, in and out of lists, as iOS shows it before a tap.
@Suite(.tags(.heldOut)) struct PickerStyleTests {
    private static let rect = Rect(x: 0, y: 0, width: 300, height: 240)
    private static let theme = Theme.standard(.light)

    private static func commands(_ view: some View, in rect: Rect = rect) -> [DrawCommand] {
        ListStyleTests.drawn(view, frame: rect)
    }

    private static func runs(_ view: some View, in rect: Rect = rect) -> [TextRun] {
        commands(view, in: rect).compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    /// The strokes drawn (a symbol's lines), by their bounds.
    private static func strokes(_ view: some View) -> [Rect] {
        commands(view).compactMap { if case .stroke(let path, _, _) = $0 { path.bounds } else { nil } }
    }

    private static func period() -> some View {
        Picker("Period", selection: .constant("M")) {
            Text("Week").tag("W")
            Text("Month").tag("M")
        }
    }

    @Test func aPickerWithNoStyleIsAMenuShowingItsSelectionInTheTint() throws {
        let runs = Self.runs(Self.period())
        // Only the selection, in the accent colour; neither the label nor the other option.
        #expect(runs.map(\.text) == ["Month"])
        #expect(runs.first?.color == Self.theme.resolve(Color.accentColor))
        // The up-and-down chevrons follow it.
        let chevrons = Self.strokes(Self.period())
        #expect(chevrons.count == 2 && chevrons.allSatisfy { $0.minX > runs[0].origin.x })
        #expect(Self.runs(Self.period().pickerStyle(.menu)).map(\.text) == ["Month"])
        let tinted = Self.runs(Self.period().tint(.red))
        #expect(tinted.first?.color == Self.theme.resolve(Color.red))
    }

    @Test func inAFormRowTheMenuShowsTheLabelThenTheSelectionInTheSecondaryColour() throws {
        // In white, the secondary level is white at 60 %.
        let white = RGBA(red: 1, green: 1, blue: 1)
        let runs = Self.runs(Form { Self.period() }.foregroundStyle(.white))
        let label = try #require(runs.first { $0.text == "Period" })
        let value = try #require(runs.first { $0.text == "Month" })
        #expect(!runs.contains { $0.text == "Week" })
        #expect(label.color == white && value.color == white.withAlpha(0.6))
        // The value at the row's trailing end, on the label's line.
        #expect(value.origin.x > Self.rect.width / 2 && abs(value.origin.y - label.origin.y) < 0.01)
        // Labels hidden: the value alone.
        #expect(Self.runs(Form { Self.period().labelsHidden() }).map(\.text) == ["Month"])
    }

    @Test func segmentedAndPaletteDrawEveryOptionWithTheSelectionInSemibold() {
        for picker in [Self.period().pickerStyle(.segmented), Self.period().pickerStyle(.palette)] {
            let runs = Self.runs(picker)
            #expect(runs.map(\.text) == ["Week", "Month"])
            #expect(runs.map(\.font.bold) == [false, true])
        }
    }

    @Test func aWheelDrawsTheSelectionLargestAndItsNeighboursAboveAndBelow() throws {
        let wheel = Picker("Hour", selection: .constant(4)) {
            ForEach(0..<9) { Text("\($0)").tag($0) }
        }
        .pickerStyle(.wheel)
        let runs = Self.runs(wheel, in: Rect(x: 0, y: 0, width: 300, height: 400))
        // Three either side of 4, on a drum 216 points tall.
        #expect(runs.map(\.text).sorted() == ["1", "2", "3", "4", "5", "6", "7"])
        let selected = try #require(runs.first { $0.text == "4" })
        #expect(runs.allSatisfy { $0.text == "4" || $0.font.size < selected.font.size })
        let above = try #require(runs.first { $0.text == "3" }), below = try #require(runs.first { $0.text == "5" })
        #expect(above.origin.y < selected.origin.y && below.origin.y > selected.origin.y)
        #expect(ViewLayoutTests.size(wheel, 300, nil).height == 216)
        // Inline outside a list is the wheel too.
        #expect(Self.runs(wheel.pickerStyle(.inline), in: Rect(x: 0, y: 0, width: 300, height: 400)).count == 7)
    }

    @Test func inlineInAListIsARowPerOptionWithTheSelectionChecked() throws {
        let list = List {
            Picker("Period", selection: .constant("M")) {
                Text("Week").tag("W")
                Text("Month").tag("M")
                Text("Year").tag("Y")
            }
            .pickerStyle(.inline)
        }
        let runs = Self.runs(list, in: Rect(x: 0, y: 0, width: 300, height: 400))
        #expect(runs.map(\.text) == ["Week", "Month", "Year"])
        // Each option on a row of its own, one checkmark, on the selected row.
        #expect(Set(runs.map(\.origin.y)).count == 3)
        let month = try #require(runs.first { $0.text == "Month" })
        let checks = Self.strokes(list)
        #expect(checks.count == 1)
        #expect(abs(try #require(checks.first).midY - (month.origin.y - 4)) < 12)
    }

    @Test func aNavigationLinkPickerIsARowWithTheSelectionAndAChevron() throws {
        let runs = Self.runs(Form { Self.period().pickerStyle(.navigationLink) }.foregroundStyle(.white))
        #expect(runs.map(\.text) == ["Period", "Month"])
        #expect(
            runs[0].color == RGBA(red: 1, green: 1, blue: 1)
                && runs[1].color == RGBA(red: 1, green: 1, blue: 1, alpha: 0.6))
        #expect(Self.strokes(Form { Self.period().pickerStyle(.navigationLink) }).count == 1)
    }

    @Test func theInnermostPickerStyleWins() {
        let view = VStack { Self.period().pickerStyle(.segmented) }.pickerStyle(.menu)
        #expect(Self.runs(view).map(\.text) == ["Week", "Month"])
    }
}
