// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import Testing

@testable import ShipPlotCLI

@Suite struct LogCommandTests {
    @Test func oneLineADayNewestFirst() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run(["log", "--log", "log.json"])
        #expect(code == 0)
        #expect(output.stderr == "")
        #expect(
            output.stdoutText == """
                2026-11-27  Fri  5 steps
                2026-11-25  Wed  2 steps
                2026-11-20  Fri  1 step

                """)
    }

    @Test func expandListsDistinctStepsWithCountsInStepOrder() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run(["log", "--log", "log.json", "--expand", "--days", "4"])
        #expect(code == 0)
        #expect(
            output.stdoutText == """
                2026-11-28  Sat  0 steps
                2026-11-27  Fri  5 steps
                    Screenshots ×3
                    Metadata ×1
                    Final QA ×1
                2026-11-26  Thu  0 steps
                2026-11-25  Wed  2 steps
                    Metadata ×1
                    Keywords ×1

                """)
    }

    @Test func jsonForScripts() throws {
        let box = try Sandbox()
        let log = try ShipLog(days: Fixture.log.days + [ShipDay(date: LogDate("2026-11-01")!, steps: ["Say \"hi\""])])
        try box.write(log, to: "log.json")
        let (code, output) = box.run(["log", "--log", "log.json", "--json"])
        #expect(code == 0)
        #expect(
            output.stdoutText == """
                [
                  {"date": "2026-11-27", "total": 5, "steps": {"Screenshots": 3, "Metadata": 1, "Final QA": 1}},
                  {"date": "2026-11-25", "total": 2, "steps": {"Metadata": 1, "Keywords": 1}},
                  {"date": "2026-11-20", "total": 1, "steps": {"Final QA": 1}},
                  {"date": "2026-11-01", "total": 1, "steps": {"Say \\"hi\\"": 1}}
                ]

                """)
        let parsed = try JSONSerialization.jsonObject(with: output.stdout) as? [[String: Any]]
        #expect(parsed?.count == 4)
        let window = box.run(["log", "--log", "log.json", "--json", "--days", "2"])
        #expect(
            window.output.stdoutText == """
                [
                  {"date": "2026-11-28", "total": 0, "steps": {}},
                  {"date": "2026-11-27", "total": 5, "steps": {"Screenshots": 3, "Metadata": 1, "Final QA": 1}}
                ]

                """)
    }

    @Test func anEmptyLogSaysHowToStart() throws {
        let box = try Sandbox()
        try box.write(ShipLog(), to: "log.json")
        let (code, output) = box.run(["log", "--log", "log.json"])
        #expect(code == 0)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "shipplot: log.json has no days logged yet; add one with \"shipplot add STEP\"\n")
        #expect(box.run(["log", "--log", "log.json", "--json"]).output.stdoutText == "[]\n")
    }

    @Test func withoutALogItShowsTheSampleAndSaysSo() throws {
        let box = try Sandbox()
        let (code, output) = box.run(["log", "--days", "3"])
        #expect(code == 0)
        #expect(output.stderr.contains("showing the built-in sample"))
        #expect(output.stdoutText.split(separator: "\n").count == 3)
    }
}

@Suite struct AddCommandTests {
    @Test func createsTheLogAndItsFoldersToday() throws {
        let box = try Sandbox()
        let (code, output) = box.run(["add", "Screenshots", "Screenshots", "Metadata"])
        #expect(code == 0)
        #expect(output.stdoutText == "Logged Screenshots ×2, Metadata on Sat 2026-11-28; that day now has 3 steps.\n")
        #expect(output.stderr == "shipplot: started a new ship log at \(box.defaultLogPath)\n")
        let log = try ShipLog.load(from: URL(fileURLWithPath: box.defaultLogPath))
        #expect(log.days == [ShipDay(date: LogDate("2026-11-28")!, steps: ["Screenshots", "Screenshots", "Metadata"])])
        #expect(log.steps == ShipLog.standardSteps)
    }

    @Test func keepsNewestFirstInEveryCase() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        // Day exists, fits between, older than all, newer than all.
        for (date, step) in [
            ("2026-11-25", "Final QA"), ("2026-11-22", "Keywords"), ("2026-10-01", "Metadata"),
            ("today", "Screenshots"),
        ] {
            let (code, output) = box.run(["add", step, "--on", date, "--log", "log.json"])
            #expect(code == 0, "\(output.stderr)")
        }
        #expect(
            try box.log("log.json").days.map(\.date.description) == [
                "2026-11-28", "2026-11-27", "2026-11-25", "2026-11-22", "2026-11-20", "2026-10-01",
            ])
        #expect(try box.log("log.json").day(on: LogDate("2026-11-25")!)?.steps == ["Keywords", "Metadata", "Final QA"])
        #expect(box.exists("log.json.bak"))
    }

    @Test func yesterdayIsADate() throws {
        let box = try Sandbox()
        let (code, output) = box.run(["add", "Final QA", "--on", "yesterday", "--log", "l.json"])
        #expect(code == 0)
        #expect(output.stdoutText == "Logged Final QA on Fri 2026-11-27; that day now has 1 step.\n")
    }

    @Test func newStepsNeedTheirFlag() throws {
        let box = try Sandbox()
        let before = try box.write(Fixture.log, to: "log.json")
        let refused = box.run(["add", "Press kit", "--log", "log.json"])
        #expect(refused.code == 64)
        #expect(
            refused.output.stderr
                == "shipplot add: STEP: \"Press kit\" is not a step in the log, expected one of \"Screenshots\", \"Metadata\", \"Keywords\" or \"Final QA\"; to start a new step, add --new-step (see shipplot add --help)\n"
        )
        #expect(box.bytes("log.json") == before)

        let (code, output) = box.run(["add", "Press kit", "Screenshots", "--new-step", "--log", "log.json"])
        #expect(code == 0)
        #expect(output.stderr == "shipplot: added \"Press kit\" to the log's steps\n")
        #expect(try box.log("log.json").steps == ShipLog.standardSteps + ["Press kit"])
        #expect(box.run(["add", "Press kit", "--log", "log.json"]).code == 0, "known from now on")
    }

    @Test func theLockFileIsLeftForTheNextWriter() throws {
        let box = try Sandbox()
        #expect(box.run(["add", "Metadata", "--log", "l.json"]).code == 0)
        #expect(box.run(["add", "Metadata", "--log", "l.json"]).code == 0)
        #expect(box.allFiles() == ["l.json", "l.json.bak"])
    }
}

@Suite struct RemoveCommandTests {
    @Test func dryRunShowsAndChangesNothing() throws {
        let box = try Sandbox()
        let before = try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run([
            "remove", "--on", "2026-11-25", "--on", "2026-11-27", "--dry-run", "--log", "log.json",
        ])
        #expect(code == 0)
        #expect(
            output.stdoutText == """
                Would remove 2026-11-27 (Fri): 5 steps — Screenshots ×3, Metadata ×1, Final QA ×1
                Would remove 2026-11-25 (Wed): 2 steps — Metadata ×1, Keywords ×1
                Dry run: log.json is unchanged.

                """)
        #expect(box.bytes("log.json") == before)
        #expect(box.allFiles() == ["log.json"])
    }

    @Test func removesWholeDaysAndKeepsABackup() throws {
        let box = try Sandbox()
        let before = try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run(["remove", "--on", "2026-11-25", "2026-11-20", "--log", "log.json"])
        #expect(code == 0)
        #expect(
            output.stdoutText == """
                Removed 2026-11-25 (Wed): 2 steps — Metadata ×1, Keywords ×1
                Removed 2026-11-20 (Fri): 1 step — Final QA ×1

                """)
        #expect(output.stderr == "shipplot: the previous version is kept as log.json.bak\n")
        #expect(try box.log("log.json").days.map(\.date.description) == ["2026-11-27"])
        #expect(box.bytes("log.json.bak") == before)
    }

    @Test func oneDayWithNothingLoggedStopsThemAll() throws {
        let box = try Sandbox()
        let before = try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run(["remove", "--on", "2026-11-25", "--on", "2026-11-26", "--log", "log.json"])
        #expect(code == 1)
        #expect(
            output.stderr
                == "shipplot: log.json: nothing logged on 2026-11-26, expected a day with steps (see \"shipplot log\"); nothing removed\n"
        )
        #expect(output.stdout.isEmpty)
        #expect(box.bytes("log.json") == before)
        #expect(box.allFiles() == ["log.json"])
    }
}
