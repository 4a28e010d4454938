// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Runs `body` on a thread of its own, so a blocking wait (for a child process) never holds a thread of the
/// cooperative pool, which has only as many threads as the machine has cores.
public func offThePool<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: body()) }.start()
    }
}

/// `offThePool` for a body that throws.
public func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}

/// A sanitized test run's options for a sanitized child (Scripts/reliability.sh's ASan row): its leak
/// suppressions, without printing them into the child's stderr, which tests compare. LeakSanitizer cannot run
/// under ptrace (it stops the process with ptrace itself, and exits 1 saying so), so a child strace traces is
/// checked for memory errors only. Empty in an unsanitized run; an unsanitized child ignores them.
public func sanitizerEnvironment(traced: Bool = false) -> [String: String] {
    let inherited = ProcessInfo.processInfo.environment
    var settings: [String: String] = [:]
    if let leaks = inherited["LSAN_OPTIONS"] { settings["LSAN_OPTIONS"] = leaks + ":print_suppressions=0" }
    let address = [inherited["ASAN_OPTIONS"], traced ? "detect_leaks=0" : nil].compactMap { $0 }
    if !address.isEmpty { settings["ASAN_OPTIONS"] = address.joined(separator: ":") }
    return settings
}

/// `environment` with the run's sanitizer options added (the caller's settings win); nil inherits the test's.
func childEnvironment(_ environment: [String: String]?) -> [String: String]? {
    environment.map { sanitizerEnvironment().merging($0) { $1 } }
}

/// A program run to its end: its exit status (128 + N when signal N ended it) and what it wrote.
public struct FinishedProgram: Sendable {
    public var status: Int32
    public var stdout: Data
    public var stderr: Data

    /// Standard output as UTF-8 text.
    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    /// Standard error as UTF-8 text.
    public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
}

/// Runs `executable` with `input` on its standard input and waits for it without holding a thread of the
/// cooperative pool: the process's termination handler resumes the caller. Output goes to temporary files, so
/// no pipe can fill up and stall the child. `environment` nil inherits the test's; one given gets the run's
/// sanitizer options too.
public func runToEnd(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil,
    input: Data? = nil
) async throws -> FinishedProgram {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("shipplot-run-\(UUID().uuidString)")
    let urls = ["in", "out", "err"].map { base.appendingPathExtension($0) }
    defer { for url in urls { try? FileManager.default.removeItem(at: url) } }
    try (input ?? Data()).write(to: urls[0])
    for url in urls.dropFirst() { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
    let stdin = try FileHandle(forReadingFrom: urls[0])
    let out = try FileHandle(forWritingTo: urls[1])
    let err = try FileHandle(forWritingTo: urls[2])
    defer { for handle in [stdin, out, err] { try? handle.close() } }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment = childEnvironment(environment) { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    process.standardInput = stdin
    process.standardOutput = out
    process.standardError = err
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
        process.terminationHandler = { ended in
            let signaled = ended.terminationReason == .uncaughtSignal
            continuation.resume(returning: signaled ? 128 + ended.terminationStatus : ended.terminationStatus)
        }
        do {
            try process.run()
        } catch {
            process.terminationHandler = nil
            continuation.resume(throwing: error)
        }
    }
    return FinishedProgram(
        status: status, stdout: (try? Data(contentsOf: urls[1])) ?? Data(),
        stderr: (try? Data(contentsOf: urls[2])) ?? Data())
}

/// Runs `executable` and reads its standard error as it comes: the first time the text read so far contains
/// `marker`, `reached` is called (the program's readiness signal: the test releases a lock, or lets a step go on),
/// and reading goes on to the program's end. Reads and waits off the cooperative pool; standard output is
/// discarded. `environment` nil inherits the test's; one given gets the run's sanitizer options too.
public func runWatchingStderr(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil, marker: String? = nil,
    reached: @escaping @Sendable () -> Void = {}
) async throws -> FinishedProgram {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment = childEnvironment(environment) { process.environment = environment }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // The pipe's writing end is the child's now: reading ends when it (and anything it started) closes it.
    try? errors.fileHandleForWriting.close()
    let text: Data = await offThePool {
        var text = Data()
        var signalled = marker == nil
        while case let chunk = errors.fileHandleForReading.availableData, !chunk.isEmpty {
            text += chunk
            if !signalled, let marker, String(decoding: text, as: UTF8.self).contains(marker) {
                signalled = true
                reached()
            }
        }
        return text
    }
    let status: Int32 = await offThePool {
        process.waitUntilExit()
        let signaled = process.terminationReason == .uncaughtSignal
        return signaled ? 128 + process.terminationStatus : process.terminationStatus
    }
    return FinishedProgram(status: status, stdout: Data(), stderr: text)
}
