// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlotCLI

private func table(_ name: String, _ text: String) -> [(String, SandboxEntry)] { [(name, .text(text))] }
private let downloads = table(
    "d.csv", "date,platform,downloads\n2026-11-02,iOS,120\n2026-11-03,iOS,n/a\n2026-11-04,iOS,90\n2026-11-05,iOS,95\n")
private let good = table("t.csv", "date,platform,downloads\n2026-11-02,iOS,120\n2026-11-03,macOS,40\n")
private let chart = ["chart", "t.csv", "--x", "date", "--y", "downloads", "-o", "c.png"]

/// Bad input to `shipplot chart`, one row per kind of mistake: each is refused with one line naming it (the
/// field, or the line and column), the documented exit code, nothing on stdout and nothing written.
@Suite struct TableBadInputTests {
    static let cases: [RefusedCommand] = [
        // An unknown field names the nearest one, or lists them all.
        RefusedCommand(
            ["chart", "t.csv", "--x", "date", "--y", "download", "-o", "c.png"], 64,
            #"shipplot chart: --y: "download" is not a field of t.csv (did you mean "downloads"?) (see shipplot chart --help)"#,
            files: good),
        RefusedCommand(
            ["chart", "t.csv", "--x", "when", "--y", "downloads", "-o", "c.png"], 64,
            #"shipplot chart: --x: "when" is not a field of t.csv, expected one of "date", "platform" or "downloads" (see shipplot chart --help)"#,
            files: good),
        RefusedCommand(
            ["chart", "t.csv", "--x", "date", "--y", "downloads", "--color", "os", "-o", "c.png"], 64,
            #"shipplot chart: --color: "os" is not a field of t.csv, expected one of "date", "platform" or "downloads" (see shipplot chart --help)"#,
            files: good),
        RefusedCommand(
            ["chart", "t.csv", "--y", "downloads"], 64,
            #"shipplot chart: missing --x FIELD, expected one of "date", "platform" or "downloads" (see shipplot chart --help)"#,
            files: good),
        RefusedCommand(
            ["chart", "t.csv", "--x", "date"], 64,
            #"shipplot chart: missing --y FIELD, expected the field to measure, one of "date", "platform" or "downloads" (or --aggregate count to count rows) (see shipplot chart --help)"#,
            files: good),
        // A value that does not parse names its line and column.
        RefusedCommand(
            ["chart", "t.csv", "--x", "date", "--y", "downloads", "--y-type", "number"], 65,
            #"shipplot: t.csv:3:16: field "downloads": "1O0" is not a number, expected a number such as 42, -1.5 or 2e3"#,
            files: table("t.csv", "date,platform,downloads\n2026-11-02,iOS,120\n2026-11-03,iOS,1O0\n")),
        RefusedCommand(
            ["chart", "t.csv", "--x", "date", "--y", "n", "--x-type", "date"], 65,
            #"shipplot: t.csv:3:1: field "date": "2026-13-02" is not a date, expected a date such as 2026-11-28, 2026/11/28, Nov 28 2026 or 2026-11-28T14:30:00Z"#,
            files: table("t.csv", "date,n\n2026-11-02,1\n2026-13-02,3\n")),
        // Mixed types.
        RefusedCommand(
            ["chart", "d.csv", "--x", "date", "--y", "downloads"], 65,
            #"shipplot: d.csv:3:16: field "downloads": "n/a" is not a number, but 3 other values are numbers, expected one kind of value in a field (leave a value empty when it is missing)"#,
            files: downloads),
        // Up the y axis any text among numbers is odd, however few the numbers.
        RefusedCommand(
            ["chart", "t.csv", "--x", "date", "--y", "downloads"], 65,
            #"shipplot: t.csv:3:12: field "downloads": "1O0" is not a number, but 1 other value is a number, expected one kind of value in a field (leave a value empty when it is missing)"#,
            files: table("t.csv", "date,downloads\n2026-11-02,120\n2026-11-03,1O0\n")),
        RefusedCommand(
            ["chart", "t.csv", "--x", "when", "--y", "n"], 65,
            #"shipplot: t.csv:4:1: field "when": "7" is a number, but 2 other values are dates, expected one kind of value in a field (leave a value empty when it is missing, or give --x-type category to chart every value as a category)"#,
            files: table("t.csv", "when,n\n2026-01-01,2\n2026-01-02,5\n7,3\n")),
        RefusedCommand(
            ["chart", "t.csv", "--x", "a", "--y", "b"], 64,
            #"shipplot chart: neither --x "a" nor --y "b" holds numbers, expected numbers in one of them to measure (or --aggregate count to count rows) (see shipplot chart --help)"#,
            files: table("t.csv", "a,b\nx,y\nz,w\n")),
        // Empty input, from a file and from standard input.
        RefusedCommand(
            chart, 65,
            "shipplot: t.csv: empty file, expected a table: CSV or TSV with a header row, a JSON array of objects, or NDJSON",
            files: table("t.csv", "")),
        RefusedCommand(
            ["chart", "-", "--x", "a", "--y", "b"], 65,
            "shipplot: stdin: empty file, expected a table: CSV or TSV with a header row, a JSON array of objects, or NDJSON"
        ),
        RefusedCommand(
            ["chart", "t.tsv", "--x", "a", "--y", "b"], 65,
            "shipplot: t.tsv: only whitespace, expected a table: CSV or TSV with a header row, a JSON array of objects, or NDJSON",
            files: table("t.tsv", " \n\r\n")),
        RefusedCommand(
            chart, 65, "shipplot: t.csv: a header and no rows, expected at least one row of data",
            files: table("t.csv", "date,platform,downloads\n\n")),
        RefusedCommand(
            ["chart", "t.json", "--x", "a", "--y", "b"], 65,
            "shipplot: t.json: no rows, expected at least one row of data",
            files: table("t.json", "[]")),
        // Malformed text, with line and column.
        RefusedCommand(
            chart, 65, "shipplot: t.csv:2:1: 4 fields, expected 3 as in the header",
            files: table("t.csv", "date,platform,downloads\n2026-11-02,iOS,120,7\n")),
        RefusedCommand(
            chart, 65, "shipplot: t.csv:2:16: a quoted field is not closed, expected a closing double quote",
            files: table("t.csv", "date,platform,downloads\n2026-11-02,iOS,\"120\n")),
        RefusedCommand(
            chart, 65, "shipplot: t.csv:1:1: the header names \"date\" 2 times (fields 1, 3), expected each name once",
            files: table("t.csv", "date,downloads,date\n2026-11-02,120,2026-11-03\n")),
        RefusedCommand(
            ["chart", "t.json", "--x", "a", "--y", "b"], 65,
            #"shipplot: t.json:2:10: malformed JSON: unexpected "\"", expected "," or "}""#,
            files: table("t.json", "[{\"a\": 1, \"b\": 2},\n {\"a\": 2 \"b\": 3}]")),
        RefusedCommand(
            ["chart", "t.json", "--x", "a", "--y", "b"], 65,
            "shipplot: t.json:1:34: [1].b: found an array, expected a number, a date or text",
            files: table("t.json", "[{\"a\": 1, \"b\": 2}, {\"a\": 2, \"b\": [3]}]")),
        RefusedCommand(
            ["chart", "t.json", "--x", "a", "--y", "b"], 65,
            "shipplot: t.json:1:2: [0]: found a number, expected an object of named fields (one object a row)",
            files: table("t.json", "[1, 2]")),
        RefusedCommand(
            ["chart", "t.ndjson", "--x", "a", "--y", "b"], 65,
            "shipplot: t.ndjson:2:1: found an array, expected an object of named fields (one a line)",
            files: table("t.ndjson", "{\"a\": 1, \"b\": 2}\n[3]\n")),
        RefusedCommand(
            ["chart", "t.ndjson", "--x", "a", "--y", "b"], 65,
            "shipplot: t.ndjson:2:10: duplicate field \"a\", expected each field once",
            files: table("t.ndjson", "{\"a\": 1, \"b\": 2}\n{\"a\": 1, \"a\": 2}\n")),
        RefusedCommand(
            ["chart", "t.ndjson", "--x", "k1", "--y", "k2"], 65,
            "shipplot: t.ndjson:1:182: duplicate field \"k3\", expected each field once",
            files: table(
                "t.ndjson", "{" + (1...18).map { "\"k\($0)\": \($0), " }.joined() + "\"k3\": 0}\n")),
        RefusedCommand(
            ["chart", "t.json", "--x", "a", "--y", "b"], 65,
            "shipplot: t.json:1:280: values nested more than 256 deep, expected flatter rows",
            files: table("t.json", "[{\"a\": 1, \"b\": 2, \"c\": " + String(repeating: "[", count: 300) + "]}]")),
        RefusedCommand(
            chart, 65, "shipplot: t.csv:2:5: NUL byte, expected text (is this a binary file?)",
            files: [("t.csv", .bytes(Array("date,platform,downloads\n2026".utf8) + [0, 0x0A]))]),
        RefusedCommand(
            chart, 65, "shipplot: t.csv: UTF-16 text, expected UTF-8",
            files: [("t.csv", .bytes([0xFF, 0xFE] + Array("date,n\n".utf8).flatMap { [$0, 0] }))]),
        // A field of 100,000 categories on an axis; sizes past what can be drawn.
        RefusedCommand(
            ["chart", "t.csv", "--x", "user", "--y", "n"], 65,
            "shipplot: t.csv: --x \"user\" has 100,000 different values, expected at most 1,000 along an axis (put the field on --color, which names the first 12, keep the largest with --top N, or give --x-type number or date if it holds those)",
            files: table("t.csv", "user,n\n" + (0..<100_000).map { "u\($0),1\n" }.joined())),
        RefusedCommand(
            ["chart", "t.csv", "--x", "x", "--y", "n"], 65,
            "shipplot: t.csv: 20,001 bars are too many to draw, expected at most 20,000 (bin the values with --bin, or draw --mark line or point)",
            files: table("t.csv", "x,n\n" + (0...20_000).map { "\($0),1\n" }.joined())),
        RefusedCommand(
            ["chart", "t.csv", "--x", "x", "--y", "n"], 65,
            "shipplot: t.csv: the sum at one x of \"n (sum)\" is past the largest number, expected values that add up to less (or --aggregate mean, min or max)",
            files: table("t.csv", "x,n\na,1e308\na,1e308\n")),
        // Input that is missing or not a file; output over the input.
        RefusedCommand(["chart", "gone.csv", "--x", "a", "--y", "b"], 66, "shipplot: gone.csv: no such file"),
        RefusedCommand(
            ["chart", "t.csv", "--x", "a", "--y", "b"], 66, "shipplot: t.csv: is a directory, expected a table file",
            files: [("t.csv", .directory)]),
        RefusedCommand(
            ["chart", "t.csv", "--x", "a", "--y", "b"], 66,
            "shipplot: t.csv: is a FIFO (named pipe), expected a regular file", files: [("t.csv", .fifo)]),
        RefusedCommand(
            ["chart", "t.png", "--x", "date", "--y", "downloads", "-o", "./t.png"], 64,
            #"shipplot chart: --output: "./t.png" is the table being charted, expected another file (see shipplot chart --help)"#,
            files: table("t.png", "date,downloads\n2026-11-02,1\n")),
        // Options that do not go together.
        RefusedCommand(
            chart + ["--mark", "line", "--group"], 64,
            "shipplot chart: --group sets bars side by side, expected --mark bar (see shipplot chart --help)",
            files: good),
        RefusedCommand(
            chart + ["--group"], 64,
            "shipplot chart: --group sets bars of different colours side by side, expected --color FIELD (see shipplot chart --help)",
            files: good),
        RefusedCommand(
            chart + ["--mark", "point", "--stacking", "none"], 64,
            "shipplot chart: --stacking none stacks bars and areas, expected --mark bar or area with it (see shipplot chart --help)",
            files: good),
        RefusedCommand(
            chart + ["--smooth"], 64,
            "shipplot chart: --smooth bends lines and areas, expected --mark line or area with it (see shipplot chart --help)",
            files: good),
        RefusedCommand(
            ["chart", "t.csv", "--x", "platform", "--y", "downloads", "--unit", "day"], 64,
            #"shipplot chart: --unit day bins dates, and --x "platform" holds categories, expected a date field there (or --x-type date) (see shipplot chart --help)"#,
            files: good),
        RefusedCommand(
            ["chart", "t.csv", "--x", "downloads", "--y", "platform", "--mark", "line"], 64,
            #"shipplot chart: --mark line draws numbers up the y axis, and --y "platform" holds categories, expected a number field as --y (bars, points and rules can also lie along x, with the numbers as --x) (see shipplot chart --help)"#,
            files: good),
        RefusedCommand(
            chart + ["--format", "xml"], 64,
            #"shipplot chart: --format: "xml" is not one of csv, tsv, json, ndjson (see shipplot chart --help)"#),
    ]

    @Test(arguments: cases)
    func refusedWithOneLineAndNothingWritten(_ input: RefusedCommand) throws {
        try expectRefused(input)
    }
}
