// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import Testing

@testable import ShipPlotCLI

private let malformed = "{\"days\": [\n  {\"date\": \"2026-11-27\", \"steps\": [\"Metadata\",]}\n]}\n"
/// `log.json` replaced by a log with a stray comma.
private let malformedLog: [(String, SandboxEntry)] = [("log.json", .text(malformed))]

/// Commands refused by their own checks, each run by ``expectRefused(_:sourceLocation:)``.
@Suite struct ErrorPathTests {
    static let cases: [RefusedCommand] = [
        // add
        RefusedCommand(
            ["add", "Screenshot", "--log", "log.json"], 64,
            "shipplot add: STEP: \"Screenshot\" is not a step in the log (did you mean \"Screenshots\"?); to start a new step, add --new-step (see shipplot add --help)"
        ),
        RefusedCommand(
            ["add", "Final", "QA", "--log", "log.json"], 64,
            "shipplot add: STEP: \"Final\" is not a step in the log (did you mean \"Final QA\"? quote names that contain spaces); to start a new step, add --new-step (see shipplot add --help)"
        ),
        RefusedCommand(
            ["add", "Metadata", "--on", "2026-11-29", "--log", "log.json"], 64,
            "shipplot add: --on: 2026-11-29 is in the future, expected a date on or before today (2026-11-28) (see shipplot add --help)"
        ),
        RefusedCommand(
            ["add", "Metadata", "--on", "2026-02-30", "--log", "log.json"], 64,
            "shipplot add: --on: \"2026-02-30\" is not a valid date, expected YYYY-MM-DD, today or yesterday (see shipplot add --help)"
        ),
        RefusedCommand(
            ["add", "Metadata", "--on", "1969-12-31", "--log", "log.json"], 64,
            "shipplot add: --on: \"1969-12-31\" is outside the supported range, expected a date from 1970-01-01 to 2100-12-31 (see shipplot add --help)"
        ),
        RefusedCommand(
            ["add", "Metadata", "--on", "yesterday", "--today", "1970-01-01", "--log", "log.json"], 64,
            "shipplot add: --on: \"1969-12-31\" is outside the supported range, expected a date from 1970-01-01 to 2100-12-31 (see shipplot add --help)"
        ),
        RefusedCommand(
            ["add", "", "--log", "log.json"], 64,
            "shipplot add: STEP: empty step name, expected text such as \"Screenshots\" (see shipplot add --help)"),
        RefusedCommand(
            ["add", "Meta\u{7}data", "--new-step", "--log", "log.json"], 64,
            "shipplot add: STEP: step name \"Meta\\u0007data\" contains control character U+0007, expected printable text (see shipplot add --help)"
        ),
        RefusedCommand(
            ["add", "--log", "log.json"], 64, "shipplot add: missing argument STEP (see shipplot add --help)"),
        RefusedCommand(
            ["add", "Metadata", "--log", "log.json"], 65,
            "shipplot: log.json:2:47: malformed JSON: unexpected \"]\", expected a step name", files: malformedLog),
        RefusedCommand(
            ["add", "Metadata", "--log", "dir"], 66, "shipplot: dir: is a directory, expected a ship log file",
            files: [("dir/keep", .text(""))]),
        RefusedCommand(
            ["add", "Metadata", "--log", "notes.txt/log.json"], 73,
            "shipplot: notes.txt/log.json: cannot write: ROOT/notes.txt is not a directory",
            files: [("notes.txt", .text("x"))]),
        // remove
        RefusedCommand(
            ["remove", "--log", "log.json"], 64,
            "shipplot remove: expected at least one day to delete, as --on YYYY-MM-DD (see shipplot remove --help)"),
        RefusedCommand(
            ["remove", "--on", "2026-11-31", "--log", "log.json"], 64,
            "shipplot remove: --on: \"2026-11-31\" is not a valid date, expected YYYY-MM-DD, today or yesterday (see shipplot remove --help)"
        ),
        RefusedCommand(
            ["remove", "--on", "2026-11-21", "--log", "log.json"], 1,
            "shipplot: log.json: nothing logged on 2026-11-21, expected a day with steps (see \"shipplot log\"); nothing removed"
        ),
        RefusedCommand(
            ["remove", "--on", "2026-11-27", "--log", "log.json"], 65,
            "shipplot: log.json:2:47: malformed JSON: unexpected \"]\", expected a step name", files: malformedLog),
        RefusedCommand(
            ["remove", "--on", "2026-11-27", "--log", "other.json"], 66, "shipplot: other.json: no such file"),
        RefusedCommand(
            ["remove", "--on", "2026-11-27"], 66,
            "shipplot: no ship log at ROOT/.local/share/shipplot/shiplog.json yet, expected one (log a step with \"shipplot add STEP\", or give --log PATH)"
        ),
        // import
        RefusedCommand(
            ["import", "in.csv", "--log", "log.json"], 65, "shipplot: in.csv:3:1: 1 field, expected 2 (date,step)",
            files: [("in.csv", .text("date,step\n2026-11-01,Metadata\n2026-11-02\n"))]),
        RefusedCommand(
            ["import", "in.json", "--log", "log.json"], 65, "shipplot: in.json: empty file, expected a JSON ship log",
            files: [("in.json", .text(""))]),
        RefusedCommand(
            ["import", "in.plist", "--log", "log.json"], 65,
            "shipplot: in.plist: top level is a dictionary, expected an array of days",
            files: [("in.plist", .text("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>"))]),
        RefusedCommand(["import", "missing.csv", "--log", "log.json"], 66, "shipplot: missing.csv: no such file"),
        RefusedCommand(
            ["import", "dir", "--format", "csv", "--log", "log.json"], 66,
            "shipplot: dir: is a directory, expected a ship log file",
            files: [("dir/keep", .text(""))]),
        RefusedCommand(
            ["import", "in.txt", "--log", "log.json"], 64,
            "shipplot import: FILE: \"in.txt\" ends in .txt, expected .json, .csv or .plist (or give --format) (see shipplot import --help)"
        ),
        RefusedCommand(
            ["import", "log.json", "--log", "log.json"], 64,
            "shipplot import: FILE: \"log.json\" is the ship log itself, expected another file to merge in (see shipplot import --help)"
        ),
        RefusedCommand(
            ["import", "in.csv", "--log", "log.json"], 65,
            "shipplot: log.json:2:47: malformed JSON: unexpected \"]\", expected a step name",
            files: malformedLog + [("in.csv", .text("2026-11-01,Metadata\n"))]),
        // export
        RefusedCommand(
            ["export", "--log", "log.json"], 64,
            "shipplot export: missing -o FILE, expected where to write the export (- for stdout) (see shipplot export --help)"
        ),
        RefusedCommand(
            ["export", "--log", "log.json", "-o", "out.xml"], 64,
            "shipplot export: --output: \"out.xml\" ends in .xml, expected .json, .csv or .plist (or give --format) (see shipplot export --help)"
        ),
        RefusedCommand(
            ["export", "--log", "log.json", "-o", "log.json"], 64,
            "shipplot export: --output: \"log.json\" is the ship log itself, expected another file (see shipplot export --help)"
        ),
        RefusedCommand(
            ["export", "--log", "log.json", "-o", "nowhere/out.csv"], 73,
            "shipplot: cannot write nowhere/out.csv: no folder nowhere"),
        RefusedCommand(
            ["export", "--log", "log.json", "-o", "out.csv"], 65,
            "shipplot: log.json:2:47: malformed JSON: unexpected \"]\", expected a step name", files: malformedLog),
        // sample
        RefusedCommand(
            ["sample"], 64,
            "shipplot sample: missing -o FILE, expected where to write the sample (- for stdout) (see shipplot sample --help)"
        ),
        RefusedCommand(
            ["sample", "-o", "log.json"], 73,
            "shipplot: log.json: already exists, expected a new file (add --force to replace it)"),
        RefusedCommand(
            ["sample", "-o", "notes.txt/s.json"], 73,
            "shipplot: notes.txt/s.json: cannot write: ROOT/notes.txt is not a directory",
            files: [("notes.txt", .text("x"))]),
        RefusedCommand(
            ["sample", "-o", "s.json", "--days", "0"], 64,
            "shipplot sample: --days: 0 is out of range, expected 1...3660 (see shipplot sample --help)"),
        // charts
        RefusedCommand(
            ["day", "--log", "log.json", "-o", "d.png"], 65,
            "shipplot: log.json:2:47: malformed JSON: unexpected \"]\", expected a step name", files: malformedLog),
        RefusedCommand(
            ["stacked", "--log", "log.json", "--steps", "Metadata,Metadata", "-o", "s.png"], 64,
            "shipplot stacked: --steps: \"Metadata\" is listed twice, expected each step once (see shipplot stacked --help)"
        ),
        RefusedCommand(
            ["stacked", "--log", "log.json", "--days", "many"], 64,
            "shipplot stacked: --days: \"many\" is not a whole number (see shipplot stacked --help)"),
        RefusedCommand(
            ["day", "--log", "log.json", "--bar-color", "#GGG"], 64,
            "shipplot day: --bar-color: \"#GGG\" is not a colour, expected #RRGGBB (see shipplot day --help)"),
        RefusedCommand(
            ["day", "--log", "log.json", "--width", "0"], 64,
            "shipplot day: --width: 0 is out of range, expected 50...14400 (see shipplot day --help)"),
        RefusedCommand(
            ["day", "--log", "log.json", "-o", "nowhere/d.png"], 73,
            "shipplot: cannot write nowhere/d.png: no folder nowhere"),
        RefusedCommand(
            ["report", "--log", "log.json", "-o", "nowhere/r.pdf"], 73,
            "shipplot: cannot write nowhere/r.pdf: no folder nowhere"),
        RefusedCommand(
            ["report", "--log", "log.json", "-o", "r.docx"], 64,
            "shipplot report: --output: \"r.docx\" ends in .docx, expected .png, .pdf or .svg (see shipplot report --help)"
        ),
        RefusedCommand(
            ["report", "--log", "log.json", "--markdown", ""], 64,
            "shipplot report: --markdown: the folder name is empty (see shipplot report --help)"),
        RefusedCommand(
            ["report", "--log", "log.json", "--width", "20000", "--height", "20000", "--scale", "2"], 64,
            "shipplot report: --width: 20000 is out of range, expected 50...14400 (see shipplot report --help)"),
        RefusedCommand(
            ["report", "--log", "log.json", "--width", "14400", "--height", "14400", "--scale", "4", "-o", "r.png"], 64,
            "shipplot: --width, --height and --scale: 57600 × 57600 pixels is too large, expected at most 32767 a side"),
        RefusedCommand(
            ["log", "--log", "log.json", "--days", "0"], 64,
            "shipplot log: --days: 0 is out of range, expected 1...3660 (see shipplot log --help)"),
    ]

    @Test(arguments: cases)
    func refusedWithOneLineAndNothingChanged(_ command: RefusedCommand) throws {
        try expectRefused(command)
    }
}
