// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipLog
import Testing

@testable import ShipPlotCLI

@Suite struct WeekCommandTests {
    @Test func chartsTheSampleWhenThereIsNoLog() throws {
        let box = try Sandbox()
        let (code, output) = box.run(["week", "--mark", "line", "--smooth", "-o", "week.png"])
        #expect(code == 0)
        #expect(
            output.stderr
                == "shipplot: no ship log at \(box.path(".local/share/shipplot/shiplog.json")); charting the built-in sample (see \"shipplot sample\")\n"
                + "shipplot: wrote week.png\n"
        )
        let png = try Data(contentsOf: URL(fileURLWithPath: box.path("week.png")))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test(arguments: ["week.pdf", "week.svg", "chart.PNG"])
    func formatFollowsTheExtension(_ name: String) throws {
        let box = try Sandbox()
        let (code, _) = box.run(["week", "-o", name])
        #expect(code == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: box.path(name)))
        switch name.split(separator: ".").last!.lowercased() {
        case "pdf": #expect(data.starts(with: Data("%PDF-".utf8)))
        case "svg":
            #expect(
                String(decoding: data.prefix(100), as: UTF8.self).contains("<svg")
                    || String(decoding: data.prefix(200), as: UTF8.self).contains("<?xml"))
        default: #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }

    @Test func dashWritesPNGToStdout() throws {
        let box = try Sandbox()
        let (code, output) = box.run(["week", "-o", "-"])
        #expect(code == 0)
        #expect(output.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func logLocationFollowsTheEnvironment() throws {
        let box = try Sandbox()
        let log = try ShipLog(days: [ShipDay(date: LogDate("2026-11-27")!, steps: ["Screenshots", "Metadata"])])
        try log.save(to: URL(fileURLWithPath: box.path("data/shipplot/shiplog.json")))
        let viaXDG = box.run(["week", "-o", "a.png"], environment: ["XDG_DATA_HOME": box.path("data")])
        #expect(viaXDG.code == 0)
        #expect(viaXDG.output.stderr == "shipplot: wrote a.png\n")
        let viaEnv = box.run(
            ["week", "-o", "b.png"], environment: ["SHIPPLOT_LOG": box.path("data/shipplot/shiplog.json")])
        #expect(viaEnv.code == 0)
        #expect(viaEnv.output.stderr == "shipplot: wrote b.png\n")
    }

    @Test func explicitMissingLogIsAnError() throws {
        let box = try Sandbox()
        let (code, output) = box.run(["week", "--log", "nope.json", "-o", "week.png"])
        #expect(code == 66)
        #expect(output.stderr.hasPrefix("shipplot: nope.json"))
        #expect(output.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: box.path("week.png")))
    }

    @Test func malformedLogIsBadData() throws {
        let box = try Sandbox()
        try Data("{\"days\": [ {\"date\": \"2024-02-30\", \"steps\": [\"Metadata\"]} ]}".utf8)
            .write(to: URL(fileURLWithPath: box.path("log.json")))
        let (code, output) = box.run(["week", "--log", "log.json", "-o", "week.png"])
        #expect(code == 65)
        #expect(
            output.stderr
                == "shipplot: log.json:1:21: days[0].date: \"2024-02-30\" is not a valid date, expected YYYY-MM-DD\n")
        #expect(!FileManager.default.fileExists(atPath: box.path("week.png")))
    }

    @Test(
        arguments: [
            (
                ["week", "--days", "0"],
                "shipplot week: --days: 0 is out of range, expected 1...3660 (see shipplot week --help)"
            ),
            (
                ["week", "--mark", "pie"],
                "shipplot week: --mark: \"pie\" is not one of bar, line, point, area (see shipplot week --help)"
            ),
            (
                ["week", "--today", "2026-13-01"],
                "shipplot week: --today: \"2026-13-01\" is not a valid date, expected YYYY-MM-DD (see shipplot week --help)"
            ),
            (
                ["week", "--tz", "Mars/Base"],
                "shipplot week: --tz: \"Mars/Base\" is not a time zone, expected a name like Europe/Berlin or UTC, or a POSIX rule like CET-1CEST,M3.5.0,M10.5.0/3 (see shipplot week --help)"
            ),
            (
                ["week", "-o", "week.jpg"],
                "shipplot week: --output: \"week.jpg\" ends in .jpg, expected .png, .pdf or .svg (see shipplot week --help)"
            ),
            (["wek"], "shipplot: unknown command \"wek\" (did you mean \"week\"?) (see shipplot --help)"),
        ] as [([String], String)])
    func usageErrorsAreOneLineWithExit64(_ arguments: [String], _ message: String) throws {
        let box = try Sandbox()
        let (code, output) = box.run(arguments)
        #expect(code == 64)
        #expect(output.stderr == message + "\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.root.path).isEmpty, "nothing written")
    }

    @Test func unwritableOutputIsExit73() throws {
        let box = try Sandbox()
        let (code, output) = box.run(["week", "-o", "missing/dir/week.png"])
        #expect(code == 73)
        #expect(
            output.stderr.split(separator: "\n").last?.hasPrefix("shipplot: cannot write missing/dir/week.png: ")
                == true)
    }

    @Test func helpAndVersion() throws {
        let box = try Sandbox()
        let help = box.run(["week", "--help"])
        #expect(help.code == 0)
        #expect(help.output.stdoutText.contains("Usage: shipplot week [options]"))
        #expect(help.output.stdoutText.contains("--smooth"))
        let version = box.run(["--version"])
        #expect(version.code == 0)
        #expect(version.output.stdoutText.contains(ShipPlotCommandLine.version))
    }

    @Test func commandTableIsSound() {
        #expect(ShipPlotCommandLine.tool.problems == [])
    }

    @Test func theWeekWindowEndsOnToday() throws {
        let box = try Sandbox()
        let log = try ShipLog(days: [ShipDay(date: LogDate("2026-11-20")!, steps: ["Final QA"])])
        try log.save(to: URL(fileURLWithPath: box.path("log.json")))
        let window = try ShipLog.load(from: URL(fileURLWithPath: box.path("log.json"))).window(
            days: 7, endingOn: LogDate("2026-11-28")!)
        #expect(
            window.map(\.date.description) == [
                "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28",
            ])
        #expect(window.allSatisfy { $0.total == 0 })
        #expect(box.run(["week", "--log", "log.json", "-o", "w.png", "--today", "2026-11-28"]).code == 0)
    }
}
