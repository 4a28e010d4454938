// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import Testing

@testable import ShipPlotCLI

/// Exit codes and limits that did not match the documentation: sizes inside the option ranges, future dates,
/// names with commas, outputs that overwrite each other.
@Suite struct ExitCodeAndLimitTests {
    /// A step name with a comma could not be chosen with `--steps`: the list was split at every comma.
    @Test func aStepNameWithACommaCanBeChosen() throws {
        #expect(StepSelection.split(#""Build, test",Metadata"#) == ["Build, test", "Metadata"])
        #expect(StepSelection.split(#" "say ""hi""" , a"b "#) == [#"say "hi""#, #"a"b"#])
        #expect(StepSelection.split("Screenshots, Final QA,,") == ["Screenshots", "Final QA"])
        let box = try Sandbox()
        let log = try ShipLog(days: [ShipDay(date: LogDate("2026-11-27")!, steps: ["Build, test", "Metadata"])])
        try box.write(log, to: "log.json")
        let chosen = box.run([
            "stacked", "--log", "log.json", "--steps", #""Build, test""#, "-o", "s.png", "--alt-text",
        ])
        #expect(chosen.code == 0, "\(chosen.output.stderr)")
        #expect(chosen.output.stdoutText.contains("Build, test"), "\(chosen.output.stdoutText)")
        let bare = box.run(["stacked", "--log", "log.json", "--steps", "Build, test", "-o", "t.png"])
        #expect(bare.code == 64)
        #expect(
            bare.output.stderr.contains(
                #"--steps: "Build" is not a step in the log (did you mean "Build, test"? put a name with a comma in double quotes)"#
            ), "\(bare.output.stderr)")
    }
}

/// Item 15: noncharacters in step names reach cairo safely and property lists stay well-formed.
@Suite struct NoncharacterTests {
    static func name(_ scalars: [UInt32]) -> String {
        String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
    }

    /// Every PDF failed (exit 1, "cairo: … not valid UTF-8") with a noncharacter in a step name or title.
    @Test func chartsAndReportsDrawNoncharacters() throws {
        let box = try Sandbox()
        let odd = Self.name([0x51, 0x41, 0xFDD0, 0x20, 0x78, 0xFFFF])
        try box.write(
            try ShipLog(days: [ShipDay(date: LogDate("2026-11-27")!, steps: [odd, "Metadata"])]), to: "log.json")
        for arguments in [
            ["stacked", "-o", "s.pdf"], ["day", "-o", "d.pdf"], ["report", "-o", "r.pdf"], ["week", "-o", "w.svg"],
            ["week", "-o", "t.pdf", "--title", Self.name([0x54, 0xFDEF])],
        ] {
            let run = box.run(arguments + ["--log", "log.json"])
            #expect(run.code == 0, "\(arguments): \(run.output.stderr)")
        }
    }

    /// The same names exported as a property list were not well-formed XML: U+FFFE and U+FFFF are refused with a
    /// one-line error (XML cannot carry them at all); the other noncharacters are written and read back.
    @Test func propertyListsRefuseWhatXMLCannotCarry() throws {
        let box = try Sandbox()
        let bad = Self.name([0x41, 0xFFFE])
        try box.write(try ShipLog(days: [ShipDay(date: LogDate("2026-11-27")!, steps: [bad])]), to: "bad.json")
        let refused = box.run(["export", "--log", "bad.json", "-o", "bad.plist"])
        #expect(refused.code == 65, "\(refused.output.stderr)")
        #expect(
            refused.output.stderr
                == "shipplot: step name \"A\\uFFFE\" holds U+FFFE or U+FFFF, which XML cannot carry, expected another "
                + "format for this log (json or csv)\n")
        #expect(!box.exists("bad.plist"))
        let fine = Self.name([0x42, 0xFDD0, 0x43, 0x1FFFE])
        let log = try ShipLog(days: [ShipDay(date: LogDate("2026-11-27")!, steps: [fine])])
        try box.write(log, to: "fine.json")
        #expect(box.run(["export", "--log", "fine.json", "-o", "fine.plist"]).code == 0)
        let back = box.run(["import", "fine.plist", "--log", "back.json", "--today", "2026-11-28"])
        #expect(back.code == 0, "\(back.output.stderr)")
        #expect(try box.log("back.json").days == log.days)
    }
}

/// Item 16: a day after today no longer refuses a whole import.
@Suite struct FutureDayTests {
    /// An export made in UTC+14 could not be imported in UTC−8 for up to a day, and a log's own export was refused
    /// once it held a day after today. Such days are skipped with a warning naming them; the rest is imported.
    @Test(arguments: ["json", "csv", "plist"])
    func futureDaysAreSkippedWithAWarning(_ format: String) throws {
        let box = try Sandbox()
        let log = try ShipLog(days: [
            ShipDay(date: LogDate("2026-11-29")!, steps: ["Metadata"]),
            ShipDay(date: LogDate("2026-11-27")!, steps: ["Keywords", "Final QA"]),
        ])
        try box.write(log, to: "ahead.json")
        #expect(box.run(["export", "--log", "ahead.json", "-o", "out.\(format)"]).code == 0)
        let run = box.run(["import", "out.\(format)", "--log", "log.json", "--today", "2026-11-28"])
        #expect(run.code == 0, "\(run.output.stderr)")
        #expect(
            run.output.stderr
                == "shipplot: warning: out.\(format): skipped 1 day after today (2026-11-28): 2026-11-29; import the "
                + "file again once it has come\n")
        #expect(try box.log("log.json").days.map(\.date.description) == ["2026-11-27"])
        #expect(run.output.stdoutText.hasPrefix("Imported out.\(format): 1 new day"), "\(run.output.stdoutText)")
        let later = box.run(["import", "out.\(format)", "--log", "log.json", "--today", "2026-11-29"])
        #expect(later.code == 0 && later.output.stderr.isEmpty, "\(later.output.stderr)")
        #expect(try box.log("log.json").days.map(\.date.description) == ["2026-11-29", "2026-11-27"])
    }

    /// `log --days` ends at today in text and JSON alike, and says when later days are left out.
    @Test func aWindowSaysItLeavesLaterDaysOut() throws {
        let box = try Sandbox()
        try box.write(try ShipLog(days: [ShipDay(date: LogDate("2026-11-30")!, steps: ["Metadata"])]), to: "log.json")
        for extra in [[], ["--json"]] {
            let run = box.run(["log", "--days", "3", "--log", "log.json", "--today", "2026-11-28"] + extra)
            #expect(run.code == 0)
            #expect(
                run.output.stderr
                    == "shipplot: note: 1 logged day is after today (2026-11-28) and outside the window: 2026-11-30\n")
        }
    }
}

/// Item 18: exit codes that did not match the documentation.
@Suite struct DocumentedExitCodeTests {
    /// Sizes inside each option's range can exceed the pixel limit together: that was exit 1, naming no option.
    @Test(arguments: [
        ["week", "--width", "14400", "--height", "14400", "--scale", "8", "-o", "w.png"],
        ["day", "--width", "8000", "--height", "14000", "-o", "d.png"],
        ["report", "--width", "9000", "--height", "9000", "-o", "r.png"],
    ])
    func sizesBeyondThePixelLimitAreUsageErrors(_ arguments: [String]) throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let run = box.run(arguments + ["--log", "log.json"])
        #expect(run.code == 64, "\(run.output.stderr)")
        #expect(run.output.stderr.hasPrefix("shipplot: --width, --height and --scale: "), "\(run.output.stderr)")
        #expect(run.output.stderr.contains(" pixels "), "\(run.output.stderr)")
        #expect(box.allFiles() == ["log.json"])
    }

    /// `remove` of a future date exited 1, like a past day with nothing logged; it is a usage error (64).
    @Test func removingAFutureDateIsAUsageError() throws {
        let box = try Sandbox()
        let bytes = try box.write(Fixture.log, to: "log.json")
        let run = box.run(["remove", "--on", "2026-12-05", "--log", "log.json"])
        #expect(run.code == 64, "\(run.output.stderr)")
        #expect(
            run.output.stderr
                == "shipplot remove: --on: 2026-12-05 is in the future, expected a date on or before today (2026-11-28) "
                + "(see shipplot remove --help)\n")
        #expect(box.bytes("log.json") == bytes)
        // A future day the log does hold (imported from a zone ahead) can still be removed.
        try box.write(try ShipLog(days: [ShipDay(date: LogDate("2026-11-30")!, steps: ["Metadata"])]), to: "ahead.json")
        #expect(box.run(["remove", "--on", "2026-11-30", "--log", "ahead.json"]).code == 0)
    }

    /// `report --markdown nb -o nb/trend.png` wrote the sheet, then the bundle overwrote it unseen.
    @Test func aSheetOntoTheBundlesOwnFileIsRefused() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        for output in ["nb/trend.png", "nb/./trend-dark.png", "nb/by-step-dark.png"] {
            let run = box.run(["report", "--log", "log.json", "--markdown", "nb", "-o", output])
            #expect(run.code == 64, "\(output): \(run.output.stderr)")
            #expect(run.output.stderr.contains("is the Markdown report's "), "\(run.output.stderr)")
        }
        #expect(box.allFiles() == ["log.json"])
        try FileManager.default.createDirectory(atPath: box.path("nb"), withIntermediateDirectories: true)
        #expect(box.run(["report", "--log", "log.json", "--markdown", "nb", "-o", "nb/sheet.png"]).code == 0)
    }
}
