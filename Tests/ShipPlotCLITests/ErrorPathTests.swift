import Foundation
import ShipLog
import Testing

@testable import ShipPlotCLI

/// One refused command: its arguments (run beside a good log at `log.json`), the exit code and the one line it
/// must print. Every case also checks that the log's bytes and the set of files did not change.
struct ErrorPath: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var code: Int32
    var message: String
    /// Text for `log.json` instead of the good fixture log.
    var logText: String?
    /// Extra files to create first, relative path → contents.
    var files: [String: String] = [:]

    var testDescription: String { arguments.joined(separator: " ") }

    init(_ arguments: [String], _ code: Int32, _ message: String, logText: String? = nil, files: [String: String] = [:])
    {
        self.arguments = arguments
        self.code = code
        self.message = message
        self.logText = logText
        self.files = files
    }
}

private let malformed = "{\"days\": [\n  {\"date\": \"2026-11-27\", \"steps\": [\"Metadata\",]}\n]}\n"

@Suite struct ErrorPathTests {
    static let cases: [ErrorPath] = [
        // add
        ErrorPath(
            ["add", "Screenshot", "--log", "log.json"], 64,
            "shipplot add: STEP: \"Screenshot\" is not a step in the log (did you mean \"Screenshots\"?); to start a new step, add --new-step (see shipplot add --help)"
        ),
        ErrorPath(
            ["add", "Final", "QA", "--log", "log.json"], 64,
            "shipplot add: STEP: \"Final\" is not a step in the log (did you mean \"Final QA\"? quote names that contain spaces); to start a new step, add --new-step (see shipplot add --help)"
        ),
        ErrorPath(
            ["add", "Metadata", "--on", "2026-11-29", "--log", "log.json"], 64,
            "shipplot add: --on: 2026-11-29 is in the future, expected a date on or before today (2026-11-28) (see shipplot add --help)"
        ),
        ErrorPath(
            ["add", "Metadata", "--on", "2026-02-30", "--log", "log.json"], 64,
            "shipplot add: --on: \"2026-02-30\" is not a valid date, expected YYYY-MM-DD, today or yesterday (see shipplot add --help)"
        ),
        ErrorPath(
            ["add", "Metadata", "--on", "1969-12-31", "--log", "log.json"], 64,
            "shipplot add: --on: \"1969-12-31\" is outside the supported range, expected a date from 1970-01-01 to 2100-12-31 (see shipplot add --help)"
        ),
        ErrorPath(
            ["add", "Metadata", "--on", "yesterday", "--today", "1970-01-01", "--log", "log.json"], 64,
            "shipplot add: --on: \"1969-12-31\" is outside the supported range, expected a date from 1970-01-01 to 2100-12-31 (see shipplot add --help)"
        ),
        ErrorPath(
            ["add", "", "--log", "log.json"], 64,
            "shipplot add: STEP: empty step name, expected text such as \"Screenshots\" (see shipplot add --help)"),
        ErrorPath(
            ["add", "Meta\u{7}data", "--new-step", "--log", "log.json"], 64,
            "shipplot add: STEP: step name \"Meta\\u0007data\" contains control character U+0007, expected printable text (see shipplot add --help)"
        ),
        ErrorPath(["add", "--log", "log.json"], 64, "shipplot add: missing argument STEP (see shipplot add --help)"),
        ErrorPath(
            ["add", "Metadata", "--log", "log.json"], 65,
            "shipplot: log.json:2:47: malformed JSON: unexpected \"]\", expected a step name", logText: malformed),
        ErrorPath(
            ["add", "Metadata", "--log", "dir"], 66, "shipplot: dir: is a directory, expected a ship log file",
            files: ["dir/keep": ""]),
        ErrorPath(
            ["add", "Metadata", "--log", "notes.txt/log.json"], 73,
            "shipplot: notes.txt/log.json: cannot write: ROOT/notes.txt is not a directory", files: ["notes.txt": "x"]),
        // remove
        ErrorPath(
            ["remove", "--log", "log.json"], 64,
            "shipplot remove: expected at least one day to delete, as --on YYYY-MM-DD (see shipplot remove --help)"),
        ErrorPath(
            ["remove", "--on", "2026-11-31", "--log", "log.json"], 64,
            "shipplot remove: --on: \"2026-11-31\" is not a valid date, expected YYYY-MM-DD, today or yesterday (see shipplot remove --help)"
        ),
        ErrorPath(
            ["remove", "--on", "2026-11-21", "--log", "log.json"], 1,
            "shipplot: log.json: nothing logged on 2026-11-21, expected a day with steps (see \"shipplot log\"); nothing removed"
        ),
        ErrorPath(
            ["remove", "--on", "2026-11-27", "--log", "log.json"], 65,
            "shipplot: log.json:2:47: malformed JSON: unexpected \"]\", expected a step name", logText: malformed),
        ErrorPath(["remove", "--on", "2026-11-27", "--log", "other.json"], 66, "shipplot: other.json: no such file"),
        ErrorPath(
            ["remove", "--on", "2026-11-27"], 66,
            "shipplot: no ship log at ROOT/.local/share/shipplot/shiplog.json yet, expected one (log a step with \"shipplot add STEP\", or give --log PATH)"
        ),
        // import
        ErrorPath(
            ["import", "in.csv", "--log", "log.json"], 65, "shipplot: in.csv:3:1: 1 field, expected 2 (date,step)",
            files: ["in.csv": "date,step\n2026-11-01,Metadata\n2026-11-02\n"]),
        ErrorPath(
            ["import", "in.csv", "--log", "log.json"], 65,
            "shipplot: in.csv:1:1: date: 2026-12-01 is in the future, expected a date on or before 2026-11-28",
            files: ["in.csv": "2026-12-01,Metadata\n"]),
        ErrorPath(
            ["import", "in.json", "--log", "log.json"], 65, "shipplot: in.json: empty file, expected a JSON ship log",
            files: ["in.json": ""]),
        ErrorPath(
            ["import", "in.plist", "--log", "log.json"], 65,
            "shipplot: in.plist: top level is a dictionary, expected an array of days",
            files: ["in.plist": "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>"]),
        ErrorPath(["import", "missing.csv", "--log", "log.json"], 66, "shipplot: missing.csv: no such file"),
        ErrorPath(
            ["import", "dir", "--format", "csv", "--log", "log.json"], 66,
            "shipplot: dir: is a directory, expected a ship log file",
            files: ["dir/keep": ""]),
        ErrorPath(
            ["import", "in.txt", "--log", "log.json"], 64,
            "shipplot import: FILE: \"in.txt\" ends in .txt, expected .json, .csv or .plist (or give --format) (see shipplot import --help)"
        ),
        ErrorPath(
            ["import", "log.json", "--log", "log.json"], 64,
            "shipplot import: FILE: \"log.json\" is the ship log itself, expected another file to merge in (see shipplot import --help)"
        ),
        ErrorPath(
            ["import", "in.csv", "--log", "log.json"], 65,
            "shipplot: log.json:2:47: malformed JSON: unexpected \"]\", expected a step name", logText: malformed,
            files: ["in.csv": "2026-11-01,Metadata\n"]),
        // export
        ErrorPath(
            ["export", "--log", "log.json"], 64,
            "shipplot export: missing -o FILE, expected where to write the export (- for stdout) (see shipplot export --help)"
        ),
        ErrorPath(
            ["export", "--log", "log.json", "-o", "out.xml"], 64,
            "shipplot export: --output: \"out.xml\" ends in .xml, expected .json, .csv or .plist (or give --format) (see shipplot export --help)"
        ),
        ErrorPath(
            ["export", "--log", "log.json", "-o", "log.json"], 64,
            "shipplot export: --output: \"log.json\" is the ship log itself, expected another file (see shipplot export --help)"
        ),
        ErrorPath(
            ["export", "--log", "log.json", "-o", "nowhere/out.csv"], 73,
            "shipplot: cannot write nowhere/out.csv: no folder nowhere"),
        ErrorPath(
            ["export", "--log", "log.json", "-o", "out.csv"], 65,
            "shipplot: log.json:2:47: malformed JSON: unexpected \"]\", expected a step name", logText: malformed),
        // sample
        ErrorPath(
            ["sample"], 64,
            "shipplot sample: missing -o FILE, expected where to write the sample (- for stdout) (see shipplot sample --help)"
        ),
        ErrorPath(
            ["sample", "-o", "log.json"], 73,
            "shipplot: log.json: already exists, expected a new file (add --force to replace it)"),
        ErrorPath(
            ["sample", "-o", "notes.txt/s.json"], 73,
            "shipplot: notes.txt/s.json: cannot write: ROOT/notes.txt is not a directory", files: ["notes.txt": "x"]),
        ErrorPath(
            ["sample", "-o", "s.json", "--days", "0"], 64,
            "shipplot sample: --days: 0 is out of range, expected 1...3660 (see shipplot sample --help)"),
        // charts
        ErrorPath(
            ["day", "--log", "log.json", "-o", "d.png"], 65,
            "shipplot: log.json:2:47: malformed JSON: unexpected \"]\", expected a step name", logText: malformed),
        ErrorPath(
            ["stacked", "--log", "log.json", "--steps", "Metadata,Metadata", "-o", "s.png"], 64,
            "shipplot stacked: --steps: \"Metadata\" is listed twice, expected each step once (see shipplot stacked --help)"
        ),
        ErrorPath(
            ["stacked", "--log", "log.json", "--days", "many"], 64,
            "shipplot stacked: --days: \"many\" is not a whole number (see shipplot stacked --help)"),
        ErrorPath(
            ["day", "--log", "log.json", "--bar-color", "#GGG"], 64,
            "shipplot day: --bar-color: \"#GGG\" is not a colour, expected #RRGGBB (see shipplot day --help)"),
        ErrorPath(
            ["day", "--log", "log.json", "--width", "0"], 64,
            "shipplot day: --width: 0 is out of range, expected 50...14400 (see shipplot day --help)"),
        ErrorPath(
            ["day", "--log", "log.json", "-o", "nowhere/d.png"], 73,
            "shipplot: cannot write nowhere/d.png: no such file or directory"),
        ErrorPath(
            ["report", "--log", "log.json", "-o", "nowhere/r.pdf"], 73,
            "shipplot: cannot write nowhere/r.pdf: no such file or directory"),
        ErrorPath(
            ["report", "--log", "log.json", "-o", "r.docx"], 64,
            "shipplot report: --output: \"r.docx\" ends in .docx, expected .png, .pdf or .svg (see shipplot report --help)"
        ),
        ErrorPath(
            ["report", "--log", "log.json", "--markdown", ""], 64,
            "shipplot report: --markdown: the folder name is empty (see shipplot report --help)"),
        ErrorPath(
            ["report", "--log", "log.json", "--width", "20000", "--height", "20000", "--scale", "2"], 64,
            "shipplot report: --width: 20000 is out of range, expected 50...14400 (see shipplot report --help)"),
        ErrorPath(
            ["report", "--log", "log.json", "--width", "14400", "--height", "14400", "--scale", "4", "-o", "r.png"], 1,
            "shipplot: 57600 × 57600 pixels is too large, expected at most 32767 a side"),
        ErrorPath(
            ["log", "--log", "log.json", "--days", "0"], 64,
            "shipplot log: --days: 0 is out of range, expected 1...3660 (see shipplot log --help)"),
    ]

    @Test(arguments: cases)
    func refusedWithOneLineAndNothingChanged(_ path: ErrorPath) throws {
        let box = try Sandbox()
        if let text = path.logText {
            try box.write(text, to: "log.json")
        } else {
            try box.write(Fixture.log, to: "log.json")
        }
        for (name, text) in path.files.sorted(by: { $0.key < $1.key }) {
            let url = URL(fileURLWithPath: box.path(name))
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try box.write(text, to: name)
        }
        let before = box.bytes("log.json")
        let filesBefore = box.allFiles()

        let (code, output) = box.run(path.arguments)

        #expect(code == path.code)
        #expect(output.stderr == path.message.replacingOccurrences(of: "ROOT", with: box.root.path) + "\n")
        #expect(output.stdout.isEmpty)
        #expect(box.bytes("log.json") == before, "the log on disk is unchanged")
        #expect(box.allFiles() == filesBefore, "no file was created or removed")
    }
}
