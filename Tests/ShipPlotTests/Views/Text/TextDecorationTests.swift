// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

@testable import ShipPlot
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Text's spacing and lines: tracking and kerning, a baseline offset, underlines and strikethroughs, on a `Text`
/// and on the views around it, as SwiftUI draws them.
@Suite struct TextDecorationTests {
    private static let rect = Rect(x: 0, y: 0, width: 300, height: 100)
    private static let theme = Theme.standard(.light)

    private static func commands(_ view: some View) -> [DrawCommand] {
        ViewLayoutTests.renderer().render(view._node, in: rect).commands
    }

    private static func runs(_ view: some View) -> [TextRun] {
        commands(view).compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    private static func fills(_ view: some View) -> [(rect: Rect, color: RGBA)] {
        commands(view).compactMap { if case .fill(let path, let color) = $0 { (path.bounds, color) } else { nil } }
    }

    @Test func trackingAndKerningWidenTextByTheirPointsPerCharacter() throws {
        let plain = ViewLayoutTests.size(Text("Hello"), nil, nil).width
        #expect(ViewLayoutTests.size(Text("Hello").tracking(2), nil, nil).width == plain + 10)
        #expect(ViewLayoutTests.size(Text("Hello").kerning(-1), nil, nil).width == plain - 5)
        // Set around the text, and the text's own winning.
        #expect(ViewLayoutTests.size(VStack { Text("Hello") }.tracking(2), nil, nil).width == plain + 10)
        #expect(ViewLayoutTests.size(VStack { Text("Hello").tracking(1) }.tracking(2), nil, nil).width == plain + 5)
        #expect(Self.runs(Text("Hello").tracking(2)).first?.font.tracking == 2)

        // Measured with the fonts text is drawn in, the same points per glyph.
        let measurer = try CairoTextMeasurer()
        let font = FontSpec(size: 17, bold: false)
        var tracked = font
        tracked.tracking = 2
        let widened = measurer.width(of: "Hello", font: tracked) - measurer.width(of: "Hello", font: font)
        #expect(abs(widened - 10) < 0.001)
    }

    @Test func anUnderlineRunsUnderEachLineInTheTextColourOrItsOwn() throws {
        let text = Text("Terms").underline()
        let run = try #require(Self.runs(text).first)
        let line = try #require(Self.fills(text).first)
        #expect(Self.fills(text).count == 1)
        #expect(line.color == run.color && line.rect.minY > run.origin.y)
        #expect(abs(line.rect.minX - run.origin.x) < 0.01)
        #expect(abs(line.rect.width - ViewLayoutTests.size(Text("Terms"), nil, nil).width) < 0.01)

        let red = Self.fills(Text("Terms").underline(color: .red))
        #expect(red.map(\.color) == [Self.theme.resolve(Color.red)])
        #expect(Self.fills(Text("Terms").underline(false)).isEmpty)
        // A dashed line is several pieces, none longer than the text.
        let dashes = Self.fills(Text("Terms").underline(pattern: .dash))
        #expect(dashes.count > 2 && dashes.allSatisfy { $0.rect.maxX <= line.rect.maxX + 0.001 })
        // Around the text.
        #expect(Self.fills(VStack { Text("Terms") }.underline()).count == 1)
    }

    @Test func aStrikethroughCrossesTheLettersAboveTheBaseline() throws {
        let text = Text("Old").strikethrough(color: .gray)
        let run = try #require(Self.runs(text).first)
        let line = try #require(Self.fills(text).first)
        #expect(line.rect.maxY < run.origin.y && line.rect.minY > run.origin.y - run.font.size * 0.6)
        #expect(line.color == Self.theme.resolve(Color.gray))
        #expect(Self.fills(HStack { Text("Old") }.strikethrough()).count == 1)
    }

    @Test func aBaselineOffsetRaisesTheTextAndGrowsItsFrame() throws {
        let plain = ViewLayoutTests.size(Text("Up"), nil, nil)
        #expect(ViewLayoutTests.size(Text("Up").baselineOffset(6), nil, nil).height == plain.height + 6)
        #expect(ViewLayoutTests.size(Text("Up").baselineOffset(-6), nil, nil).height == plain.height + 6)
        // Set around the text, as the environment carries it.
        #expect(ViewLayoutTests.size(VStack { Text("Up") }.baselineOffset(6), nil, nil).height == plain.height + 6)
        // Drawn at the same place from its frame's top: the room is under the raised glyphs.
        let frame = Rect(x: 0, y: 0, width: 100, height: plain.height + 6)
        let raised = ViewLayoutTests.renderer().render(Text("Up").baselineOffset(6)._node, in: frame).commands
        let lowered = ViewLayoutTests.renderer().render(Text("Up").baselineOffset(-6)._node, in: frame).commands
        func baseline(_ commands: [DrawCommand]) -> Double? {
            commands.compactMap { if case .text(let run) = $0 { run.origin.y } else { nil } }.first
        }
        let up = try #require(baseline(raised)), down = try #require(baseline(lowered))
        #expect(abs(down - up - 6) < 0.001)
    }
}
