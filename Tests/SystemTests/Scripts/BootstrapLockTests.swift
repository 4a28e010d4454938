// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `Scripts/bootstrap` while another package manager holds apt's lock: it said nothing and failed at once. Each
/// test gives apt a sandbox of its own (`APT_CONFIG`: an empty status file, no sources, its own lock files) and a
/// `PATH` without `pkg-config` and `patchelf`, so bootstrap has packages to install; the test process holds the
/// sandbox's dpkg frontend lock, as unattended-upgrades holds the real one. Nothing outside the sandbox is locked
/// or installed (there are no sources to install from).
@Suite(.serialized, .enabled(if: getuid() == 0, "bootstrap installs as root, or through sudo"))
struct BootstrapLockTests {
    static let script = repositoryRoot.appendingPathComponent("Scripts/bootstrap").path

    /// A sandbox for apt, and a folder of every program in /usr/bin but the two bootstrap then misses.
    struct AptSandbox {
        let root: String
        let lockFile: String

        init() throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "shipplot-apt-\(UUID().uuidString)"
            ).path
            self.root = root
            lockFile = root + "/var/lib/dpkg/lock-frontend"
            let folders = [
                "var/lib/dpkg/info", "var/lib/dpkg/updates", "lists/partial", "cache/archives/partial",
                "etc/sources.list.d", "etc/preferences.d", "etc/apt.conf.d", "log", "bin",
            ]
            for folder in folders {
                try FileManager.default.createDirectory(
                    atPath: root + "/" + folder, withIntermediateDirectories: true)
            }
            for file in ["var/lib/dpkg/status", "etc/sources.list"] {
                _ = FileManager.default.createFile(atPath: root + "/" + file, contents: Data())
            }
            let settings = [
                "Dir::State::status": "var/lib/dpkg/status", "Dir::State::Lists": "lists", "Dir::Cache": "cache",
                "Dir::Etc::sourcelist": "etc/sources.list", "Dir::Etc::sourceparts": "etc/sources.list.d",
                "Dir::Etc::preferencesparts": "etc/preferences.d", "Dir::Etc::parts": "etc/apt.conf.d",
                "Dir::Log": "log",
            ]
            try settings.sorted { $0.key < $1.key }.map { "\($0.key) \"\(root)/\($0.value)\";\n" }.joined()
                .write(toFile: root + "/apt.conf", atomically: false, encoding: .utf8)
            let missing: Set = ["patchelf", "pkg-config", "pkgconf", "x86_64-linux-gnu-pkg-config"]
            for program in try FileManager.default.contentsOfDirectory(atPath: "/usr/bin")
            where !missing.contains(program) {
                try FileManager.default.createSymbolicLink(
                    atPath: root + "/bin/" + program, withDestinationPath: "/usr/bin/" + program)
            }
        }

        var environment: [String: String] {
            ["APT_CONFIG": root + "/apt.conf", "PATH": root + "/bin:/usr/sbin", "LANG": "C.UTF-8", "TMPDIR": root]
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    /// Takes the POSIX write lock dpkg and apt take on `path`, held by this process until the descriptor closes.
    func hold(_ path: String) throws -> Int32 {
        let fd = open(path, O_RDWR | O_CREAT, 0o640)
        try #require(fd >= 0)
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        try #require(fcntl(fd, F_SETLK, &lock) == 0, "the sandbox lock is free")
        return fd
    }

    /// Runs bootstrap with the sandbox's settings; `reached` is called once its stderr says `marker`.
    func bootstrap(
        _ sandbox: AptSandbox, timeout: Int, marker: String? = nil, reached: @escaping @Sendable () -> Void = {}
    ) async throws -> FinishedProgram {
        try await runWatchingStderr(
            "/bin/bash", [Self.script],
            environment: sandbox.environment.merging(["BOOTSTRAP_LOCK_TIMEOUT": String(timeout)]) { $1 },
            marker: marker, reached: reached)
    }

    /// What bootstrap would install in the sandbox (`--dry-run`), space-separated as its "installing" line has
    /// it: the two programs the sandbox hides, and whatever else this machine lacks.
    func needed(_ sandbox: AptSandbox) async throws -> String {
        let run = try await runToEnd("/bin/bash", [Self.script, "--dry-run"], environment: sandbox.environment)
        try #require(run.status == 0, "\(run.stderrText)")
        let packages = run.stdoutText.split(separator: "\n").map(String.init)
        try #require(packages.contains("pkg-config") && packages.contains("patchelf"), "\(packages)")
        return packages.joined(separator: " ")
    }

    @Test func aHeldLockIsWaitedForThenGivenUpOnWithOneLine() async throws {
        let sandbox = try AptSandbox()
        defer { sandbox.remove() }
        let packages = try await needed(sandbox)
        let fd = try hold(sandbox.lockFile)
        defer { close(fd) }
        let run = try await bootstrap(sandbox, timeout: 2)
        let stderr = run.stderrText
        #expect(run.status == 75, "\(stderr)")
        let lines = stderr.split(separator: "\n").map(String.init)
        let name = try String(contentsOfFile: "/proc/self/comm", encoding: .utf8).trimmingCharacters(in: .newlines)
        let holder = "\(name) (pid \(getpid())) holds \(sandbox.lockFile)"
        #expect(
            lines == [
                "bootstrap: installing \(packages)",
                "bootstrap: waiting for apt's lock: \(holder) (up to 2 s in all; BOOTSTRAP_LOCK_TIMEOUT=SECONDS "
                    + "changes it)",
                "bootstrap: gave up after 2 s: \(holder); run Scripts/bootstrap again when it is done",
            ])
    }

    @Test func aLockReleasedWhileWaitingLetsTheInstallGoOn() async throws {
        let sandbox = try AptSandbox()
        defer { sandbox.remove() }
        let packages = try await needed(sandbox)
        let fd = try hold(sandbox.lockFile)
        // Released once bootstrap says it waits: it goes on to apt-get, which finds nothing to install from.
        let run = try await bootstrap(sandbox, timeout: 60, marker: "waiting for apt's lock") { close(fd) }
        let stderr = run.stderrText
        #expect(run.status == 1, "\(stderr)")
        #expect(stderr.contains("bootstrap: waiting for apt's lock: "), "\(stderr)")
        #expect(stderr.contains("bootstrap: apt's lock is free, going on\n"), "\(stderr)")
        #expect(stderr.hasSuffix("bootstrap: apt-get install \(packages) failed\n"), "\(stderr)")
        #expect(!stderr.contains("gave up"), "\(stderr)")
    }
}
