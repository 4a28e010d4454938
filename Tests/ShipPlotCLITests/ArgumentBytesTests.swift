// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import ShipPlotCLI
import TestSupport
import Testing

/// Arguments that are not UTF-8, step names long in bytes, and small wording slips.
@Suite struct ArgumentBytesTests {
    /// Repro: `add --new-step $'A\xff'` logged a step "A\u{FFFD}" (Swift decodes argv with repair).
    @Test func argumentsThatAreNotUTF8AreRefused() throws {
        let box = try Sandbox()
        let captured = Captured()
        let io = CommandIO(
            environment: ["HOME": box.root.path], currentDirectory: box.root,
            writeOutput: { captured.appendOut($0) }, writeError: { captured.appendErr($0) })
        let code = ShipPlotCommandLine.main(
            rawArguments: [
                Array("add".utf8), Array("--new-step".utf8), [0x41, 0xFF, 0x5C], Array("--log".utf8),
                Array("l.json".utf8),
            ],
            io: io)
        #expect(code == 64)
        #expect(
            captured.stderr
                == "shipplot: argument 3 is not valid UTF-8 (\"A\\xFF\\x5C\"), expected UTF-8 text (see shipplot --help)\n"
        )
        #expect(box.allFiles().isEmpty)
    }

    /// The same through the real binary, whose arguments come from the kernel as bytes.
    @Test(.enabled(if: Shipplot.path != nil, "needs the built shipplot"))
    func theBinaryRefusesArgumentsThatAreNotUTF8() async throws {
        let box = try Sandbox()
        let result = try await ChildProcess.run(
            [
                "-c", "cd \"$1\" && \"$0\" add --new-step \"$(printf 'Step\\377')\" --log l.json --today 2026-11-28",
                Shipplot.path!, box.root.path,
            ], executable: "/bin/bash")
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "shipplot: argument 3 is not valid UTF-8 (\"Step\\xFF\"), expected UTF-8 text (see shipplot --help)\n"
        )
        #expect(box.allFiles().isEmpty)
    }

    /// The variables that name the log are checked the same way.
    @Test(.enabled(if: Shipplot.path != nil, "needs the built shipplot"))
    func theLogsVariableMustBeUTF8() async throws {
        let box = try Sandbox()
        let result = try await ChildProcess.run(
            [
                "-c", "cd \"$1\" && SHIPPLOT_LOG=\"$(printf 'log\\377.json')\" \"$0\" add Metadata --today 2026-11-28",
                Shipplot.path!, box.root.path,
            ], executable: "/bin/bash")
        #expect(result.status == 64)
        #expect(
            result.stderr == "shipplot: $SHIPPLOT_LOG is not valid UTF-8, expected UTF-8 text (see shipplot --help)\n")
        #expect(box.allFiles().isEmpty)
    }

    /// Repro: a 100-character step name could be one letter and 200,000 combining marks.
    @Test func stepNamesAreBoundedInBytes() throws {
        let box = try Sandbox()
        let name = "A" + String(repeating: "\u{301}", count: 2_000)
        let result = box.run(["add", name, "--new-step", "--log", "l.json", "--today", "2026-11-28"])
        #expect(result.code == 64)
        #expect(result.output.stderr.contains(" is 4001 bytes long, expected at most 400 (see shipplot add --help)\n"))
        #expect(box.allFiles().isEmpty)
    }

    /// Repro: `sample --days 1` said "1 days".
    @Test func sampleCountsOneDay() throws {
        let box = try Sandbox()
        let result = box.run(["sample", "-o", "s.json", "--days", "1", "--today", "2026-11-27"])
        #expect(result.code == 0)
        #expect(
            result.output.stdoutText
                == "Wrote the sample log to s.json: 2026-11-27 to 2026-11-27, 1 day with steps logged.\n")
    }
}
