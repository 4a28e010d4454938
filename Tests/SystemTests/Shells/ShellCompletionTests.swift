// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CLITestSupport
import Foundation
import TestSupport
import Testing

@testable import ShipPlotCLI

/// Completion in the shells themselves: the scripts `shipplot --generate-completion-script` writes, sourced by bash
/// and fish with the built `shipplot` first on `PATH`, which they ask for what only the tool knows.
@Suite struct ShellCompletionTests {
    private let tool = ShipPlotCommandLine.tool

    /// Completes `words` with the bash script, the built tool first on PATH, in `box`.
    private func bashCompletes(_ words: [String], in box: Sandbox) async throws -> [String] {
        let binary = try #require(Shipplot.path, "build shipplot first")
        let script = box.path("shipplot.bash")
        try Data(try completionScript(for: "bash", tool: tool).utf8).write(to: URL(fileURLWithPath: script))
        let driver = """
            source "$1"; shift
            COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            _shipplot
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let folder = URL(fileURLWithPath: binary).deletingLastPathComponent().path
        let result = try await runToEnd(
            "/bin/bash", ["-c", driver, "driver", script, "shipplot"] + words,
            environment: ["PATH": folder + ":/usr/bin:/bin", "HOME": box.root.path, "TZ": "UTC"], in: box.root)
        #expect(result.status == 0)
        return result.stdoutText.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesStepsSmoothingDaysAndZones() async throws {
        let box = try Sandbox()
        #expect(box.run(["add", "Final QA", "--new-step"]).code == 0)
        #expect(box.run(["add", "Press kit", "--new-step", "--log", "team.json"]).code == 0)
        #expect(try await bashCompletes(["add", "Fi"], in: box) == [#"Final\ QA"#])
        #expect(try await bashCompletes(["add", "Screenshots", "P"], in: box) == [])
        #expect(try await bashCompletes(["add", "--log", "team.json", "P"], in: box) == [#"Press\ kit"#])
        #expect(try await bashCompletes(["add", "--log", "=", "team.json", "P"], in: box) == [#"Press\ kit"#])
        // An option before the command, with its value, is not taken for the command.
        #expect(try await bashCompletes(["--log", "team.json", "add", "P"], in: box) == [#"Press\ kit"#])
        #expect(try await bashCompletes(["week", "--smooth", ""], in: box) == ["catmull-rom", "monotone"])
        #expect(try await bashCompletes(["week", "--smooth", "--da"], in: box) == ["--days"])
        #expect(try await bashCompletes(["add", "--on", ""], in: box) == ["today", "yesterday"])
        #expect(try await bashCompletes(["remove", "--tz", "Europe/Berl"], in: box) == ["Europe/Berlin"])
        // --steps takes a comma-separated list: the name after the last comma is completed.
        #expect(try await bashCompletes(["week", "--steps", "Fi"], in: box) == [#"Final\ QA"#])
        #expect(try await bashCompletes(["week", "--steps", "Screenshots,Fi"], in: box) == [#"Screenshots,Final\ QA"#])
        #expect(
            try await bashCompletes(["week", "--log", "team.json", "--steps", "Final,P"], in: box) == [
                #"Final,Press\ kit"#
            ])
    }

    @Test func bashCompletesTheTablesFields() async throws {
        let box = try Sandbox()
        try box.write("date,downloads,platform\n2026-11-02,1,iOS\n", to: "t.csv")
        #expect(try await bashCompletes(["chart", "t.csv", "--x", "do"], in: box) == ["downloads"])
        #expect(try await bashCompletes(["chart", "--mark", "line", "t.csv", "--color", "p"], in: box) == ["platform"])
        #expect(try await bashCompletes(["chart", "t.csv", "--y", "downloads,pl"], in: box) == ["downloads,platform"])
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
    func fishCompletesStepsAndSmoothing() async throws {
        let binary = try #require(Shipplot.path, "build shipplot first")
        let box = try Sandbox()
        #expect(box.run(["add", "Final QA", "--new-step"]).code == 0)
        let script = box.path("shipplot.fish")
        try Data(try completionScript(for: "fish", tool: tool).utf8).write(to: URL(fileURLWithPath: script))
        let folder = URL(fileURLWithPath: binary).deletingLastPathComponent().path
        func complete(_ line: String) async throws -> [String] {
            let result = try await runToEnd(
                "/usr/bin/fish", ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", script, line],
                environment: ["PATH": folder + ":/usr/bin:/bin", "HOME": box.root.path, "TZ": "UTC"], in: box.root)
            #expect(result.status == 0, "\(result.stderrText)")
            return result.stdoutText.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        #expect(try await complete("shipplot add Fi") == ["Final QA"])
        #expect(try await complete("shipplot week --smooth m") == ["monotone"])
        #expect(try await complete("shipplot week --tz Europe/Berl") == ["Europe/Berlin"])
        #expect(try await complete("shipplot week --steps Screenshots,Fi") == ["Screenshots,Final QA"])
        try box.write("date,downloads,platform\n2026-11-02,1,iOS\n", to: "t.csv")
        #expect(try await complete("shipplot chart t.csv --x do") == ["downloads"])
        #expect(try await complete("shipplot chart t.csv --y downloads,pl") == ["downloads,platform"])
    }
}
