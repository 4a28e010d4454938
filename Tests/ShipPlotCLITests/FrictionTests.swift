// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import Testing

@testable import ShipPlotCLI

/// What a new user meets in the first sitting: where a chart went, options before the command, a file piped in
/// without its extension.
@Suite struct FrictionTests {
    private func logged() throws -> Sandbox {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        return box
    }

    @Test func chartCommandsNoteEachFileTheyWrite() throws {
        let box = try logged()
        let week = box.run(["week", "--log", "log.json"])
        #expect(week.code == 0)
        #expect(week.output.stderr == "shipplot: wrote week.png\n")
        #expect(box.bytes("week.png") != nil)

        let pair = box.run(["day", "--log", "log.json", "--theme", "both", "-o", "day.svg"])
        #expect(pair.output.stderr == "shipplot: wrote day.svg\nshipplot: wrote day-dark.svg\n")

        let report = box.run(["report", "--log", "log.json", "--markdown", "notes"])
        let notes = report.output.stderr.split(separator: "\n")
        #expect(report.code == 0)
        #expect(notes.contains("shipplot: wrote notes/report.md"))
        #expect(notes.contains("shipplot: wrote notes/trend.png"))
        let written = try FileManager.default.contentsOfDirectory(atPath: box.path("notes"))
        #expect(notes.count == written.count, "one line per file: \(notes)")

        let table = box.run(["chart", "-", "--x", "day", "--y", "n", "-o", "t.pdf"], input: Data("day,n\na,1\n".utf8))
        #expect(table.output.stderr == "shipplot: wrote t.pdf\n")
    }

    @Test func quietLeavesOutTheNotesButNotTheWarnings() throws {
        let box = try logged()
        for arguments in [
            ["week", "--log", "log.json", "--quiet"], ["stacked", "--log", "log.json", "-q"],
            ["report", "--log", "log.json", "--markdown", "notes", "-o", "r.pdf", "--quiet"],
        ] {
            let run = box.run(arguments)
            #expect(run.code == 0)
            #expect(run.output.stderr == "", "\(arguments)")
        }
        let missing = try Sandbox().run(["week", "--quiet"])
        #expect(missing.code == 0)
        #expect(missing.output.stderr.hasPrefix("shipplot: no ship log at "))
        #expect(!missing.output.stderr.contains("wrote"))
        // Standard output is no file: nothing to note.
        let piped = box.run(["week", "--log", "log.json", "-o", "-"])
        #expect(piped.output.stderr == "")
    }

    @Test func helpNamesTheDefaultOutput() throws {
        let box = try Sandbox()
        for (command, file) in [("week", "week.png"), ("day", "day.png"), ("stacked", "stacked.png")] {
            let help = box.run([command, "--help"]).output.stdoutText.split(whereSeparator: \.isWhitespace)
                .joined(separator: " ")
            #expect(help.contains("(default: \(file))"), "\(command) --help")
            #expect(help.contains("-q, --quiet"))
        }
    }

    @Test func longOptionsMayComeBeforeTheCommand() throws {
        let box = try logged()
        try box.write("date,step\n2026-11-21,Metadata\n", to: "more.csv")
        let moved = box.run(["--log", "log.json", "import", "more.csv"])
        #expect(moved.code == 0, "\(moved.output.stderr)")
        #expect(try box.log("log.json").day(on: LogDate("2026-11-21")!) != nil)

        let inline = box.run(["--log=log.json", "--days", "3", "week", "-o", "w.png"])
        #expect(inline.code == 0, "\(inline.output.stderr)")
        let flags = box.run(["--smooth", "monotone", "--quiet", "week", "--log", "log.json", "--mark", "line"])
        #expect(flags.code == 0)
        #expect(flags.output.stderr == "")
    }

    @Test func optionsBeforeNoCommandAreRefusedByName() throws {
        let box = try Sandbox()
        let cases: [([String], String)] = [
            (
                ["--log", "x.json"],
                "shipplot: missing command after --log x.json, expected one of week, day, stacked, "
                    + "report, chart, log, add, remove, import, export, sample (see shipplot --help)"
            ),
            (["--log"], "shipplot: --log expects a value (see shipplot --help)"),
            (
                ["--logg", "x.json", "week"],
                "shipplot: unknown option --logg (did you mean --log?) (see shipplot --help)"
            ),
            // The command's own table still decides: sample keeps no log.
            (
                ["--log", "x.json", "sample", "-o", "s.json"],
                "shipplot sample: unknown option --log (see shipplot sample --help)"
            ),
        ]
        for (arguments, message) in cases {
            let run = box.run(arguments)
            #expect(run.code == 64, "\(arguments)")
            #expect(run.output.stderr == message + "\n")
        }
        #expect(
            box.run(["--log", "x.json", "--version"]).output.stdoutText == "shipplot \(ShipPlotCommandLine.version)\n")
    }

    @Test func standardInputIsReadInTheFormatItsFirstBytesShow() throws {
        let box = try Sandbox()
        let csv = box.run(["import", "-", "--log", "log.json"], input: Data("date,step\n2026-11-20,Metadata\n".utf8))
        #expect(csv.code == 0, "\(csv.output.stderr)")
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><array><dict><key>date</key><date>2026-11-21T12:00:00Z</date>
            <key>steps</key><array><string>Keywords</string></array></dict></array></plist>
            """
        let fromPlist = box.run(["import", "-", "--log", "log.json"], input: Data(plist.utf8))
        #expect(fromPlist.code == 0, "\(fromPlist.output.stderr)")
        let json = try box.log("log.json").encoded()
        let fromJSON = box.run(["import", "-", "--log", "other.json"], input: json)
        #expect(fromJSON.code == 0)
        #expect(try box.log("other.json").days.count == 2)

        // A guess that fails says it was one, and how to say otherwise.
        let wrong = box.run(["import", "-", "--log", "log.json"], input: Data("2026-11-20;Metadata\n".utf8))
        #expect(wrong.code == 65)
        #expect(
            wrong.output.stderr.hasSuffix(
                "(read as csv from its first bytes; give --format json, csv or plist if it is another format)\n"))
        // --format is never second-guessed.
        let forced = box.run(["import", "-", "--format", "json", "--log", "log.json"], input: Data("date,step\n".utf8))
        #expect(forced.code == 65)
        #expect(!forced.output.stderr.contains("first bytes"))
    }

    @Test func sniffingLooksPastAByteOrderMarkAndSpace() {
        #expect(FileFormatOption.sniffed(Data("\u{FEFF}  \n{\"days\": []}".utf8)) == .json)
        #expect(FileFormatOption.sniffed(Data("\n[]".utf8)) == .json)
        #expect(FileFormatOption.sniffed(Data("bplist00".utf8)) == .plist)
        #expect(FileFormatOption.sniffed(Data("  <!DOCTYPE plist>".utf8)) == .plist)
        #expect(FileFormatOption.sniffed(Data("2026-11-20,Metadata".utf8)) == .csv)
        #expect(FileFormatOption.sniffed(Data()) == .json)
    }
}
