import Foundation
import Testing

/// The text preview in a real terminal: `shipplot week --preview` runs inside a detached tmux pane of a known size
/// and the pane is read back with `capture-pane`, colours included.
@Suite struct PreviewTerminalTests {
    /// One private tmux server per pane; its own socket and no configuration, so the user's tmux is untouched.
    private final class Pane {
        let socket = "shipplot-preview-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

        init(columns: Int, rows: Int, command: String) throws {
            // The server inherits the launcher's descriptors: /dev/null keeps it off the test runner's pipes.
            let status = try Pane.tmux(
                ["-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", command])
            try #require(status == 0, "tmux could not start a session")
        }

        deinit { _ = try? Pane.tmux(["-L", socket, "kill-server"]) }

        /// The pane's text (with SGR escapes when `escapes`), once the command has printed its exit line; polled a
        /// bounded number of times. The bound only guards against a hang: with the whole suite running on two
        /// cores the pane's command once took over 20 s to start, so it allows two minutes.
        func capture(escapes: Bool) throws -> String {
            for _ in 0..<2400 {
                let text = try read(escapes: escapes)
                if text.contains("EXIT=") { return text }
                usleep(50_000)
            }
            return try read(escapes: escapes)
        }

        private func read(escapes: Bool) throws -> String {
            let out = Pipe()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
            // From the start of the history: rows that scrolled off the top count too.
            process.arguments =
                ["-L", socket, "capture-pane", "-p", "-S", "-"] + (escapes ? ["-e"] : []) + ["-t", "0"]
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }

        /// Runs tmux with /dev/null for its descriptors. Through posix_spawn, not `Process`: a server started by a
        /// `Process`-launched client does not outlive the client here, so the pane would be gone before it is read.
        private static func tmux(_ arguments: [String]) throws -> Int32 {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for fd: Int32 in 0...2 {
                posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
            }
            let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var pid: pid_t = 0
            guard posix_spawn(&pid, "/usr/bin/tmux", &actions, nil, argv, environ) == 0 else { return -1 }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            return status
        }
    }

    private func pane(columns: Int, rows: Int) throws -> Pane {
        let binary = try #require(Shipplot.path, "build shipplot first")
        try #require(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "Scripts/bootstrap --tests installs tmux")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        // The pane's shell keeps the pane open after shipplot exits, so its output can be read.
        let command =
            "env -i HOME='\(home.path)' TZ=UTC TERM=tmux-256color '\(binary)' week --preview --today 2026-11-16;"
            + " echo EXIT=$?; sleep 60"
        return try Pane(columns: columns, rows: rows, command: command)
    }

    @Test func theChartFillsThePaneInColourBlocks() throws {
        let pane = try pane(columns: 100, rows: 30)
        let plain = try pane.capture(escapes: false)
        let lines = plain.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("EXIT=0"))
        let drawing = lines.filter { $0.contains("▀") }
        // The drawing and the line after it fit the 30-row pane without scrolling.
        #expect(drawing.count >= 20 && drawing.count < 30, "\(drawing.count) rows of blocks in a 30-row pane")
        #expect(drawing.allSatisfy { $0.count >= 80 && $0.count <= 100 }, "rows fit the 100-column pane")
        #expect(drawing.allSatisfy { $0.allSatisfy { $0 == "▀" || $0 == " " } }, "only half blocks, no stray text")
        let coloured = try pane.capture(escapes: true)
        // The light theme's blue bars and white background, in 24-bit colour.
        #expect(coloured.contains("38;2;0;122;255") || coloured.contains("48;2;0;122;255"))
        #expect(coloured.contains("48;2;255;255;255"))
        #expect(!coloured.contains("\u{1B}_G") && !coloured.contains("\u{1B}]1337"), "no image protocol in tmux")
    }

    @Test func aPaneTooSmallGetsOneLine() throws {
        let pane = try pane(columns: 12, rows: 4)
        let plain = try pane.capture(escapes: false)
        #expect(!plain.contains("▀"))
        #expect(plain.contains("EXIT=1"))
    }
}
