// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import Testing

/// Every message the tool prints, success or error, escapes what would not show as itself, in one place; and
/// the rule for invisible characters is the one `ShipLog` applies to step names.
@Suite struct MessageEscapingTests {
    /// A file name with an escape sequence and a newline, as a hostile archive or a careless script makes one.
    static let hostileName = "a\u{1B}[31mred\nline\u{202E}.json"
    static let escapedName = "a\\u001B[31mred\\nline\\u202E.json"
    /// Invisible variants of "Screenshots": a tag character carrying text, VS16, ZWJ, ZWNJ, VS17, a blank braille cell.
    static let lookAlikes = [
        "Screen\u{E0073}\u{E0078}shots", "Screen\u{FE0F}shots", "Screen\u{200D}shots", "Screen\u{200C}shots",
        "Screen\u{E0100}shots", "Screenshots\u{2800}",
    ]
    /// Names ending in an emoji with VS16 or a tag-sequence flag, and other sequences that need their joiners.
    static let emojiNames = [
        "Fixes ❤️", "Check ⚠️", "Done ✔️", "Build 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
        "👩\u{200D}💻", "می\u{200C}خواهم",
    ]

    /// `import`, `export`, `sample` and `add` wrote such names raw on success; their errors escaped them.
    @Test func successMessagesEscapeFileNames() throws {
        let box = try Sandbox()
        let runs: [[String]] = [
            ["sample", "-o", Self.hostileName, "--days", "3"],
            ["export", "--log", Self.hostileName, "-o", "x\u{1B}]0;title\u{7}.csv"],
            ["import", Self.hostileName, "--log", "other.json"],
            ["add", "Metadata", "--log", "new\u{1B}[2J.json"],
        ]
        for arguments in runs {
            let run = box.run(arguments)
            #expect(run.code == 0, "\(arguments): \(run.output.stderr)")
            let printed = run.output.stdoutText + run.output.stderr
            #expect(!printed.hasHiddenScalar, "\(arguments): \(printed)")
            #expect(printed.split(separator: "\n").count == printed.filter { $0 == "\n" }.count, "whole lines")
        }
        let sampled = box.run(["sample", "-o", "b\u{1B}[1m.json", "--days", "3"])
        #expect(sampled.output.stdoutText.hasPrefix("Wrote the sample log to b\\u001B[1m.json: "))
        let exported = box.run(["export", "--log", Self.hostileName, "-o", "y\u{1B}.csv"])
        #expect(exported.output.stdoutText.hasSuffix(" to y\\u001B.csv.\n"), "\(exported.output.stdoutText)")
        let imported = box.run(["import", Self.hostileName, "--log", "third.json"])
        #expect(imported.output.stdoutText.hasPrefix("Imported \(Self.escapedName): "))
        let added = box.run(["add", "Metadata", "--log", "n\u{1B}.json"])
        #expect(added.output.stderr.contains("started a new ship log at n\\u001B.json"))
    }

    /// The look-alikes of "Screenshots" `add --new-step` accepted; `log` printed them as "Screenshots".
    @Test func lookAlikeStepNamesAreRefusedAndShownEscaped() throws {
        let box = try Sandbox()
        for name in Self.lookAlikes {
            let run = box.run(["add", name, "--new-step", "--log", "log.json"])
            #expect(run.code == 64, "\(name.unicodeScalars.map(\.value))")
            #expect(run.output.stderr.contains("contains invisible character U+"), "\(run.output.stderr)")
            #expect(run.output.stderr.split(separator: "\n").count == 1)
            #expect(!box.exists("log.json"))
        }
        // Already in a log (an import keeps them): listed escaped, never as a second "Screenshots".
        let log = try ShipLog(days: [ShipDay(date: LogDate("2026-11-27")!, steps: Self.lookAlikes)])
        try box.write(log, to: "old.json")
        let listed = box.run(["log", "--expand", "--log", "old.json"])
        #expect(listed.code == 0)
        #expect(!listed.output.stdoutText.hasHiddenScalar, "\(listed.output.stdoutText)")
        #expect(!listed.output.stdoutText.contains("    Screenshots ×"), "\(listed.output.stdoutText)")
        #expect(listed.output.stdoutText.contains("    Screen\\u200Dshots ×1\n"))
    }

    /// Names ending in ❤️, ⚠️, ✔️ or a tag-sequence flag failed `add`, and one of them failed a whole import.
    @Test func emojiNamesAreAcceptedByAddAndImport() throws {
        let box = try Sandbox()
        let names = Self.emojiNames
        let added = box.run(["add"] + names + ["--new-step", "--log", "log.json"])
        #expect(added.code == 0, "\(added.output.stderr)")
        #expect(try box.log("log.json").days.first?.steps == names)
        #expect(added.output.stdoutText.contains("Fixes ❤️, "), "printed as itself: \(added.output.stdoutText)")
        let csv = "date,step\n" + names.map { "2026-11-26,\($0)\n" }.joined()
        try box.write(csv, to: "in.csv")
        let imported = box.run(["import", "in.csv", "--log", "log.json"])
        #expect(imported.code == 0, "\(imported.output.stderr)")
        #expect(try box.log("log.json").day(on: LogDate("2026-11-26")!)?.steps == names)
    }

    /// The tool's own quoting (an unknown step) and ShipLog's (a bad step name) show one name the same way.
    @Test func toolAndLibraryQuoteAlike() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let name = "👩\u{200D}💻\u{200B}review"
        let library = box.run(["add", name, "--new-step", "--log", "log.json"])
        let tool = box.run(["week", "--steps", name, "--log", "log.json", "-o", "w.png"])
        #expect(library.code == 64 && tool.code == 64)
        #expect(library.output.stderr.contains("\"👩\u{200D}💻\\u200Breview\""), "\(library.output.stderr)")
        #expect(tool.output.stderr.contains("\"👩\u{200D}💻\\u200Breview\""), "\(tool.output.stderr)")
    }
}
