// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// `minimumScaleFactor(_:)`: text that would be cut shrinks first, no further than the factor; text that fits or
/// may wrap keeps its size. Fixed metrics: 0.6 em per character, line height 1 em.
@Suite struct TextShrinkingTests {
    /// The runs `view` draws when laid out in `width` × `height` (10 pt text unless it sets a font).
    private func runs(_ view: some View, width: Double, height: Double = 100) -> [TextRun] {
        let renderer = ViewRenderer(
            measurer: FixedTextMeasurer(), theme: .standard(.light), bounds: Rect(x: 0, y: 0, width: 400, height: 300),
            text: TextEnvironment(), defaultFont: FontSpec(size: 10, bold: false))
        let node = view.frame(width: width, height: height)._node
        return renderer.render(node, in: Rect(x: 0, y: 0, width: width, height: height)).commands.compactMap {
            if case .text(let run) = $0 { return run } else { return nil }
        }
    }

    @Test func oneLineTextShrinksToFitItsFrameInsteadOfBeingCut() throws {
        // "May 18, 2022" is 12 characters: 96 pt wide at 16 pt, so 80 pt fits it at 16 × 80/96 = 13.33 pt.
        let date = Text("May 18, 2022").font(.callout).lineLimit(1)
        let cut = try #require(runs(date, width: 80).first)
        #expect(cut.text.hasSuffix("…") && cut.font.size == 16, "without a factor the text is cut")

        let shrunk = runs(date.minimumScaleFactor(0.5), width: 80)
        #expect(shrunk.map(\.text) == ["May 18, 2022"])
        let size = try #require(shrunk.first?.font.size)
        #expect(size <= 80.0 / (12 * 0.6) && size > 80.0 / (12 * 0.6) - 16 * 0.5 / 64, "the largest size that fits")
    }

    @Test func shrinkingStopsAtTheFactorAndThenCuts() throws {
        let run = try #require(
            runs(Text("May 18, 2022").font(.callout).lineLimit(1).minimumScaleFactor(0.5), width: 30).first)
        #expect(run.font.size == 8)
        #expect(run.text.hasSuffix("…"))
    }

    @Test func textThatFitsOrMayWrapKeepsItsSize() {
        let fits = runs(Text("May 18").font(.callout).minimumScaleFactor(0.5), width: 80)
        #expect(fits.map(\.font.size) == [16])
        // Two lines fit the frame's height, so SwiftUI wraps rather than shrinks.
        let wraps = runs(Text("May 18, 2022").font(.callout).minimumScaleFactor(0.5), width: 80, height: 40)
        #expect(wraps.map(\.text) == ["May 18,", "2022"])
        #expect(wraps.allSatisfy { $0.font.size == 16 })
    }

    @Test func absurdFactorsAreClamped() {
        for factor in [CGFloat.nan, -3, 0] {
            let sizes = runs(Text("May 18, 2022").lineLimit(1).minimumScaleFactor(factor), width: 1).map(\.font.size)
            #expect(sizes.allSatisfy { $0 >= 0.1 && $0 <= 10 }, "\(factor): \(sizes)")
        }
    }
}
