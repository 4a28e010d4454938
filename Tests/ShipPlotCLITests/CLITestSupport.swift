// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import ShipPlotCLI

/// Output captured from one in-process run of `shipplot`.
final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data()
    private var err = ""

    var stdout: Data { lock.withLock { out } }
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    var stderr: String { lock.withLock { err } }

    func appendOut(_ data: Data) { lock.withLock { out.append(data) } }
    func appendErr(_ text: String) { lock.withLock { err += text } }
}

/// A throwaway home directory for one test, removed when the value goes away. Only its folder is state, so
/// concurrent runs in one sandbox are safe.
final class Sandbox: @unchecked Sendable {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("shipplot-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// Runs `shipplot arguments…` with HOME in the sandbox, UTC, and a fixed clock (`now`, by default
    /// 2026-11-28 12:00 UTC).
    /// `terminal` says whether stderr is a terminal; `input` is standard input; `stdoutFile` is the file standard
    /// output is open on (`>> FILE`), none by default; `stdinFile` the file standard input is open on (`< FILE`),
    /// whose bytes are then the input.
    func run(
        _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false,
        input: Data = Data(), stdoutFile: String? = nil, stdinFile: String? = nil,
        now: Date = Date(timeIntervalSince1970: 1_795_867_200)
    ) -> (code: Int32, output: Captured) {
        let input = stdinFile.flatMap { bytes($0) } ?? input
        let captured = Captured()
        var env = ["HOME": root.path, "TZ": "UTC"]
        env.merge(environment) { _, new in new }
        var io = CommandIO(
            environment: env, currentDirectory: root,
            writeOutput: { captured.appendOut($0) }, writeError: { captured.appendErr($0) },
            errorIsTerminal: terminal,
            now: { now },
            readInput: { limit in input.count > limit ? nil : input })
        if let stdoutFile {
            let identity = FileIdentity(path: path(stdoutFile))
            io.outputIdentity = { identity }
        }
        if let stdinFile {
            let identity = FileIdentity(path: path(stdinFile))
            io.inputIdentity = { identity }
        }
        let code = ShipPlotCommandLine.main(arguments: arguments, io: io)
        return (code, captured)
    }

    /// The default log location inside the sandbox.
    var defaultLogPath: String { path(".local/share/shipplot/shiplog.json") }

    /// Writes `log` to `relative` (created with its folders) and returns its bytes.
    @discardableResult
    func write(_ log: ShipLog, to relative: String) throws -> Data {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try log.encoded().write(to: url)
        return log.encoded()
    }

    /// Writes `text` to `relative`.
    func write(_ text: String, to relative: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(relative)))
    }

    /// The bytes at `relative`, or `nil` when there is no file.
    func bytes(_ relative: String) -> Data? {
        FileManager.default.contents(atPath: path(relative))
    }

    /// Whether a file exists at `relative`.
    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path(relative))
    }

    /// The log at `relative`.
    func log(_ relative: String) throws -> ShipLog {
        try ShipLog.load(from: URL(fileURLWithPath: path(relative)))
    }

    /// Every file under the sandbox, relative, sorted: to show that a failed command wrote nothing.
    func allFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var files: [String] = []
        while let next = enumerator?.nextObject() as? String { files.append(next) }
        return files.sorted()
    }
}

/// A small log used across the command tests: three logged days in November 2026, newest first.
enum Fixture {
    static let log = try! ShipLog(days: [
        ShipDay(
            date: LogDate("2026-11-27")!, steps: ["Screenshots", "Screenshots", "Screenshots", "Metadata", "Final QA"]),
        ShipDay(date: LogDate("2026-11-25")!, steps: ["Keywords", "Metadata"]),
        ShipDay(date: LogDate("2026-11-20")!, steps: ["Final QA"]),
    ])
}

/// The width and height of a PNG, read from its header.
func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    guard data.count > 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
    func int(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
}

/// The number of pages in a PDF written by cairo.
func pdfPageCount(_ data: Data) -> Int {
    let text = String(decoding: data, as: UTF8.self)
    return text.components(separatedBy: "/Type /Page\n").count - 1 + text.components(separatedBy: "/Type /Page ").count
        - 1
}

/// The built `shipplot` beside the test bundle (`swift test` builds it with the tests), or `$SHIPPLOT_BINARY`.
let builtShipplot: String? = {
    if let chosen = ProcessInfo.processInfo.environment["SHIPPLOT_BINARY"], !chosen.isEmpty { return chosen }
    let candidates = [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("shipplot"),
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/shipplot"),
    ]
    return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// Sets `attributes` so a spawned child starts with every signal at its default action and none blocked,
/// whatever the test runner's thread has: a child that inherits blocked signals cannot be interrupted or stopped.
func resetSignals(_ attributes: inout posix_spawnattr_t) {
    var all = sigset_t()
    var none = sigset_t()
    sigfillset(&all)
    sigdelset(&all, SIGKILL)
    sigdelset(&all, SIGSTOP)
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
}
