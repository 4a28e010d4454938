// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import Testing

@testable import ShipPlotCLI

@Suite struct ExportImportTests {
    @Test(arguments: ["out.json", "out.csv", "out.plist"])
    func exportThenImportRoundTrips(_ name: String) throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let export = box.run(["export", "--log", "log.json", "-o", name, "--tz", "Asia/Tokyo"])
        #expect(export.code == 0, "\(export.output.stderr)")
        #expect(export.output.stdoutText == "Wrote 3 days (8 steps) to \(name).\n")
        let imported = box.run(["import", name, "--log", "new.json", "--tz", "Asia/Tokyo"])
        #expect(imported.code == 0, "\(imported.output.stderr)")
        #expect(
            imported.output.stdoutText
                == "Imported \(name): 3 new days, 0 days with more steps, 0 unchanged; 8 steps added.\n")
        #expect(try box.log("new.json").days == Fixture.log.days)
        let again = box.run(["import", name, "--log", "new.json", "--tz", "Asia/Tokyo"])
        #expect(again.output.stdoutText == "Imported \(name): nothing new (3 days already in the log).\n")
    }

    @Test func csvExportIsPlainRows() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run(["export", "--log", "log.json", "-o", "-", "--format", "csv"])
        #expect(code == 0)
        #expect(
            output.stdoutText == """
                date,step
                2026-11-27,Screenshots
                2026-11-27,Screenshots
                2026-11-27,Screenshots
                2026-11-27,Metadata
                2026-11-27,Final QA
                2026-11-25,Keywords
                2026-11-25,Metadata
                2026-11-20,Final QA

                """)
    }

    @Test func plistDatesFollowTheZone() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run([
            "export", "--log", "log.json", "-o", "-", "--format", "plist", "--tz", "Europe/Berlin",
        ])
        #expect(code == 0)
        #expect(output.stdoutText.contains("<date>2026-11-26T23:00:00Z</date>"))
    }

    @Test func importMergesAndNamesNewSteps() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        try box.write(
            "date,step\n2026-11-27,Screenshots\n2026-11-27,Screenshots\n2026-11-27,Screenshots\n2026-11-27,Screenshots\n2026-11-26,Press kit\n",
            to: "more.csv")
        let dry = box.run(["import", "more.csv", "--log", "log.json", "--dry-run"])
        #expect(dry.code == 0)
        #expect(
            dry.output.stdoutText
                == "Dry run, would import more.csv: 1 new day, 1 day with more steps, 0 unchanged; 2 steps added; new steps: \"Press kit\".\n"
        )
        #expect(box.allFiles() == ["log.json", "more.csv"])
        let (code, _) = box.run(["import", "more.csv", "--log", "log.json"])
        #expect(code == 0)
        let log = try box.log("log.json")
        #expect(log.day(on: LogDate("2026-11-27")!)?.steps.filter { $0 == "Screenshots" }.count == 4)
        #expect(log.steps.last == "Press kit")
    }

    @Test func importReadsStandardInput() throws {
        let box = try Sandbox()
        let (code, output) = box.run(
            ["import", "-", "--format", "csv", "--log", "log.json"], input: Data("2026-11-20,Metadata\n".utf8))
        #expect(code == 0)
        #expect(output.stdoutText == "Imported stdin: 1 new day, 0 days with more steps, 0 unchanged; 1 step added.\n")
        let bad = box.run(["import", "-", "--log", "log.json"], input: Data("{".utf8))
        #expect(bad.code == 65)
        #expect(
            bad.output.stderr
                == "shipplot: stdin:1:2: malformed JSON: unexpected end of file, expected a field name in double quotes "
                + "(read as json from its first bytes; give --format json, csv or plist if it is another format)\n")
    }

    @Test func progressOnlyOnATerminalAndOnlyForBigFiles() throws {
        let box = try Sandbox()
        var rows = "date,step\n"
        let start = LogDate("2026-11-28")!
        for index in 0..<80_000 { rows += "\(start.adding(days: -(index % 3000))),Screenshots\n" }
        try box.write(rows, to: "big.csv")
        #expect(rows.utf8.count >= ImportCommand.progressThreshold)

        let quiet = box.run(["import", "big.csv", "--log", "a.json"])
        #expect(quiet.code == 0)
        #expect(quiet.output.stderr == "")

        let shown = box.run(["import", "big.csv", "--log", "b.json"], terminal: true)
        #expect(shown.code == 0)
        #expect(shown.output.stderr.hasPrefix("\rimporting big.csv: 0%"))
        #expect(shown.output.stderr.contains("\rimporting big.csv: 100%"))
        #expect(shown.output.stderr.hasSuffix("\r\u{1B}[K"), "the line is cleared when done")
        #expect(!shown.output.stdoutText.contains("\r"))

        try box.write("2026-11-20,Metadata\n", to: "small.csv")
        #expect(box.run(["import", "small.csv", "--log", "c.json"], terminal: true).output.stderr == "")
    }
}

@Suite struct SampleCommandTests {
    @Test func writesTheSampleAndRefusesToOverwrite() throws {
        let box = try Sandbox()
        let (code, output) = box.run(["sample", "-o", "s.json", "--days", "30"])
        #expect(code == 0)
        let log = try box.log("s.json")
        #expect(log == ShipLog.sample(through: LogDate("2026-11-28")!, days: 30))
        #expect(
            output.stdoutText
                == "Wrote the sample log to s.json: 2026-10-30 to 2026-11-28, \(log.days.count) days with steps logged.\n"
        )

        let before = box.bytes("s.json")
        let again = box.run(["sample", "-o", "s.json"])
        #expect(again.code == 73)
        #expect(
            again.output.stderr == "shipplot: s.json: already exists, expected a new file (add --force to replace it)\n"
        )
        #expect(box.bytes("s.json") == before)

        let forced = box.run(["sample", "-o", "s.json", "--force"])
        #expect(forced.code == 0)
        #expect(box.bytes("s.json.bak") == before)
        #expect(try box.log("s.json").days.count > log.days.count)
    }

    @Test func seedsTheDefaultLogCreatingItsFolders() throws {
        let box = try Sandbox()
        let (code, output) = box.run(["sample", "-o", "~/.local/share/shipplot/shiplog.json", "--days", "20"])
        #expect(code == 0, "\(output.stderr)")
        let log = try ShipLog.load(from: URL(fileURLWithPath: box.defaultLogPath))
        #expect(log == ShipLog.sample(through: LogDate("2026-11-28")!, days: 20))
        #expect(box.run(["log"]).output.stderr == "", "the charts and log now read it, not the built-in sample")
    }

    @Test func otherFormatsAndStdout() throws {
        let box = try Sandbox()
        #expect(box.run(["sample", "-o", "s.csv", "--days", "10"]).code == 0)
        #expect(String(decoding: try #require(box.bytes("s.csv")), as: UTF8.self).hasPrefix("date,step\n2026-11-"))
        let stdout = box.run(["sample", "-o", "-", "--days", "10"])
        #expect(
            try ShipLog.decode(stdout.output.stdout, source: "-")
                == ShipLog.sample(through: LogDate("2026-11-28")!, days: 10))
    }

    @Test func theSampleChartsLikeTheFallback() throws {
        let box = try Sandbox()
        #expect(box.run(["sample", "-o", "s.json"]).code == 0)
        let fromFile = box.run(["week", "--log", "s.json", "-o", "-"])
        let fallback = box.run(["week", "-o", "-"])
        #expect(fromFile.output.stdout == fallback.output.stdout)
    }
}

@Suite struct CompletionCommandTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func printsAScriptForEachShell(_ shell: String) throws {
        let box = try Sandbox()
        let (code, output) = box.run(["--generate-completion-script", shell])
        #expect(code == 0)
        #expect(output.stdoutText == (try completionScript(for: shell, tool: ShipPlotCommandLine.tool)))
        for command in ShipPlotCommandLine.tool.commands { #expect(output.stdoutText.contains(command.name)) }
        #expect(output.stdoutText.contains("--generate-completion-script \(shell)"))
        #expect(box.run(["--generate-completion-script=\(shell)"]).output.stdout == output.stdout)
    }

    @Test(
        arguments: [
            (
                ["--generate-completion-script"],
                "shipplot: --generate-completion-script expects a value, one of bash, zsh, fish (see shipplot --help)"
            ),
            (
                ["--generate-completion-script", "tcsh"],
                "shipplot: --generate-completion-script: \"tcsh\" is not one of bash, zsh, fish (see shipplot --help)"
            ),
            (
                ["--generate-completion-script", "bash", "zsh"],
                "shipplot: unexpected argument \"zsh\" (see shipplot --help)"
            ),
            (
                ["--generate-completion-scrip", "bash"],
                "shipplot: unknown option --generate-completion-scrip (did you mean --generate-completion-script?) (see shipplot --help)"
            ),
        ] as [([String], String)])
    func mistakesAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let box = try Sandbox()
        let (code, output) = box.run(arguments)
        #expect(code == 64)
        #expect(output.stderr == message + "\n")
        #expect(output.stdout.isEmpty)
    }

    @Test func helpForEveryCommandHasExamples() throws {
        let box = try Sandbox()
        for command in ShipPlotCommandLine.tool.commands {
            let viaHelp = box.run(["help", command.name])
            let viaFlag = box.run([command.name, "--help"])
            #expect(viaHelp.code == 0)
            #expect(viaHelp.output.stdout == viaFlag.output.stdout)
            #expect(viaHelp.output.stdoutText.hasPrefix("Usage: shipplot \(command.name) "))
            #expect(viaHelp.output.stdoutText.contains("\nExamples:\n  shipplot \(command.name) "))
            #expect(viaHelp.output.stdoutText.hasSuffix("\n"))
        }
        #expect(box.allFiles().isEmpty)
    }
}
