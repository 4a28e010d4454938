// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlotCLI

/// Dates over eleven centuries: yearly bars would be hairlines, so each bar takes several years, said on the
/// axis; lines and points keep every date.
struct LongDateSpanTests {
    private static let table = "year,n\n" + (1000...2100).map { "\($0)-01-01,\($0 % 7)\n" }.joined()

    @Test(arguments: [800.0, 320, 3_000])
    func barsOverElevenCenturiesTakeSeveralYearsEach(_ width: Double) throws {
        let box = try Sandbox()
        try box.write(Self.table, to: "t.csv")
        let run = box.run([
            "chart", "t.csv", "--x", "year", "--y", "n", "-o", "c.png", "--width", "\(Int(width))", "--alt-text",
        ])
        #expect(run.code == 0, "\(run.output.stderr)")
        let text = run.output.stdoutText
        let points = try #require(
            text.split(separator: ":").dropFirst().first?.split(separator: " ").first.flatMap { Int($0) })
        #expect(Double(points) <= max(width / 3, 10), "\(points) bars in \(width) points: \(text)")
        #expect(text.contains("years a bar)"), "\(text)")
    }

    @Test func yearlyBarsThatFitStayYearly() throws {
        let box = try Sandbox()
        try box.write("year,n\n" + (1900...2000).map { "\($0)-01-01,1\n" }.joined(), to: "t.csv")
        let run = box.run(["chart", "t.csv", "--x", "year", "--y", "n", "-o", "c.png", "--alt-text"])
        #expect(run.code == 0 && run.output.stdoutText.contains("101 bars"), "\(run.output.stdoutText)")
        #expect(!run.output.stdoutText.contains("years a bar"))
    }

    @Test(arguments: ["line", "point", "area"])
    func otherMarksKeepEveryDate(_ mark: String) throws {
        let box = try Sandbox()
        try box.write(Self.table, to: "t.csv")
        let run = box.run(["chart", "t.csv", "--x", "year", "--y", "n", "--mark", mark, "-o", "c.svg", "--alt-text"])
        #expect(run.code == 0 && run.output.stdoutText.contains("1,101 points"), "\(run.output.stdoutText)")
    }
}
