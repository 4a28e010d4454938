// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Text is made safe for cairo and bounded for the shaper where it is measured and drawn.
@Suite struct DrawableTextTests {
    /// Item 9 repro: "e" with 60,000 combining marks in a title took 36 s for `week` (HarfBuzz positions a
    /// cluster's marks in quadratic time); the same marks over separate clusters took 0.05 s. A cluster keeps at
    /// most 30 marks, Unicode's stream-safe limit; text of ordinary clusters is untouched.
    @Test func aHugeClusterIsCutToThirtyMarks() throws {
        let huge = "e" + String(repeating: "\u{301}", count: 60_000)
        #expect(drawable(huge).unicodeScalars.count == 1 + maximumClusterExtenders)
        let twice = "e" + String(repeating: "\u{301}", count: 120_000)
        #expect(drawable(twice) == drawable(huge), "the bound does not grow with the input")
        let spread =
            String(repeating: "e\u{301}", count: 2_000)
            + " 👩🏽\u{200D}💻 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        #expect(drawable(spread) == spread)
        var renderer = ChartRenderer(Chart { BarMark(x: .value("x", "a"), y: .value("y", 1)) }, width: 320, height: 200)
        renderer.title = huge
        #expect(try !renderer.pngData().isEmpty)
        #expect(try !renderer.pdfData().isEmpty)
    }

    /// Item 15 repro: a noncharacter (U+FDD0–U+FDEF, U+xFFFE, U+xFFFF) in a title or a label made every PDF
    /// fail ("cairo: … not valid UTF-8"): cairo refuses them. Each is drawn as U+FFFD instead.
    @Test func noncharactersReachCairoAsReplacementCharacters() throws {
        let odd = String(
            String.UnicodeScalarView([0x53, 0xFDD0, 0x74, 0xFFFE, 0x65, 0x10FFFF].compactMap(Unicode.Scalar.init)))
        #expect(drawable(odd) == "S\u{FFFD}t\u{FFFD}e\u{FFFD}")
        var renderer = ChartRenderer(
            Chart { BarMark(x: .value("x", odd), y: .value("y", 1)) }, width: 320, height: 200)
        renderer.title = odd
        renderer.altText = odd
        #expect(try !renderer.pdfData().isEmpty)
        #expect(try !renderer.pngData().isEmpty)
        #expect(try !renderer.svgData().isEmpty)
        var sheet = ChartSheet([renderer, renderer], columns: 2)
        sheet.title = odd
        #expect(try !sheet.pdfData().isEmpty)
    }
}
