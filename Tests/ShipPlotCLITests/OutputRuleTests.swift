// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import AtomicFiles
import Foundation
import ShipLog
import Testing

@testable import ShipPlotCLI

#if canImport(Glibc)
    import Glibc
#endif

/// One rule for every file a command writes (`OutputFiles`): never a file the command reads (a charted table, by
/// name or through standard output or input), a symbolic link written through and kept, a FIFO, a device, a
/// folder or a link to nothing refused before anything is drawn, and a failure that names the file it is about.
struct OutputRuleTests {
    private static let table = "date,n\n2026-11-02,3\n2026-11-03,5\n"

    /// `chart data.csv -o - >> data.csv` appended the PNG to the table and exited 0.
    @Test func aChartIsNeverWrittenIntoItsOwnTable() throws {
        let box = try Sandbox()
        try box.write(Self.table, to: "data.csv")
        try box.write(Self.table, to: "other.csv")
        try box.write(Self.table, to: "in.png")
        let cases: [(arguments: [String], stdout: String?, stdin: String?, problem: String)] = [
            (["data.csv", "-o", "-"], "data.csv", nil, "standard output is the table being charted (data.csv)"),
            (
                ["./data.csv", "-o", "-", "--theme", "dark"], "data.csv", nil,
                "standard output is the table being charted"
            ),
            (["-", "-o", "-"], "data.csv", "data.csv", "standard output is the table being charted (standard input)"),
            (["-", "-o", "in.png"], nil, "in.png", "\"in.png\" is the table being charted (standard input)"),
        ]
        for (arguments, stdout, stdin, problem) in cases {
            let before = box.snapshot()
            let run = box.run(
                ["chart"] + arguments + ["--x", "date", "--y", "n"], stdoutFile: stdout, stdinFile: stdin)
            #expect(run.code == 64, "\(arguments): \(run.output.stderr)")
            #expect(run.output.stderr.contains(problem), "\(arguments): \(run.output.stderr)")
            #expect(run.output.stdout.isEmpty && box.snapshot() == before, "\(arguments): nothing written")
        }
        // Standard output on another file is fine.
        let other = box.run(["chart", "data.csv", "--x", "date", "--y", "n", "-o", "-"], stdoutFile: "other.csv")
        #expect(other.code == 0 && pngSize(other.output.stdout) != nil, "\(other.output.stderr)")
        // The dark twin of a pair onto the table.
        symlink(box.path("data.csv"), box.path("w-dark.png"))
        let twin = box.run(["chart", "data.csv", "--x", "date", "--y", "n", "--theme", "both", "-o", "w.png"])
        #expect(twin.code == 64 && twin.output.stderr.contains("\"w-dark.png\" is the table being charted"))
        #expect(box.bytes("data.csv") == Data(Self.table.utf8))
    }

    /// Every kind of output through a symbolic link: the file it names is replaced, the link stays a link.
    @Test(arguments: [
        ["week", "--log", "log.json", "-o", "OUT.png"],
        ["week", "--log", "log.json", "--theme", "both", "-o", "OUT.png"],
        ["chart", "t.csv", "--x", "date", "--y", "n", "--theme", "both", "-o", "OUT.svg"],
        ["report", "--log", "log.json", "--markdown", "notes"],
        ["report", "--log", "log.json", "-o", "OUT.pdf"],
        ["export", "--log", "log.json", "-o", "OUT.csv"],
        ["sample", "--force", "-o", "OUT.json", "--days", "30"],
    ])
    func linksAreWrittenThroughAndKept(_ arguments: [String]) throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        try box.write(Self.table, to: "t.csv")
        try FileManager.default.createDirectory(atPath: box.path("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: box.path("notes"), withIntermediateDirectories: true)
        let outputs = Self.outputs(arguments)
        for output in outputs {
            let target = "elsewhere/" + (output as NSString).lastPathComponent
            try box.write("old", to: target)
            #expect(symlink(box.path(target), box.path(output)) == 0)
        }
        let run = box.run(arguments)
        #expect(run.code == 0, "\(arguments): \(run.output.stderr)")
        for output in outputs {
            var info = stat()
            #expect(lstat(box.path(output), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "\(output) is a link")
            let target = "elsewhere/" + (output as NSString).lastPathComponent
            #expect(box.bytes(target) != Data("old".utf8), "\(target) rewritten through \(output)")
        }
    }

    /// A FIFO, a device and a link to nothing at any output: refused (73) before anything is written, in the
    /// same words for every kind of output, naming the file.
    @Test(arguments: [
        ["week", "--log", "log.json", "-o", "OUT.png"],
        ["week", "--log", "log.json", "--theme", "both", "-o", "OUT.png"],
        ["chart", "t.csv", "--x", "date", "--y", "n", "--theme", "both", "-o", "OUT.svg"],
        ["report", "--log", "log.json", "--markdown", "notes"],
        ["export", "--log", "log.json", "-o", "OUT.csv"],
        ["sample", "--force", "-o", "OUT.json", "--days", "30"],
    ])
    func fifosDevicesAndDanglingLinksAreRefused(_ arguments: [String]) throws {
        let outputs = Self.outputs(arguments)
        for (index, output) in outputs.enumerated() {
            let kinds: [(SandboxEntry, String)] = [
                (
                    .fifo,
                    "cannot write \(output): is a FIFO (named pipe), expected a regular file (or - for standard output)"
                ),
                (
                    .symlink(to: "/dev/null"),
                    "cannot write \(output): is a device, expected a regular file (or - for standard output)"
                ),
                (
                    .symlink(to: "gone/x"),
                    "cannot write \(output): ROOT/\(output) is a symbolic link to gone/x, which does not exist (is its disk mounted?)"
                ),
            ]
            for (entry, message) in kinds {
                let box = try Sandbox()
                try box.write(Fixture.log, to: "log.json")
                try box.write(Self.table, to: "t.csv")
                try FileManager.default.createDirectory(atPath: box.path("notes"), withIntermediateDirectories: true)
                try box.create([(output, entry)])
                let before = box.snapshot()
                let run = box.run(arguments)
                #expect(run.code == 73, "\(arguments) \(output) #\(index): \(run.output.stderr)")
                #expect(
                    run.output.stderr == "shipplot: " + message.replacingOccurrences(of: "ROOT", with: box.root.path)
                        + "\n",
                    "\(arguments)")
                #expect(box.snapshot() == before, "\(arguments): nothing written")
            }
        }
    }

    /// The file a message names is the one that failed, and no reason repeats "cannot write".
    @Test func messagesNameTheFileThatFailed() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        try FileManager.default.createDirectory(atPath: box.path("w-dark.png"), withIntermediateDirectories: true)
        let pair = box.run(["week", "--log", "log.json", "--theme", "both", "-o", "w.png"])
        #expect(
            pair.code == 73 && pair.output.stderr == "shipplot: cannot write w-dark.png: is a folder, expected a file\n"
        )
        try FileManager.default.createDirectory(
            atPath: box.path("notes/trend-dark.png"), withIntermediateDirectories: true)
        let bundle = box.run(["report", "--log", "log.json", "--markdown", "notes"])
        #expect(bundle.code == 73)
        #expect(bundle.output.stderr == "shipplot: cannot write notes/trend-dark.png: is a folder, expected a file\n")
        for error in [
            AtomicWriteError.notWritable(EACCES), .ownerWouldChange(owner: 0, group: 0), .write(ENOSPC), .backup(nil),
        ] {
            let message = OutputFiles.failure("w.png", error).message
            #expect(
                !message.contains("cannot write: cannot write") && !message.hasSuffix(": cannot write"), "\(message)")
        }
    }

    /// A log whose name is 252 to 255 bytes was created, then every change failed: `<name>.bak` was too long.
    /// The backup's name is cut to fit, so the log keeps changing, and its backup keeps the last version.
    @Test(arguments: [251, 252, 254, 255])
    func aLogWithALongNameKeepsChanging(_ length: Int) throws {
        let box = try Sandbox()
        let name = String(repeating: "l", count: length - 5) + ".json"
        for step in ["Screenshots", "Metadata", "Keywords"] {
            let run = box.run(["add", step, "--log", name, "--new-step", "--today", "2026-11-28"])
            #expect(run.code == 0, "\(length): \(run.output.stderr)")
        }
        #expect(try box.log(name).days.first?.steps.count == 3)
        let backup = try #require(box.allFiles().first { $0.hasSuffix(".bak") })
        #expect(backup.utf8.count <= 255 && backup == AtomicWriter.backupName(name))
        #expect(try ShipLog.load(from: URL(fileURLWithPath: box.path(backup))).days.first?.steps.count == 2)
    }

    /// The files each command line writes, with `OUT` standing for their name.
    private static func outputs(_ arguments: [String]) -> [String] {
        if let folder = arguments.firstIndex(of: "--markdown").map({ arguments[$0 + 1] }) {
            return ["report.md", "trend.png", "trend-dark.png"].map { folder + "/" + $0 }
        }
        guard let output = arguments.firstIndex(of: "-o").map({ arguments[$0 + 1] }) else { return [] }
        return arguments.contains("both") ? [output, ThemePair.darkPath(output)] : [output]
    }
}
