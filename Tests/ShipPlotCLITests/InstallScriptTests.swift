// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `Scripts/install` run on the built debug `shipplot` (`--binary`, so no release build), in a
/// sandboxed prefix and TMPDIR. Uninstall removed a `bin/shipplot` replaced by hand and followed a manifest line
/// with `../` out of the prefix; an install killed with -9 left its 57 MiB copy in `bin/` for good; with every
/// folder in place and no manifest it exited 1 saying nothing; and it said "installed" into a `bin/shipplot`
/// that is a folder.
@Suite(.serialized) struct InstallScriptTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/install").path
    static let installed = [
        "bin/shipplot", "share/man/man1/shipplot.1", "share/bash-completion/completions/shipplot",
        "share/zsh/site-functions/_shipplot", "share/fish/vendor_completions.d/shipplot.fish",
        "share/shipplot/install-manifest",
    ]

    /// `Scripts/install arguments… --prefix BOX/prefix`, with TMPDIR in the sandbox, waited for off the pool.
    func install(_ box: Sandbox, _ arguments: [String]) async throws -> ChildProcess.Result {
        let binary = try #require(Shipplot.path, "needs the built shipplot")
        try #require(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/patchelf"), "Scripts/bootstrap installs patchelf")
        try FileManager.default.createDirectory(atPath: box.path("tmp"), withIntermediateDirectories: true)
        let child = try ChildProcess.start(
            [Self.script, "--prefix", box.path("prefix")]
                + (arguments.contains("--uninstall") ? [] : ["--binary", binary])
                + arguments,
            executable: "/bin/bash", environment: ["TMPDIR": box.path("tmp")])
        return await offThePool { child.wait() }
    }

    /// Writes `text` to `relative`, making its folders.
    func put(_ box: Sandbox, _ text: String, _ relative: String) throws {
        try FileManager.default.createDirectory(
            atPath: (box.path(relative) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try box.write(text, to: relative)
    }

    @Test func uninstallKeepsAFileChangedSinceAndStaysInsideThePrefix() async throws {
        let box = try Sandbox()
        let first = try await install(box, [])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(Self.installed.allSatisfy { box.exists("prefix/" + $0) })
        let manifest = try String(contentsOfFile: box.path("prefix/share/shipplot/install-manifest"), encoding: .utf8)
        #expect(manifest.contains(#/file [0-9a-f]{64} bin/shipplot\n/#), "a checksum for each file: \(manifest)")
        let lines = manifest.split(separator: "\n").count

        // A line leading out of the prefix stops the uninstall before anything goes.
        try put(box, "mine", "outside.txt")
        try (manifest + "file ../outside.txt\n").write(
            toFile: box.path("prefix/share/shipplot/install-manifest"), atomically: false, encoding: .utf8)
        let escaping = try await install(box, ["--uninstall"])
        #expect(escaping.status == 65, "\(escaping.stderr)")
        #expect(
            escaping.stderr
                == "install: \(box.path("prefix"))/share/shipplot/install-manifest line \(lines + 1): '../outside.txt' is not a "
                + "path inside \(box.path("prefix")); nothing was removed\n")
        #expect(box.exists("outside.txt") && Self.installed.allSatisfy { box.exists("prefix/" + $0) })

        // A binary the user put there by hand stays; what is still the installer's goes, with its folders.
        try manifest.write(
            toFile: box.path("prefix/share/shipplot/install-manifest"), atomically: false, encoding: .utf8)
        try put(box, "#!/bin/sh\necho mine\n", "prefix/bin/shipplot")
        let uninstall = try await install(box, ["--uninstall"])
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(
            uninstall.stderr == "install: kept \(box.path("prefix"))/bin/shipplot (changed since it was installed)\n")
        #expect(box.bytes("prefix/bin/shipplot") == Data("#!/bin/sh\necho mine\n".utf8))
        // The manifest keeps the kept file (and the folders), so once it is gone a second uninstall finishes.
        #expect(
            try FileManager.default.subpathsOfDirectory(atPath: box.path("prefix")).sorted() == [
                "bin", "bin/shipplot", "share", "share/shipplot", "share/shipplot/install-manifest",
            ])
        unlink(box.path("prefix/bin/shipplot"))
        let again = try await install(box, ["--uninstall"])
        #expect(again.status == 0 && again.stdout == "install: removed shipplot from \(box.path("prefix"))\n")
        #expect(!box.exists("prefix") && box.exists("outside.txt"))
    }

    @Test func everyFolderInPlaceAndNoManifestInstalls() async throws {
        let box = try Sandbox()
        for file in Self.installed {
            try FileManager.default.createDirectory(
                atPath: box.path("prefix/" + (file as NSString).deletingLastPathComponent),
                withIntermediateDirectories: true)
        }
        let run = try await install(box, [])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.installed.allSatisfy { box.exists("prefix/" + $0) })
    }

    @Test func aFolderWhereTheBinaryGoesIsRefused() async throws {
        let box = try Sandbox()
        try FileManager.default.createDirectory(
            atPath: box.path("prefix/bin/shipplot"), withIntermediateDirectories: true)
        let run = try await install(box, [])
        #expect(run.status == 73, "\(run.stderr)")
        #expect(
            run.stderr
                == "install: \(box.path("prefix"))/bin/shipplot is a folder, expected the file the install puts there "
                + "(move it away and run again)\n")
        #expect(
            try FileManager.default.subpathsOfDirectory(atPath: box.path("prefix")).sorted() == ["bin", "bin/shipplot"])
    }

    /// What an install killed with -9 leaves (it cannot trap the signal): copies beside the targets and its
    /// staging folder, both named by its process id. The next install takes them away.
    @Test func aKilledInstallsTemporariesGoAtTheNextInstall() async throws {
        let box = try Sandbox()
        var dead: pid_t = 4_194_000
        while kill(dead, 0) == 0 || errno != ESRCH { dead -= 1 }
        try put(box, "partial", "prefix/bin/shipplot.install-\(dead)")
        try put(box, "partial", "prefix/share/shipplot/install-manifest.install-\(dead)")
        try put(box, "staged", "tmp/shipplot-install-\(dead).Ab12Cd/root/bin/shipplot")
        try put(box, "someone else's", "prefix/bin/shipplot.install-notes")
        let run = try await install(box, [])
        #expect(run.status == 0, "\(run.stderr)")
        let left = try FileManager.default.subpathsOfDirectory(atPath: box.path("prefix")).filter {
            $0.contains(".install-")
        }
        #expect(left == ["bin/shipplot.install-notes"], "only the dead install's temporaries went")
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.path("tmp")) == [], "its staging folder too")
        #expect(
            run.stderr.contains(
                "install: removed \(box.path("prefix"))/bin/shipplot.install-\(dead), left by an install"))
    }

    /// A real SIGKILL, to the installer's whole process group, while the staged binary is being checked: the
    /// staging folder (57 MiB for the release build) stays, as nothing can trap -9, until the next install.
    @Test func aSIGKILLedInstallsStagingFolderGoesAtTheNextInstall() async throws {
        let box = try Sandbox()
        let binary = try #require(Shipplot.path, "needs the built shipplot")
        try FileManager.default.createDirectory(atPath: box.path("tmp"), withIntermediateDirectories: true)
        // setsid makes the script lead a process group of its own (same pid), so the kill takes its children too.
        let child = try ChildProcess.start(
            ["/bin/bash", Self.script, "--prefix", box.path("prefix"), "--binary", binary],
            executable: "/usr/bin/setsid", environment: ["TMPDIR": box.path("tmp")])
        @Sendable func staging() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: box.path("tmp"))) ?? []).filter {
                $0.hasPrefix("shipplot-install")
            }
        }
        let checking = await offThePool { box.waitUntil { staging().contains { box.exists("tmp/\($0)/check") } } }
        #expect(checking, "the install reached its checks")
        kill(-child.pid, SIGKILL)
        let killed = await offThePool { child.wait() }
        #expect(killed.status == 128 + SIGKILL)
        #expect(staging().count == 1, "the killed install's staging folder is left")
        let next = try await install(box, [])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.path("tmp")) == [], "and goes at the next")
        #expect(Self.installed.allSatisfy { box.exists("prefix/" + $0) })
    }

    /// The build was silent for many minutes. A stand-in `swift` reports its first step, then waits on a FIFO
    /// until the test has seen the installer pass that step on with the time so far; then it finishes, handing
    /// over the debug shipplot as what it built. An installer that never passes the step on is not waited for
    /// forever: the stand-in gives up after five minutes, and the test fails.
    @Test func theBuildShowsItsStepsAndTheTimeTaken() async throws {
        let box = try Sandbox()
        let binary = try #require(Shipplot.path, "needs the built shipplot")
        for folder in ["tmp", "tools", "built"] {
            try FileManager.default.createDirectory(atPath: box.path(folder), withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(atPath: binary, toPath: box.path("built/shipplot"))
        #expect(mkfifo(box.path("go"), 0o600) == 0)
        let swift = """
            #!/bin/bash
            case "$*" in *--show-bin-path*) echo \(box.path("built")); exit 0 ;; esac
            echo "Building for production..."
            echo "[1/2] Compiling ShipPlot Chart.swift"
            exec 3<>\(box.path("go"))
            read -r -t 300 _ <&3
            echo "[2/2] Linking shipplot"
            """
        try put(box, swift, "tools/swift")
        #expect(chmod(box.path("tools/swift"), 0o755) == 0)
        let go = box.path("go")
        let run = try await runWatchingStderr(
            "/bin/bash", [Self.script, "--prefix", box.path("prefix")],
            environment: [
                "PATH": box.path("tools") + ":/usr/bin:/bin", "TMPDIR": box.path("tmp"), "HOME": box.path(""),
            ],
            marker: "[1/2] Compiling ShipPlot Chart.swift\n"
        ) {
            // Opening the FIFO's writing end waits for the stand-in's read, which is already waiting.
            let handle = FileHandle(forWritingAtPath: go)
            handle?.write(Data("go\n".utf8))
            try? handle?.close()
        }
        let stderr = run.stderrText
        #expect(run.status == 0, "\(stderr)")
        let lines = stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("install: building shipplot (release, statically linked): about ") == true)
        #expect(lines.contains { $0.wholeMatch(of: #/install: \d+ s \[1/2\] Compiling ShipPlot Chart\.swift/#) != nil })
        #expect(lines.contains { $0.wholeMatch(of: #/install: built shipplot in \d+ s/#) != nil }, "\(stderr)")
        #expect(Self.installed.allSatisfy { box.exists("prefix/" + $0) })
    }
}
