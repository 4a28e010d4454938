// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import PangoText
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// How much work laying out a screen takes, counted rather than timed: a list's rows cost the same each, however
/// many there are, and a row measures its text a bounded number of times however often its stacks ask its size.
@Suite struct LayoutWorkTests {
    /// A measurer that counts what it is asked.
    final class CountingMeasurer: TextMeasurer {
        let base = FixedTextMeasurer()
        var widths = 0
        var shaper: TextShaper { base.shaper }
        func width(of text: String, font: FontSpec) -> Double {
            widths += 1
            return base.width(of: text, font: font)
        }
        func metrics(_ font: FontSpec) -> LineMetrics { base.metrics(font) }
    }

    /// A settings-like row of its own text: a label, a spacer and a trailing value, as list screens show them.
    static func row(_ index: Int) -> some View {
        HStack {
            Label("Row \(index)", systemImage: "calendar")
            Spacer()
            Text("\(index * 7) items").foregroundStyle(.secondary)
        }
    }

    /// The text measurements for a list of `count` rows, each row drawn (the frame holds them all).
    static func measurements(rows count: Int) -> Int {
        let measurer = CountingMeasurer()
        let frame = Rect(x: 0, y: 0, width: 390, height: Double(count) * 44 + 200)
        let renderer = ViewRenderer(
            measurer: measurer, theme: .standard(.light), bounds: frame, text: TextEnvironment(),
            defaultFont: FontSpec(size: 17, bold: false))
        let list = List { Section("Rows") { ForEach(0..<count, id: \.self) { row($0) } } }
        let drawing = renderer.render(list._node, in: frame)
        #expect(drawing.commands.count > count, "every row is drawn")
        return measurer.widths
    }

    @Test func aListMeasuresEachRowsTextABoundedNumberOfTimes() {
        let (ten, fifty) = (Self.measurements(rows: 10), Self.measurements(rows: 50))
        let perRow = Double(fifty - ten) / 40
        // A row's two texts, each measured whole and by word once, whatever widths its stacks offer: about five
        // strings (64 when each width measured them again).
        #expect(perRow <= 8, "\(perRow) text measurements a row")
        #expect(Double(fifty) <= 8 * 50 + 40, "\(fifty) text measurements for 50 rows")
    }

    /// The sizes one layout pass asks of the views of a 2 × 2 grid of cards: each a `content` in a fixed frame,
    /// as a dashboard of charts lays out.
    static func sizesAsked(_ content: @escaping () -> some View) -> Int {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                content().frame(width: 80, height: 50)
                content().frame(width: 80, height: 50)
            }
            GridRow {
                content().frame(width: 80, height: 50)
                content().frame(width: 80, height: 50)
            }
        }
        let engine = ViewLayoutEngine(measurer: FixedTextMeasurer(), defaultFont: FontSpec(size: 17, bold: false))
        let placed = engine.place(grid._node, in: Rect(x: 0, y: 0, width: 160, height: 100), ViewEnvironment())
        #expect(placed.children.count == 2, "two rows placed")
        return engine.sizesAsked
    }

    @Test func aFixedFrameIsItsOwnSizeWithoutAskingItsContent() {
        // The grid's stacks ask each card its size for nothing, for all it wants and for its share, along each
        // axis, 122 sizes in all; a frame fixed on both sides answers from its own sides, and its content is
        // asked once, when it is placed, so deeper content costs only its own placing (about 47 sizes a card).
        let flat = Self.sizesAsked { Color.blue }
        let deep = Self.sizesAsked {
            VStack {
                HStack {
                    Color.blue
                    Color.red
                }
                .padding(4)
            }
            .padding(2)
        }
        #expect(flat <= 125, "\(flat) sizes asked for a grid of four colours")
        #expect(deep - flat <= 4 * 50, "\(deep - flat) sizes more asked for content six views deep")
    }
}
