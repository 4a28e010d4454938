// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// One log, however it is spelled, has one lock and one file.
@Suite(.serialized) struct LogPathTests {
    /// Item 1 repro: `ln -s real.json link.json`, then `add --log real.json` and `add --log link.json` at once.
    /// The lock was `<path as typed>.lock` and the save followed the link, so writers through different
    /// spellings raced and steps vanished (18 of 40 in the issue). Also a linked folder and `sub/..`.
    @Test(.enabled(if: Shipplot.path != nil, "needs the built shipplot"))
    func concurrentAddsThroughEverySpellingOfOneLogAllLand() async throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "data/real.json")
        try FileManager.default.createDirectory(atPath: box.path("sub"), withIntermediateDirectories: true)
        symlink("real.json", box.path("data/link.json"))
        symlink("data", box.path("folder"))
        let spellings = [
            box.path("data/real.json"), box.path("data/link.json"), box.path("folder/real.json"),
            box.path("sub/../data/real.json"),
        ]
        let perSpelling = Environment.int("SHIPPLOT_SPELLING_ADDS") ?? 5
        let children = try (0..<spellings.count * perSpelling).map { index in
            try ChildProcess.start([
                "add", "Metadata", "--log", spellings[index % spellings.count], "--today", "2026-11-28",
            ])
        }
        for child in children {
            let result = await offThePool { child.wait() }
            #expect(result.status == 0, "\(result.stderr)")
        }
        let log = try box.log("data/real.json")
        #expect(log.day(on: LogDate("2026-11-28")!)?.total == spellings.count * perSpelling, "every add landed")
        #expect(log.days.dropFirst() == Fixture.log.days[...], "earlier days untouched")
        #expect(
            box.allFiles().filter { $0.hasSuffix(".lock") } == [], "the log is its own lock, whatever its spelling")
        var info = stat()
        #expect(
            lstat(box.path("data/link.json"), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK,
            "the link is still a link")
        Report.append(
            "spelling-adds spellings=\(spellings.count) started=\(children.count) "
                + "landed=\(log.day(on: LogDate("2026-11-28")!)?.total ?? 0)")
    }

    /// Item 2 repro: an absolute `--log DIR/link/../log.json` that does not exist yet, `link` pointing into
    /// another folder. Reading went through the kernel (`link/..` is the link target's parent), saving through a
    /// path tidied as text (`DIR/log.json`): three `add --on …` each "started a new ship log" and only the last
    /// day survived.
    @Test func symlinkDotDotOnANewLogKeepsEveryDay() throws {
        let box = try Sandbox()
        try FileManager.default.createDirectory(atPath: box.path("real/inner"), withIntermediateDirectories: true)
        symlink(box.path("real/inner"), box.path("link"))
        let spelled = box.path("link/../log.json")
        var started = 0
        for day in ["2026-11-25", "2026-11-26", "2026-11-27"] {
            let result = box.run(["add", "Metadata", "--on", day, "--log", spelled])
            #expect(result.code == 0, "\(result.output.stderr)")
            if result.output.stderr.contains("started a new ship log") { started += 1 }
        }
        #expect(started == 1, "only the first add starts the log")
        #expect(
            try box.log("real/log.json").days.map(\.date.description) == ["2026-11-27", "2026-11-26", "2026-11-25"])
        #expect(!box.exists("log.json"), "nothing saved at the textual spelling")
        #expect(box.allFiles().filter { $0.hasSuffix(".lock") } == [])
    }

    /// Item 15: `--log notes/` created a file named `notes`; a path ending in `/` names a folder.
    @Test(arguments: ["notes/", "notes/.", "..", "notes/.."])
    func aLogPathNamingAFolderIsRefused(_ path: String) throws {
        let box = try Sandbox()
        let result = box.run(["add", "Metadata", "--log", path])
        #expect(result.code == 64)
        #expect(
            result.output.stderr == "shipplot add: --log: \"\(path)\" names a folder, expected a "
                + "file name (see shipplot add --help)\n")
        #expect(box.allFiles().isEmpty)
    }
}
