// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// How stacks divide their length, checked against SwiftUI results derived by hand. Fixed metrics: 10 pt text is
/// 6 pt a character and 10 pt a line; text offered too little wraps at spaces.
@Suite struct StackDivisionTests {
    /// Text runs as (string, x).
    static func texts(_ view: some View, width: Double) -> [(String, Double)] {
        ViewLayoutTests.texts(view, in: Rect(x: 0, y: 0, width: width, height: 40)).map { ($0.0, $0.1) }
    }

    @Test func cardsInAScrollViewEachGetTheirIdealHeight() {
        // A scroll view sizes its stack with no height and places it at the height it chose; SwiftUI places it
        // with that same nil proposal, so each card gets its ideal height. Divided as shares instead, the three
        // equally flexible cards got a third each and the first one's two-line title was cut to one line.
        func card(_ title: String) -> some View {
            VStack {
                Text(title)
                Text("Try another period.")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        let screen = ScrollView {
            VStack(spacing: 20) {
                card("No weight data for this time period.")
                card("No reps data.")
                card("No time data.")
            }
        }
        let runs = ViewLayoutTests.texts(screen, in: Rect(x: 0, y: 0, width: 150, height: 400))
        #expect(
            runs.map(\.0) == [
                "No weight data for this", "time period.", "Try another period.", "No reps data.",
                "Try another period.", "No time data.", "Try another period.",
            ])
    }

    @Test func aCalloutRowKeepsItsLabelAndAmountOnOneLine() {
        // 180 − 2·8 spacing = 164. The amount (flexibility 48 − 6) goes first with (164 − 8 for the spacer)/2 = 78
        // and takes 48; the label is offered 164 − 48 − 8 = 108 and takes 78; the spacer gets the 38 left.
        let row = HStack(spacing: 8) {
            Text("9 in 10 above")
            Spacer(minLength: 8)
            Text("€142,500")
        }
        let runs = Self.texts(row, width: 180)
        #expect(runs.map(\.0) == ["9 in 10 above", "€142,500"])
        #expect(runs.map(\.1) == [0, 132])
    }

    @Test func textBesideASpacerWrapsOnlyAtTheFullWidth() {
        // 100 − 8 spacing − 8 spacer minimum = 84 for the text: three words (84 pt) fit on the first line.
        let row = HStack {
            Text("aaaa bbbb cccc dddd")
            Spacer()
        }
        #expect(Self.texts(row, width: 100).map(\.0) == ["aaaa bbbb cccc", "dddd"])
    }

    @Test func textBetweenColoursGetsAThird() {
        // No spacer: the text, least flexible, is offered 90 / 3 = 30 and wraps (the field guide's example).
        let row = HStack(spacing: 0) {
            Color.purple
            Text("hello world")
            Color.pink
        }
        #expect(Self.texts(row, width: 90).map(\.0) == ["hello", "world"])
        #expect(
            ViewLayoutTests.fills(row, in: Rect(x: 0, y: 0, width: 90, height: 20)).map(\.width) == [30, 30])
    }

    @Test func layoutPriorityIsServedFirst() {
        // The text's group is offered all 100 (the colours need 0) and takes 66; the colours share 34.
        let row = HStack(spacing: 0) {
            Color.red
            Text("hello world").layoutPriority(1)
            Color.blue
        }
        #expect(Self.texts(row, width: 100).map(\.0) == ["hello world"])
        #expect(
            ViewLayoutTests.fills(row, in: Rect(x: 0, y: 0, width: 100, height: 10)) == [
                Rect(x: 0, y: 0, width: 17, height: 10), Rect(x: 83, y: 0, width: 17, height: 10),
            ])
    }

    @Test func aLowerPriorityKeepsItsMinimum() {
        // The priority-1 colour is offered 100 − 30 (the framed colour's minimum) = 70 and takes it.
        let row = HStack(spacing: 0) {
            Color.red.layoutPriority(1)
            Color.blue.frame(minWidth: 30)
        }
        #expect(
            ViewLayoutTests.fills(row, in: Rect(x: 0, y: 0, width: 100, height: 10)).map(\.width) == [70, 30])
    }
}
