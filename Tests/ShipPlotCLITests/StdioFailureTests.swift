// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import Testing

/// A failed write to stdout or stderr is never a crash (it was
/// SIGILL, exit 132, with a stack trace). A failed stdout is one line on stderr and exit 74 (`EX_IOERR`), unless a
/// change was already saved; a failed stderr leaves the exit code as it was.
@Suite(.serialized) struct StdioFailureTests {
    /// Runs `script` in bash with `$0` the built shipplot, in the sandbox, so redirections can close or fill
    /// stdout and stderr.
    private func shell(_ script: String, in box: Sandbox) async throws -> ChildProcess.Result {
        // No backtracer: a crash (the bug these tests pin) then ends the child at once instead of hanging on the
        // closed streams it would print to.
        try await ChildProcess.run(
            ["-c", "cd \"$1\" && " + script, Shipplot.path!, box.root.path], executable: "/bin/bash",
            environment: ["SWIFT_BACKTRACE": "enable=no"])
    }

    @Test(
        .enabled(if: Shipplot.path != nil, "needs the built shipplot"),
        arguments: [
            // `shipplot log >/dev/full` crashed in FileHandle.write.
            (
                "\"$0\" log --log log.json >/dev/full", Int32(74),
                "shipplot: cannot write to stdout: no space left on device\n"
            ),
            (
                "\"$0\" week --log log.json -o - --today 2026-11-28 >/dev/full", 74,
                "shipplot: cannot write to stdout: no space left on device\n"
            ),
            (
                "\"$0\" log --log log.json >&-", 74,
                "shipplot: cannot write to stdout: bad file descriptor (stdout is closed)\n"
            ),
            // `add Nope 2>&-` crashed writing its usage error; it stays a usage error.
            ("\"$0\" add Nope --log log.json 2>&-", 64, ""),
            ("\"$0\" --version >/dev/full 2>&-", 74, ""),
            // `import - <&-` said "empty file".
            (
                "\"$0\" import - --log log.json <&-", 66,
                "shipplot: stdin: cannot read: bad file descriptor (stdin is closed)\n"
            ),
        ] as [(String, Int32, String)])
    func failedStreamsAreOneLineAndAnExitCode(_ script: String, _ status: Int32, _ stderr: String) async throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let before = box.snapshot()
        let result = try await shell(script, in: box)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stderr == stderr)
        #expect(box.snapshot() == before, "nothing changed on disk")
    }

    /// `shipplot add X >&-` saved the log and then crashed, so a retrying script logged twice. The change is
    /// saved, and a saved change is never reported as a failure.
    @Test(
        .enabled(if: Shipplot.path != nil, "needs the built shipplot"),
        arguments: [">&-", ">/dev/full", ">&- 2>&-"])
    func aSavedChangeIsNeverAFailure(_ redirection: String) async throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let result = try await shell("\"$0\" add Metadata --log log.json --today 2026-11-28 " + redirection, in: box)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try box.log("log.json").day(on: LogDate("2026-11-28")!)?.steps == ["Metadata"], "logged once")
        if !redirection.contains("2>&-") {
            #expect(result.stderr.hasPrefix("shipplot: warning: cannot write to stdout: "))
            #expect(result.stderr.hasSuffix("; the change was saved\n"))
        }
    }

    /// `export -o - | head -c 10` with SIGPIPE ignored: the write fails with EPIPE, which is exit 74, not a
    /// crash; with SIGPIPE at its default the process ends as any pipeline writer does (141).
    @Test(.enabled(if: Shipplot.path != nil, "needs the built shipplot"), arguments: [true, false])
    func aClosedPipe(_ ignored: Bool) async throws {
        let box = try Sandbox()
        // Larger than a pipe's buffer, so the writer is still writing when head exits.
        try box.write(ShipLog.sample(through: LogDate("2026-11-28")!, days: 3660), to: "big.json")
        let trap = ignored ? "trap '' PIPE; " : ""
        let result = try await shell(
            trap + "{ \"$0\" export --log big.json -o -; echo $? >status; } | head -c 10 >/dev/null",
            in: box)
        #expect(result.status == 0)
        let status = String(decoding: box.bytes("status") ?? Data(), as: UTF8.self)
        #expect(status == (ignored ? "74\n" : "141\n"), "\(result.stderr)")
        #expect(result.stderr == (ignored ? "shipplot: cannot write to stdout: broken pipe\n" : ""))
    }
}
