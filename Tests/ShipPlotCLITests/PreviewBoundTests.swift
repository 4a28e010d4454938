// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlotCLI

/// The text preview is held to the chart's pixels and to a ceiling, whatever size the terminal reports, and
/// says when it is.
struct PreviewBoundTests {
    private func preview(_ size: (columns: Int, rows: Int)) throws -> Captured {
        let written = Captured()
        var io = CommandIO(
            environment: ["TERM": "xterm-256color"], currentDirectory: URL(fileURLWithPath: "/"),
            writeOutput: { written.appendOut($0) }, writeError: { written.appendErr($0) })
        io.outputIsTerminal = true
        io.terminalSize = { size }
        try TerminalPreview.show(try PreviewTests.weekRenderer(), forced: .text, io: io)
        return written
    }

    private func visibleWidths(_ text: String) -> Set<Int> {
        Set(
            text.split(separator: "\n").map {
                $0.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression).count
            })
    }

    /// A terminal reporting 65535×65535 cells got 4 GB of escapes; an 800×500 chart has 800 pixels across and
    /// 500 down, a grid of 800×250 cells.
    @Test func aHugeTerminalGetsThePreviewOfTheChartsPixels() throws {
        let wide = try preview((3_000, 2_000))
        try #require(wide.stdoutText.split(separator: "\n").count == 250)
        #expect(visibleWidths(wide.stdoutText) == [800])
        #expect(
            wide.stderr
                == "shipplot: note: the text preview is held to the chart's pixels (800×500) and at most 1000×500 "
                + "characters; the terminal reports 3000×2000\n")
        let huge = try preview((65_535, 65_535))
        #expect(huge.stdoutText.split(separator: "\n").count == 250 && huge.stdout.count < 40_000_000)
        #expect(huge.stderr.hasSuffix("the terminal reports 65535×65535\n"))
    }

    /// A terminal the chart fills says nothing about a cap.
    @Test func anOrdinaryTerminalIsNotCapped() throws {
        let ordinary = try preview((120, 40))
        #expect(ordinary.stderr.isEmpty)
        #expect(visibleWidths(ordinary.stdoutText) == [120])
    }
}
