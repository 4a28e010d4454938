// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// No output of any command lands on the log, its backup or its lock file, however the output
/// is spelled (a link, `link/..`, a hard link). Each is refused with exit 64 before anything is written.
@Suite struct OutputCollisionTests {
    /// A sandbox with `data/log.json` (and its backup), `inner` a link to `data/sub`.
    private func sandbox() throws -> Sandbox {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "data/log.json")
        try box.write(Fixture.log, to: "data/log.json.bak")
        try FileManager.default.createDirectory(atPath: box.path("data/sub"), withIntermediateDirectories: true)
        symlink(box.path("data/sub"), box.path("inner"))
        return box
    }

    /// Item 3 repro: `report --markdown DIR` where `DIR/report.md` is a link to the log wrote Markdown over the
    /// log (exit 0, no backup).
    @Test func aMarkdownBundleFileLinkedToTheLogIsRefused() throws {
        let box = try sandbox()
        try FileManager.default.createDirectory(atPath: box.path("notes"), withIntermediateDirectories: true)
        symlink(box.path("data/log.json"), box.path("notes/report.md"))
        let before = box.snapshot()
        let result = box.run(["report", "--markdown", "notes", "--log", "data/log.json", "--today", "2026-11-28"])
        #expect(result.code == 64)
        #expect(
            result.output.stderr == "shipplot report: --markdown: \"notes/report.md\" is the ship "
                + "log itself, expected another file (see shipplot report --help)\n")
        #expect(box.snapshot() == before, "the log and everything else unchanged")
    }

    /// Every command's output onto one of the log's files, through links, `link/..` (resolved by the kernel to
    /// `data/`, by text to the sandbox root) and hard links.
    @Test(
        arguments: [
            (
                ["week", "-o", "inner/../log.png", "--log", "data/log.png", "--today", "2026-11-28"], "--output",
                "\"inner/../log.png\" is the ship log itself"
            ),
            (
                ["export", "-o", "data/log.json.bak", "--log", "data/log.json", "--format", "json"], "--output",
                "\"data/log.json.bak\" is the ship log's backup"
            ),
            (
                ["export", "-o", "hard.json", "--log", "data/log.json"], "--output",
                "\"hard.json\" is the ship log itself"
            ),
            (
                ["import", "inner/../log.json", "--log", "data/log.json", "--today", "2026-11-28"], "FILE",
                "\"inner/../log.json\" is the ship log itself"
            ),
            (
                ["sample", "-o", "inner/../log.json.bak", "--format", "json", "--force", "--today", "2026-11-28"],
                "--output", "\"inner/../log.json.bak\" is the ship log's backup"
            ),
        ] as [([String], String, String)])
    func outputsOntoTheLogsFilesAreRefused(_ arguments: [String], _ role: String, _ problem: String) throws {
        let box = try sandbox()
        try box.write(Fixture.log, to: "data/log.png")
        link(box.path("data/log.json"), box.path("hard.json"))
        let before = box.snapshot()
        let result = box.run(arguments, environment: ["SHIPPLOT_LOG": box.path("data/log.json")])
        #expect(result.code == 64, "\(result.output.stderr)")
        let command = arguments[0]
        let expected = problem + (role == "FILE" ? ", expected another file to merge in" : ", expected another file")
        #expect(result.output.stderr == "shipplot \(command): \(role): \(expected) (see shipplot \(command) --help)\n")
        #expect(box.snapshot() == before, "nothing written")
    }
}
