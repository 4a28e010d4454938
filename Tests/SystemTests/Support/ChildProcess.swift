// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import CLITestSupport
import Foundation
import TestSupport
import Testing

/// strace, when it is installed and allowed to trace (containers may forbid ptrace).
enum Tracer {
    static let path = "/usr/bin/strace"
    static let works: Bool = {
        guard FileManager.default.isExecutableFile(atPath: path) else { return false }
        return (try? ChildProcess.runBlocking(["-qq", "-o", "/dev/null", "/bin/true"], executable: path).status) == 0
    }()
}

/// Running as `nobody` through setpriv, possible only as root.
enum Nobody {
    static let setpriv = "/usr/bin/setpriv"
    static let prefix = ["--reuid=nobody", "--regid=nogroup", "--clear-groups"]
    static let available: Bool = {
        guard getuid() == 0, let shipplot = Shipplot.path, FileManager.default.isExecutableFile(atPath: setpriv) else {
            return false
        }
        return (try? ChildProcess.runBlocking(prefix + [shipplot, "--version"], executable: setpriv).status) == 0
    }()
}

/// A child started with posix_spawn, so it can be signalled at a precise moment and its peak memory read.
struct ChildProcess {
    struct Result {
        /// The exit code, or 128 + the signal that ended it, as a shell reports it.
        var status: Int32
        var signaled: Bool
        var stdout: String
        var stderr: String
        var maxResidentKiB: Int
    }

    let pid: pid_t
    private let output: String

    /// Starts `executable` (default: the built shipplot) with `arguments`; stdout and stderr go to temporary files.
    static func start(_ arguments: [String], executable: String? = nil, environment: [String: String] = [:]) throws
        -> ChildProcess
    {
        let program = try #require(executable ?? Shipplot.path)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shipplot-child-\(UUID().uuidString)"
        ).path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output + ".out", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, output + ".err", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // The child starts with default signal handling, whatever the test runner did with its own.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var settings = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8", "HOME": "/nonexistent"]
        settings.merge(sanitizerEnvironment(traced: program == Tracer.path)) { $1 }
        settings.merge(environment) { $1 }
        let env = settings.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
        guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
        return ChildProcess(pid: pid, output: output)
    }

    /// Starts and waits.
    /// Starts and waits, blocking the calling thread: only for the one-time probes in static initializers, which
    /// cannot wait asynchronously.
    static func runBlocking(_ arguments: [String], executable: String? = nil) throws -> Result {
        try start(arguments, executable: executable).wait()
    }

    static func run(_ arguments: [String], executable: String? = nil, environment: [String: String] = [:])
        async throws -> Result
    {
        let child = try start(arguments, executable: executable, environment: environment)
        return await offThePool { child.wait() }
    }

    func signal(_ number: Int32) { kill(pid, number) }

    /// The result when the child has ended (it is then reaped), `nil` while it runs.
    func poll() -> Result? {
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, WNOHANG, &usage) == pid else { return nil }
        return result(status: status, usage: usage)
    }

    func wait() -> Result {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        return result(status: status, usage: usage)
    }

    private func result(status: Int32, usage: rusage) -> Result {
        let signaled = status & 0x7F != 0
        let code = signaled ? 128 + (status & 0x7F) : (status >> 8) & 0xFF
        func read(_ path: String) -> String {
            defer { unlink(path) }
            return FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        return Result(
            status: code, signaled: signaled, stdout: read(output + ".out"), stderr: read(output + ".err"),
            maxResidentKiB: usage.ru_maxrss)
    }
}

extension Sandbox {
    /// Temporary files of atomic writes (`.<name>.tmp-<pid>-<random>`) in `folder`.
    func temporaries(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path(folder))) ?? [])
            .filter { $0.hasPrefix(".") && $0.contains(".tmp-") }.sorted()
    }

    /// The temporary file of a write to `target`, once it appears (polled; bounded by a count, not a clock).
    func waitForTemporary(of target: String) -> String? {
        let name = (target as NSString).lastPathComponent
        let folder = (target as NSString).deletingLastPathComponent
        var found: String?
        _ = waitUntil {
            found = temporaries(in: folder).first { $0.hasPrefix("." + name + ".tmp-") }
            return found != nil
        }
        return found
    }

    /// Waits for a temporary of `target` and signals the process writing it at once, on the calling thread (call it
    /// off the pool), so the signal lands while strace holds the write. The temporary's name; nil when none came.
    func signalWriter(of target: String, with number: Int32) -> String? {
        guard let temporary = waitForTemporary(of: target), let pid = pid_t(temporary.split(separator: "-")[1])
        else { return nil }
        kill(pid, number)
        return temporary
    }

    /// Polls `condition` every 2 ms, at most 5000 times.
    func waitUntil(_ condition: () -> Bool) -> Bool {
        for _ in 0..<5000 {
            if condition() { return true }
            Clock.sleep(nanoseconds: 2_000_000)
        }
        return false
    }
}
