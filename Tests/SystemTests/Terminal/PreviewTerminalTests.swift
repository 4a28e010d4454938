// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

/// The text preview in a real terminal: `shipplot week --preview` runs inside a detached tmux pane of a known size
/// and the pane is read back with `capture-pane`, colours included.
@Suite struct PreviewTerminalTests {
    /// One private tmux server per pane; its own socket and no configuration, so the user's tmux is untouched. The
    /// pane's command signals the tmux channel `done` when it has printed its exit line; then its shell waits on
    /// a FIFO this object holds open and ends when it is closed: when the test ends, or when the kernel closes it
    /// because the test process died. No time bound: on a busy machine the test may reach its wait many minutes
    /// after the command ended, and the pane must still be there to be read.
    private final class Pane: Sendable {
        let socket = "shipplot-preview-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pane-\(UUID())")
        /// The FIFO's only writer: read and write, so opening it does not wait for the pane's reader; not
        /// inherited by the processes the test starts, which would keep the pane alive after it.
        private let lifeline: Int32

        private init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let fifo = folder.appendingPathComponent("lifeline").path
            guard mkfifo(fifo, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            lifeline = open(fifo, O_RDWR | O_CLOEXEC)
            guard lifeline >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }

        /// Starts the server with `command` in its pane, `columns` × `rows`.
        static func start(columns: Int, rows: Int, command: String) async throws -> Pane {
            let pane = try Pane()
            let fifo = pane.folder.appendingPathComponent("lifeline").path
            let signalled = "\(command); /usr/bin/tmux -L \(pane.socket) wait-for -S done; exec cat '\(fifo)'"
            let status = try await pane.tmux(
                ["-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", signalled])
            try #require(status == 0, "tmux could not start a session")
            return pane
        }

        /// Ends the pane's shell (once its command has ended) and, for a command still running, the server: its
        /// kill-server client is reaped on a thread of its own, not the test's.
        deinit {
            close(lifeline)
            try? FileManager.default.removeItem(at: folder)
            if let pid = try? Pane.spawn(["-L", socket, "kill-server"]) { Thread { _ = Pane.reap(pid) }.start() }
        }

        /// Waits until the pane's command has printed its exit line: tmux's own `wait-for`, which returns at once
        /// when the channel was signalled before it (once: the signal is used up). Waits off the pool, unbounded.
        func waitForTheCommand() async throws {
            #expect(try await tmux(["wait-for", "done"]) == 0, "the pane's command signalled its end")
        }

        /// The pane's text, with SGR escapes when `escapes`.
        func capture(escapes: Bool) async throws -> String {
            // From the start of the history: rows that scrolled off the top count too.
            let arguments = ["-L", socket, "capture-pane", "-p", "-S", "-"] + (escapes ? ["-e"] : []) + ["-t", "0"]
            return try await runToEnd("/usr/bin/tmux", arguments).stdoutText
        }

        /// Runs tmux on this pane's server and waits for it on a thread of its own.
        private func tmux(_ arguments: [String]) async throws -> Int32 {
            let pid = try Pane.spawn(["-L", socket] + arguments)
            return await offThePool { Pane.reap(pid) }
        }

        /// Starts tmux with /dev/null for its descriptors. Through posix_spawn, not `Process`: a server started by
        /// a `Process`-launched client does not outlive the client here, so the pane would be gone before it is read.
        private static func spawn(_ arguments: [String]) throws -> pid_t {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for fd: Int32 in 0...2 {
                posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
            }
            // Default signal handling and no blocked signals, whatever the test runner's thread has: a server that
            // inherits blocked signals cannot end its pane's shell, and kill-server then leaves both running.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            resetSignals(&attributes)
            let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var pid: pid_t = 0
            let code = posix_spawn(&pid, "/usr/bin/tmux", &actions, &attributes, argv, environ)
            guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
            return pid
        }

        /// Waits for `pid` (blocking: call it off the pool).
        private static func reap(_ pid: pid_t) -> Int32 {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            return status
        }
    }

    private func pane(columns: Int, rows: Int) async throws -> Pane {
        let binary = try #require(Shipplot.path, "build shipplot first")
        try #require(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "Scripts/bootstrap --tests installs tmux")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let command =
            "env -i HOME='\(home.path)' TZ=UTC TERM=tmux-256color '\(binary)' week --preview --today 2026-11-16;"
            + " echo EXIT=$?"
        let pane = try await Pane.start(columns: columns, rows: rows, command: command)
        try await pane.waitForTheCommand()
        return pane
    }

    @Test func theChartFillsThePaneInColourBlocks() async throws {
        let pane = try await pane(columns: 100, rows: 30)
        let plain = try await pane.capture(escapes: false)
        let lines = plain.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("EXIT=0"))
        let drawing = lines.filter { $0.contains("▀") }
        // The drawing and the line after it fit the 30-row pane without scrolling.
        #expect(drawing.count >= 20 && drawing.count < 30, "\(drawing.count) rows of blocks in a 30-row pane")
        #expect(drawing.allSatisfy { $0.count >= 80 && $0.count <= 100 }, "rows fit the 100-column pane")
        #expect(drawing.allSatisfy { $0.allSatisfy { $0 == "▀" || $0 == " " } }, "only half blocks, no stray text")
        let coloured = try await pane.capture(escapes: true)
        // The light theme's blue bars and white background, in 24-bit colour.
        #expect(coloured.contains("38;2;0;122;255") || coloured.contains("48;2;0;122;255"))
        #expect(coloured.contains("48;2;255;255;255"))
        #expect(!coloured.contains("\u{1B}_G") && !coloured.contains("\u{1B}]1337"), "no image protocol in tmux")
    }

    @Test func aPaneTooSmallGetsOneLine() async throws {
        let pane = try await pane(columns: 12, rows: 4)
        let plain = try await pane.capture(escapes: false)
        #expect(!plain.contains("▀"))
        #expect(plain.contains("EXIT=1"))
    }
}
