// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// SwiftUI's proposal layout for the static view subset, measured with fixed text metrics (0.6 em per character,
/// line height 1 em): sizes chosen for a proposal, and where children are placed.
@Suite struct ViewLayoutTests {
    static let bounds = Rect(x: 0, y: 0, width: 400, height: 300)

    static func renderer() -> ViewRenderer {
        ViewRenderer(
            measurer: FixedTextMeasurer(), theme: .standard(.light), bounds: bounds,
            text: TextEnvironment(locale: Locale(identifier: "en_US")), defaultFont: FontSpec(size: 10, bold: false))
    }

    static func size(_ view: some View, _ width: Double?, _ height: Double?) -> ViewSize {
        renderer().size(of: view._node, proposal: ProposedSize(width: width, height: height))
    }

    /// The rectangles filled, in drawing order.
    static func fills(_ view: some View, in rect: Rect) -> [Rect] {
        renderer().render(view._node, in: rect).commands.compactMap {
            if case .fill(let path, _) = $0 { return path.bounds } else { return nil }
        }
    }

    /// Text runs as (string, x, baseline y).
    static func texts(_ view: some View, in rect: Rect) -> [(String, Double, Double)] {
        renderer().render(view._node, in: rect).commands.compactMap {
            if case .text(let run) = $0 { return (run.text, run.origin.x, run.origin.y) } else { return nil }
        }
    }

    @Test func textTakesItsIdealSizeAndWrapsWhenNarrower() {
        // 10 pt: 6 pt per character, 10 pt per line.
        #expect(Self.size(Text("hello world"), nil, nil) == ViewSize(width: 66, height: 10))
        #expect(Self.size(Text("hello world"), 40, nil) == ViewSize(width: 30, height: 20))
        #expect(Self.size(Text("hello world").lineLimit(1), 40, nil).height == 10)
    }

    @Test func appSpellingsOfLineLimitAndShapeBackgroundLayOutAsTheirPlainForms() {
        #expect(Self.size(Text("hello world").lineLimit(1, reservesSpace: true), 40, nil).height == 10)
        let rect = Rect(x: 0, y: 0, width: 12, height: 10)
        #expect(Self.fills(Text("hi").background(in: Capsule()), in: rect) == [rect])
        // An asset colour draws as the accent colour (and is named in the diagnostics).
        let theme = Theme.standard(.light)
        #expect(theme.resolve(Color("BarBottomColor")) == theme.resolve(.accentColor))
    }

    @Test func shapesTakeTheProposalAndTenPointsWhenAskedForIdeal() {
        #expect(Self.size(Circle(), 50, 20) == ViewSize(width: 50, height: 20))
        #expect(Self.size(Rectangle(), nil, nil) == ViewSize(width: 10, height: 10))
    }

    @Test func hStackPlacesChildrenWithSpacingAndCentresThem() {
        let row = HStack(spacing: 5) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 30)
        }
        #expect(Self.size(row, nil, nil) == ViewSize(width: 55, height: 30))
        #expect(
            Self.fills(row, in: Rect(x: 0, y: 0, width: 55, height: 30)) == [
                Rect(x: 0, y: 10, width: 20, height: 10), Rect(x: 25, y: 0, width: 30, height: 30),
            ])
    }

    @Test func spacerPushesSiblingsToTheEnds() {
        let row = HStack {
            Text("ab")
            Spacer()
            Text("cd")
        }
        let runs = Self.texts(row, in: Rect(x: 0, y: 0, width: 200, height: 10))
        #expect(runs.map(\.0) == ["ab", "cd"])
        #expect(runs.map(\.1) == [0, 188])
    }

    @Test func theLeastFlexibleChildIsServedFirst() {
        // 100 pt across two children: the text wants 36, the colour takes whatever is left.
        let row = HStack(spacing: 0) {
            Color.green
            Text("abcdef")
        }
        #expect(
            Self.fills(row, in: Rect(x: 0, y: 0, width: 100, height: 10)) == [Rect(x: 0, y: 0, width: 64, height: 10)])
    }

    @Test func vStackAlignsByItsAlignment() {
        let column = VStack(alignment: .leading, spacing: 2) {
            Color.red.frame(width: 10, height: 4)
            Color.red.frame(width: 30, height: 4)
        }
        #expect(Self.size(column, nil, nil) == ViewSize(width: 30, height: 10))
        #expect(
            Self.fills(column, in: Rect(x: 0, y: 0, width: 30, height: 10)) == [
                Rect(x: 0, y: 0, width: 10, height: 4), Rect(x: 0, y: 6, width: 30, height: 4),
            ])
    }

    @Test func framesPaddingOffsetAndPosition() {
        #expect(Self.size(Text("ab").frame(maxWidth: .infinity), 300, nil) == ViewSize(width: 300, height: 10))
        #expect(Self.size(Text("ab").frame(minWidth: 50), nil, nil) == ViewSize(width: 50, height: 10))
        #expect(Self.size(Text("ab").padding(), nil, nil) == ViewSize(width: 44, height: 42))
        #expect(Self.size(Text("ab").padding(-2), nil, nil) == ViewSize(width: 8, height: 6))
        let aligned = Color.red.frame(width: 10, height: 10).frame(width: 50, height: 20, alignment: .bottomTrailing)
        #expect(
            Self.fills(aligned, in: Rect(x: 0, y: 0, width: 50, height: 20)) == [
                Rect(x: 40, y: 10, width: 10, height: 10)
            ])
        let moved = Color.red.frame(width: 10, height: 10).offset(x: 5, y: -3)
        #expect(
            Self.fills(moved, in: Rect(x: 0, y: 0, width: 10, height: 10)) == [Rect(x: 5, y: -3, width: 10, height: 10)]
        )
        let placed = Color.red.frame(width: 10, height: 10).position(x: 100, y: 50)
        #expect(Self.size(placed, 200, 100) == ViewSize(width: 200, height: 100))
        #expect(
            Self.fills(placed, in: Rect(x: 0, y: 0, width: 200, height: 100)) == [
                Rect(x: 95, y: 45, width: 10, height: 10)
            ])
    }

    @Test func backgroundTakesTheViewsFrameAndDrawsBehind() {
        let badge = Text("ab").padding(4).background(Color.yellow)
        let commands = Self.renderer().render(badge._node, in: Rect(x: 0, y: 0, width: 20, height: 18)).commands
        guard case .fill(let path, _) = commands.first, case .text = commands.last else {
            Issue.record("expected a fill, then the text: \(commands)")
            return
        }
        #expect(path.bounds == Rect(x: 0, y: 0, width: 20, height: 18))
    }

    @Test func printfSpecifiersAndFormatStylesFormatAsSwiftUI() {
        Self.printfSpecifiersInUSEnglish()
    }

    static func printfSpecifiersInUSEnglish() {
        let us = TextEnvironment(locale: Locale(identifier: "en_US"))
        let value = 3.14159
        #expect(Text("\(value, specifier: "%.1f") pt").content.string(in: us) == "3.1 pt")
        #expect(Text("\(value)").content.string(in: us) == "3.141590")
        #expect(Text("\(42)").content.string(in: us) == "42")
        #expect(Text("\(42, specifier: "%03d")").content.string(in: us) == "042")
        #expect(Text("\(value, specifier: "%s")").content.string(in: us) == "3.14159")
        #expect(Text("\(0.25, format: .percent)").content.string(in: us) == "25%")
    }
}
