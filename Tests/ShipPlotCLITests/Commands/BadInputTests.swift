// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CLITestSupport
import Foundation
import ShipLog
import Testing

@testable import ShipPlotCLI

/// A bad input of the numbered group `number` (the comments below name each group), run by
/// ``expectRefused(_:sourceLocation:)``.
private func item(
    _ number: Int, _ arguments: [String], _ code: Int32, _ message: String, files: [(String, SandboxEntry)] = []
) -> RefusedCommand {
    RefusedCommand(arguments, code, message, files: files, label: "item \(number)")
}

private func log(_ text: String) -> [(String, SandboxEntry)] { [("log.json", .text(text))] }
private func logBytes(_ bytes: [UInt8]) -> [(String, SandboxEntry)] { [("log.json", .bytes(bytes))] }
private let week = ["week", "--log", "log.json", "-o", "w.png"]
private let good = #"{"days": [{"date": "2026-11-27", "steps": ["Metadata"]}]}"#

/// Bad input to `shipplot`, end to end, in numbered groups: each is refused with one line naming the problem,
/// the documented exit code, nothing on stdout, and nothing on disk changed (no file created, removed or touched).
@Suite struct BadInputTests {
    static let cases: [RefusedCommand] = [
        // 1. Empty and whitespace-only files.
        item(1, week, 65, "shipplot: log.json: empty file, expected a JSON ship log", files: log("")),
        item(1, week, 65, "shipplot: log.json: only whitespace, expected a JSON ship log", files: log(" \n\t\r\n")),
        item(
            1, ["import", "in.csv", "--log", "log.json"], 65,
            "shipplot: in.csv: only whitespace, expected CSV rows \"date,step\"", files: [("in.csv", .text("\r\n\r\n"))]
        ),
        item(
            1, ["import", "in.plist", "--log", "log.json"], 65,
            "shipplot: in.plist: empty file, expected a property list of days", files: [("in.plist", .text(""))]),
        // 2. Zero days: the charts that could draw one refuse unless --allow-empty; the others name what is missing.
        item(
            2, week, 65,
            "shipplot: log.json: no days logged, expected at least one (log a step with \"shipplot add STEP\", or pass --allow-empty to chart an empty log)",
            files: log(#"{"days": []}"#)),
        item(
            2, ["stacked", "--log", "log.json", "-o", "s.png"], 65,
            "shipplot: log.json: no days logged, expected at least one (log a step with \"shipplot add STEP\", or pass --allow-empty to chart an empty log)",
            files: log(#"{"version": 1, "steps": ["Metadata"], "days": []}"#)),
        item(
            2, ["report", "--log", "log.json", "-o", "r.pdf"], 65,
            "shipplot: log.json: no day logged on or before 2026-11-28, expected at least one (log a step with \"shipplot add STEP\", or pass --date)",
            files: log(#"{"days": []}"#)),
        // 3. Truncated or malformed syntax, with line and column.
        item(
            3, week, 65,
            "shipplot: log.json:1:41: malformed JSON: unexpected end of file, expected \":\" after the field name",
            files: log(String(good.prefix(40)))),
        item(
            3, week, 65, "shipplot: log.json:3:1: malformed JSON: unexpected end of file, expected a day",
            files: log("{\"days\": [\n  {\"date\": \"2026-11-27\", \"steps\": [\"Metadata\"]},\n")),
        item(
            3, week, 65,
            "shipplot: log.json:1:2: malformed JSON: unexpected end of file, expected a field name in double quotes",
            files: log("{")),
        item(
            3, week, 65,
            "shipplot: log.json:2:1: top level is an array, expected an object with \"version\", \"steps\" and \"days\"",
            files: log("          \n" + String(repeating: "[", count: 100_000))),
        item(
            3, week, 65,
            "shipplot: log.json:1:11: days[0]: found an array, expected an object with \"date\" and \"steps\"",
            files: log("{\"days\": " + String(repeating: "[", count: 100_000))),
        item(
            3, week, 65,
            "shipplot: log.json:1:58: malformed JSON: unexpected \"{\", expected the end of the file after the top-level object",
            files: log(good + "{}")),
        item(
            3, ["import", "in.csv", "--log", "log.json"], 65,
            "shipplot: in.csv:2:12: a quoted field is not closed, expected a closing double quote",
            files: [("in.csv", .text("date,step\n2026-11-27,\"Final QA\n"))]),
        item(
            3, ["import", "in.csv", "--log", "log.json"], 65,
            "shipplot: in.csv:1:17: a double quote inside an unquoted field, expected the whole field in quotes with the quote doubled",
            files: [("in.csv", .text("2026-11-27,Final\"QA\n"))]),
        item(
            3, ["import", "in.plist", "--log", "log.json"], 65,
            "shipplot: in.plist:1:71: malformed XML property list: the document ends, expected a value",
            files: [("in.plist", .text("<?xml version=\"1.0\"?><plist version=\"1.0\"><array><dict><key>date</key>"))]),
        // 4. Encodings: invalid UTF-8, UTF-16, NUL bytes, control characters in names.
        item(
            4, week, 65, "shipplot: log.json:1:49: not UTF-8 text",
            files: logBytes(
                Array(#"{"days": [{"date": "2026-11-27", "steps": ["Meta"#.utf8) + [0xC3, 0x28]
                    + Array(#"data"]}]}"#.utf8))),
        item(
            4, week, 65, "shipplot: log.json: UTF-16 text, expected UTF-8",
            files: logBytes([0xFF, 0xFE] + Array(good.utf8).flatMap { [$0, 0] })),
        item(
            4, week, 65, "shipplot: log.json:2:3: NUL byte, expected JSON text (is this a binary file?)",
            files: logBytes(Array("{\n  ".utf8) + [0] + Array("\"days\": []}".utf8))),
        item(
            4, week, 65, "shipplot: log.json:1:1: NUL byte, expected JSON text (is this a binary file?)",
            files: logBytes([UInt8](repeating: 0, count: 1 << 20))),
        item(
            4, week, 65,
            "shipplot: log.json:1:44: days[0].steps[0]: step name \"Meta\\u0007data\" contains control character U+0007, expected printable text",
            files: log(#"{"days": [{"date": "2026-11-27", "steps": ["Meta\u0007data"]}]}"#)),
        item(
            4, week, 65,
            "shipplot: log.json:1:49: malformed JSON: control character U+0009 in a string, expected it escaped",
            files: log("{\"days\": [{\"date\": \"2026-11-27\", \"steps\": [\"Meta\tdata\"]}]}")),
        item(
            4, ["import", "in.csv", "--log", "log.json"], 65,
            "shipplot: in.csv:2:12: NUL byte, expected text (is this a binary file?)",
            files: [("in.csv", .bytes(Array("date,step\n2026-11-27,".utf8) + [0, 0x41, 0x0A]))]),
        item(
            4, ["week", "--da\nys"], 64,
            "shipplot week: unknown option --da\\nys (did you mean --days?) (see shipplot week --help)"),
        item(4, ["\u{1B}[31mweek"], 64, "shipplot: unknown command \"\\u001B[31mweek\" (see shipplot --help)"),
        item(
            4, ["add", "Meta\u{85}data", "--log", "log.json"], 64,
            "shipplot add: STEP: step name \"Meta\\u0085data\" contains control character U+0085, expected printable text (see shipplot add --help)"
        ),
        item(
            4, ["add", "\u{FEFF}Metadata", "--new-step", "--log", "log.json"], 64,
            "shipplot add: STEP: step name \"\\uFEFFMetadata\" starts or ends with an invisible character, expected it trimmed (see shipplot add --help)"
        ),
        item(
            22, ["import", "set.plist", "--log", "log.json"], 65,
            "shipplot: set.plist: binary property list holds a set (object 1), expected only arrays, dictionaries, strings, dates and numbers",
            files: [("set.plist", .bytes(Self.crashingPlist))]),
        // 5. Wrong types, duplicate keys, unknown fields.
        item(
            5, week, 65, "shipplot: log.json:1:10: days: found an object, expected an array of days",
            files: log(#"{"days": {}}"#)),
        item(
            5, week, 65, #"shipplot: log.json:1:20: days[0].date: found a number, expected a date "YYYY-MM-DD""#,
            files: log(#"{"days": [{"date": 20261127, "steps": []}]}"#)),
        item(
            5, week, 65, #"shipplot: log.json:1:21: days[0].steps: found a string, expected an array of step names"#,
            files: log(#"{"days": [{"steps": "Metadata", "date": "2026-11-27"}]}"#)),
        item(
            5, week, 65, #"shipplot: log.json:1:14: duplicate field "days", expected each field once"#,
            files: log(#"{"days": [], "days": []}"#)),
        item(
            5, week, 65, #"shipplot: log.json:1:14: owner: unknown field, expected "version", "steps" or "days""#,
            files: log(#"{"days": [], "owner": "me"}"#)),
        item(
            5, week, 65, #"shipplot: log.json:1:47: days[0].note: unknown field, expected "date" or "steps""#,
            files: log(#"{"days": [{"date": "2026-11-27", "steps": [], "note": "x"}]}"#)),
        item(
            5, ["import", "in.csv", "--log", "log.json"], 65, "shipplot: in.csv:1:1: 3 fields, expected 2 (date,step)",
            files: [("in.csv", .text("2026-11-27,Metadata,2\n"))]),
        item(
            5, ["import", "in.plist", "--log", "log.json"], 65,
            "shipplot: in.plist: [0].steps[0]: found a number, expected a step name string",
            files: [("in.plist", .text(plist("<date>2026-11-27T00:00:00Z</date>", steps: "<integer>3</integer>")))]),
        // 6. Unknown steps: refused with a suggestion.
        item(
            6, ["stacked", "--log", "log.json", "--steps", "Screenshot", "-o", "s.png"], 64,
            "shipplot stacked: --steps: \"Screenshot\" is not a step in the log (did you mean \"Screenshots\"?) (see shipplot stacked --help)"
        ),
        item(
            6, ["add", "Metdata", "--log", "log.json"], 64,
            "shipplot add: STEP: \"Metdata\" is not a step in the log (did you mean \"Metadata\"?); to start a new step, add --new-step (see shipplot add --help)"
        ),
        // 8. Impossible dates and timestamps.
        item(
            8, week, 65,
            #"shipplot: log.json:1:20: days[0].date: "2026-02-30" is not a valid date, expected YYYY-MM-DD"#,
            files: log(#"{"days": [{"date": "2026-02-30", "steps": ["Metadata"]}]}"#)),
        item(
            8, week, 65,
            #"shipplot: log.json:1:20: days[0].date: "2026-11-27T10:00:00" is not a valid date, expected YYYY-MM-DD"#,
            files: log(#"{"days": [{"date": "2026-11-27T10:00:00", "steps": ["Metadata"]}]}"#)),
        item(
            8, ["import", "in.csv", "--log", "log.json"], 65,
            #"shipplot: in.csv:1:1: date: "2026-11-27 10:00" is not a valid date, expected YYYY-MM-DD"#,
            files: [("in.csv", .text("2026-11-27 10:00,Metadata\n"))]),
        item(
            8, ["day", "--log", "log.json", "--date", "2026-02-29", "-o", "d.png"], 64,
            #"shipplot day: --date: "2026-02-29" is not a valid date, expected YYYY-MM-DD, today or yesterday (see shipplot day --help)"#
        ),
        item(
            8, week + ["--today", "2026-13-01"], 64,
            #"shipplot week: --today: "2026-13-01" is not a valid date, expected YYYY-MM-DD (see shipplot week --help)"#
        ),
        // 9. Dates outside 1970...2100.
        item(
            9, week, 65,
            #"shipplot: log.json:1:20: days[0].date: "1969-12-31" is outside the supported range, expected a date from 1970-01-01 to 2100-12-31"#,
            files: log(#"{"days": [{"date": "1969-12-31", "steps": ["Metadata"]}]}"#)),
        item(
            9, week, 65,
            #"shipplot: log.json:1:20: days[0].date: "2101-01-01" is outside the supported range, expected a date from 1970-01-01 to 2100-12-31"#,
            files: log(#"{"days": [{"date": "2101-01-01", "steps": ["Metadata"]}]}"#)),
        item(
            9, ["import", "in.plist", "--log", "log.json"], 65,
            "shipplot: in.plist: [0].date: 1900-01-01 (in UTC) is outside the supported range, expected a date from 1970-01-01 to 2100-12-31",
            files: [("in.plist", .text(plist("<date>1900-01-01T12:00:00Z</date>", steps: "<string>Metadata</string>")))]
        ),
        item(
            9, week + ["--today", "2101-01-01"], 64,
            #"shipplot week: --today: "2101-01-01" is outside the supported range, expected a date from 1970-01-01 to 2100-12-31 (see shipplot week --help)"#
        ),
        // 10. An invalid --tz is refused even where --today makes it unused.
        item(
            10, week + ["--tz", "Mars/Olympus"], 64,
            #"shipplot week: --tz: "Mars/Olympus" is not a time zone, expected a name like Europe/Berlin or UTC, or a POSIX rule like CET-1CEST,M3.5.0,M10.5.0/3 (see shipplot week --help)"#
        ),
        item(
            10, week + ["--tz", "Mars/Olympus", "--today", "2026-11-28"], 64,
            #"shipplot week: --tz: "Mars/Olympus" is not a time zone, expected a name like Europe/Berlin or UTC, or a POSIX rule like CET-1CEST,M3.5.0,M10.5.0/3 (see shipplot week --help)"#
        ),
        item(
            10, ["add", "Metadata", "--log", "log.json", "--tz", ""], 64,
            #"shipplot add: --tz: "" is not a time zone, expected a name like Europe/Berlin or UTC, or a POSIX rule like CET-1CEST,M3.5.0,M10.5.0/3 (see shipplot add --help)"#
        ),
        item(
            10, ["export", "--log", "log.json", "-o", "out.plist", "--tz", "UTC+25"], 64,
            #"shipplot export: --tz: "UTC+25" is not a time zone, expected a name like Europe/Berlin or UTC, or a POSIX rule like CET-1CEST,M3.5.0,M10.5.0/3 (see shipplot export --help)"#
        ),
        item(
            10, ["export", "--log", "log.json", "-o", "out.plist", "--tz", "Pacific/Apia"], 64,
            "shipplot: 2011-12-30 does not exist in Pacific/Apia (a time-zone change skipped that day), expected a zone in which every logged date exists",
            files: log(#"{"days": [{"date": "2011-12-31", "steps": ["A"]}, {"date": "2011-12-30", "steps": ["B"]}]}"#)),
        // 11. NaN, infinities and "nan" strings in numbers.
        item(
            11, week + ["--width", "nan"], 64,
            #"shipplot week: --width: "nan" is not a finite number (see shipplot week --help)"#),
        item(
            11, week + ["--height=-inf"], 64,
            #"shipplot week: --height: "-inf" is not a finite number (see shipplot week --help)"#),
        item(
            11, week + ["--scale", "NaN"], 64,
            #"shipplot week: --scale: "NaN" is not a number (see shipplot week --help)"#),
        item(
            11, ["day", "--log", "log.json", "--goal", "nan"], 64,
            #"shipplot day: --goal: "nan" is not a whole number (see shipplot day --help)"#),
        item(
            11, week, 65, "shipplot: log.json:1:13: version: found a string, expected the number 1",
            files: log(#"{"version": "nan", "days": []}"#)),
        item(
            11, week, 65, #"shipplot: log.json:1:13: malformed JSON: unexpected "N", expected a value"#,
            files: log(#"{"version": NaN, "days": []}"#)),
        // 12. Negative counts and sizes.
        item(
            12, week + ["--days", "-7"], 64,
            "shipplot week: --days: -7 is out of range, expected 1...3660 (see shipplot week --help)"),
        item(
            12, ["day", "--log", "log.json", "--goal", "-1"], 64,
            "shipplot day: --goal: -1 is out of range, expected 0...1000 (see shipplot day --help)"),
        item(
            12, ["sample", "-o", "s.json", "--days", "-1"], 64,
            "shipplot sample: --days: -1 is out of range, expected 1...3660 (see shipplot sample --help)"),
        // 13. Huge values.
        item(
            13, week + ["--width", "1e308"], 64,
            "shipplot week: --width: 1e308 is out of range, expected 50...14400 (see shipplot week --help)"),
        item(
            13, week + ["--scale", "1e308"], 64,
            "shipplot week: --scale: 1e308 is out of range, expected more than 0 and at most 8 (see shipplot week --help)"
        ),
        item(
            13, week + ["--days", "9007199254740993"], 64,
            "shipplot week: --days: 9007199254740993 is out of range, expected 1...3660 (see shipplot week --help)"),
        item(
            13, week + ["--days", "1e308"], 64,
            #"shipplot week: --days: "1e308" is not a whole number (see shipplot week --help)"#),
        item(
            13, week, 65, "shipplot: log.json:1:13: version: unsupported version 1e400, expected 1",
            files: log(#"{"version": 1e400, "days": []}"#)),
        // 16. Too many days for a window.
        item(
            16, ["log", "--log", "log.json", "--days", "3661"], 64,
            "shipplot log: --days: 3661 is out of range, expected 1...3660 (see shipplot log --help)"),
        // 17. Step names that cannot be labels.
        item(
            17, ["add", String(repeating: "Ship", count: 26), "--new-step", "--log", "log.json"], 64,
            "shipplot add: STEP: step name \"ShipShipShipShipShipShipShipShipShipShip…\" is 104 characters long, expected at most 100 (see shipplot add --help)"
        ),
        item(
            17, ["add", "Final\nQA", "--new-step", "--log", "log.json"], 64,
            "shipplot add: STEP: step name \"Final\\nQA\" contains control character U+000A, expected printable text (see shipplot add --help)"
        ),
        // 18. Invalid colours name the option and the value.
        item(
            18, week + ["--background", "#GGG"], 64,
            ##"shipplot week: --background: "#GGG" is not a colour, expected transparent or #RRGGBB (see shipplot week --help)"##
        ),
        item(
            18, week + ["--background", "#12345"], 64,
            ##"shipplot week: --background: "#12345" is not a colour, expected transparent or #RRGGBB (see shipplot week --help)"##
        ),
        item(
            18, week + ["--background", "rgb(300,0,0)"], 64,
            #"shipplot week: --background: "rgb(300,0,0)" is not a colour, expected transparent or #RRGGBB (see shipplot week --help)"#
        ),
        item(
            18, week + ["--background", "red"], 64,
            #"shipplot week: --background: "red" is not a colour, expected transparent or #RRGGBB (see shipplot week --help)"#
        ),
        item(
            18, ["day", "--log", "log.json", "--bar-color", "transparent"], 64,
            #"shipplot day: --bar-color: "transparent" is not a colour, expected #RRGGBB (see shipplot day --help)"#),
        // 19. Sizes and scales.
        item(
            19, week + ["--width", "0"], 64,
            "shipplot week: --width: 0 is out of range, expected 50...14400 (see shipplot week --help)"),
        item(
            19, week + ["--height", "-500"], 64,
            "shipplot week: --height: -500 is out of range, expected 50...14400 (see shipplot week --help)"),
        item(
            19, week + ["--width", "40000"], 64,
            "shipplot week: --width: 40000 is out of range, expected 50...14400 (see shipplot week --help)"),
        item(
            19, week + ["--scale", "0"], 64,
            "shipplot week: --scale: 0 is out of range, expected more than 0 and at most 8 (see shipplot week --help)"),
        item(
            19, week + ["--scale", "8.5"], 64,
            "shipplot week: --scale: 8.5 is out of range, expected more than 0 and at most 8 (see shipplot week --help)"
        ),
        item(
            19, week + ["--width", "14400", "--height", "14400", "--scale", "4"], 64,
            "shipplot: --width, --height and --scale: 57600 × 57600 pixels is too large, expected at most 32767 a side"),
        item(
            19, week + ["--width", "14400", "--height", "14000"], 64,
            "shipplot: --width, --height and --scale: 14400 × 14000 pixels is over 100 megapixels"),
        // 14401...20000 once passed option checking, then a PDF or SVG failed with exit 1.
        item(
            19, week + ["--width", "14401"], 64,
            "shipplot week: --width: 14401 is out of range, expected 50...14400 (see shipplot week --help)"),
        // 20. Unsupported or mismatched formats.
        item(
            20, ["week", "--log", "log.json", "-o", "w.jpg"], 64,
            #"shipplot week: --output: "w.jpg" ends in .jpg, expected .png, .pdf or .svg (see shipplot week --help)"#),
        item(
            20, ["stacked", "--log", "log.json", "-o", "chart"], 64,
            #"shipplot stacked: --output: "chart" has no extension, expected .png, .pdf or .svg (see shipplot stacked --help)"#
        ),
        item(
            20, ["export", "--log", "log.json", "-o", "out.csv", "--format", "json"], 64,
            #"shipplot export: --format: json does not match "out.csv", whose extension says csv, expected the two to agree (or a file name without .json, .csv or .plist) (see shipplot export --help)"#
        ),
        item(
            20, ["sample", "-o", "s.plist", "--format", "csv"], 64,
            #"shipplot sample: --format: csv does not match "s.plist", whose extension says plist, expected the two to agree (or a file name without .json, .csv or .plist) (see shipplot sample --help)"#
        ),
        item(
            20, ["import", "in.json", "--format", "csv", "--log", "log.json"], 64,
            #"shipplot import: --format: csv does not match "in.json", whose extension says json, expected the two to agree (or a file name without .json, .csv or .plist) (see shipplot import --help)"#,
            files: [("in.json", .text(good))]),
        // 21. Output folders that are missing or unusable, and output equal to input.
        item(
            21, ["week", "--log", "log.json", "-o", "nowhere/w.png"], 73,
            "shipplot: cannot write nowhere/w.png: no folder nowhere"),
        item(
            21, ["export", "--log", "log.json", "-o", "nowhere/out.json"], 73,
            "shipplot: cannot write nowhere/out.json: no folder nowhere"),
        item(
            21, ["week", "--log", "log.json", "-o", "taken.png"], 73,
            "shipplot: cannot write taken.png: is a folder, expected a file",
            files: [("taken.png/keep", .text(""))]),
        item(
            21, ["week", "--log", "log.json", "-o", "pipe.png"], 73,
            "shipplot: cannot write pipe.png: is a FIFO (named pipe), expected a regular file (or - for standard output)",
            files: [("pipe.png", .fifo)]),
        item(
            21, ["export", "--log", "log.json", "-o", "pipe.csv"], 73,
            "shipplot: cannot write pipe.csv: is a FIFO (named pipe), expected a regular file (or - for standard output)",
            files: [("pipe.csv", .fifo)]),
        item(
            21, ["week", "--log", "log.json", "-o", "out.png/"], 64,
            #"shipplot week: --output: "out.png/" names a folder, expected a file name (see shipplot week --help)"#),
        item(
            21, ["export", "--log", "log.json", "-o", "out.csv/"], 64,
            #"shipplot export: --output: "out.csv/" names a folder, expected a file name (see shipplot export --help)"#),
        item(
            21, ["week", "--log", "log.png", "-o", "log.png"], 64,
            #"shipplot week: --output: "log.png" is the ship log itself, expected another file (see shipplot week --help)"#,
            files: [("log.png", .text(good))]),
        item(
            21, ["report", "--log", "log.pdf", "-o", "./log.pdf"], 64,
            #"shipplot report: --output: "./log.pdf" is the ship log itself, expected another file (see shipplot report --help)"#,
            files: [("log.pdf", .text(good))]),
        item(
            21, ["day", "--log", "log.json", "-o", "link.png"], 64,
            #"shipplot day: --output: "link.png" is the ship log itself, expected another file (see shipplot day --help)"#,
            files: [("link.png", .symlink(to: "log.json"))]),
        item(
            21, ["export", "--log", "log.json", "-o", "log.json", "--format", "json"], 64,
            #"shipplot export: --output: "log.json" is the ship log itself, expected another file (see shipplot export --help)"#
        ),
        // 22. Input that is missing, a folder, a FIFO, a symlink loop, a device, too large, or all NUL bytes.
        item(22, ["week", "--log", "gone.json", "-o", "w.png"], 66, "shipplot: gone.json: no such file"),
        item(
            22, week, 66, "shipplot: log.json: is a directory, expected a ship log file",
            files: [("log.json/keep", .text(""))]),
        item(
            22, week, 66, "shipplot: log.json: is a FIFO (named pipe), expected a regular file",
            files: [("log.json", .fifo)]),
        item(
            22, week, 66, "shipplot: log.json: cannot read: too many levels of symbolic links",
            files: [("a.json", .symlink(to: "log.json")), ("log.json", .symlink(to: "a.json"))]),
        item(
            22, ["week", "--log", "/dev/zero", "-o", "w.png"], 66,
            "shipplot: /dev/zero: is a device, expected a regular file"),
        item(
            22, week, 65, "shipplot: log.json: file is 1024 MiB, expected at most 64 MiB",
            files: [("log.json", .sparse(1 << 30))]),
        item(
            22, ["add", "Metadata", "--log", "log.json"], 65,
            "shipplot: log.json: file is 1024 MiB, expected at most 64 MiB",
            files: [("log.json", .sparse(1 << 30))]),
        item(
            22, ["add", "Metadata", "--log", "log.json"], 66,
            "shipplot: log.json: is a FIFO (named pipe), expected a regular file",
            files: [("log.json", .fifo)]),
        item(
            22, ["add", "Metadata", "--log", "log.json"], 66,
            "shipplot: log.json: cannot read: too many levels of symbolic links",
            files: [("a.json", .symlink(to: "log.json")), ("log.json", .symlink(to: "a.json"))]),
        item(
            22, ["import", "big.csv", "--log", "log.json"], 65,
            "shipplot: big.csv: file is 64.1 MiB, expected at most 64 MiB",
            files: [("big.csv", .sparse(64 << 20 + 1))]),
        item(
            22, ["import", "pipe.json", "--log", "log.json"], 66,
            "shipplot: pipe.json: is a FIFO (named pipe), expected a regular file",
            files: [("pipe.json", .fifo)]),
        item(
            22, ["import", "loop.plist", "--log", "log.json"], 66,
            "shipplot: loop.plist: cannot read: too many levels of symbolic links",
            files: [("loop.plist", .symlink(to: "loop.plist"))]),
        item(
            22, ["import", "zeros.csv", "--log", "log.json"], 65,
            "shipplot: zeros.csv:1:1: NUL byte, expected text (is this a binary file?)",
            files: [("zeros.csv", .bytes([UInt8](repeating: 0, count: 1 << 20)))]),
        item(
            22, ["import", "zeros.plist", "--log", "log.json"], 65,
            "shipplot: zeros.plist:1:1: NUL byte, expected text (is this a binary file?)",
            files: [("zeros.plist", .bytes([UInt8](repeating: 0, count: 4096)))]),
    ]

    /// A binary property list with a set, found by the fuzzer: Foundation's bridging of it crashed shipplot
    /// (SIGSEGV) until sets were refused before parsing.
    static let crashingPlist: [UInt8] = Array(
        Data(
            base64Encoded:
                "YnBsaXN0MDCiAQrBAwQCBQYHVGRhdGVSaWRVc3RlcHMzQchdKXgAAABSQTFjjvZdpKz3mptuc2hvZU10WHN0YWRhdGHSAg"
                + "QLDFoyMDI2LTExLTIwoQ1YRmluYWwgUUEICxIsLxcpGiA7RElUVgAAAAAAAAEBAAAAAAAAAA4AAAAAAAAAAAAAAAAAAABf")!)

    @Test(arguments: cases)
    func refusedWithOneLineAndNothingChanged(_ input: RefusedCommand) throws {
        try expectRefused(input)
    }
}

/// A property list of one day with `date` and `steps` as given (raw XML).
private func plist(_ date: String, steps: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><array><dict><key>date</key>\(date)<key>steps</key><array>\(steps)</array></dict></array></plist>
    """
}

/// Inputs that are odd but valid, each handled by a documented rule rather than refused.
@Suite struct OddButValidInputTests {
    /// 4. A byte order mark and CRLF line ends read like plain UTF-8 with LF.
    @Test func byteOrderMarkAndCRLFAreRead() throws {
        let box = try Sandbox()
        let text =
            "\u{FEFF}{\r\n  \"days\": [\r\n    {\"date\": \"2026-11-27\", \"steps\": [\"Metadata\", \"Final QA\"]}\r\n  ]\r\n}\r\n"
        try box.write(text, to: "log.json")
        let before = box.bytes("log.json")
        let (code, output) = box.run(["log", "--log", "log.json", "--json", "--days", "2"])
        #expect(code == 0, "\(output.stderr)")
        #expect(
            output.stdoutText.contains(#"{"date": "2026-11-27", "total": 2, "steps": {"Metadata": 1, "Final QA": 1}}"#))
        #expect(box.run(["week", "--log", "log.json", "-o", "w.png"]).code == 0)
        #expect(box.bytes("log.json") == before, "reading never rewrites the log")
    }

    /// 7. Duplicate and unordered dates: days are sorted newest first and same-date entries merged, steps in file
    /// order; the first `add` writes the log back in that normal form.
    @Test func duplicateAndUnorderedDatesMerge() throws {
        let box = try Sandbox()
        try box.write(
            """
            {"days": [
              {"date": "2026-11-20", "steps": ["Keywords"]},
              {"date": "2026-11-27", "steps": ["Metadata"]},
              {"date": "2026-11-20", "steps": ["Final QA", "Keywords"]}
            ]}
            """, to: "log.json")
        let (code, output) = box.run(["log", "--log", "log.json", "--json", "--days", "9"])
        #expect(code == 0)
        #expect(output.stdoutText.contains(#"{"date": "2026-11-27", "total": 1, "steps": {"Metadata": 1}}"#))
        #expect(
            output.stdoutText.contains(#"{"date": "2026-11-20", "total": 3, "steps": {"Keywords": 2, "Final QA": 1}}"#))
        #expect(box.run(["add", "Screenshots", "--log", "log.json"]).code == 0)
        let saved = try box.log("log.json")
        #expect(saved.days.map(\.date.description) == ["2026-11-28", "2026-11-27", "2026-11-20"])
        #expect(saved.day(on: LogDate("2026-11-20")!)?.steps == ["Keywords", "Final QA", "Keywords"])
    }

    /// 14 and 16. Constant data, a single day, and more steps than palette colours all chart.
    @Test func constantSingleAndManyStepLogsChart() throws {
        let box = try Sandbox()
        let constant = try ShipLog(
            days: (0..<7).map { ShipDay(date: LogDate("2026-11-22")!.adding(days: $0), steps: ["Metadata"]) })
        let single = try ShipLog(days: [ShipDay(date: LogDate("2026-11-28")!, steps: ["Metadata"])])
        let names = (1...12).map { "Step \($0)" }
        let many = try ShipLog(steps: names, days: [ShipDay(date: LogDate("2026-11-27")!, steps: names)])
        for (name, log) in [("constant", constant), ("single", single), ("many", many)] {
            try box.write(log, to: "\(name).json")
            for command in ["week", "stacked", "day", "report"] {
                let output = command == "report" ? "\(name)-\(command).pdf" : "\(name)-\(command).png"
                let run = box.run([command, "--log", "\(name).json", "-o", output])
                #expect(run.code == 0, "\(command) \(name): \(run.output.stderr)")
                #expect((box.bytes(output)?.count ?? 0) > 0)
            }
        }
    }

    /// 17. Step names in any script are kept exactly and charted; drawing them never fails.
    @Test func stepNamesInAnyScript() throws {
        let box = try Sandbox()
        let names = ["スクリーンショット", "🚀 Launch", "مراجعة", "Ünïcödé QA", String(repeating: "W", count: 100)]
        #expect(box.run(["add"] + names + ["--new-step", "--log", "log.json"]).code == 0)
        let log = try box.log("log.json")
        #expect(log.day(on: LogDate("2026-11-28")!)?.steps == names)
        for command in ["week", "stacked", "day"] {
            let run = box.run([
                command, "--log", "log.json", "-o", "\(command).png", "--width", "300", "--height", "200",
            ])
            #expect(run.code == 0, "\(command): \(run.output.stderr)")
        }
    }

    /// 2. `--allow-empty` charts a log with no days as an empty chart.
    @Test func allowEmptyChartsAnEmptyLog() throws {
        let box = try Sandbox()
        try box.write(ShipLog(), to: "log.json")
        for command in ["week", "stacked"] {
            let run = box.run([command, "--log", "log.json", "--allow-empty", "-o", "\(command).png"])
            #expect(run.code == 0, "\(run.output.stderr)")
            #expect(pngSize(box.bytes("\(command).png") ?? Data()).map { $0 == (800, 500) } == true)
        }
    }

    /// 10. Days whose midnight a DST change skips (or repeats) survive a property-list round trip in that zone.
    @Test(arguments: [
        ("America/Sao_Paulo", "2018-11-04"), ("America/Havana", "2013-03-10"), ("Asia/Beirut", "2020-03-29"),
        ("America/Santiago", "2022-09-11"), ("Europe/Berlin", "2026-10-25"), ("Pacific/Apia", "2012-01-01"),
    ])
    func dstDaysRoundTrip(_ zone: String, _ date: String) throws {
        let box = try Sandbox()
        let day = try #require(LogDate(date))
        let original = try ShipLog(
            days: [day.adding(days: -1), day, day.adding(days: 1)].map { ShipDay(date: $0, steps: ["Metadata"]) })
        try box.write(original, to: "log.json")
        let export = box.run(["export", "--log", "log.json", "-o", "out.plist", "--tz", zone])
        #expect(export.code == 0, "\(export.output.stderr)")
        let imported = box.run(["import", "out.plist", "--log", "back.json", "--tz", zone])
        #expect(imported.code == 0, "\(imported.output.stderr)")
        #expect(try box.log("back.json").days == original.days)
    }
}
