// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CLITestSupport
import Foundation
import TestSupport
import Testing

/// Arguments that are not UTF-8, given to the built binary, whose arguments come from the kernel as bytes.
@Suite struct ArgumentBytesTests {
    /// A step name that is not UTF-8 is refused, its bytes shown, as the in-process tests see it refused.
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

}
