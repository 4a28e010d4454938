// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The log is one file however it is reached: locked by its inode (a removed lock file, a hard link), compared by
/// device and inode with what standard output is open on, never recreated behind a symbolic link to nothing,
/// never replaced through its folder when its permissions or owner say no.
@Suite(.serialized) struct LogIdentityTests {
    /// Item 1 repro: 30 parallel `add`s and a loop removing `log.json.lock` beside them: all exited 0, and 14 of
    /// 30 steps landed. After `flock` nothing checked that the path still named the locked file.
    @Test(.enabled(if: Shipplot.path != nil, "needs the built shipplot"))
    func removingTheLockFileLosesNoAdd() async throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let count = Environment.int("SHIPPLOT_LOCK_REMOVAL_ADDS") ?? 12
        let stop = Flag()
        let remover = Thread {
            while !stop.isSet { unlink(box.path("log.json.lock")) }
        }
        remover.start()
        let children = try (0..<count).map { _ in
            try ChildProcess.start(["add", "Metadata", "--log", box.path("log.json"), "--today", "2026-11-28"])
        }
        var failures: [String] = []
        for child in children {
            let result = await offThePool { child.wait() }
            if result.status != 0 { failures.append(result.stderr) }
        }
        stop.set()
        #expect(failures.isEmpty, "\(failures)")
        let landed = try box.log("log.json").day(on: LogDate("2026-11-28")!)?.total ?? 0
        #expect(landed == count, "every add landed")
        #expect(try box.log("log.json").days.dropFirst() == Fixture.log.days[...], "earlier days untouched")
        Report.append("lock-removal started=\(count) landed=\(landed)")
    }

    /// Item 2 repro: `ln log.json hard.json`, then adds through both names: each file ended with 11 of 21 steps
    /// (two locks, and the first save's rename broke the link). Now both names are one lock, and a save that
    /// would split them is refused with nothing changed.
    @Test func aHardLinkedLogIsOneLogThatIsNotSplit() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        #expect(link(box.path("log.json"), box.path("hard.json")) == 0)
        let before = box.snapshot()
        for name in ["log.json", "hard.json"] {
            let run = box.run(["add", "Metadata", "--log", name, "--today", "2026-11-28"])
            #expect(run.code == 73, "\(run.output.stderr)")
            #expect(
                run.output.stderr
                    == "shipplot: \(name): has 1 other hard link, and a save would split them into two logs; "
                    + "expected one name (make the others symbolic links, ln -sf)\n")
        }
        #expect(box.snapshot() == before, "both names unchanged, still one file")
        // Reading is fine, and a symbolic link instead of the hard link works for every command.
        #expect(box.run(["log", "--log", "hard.json"]).code == 0)
        unlink(box.path("hard.json"))
        symlink("log.json", box.path("hard.json"))
        for name in ["log.json", "hard.json", "log.json", "hard.json"] {
            #expect(box.run(["add", "Metadata", "--log", name, "--today", "2026-11-28"]).code == 0)
        }
        #expect(try box.log("hard.json").day(on: LogDate("2026-11-28")!)?.total == 4)
    }

    /// A save killed between keeping the backup and the rename leaves the backup hard-linked to the log; that
    /// link is the log's own, not a second name.
    @Test func theBackupsOwnLinkIsNotASecondName() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        #expect(link(box.path("log.json"), box.path("log.json.bak")) == 0)
        let run = box.run(["add", "Metadata", "--log", "log.json", "--today", "2026-11-28"])
        #expect(run.code == 0, "\(run.output.stderr)")
    }

    /// A save killed after linking the backup's temporary and before renaming it leaves that temporary as a
    /// second name for the log (CI saw it in the kill loop: every later `add` refused the log as hard-linked).
    /// With the log locked, what a dead writer left goes before the link count is read.
    @Test func aDeadWritersBackupTemporaryIsNotASecondName() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        var dead: pid_t = 4_194_000
        while kill(dead, 0) == 0 || errno != ESRCH { dead -= 1 }
        let leftover = ".log.json.bak.tmp-\(dead)-0BADF00D"
        #expect(link(box.path("log.json"), box.path(leftover)) == 0)
        let run = box.run(["add", "Metadata", "--log", "log.json", "--today", "2026-11-28"])
        #expect(run.code == 0, "\(run.output.stderr)")
        #expect(!FileManager.default.fileExists(atPath: box.path(leftover)), "the dead writer's link is gone")
        #expect(try box.log("log.json").day(on: LogDate("2026-11-28")!)?.total == 1)
    }

    /// Item 3 repro: `export -o - >> log.json` appended a second document (every later command failed with 65);
    /// `1<>log.json` overwrote it in place; the chart commands' `-o -` the same. Standard output is compared with
    /// the log and its backup by device and inode, for every command that prints.
    @Test(arguments: [
        ["export", "-o", "-"], ["export", "-o", "-", "--format", "csv"], ["week", "-o", "-"], ["report", "-o", "-"],
        ["log", "--json"], ["add", "Metadata"], ["sample", "-o", "-"],
    ])
    func standardOutputOntoTheLogIsRefused(_ arguments: [String]) throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        try box.write(Fixture.log, to: "log.json.bak")
        let before = box.snapshot()
        for (file, what) in [("log.json", "the ship log itself"), ("log.json.bak", "the ship log's backup")] {
            let run = box.run(arguments, environment: ["SHIPPLOT_LOG": box.path("log.json")], stdoutFile: file)
            #expect(run.code == 64, "\(arguments): \(run.output.stderr)")
            #expect(
                run.output.stderr.hasPrefix(
                    "shipplot \(arguments[0]): standard output is \(what) (\(box.path("log.json"))), expected output "
                        + "elsewhere"), "\(run.output.stderr)")
            #expect(run.output.stdout.isEmpty)
        }
        #expect(box.snapshot() == before, "nothing changed")
        // Standard output on another file is fine.
        try box.write("", to: "other.txt")
        let fine = box.run(arguments, environment: ["SHIPPLOT_LOG": box.path("log.json")], stdoutFile: "other.txt")
        #expect(fine.code == 0, "\(fine.output.stderr)")
    }

    /// The same through a real shell: `>>` and `1<>` onto the log.
    @Test(.enabled(if: Shipplot.path != nil, "needs the built shipplot"))
    func shellRedirectionsOntoTheLogAreRefused() async throws {
        let box = try Sandbox()
        let bytes = try box.write(Fixture.log, to: "log.json")
        for redirection in [">>", "1<>"] {
            let script = "\"$0\" export --log log.json -o - --format csv \(redirection)log.json"
            let child = try ChildProcess.start(
                ["-c", "cd \"$1\" && " + script, Shipplot.path!, box.root.path], executable: "/bin/sh")
            let result = await offThePool { child.wait() }
            #expect(result.status == 64, "\(redirection): \(result.stderr)")
            #expect(box.bytes("log.json") == bytes, "\(redirection): the log is unchanged")
        }
    }

    /// Item 4 repro: a log that is a symbolic link to nothing (its disk not mounted) was silently recreated at its
    /// target: `week` charted the sample, `add` started a new log inside the bare mount point.
    @Test func aLogBehindADanglingLinkIsReportedNotRecreated() throws {
        let box = try Sandbox()
        try FileManager.default.createDirectory(atPath: box.path("mnt/disk"), withIntermediateDirectories: true)
        let folder = box.path(".local/share/shipplot")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        symlink(box.path("mnt/disk/shiplog.json"), folder + "/shiplog.json")
        symlink(box.path("mnt/gone/data"), box.path("data"))
        let before = box.snapshot()
        let message =
            "\(box.defaultLogPath): is a symbolic link to \(box.path("mnt/disk/shiplog.json")), which does not exist "
            + "(is its disk mounted?), expected the log there (to start a new log at that place, name the target itself)"
        for arguments in [
            ["week", "-o", "w.png"], ["add", "Metadata"], ["log"], ["export", "-o", "x.json"],
            ["import", "in.json"], ["sample", "-o", box.defaultLogPath, "--force"],
        ] {
            if arguments[0] == "import" { try box.write(Fixture.log, to: "in.json") }
            let run = box.run(arguments)
            #expect(run.code == 66, "\(arguments): \(run.output.stderr)")
            #expect(run.output.stderr.contains("is a symbolic link to "), "\(arguments): \(run.output.stderr)")
            if arguments[0] == "add" { #expect(run.output.stderr == "shipplot: \(message)\n") }
            if arguments[0] == "import" { unlink(box.path("in.json")) }
        }
        let linkedFolder = box.run(["add", "Metadata", "--log", "data/log.json"])
        #expect(linkedFolder.code == 66, "\(linkedFolder.output.stderr)")
        #expect(linkedFolder.output.stderr.contains("data is a symbolic link to \(box.path("mnt/gone/data"))"))
        #expect(box.snapshot() == before, "nothing created in the bare mount point")
        #expect(!box.exists("mnt/gone"))
    }

    /// Item 18: `--log /proc/self/fd/N` on a log that was replaced wrote a file named "a.json (deleted)".
    @Test func aDeletedFileBehindProcFdIsNotRecreated() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "a.json")
        let descriptor = open(box.path("a.json"), O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        unlink(box.path("a.json"))
        let run = box.run(["add", "Metadata", "--log", "/proc/self/fd/\(descriptor)", "--today", "2026-11-28"])
        #expect(run.code == 66, "\(run.output.stderr)")
        #expect(run.output.stderr.contains("a.json (deleted), which does not exist"), "\(run.output.stderr)")
        #expect(box.allFiles() == [], "no \"a.json (deleted)\"")
    }

    /// Item 18: "started a new ship log" was printed by several of the concurrent first adds: each looked for the
    /// log before taking the lock.
    @Test(.enabled(if: Shipplot.path != nil, "needs the built shipplot"))
    func onlyOneFirstAddSaysItStartedTheLog() async throws {
        let box = try Sandbox()
        let count = 12
        let children = try (0..<count).map { _ in
            try ChildProcess.start(["add", "Metadata", "--log", box.path("new.json"), "--today", "2026-11-28"])
        }
        var results: [ChildProcess.Result] = []
        for child in children { results.append(await offThePool { child.wait() }) }
        #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.stderr))")
        #expect(results.filter { $0.stderr.contains("started a new ship log") }.count == 1, "\(results.map(\.stderr))")
        #expect(try box.log("new.json").day(on: LogDate("2026-11-28")!)?.total == count, "every first add landed")
    }

    /// Item 18: output names of 239–255 bytes failed because the temporary file's name was longer than 255.
    @Test(arguments: [234, 240, 250])
    func longOutputNamesCanBeWritten(_ length: Int) throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let csv = String(repeating: "é", count: (length - 4) / 2) + String(repeating: "x", count: (length - 4) % 2)
        let png = String(repeating: "c", count: length - 4)
        let export = box.run(["export", "--log", "log.json", "-o", csv + ".csv"])
        #expect(export.code == 0, "\(export.output.stderr)")
        let chart = box.run(["week", "--log", "log.json", "-o", png + ".png", "--today", "2026-11-28"])
        #expect(chart.code == 0, "\(chart.output.stderr)")
        #expect(box.exists(csv + ".csv") && box.exists(png + ".png"))
        #expect(box.temporaries(in: ".").isEmpty)
    }

    /// Item 6 repro: a `chmod 444` log, or another user's log in a folder the user may write, was replaced by
    /// `add` (the rename needs only the folder) and its owner changed silently. Run as `nobody`.
    @Test(
        .enabled(if: Shipplot.path != nil && Nobody.available, "needs root, setpriv and the built shipplot"),
        arguments: [
            (
                "readonly", ["add", "Metadata", "--log", "ROOT/open/mine.json", "--today", "2026-11-28"],
                "ROOT/open/mine.json: cannot write: permission denied (the file is read-only to you)"
            ),
            (
                "root's", ["add", "Metadata", "--log", "ROOT/open/roots.json", "--today", "2026-11-28"],
                "ROOT/open/roots.json: belongs to root:root; replacing it would make it yours"
            ),
            (
                "readonly export", ["export", "--log", "ROOT/log.json", "-o", "ROOT/open/mine.csv"],
                "ROOT/open/mine.csv: cannot write: permission denied (the file is read-only to you)"
            ),
            (
                "root's chart",
                ["week", "--log", "ROOT/log.json", "-o", "ROOT/open/roots.png", "--today", "2026-11-28"],
                "cannot write ROOT/open/roots.png: belongs to root:root; replacing it would make it yours"
            ),
        ] as [(String, [String], String)])
    func permissionsAndOwnersAreNotBypassedThroughTheFolder(_ name: String, _ arguments: [String], _ message: String)
        async throws
    {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        try box.write(Fixture.log, to: "open/mine.json")
        try box.write(Fixture.log, to: "open/roots.json")
        try box.write("date,step\n", to: "open/mine.csv")
        try box.write("png", to: "open/roots.png")
        for file in ["open/mine.json", "open/mine.csv"] {
            chown(box.path(file), 65534, 65534)
            chmod(box.path(file), 0o444)
        }
        chmod(box.path("open/roots.json"), 0o666)
        chmod(box.path("open/roots.png"), 0o666)
        chmod(box.path("open"), 0o777)
        chmod(box.root.path, 0o755)
        let before = box.snapshot()
        let child = try ChildProcess.start(
            Nobody.prefix + [Shipplot.path!]
                + arguments.map { $0.replacingOccurrences(of: "ROOT", with: box.root.path) },
            executable: Nobody.setpriv)
        let result = await offThePool { child.wait() }
        #expect(result.status == 73, "\(name): \(result.stderr)")
        #expect(result.stderr == "shipplot: " + message.replacingOccurrences(of: "ROOT", with: box.root.path) + "\n")
        #expect(box.snapshot() == before, "\(name): nothing changed")
        for (file, owner) in [
            ("open/mine.json", 65534), ("open/roots.json", 0), ("open/mine.csv", 65534), ("open/roots.png", 0),
        ] {
            var info = stat()
            #expect(stat(box.path(file), &info) == 0 && info.st_uid == owner, "\(file) keeps its owner")
        }
    }
}

/// A flag one thread sets and another reads.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
