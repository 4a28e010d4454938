// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import TestSupport
import Testing

@testable import ShipPlotCLI

/// Completion of what only the tool knows (the log's step names, the time zones) and of the hinted words, in
/// the scripts `shipplot --generate-completion-script` writes for the real command table.
@Suite struct CompletionValuesTests {
    private let tool = ShipPlotCommandLine.tool

    @Test func listValuesPrintsTheStepsOfTheLogTheLineNames() throws {
        let box = try Sandbox()
        #expect(box.run(["add", "Press kit", "--new-step", "--log", "team.json"]).code == 0)
        let team = box.run(["--list-values", "steps", "--log", "team.json"])
        #expect(team.code == 0)
        #expect(team.output.stdoutText == (ShipLog().steps + ["Press kit"]).map { $0 + "\n" }.joined())
        // No log yet: the steps a first add would accept.
        let fresh = box.run(["--list-values", "steps"])
        #expect(fresh.output.stdoutText == ShipLog().steps.map { $0 + "\n" }.joined())
        #expect(box.bytes(".local/share/shipplot/shiplog.json") == nil)
    }

    @Test func listValuesPrintsTheZonesSorted() throws {
        let zones = try Sandbox().run(["--list-values", "zones"]).output.stdoutText.split(separator: "\n")
        #expect(zones.contains("Europe/Berlin"))
        #expect(zones == zones.sorted())
    }

    @Test func listValuesRefusesWhatItCannotList() throws {
        let box = try Sandbox()
        let cases: [([String], String)] = [
            (["--list-values"], "--list-values expects a value"),
            (
                ["--list-values", "step"],
                #"--list-values: "step" is not one of steps, zones, fields (did you mean "steps"?)"#
            ),
            (["--list-values", "steps", "--log"], "--log expects a value"),
            (["--list-values", "zones", "extra"], #"unexpected argument "extra""#),
        ]
        for (arguments, message) in cases {
            let run = box.run(arguments)
            #expect(run.code == 64)
            #expect(run.output.stderr == "shipplot: \(message) (see shipplot --help)\n")
        }
        #expect(!tool.helpText().contains("list-values"))
    }

    @Test func scriptsAskTheToolWhereTheTableSaysSo() throws {
        let bash = try completionScript(for: "bash", tool: tool)
        let zsh = try completionScript(for: "zsh", tool: tool)
        let fish = try completionScript(for: "fish", tool: tool)
        #expect(
            bash.contains("command shipplot --list-values \"$1\" \"${log[@]}\" -- \"${COMP_WORDS[@]:1:COMP_CWORD-1}\""))
        #expect(zsh.contains("--x'[The field along the x axis]:FIELD:_shipplot_asked fields'"))
        #expect(fish.contains("-l y -x -a '(__fish_shipplot_values_list fields)'"))
        #expect(zsh.contains("'*:STEP:_shipplot_asked steps'"))
        #expect(zsh.contains(#"colour order, e.g. "Screenshots,Final QA" (default\: every step"#))
        #expect(zsh.contains("]:LIST:_sequence -s , _shipplot_asked steps'"))
        #expect(zsh.contains("--smooth'[Draw lines and areas as curves"))
        #expect(zsh.contains("::smooth:(catmull-rom monotone)'"))
        #expect(fish.contains("-l tz -x -a '(__fish_shipplot_values zones)'"))
        #expect(fish.contains("__fish_prev_arg_in --smooth' -a 'catmull-rom monotone'"))
    }

    /// Completes `words` with the bash script, the built tool first on PATH, in `box`.
    private func bashCompletes(_ words: [String], in box: Sandbox) async throws -> [String] {
        let binary = try #require(builtShipplot, "build shipplot first")
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

    @Test func listValuesPrintsTheFieldsOfTheTableOnTheLine() throws {
        let box = try Sandbox()
        try box.write("date,downloads,platform\n2026-11-02,1,iOS\n", to: "t.csv")
        try box.write(#"[{"when": "2026-11-02", "n": 1}, {"n": 2, "who": "a"}, {"#, to: "t.json")
        let fields = { (line: [String]) in box.run(["--list-values", "fields", "--"] + line).output.stdoutText }
        #expect(fields(["chart", "t.csv", "--x"]) == "date\ndownloads\nplatform\n")
        // Options and their values before the table are stepped over; a truncated JSON table gives its first keys.
        #expect(fields(["chart", "--mark", "bar", "--smooth", "--group", "t.json", "--y"]) == "when\nn\nwho\n")
        #expect(fields(["chart", "--x"]).isEmpty)
        #expect(fields(["chart", "missing.csv", "--x"]).isEmpty)
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
        let binary = try #require(builtShipplot, "build shipplot first")
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
