// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import Testing

@testable import ShipPlotCLI

/// `report --markdown` as release notes show it: a light and a dark PNG per chart in a `<picture>`,
/// sized in CSS pixels, HiDPI by default, with alt text that lists the values and a data table under it.
@Suite struct MarkdownBundleTests {
    @Test func theBundleIsHiDPIAndEveryPictureIsSizedInCSSPixels() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        #expect(
            box.run([
                "report", "--log", "log.json", "--markdown", "md", "--picture", "--width", "640", "--height", "400",
            ]).code == 0)
        for name in ["steps-per-day", "trend", "by-step", "latest-day"] {
            for file in [name + ".png", name + "-dark.png"] {
                #expect(pngSize(try #require(box.bytes("md/" + file)))! == (1280, 800), "\(file): 2x by default")
            }
            #expect(box.bytes("md/\(name).png") != box.bytes("md/\(name)-dark.png"))
        }
        let markdown = String(decoding: try #require(box.bytes("md/report.md")), as: UTF8.self)
        #expect(
            markdown.contains(
                """
                <picture>
                <source media="(prefers-color-scheme: dark)" srcset="trend-dark.png" width="640" height="400">
                <img src="trend.png" alt="Line chart of the release-prep steps logged each day from November 22 to \
                November 28, 2026. 7 steps in total; the busiest day was Friday, November 27, with 5 steps; 5 of the 7 \
                days had nothing logged. Per day: Nov 22: 0, Nov 23: 0, Nov 24: 0, Nov 25: 2, Nov 26: 0, Nov 27: 5, \
                Nov 28: 0." width="640" height="400">
                </picture>
                """))
        #expect(markdown.components(separatedBy: "<picture>").count == 5)
    }

    @Test func anExplicitScaleIsKept() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        #expect(box.run(["report", "--log", "log.json", "--markdown", "md", "--scale", "1", "--picture"]).code == 0)
        #expect(pngSize(try #require(box.bytes("md/by-step-dark.png")))! == (800, 500))
        #expect(String(decoding: try #require(box.bytes("md/report.md")), as: UTF8.self).contains(#"width="800""#))
    }

    @Test func eachChartHasADataTable() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        #expect(box.run(["report", "--log", "log.json", "--markdown", "md"]).code == 0)
        let markdown = String(decoding: try #require(box.bytes("md/report.md")), as: UTF8.self)
        // The trend shows the same totals as the bars above it: one table for both.
        #expect(
            markdown.components(separatedBy: "| Day | Steps logged |\n| :-- | --: |\n| Sun, Nov 22 | 0 |\n").count == 2)
        #expect(
            markdown.contains(
                """
                | Day | Screenshots | Metadata | Keywords | Final QA | Total |
                | :-- | --: | --: | --: | --: | --: |
                """))
        #expect(markdown.contains("| Fri, Nov 27 | 3 | 1 | 0 | 1 | 5 |\n"))
        #expect(
            markdown.hasSuffix(
                """
                | Step | Times logged |
                | :-- | --: |
                | Screenshots | 3 |
                | Metadata | 1 |
                | Keywords | 0 |
                | Final QA | 1 |

                """))
    }

    @Test func cellsAndAttributesAreEscaped() {
        #expect(MarkdownText.cell("a|b [x](y)") == #"a\|b \[x\](y)"#)
        #expect(
            MarkdownText.attribute("\"<b>\" & [x](y) *e* `c` a\\b\nc")
                == "&#34;&lt;b&gt;&#34; &amp; &#91;x&#93;(y) &#42;e&#42; &#96;c&#96; a&#92;b c")
        let table = DataTable(header: ["Step", "Steps"], rows: [["a|b", "1"]])
        #expect(table.markdown == "| Step | Steps |\n| :-- | --: |\n| a\\|b | 1 |")
    }

    @Test func altTextListsValuesUpToTwoWeeksOnly() throws {
        let days = (0..<15).map { ShipDay(date: LogDate("2026-11-01")!.adding(days: $0), steps: ["Metadata"]) }
        let two = AltText.week(Array(days.suffix(14)), mark: .bar, steps: nil)
        #expect(
            two.hasSuffix(
                " Per day: Nov 2: 1, Nov 3: 1, Nov 4: 1, Nov 5: 1, Nov 6: 1, Nov 7: 1, Nov 8: 1, Nov 9: 1, "
                    + "Nov 10: 1, Nov 11: 1, Nov 12: 1, Nov 13: 1, Nov 14: 1, Nov 15: 1."))
        #expect(!AltText.week(days, mark: .bar, steps: nil).contains("Per day"))
        let empty = AltText.week([ShipDay(date: LogDate("2026-11-01")!)], mark: .line, steps: nil)
        #expect(!empty.contains("Per day"), "nothing to list: the empty days are already said")
    }
}
