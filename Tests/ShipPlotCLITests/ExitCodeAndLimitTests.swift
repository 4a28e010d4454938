import Foundation
import ShipLog
import Testing

@testable import ShipPlotCLI

/// Exit codes and limits that did not match the documentation: sizes inside the option ranges, future dates,
/// names with commas, outputs that overwrite each other.
@Suite struct ExitCodeAndLimitTests {
    /// A step name with a comma could not be chosen with `--steps`: the list was split at every comma.
    @Test func aStepNameWithACommaCanBeChosen() throws {
        #expect(StepSelection.split(#""Build, test",Metadata"#) == ["Build, test", "Metadata"])
        #expect(StepSelection.split(#" "say ""hi""" , a"b "#) == [#"say "hi""#, #"a"b"#])
        #expect(StepSelection.split("Screenshots, Final QA,,") == ["Screenshots", "Final QA"])
        let box = try Sandbox()
        let log = try ShipLog(days: [ShipDay(date: LogDate("2026-11-27")!, steps: ["Build, test", "Metadata"])])
        try box.write(log, to: "log.json")
        let chosen = box.run([
            "stacked", "--log", "log.json", "--steps", #""Build, test""#, "-o", "s.png", "--alt-text",
        ])
        #expect(chosen.code == 0, "\(chosen.output.stderr)")
        #expect(chosen.output.stdoutText.contains("Build, test"), "\(chosen.output.stdoutText)")
        let bare = box.run(["stacked", "--log", "log.json", "--steps", "Build, test", "-o", "t.png"])
        #expect(bare.code == 64)
        #expect(
            bare.output.stderr.contains(
                #"--steps: "Build" is not a step in the log (did you mean "Build, test"? put a name with a comma in double quotes)"#
            ), "\(bare.output.stderr)")
    }
}
