// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import GoldenTesting
import ShipPlot
import Testing

@testable import ShipPlotCLI

/// Tables for the `shipplot chart` goldens: made by formula, so they are the same on every machine.
enum TableFixtures {
    static let platforms = [("iOS", 820), ("macOS", 310), ("visionOS", 70)]

    /// Two weeks of downloads per platform, one CSV row per day and platform.
    static var downloadsCSV: String {
        var text = "date,platform,downloads\n"
        for day in 0..<14 {
            for (index, (platform, base)) in platforms.enumerated() {
                let swing = (day * 37 + index * 53) % 101
                text += "2026-11-\(day < 8 ? "0" : "")\(day + 2),\(platform),\(base + swing * base / 400 + day * 6)\n"
            }
        }
        return text
    }

    /// Crash-free sessions per release, as a JSON array (versions are strings: categories, not numbers).
    static let crashesJSON = """
        [
          {"version": "2.0", "crash_free": 99.41, "sessions": 18200},
          {"version": "2.1", "crash_free": 99.12, "sessions": 20150},
          {"version": "2.2", "crash_free": 99.63, "sessions": 22900},
          {"version": "2.3", "crash_free": 99.71, "sessions": 21480},
          {"version": "2.4", "crash_free": 99.58, "sessions": 25010},
          {"version": "3.0", "crash_free": 99.86, "sessions": 30440}
        ]
        """

    /// Build times from CI, one NDJSON object per build, with zone offsets, over eight weeks on two branches.
    static var buildsNDJSON: String {
        var text = ""
        for build in 0..<120 {
            let day = 1 + build * 56 / 120
            let month = day > 30 ? 12 : 11
            let date = "2026-\(month)-\(String(format: "%02d", day > 30 ? day - 30 : day))"
            let hour = String(format: "%02d", 8 + build % 10)
            let branch = build % 3 == 0 ? "release" : "main"
            let minutes = Double(110 + (build * 29) % 47 + build / 2 + (branch == "release" ? 40 : 0)) / 10
            text +=
                "{\"started\": \"\(date)T\(hour):15:00+01:00\", \"branch\": \"\(branch)\", \"minutes\": \(minutes)}\n"
        }
        return text
    }

    /// Downloads per platform, tab-separated.
    static let platformsTSV = "platform\tdownloads\niOS\t12480\nmacOS\t4210\nwatchOS\t2105\nvisionOS\t812\ntvOS\t390\n"

    /// A year of monthly revenue, one CSV row a month.
    static let revenueCSV = """
        month,revenue
        2026-01,1.21
        2026-02,1.34
        2026-03,1.62
        2026-04,1.48
        2026-05,1.77
        2026-06,2.05
        2026-07,1.96
        2026-08,2.31
        2026-09,2.44
        2026-10,2.38
        2026-11,2.71
        2026-12,3.02

        """
}

/// `shipplot chart` on each input format and mark, checked as images and as draw commands.
@Suite struct TableChartGoldenTests {
    /// Runs `shipplot chart FILE arguments -o -` in a folder holding `file` and returns the PNG and the chart's
    /// structure.
    private func run(_ file: (name: String, text: String), _ arguments: [String]) throws -> (
        png: Data, structure: String
    ) {
        final class Sink: @unchecked Sendable {
            let lock = NSLock()
            var data = Data()
            var errors = ""
            var renderers: [ChartRenderer] = []
        }
        let sink = Sink()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shipplot-table-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name))
        var io = CommandIO(
            environment: ["HOME": folder.path, "TZ": "UTC"], currentDirectory: folder,
            writeOutput: { data in sink.lock.withLock { sink.data.append(data) } },
            writeError: { text in sink.lock.withLock { sink.errors += text } })
        io.willRender = { renderer in sink.lock.withLock { sink.renderers.append(renderer) } }
        let code = ShipPlotCommandLine.main(arguments: ["chart", file.name] + arguments + ["-o", "-"], io: io)
        let (data, renderers, errors) = sink.lock.withLock { (sink.data, sink.renderers, sink.errors) }
        #expect(code == 0, Comment(rawValue: errors))
        #expect(errors == "", "nothing on stderr")
        let chart = try #require(renderers.first, "the command rendered no chart")
        return (data, try structure(chart))
    }

    private func expectGolden(
        _ file: (name: String, text: String), _ arguments: [String], _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (png, text) = try run(file, arguments)
        let failure = checkGolden(png: png, suite: "cli", name: name)
        #expect(failure == nil, Comment(rawValue: failure ?? ""), sourceLocation: sourceLocation)
        expectTextGolden(text, suite: "cli", name, sourceLocation: sourceLocation)
    }

    @Test func csvStackedBarsByDay() throws {
        try expectGolden(
            ("downloads.csv", TableFixtures.downloadsCSV), ["--x", "date", "--y", "downloads", "--color", "platform"],
            "chart-csv-stacked-bars")
    }

    @Test func jsonPointsOfCategoriesHiDPI() throws {
        try expectGolden(
            ("crashes.json", TableFixtures.crashesJSON),
            [
                "--x", "version", "--y", "crash_free", "--mark", "point", "--width", "480", "--height", "300",
                "--scale", "2",
            ], "chart-json-points@2x")
    }

    @Test func ndjsonWeeklyMeanLinesDark() throws {
        try expectGolden(
            ("builds.ndjson", TableFixtures.buildsNDJSON),
            [
                "--x", "started", "--y", "minutes", "--color", "branch", "--aggregate", "mean", "--unit", "week",
                "--mark", "line", "--smooth", "--theme", "dark",
            ], "chart-ndjson-line-week-dark")
    }

    @Test func tsvHorizontalBars() throws {
        try expectGolden(
            ("platforms.tsv", TableFixtures.platformsTSV),
            ["--x", "downloads", "--y", "platform", "--width", "600", "--height", "320"], "chart-tsv-horizontal")
    }

    @Test func csvNormalizedAreas() throws {
        try expectGolden(
            ("downloads.csv", TableFixtures.downloadsCSV),
            [
                "--x", "date", "--y", "downloads", "--color", "platform", "--mark", "area", "--stacking",
                "normalized", "--palette", "okabe-ito",
            ], "chart-csv-area-normalized")
    }

    @Test func monthlyRules() throws {
        try expectGolden(
            ("revenue.csv", TableFixtures.revenueCSV), ["--x", "month", "--y", "revenue", "--mark", "rule"],
            "chart-csv-rule-months")
    }
}
