// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CLITestSupport
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
}
