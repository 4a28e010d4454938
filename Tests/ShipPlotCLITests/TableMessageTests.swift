// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlotCLI

/// Messages about tables say what is wrong, and date-like values read as dates.
struct TableMessageTests {
    private func run(_ table: String, name: String = "t.csv", _ arguments: [String]) throws -> (
        code: Int32, stderr: String, stdout: String
    ) {
        let box = try Sandbox()
        try box.write(table, to: name)
        let run = box.run(["chart", name] + arguments + ["-o", "c.png"])
        return (run.code, run.output.stderr, run.output.stdoutText)
    }

    /// `1e400` was "not a number, but 1 other value is a number".
    @Test(arguments: [("t.json", #"[{"a":1e400,"b":1},{"a":2,"b":2}]"#), ("t.csv", "b,a\n1,1e400\n2,2\n")])
    func aNumberTooLargeIsSaidToBe(_ name: String, _ table: String) throws {
        let run = try run(table, name: name, ["--x", "b", "--y", "a"])
        #expect(run.code == 65)
        #expect(
            run.stderr.contains("field \"a\": \"1e400\" is past the largest number (about ±1.8e308)"), "\(run.stderr)")
        #expect(!run.stderr.contains("is not a number"))
    }

    /// Lines ending in CR alone read as one header of fields like "n\r2026-11-02".
    @Test func carriageReturnLineEndsAreNamed() throws {
        let run = try run("date,n\r2026-11-02,3\r2026-11-03,5\r", ["--x", "date", "--y", "n"])
        #expect(run.code == 65)
        #expect(run.stderr.contains("line 1 ends in a carriage return alone"), "\(run.stderr)")
        #expect(try self.run("date,n\r\n2026-11-02,3\r\n", ["--x", "date", "--y", "n"]).code == 0, "CR LF is fine")
    }

    /// `--y-type date` on a number field blamed the data for holding no numbers.
    @Test func aTypeGivenIsNamedWhenItLeavesNoNumbers() throws {
        let run = try run("date,n\n2026-11-02,3\n2026-11-03,5\n", ["--x", "date", "--y", "n", "--y-type", "date"])
        #expect(run.code == 64)
        #expect(run.stderr.contains("holds numbers as read with --y-type date"), "\(run.stderr)")
    }

    /// ISO 8601 sets no limit on a fraction's digits: a long one is still a date.
    @Test func aTimeWithALongFractionIsADate() throws {
        let run = try run(
            "d,n\n2026-11-28T14:30:00.1234567890123456789012Z,1\n2026-11-29T14:30:00.123456789+05:30,2\n",
            ["--x", "d", "--y", "n", "--x-type", "date", "--alt-text"])
        #expect(run.code == 0, "\(run.stderr)")
        let seconds = try #require(FieldText.date("2026-11-28T14:30:00.1234567890123456789012Z"))
        #expect(abs(seconds - 1_795_876_200.123_456_7) < 1e-5)
    }

    /// Years before 1 in alt text and titles: ISO years of four digits in the alt text, BC in the title.
    @Test func yearsBeforeOne() throws {
        let run = try run(
            "d,n\n0000-01-01,1\n0000-03-01,2\n", ["--x", "d", "--y", "n", "--unit", "week", "--alt-text"])
        #expect(run.code == 0, "\(run.stderr)")
        #expect(run.stdout.contains("d (week) from -0001-12-27 to 0000-02-28"), "\(run.stdout)")
        let day = DateUnit.day.start(of: FieldText.date("0000-06-01")!)
        #expect(TableTitle.range(day, day, unit: .day) == "Jun\u{A0}1,\u{A0}1\u{A0}BC")
    }
}
