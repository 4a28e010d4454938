// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import Testing

@testable import ShipPlotCLI

@Suite struct DayCommandTests {
    @Test func chartsTheLatestLoggedDayWithAltText() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run(["day", "--log", "log.json", "-o", "day.png", "--alt-text"])
        #expect(code == 0)
        #expect(output.stderr == "shipplot: wrote day.png\n")
        #expect(pngSize(try #require(box.bytes("day.png")))! == (800, 500))
        #expect(
            output.stdoutText == """
                Bar chart of the release-prep steps logged on Friday, November 27, 2026, one bar per step, with a dashed \
                goal line at 1. 5 steps in total: Screenshots 3, Metadata 1, Keywords 0, Final QA 1; the busiest step was \
                Screenshots (3); Keywords fell short of the goal.\n
                """)
    }

    @Test func aGivenDateAndGoal() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run([
            "day", "--log", "log.json", "--date", "2026-11-25", "--goal", "2", "--alt-text", "-o", "d.svg",
        ])
        #expect(code == 0)
        #expect(String(decoding: try #require(box.bytes("d.svg")).prefix(200), as: UTF8.self).contains("<svg"))
        #expect(
            output.stdoutText.contains(
                "with a dashed goal line at 2. 2 steps in total: Screenshots 0, Metadata 1, Keywords 1, Final QA 0; the busiest steps were Metadata and Keywords (1 each); Screenshots, Metadata, Keywords and Final QA fell short of the goal."
            ))
    }

    @Test func goalZeroDrawsNoLineAndAnEmptyDayIsCharted() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run([
            "day", "--log", "log.json", "--date", "yesterday", "--today", "2026-11-27", "--goal", "0", "--alt-text",
            "-o", "d.png",
        ])
        #expect(code == 0)
        #expect(
            output.stdoutText
                == "Bar chart of the release-prep steps logged on Thursday, November 26, 2026, one bar per step. Nothing was logged that day (Screenshots 0, Metadata 0, Keywords 0, Final QA 0).\n"
        )
    }

    @Test func goalAndColourChangeThePicture() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        for (name, extra) in [
            ("a", [String]()), ("b", ["--goal", "3"]), ("c", ["--bar-color", "#5856D6"]), ("d", ["--goal", "0"]),
        ] {
            #expect(box.run(["day", "--log", "log.json", "-o", "\(name).png"] + extra).code == 0)
        }
        let images = ["a", "b", "c", "d"].map { box.bytes("\($0).png") }
        #expect(Set(images).count == 4, "each option changes the chart")
    }

    @Test func stepsChooseAndOrderTheBars() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run([
            "day", "--log", "log.json", "--steps", "Final QA, Screenshots", "--alt-text", "-o", "d.png",
        ])
        #expect(code == 0)
        #expect(output.stdoutText.contains("4 steps in total: Final QA 1, Screenshots 3;"))
    }

    @Test func anEmptyLogHasNoLatestDay() throws {
        let box = try Sandbox()
        let before = try box.write(ShipLog(), to: "log.json")
        let (code, output) = box.run(["day", "--log", "log.json", "-o", "day.png"])
        #expect(code == 65)
        #expect(
            output.stderr
                == "shipplot: log.json: no day logged on or before 2026-11-28, expected at least one (log a step with \"shipplot add STEP\", or pass --date)\n"
        )
        #expect(box.bytes("log.json") == before)
        #expect(!box.exists("day.png"))
    }

    @Test func theSampleStandsInForAMissingLog() throws {
        let box = try Sandbox()
        let (code, output) = box.run(["day", "-o", "day.png"])
        #expect(code == 0)
        #expect(output.stderr.hasPrefix("shipplot: no ship log at "))
        #expect(box.exists("day.png"))
    }
}

@Suite struct StackedCommandTests {
    @Test func splitsEachDayByStepWithABreakdown() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run(["stacked", "--log", "log.json", "--alt-text", "-o", "s.png", "--scale", "2"])
        #expect(code == 0)
        #expect(pngSize(try #require(box.bytes("s.png")))! == (1600, 1000))
        #expect(
            output.stdoutText == """
                Stacked bar chart of the release-prep steps logged each day from November 22 to November 28, 2026, split \
                by step. 7 steps in total (Screenshots 3, Metadata 2, Keywords 1, Final QA 1); the busiest day was Friday, \
                November 27, with 5 steps; 5 of the 7 days had nothing logged. Per day: Nov 22: 0, Nov 23: 0, Nov 24: 0, \
                Nov 25: 2, Nov 26: 0, Nov 27: 5, Nov 28: 0.\n
                """)
    }

    @Test func daysAndStepsNarrowTheChart() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run([
            "stacked", "--log", "log.json", "--days", "14", "--steps", "Final QA,Metadata", "--alt-text", "-o", "s.pdf",
        ])
        #expect(code == 0)
        #expect(pdfPageCount(try #require(box.bytes("s.pdf"))) == 1)
        #expect(
            output.stdoutText == """
                Stacked bar chart of the release-prep steps logged each day from November 15 to November 28, 2026, split \
                by step, counting only Final QA and Metadata. 4 steps in total (Final QA 2, Metadata 2); the busiest day \
                was Friday, November 27, with 2 steps; 11 of the 14 days had nothing logged. Per day: Nov 15: 0, Nov 16: 0, \
                Nov 17: 0, Nov 18: 0, Nov 19: 0, Nov 20: 1, Nov 21: 0, Nov 22: 0, Nov 23: 0, Nov 24: 0, Nov 25: 1, \
                Nov 26: 0, Nov 27: 2, Nov 28: 0.\n
                """)
    }

    @Test func stepsTheLogDoesNotHaveAreRefusedWithASuggestion() throws {
        let box = try Sandbox()
        let before = try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run(["stacked", "--log", "log.json", "--steps", "Screenshot", "-o", "s.png"])
        #expect(code == 64)
        #expect(
            output.stderr
                == "shipplot stacked: --steps: \"Screenshot\" is not a step in the log (did you mean \"Screenshots\"?) (see shipplot stacked --help)\n"
        )
        #expect(box.bytes("log.json") == before)
        #expect(!box.exists("s.png"))
    }

    @Test func theWindowCanCrossAYear() throws {
        let box = try Sandbox()
        let log = try ShipLog(days: [
            ShipDay(date: LogDate("2027-01-02")!, steps: ["Metadata"]),
            ShipDay(date: LogDate("2026-12-30")!, steps: ["Keywords", "Keywords"]),
        ])
        try box.write(log, to: "log.json")
        let (code, output) = box.run([
            "stacked", "--log", "log.json", "--today", "2027-01-03", "--alt-text", "-o", "s.png",
        ])
        #expect(code == 0)
        #expect(output.stdoutText.contains("from December 28, 2026 to January 3, 2027"))
        #expect(output.stdoutText.contains("the busiest day was Wednesday, December 30, 2026, with 2 steps"))
    }
}

@Suite struct WeekOptionTests {
    @Test func stepsFilterTheTotalsAndNameThemselvesInTheAltText() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run([
            "week", "--log", "log.json", "--steps", "Screenshots", "--mark", "line", "--alt-text", "-o", "w.png",
        ])
        #expect(code == 0)
        #expect(
            output.stdoutText == """
                Line chart of the release-prep steps logged each day from November 22 to November 28, 2026, counting only \
                Screenshots. 3 steps in total; the busiest day was Friday, November 27, with 3 steps; 6 of the 7 days had \
                nothing logged. Per day: Nov 22: 0, Nov 23: 0, Nov 24: 0, Nov 25: 0, Nov 26: 0, Nov 27: 3, Nov 28: 0.\n
                """)
    }

    @Test func altTextCannotShareStdoutWithThePNG() throws {
        let box = try Sandbox()
        let (code, output) = box.run(["week", "--alt-text", "-o", "-"])
        #expect(code == 64)
        #expect(output.stdout.isEmpty)
        #expect(
            output.stderr
                == "shipplot week: --alt-text prints to stdout, which -o - uses for the PNG; write the chart to a file (see shipplot week --help)\n"
        )
    }

    @Test func aQuietWindowSaysSo() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run([
            "week", "--log", "log.json", "--today", "2026-11-19", "--alt-text", "-o", "w.png",
        ])
        #expect(code == 0)
        #expect(
            output.stdoutText
                == "Bar chart of the release-prep steps logged each day from November 13 to November 19, 2026. Nothing was logged in these 7 days.\n"
        )
    }
}

@Suite struct ReportCommandTests {
    @Test func pdfHasOneChartAPage() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run(["report", "--log", "log.json"])
        #expect(code == 0, "\(output.stderr)")
        let pdf = try #require(box.bytes("report.pdf"))
        #expect(pdf.starts(with: Data("%PDF-".utf8)))
        #expect(pdfPageCount(pdf) == 4)
        #expect(output.stdout.isEmpty)
    }

    @Test func pngIsATwoByTwoGridOfTheChartSize() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        #expect(box.run(["report", "--log", "log.json", "-o", "r.png", "--width", "400", "--height", "300"]).code == 0)
        #expect(pngSize(try #require(box.bytes("r.png")))! == (800, 600))
        let stdout = box.run(["report", "--log", "log.json", "-o", "-", "--days", "14"])
        #expect(stdout.code == 0)
        #expect(pngSize(stdout.output.stdout)! == (1600, 1000))
        #expect(box.run(["report", "--log", "log.json", "-o", "r.svg"]).code == 0)
        #expect(String(decoding: try #require(box.bytes("r.svg")).prefix(200), as: UTF8.self).contains("<svg"))
    }

    @Test func markdownWritesEveryChartAndAReportWithAltText() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, output) = box.run(["report", "--log", "log.json", "--markdown", "notes/release", "--alt-text"])
        #expect(code == 0, "\(output.stderr)")
        #expect(!box.exists("report.pdf"), "only the Markdown report without -o")
        let markdown = String(decoding: try #require(box.bytes("notes/release/report.md")), as: UTF8.self)
        let paragraphs = output.stdoutText.split(separator: "\n\n").map { String($0).trimmingCharacters(in: .newlines) }
        #expect(paragraphs.count == 4)
        #expect(markdown.hasPrefix("# Release prep · Nov 22 – Nov 28, 2026\n\n![Bar chart"))
        for (name, paragraph) in zip(["steps-per-day", "trend", "by-step", "latest-day"], paragraphs) {
            #expect(markdown.contains("![\(MarkdownText.inline(paragraph))](\(name).png)\n"))
        }
        #expect(paragraphs[3].hasPrefix("Bar chart of the release-prep steps logged on Friday, November 27, 2026"))
    }

    @Test func markdownAndOutputTogetherAndATitle() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let (code, _) = box.run([
            "report", "--log", "log.json", "--markdown", "md", "-o", "r.pdf", "--title", "Release 4.2 [beta]",
        ])
        #expect(code == 0)
        #expect(box.exists("r.pdf"))
        let markdown = String(decoding: try #require(box.bytes("md/report.md")), as: UTF8.self)
        #expect(markdown.hasPrefix(#"# Release 4.2 \[beta\]"# + "\n"), "brackets escaped")
    }

    @Test func altTextEscapesBracketsInStepNames() {
        #expect(MarkdownText.attribute("Steps [draft] \\ done") == "Steps &#91;draft&#93; &#92; done")
    }

    @Test func aMarkdownPathThatIsAFileIsRefusedBeforeWriting() throws {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        try box.write("notes", to: "notes")
        let (code, output) = box.run(["report", "--log", "log.json", "--markdown", "notes", "-o", "r.pdf"])
        #expect(code == 73)
        #expect(output.stderr == "shipplot: notes: is a file, expected a folder for the Markdown report\n")
        #expect(box.bytes("notes") == Data("notes".utf8))
        // Refused before the sheet is written, so a failed report leaves no half of itself behind.
        #expect(box.bytes("r.pdf") == nil)
    }
}

@Suite struct TitleAndZoneTests {
    private func session(_ arguments: [String]) throws -> ChartSession {
        let box = try Sandbox()
        try box.write(Fixture.log, to: "log.json")
        let io = CommandIO(
            environment: ["HOME": box.root.path], currentDirectory: box.root,
            writeOutput: { _ in }, writeError: { _ in })
        let args = try ReportCommand.spec.parse(["--log", "log.json", "--today", "2026-11-28"] + arguments)
        return try ChartSession.open(args, io: io, output: ReportCommand.output)
    }

    private func titles(_ arguments: [String]) throws -> [String?] {
        let session = try session(arguments)
        let window = session.filtered(try session.log.window(days: 7, endingOn: session.today))
        return try ReportCommand.pages(session, window: window, goal: 1).map(\.renderer.title)
    }

    @Test func reportTitlesByDefaultWithATitleAndWithNone() throws {
        #expect(
            try titles([]) == [
                "Steps per day · Nov\u{A0}22 – Nov\u{A0}28,\u{A0}2026", "Trend · Nov\u{A0}22 – Nov\u{A0}28,\u{A0}2026",
                "By step · Nov\u{A0}22 – Nov\u{A0}28,\u{A0}2026", "Latest day · Nov\u{A0}27,\u{A0}2026 · goal 1 each",
            ])
        #expect(
            try titles(["--title", "Release 4.2"]) == [
                "Release 4.2 · Steps per day · Nov\u{A0}22 – Nov\u{A0}28,\u{A0}2026",
                "Release 4.2 · Trend · Nov\u{A0}22 – Nov\u{A0}28,\u{A0}2026",
                "Release 4.2 · By step · Nov\u{A0}22 – Nov\u{A0}28,\u{A0}2026",
                "Release 4.2 · Latest day · Nov\u{A0}27,\u{A0}2026 · goal 1 each",
            ])
        #expect(try titles(["--title", ""]) == [nil, nil, nil, nil])
        // In a bundle, report.md's heading says the title and the range once.
        let session = try session(["--title", "Release 4.2"])
        let window = session.filtered(try session.log.window(days: 7, endingOn: session.today))
        #expect(
            try ReportCommand.pages(session, window: window, goal: 1, withRange: false).map(\.renderer.title) == [
                "Steps per day", "Trend", "By step", "Latest day · Nov\u{A0}27,\u{A0}2026 · goal 1 each",
            ])
        #expect(
            try titles(["--steps", "Metadata"]).first
                == "Steps per day · Nov\u{A0}22 – Nov\u{A0}28,\u{A0}2026 · Metadata")
    }

    @Test func sizeThemeAndScaleReachEveryRenderer() throws {
        let session = try session(["--width", "640", "--height", "360", "--scale", "2", "--theme", "dark"])
        let window = try session.log.window(days: 7, endingOn: session.today)
        for page in try ReportCommand.pages(session, window: window, goal: nil) {
            #expect(page.renderer.width == 640)
            #expect(page.renderer.height == 360)
            #expect(page.renderer.scale == 2)
            #expect(page.renderer.colorScheme == .dark)
        }
    }

    @Test func theZoneDecidesToday() throws {
        let box = try Sandbox()
        // The fixed clock is 2026-11-28 12:00 UTC: already the 29th on Kiritimati (UTC+14).
        #expect(
            box.run(["add", "Metadata", "--log", "l.json", "--tz", "Pacific/Kiritimati"]).output.stdoutText
                == "Logged Metadata on Sun 2026-11-29; that day now has 1 step.\n")
        #expect(
            box.run(["add", "Metadata", "--log", "l.json", "--tz", "America/Los_Angeles"]).output.stdoutText
                == "Logged Metadata on Sat 2026-11-28; that day now has 1 step.\n")
        #expect(
            box.run(["add", "Metadata", "--log", "l.json"], environment: ["TZ": "Asia/Tokyo"]).output.stdoutText
                == "Logged Metadata on Sat 2026-11-28; that day now has 2 steps.\n")
    }
}
