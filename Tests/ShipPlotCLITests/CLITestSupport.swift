import Foundation
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

/// A throwaway home directory for one test, removed when the value goes away.
final class Sandbox {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("shipplot-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// Runs `shipplot arguments…` with HOME in the sandbox, UTC, and a fixed clock (2026-11-28 12:00 UTC).
    func run(_ arguments: [String], environment: [String: String] = [:]) -> (code: Int32, output: Captured) {
        let captured = Captured()
        var env = ["HOME": root.path, "TZ": "UTC"]
        env.merge(environment) { _, new in new }
        let io = CommandIO(environment: env, currentDirectory: root,
                           writeOutput: { captured.appendOut($0) }, writeError: { captured.appendErr($0) },
                           now: { Date(timeIntervalSince1970: 1_795_867_200) })
        let code = ShipPlotCommandLine.main(arguments: arguments, io: io)
        return (code, captured)
    }
}
