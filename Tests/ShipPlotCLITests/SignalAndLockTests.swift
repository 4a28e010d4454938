// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `sample --force` onto the log waits for the log's lock, and every terminating signal
/// (not only SIGINT and SIGTERM) removes the temporary file of a write in progress.
@Suite(.serialized) struct SignalAndLockTests {
    /// Item 8 repro: SIGHUP, SIGPIPE, SIGUSR1 or SIGALRM during a chart write left `.w.png.tmp-PID-…` behind,
    /// which nothing removed. strace holds the chart's `write`, so the signal lands mid-write every time. The
    /// child starts with every signal at its default action, whatever the test runner ignores.
    @Test(
        .enabled(if: Shipplot.path != nil && Tracer.works, "needs the built shipplot and a working strace"),
        arguments: [SIGHUP, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGQUIT])
    func everyTerminatingSignalRemovesTheTemporary(_ signalNumber: Int32) async throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        try box.write("the previous chart", to: "w.png")
        let before = box.snapshot()
        let tracer = try DefaultSignalsProcess(
            [
                Tracer.path, "-f", "-qq", "-o", "/dev/null", "-e", "trace=write", "-e",
                "inject=write:delay_enter=250000",
                Shipplot.path!, "week", "--log", box.path("log.json"), "-o", box.path("w.png"), "--today", "2026-11-28",
            ])
        _ = try #require(await offThePool { box.signalWriter(of: "w.png", with: signalNumber) }, "the write started")
        let status = await offThePool { tracer.wait() }
        #expect(status == 128 + signalNumber)
        #expect(box.temporaries(in: ".").isEmpty, "no temporary file left")
        #expect(box.snapshot() == before, "the chart is as before")
        Report.append(
            "signal \(signalNumber) mid-write status=\(status) temporaries-left=\(box.temporaries(in: ".").count)")
    }

    /// Item 5 repro: `sample -o LOG --force` took no lock, so it replaced the log while an `add` held it, and the
    /// `add` was lost. Now it waits for the lock, then replaces the log (keeping the old one as `.bak`).
    @Test(.enabled(if: Shipplot.path != nil, "needs the built shipplot"))
    func sampleOntoTheLogWaitsForTheLock() async throws {
        let box = try Sandbox()
        let old = try box.write(Fixture.log, to: "log.json")
        // The log itself is the lock.
        let lock = open(box.path("log.json"), O_RDONLY)
        try #require(lock >= 0 && flock(lock, LOCK_EX) == 0)
        let child = try ChildProcess.start(
            ["sample", "-o", box.path("log.json"), "--force", "--today", "2026-11-28"],
            environment: ["SHIPPLOT_LOG": box.path("log.json")])
        // Bounded by a count: 150 looks, 10 ms apart, while the lock is held.
        // On a thread of its own: the looks sleep between them.
        let early: ChildProcess.Result? = await offThePool {
            var early: ChildProcess.Result?
            for _ in 0..<150 where early == nil && box.bytes("log.json") == old {
                early = child.poll()
                Clock.sleep(nanoseconds: 10_000_000)
            }
            return early
        }
        #expect(box.bytes("log.json") == old, "the log is untouched while another writer holds the lock")
        #expect(early == nil, "sample waits for the lock: \(early?.stderr ?? "")")
        flock(lock, LOCK_UN)
        close(lock)
        let result: ChildProcess.Result
        if let early { result = early } else { result = await offThePool { child.wait() } }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try box.log("log.json") == ShipLog.sample(through: LogDate("2026-11-28")!))
        #expect(box.bytes("log.json.bak") == old)
    }
}

/// A child started with every signal at its default action and none blocked; stdout and stderr to /dev/null.
struct DefaultSignalsProcess {
    let pid: pid_t

    init(_ argv: [String]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        resetSignals(&attributes)
        let arguments = argv.map { strdup($0) } + [nil]
        let settings: [String] = ["PATH=/usr/bin:/bin", "TZ=UTC", "LANG=C.UTF-8", "HOME=/nonexistent"]
        let environment = settings.map { strdup($0) } + [nil]
        defer { (arguments + environment).forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, argv[0], &actions, &attributes, arguments, environment)
        guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
        self.pid = pid
    }

    /// The exit code, or 128 + the signal that ended the process.
    func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7F != 0 ? 128 + (status & 0x7F) : (status >> 8) & 0xFF
    }
}
