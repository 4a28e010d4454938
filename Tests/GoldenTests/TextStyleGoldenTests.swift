// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import GoldenTesting
import PangoText
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// Text styles as Swift Charts code sets them: italic and bold italic annotations, italic axis titles, and
/// italic text that takes the shaped route (a combining accent; Chinese, whose font has no italic face).
@Suite struct TextStyleGoldenTests {
    /// The fonts the goldens were drawn with (golden-images/README.md lists them).
    let shaper: TextShaper
    init() throws { shaper = try FallbackFonts.pinned() }

    private struct Release: Identifiable {
        let version: String
        let fixes: Int
        var id: String { version }
    }

    @Test func italicAndBoldItalicText() throws {
        let releases = [
            Release(version: "2.0", fixes: 12), Release(version: "2.1", fixes: 7), Release(version: "2.2", fixes: 15),
            Release(version: "2.3", fixes: 4),
        ]
        let chart = Chart(releases) { release in
            BarMark(x: .value("Version", release.version), y: .value("Fixes", release.fixes))
                .annotation(position: .top) {
                    switch release.version {
                    case "2.0": Text("upright")
                    case "2.1": Text("italic").italic()
                    case "2.2":
                        VStack(spacing: 0) {
                            Text("\(release.fixes)").font(.headline.italic())
                            Text("Cafe\u{301}").font(.caption.bold().italic())
                        }
                    default: Text("修复 fixes").font(.caption).italic()
                    }
                }
        }
        .chartXAxisLabel(position: .bottom, alignment: .center) {
            Text("Release").font(.caption2.italic())
        }
        .chartYAxisLabel(position: .top, alignment: .leading) {
            Text("Fixes shipped").font(.caption2.italic())
        }
        try expectGolden(chart, "text-italic", width: 400, height: 260, scale: 2) { $0.shaper = shaper }
    }

    /// The same 90 pt callout twice: cut with an ellipsis, and shrunk by `minimumScaleFactor` to show whole.
    @Test func oneLineTextShrinksInAFixedFrame() throws {
        let releases = [Release(version: "2.0", fixes: 12), Release(version: "2.1", fixes: 7)]
        let chart = Chart(releases) { release in
            BarMark(x: .value("Version", release.version), y: .value("Fixes", release.fixes))
                .annotation(position: .top) {
                    VStack(spacing: 2) {
                        if release.version == "2.0" {
                            Text("May 18, 2022").font(.callout).lineLimit(1)
                        } else {
                            Text("May 18, 2022").font(.callout).lineLimit(1).minimumScaleFactor(0.7)
                        }
                        Text("\(release.fixes)").font(.title2.bold())
                    }
                    .frame(width: 90)
                    .padding(4)
                    .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.15)))
                }
        }
        try expectGolden(chart, "text-shrink", width: 300, height: 220, scale: 2) { $0.shaper = shaper }
    }
}
